/**
 * A curated list of real UN/LOCODE locations with approximate coordinates. Airports use the city's
 * LOCODE (AUMEL is both the Melbourne seaport and Melbourne airport), as forwarders do.
 * Flags: S seaport, A airport, R road and inland terminal.
 */
type PortFlags = 'S' | 'A' | 'R' | 'SA' | 'SR' | 'AR' | 'SAR';

export type SeedPort = {
  code: string;
  name: string;
  country: string;
  state: string | null;
  latitude: number;
  longitude: number;
  flags: PortFlags;
};

type PortTuple = [
  code: string,
  name: string,
  state: string | null,
  latitude: number,
  longitude: number,
  flags: PortFlags,
];

const TUPLES: PortTuple[] = [
  // Australia
  ['AUMEL', 'Melbourne', 'VIC', -37.8393, 144.9165, 'SAR'],
  ['AUSYD', 'Sydney', 'NSW', -33.9692, 151.2152, 'SAR'],
  ['AUBNE', 'Brisbane', 'QLD', -27.3842, 153.1703, 'SAR'],
  ['AUFRE', 'Fremantle', 'WA', -32.0447, 115.7425, 'SR'],
  ['AUPER', 'Perth', 'WA', -31.9403, 115.9669, 'AR'],
  ['AUADL', 'Adelaide', 'SA', -34.7849, 138.4966, 'SAR'],
  ['AUDRW', 'Darwin', 'NT', -12.4697, 130.8456, 'SA'],
  ['AUTSV', 'Townsville', 'QLD', -19.2509, 146.8277, 'S'],
  ['AUHBA', 'Hobart', 'TAS', -42.8806, 147.3345, 'S'],
  // New Zealand
  ['NZAKL', 'Auckland', null, -36.842, 174.774, 'SAR'],
  ['NZTRG', 'Tauranga', null, -37.6474, 176.1786, 'SR'],
  ['NZLYT', 'Lyttelton', null, -43.6081, 172.7186, 'S'],
  ['NZCHC', 'Christchurch', null, -43.4894, 172.5322, 'AR'],
  ['NZWLG', 'Wellington', null, -41.28, 174.78, 'SAR'],
  ['NZNPE', 'Napier', null, -39.477, 176.918, 'S'],
  ['NZPOE', 'Port Chalmers', null, -45.8136, 170.625, 'S'],
  // United States
  ['USLAX', 'Los Angeles', 'CA', 33.7397, -118.2614, 'SAR'],
  ['USLGB', 'Long Beach', 'CA', 33.7541, -118.2164, 'S'],
  ['USOAK', 'Oakland', 'CA', 37.7955, -122.2792, 'S'],
  ['USSEA', 'Seattle', 'WA', 47.5952, -122.3446, 'SA'],
  ['USNYC', 'New York', 'NY', 40.684, -74.1502, 'SAR'],
  ['USSAV', 'Savannah', 'GA', 32.0835, -81.0998, 'S'],
  ['USCHS', 'Charleston', 'SC', 32.7834, -79.9236, 'S'],
  ['USHOU', 'Houston', 'TX', 29.7266, -95.2657, 'SA'],
  ['USMIA', 'Miami', 'FL', 25.7743, -80.1697, 'SA'],
  ['USCHI', 'Chicago', 'IL', 41.9742, -87.9073, 'AR'],
  ['USATL', 'Atlanta', 'GA', 33.6407, -84.4277, 'AR'],
  ['USDFW', 'Dallas-Fort Worth', 'TX', 32.8998, -97.0403, 'AR'],
  // Malaysia
  ['MYPKG', 'Port Klang', 'SGR', 3.0026, 101.3915, 'SR'],
  ['MYTPP', 'Tanjung Pelepas', 'JHR', 1.3623, 103.5534, 'S'],
  ['MYPGU', 'Pasir Gudang', 'JHR', 1.445, 103.903, 'SR'],
  ['MYPEN', 'Penang', 'PNG', 5.414, 100.346, 'SAR'],
  ['MYKUL', 'Kuala Lumpur', 'KUL', 2.7456, 101.7072, 'AR'],
  ['MYBKI', 'Kota Kinabalu', 'SBH', 5.9846, 116.073, 'SA'],
  // Hungary
  ['HUBUD', 'Budapest', null, 47.439, 19.261, 'AR'],
  ['HUDEB', 'Debrecen', null, 47.4889, 21.6153, 'AR'],
  // China, Hong Kong, Taiwan
  ['CNSHA', 'Shanghai', null, 30.6268, 122.0647, 'SA'],
  ['CNNGB', 'Ningbo', null, 29.9404, 121.8434, 'S'],
  ['CNYTN', 'Yantian', null, 22.563, 114.277, 'S'],
  ['CNSZX', 'Shenzhen', null, 22.6393, 113.8107, 'A'],
  ['CNTAO', 'Qingdao', null, 36.0137, 120.2045, 'S'],
  ['CNXMN', 'Xiamen', null, 24.4798, 118.0894, 'S'],
  ['CNTXG', 'Tianjin Xingang', null, 38.9777, 117.7491, 'S'],
  ['CNCAN', 'Guangzhou', null, 23.3924, 113.2988, 'A'],
  ['CNPEK', 'Beijing', null, 40.0799, 116.6031, 'A'],
  ['HKHKG', 'Hong Kong', null, 22.308, 113.9185, 'SA'],
  ['TWKHH', 'Kaohsiung', null, 22.615, 120.279, 'S'],
  ['TWTPE', 'Taipei', null, 25.0797, 121.2342, 'A'],
  // Rest of Asia
  ['SGSIN', 'Singapore', null, 1.2644, 103.8222, 'SAR'],
  ['KRPUS', 'Busan', null, 35.1028, 129.0403, 'S'],
  ['KRINC', 'Incheon', null, 37.4602, 126.4407, 'SA'],
  ['JPTYO', 'Tokyo', null, 35.6197, 139.7797, 'SA'],
  ['JPYOK', 'Yokohama', null, 35.4437, 139.638, 'S'],
  ['JPOSA', 'Osaka', null, 34.6486, 135.4307, 'SA'],
  ['VNSGN', 'Ho Chi Minh City', null, 10.7694, 106.7053, 'SA'],
  ['VNHPH', 'Haiphong', null, 20.865, 106.683, 'S'],
  ['THLCH', 'Laem Chabang', null, 13.0827, 100.8833, 'S'],
  ['THBKK', 'Bangkok', null, 13.69, 100.7501, 'A'],
  ['IDJKT', 'Jakarta', null, -6.1045, 106.8808, 'SA'],
  ['PHMNL', 'Manila', null, 14.5833, 120.9667, 'SA'],
  ['INNSA', 'Nhava Sheva', null, 18.95, 72.95, 'S'],
  ['INMAA', 'Chennai', null, 13.1, 80.3, 'SA'],
  ['INDEL', 'Delhi', null, 28.5562, 77.1, 'A'],
  ['LKCMB', 'Colombo', null, 6.9497, 79.8428, 'S'],
  ['AEJEA', 'Jebel Ali', null, 25.0112, 55.0617, 'S'],
  ['AEDXB', 'Dubai', null, 25.2532, 55.3657, 'A'],
  // Europe
  ['DEHAM', 'Hamburg', null, 53.5403, 9.97, 'SR'],
  ['DEBRV', 'Bremerhaven', null, 53.5633, 8.555, 'S'],
  ['DEFRA', 'Frankfurt am Main', null, 50.0379, 8.5622, 'AR'],
  ['DEMUC', 'Munich', null, 48.3537, 11.775, 'AR'],
  ['NLRTM', 'Rotterdam', null, 51.949, 4.142, 'SR'],
  ['NLAMS', 'Amsterdam', null, 52.3105, 4.7683, 'A'],
  ['BEANR', 'Antwerp', null, 51.263, 4.398, 'SR'],
  ['GBFXT', 'Felixstowe', null, 51.956, 1.33, 'S'],
  ['GBSOU', 'Southampton', null, 50.901, -1.404, 'S'],
  ['GBLON', 'London', null, 51.47, -0.4543, 'A'],
  ['FRLEH', 'Le Havre', null, 49.48, 0.11, 'S'],
  ['FRPAR', 'Paris', null, 49.0097, 2.5479, 'A'],
  ['ITGOA', 'Genoa', null, 44.405, 8.915, 'S'],
  ['ITMIL', 'Milan', null, 45.6306, 8.7281, 'AR'],
  ['ESVLC', 'Valencia', null, 39.443, -0.317, 'S'],
  ['ESBCN', 'Barcelona', null, 41.345, 2.165, 'SA'],
  ['PLGDN', 'Gdansk', null, 54.4, 18.67, 'SR'],
  ['SIKOP', 'Koper', null, 45.548, 13.73, 'SR'],
  ['ATVIE', 'Vienna', null, 48.1103, 16.5697, 'AR'],
  ['CZPRG', 'Prague', null, 50.1008, 14.26, 'AR'],
  ['SKBTS', 'Bratislava', null, 48.1702, 17.2127, 'R'],
  ['ROBUH', 'Bucharest', null, 44.5711, 26.085, 'AR'],
  // Americas, Africa and the Pacific
  ['CAVAN', 'Vancouver', null, 49.289, -123.11, 'SA'],
  ['CATOR', 'Toronto', null, 43.6777, -79.6248, 'AR'],
  ['MXZLO', 'Manzanillo', null, 19.05, -104.31, 'S'],
  ['BRSSZ', 'Santos', null, -23.96, -46.3, 'S'],
  ['CLSAI', 'San Antonio', null, -33.59, -71.62, 'S'],
  ['ZADUR', 'Durban', null, -29.87, 31.03, 'S'],
  ['FJSUV', 'Suva', null, -18.13, 178.42, 'S'],
  ['PGPOM', 'Port Moresby', null, -9.47, 147.15, 'S'],
  ['NCNOU', 'Noumea', null, -22.27, 166.44, 'S'],
];

