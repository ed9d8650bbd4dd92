/**
 * The connect contracts of the demo (issue 16 "Demo data"): the trusted parties ACME buys from
 * (one of them behind supplier@tp.demo), the products' trade data, the contract settings, the
 * templates and the contracts themselves. Each contract is written as the actions that made it,
 * from create on; seed/contracts.ts walks them through the workflow's transition table
 * (rules/contracts/workflow.ts), so every seeded status is one the machine reaches. Names, numbers
 * and addresses are invented but shaped like the real thing.
 */
import type { ContractType } from '@navia/domain/rules/contracts/constants';
import type { ContractAction, ContractParty } from '@navia/domain/rules/contracts/workflow';
import { SEED_TRUSTED_PARTY } from './org-groups.ts';

/** A trusted party of the demo: a company the organisation groups trade with on connect. */
export type SeedPartner = {
  key: PartnerKey;
  name: string;
  businessName: string;
  businessNumber: string;
  country: string;
  /** The organisation groups it is linked to (trusted_party_links). */
  linkedTo: readonly string[];
  /** CargoWise-style organisation code, for the hub orders its contracts make. */
  code: string;
  /** Who acts for it: a demo user's e-mail, or the name of a contact without an account. */
  contact: { email: string } | { name: string };
  portOfLoading: string;
  airport: string;
  pickUpAddress: string;
};

export type PartnerKey = 'SEL' | 'NIN' | 'SAI' | 'RHE' | 'CHU';

/**
 * SEL is SEED_TRUSTED_PARTY (org-groups.ts), the trusted party of supplier@tp.demo; its row comes
 * from there. The others have no users: their contacts' names sign the history.
 */
export const SEED_PARTNERS: readonly SeedPartner[] = [
  {
    key: 'SEL',
    ...SEED_TRUSTED_PARTY,
    linkedTo: ['ACME'],
    code: 'SELPREMY',
    contact: { email: 'supplier@tp.demo' },
    portOfLoading: 'MYPKG',
    airport: 'MYKUL',
    pickUpAddress:
      'Lot 12, Jalan Sungai Puloh, Kawasan Perindustrian Sungai Puloh, 42100 Klang, Selangor, MY',
  },
  {
    key: 'NIN',
    name: 'Ningbo Everbright Housewares',
    businessName: 'Ningbo Everbright Housewares Co., Ltd.',
    businessNumber: '91330212MA2H4K7L3X',
    country: 'CN',
    linkedTo: ['ACME'],
    code: 'NINEVECN',
    contact: { name: 'Li Wei' },
    portOfLoading: 'CNNGB',
    airport: 'CNSHA',
    pickUpAddress: 'No. 88 Jinggang Road, Yinzhou Economic Development Zone, Ningbo, Zhejiang 315105, CN',
  },
  {
    key: 'SAI',
    name: 'Saigon Weaving & Garment',
    businessName: 'Saigon Weaving & Garment Joint Stock Company',
    businessNumber: '0313579246',
    country: 'VN',
    linkedTo: ['ACME'],
    code: 'SAIWEAVN',
    contact: { name: 'Nguyen Thi Lan' },
    portOfLoading: 'VNSGN',
    airport: 'VNSGN',
    pickUpAddress: 'Lot C4, Street 7, Tan Tao Industrial Park, Binh Tan District, Ho Chi Minh City, VN',
  },
  {
    key: 'RHE',
    name: 'Rheinland Outdoor Werke',
    businessName: 'Rheinland Outdoor Werke GmbH',
    businessNumber: 'HRB 84512 (Amtsgericht Köln)',
    country: 'DE',
    linkedTo: ['ACME'],
    code: 'RHEOUTDE',
    contact: { name: 'Klaus Becker' },
    portOfLoading: 'DEHAM',
    airport: 'DEFRA',
    pickUpAddress: 'Industriestraße 41, 50829 Köln, DE',
  },
  {
    key: 'CHU',
    name: 'Chumphon Coconut Industries',
    businessName: 'Chumphon Coconut Industries Co., Ltd.',
    businessNumber: '0105561123456',
    country: 'TH',
    linkedTo: ['TROPIKA'],
    code: 'CHUCOCTH',
    contact: { name: 'Somchai Prasert' },
    portOfLoading: 'THLCH',
    airport: 'THBKK',
    pickUpAddress: '99 Moo 4, Phetkasem Road, Tambon Wang Phai, Mueang Chumphon 86190, TH',
  },
];

/** The organisation groups' contract settings: ACME without approvals (the demo flow), TROPIKA with. */
export const SEED_CONTRACT_SETTINGS: readonly { group: string; approvalsRequired: boolean }[] = [
  { group: 'ACME', approvalsRequired: false },
  { group: 'TROPIKA', approvalsRequired: true },
];

export type SeedActor = { email: string } | { name: string };

/**
 * Who acts for an organisation group: its side of a contract and its approver (a client admin);
 * on a stock transfer `receiver` is the buying warehouse and `trader` the selling one.
 */
