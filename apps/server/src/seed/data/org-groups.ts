/**
 * The demo customers: organisation groups in each home country (hub §1), their organisations and
 * delivery addresses, and how each trades (directions, modes, lanes, products). Names and addresses
 * are invented but shaped like the real thing.
 */
type HandlingMethod = 'ASK' | 'TRL' | 'SDL' | 'WUP' | 'DNV' | 'SNV' | 'WUV' | 'HSL' | 'HUL' | 'HWL' | 'PSL';

type SeedAddress = {
  label: string;
  address1: string;
  city: string;
  state: string | null;
  postcode: string;
  phone: string;
  equipment: { fcl: HandlingMethod; lcl: HandlingMethod; air: HandlingMethod };
  isDelivery: boolean;
};

type SeedOrganisation = {
  code: string;
  name: string;
  country: string;
  dropModes: { fcl: HandlingMethod; lcl: HandlingMethod; air: HandlingMethod };
  addresses: readonly SeedAddress[];
};

export type Weighted<T> = readonly (readonly [T, number])[];

type SeedProduct = { partPrefix: string; description: string };

export type SeedOrgGroup = {
  code: string;
  name: string;
  country: 'AU' | 'NZ' | 'US' | 'MY' | 'HU';
  hubbiEnabled: boolean;
  connectAccess: boolean;
  /** Share of shipments: slots out of the 20-slot cycle in shipment-plan.ts. */
  slots: number;
  /** Fraction of shipments that are imports. */
  importShare: number;
  modeMix: { fcl: number; lcl: number; air: number; road: number };
  seaPorts: Weighted<string>;
  airports: Weighted<string>;
  importFrom: Weighted<string>;
  exportTo: Weighted<string>;
  roadImports: readonly (readonly [string, string])[];
  roadExports: readonly (readonly [string, string])[];
  /** Share of FCL containers that are reefers (20RE). */
  reeferShare: number;
  products: readonly SeedProduct[];
  organisations: readonly SeedOrganisation[];
};

const eq = (fcl: HandlingMethod, lcl: HandlingMethod, air: HandlingMethod) => ({ fcl, lcl, air });