export const SEED_PORTS: readonly SeedPort[] = TUPLES.map(
  ([code, name, state, latitude, longitude, flags]) => ({
    code,
    name,
    country: code.slice(0, 2),
    state,
    latitude,
    longitude,
    flags,
  }),
);

/** Ports where deep-sea services tranship (leg changes) between their origin and destination. */
export const SEA_HUBS = ['SGSIN', 'MYTPP', 'MYPKG', 'HKHKG', 'KRPUS', 'TWKHH', 'LKCMB', 'AEJEA'] as const;

/** Air hubs where consolidated air freight changes flights. */
export const AIR_HUBS = ['SGSIN', 'HKHKG', 'AEDXB', 'KRINC', 'DEFRA'] as const;

/**
 * Inland destinations reached by sea through a gateway port, then by road: the third transport leg.
 * Hungary has no seaport; its sea freight comes through Koper, Hamburg or Gdansk.
 */
export const INLAND_GATEWAYS: Readonly<Record<string, readonly string[]>> = {
  HUBUD: ['SIKOP', 'DEHAM', 'PLGDN'],
  HUDEB: ['SIKOP', 'DEHAM'],
  USCHI: ['USLAX', 'USLGB', 'USNYC'],
  USATL: ['USSAV', 'USCHS'],
  USDFW: ['USHOU'],
  MYKUL: ['MYPKG'],
  AUPER: ['AUFRE'],
  NZCHC: ['NZLYT'],
};