export const SEED_GROUP_ACTORS: Readonly<
  Record<string, { trader: SeedActor; approver: SeedActor; receiver: SeedActor }>
> = {
  ACME: {
    trader: { email: 'clientadmin@acme.demo' },
    approver: { email: 'clientadmin@acme.demo' },
    receiver: { email: 'importer@acme.demo' },
  },
  TROPIKA: {
    trader: { name: 'Farah Aziz' },
    approver: { name: 'Farah Aziz' },
    receiver: { name: 'Hafiz Rahman' },
  },
};

/** The organisation (seed org-groups.ts) at a home port: the buyer or seller on the orders, and its address. */
export const HOME_ORGANISATION: Readonly<Record<SeedContract['homePort'], string>> = {
  AUMEL: 'ACMRETMEL',
  AUSYD: 'ACMRETSYD',
  AUBNE: 'ACMHOMBNE',
  MYPKG: 'TROFOOPKG',
};

/** A product's trade data, keyed by a short name; the description is the group's catalogue's (world.ts). */
export type ProductSpec = {
  description: string;
  full: string;
  /** US cents per unit of measure. */
  usdCents: number;
  uom: 'EA' | 'PCS' | 'CTN' | 'SET';
  weightKg: number;
  perInner: number;
  innerPerOuter: number;
  /** Outer carton depth, width, height in cm. */
  outer: readonly [number, number, number];
  outerKg: number;
  /** Not in the catalogue: typed on the contract only (isAdhoc), under this product number. */
  adhocNumber?: string;
};

export const PRODUCT_SPECS = {
  cookware: {
    description: 'STAINLESS STEEL COOKWARE SET 10PC IN GIFT BOX',
    full: '10-piece 18/10 stainless steel cookware set, tri-ply base, tempered glass lids, induction ready, retail gift box',
    usdCents: 3450,
    uom: 'SET',
    weightKg: 6.8,
    perInner: 1,
    innerPerOuter: 2,
    outer: [62, 42, 38],
    outerKg: 14.5,
  },
  board: {
    description: 'BAMBOO CUTTING BOARD 3PC',
    full: 'Set of three FSC bamboo cutting boards (S/M/L) with juice groove, shrink wrapped with header card',
    usdCents: 620,
    uom: 'SET',
    weightKg: 2.1,
    perInner: 1,
    innerPerOuter: 8,
    outer: [48, 36, 30],
    outerKg: 17.8,
  },
  towel: {
    description: 'COTTON BATH TOWEL 70X140CM ASSORTED COLOURS',
    full: '100% combed cotton bath towel 70 x 140 cm, 500 gsm, assorted colours (white, grey, navy, sage)',
    usdCents: 385,
    uom: 'EA',
    weightKg: 0.5,
    perInner: 4,
    innerPerOuter: 12,
    outer: [60, 40, 40],
    outerKg: 25,
  },
  quilt: {
    description: 'MICROFIBRE QUILT QUEEN',
    full: 'Queen microfibre quilt 210 x 210 cm, 350 gsm, in zipped PVC bag',
    usdCents: 1290,
    uom: 'EA',
    weightKg: 2.2,
    perInner: 1,
    innerPerOuter: 6,
    outer: [70, 50, 50],
    outerKg: 14,
  },
  train: {
    description: 'WOODEN TRAIN SET 48PC',
    full: '48-piece beech wood train set with magnetic couplings, EN71 and AS/NZS ISO 8124 tested',
    usdCents: 1875,
    uom: 'SET',
    weightKg: 1.9,
    perInner: 1,
    innerPerOuter: 6,
    outer: [55, 40, 35],
    outerKg: 12.4,
  },
  scooter: {
    description: "CHILDREN'S RIDE-ON SCOOTER WITH LED WHEELS",
    full: "Children's three-wheel kick scooter, adjustable handlebar, light-up PU wheels, max load 50 kg",
    usdCents: 2240,
    uom: 'EA',
    weightKg: 3.4,
    perInner: 1,
    innerPerOuter: 4,
    outer: [68, 36, 52],
    outerKg: 14.6,
  },
  lamp: {
    description: 'LED DESK LAMP USB-C',
    full: 'LED desk lamp, 3 colour temperatures, touch dimmer, USB-C powered, SAA approved adaptor',
    usdCents: 960,
    uom: 'EA',
    weightKg: 0.9,
    perInner: 1,
    innerPerOuter: 12,
    outer: [52, 40, 44],
    outerKg: 11.8,
  },
  speaker: {
    description: 'BLUETOOTH SPEAKER WATER RESISTANT IPX7 BLACK',
    full: 'Portable Bluetooth 5.3 speaker, IPX7, 12 h battery, black, RCM marked',
    usdCents: 1580,
    uom: 'EA',
    weightKg: 0.6,
    perInner: 1,
    innerPerOuter: 24,
    outer: [50, 38, 32],
    outerKg: 15.9,
  },
  jeans: {
    description: "MEN'S DENIM JEANS SLIM FIT",
    full: "Men's slim fit stretch denim jeans, 98% cotton 2% elastane, sizes 28-40 in ratio pack",
    usdCents: 1120,
    uom: 'PCS',
    weightKg: 0.65,
    perInner: 1,
    innerPerOuter: 30,
    outer: [60, 40, 35],
    outerKg: 20.5,
  },
  jumper: {
    description: "WOMEN'S MERINO WOOL CREW NECK KNIT JUMPER",
    full: "Women's 100% merino wool crew neck jumper, 12 gauge, sizes XS-XL in ratio pack",
    usdCents: 2650,
    uom: 'PCS',
    weightKg: 0.35,
    perInner: 1,
    innerPerOuter: 40,
    outer: [60, 40, 40],
    outerKg: 14.8,
  },
  chair: {
    description: 'CAMPING CHAIR FOLDING',
    full: 'Folding camping chair, powder-coated steel frame, 600D polyester, cup holder, carry bag',
    usdCents: 1390,
    uom: 'EA',
    weightKg: 2.9,
    perInner: 1,
    innerPerOuter: 4,
    outer: [90, 22, 60],
    outerKg: 12.1,
  },
  bbq: {
    description: 'OUTDOOR GAS BARBECUE 4 BURNER WITH SIDE BURNER',
    full: '4-burner LPG barbecue with side burner, cast iron grill and hotplate, AGA certified',
    usdCents: 18900,
    uom: 'EA',
    weightKg: 42,
    perInner: 1,
    innerPerOuter: 1,
    outer: [128, 60, 62],
    outerKg: 46,
  },
  desiccated: {
    description: 'DESICCATED COCONUT FINE GRADE 25KG BAGS',
    full: 'Desiccated coconut, fine grade, low fat, 25 kg multi-wall paper bags with PE liner',
    usdCents: 5250,
    uom: 'EA',
    weightKg: 25,
    perInner: 1,
    innerPerOuter: 1,
    outer: [80, 50, 15],
    outerKg: 25.3,
  },
  coconutMilk: {
    description: 'COCONUT MILK 400ML CANS',
    full: 'Coconut milk 17-19% fat, 400 ml easy-open cans, 24 cans per carton',
    usdCents: 1560,
    uom: 'CTN',
    weightKg: 10.2,
    perInner: 24,
    innerPerOuter: 1,
    outer: [32, 22, 12],
    outerKg: 10.4,
  },
  giftSleeve: {
    description: 'CUSTOM PRINTED GIFT SLEEVE',
    full: 'Printed kraft gift sleeve for the scooter carton, autumn campaign artwork supplied by Acme',
    usdCents: 35,
    uom: 'EA',
    weightKg: 0.08,
    perInner: 50,
    innerPerOuter: 10,
    outer: [60, 40, 30],
    outerKg: 41,
    adhocNumber: 'ADHOC-GIFT-SLEEVE',
  },
} as const satisfies Record<string, ProductSpec>;
export type ProductKey = keyof typeof PRODUCT_SPECS;