export const SEED_ORG_GROUPS: readonly SeedOrgGroup[] = [
  {
    code: 'ACME',
    name: 'Acme Retail Group',
    country: 'AU',
    hubbiEnabled: true,
    connectAccess: true,
    slots: 6,
    importShare: 0.8,
    modeMix: { fcl: 45, lcl: 25, air: 18, road: 12 },
    seaPorts: [
      ['AUMEL', 6],
      ['AUSYD', 3],
      ['AUBNE', 2],
      ['AUFRE', 1],
      ['AUADL', 1],
    ],
    airports: [
      ['AUMEL', 5],
      ['AUSYD', 3],
      ['AUBNE', 1],
      ['AUPER', 1],
    ],
    importFrom: [
      ['CN', 40],
      ['VN', 10],
      ['TH', 5],
      ['IN', 6],
      ['MY', 6],
      ['ID', 4],
      ['DE', 5],
      ['IT', 4],
      ['US', 5],
      ['GB', 3],
      ['KR', 4],
      ['JP', 3],
      ['TW', 3],
    ],
    exportTo: [
      ['NZ', 40],
      ['FJ', 12],
      ['PG', 8],
      ['NC', 5],
      ['SG', 10],
      ['US', 10],
      ['MY', 10],
    ],
    roadImports: [
      ['AUSYD', 'AUMEL'],
      ['AUBNE', 'AUSYD'],
      ['AUADL', 'AUMEL'],
      ['AUMEL', 'AUPER'],
    ],
    roadExports: [
      ['AUMEL', 'AUSYD'],
      ['AUMEL', 'AUBNE'],
      ['AUMEL', 'AUADL'],
    ],
    reeferShare: 0.03,
    products: [
      { partPrefix: 'HW', description: 'STAINLESS STEEL COOKWARE SET 10PC IN GIFT BOX' },
      { partPrefix: 'HW', description: 'BAMBOO CUTTING BOARD 3PC' },
      { partPrefix: 'TX', description: 'COTTON BATH TOWEL 70X140CM ASSORTED COLOURS' },
      { partPrefix: 'TX', description: 'MICROFIBRE QUILT QUEEN' },
      { partPrefix: 'TY', description: 'WOODEN TRAIN SET 48PC' },
      { partPrefix: 'TY', description: "CHILDREN'S RIDE-ON SCOOTER WITH LED WHEELS" },
      { partPrefix: 'EL', description: 'LED DESK LAMP USB-C' },
      { partPrefix: 'EL', description: 'BLUETOOTH SPEAKER WATER RESISTANT IPX7 BLACK' },
      { partPrefix: 'AP', description: "MEN'S DENIM JEANS SLIM FIT" },
      { partPrefix: 'AP', description: "WOMEN'S MERINO WOOL CREW NECK KNIT JUMPER" },
      { partPrefix: 'OD', description: 'CAMPING CHAIR FOLDING' },
      { partPrefix: 'OD', description: 'OUTDOOR GAS BARBECUE 4 BURNER WITH SIDE BURNER' },
    ],
    organisations: [
      {
        code: 'ACMRETMEL',
        name: 'Acme Retail Pty Ltd',
        country: 'AU',
        dropModes: eq('SDL', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'DANDENONG SOUTH DC',
            address1: '120 Greens Road',
            city: 'Dandenong South',
            state: 'VIC',
            postcode: '3175',
            phone: '+61 3 9794 5500',
            equipment: eq('SDL', 'TRL', 'TRL'),
            isDelivery: true,
          },
          {
            label: 'TRUGANINA DC',
            address1: '36 Dohertys Road',
            city: 'Truganina',
            state: 'VIC',
            postcode: '3029',
            phone: '+61 3 8368 2200',
            equipment: eq('DNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
          {
            label: 'STORE SUPPORT OFFICE',
            address1: 'Level 4, 555 Collins Street',
            city: 'Melbourne',
            state: 'VIC',
            postcode: '3000',
            phone: '+61 3 9600 1100',
            equipment: eq('ASK', 'ASK', 'TRL'),
            isDelivery: false,
          },
        ],
      },
      {
        code: 'ACMRETSYD',
        name: 'Acme Retail NSW Pty Ltd',
        country: 'AU',
        dropModes: eq('SNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'EASTERN CREEK DC',
            address1: '42 Honeycomb Drive',
            city: 'Eastern Creek',
            state: 'NSW',
            postcode: '2766',
            phone: '+61 2 9620 4400',
            equipment: eq('SNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
          {
            label: 'MOOREBANK WAREHOUSE',
            address1: '8 Moorebank Avenue',
            city: 'Moorebank',
            state: 'NSW',
            postcode: '2170',
            phone: '+61 2 9600 7300',
            equipment: eq('SDL', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'ACMHOMBNE',
        name: 'Acme Home & Living Pty Ltd',
        country: 'AU',
        dropModes: eq('DNV', 'WUP', 'TRL'),
        addresses: [
          {
            label: 'RICHLANDS DC',
            address1: '9 Bluestone Circuit',
            city: 'Richlands',
            state: 'QLD',
            postcode: '4077',
            phone: '+61 7 3712 8800',
            equipment: eq('DNV', 'WUP', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'ACMOUTPER',
        name: 'Acme Outdoor WA Pty Ltd',
        country: 'AU',
        dropModes: eq('TRL', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'WELSHPOOL WAREHOUSE',
            address1: '27 Sheffield Road',
            city: 'Welshpool',
            state: 'WA',
            postcode: '6106',
            phone: '+61 8 9351 6600',
            equipment: eq('TRL', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
    ],
  },
  {
    code: 'SOUTHERN',
    name: 'Southern Cross Hardware',
    country: 'AU',
    hubbiEnabled: false,
    connectAccess: false,
    slots: 3,
    importShare: 0.75,
    modeMix: { fcl: 50, lcl: 25, air: 10, road: 15 },
    seaPorts: [
      ['AUSYD', 5],
      ['AUBNE', 3],
      ['AUMEL', 2],
      ['AUADL', 1],
      ['AUTSV', 1],
      ['AUDRW', 1],
    ],
    airports: [
      ['AUSYD', 3],
      ['AUBNE', 2],
      ['AUMEL', 1],
    ],
    importFrom: [
      ['CN', 50],
      ['TW', 10],
      ['VN', 8],
      ['KR', 6],
      ['DE', 6],
      ['US', 6],
      ['MY', 5],
      ['IN', 5],
      ['JP', 4],
    ],
    exportTo: [
      ['NZ', 50],
      ['PG', 15],
      ['FJ', 10],
      ['NC', 10],
      ['SG', 15],
    ],
    roadImports: [
      ['AUMEL', 'AUSYD'],
      ['AUBNE', 'AUSYD'],
      ['AUSYD', 'AUBNE'],
    ],
    roadExports: [
      ['AUSYD', 'AUMEL'],
      ['AUSYD', 'AUADL'],
      ['AUBNE', 'AUSYD'],
    ],
    reeferShare: 0,
    products: [
      { partPrefix: 'PT', description: 'CORDLESS DRILL DRIVER 18V BARE TOOL' },
      { partPrefix: 'PT', description: 'ANGLE GRINDER 125MM 900W' },
      { partPrefix: 'HT', description: 'HAMMER CLAW 450G FIBREGLASS HANDLE' },
      { partPrefix: 'FX', description: 'GALVANISED BATTEN SCREWS 14G X 75MM BOX 500' },
      { partPrefix: 'FX', description: 'HEX BOLT M12 ZINC' },
      { partPrefix: 'GD', description: 'GARDEN HOSE REEL WALL MOUNTED 30M' },
      { partPrefix: 'GD', description: 'STEEL WHEELBARROW 100L PNEUMATIC TYRE HEAVY DUTY' },
      { partPrefix: 'PL', description: 'PVC PIPE DWV 100MM X 6M' },
      { partPrefix: 'PL', description: 'MIXER TAP CHROME' },
      { partPrefix: 'ST', description: 'STEEL SHELVING UNIT 5 TIER 1800 X 900 X 450MM' },
    ],
    organisations: [
      {
        code: 'SOUCROSYD',
        name: 'Southern Cross Hardware Pty Ltd',
        country: 'AU',
        dropModes: eq('SDL', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'ARNDELL PARK DC',
            address1: '61 Lidco Street',
            city: 'Arndell Park',
            state: 'NSW',
            postcode: '2148',
            phone: '+61 2 9671 3300',
            equipment: eq('SDL', 'TRL', 'TRL'),
            isDelivery: true,
          },
          {
            label: 'HEAD OFFICE',
            address1: '100 Victoria Road',
            city: 'Parramatta',
            state: 'NSW',
            postcode: '2150',
            phone: '+61 2 9635 1000',
            equipment: eq('ASK', 'ASK', 'TRL'),
            isDelivery: false,
          },
        ],
      },
      {
        code: 'SOUCROBNE',
        name: 'Southern Cross Hardware QLD Pty Ltd',
        country: 'AU',
        dropModes: eq('SNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'CRESTMEAD DC',
            address1: '88 Magnesium Drive',
            city: 'Crestmead',
            state: 'QLD',
            postcode: '4132',
            phone: '+61 7 3803 4500',
            equipment: eq('SNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'SOUCROADL',
        name: 'Southern Cross Hardware SA Pty Ltd',
        country: 'AU',
        dropModes: eq('DNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'EDINBURGH WAREHOUSE',
            address1: '14 Kaurna Avenue',
            city: 'Edinburgh',
            state: 'SA',
            postcode: '5111',
            phone: '+61 8 8209 7700',
            equipment: eq('DNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
    ],
  },
  {
    code: 'KIWI',
    name: 'Kiwi Harvest Group',
    country: 'NZ',
    hubbiEnabled: false,
    connectAccess: false,
    slots: 3,
    importShare: 0.35,
    modeMix: { fcl: 55, lcl: 15, air: 20, road: 10 },
    seaPorts: [
      ['NZTRG', 5],
      ['NZAKL', 4],
      ['NZLYT', 2],
      ['NZNPE', 1],
      ['NZPOE', 1],
    ],
    airports: [
      ['NZAKL', 4],
      ['NZCHC', 1],
      ['NZWLG', 1],
    ],
    importFrom: [
      ['CN', 30],
      ['AU', 25],
      ['SG', 10],
      ['US', 10],
      ['DE', 10],
      ['JP', 5],
      ['MY', 5],
    ],
    exportTo: [
      ['AU', 20],
      ['CN', 20],
      ['JP', 15],
      ['KR', 10],
      ['US', 15],
      ['SG', 5],
      ['HK', 5],
      ['GB', 5],
      ['DE', 5],
    ],
    roadImports: [
      ['NZTRG', 'NZAKL'],
      ['NZWLG', 'NZAKL'],
    ],
    roadExports: [
      ['NZAKL', 'NZWLG'],
      ['NZTRG', 'NZCHC'],
      ['NZAKL', 'NZTRG'],
    ],
    reeferShare: 0.45,
    products: [
      { partPrefix: 'KF', description: 'GOLD KIWIFRUIT CLASS 1 TRAYS 3.6KG' },
      { partPrefix: 'KF', description: 'GREEN KIWIFRUIT CLASS 1 MODULAR TRAYS COUNT 33' },
      { partPrefix: 'HN', description: 'MANUKA HONEY UMF 10+ 500G JARS' },
      { partPrefix: 'HN', description: 'CLOVER HONEY 1KG' },
      { partPrefix: 'WN', description: 'MARLBOROUGH SAUVIGNON BLANC 750ML 12 BOTTLE CASES' },
      { partPrefix: 'WN', description: 'PINOT NOIR 750ML' },
      { partPrefix: 'PK', description: 'CORRUGATED FRUIT TRAYS FLAT PACKED' },
      { partPrefix: 'PK', description: 'GLASS HONEY JARS 500G WITH GOLD METAL LIDS' },
      { partPrefix: 'OD', description: 'MERINO THERMAL TOP' },
    ],
    organisations: [
      {
        code: 'KIWHARTRG',
        name: 'Kiwi Harvest Ltd',
        country: 'NZ',
        dropModes: eq('SDL', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'MOUNT MAUNGANUI PACKHOUSE',
            address1: '12 Hewletts Road',
            city: 'Mount Maunganui',
            state: null,
            postcode: '3116',
            phone: '+64 7 575 2100',
            equipment: eq('SDL', 'TRL', 'TRL'),
            isDelivery: true,
          },
          {
            label: 'TE PUKE COOLSTORE',
            address1: '55 Washer Road',
            city: 'Te Puke',
            state: null,
            postcode: '3119',
            phone: '+64 7 573 8800',
            equipment: eq('SNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'KIWHONAKL',
        name: 'Kiwi Honey Co Ltd',
        country: 'NZ',
        dropModes: eq('DNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'EAST TAMAKI WAREHOUSE',
            address1: '48 Lady Ruby Drive',
            city: 'Auckland',
            state: null,
            postcode: '2013',
            phone: '+64 9 274 6600',
            equipment: eq('DNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'KIWWINCHC',
        name: 'Kiwi Estate Wines Ltd',
        country: 'NZ',
        dropModes: eq('SDL', 'WUP', 'TRL'),
        addresses: [
          {
            label: 'MIDDLETON BOND STORE',
            address1: '210 Annex Road',
            city: 'Christchurch',
            state: null,
            postcode: '8024',
            phone: '+64 3 338 4400',
            equipment: eq('SDL', 'WUP', 'TRL'),
            isDelivery: true,
          },
        ],
      },
    ],
  },
  {
    code: 'LIBERTY',
    name: 'Liberty Home Goods',
    country: 'US',
    hubbiEnabled: true,
    connectAccess: false,
    slots: 3,
    importShare: 0.65,
    modeMix: { fcl: 50, lcl: 20, air: 15, road: 15 },
    seaPorts: [
      ['USLAX', 3],
      ['USLGB', 3],
      ['USNYC', 3],
      ['USSAV', 2],
      ['USCHI', 2],
      ['USOAK', 1],
      ['USSEA', 1],
      ['USHOU', 1],
    ],
    airports: [
      ['USLAX', 2],
      ['USCHI', 2],
      ['USNYC', 2],
      ['USATL', 1],
      ['USMIA', 1],
      ['USDFW', 1],
    ],
    importFrom: [
      ['CN', 45],
      ['VN', 15],
      ['IN', 8],
      ['MY', 5],
      ['TH', 5],
      ['DE', 6],
      ['IT', 5],
      ['MX', 4],
      ['KR', 4],
      ['TW', 3],
    ],
    exportTo: [
      ['CA', 15],
      ['AU', 20],
      ['NZ', 10],
      ['GB', 15],
      ['DE', 10],
      ['JP', 15],
      ['KR', 10],
      ['BR', 5],
    ],
    roadImports: [
      ['USLAX', 'USCHI'],
      ['USNYC', 'USCHI'],
      ['USSAV', 'USATL'],
      ['USHOU', 'USDFW'],
    ],
    roadExports: [
      ['USCHI', 'CATOR'],
      ['USDFW', 'USLAX'],
      ['USATL', 'USNYC'],
    ],
    reeferShare: 0.02,
    products: [
      { partPrefix: 'FN', description: 'SOLID OAK DINING TABLE 6 SEATER KNOCK DOWN' },
      { partPrefix: 'FN', description: 'UPHOLSTERED ACCENT CHAIR' },
      { partPrefix: 'KT', description: 'ENAMELED CAST IRON DUTCH OVEN 5.5QT' },
      { partPrefix: 'KT', description: 'CERAMIC DINNERWARE SET 16PC' },
      { partPrefix: 'BD', description: 'MEMORY FOAM MATTRESS QUEEN ROLL PACKED IN CARTON' },
      { partPrefix: 'BD', description: 'LINEN DUVET COVER KING' },
      { partPrefix: 'DC', description: 'ARTIFICIAL CHRISTMAS TREE 7FT PRE-LIT WARM WHITE' },
      { partPrefix: 'DC', description: 'SCENTED CANDLE 3-WICK' },
      { partPrefix: 'RG', description: 'HAND TUFTED WOOL RUG 8X10 FT' },
    ],
    organisations: [
      {
        code: 'LIBHOMLAX',
        name: 'Liberty Home Goods Inc.',
        country: 'US',
        dropModes: eq('SDL', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'CARSON DC',
            address1: '2400 E Dominguez Street',
            city: 'Carson',
            state: 'CA',
            postcode: '90810',
            phone: '+1 310 555 0148',
            equipment: eq('SDL', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'LIBHOMCHI',
        name: 'Liberty Home Goods Midwest LLC',
        country: 'US',
        dropModes: eq('DNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'ITASCA DC',
            address1: '700 Hilltop Drive',
            city: 'Itasca',
            state: 'IL',
            postcode: '60143',
            phone: '+1 630 555 0172',
            equipment: eq('DNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'LIBHOMSAV',
        name: 'Liberty Home Goods Southeast LLC',
        country: 'US',
        dropModes: eq('SNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'SAVANNAH DC',
            address1: '310 Jimmy Deloach Parkway',
            city: 'Savannah',
            state: 'GA',
            postcode: '31407',
            phone: '+1 912 555 0133',
            equipment: eq('SNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'LIBHOMNJ',
        name: 'Liberty Home Goods Northeast LLC',
        country: 'US',
        dropModes: eq('SDL', 'WUP', 'TRL'),
        addresses: [
          {
            label: 'EDISON DC',
            address1: '35 Meadow Road',
            city: 'Edison',
            state: 'NJ',
            postcode: '08817',
            phone: '+1 732 555 0190',
            equipment: eq('SDL', 'WUP', 'TRL'),
            isDelivery: true,
          },
        ],
      },
    ],
  },
  {
    code: 'TROPIKA',
    name: 'Tropika Foods',
    country: 'MY',
    hubbiEnabled: false,
    connectAccess: true,
    slots: 2,
    importShare: 0.5,
    modeMix: { fcl: 45, lcl: 25, air: 20, road: 10 },
    seaPorts: [
      ['MYPKG', 6],
      ['MYTPP', 2],
      ['MYPGU', 2],
      ['MYPEN', 2],
      ['MYBKI', 1],
      ['MYKUL', 1],
    ],
    airports: [
      ['MYKUL', 5],
      ['MYPEN', 2],
      ['MYBKI', 1],
    ],
    importFrom: [
      ['CN', 30],
      ['DE', 15],
      ['US', 10],
      ['AU', 15],
      ['NZ', 10],
      ['IN', 10],
      ['JP', 5],
    ],
    exportTo: [
      ['CN', 20],
      ['SG', 10],
      ['AU', 20],
      ['US', 15],
      ['NL', 10],
      ['IN', 10],
      ['AE', 10],
      ['JP', 5],
    ],
    roadImports: [
      ['SGSIN', 'MYKUL'],
      ['MYPGU', 'MYKUL'],
      ['MYPEN', 'MYKUL'],
    ],
    roadExports: [
      ['MYKUL', 'SGSIN'],
      ['MYPKG', 'SGSIN'],
      ['MYPEN', 'MYKUL'],
    ],
    reeferShare: 0.2,
    products: [
      { partPrefix: 'CC', description: 'DESICCATED COCONUT FINE GRADE 25KG BAGS' },
      { partPrefix: 'CC', description: 'COCONUT MILK 400ML CANS' },
      { partPrefix: 'SC', description: 'SAMBAL CHILLI PASTE 250G GLASS JARS 24 PER CARTON' },
      { partPrefix: 'SC', description: 'SOY SAUCE 1L' },
      { partPrefix: 'BV', description: 'WHITE COFFEE 3IN1 SACHETS 15 X 40G' },
      { partPrefix: 'BV', description: 'TEH TARIK POWDER' },
      { partPrefix: 'MC', description: 'STAINLESS STEEL FOOD PROCESSING LINE SPARE PARTS' },
      { partPrefix: 'DR', description: 'FULL CREAM MILK POWDER 25KG' },
    ],
    organisations: [
      {
        code: 'TROFOOPKG',
        name: 'Tropika Foods Sdn. Bhd.',
        country: 'MY',
        dropModes: eq('SDL', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'PULAU INDAH FACTORY',
            address1: 'Lot 8, Jalan Perigi Nanas 6/1, Pulau Indah Industrial Park',
            city: 'Pulau Indah',
            state: 'SGR',
            postcode: '42920',
            phone: '+60 3 3101 2233',
            equipment: eq('SDL', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'TROFOOJHR',
        name: 'Tropika Foods (Johor) Sdn. Bhd.',
        country: 'MY',
        dropModes: eq('DNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'PASIR GUDANG PLANT',
            address1: 'PLO 45, Jalan Keluli 1, Kawasan Perindustrian Pasir Gudang',
            city: 'Pasir Gudang',
            state: 'JHR',
            postcode: '81700',
            phone: '+60 7 251 4400',
            equipment: eq('DNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'TROBEVPEN',
        name: 'Tropika Beverages Sdn. Bhd.',
        country: 'MY',
        dropModes: eq('SNV', 'WUP', 'TRL'),
        addresses: [
          {
            label: 'PERAI WAREHOUSE',
            address1: 'Plot 23, Lorong Perusahaan Maju 7',
            city: 'Perai',
            state: 'PNG',
            postcode: '13600',
            phone: '+60 4 507 3300',
            equipment: eq('SNV', 'WUP', 'TRL'),
            isDelivery: true,
          },
        ],
      },
    ],
  },
  {
    code: 'DANUBE',
    name: 'Danube Components',
    country: 'HU',
    hubbiEnabled: false,
    connectAccess: false,
    slots: 3,
    importShare: 0.55,
    modeMix: { fcl: 35, lcl: 20, air: 20, road: 25 },
    seaPorts: [
      ['HUBUD', 4],
      ['HUDEB', 1],
    ],
    airports: [
      ['HUBUD', 5],
      ['HUDEB', 1],
    ],
    importFrom: [
      ['CN', 40],
      ['KR', 15],
      ['JP', 10],
      ['TW', 10],
      ['IN', 5],
      ['US', 10],
    ],
    exportTo: [
      ['US', 25],
      ['CN', 20],
      ['MX', 10],
      ['GB', 10],
      ['AU', 5],
      ['KR', 10],
      ['JP', 10],
    ],
    roadImports: [
      ['DEHAM', 'HUBUD'],
      ['NLRTM', 'HUBUD'],
      ['DEMUC', 'HUBUD'],
      ['ITMIL', 'HUBUD'],
      ['CZPRG', 'HUDEB'],
      ['SIKOP', 'HUBUD'],
    ],
    roadExports: [
      ['HUBUD', 'DEFRA'],
      ['HUBUD', 'ATVIE'],
      ['HUDEB', 'ROBUH'],
      ['HUBUD', 'SKBTS'],
      ['HUBUD', 'FRPAR'],
    ],
    reeferShare: 0,
    products: [
      { partPrefix: 'BR', description: 'BRAKE DISC VENTILATED 320MM' },
      { partPrefix: 'BR', description: 'BRAKE CALIPER ASSEMBLY FRONT LEFT REMANUFACTURED' },
      { partPrefix: 'EC', description: 'ENGINE CONTROL UNIT HOUSING DIE CAST ALUMINIUM' },
      { partPrefix: 'EC', description: 'WIRING HARNESS CONNECTOR 24 PIN' },
      { partPrefix: 'BE', description: 'TAPERED ROLLER BEARING 30205' },
      { partPrefix: 'SN', description: 'TYRE PRESSURE SENSOR 433MHZ' },
      { partPrefix: 'SN', description: 'EXHAUST GAS TEMPERATURE SENSOR WITH 500MM LEAD' },
      { partPrefix: 'ST', description: 'STEERING RACK BOOT KIT' },
    ],
    organisations: [
      {
        code: 'DANCOMBUD',
        name: 'Danube Components Kft.',
        country: 'HU',
        dropModes: eq('SDL', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'BUDAPEST WAREHOUSE',
            address1: 'Gyömrői út 140',
            city: 'Budapest',
            state: null,
            postcode: '1103',
            phone: '+36 1 431 2200',
            equipment: eq('SDL', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'DANCOMGYR',
        name: 'Danube Components Győr Kft.',
        country: 'HU',
        dropModes: eq('DNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'GYŐR PLANT',
            address1: 'Kandó Kálmán utca 3',
            city: 'Győr',
            state: null,
            postcode: '9027',
            phone: '+36 96 512 300',
            equipment: eq('DNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
      {
        code: 'DANPREDEB',
        name: 'Danube Precision Debrecen Kft.',
        country: 'HU',
        dropModes: eq('SNV', 'TRL', 'TRL'),
        addresses: [
          {
            label: 'DEBRECEN PLANT',
            address1: 'Határ út 20',
            city: 'Debrecen',
            state: null,
            postcode: '4031',
            phone: '+36 52 530 100',
            equipment: eq('SNV', 'TRL', 'TRL'),
            isDelivery: true,
          },
        ],
      },
    ],
  },
];

/** The trusted party behind supplier@tp.demo: a Malaysian supplier to ACME. */
export const SEED_TRUSTED_PARTY = {
  name: 'Selangor Precision Plastics',
  businessName: 'Selangor Precision Plastics Sdn. Bhd.',
  businessNumber: '201901012345 (1321456-X)',
  country: 'MY',
} as const;
