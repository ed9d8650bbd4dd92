/**
 * Carriers with their real codes: ocean lines by SCAC, airlines by IATA code (with the 3-digit
 * air waybill prefix), road hauliers by a short code. Vessel names follow each line's naming style;
 * they are plausible, not a copy of any fleet list.
 */
export type SeedCarrier = {
  id: number;
  code: string;
  name: string;
  transportMode: 'SEA' | 'AIR' | 'ROAD';
  /** SEA: owner codes (3 letters) of the boxes it runs, for ISO 6346 container numbers. */
  boxOwners?: readonly string[];
  /** AIR: the air waybill prefix. */
  awbPrefix?: string;
  /** SEA: vessel names. */
  vessels?: readonly string[];
};

export const SEED_CARRIERS: readonly SeedCarrier[] = [
  {
    id: 1,
    code: 'MAEU',
    name: 'Maersk',
    transportMode: 'SEA',
    boxOwners: ['MSK', 'MRK', 'MAE'],
    vessels: [
      'MAERSK KINLOSS',
      'MAERSK DENVER',
      'MAERSK CAPE TOWN',
      'MAERSK NORDLYS',
      'MAERSK SALALAH',
      'MAERSK TARRAGONA',
    ],
  },
  {
    id: 2,
    code: 'MSCU',
    name: 'MSC Mediterranean Shipping Company',
    transportMode: 'SEA',
    boxOwners: ['MSC', 'MED', 'TGH'],
    vessels: ['MSC ALESSIA', 'MSC GIULIANA', 'MSC ROSARIA', 'MSC VALENTINA', 'MSC SERENA', 'MSC FEDERICA'],
  },
  {
    id: 3,
    code: 'CMDU',
    name: 'CMA CGM',
    transportMode: 'SEA',
    boxOwners: ['CMA', 'APZ', 'ECM'],
    vessels: [
      'CMA CGM MONTMARTRE',
      'CMA CGM RHONE',
      'CMA CGM LAPEROUSE',
      'CMA CGM TIGRIS',
      'CMA CGM ESTELLE',
    ],
  },
  {
    id: 4,
    code: 'HLCU',
    name: 'Hapag-Lloyd',
    transportMode: 'SEA',
    boxOwners: ['HLX', 'HLB', 'UAC'],
    vessels: ['HAMBURG EXPRESS', 'BERLIN EXPRESS', 'SOFIA EXPRESS', 'DALIAN EXPRESS', 'KOBE EXPRESS'],
  },
  {
    id: 5,
    code: 'ONEY',
    name: 'Ocean Network Express',
    transportMode: 'SEA',
    boxOwners: ['ONE', 'NYK', 'TCL'],
    vessels: ['ONE HARMONY', 'ONE COMMITMENT', 'ONE MANHATTAN', 'ONE TRIUMPH', 'ONE OLYMPUS'],
  },
  {
    id: 6,
    code: 'EGLV',
    name: 'Evergreen Line',
    transportMode: 'SEA',
    boxOwners: ['EGH', 'EMC', 'EIS'],
    vessels: ['EVER LUCENT', 'EVER FOREVER', 'EVER LIVEN', 'EVER GLORY', 'EVER SMART'],
  },
  {
    id: 7,
    code: 'COSU',
    name: 'COSCO Shipping Lines',
    transportMode: 'SEA',
    boxOwners: ['CSN', 'CBH', 'FCI'],
    vessels: ['COSCO ADEN', 'COSCO HAIFA', 'COSCO PRIDE', 'COSCO FAITH', 'COSCO PORTUGAL'],
  },
  {
    id: 8,
    code: 'ANNU',
    name: 'ANL Container Line',
    transportMode: 'SEA',
    boxOwners: ['ANN', 'CMA', 'TRH'],
    vessels: ['ANL WANGARATTA', 'ANL WYONG', 'ANL BENALLA', 'ANL GIPPSLAND', 'ANL TASMAN TRADER'],
  },
  {
    id: 9,
    code: 'OOLU',
    name: 'OOCL',
    transportMode: 'SEA',
    boxOwners: ['OOL', 'OOC', 'CAI'],
    vessels: ['OOCL BRISBANE', 'OOCL HOUSTON', 'OOCL TOKYO', 'OOCL NEW ZEALAND'],
  },
  {
    id: 10,
    code: 'HDMU',
    name: 'HMM',
    transportMode: 'SEA',
    boxOwners: ['HDM', 'GES', 'SEG'],
    vessels: ['HMM ALGECIRAS', 'HMM OSLO', 'HMM DREAM', 'HMM BLESSING'],
  },
  {
    id: 11,
    code: 'ZIMU',
    name: 'ZIM Integrated Shipping',
    transportMode: 'SEA',
    boxOwners: ['ZIM', 'ZCS', 'BMO'],
    vessels: ['ZIM SAMMY OFER', 'ZIM CHARLESTON', 'ZIM MOUNT EVEREST', 'ZIM VIRGINIA'],
  },
  {
    id: 12,
    code: 'PABV',
    name: 'Pacific International Lines',
    transportMode: 'SEA',
    boxOwners: ['PCI', 'PIL', 'BEA'],
    vessels: ['KOTA PUSAKA', 'KOTA RAJIN', 'KOTA MANZANILLO', 'KOTA LAYANG'],
  },
  // Airlines
  { id: 20, code: 'QF', name: 'Qantas Freight', transportMode: 'AIR', awbPrefix: '081' },
  { id: 21, code: 'SQ', name: 'Singapore Airlines Cargo', transportMode: 'AIR', awbPrefix: '618' },
  { id: 22, code: 'CX', name: 'Cathay Cargo', transportMode: 'AIR', awbPrefix: '160' },
  { id: 23, code: 'EK', name: 'Emirates SkyCargo', transportMode: 'AIR', awbPrefix: '176' },
  { id: 24, code: 'NZ', name: 'Air New Zealand Cargo', transportMode: 'AIR', awbPrefix: '086' },
  { id: 25, code: 'MH', name: 'MASkargo', transportMode: 'AIR', awbPrefix: '232' },
  { id: 26, code: 'LH', name: 'Lufthansa Cargo', transportMode: 'AIR', awbPrefix: '020' },
  { id: 27, code: 'UA', name: 'United Cargo', transportMode: 'AIR', awbPrefix: '016' },
  // Road hauliers
  { id: 40, code: 'LINFOX', name: 'Linfox', transportMode: 'ROAD' },
  { id: 41, code: 'TOLL', name: 'Toll Group', transportMode: 'ROAD' },
  { id: 42, code: 'MAINFR', name: 'Mainfreight', transportMode: 'ROAD' },
  { id: 43, code: 'JBHT', name: 'J.B. Hunt Transport', transportMode: 'ROAD' },
  { id: 44, code: 'SNDR', name: 'Schneider National', transportMode: 'ROAD' },
  { id: 45, code: 'WABERE', name: "Waberer's International", transportMode: 'ROAD' },
  { id: 46, code: 'DHLFRT', name: 'DHL Freight', transportMode: 'ROAD' },
  { id: 47, code: 'TIONGN', name: 'Tiong Nam Logistics', transportMode: 'ROAD' },
];

/** Road hauliers by the country the truck runs in. */
export const ROAD_CARRIERS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  AU: ['LINFOX', 'TOLL'],
  NZ: ['MAINFR', 'TOLL'],
  US: ['JBHT', 'SNDR'],
  MY: ['TIONGN', 'DHLFRT'],
  SG: ['TIONGN', 'DHLFRT'],
  HU: ['WABERE', 'DHLFRT'],
};

/** Airlines by the region they serve best, for picking a plausible carrier on an air lane. */
export const AIRLINES_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  AU: ['QF', 'SQ', 'CX', 'EK'],
  NZ: ['NZ', 'QF', 'SQ', 'CX'],
  US: ['UA', 'CX', 'LH', 'EK'],
  MY: ['MH', 'SQ', 'CX', 'EK'],
  HU: ['LH', 'EK', 'CX'],
};