/** Currencies a contract is priced in, per US dollar (rounded, for invented prices). */
export const USD_RATES = { USD: 1, AUD: 1.52, EUR: 0.92, CNY: 7.18 } as const;
export type SeedCurrency = keyof typeof USD_RATES;

/**
 * One action on a contract: who took it (a party of the workflow), and after how many days since
 * the previous one (defaults per action in seed/contracts.ts). Some carry what they changed. The
 * system's transport steps are not written here: they follow the hub orders (SeedOrder).
 */
export type SeedStep = { by: ContractParty; after?: number; note?: string } & (
  | { do: Exclude<ContractAction, 'edit' | 'submitSkus' | 'transport' | 'assignUser'> }
  /** Amends a date: the product ready date moves by `days`. */
  | { do: 'edit'; days: number }
  /** Amends a line's quantity. */
  | { do: 'submitSkus'; line: number; quantity: number }
  | { do: 'assignUser'; user: string }
);

/**
 * The hub order a contract makes at ORDER CREATION, and when it shipped and was delivered (days
 * after ORDER CREATION; absent: not yet). The contract's TRANSPORT status follows its order and its
 * children's orders, as the sync-contract-transport job moves it: never backwards.
 */
export type SeedOrder = { shipped?: number; delivered?: number };

/** A line: the product, the quantity ordered and, when the seller confirms less, what it confirms. */
export type SeedLine = readonly [product: ProductKey, quantity: number, confirmed?: number];

/** A child contract: its lines take part of the parent's lines' unconfirmed quantities. */
export type SeedChild = {
  /** Its reference is the parent's with `-suffix`. */
  suffix: number;
  /** The parent's step after which it is made (index into the parent's steps). */
  afterStep: number;
  /** [parent line index, quantity taken]. */
  take: readonly (readonly [number, number])[];
  /** From childCreate on. */
  steps: readonly SeedStep[];
  order?: SeedOrder;
};

export type SeedChatLine = readonly [side: 'buyer' | 'seller', text: string, mention?: string];

export type SeedDocument = { name: string; title: string; side: 'buyer' | 'seller' };

export type SeedContract = {
  group: string;
  /** The reference number: unique per group, never a hub order number (those are PO-1xxxxx). */
  ref: string;
  type: ContractType;
  /** The counterparty; null for a stock transfer. */
  partner: PartnerKey | null;
  currency: SeedCurrency;
  lines: readonly SeedLine[];
  transport: 'SEA' | 'AIR' | 'ROA';
  containerMode?: '20GP' | '40GP' | '40HC';
  incoTerms: 'FOB' | 'CIF' | 'EXW' | 'FCA' | 'DAP' | 'CFR';
  serviceType?: 'PRIORITY' | 'STANDARD';
  goods: string;
  /** The home port (the destination of a purchase, the origin of a sale). */
  homePort: 'AUMEL' | 'AUSYD' | 'AUBNE' | 'MYPKG';
  /** Default: the group's setting (SEED_CONTRACT_SETTINGS). */
  approvals?: boolean;
  inspection?: boolean;
  steps: readonly SeedStep[];
  /** Days since its last action or order event. */
  idle: number;
  children?: readonly SeedChild[];
  /** ORDER CREATION and beyond: its hub order. */
  order?: SeedOrder;
  chat?: readonly SeedChatLine[];
  documents?: readonly SeedDocument[];
  /** Demo users who marked it a favourite, and who subscribed to its notifications. */
  favouriteOf?: readonly string[];
  notify?: readonly string[];
  additionalService?: string;
};

const SARAH = 'clientadmin@acme.demo';
const JAMES = 'importer@acme.demo';
const MEI = 'supplier@tp.demo';

// Step shorthands
const create = (by: ContractParty = 'buyer'): SeedStep => ({ do: 'create', by });
const accept = (by: ContractParty, after?: number, note?: string): SeedStep => ({
  do: 'accept',
  by,
  after,
  note,
});
const reject = (by: ContractParty, note: string, after?: number): SeedStep => ({
  do: 'reject',
  by,
  note,
  after,
});
const confirm = (by: ContractParty = 'seller', after?: number): SeedStep => ({
  do: 'skuQtyConfirm',
  by,
  after,
});
const assign = (user: string, by: ContractParty = 'buyer'): SeedStep => ({
  do: 'assignUser',
  by,
  user,
  after: 0.1,
});
/** Accepted by the seller, confirmed in full or in part, accepted by the buyer: ORDER CREATION. */
const toOrder: readonly SeedStep[] = [create(), accept('seller'), confirm(), accept('buyer')];
/** A child the buyer makes from a partly confirmed parent, taken to ORDER CREATION. */
const childToOrder: readonly SeedStep[] = [
  { do: 'childCreate', by: 'buyer', after: 1 },
  { do: 'approveExisting', by: 'seller', after: 1 },
  { do: 'skuQtyConfirm', by: 'seller', after: 3 },
  { do: 'accept', by: 'buyer', after: 1 },
];
/** The same with approvals on: the approver, the admin, and the admin's order review. */
const toOrderWithApprovals: readonly SeedStep[] = [
  create(),
  accept('seller'),
  accept('approver'),
  accept('admin'),
  confirm(),
  accept('buyer'),
  accept('admin', 1),
];

export const SEED_CONTRACTS: readonly SeedContract[] = [
  // ACCEPT stage
  {
    group: 'ACME',
    ref: 'PO-26-0001',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['scooter', 1200],
      ['lamp', 2400],
      ['speaker', 1800],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Scooters, desk lamps and speakers for the spring range',
    homePort: 'AUMEL',
    steps: [create()],
    idle: 0.3,
    chat: [
      ['buyer', 'Hi Mei Ling, PO-26-0001 is in for the spring range. Can you make the ready date?'],
      ['seller', 'Thanks Sarah, checking LED wheel stock with our supplier now. Back to you tomorrow.'],
    ],
    favouriteOf: [SARAH],
    notify: [SARAH, MEI],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0002',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'AUD',
    lines: [
      ['chair', 3000],
      ['train', 800],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Camping chairs and wooden train sets (offer from the supplier)',
    homePort: 'AUSYD',
    steps: [create('seller')],
    idle: 1.2,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0003',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'CNY',
    lines: [
      ['cookware', 1500],
      ['board', 4000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Cookware sets and bamboo boards, winter promotion',
    homePort: 'AUMEL',
    steps: [create(), assign(JAMES)],
    idle: 2,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0004',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['speaker', 2400],
      ['lamp', 1200],
    ],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'FOB',
    goods: 'Speakers and desk lamps, replenishment',
    homePort: 'AUBNE',
    steps: [create(), { do: 'submitSkus', by: 'seller', line: 0, quantity: 2000, after: 1.5 }],
    idle: 0.5,
    chat: [
      ['seller', 'We can only do 2,000 speakers this month, the IPX7 seals are short. Amended the line.'],
      ['buyer', 'Understood. Let me check with the category team before I accept.'],
      ['seller', 'No problem. The remaining 400 could follow on the next order.', 'Sarah Mitchell'],
    ],
    notify: [SARAH],
    favouriteOf: [MEI],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0005',
    type: 'BUYING',
    partner: 'RHE',
    currency: 'EUR',
    lines: [
      ['bbq', 240],
      ['chair', 1200],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FCA',
    goods: 'Barbecues and camping chairs for the summer season',
    homePort: 'AUMEL',
    steps: [create(), { do: 'edit', by: 'seller', days: 14, after: 2 }],
    idle: 1,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0006',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['scooter', 600],
      ['chair', 1600],
      ['speaker', 900],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Outdoor and leisure lines',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 1.5)],
    idle: 0.8,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0007',
    type: 'BUYING',
    partner: 'SAI',
    currency: 'USD',
    lines: [
      ['towel', 12000],
      ['jeans', 3000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Bath towels and denim, autumn replenishment',
    homePort: 'AUSYD',
    steps: [create(), { do: 'edit', by: 'seller', days: 7, after: 2 }, accept('buyer', 1)],
    idle: 1.5,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0008',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'USD',
    approvals: true,
    lines: [
      ['cookware', 2200],
      ['board', 3000],
      ['lamp', 1000],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Kitchen and lighting, large order above the approval limit',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 2)],
    idle: 1,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0009',
    type: 'BUYING',
    partner: 'SAI',
    currency: 'USD',
    approvals: true,
    lines: [
      ['jumper', 5000],
      ['jeans', 6000],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Winter knitwear and denim',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 2), accept('approver', 1)],
    idle: 0.7,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0010',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    approvals: true,
    lines: [
      ['scooter', 2000],
      ['train', 1500],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Toys for the Christmas catalogue',
    homePort: 'AUSYD',
    steps: [create(), accept('seller', 1), accept('approver', 1), accept('admin', 1)],
    idle: 1.3,
  },
  // CONFIRM stage
  {
    group: 'ACME',
    ref: 'PO-26-0011',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['scooter', 1200, 800],
      ['lamp', 2400],
      ['speaker', 1800, 1500],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Scooters, desk lamps and speakers for the winter range',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 1), confirm('seller', 4)],
    idle: 1,
    children: [
      {
        suffix: 1,
        afterStep: 2,
        take: [
          [0, 200],
          [2, 150],
        ],
        steps: [{ do: 'childCreate', by: 'seller', after: 0.5 }],
      },
      {
        suffix: 2,
        afterStep: 2,
        take: [[0, 100]],
        steps: [
          { do: 'childCreate', by: 'seller', after: 0.7 },
          {
            do: 'deleteChild',
            by: 'seller',
            after: 0.1,
            note: 'Made twice by mistake; PO-26-0011-1 covers it',
          },
        ],
      },
      {
        suffix: 3,
        afterStep: 2,
        take: [[2, 150]],
        steps: [
          { do: 'childCreate', by: 'seller', after: 0.9 },
          { do: 'rejectChild', by: 'buyer', after: 0.5, note: 'The speakers are covered by PO-26-0011-1' },
        ],
      },
    ],
    chat: [
      [
        'seller',
        'Confirmed 800 scooters and 1,500 speakers, the rest can ship as a child order in six weeks.',
      ],
      ['buyer', 'OK. Please raise the child for the remainder and we will approve it.'],
      ['seller', 'Done, PO-26-0011-1 is waiting for your approval.', 'Sarah Mitchell'],
      ['buyer', 'Thanks Mei Ling, I will look at it this afternoon.'],
    ],
    documents: [
      { name: 'Proforma invoice PO-26-0011.pdf', title: 'PROFORMA INVOICE', side: 'seller' },
      { name: 'Packing list PO-26-0011.pdf', title: 'PACKING LIST', side: 'seller' },
    ],
    favouriteOf: [SARAH, MEI],
    notify: [SARAH, MEI],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0012',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'CNY',
    lines: [
      ['cookware', 1800, 1500],
      ['board', 2500],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Cookware sets and bamboo boards',
    homePort: 'AUSYD',
    steps: [create(), accept('seller', 2), confirm('seller', 5)],
    idle: 2,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0013',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['lamp', 3000],
      ['speaker', 2000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Desk lamps and speakers, back-to-school',
    homePort: 'AUBNE',
    steps: [create(), accept('seller', 1), confirm('seller', 3)],
    idle: 0.6,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0014',
    type: 'BUYING',
    partner: 'RHE',
    currency: 'EUR',
    lines: [['bbq', 180]],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FCA',
    goods: 'Four-burner barbecues',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 2), confirm('seller', 6)],
    idle: 3,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0015',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'USD',
    inspection: true,
    lines: [
      ['cookware', 1000],
      ['board', 2000],
      ['lamp', 1500],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Kitchenware with pre-shipment inspection',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 1), confirm('seller', 6)],
    idle: 1,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0016',
    type: 'BUYING',
    partner: 'SAI',
    currency: 'USD',
    inspection: true,
    lines: [
      ['towel', 8000, 7200],
      ['quilt', 1500],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Towels and quilts with pre-shipment inspection',
    homePort: 'AUSYD',
    steps: [create(), accept('seller', 1), confirm('seller', 5)],
    idle: 2,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0017',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    inspection: true,
    lines: [
      ['scooter', 900],
      ['speaker', 1200],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Scooters and speakers, inspection required',
    homePort: 'AUMEL',
    steps: [
      create(),
      accept('seller', 1),
      confirm('seller', 5),
      reject(
        'buyer',
        'Inspection failed: LED wheels flicker on 6 of 80 samples. Please rework and confirm again.',
        4,
      ),
    ],
    idle: 1.5,
    chat: [
      ['buyer', 'The inspection report is uploaded. The LED wheel issue needs fixing before we ship.'],
      ['seller', 'Seen it. The connector batch is replaced; we will confirm again after re-inspection.'],
    ],
    documents: [
      { name: 'Inspection report PO-26-0017.pdf', title: 'PRE-SHIPMENT INSPECTION REPORT', side: 'buyer' },
    ],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0018',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'USD',
    approvals: true,
    lines: [
      ['cookware', 2500],
      ['board', 5000],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Kitchenware for the Christmas catalogue',
    homePort: 'AUMEL',
    steps: toOrderWithApprovals.slice(0, 6),
    idle: 1,
  },
  // CONFIRM → the order, and TRANSPORT
  {
    group: 'ACME',
    ref: 'PO-26-0019',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['scooter', 800],
      ['lamp', 1200],
      ['speaker', 1000],
      ['giftSleeve', 800],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Scooters, lamps and speakers, autumn range',
    homePort: 'AUMEL',
    steps: [...toOrder, assign(JAMES)],
    idle: 2,
    order: {},
    chat: [
      ['buyer', 'All confirmed, the order is created. James will book the freight.'],
      ['seller', 'Great, cargo ready in three weeks. Proforma is attached to the contract.'],
    ],
    documents: [{ name: 'Proforma invoice PO-26-0019.pdf', title: 'PROFORMA INVOICE', side: 'seller' }],
    favouriteOf: [SARAH],
    notify: [SARAH],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0020',
    type: 'BUYING',
    partner: 'SAI',
    currency: 'USD',
    approvals: true,
    lines: [
      ['towel', 10000],
      ['quilt', 2000],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Towels and quilts, reviewed order',
    homePort: 'AUSYD',
    steps: toOrderWithApprovals,
    idle: 1,
    order: {},
  },
  {
    group: 'ACME',
    ref: 'PO-26-0021',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'USD',
    lines: [
      ['cookware', 2000, 1400],
      ['board', 3000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Cookware and boards; the rest of the cookware sails later on a child contract',
    homePort: 'AUMEL',
    steps: [...toOrder, assign(JAMES)],
    idle: 4,
    order: { shipped: 16 },
    children: [{ suffix: 1, afterStep: 2, take: [[0, 600]], steps: childToOrder, order: {} }],
    notify: [SARAH],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0022',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['chair', 2400],
      ['scooter', 1000],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Camping chairs and scooters',
    homePort: 'AUMEL',
    steps: toOrder,
    idle: 6,
    order: { shipped: 18 },
    chat: [
      ['seller', 'Container loaded and sailed from Port Klang. Commercial invoice uploaded.'],
      ['buyer', 'Thank you, I can see the order moving in tracking.'],
    ],
    documents: [
      { name: 'Commercial invoice PO-26-0022.pdf', title: 'COMMERCIAL INVOICE', side: 'seller' },
      { name: 'Bill of lading draft PO-26-0022.pdf', title: 'BILL OF LADING (DRAFT)', side: 'seller' },
    ],
    favouriteOf: [SARAH],
    notify: [SARAH, MEI],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0023',
    type: 'BUYING',
    partner: 'RHE',
    currency: 'EUR',
    lines: [
      ['bbq', 300, 220],
      ['chair', 1800],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FCA',
    goods: 'Barbecues and chairs; the last barbecues follow on a child contract',
    homePort: 'AUMEL',
    steps: toOrder,
    idle: 5,
    order: { shipped: 14 },
    children: [{ suffix: 1, afterStep: 2, take: [[0, 80]], steps: childToOrder, order: { shipped: 21 } }],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0024',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'CNY',
    lines: [
      ['lamp', 4000, 3000],
      ['board', 2000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Desk lamps and boards; a thousand lamps follow on a child contract',
    homePort: 'AUBNE',
    steps: toOrder,
    idle: 3,
    order: { shipped: 12, delivered: 34 },
    children: [{ suffix: 1, afterStep: 2, take: [[0, 1000]], steps: childToOrder, order: { shipped: 20 } }],
    favouriteOf: [SARAH],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0025',
    type: 'BUYING',
    partner: 'SAI',
    currency: 'USD',
    lines: [
      ['jeans', 4000],
      ['towel', 6000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Denim and towels',
    homePort: 'AUSYD',
    steps: toOrder,
    idle: 12,
    order: { shipped: 14, delivered: 40 },
  },
  {
    group: 'ACME',
    ref: 'PO-26-0026',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'AUD',
    lines: [
      ['speaker', 3000, 2400],
      ['lamp', 2000],
      ['train', 600],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Speakers, lamps and train sets; the last speakers followed on a child contract',
    homePort: 'AUMEL',
    steps: toOrder,
    idle: 15,
    order: { shipped: 8, delivered: 26 },
    children: [
      {
        suffix: 1,
        afterStep: 2,
        take: [[0, 600]],
        steps: childToOrder,
        order: { shipped: 12, delivered: 35 },
      },
    ],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0027',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'USD',
    lines: [
      ['cookware', 1600, 1200],
      ['lamp', 1000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Cookware and lamps; the rest of the cookware follows as a child contract',
    homePort: 'AUMEL',
    steps: toOrder,
    idle: 5,
    order: { shipped: 16 },
    children: [
      {
        suffix: 1,
        afterStep: 2,
        take: [[0, 400]],
        steps: [
          { do: 'childCreate', by: 'buyer', after: 1 },
          { do: 'approveExisting', by: 'seller', after: 1 },
          { do: 'skuQtyConfirm', by: 'seller', after: 10 },
        ],
      },
    ],
  },
  {
    group: 'ACME',
    ref: 'PO-26-0034',
    type: 'BUYING',
    partner: 'RHE',
    currency: 'EUR',
    lines: [['chair', 2000]],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FCA',
    goods: 'Folding camping chairs',
    homePort: 'AUSYD',
    steps: toOrder,
    idle: 3,
    order: {},
  },
  {
    group: 'ACME',
    ref: 'PO-26-0035',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'USD',
    lines: [['lamp', 600]],
    transport: 'AIR',
    incoTerms: 'FCA',
    serviceType: 'PRIORITY',
    goods: 'Desk lamps by air for the store opening',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 0.5)],
    idle: 0.4,
  },
  // Ended
  {
    group: 'ACME',
    ref: 'PO-26-0028',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [['scooter', 5000]],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    goods: 'Scooters, large volume',
    homePort: 'AUMEL',
    steps: [create(), reject('seller', 'We cannot make 5,000 units by the ready date.', 2)],
    idle: 9,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0029',
    type: 'BUYING',
    partner: 'RHE',
    currency: 'EUR',
    approvals: true,
    lines: [['bbq', 600]],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FCA',
    goods: 'Barbecues, over budget',
    homePort: 'AUMEL',
    steps: [
      create(),
      accept('seller', 2),
      reject('approver', 'Over the season budget; reorder in smaller lots.', 1),
    ],
    idle: 15,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0030',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'CNY',
    lines: [['board', 6000]],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'FOB',
    goods: 'Bamboo boards',
    homePort: 'AUSYD',
    steps: [create(), { do: 'cancel', by: 'buyer', after: 1, note: 'Raised twice; PO-26-0012 covers it.' }],
    idle: 11,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0031',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['train', 900],
      ['chair', 700],
    ],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'FOB',
    goods: 'Train sets and chairs',
    homePort: 'AUBNE',
    steps: [
      create(),
      accept('seller', 2),
      { do: 'cancel', by: 'buyer', after: 3, note: 'Range discontinued by the category team.' },
    ],
    idle: 7,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0032',
    type: 'BUYING',
    partner: 'SAI',
    currency: 'AUD',
    lines: [
      ['jumper', 2500],
      ['quilt', 1200],
      ['towel', 5000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'CIF',
    goods: 'Knitwear, quilts and towels, CIF Sydney',
    homePort: 'AUSYD',
    steps: [create()],
    idle: 0.2,
  },
  {
    group: 'ACME',
    ref: 'PO-26-0033',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    approvals: true,
    lines: [
      ['speaker', 1500],
      ['lamp', 1500],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    goods: 'Speakers and lamps, refused at the order review',
    homePort: 'AUMEL',
    steps: [
      ...toOrderWithApprovals.slice(0, 6),
      reject('admin', 'Freight booked on PO-26-0019 already covers these lines.', 1),
    ],
    idle: 6,
  },
  // ACME sells
  {
    group: 'ACME',
    ref: 'SO-26-0001',
    type: 'SELLING',
    partner: 'SEL',
    currency: 'AUD',
    lines: [
      ['towel', 2000],
      ['quilt', 400],
    ],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'CIF',
    goods: 'Surplus towels and quilts for the Malaysian stores',
    homePort: 'AUMEL',
    steps: [create('seller')],
    idle: 0.5,
    chat: [
      [
        'seller',
        'Mei Ling, the surplus stock offer is in SO-26-0001. Prices hold until the end of the month.',
      ],
    ],
  },
  {
    group: 'ACME',
    ref: 'SO-26-0002',
    type: 'SELLING',
    partner: 'SEL',
    currency: 'AUD',
    lines: [
      ['cookware', 300],
      ['board', 600],
    ],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'CIF',
    goods: 'Cookware clearance',
    homePort: 'AUMEL',
    steps: [create('seller'), accept('buyer', 2), confirm('seller', 2), accept('buyer', 1)],
    idle: 2,
    order: {},
  },
  {
    group: 'ACME',
    ref: 'SO-26-0003',
    type: 'SELLING',
    partner: 'RHE',
    currency: 'EUR',
    lines: [['chair', 500]],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'CFR',
    goods: 'Returned camping chairs',
    homePort: 'AUMEL',
    steps: [create('seller'), { do: 'cancel', by: 'seller', after: 4, note: 'Stock sold locally instead.' }],
    idle: 10,
  },
  // Between ACME's own warehouses
  {
    group: 'ACME',
    ref: 'ST-26-0001',
    type: 'STOCK TRANSFER',
    partner: null,
    currency: 'AUD',
    lines: [
      ['bbq', 60],
      ['chair', 400],
    ],
    transport: 'ROA',
    incoTerms: 'EXW',
    goods: 'Rebalancing outdoor stock from Eastern Creek to Dandenong South',
    homePort: 'AUMEL',
    steps: [create(), accept('seller', 1), confirm('seller', 1)],
    idle: 0.5,
  },
  // TROPIKA (approvals on): another group's contracts, which ACME's and the trusted party's users never see
  {
    group: 'TROPIKA',
    ref: 'TPK-26-001',
    type: 'BUYING',
    partner: 'CHU',
    currency: 'USD',
    lines: [['desiccated', 1600]],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'FOB',
    goods: 'Desiccated coconut for the Pulau Indah plant',
    homePort: 'MYPKG',
    steps: [create(), accept('seller', 2)],
    idle: 1,
  },
  {
    group: 'TROPIKA',
    ref: 'TPK-26-002',
    type: 'BUYING',
    partner: 'CHU',
    currency: 'USD',
    lines: [
      ['coconutMilk', 2400],
      ['desiccated', 800],
    ],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'FOB',
    goods: 'Coconut milk and desiccated coconut',
    homePort: 'MYPKG',
    steps: [create(), accept('seller', 1), accept('approver', 1), accept('admin', 1), confirm('seller', 4)],
    idle: 2,
  },
  {
    group: 'TROPIKA',
    ref: 'TPK-26-003',
    type: 'BUYING',
    partner: 'CHU',
    currency: 'USD',
    lines: [['coconutMilk', 4000]],
    transport: 'SEA',
    containerMode: '20GP',
    incoTerms: 'FOB',
    goods: 'Coconut milk, Ramadan promotion',
    homePort: 'MYPKG',
    steps: [create()],
    idle: 0.4,
  },
];

/** Saved contract templates (the demo flow starts from the first). */
export type SeedTemplate = {
  group: string;
  name: string;
  type: ContractType;
  partner: PartnerKey;
  currency: SeedCurrency;
  lines: readonly SeedLine[];
  transport: 'SEA' | 'AIR';
  containerMode: '20GP' | '40GP' | '40HC';
  incoTerms: 'FOB' | 'FCA' | 'CIF';
  homePort: 'AUMEL' | 'AUSYD';
  goods: string;
};

export const SEED_TEMPLATES: readonly SeedTemplate[] = [
  {
    group: 'ACME',
    name: 'Selangor scooters, lamps and speakers (FOB Port Klang)',
    type: 'BUYING',
    partner: 'SEL',
    currency: 'USD',
    lines: [
      ['scooter', 1000],
      ['lamp', 2000],
      ['speaker', 1500],
    ],
    transport: 'SEA',
    containerMode: '40HC',
    incoTerms: 'FOB',
    homePort: 'AUMEL',
    goods: 'Scooters, desk lamps and speakers',
  },
  {
    group: 'ACME',
    name: 'Ningbo cookware reorder (FOB Ningbo)',
    type: 'BUYING',
    partner: 'NIN',
    currency: 'USD',
    lines: [
      ['cookware', 1500],
      ['board', 3000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'FOB',
    homePort: 'AUMEL',
    goods: 'Cookware sets and bamboo boards',
  },
  {
    group: 'ACME',
    name: 'Saigon towels and knitwear (CIF Sydney)',
    type: 'BUYING',
    partner: 'SAI',
    currency: 'USD',
    lines: [
      ['towel', 8000],
      ['jumper', 2000],
    ],
    transport: 'SEA',
    containerMode: '40GP',
    incoTerms: 'CIF',
    homePort: 'AUSYD',
    goods: 'Towels and knitwear',
  },
];

/** Auto-assign rules (autoAssignContractRoutes): first match wins. */
export const SEED_AUTO_ASSIGN: readonly {
  group: string;
  user: string;
  portOfLoading?: string;
  partner?: PartnerKey;
}[] = [
  { group: 'ACME', user: JAMES, portOfLoading: 'CNNGB' },
  { group: 'ACME', user: SARAH, partner: 'SEL' },
];
