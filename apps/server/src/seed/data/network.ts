/**
 * The connect network of the demo (issue 17 "Demo data"): every seeded trusted party's details
 * (the creation fields of connect §3), two more trusted parties abroad (India, Poland), the users,
 * addresses and SKUs of the trusted parties, a partnership between two of them, private nicknames,
 * and the invites waiting for an answer. Names, numbers and addresses are invented but shaped like
 * the real thing; e-mail domains end in .demo.
 */
import type { HomeCountry } from '@navia/domain/constants';
import type { PartnerKey } from './contracts.ts';

/** A trusted party of the network only (no contracts): its key in this file. */
export type NetworkPartyKey = 'PUN' | 'WRO';
export type TrustedPartyKey = PartnerKey | NetworkPartyKey;

/** The trusted_parties fields of connect §3 beyond name, businessName, businessNumber and country. */
export type TrustedPartyDetails = {
  businessNickName: string;
  businessWebsite: string;
  /** organisationType of the manual creation fields. */
  type: string;
  contactName: string;
  contactEmail: string;
  phone: string;
  address1: string;
  suburb: string | null;
  city: string;
  state: string | null;
  postcode: string;
};

export const TRUSTED_PARTY_DETAILS: Readonly<Record<TrustedPartyKey, TrustedPartyDetails>> = {
  SEL: {
    businessNickName: 'SPP',
    businessWebsite: 'https://www.selangorplastics.demo',
    type: 'MANUFACTURER',
    contactName: 'Mei Ling Tan',
    contactEmail: 'supplier@tp.demo',
    phone: '+60 3-3341 2280',
    address1: 'Lot 12, Jalan Sungai Puloh, Kawasan Perindustrian Sungai Puloh',
    suburb: 'Sungai Puloh',
    city: 'Klang',
    state: 'Selangor',
    postcode: '42100',
  },
  NIN: {
    businessNickName: 'Everbright',
    businessWebsite: 'https://www.everbright-housewares.demo',
    type: 'MANUFACTURER',
    contactName: 'Li Wei',
    contactEmail: 'li.wei@everbright-housewares.demo',
    phone: '+86 574 8788 2166',
    address1: 'No. 88 Jinggang Road, Yinzhou Economic Development Zone',
    suburb: 'Yinzhou',
    city: 'Ningbo',
    state: 'Zhejiang',
    postcode: '315105',
  },
  SAI: {
    businessNickName: 'Saigon Weaving',
    businessWebsite: 'https://www.saigonweaving.demo',
    type: 'MANUFACTURER',
    contactName: 'Nguyen Thi Lan',
    contactEmail: 'lan.nguyen@saigonweaving.demo',
    phone: '+84 28 3754 1190',
    address1: 'Lot C4, Street 7, Tan Tao Industrial Park',
    suburb: 'Binh Tan District',
    city: 'Ho Chi Minh City',
    state: null,
    postcode: '700000',
  },
  RHE: {
    businessNickName: 'ROW',
    businessWebsite: 'https://www.rheinland-outdoor.demo',
    type: 'MANUFACTURER',
    contactName: 'Klaus Becker',
    contactEmail: 'k.becker@rheinland-outdoor.demo',
    phone: '+49 221 5894 330',
    address1: 'Industriestraße 41',
    suburb: 'Ossendorf',
    city: 'Köln',
    state: 'Nordrhein-Westfalen',
    postcode: '50829',
  },
  CHU: {
    businessNickName: 'Chumphon Coconut',
    businessWebsite: 'https://www.chumphoncoconut.demo',
    type: 'MANUFACTURER',
    contactName: 'Somchai Prasert',
    contactEmail: 'somchai@chumphoncoconut.demo',
    phone: '+66 77 511 240',
    address1: '99 Moo 4, Phetkasem Road, Tambon Wang Phai',
    suburb: 'Wang Phai',
    city: 'Mueang Chumphon',
    state: 'Chumphon',
    postcode: '86190',
  },
  PUN: {
    businessNickName: 'Deccan Castings',
    businessWebsite: 'https://www.deccancastings.demo',
    type: 'MANUFACTURER',
    contactName: 'Rajesh Iyer',
    contactEmail: 'rajesh.iyer@deccancastings.demo',
    phone: '+91 20 2712 4580',
    address1: 'Plot No. T-54, MIDC Bhosari',
    suburb: 'Bhosari',
    city: 'Pune',
    state: 'Maharashtra',
    postcode: '411026',
  },
  WRO: {
    businessNickName: 'Odra Packaging',
    businessWebsite: 'https://www.odrapack.demo',
    type: 'PACKAGING SUPPLIER',
    contactName: 'Katarzyna Nowak',
    contactEmail: 'katarzyna.nowak@odrapack.demo',
    phone: '+48 71 344 9021',
    address1: 'ul. Fabryczna 17',
    suburb: 'Fabryczna',
    city: 'Wrocław',
    state: 'Dolnośląskie',
    postcode: '53-609',
  },
};

/** The trusted parties of the network only: on connect, not (yet) in any contract. */
export const NETWORK_PARTIES: readonly {
  key: NetworkPartyKey;
  name: string;
  businessName: string;
  businessNumber: string;
  country: string;
  /** The organisation groups it is linked to (trusted_party_links). */
  linkedTo: readonly string[];
}[] = [
  {
    key: 'PUN',
    name: 'Deccan Precision Castings',
    businessName: 'Deccan Precision Castings Private Limited',
    businessNumber: 'U27310PN2011PTC139874',
    country: 'IN',
    linkedTo: ['ACME'],
  },
  {
    key: 'WRO',
    name: 'Odra Packaging',
    businessName: 'Odra Packaging Sp. z o.o.',
    businessNumber: 'NIP 8982245170',
    country: 'PL',
    linkedTo: [],
  },
];

/** The connect-user columns of connect §6 (users table); "notifications" is the notification settings' own. */
export type ConnectColumns = {
  manageUsers: boolean;
  pageAccess: boolean;
  contractApprovals: boolean;
  inviteTrustedParties: boolean;
  receivesInvites: boolean;
};

export const CONNECT_COLUMNS_NONE: ConnectColumns = {
  manageUsers: false,
  pageAccess: true,
  contractApprovals: false,
  inviteTrustedParties: false,
  receivesInvites: false,
};

/** An administrator of its organisation group or trusted party on connect. */
export const CONNECT_COLUMNS_ADMIN: ConnectColumns = {
  manageUsers: true,
  pageAccess: true,
  contractApprovals: true,
  inviteTrustedParties: true,
  receivesInvites: true,
};

/**
 * Users of the trusted parties beyond the demo accounts (supplier@tp.demo is one of those). They sign
 * in with the demo password too.
 */
export const NETWORK_USERS: readonly {
  email: string;
  fullname: string;
  role: 'TPADMIN' | 'TPOP';
  trustedParty: TrustedPartyKey;
  /** One of the portal's home countries (hub §3): the nearest for a party outside them. */
  homeCountry: HomeCountry;
  connect: ConnectColumns;
}[] = [
  {
    email: 'ahmad.faizal@tp.demo',
    fullname: 'Ahmad Faizal',
    role: 'TPOP',
    trustedParty: 'SEL',
    homeCountry: 'MY',
    connect: CONNECT_COLUMNS_NONE,
  },
  {
    email: 'priya.nair@tp.demo',
    fullname: 'Priya Nair',
    role: 'TPOP',
    trustedParty: 'SEL',
    homeCountry: 'MY',
    connect: { ...CONNECT_COLUMNS_NONE, contractApprovals: true },
  },
  {
    email: 'rajesh.iyer@deccancastings.demo',
    fullname: 'Rajesh Iyer',
    role: 'TPADMIN',
    trustedParty: 'PUN',
    homeCountry: 'AU',
    connect: CONNECT_COLUMNS_ADMIN,
  },
  {
    email: 'anjali.deshmukh@deccancastings.demo',
    fullname: 'Anjali Deshmukh',
    role: 'TPOP',
    trustedParty: 'PUN',
    homeCountry: 'AU',
    connect: CONNECT_COLUMNS_NONE,
  },
  {
    email: 'katarzyna.nowak@odrapack.demo',
    fullname: 'Katarzyna Nowak',
    role: 'TPADMIN',
    trustedParty: 'WRO',
    homeCountry: 'HU',
    connect: CONNECT_COLUMNS_ADMIN,
  },
];

/** A trusted party's address (trusted_party_addresses). */
export type SeedTrustedPartyAddress = {
  trustedParty: TrustedPartyKey;
  name: string;
  address1: string;
  city: string;
  state: string | null;
  postcode: string;
  country: string;
  phone: string | null;
  contactName: string | null;
  email: string | null;
};

export const TRUSTED_PARTY_ADDRESSES: readonly SeedTrustedPartyAddress[] = [
  {
    trustedParty: 'SEL',
    name: 'KLANG FACTORY',
    address1: 'Lot 12, Jalan Sungai Puloh, Kawasan Perindustrian Sungai Puloh',
    city: 'Klang',
    state: 'Selangor',
    postcode: '42100',
    country: 'MY',
    phone: '+60 3-3341 2280',
    contactName: 'Ahmad Faizal',
    email: 'ahmad.faizal@tp.demo',
  },
  {
    trustedParty: 'SEL',
    name: 'PORT KLANG WAREHOUSE',
    address1: 'No. 8, Jalan Sungai Chandong 15, Pulau Indah Industrial Park',
    city: 'Pelabuhan Klang',
    state: 'Selangor',
    postcode: '42920',
    country: 'MY',
    phone: '+60 3-3101 7745',
    contactName: 'Priya Nair',
    email: 'priya.nair@tp.demo',
  },
  {
    trustedParty: 'SEL',
    name: 'SHAH ALAM OFFICE',
    address1: 'No. 3, Jalan Pelabur 23/1, Seksyen 23',
    city: 'Shah Alam',
    state: 'Selangor',
    postcode: '40300',
    country: 'MY',
    phone: '+60 3-5541 0920',
    contactName: 'Mei Ling Tan',
    email: 'supplier@tp.demo',
  },
  {
    trustedParty: 'NIN',
    name: 'YINZHOU FACTORY',
    address1: 'No. 88 Jinggang Road, Yinzhou Economic Development Zone',
    city: 'Ningbo',
    state: 'Zhejiang',
    postcode: '315105',
    country: 'CN',
    phone: '+86 574 8788 2166',
    contactName: 'Li Wei',
    email: null,
  },
  {
    trustedParty: 'SAI',
    name: 'TAN TAO MILL',
    address1: 'Lot C4, Street 7, Tan Tao Industrial Park, Binh Tan District',
    city: 'Ho Chi Minh City',
    state: null,
    postcode: '700000',
    country: 'VN',
    phone: '+84 28 3754 1190',
    contactName: 'Nguyen Thi Lan',
    email: null,
  },
  {
    trustedParty: 'RHE',
    name: 'WERK KÖLN',
    address1: 'Industriestraße 41',
    city: 'Köln',
    state: 'Nordrhein-Westfalen',
    postcode: '50829',
    country: 'DE',
    phone: '+49 221 5894 330',
    contactName: 'Klaus Becker',
    email: null,
  },
  {
    trustedParty: 'CHU',
    name: 'CHUMPHON MILL',
    address1: '99 Moo 4, Phetkasem Road, Tambon Wang Phai',
    city: 'Mueang Chumphon',
    state: 'Chumphon',
    postcode: '86190',
    country: 'TH',
    phone: '+66 77 511 240',
    contactName: 'Somchai Prasert',
    email: null,
  },
  {
    trustedParty: 'PUN',
    name: 'BHOSARI FOUNDRY',
    address1: 'Plot No. T-54, MIDC Bhosari',
    city: 'Pune',
    state: 'Maharashtra',
    postcode: '411026',
    country: 'IN',
    phone: '+91 20 2712 4580',
    contactName: 'Rajesh Iyer',
    email: 'rajesh.iyer@deccancastings.demo',
  },
  {
    trustedParty: 'PUN',
    name: 'CHAKAN MACHINING UNIT',
    address1: 'Gat No. 311, Chakan Talegaon Road, Kharabwadi',
    city: 'Chakan',
    state: 'Maharashtra',
    postcode: '410501',
    country: 'IN',
    phone: '+91 2135 249 310',
    contactName: 'Anjali Deshmukh',
    email: 'anjali.deshmukh@deccancastings.demo',
  },
  {
    trustedParty: 'WRO',
    name: 'WROCŁAW PLANT',
    address1: 'ul. Fabryczna 17',
    city: 'Wrocław',
    state: 'Dolnośląskie',
    postcode: '53-609',
    country: 'PL',
    phone: '+48 71 344 9021',
    contactName: 'Katarzyna Nowak',
    email: 'katarzyna.nowak@odrapack.demo',
  },
];

/** Partnerships between trusted parties (both directions are written), with each side's nickname. */
export const TRUSTED_PARTY_PARTNERSHIPS: readonly {
  a: TrustedPartyKey;
  b: TrustedPartyKey;
  /** a's private nickname for b, and b's for a. */
  aCallsB: string | null;
  bCallsA: string | null;
}[] = [{ a: 'SEL', b: 'PUN', aCallsB: 'Pune foundry (moulds)', bCallsA: null }];

/** A group's private nicknames for its linked trusted parties (trusted_party_links.trustedPartyNickname). */
export const LINK_NICKNAMES: readonly { group: string; trustedParty: TrustedPartyKey; nickname: string }[] = [
  { group: 'ACME', trustedParty: 'NIN', nickname: 'Ningbo cookware' },
];

/**
 * A trusted party's own SKU catalogue (skus.ownerTrustedPartyId), with the edits made since it was
 * created: each edit changes a few fields, days after the creation (sku_changes rows).
 */
export type SeedTpSku = {
  trustedParty: TrustedPartyKey;
  productNumber: string;
  productDescription: string;
  fullProductDescription: string;
  /** Minor units of unitCurrency. */
  unitPrice: number;
  unitCurrency: 'USD' | 'MYR' | 'EUR';
  unitOfMeasure: 'EA' | 'PCS' | 'CTN' | 'SET';
  weightPerUnit: number;
  unitPerInnerPack: number;
  innerUnitPerOuterPack: number;
  outer: readonly [number, number, number];
  outerKg: number;
  skuQtyAvailable: number | null;
};

export const TRUSTED_PARTY_SKUS: readonly SeedTpSku[] = [
  {
    trustedParty: 'SEL',
    productNumber: 'SPP-PP-4410',
    productDescription: 'PP STORAGE BOX 45L WITH CLIP LID',
    fullProductDescription:
      '45 litre polypropylene storage box, clear base, clip-lock lid, stackable, food safe',
    unitPrice: 412,
    unitCurrency: 'USD',
    unitOfMeasure: 'EA',
    weightPerUnit: 1.45,
    unitPerInnerPack: 1,
    innerUnitPerOuterPack: 6,
    outer: [62, 44, 58],
    outerKg: 9.6,
    skuQtyAvailable: 18000,
  },
  {
    trustedParty: 'SEL',
    productNumber: 'SPP-PP-4420',
    productDescription: 'PP STORAGE BOX 20L WITH CLIP LID',
    fullProductDescription: '20 litre polypropylene storage box, clear base, clip-lock lid, stackable',
    unitPrice: 236,
    unitCurrency: 'USD',
    unitOfMeasure: 'EA',
    weightPerUnit: 0.82,
    unitPerInnerPack: 1,
    innerUnitPerOuterPack: 12,
    outer: [58, 40, 52],
    outerKg: 10.4,
    skuQtyAvailable: 26000,
  },
  {
    trustedParty: 'SEL',
    productNumber: 'SPP-HD-1205',
    productDescription: 'HDPE KITCHEN CONTAINER SET 5PC',
    fullProductDescription:
      'Set of five HDPE kitchen containers (0.3–2.5 L), BPA free, microwave and dishwasher safe',
    unitPrice: 318,
    unitCurrency: 'USD',
    unitOfMeasure: 'SET',
    weightPerUnit: 0.74,
    unitPerInnerPack: 4,
    innerUnitPerOuterPack: 6,
    outer: [60, 42, 36],
    outerKg: 19.2,
    skuQtyAvailable: 9400,
  },
  {
    trustedParty: 'SEL',
    productNumber: 'SPP-LL-0908',
    productDescription: 'LAUNDRY BASKET 60L WITH HANDLES',
    fullProductDescription:
      '60 litre ventilated polypropylene laundry basket with moulded handles, assorted colours',
    unitPrice: 1190,
    unitCurrency: 'MYR',
    unitOfMeasure: 'EA',
    weightPerUnit: 0.95,
    unitPerInnerPack: 1,
    innerUnitPerOuterPack: 10,
    outer: [64, 48, 70],
    outerKg: 10.8,
    skuQtyAvailable: null,
  },
  {
    trustedParty: 'SEL',
    productNumber: 'SPP-IM-2201',
    productDescription: 'INJECTION MOULDED PLANT POT 30CM',
    fullProductDescription:
      '30 cm injection moulded UV-stabilised plant pot with drainage holes, matte charcoal',
    unitPrice: 148,
    unitCurrency: 'USD',
    unitOfMeasure: 'PCS',
    weightPerUnit: 0.41,
    unitPerInnerPack: 10,
    innerUnitPerOuterPack: 4,
    outer: [66, 66, 48],
    outerKg: 17.6,
    skuQtyAvailable: 40000,
  },
  {
    trustedParty: 'SEL',
    productNumber: 'SPP-CR-3300',
    productDescription: 'FOLDABLE CRATE 32L',
    fullProductDescription: 'Collapsible 32 litre polypropylene crate, folds to 7 cm, load rating 25 kg',
    unitPrice: 295,
    unitCurrency: 'USD',
    unitOfMeasure: 'EA',
    weightPerUnit: 1.1,
    unitPerInnerPack: 1,
    innerUnitPerOuterPack: 8,
    outer: [56, 38, 60],
    outerKg: 9.4,
    skuQtyAvailable: 12500,
  },
  {
    trustedParty: 'PUN',
    productNumber: 'DPC-CI-7712',
    productDescription: 'CAST IRON SKILLET 26CM PRE-SEASONED',
    fullProductDescription: '26 cm pre-seasoned cast iron skillet with pour spouts and helper handle',
    unitPrice: 1495,
    unitCurrency: 'USD',
    unitOfMeasure: 'EA',
    weightPerUnit: 2.6,
    unitPerInnerPack: 1,
    innerUnitPerOuterPack: 6,
    outer: [44, 32, 30],
    outerKg: 16.4,
    skuQtyAvailable: 5200,
  },
  {
    trustedParty: 'PUN',
    productNumber: 'DPC-CI-7720',
    productDescription: 'CAST IRON DUTCH OVEN 5L ENAMELLED',
    fullProductDescription: '5 litre enamelled cast iron dutch oven with lid, assorted glazes',
    unitPrice: 3980,
    unitCurrency: 'USD',
    unitOfMeasure: 'EA',
    weightPerUnit: 5.4,
    unitPerInnerPack: 1,
    innerUnitPerOuterPack: 2,
    outer: [40, 36, 26],
    outerKg: 11.6,
    skuQtyAvailable: 1800,
  },
  {
    trustedParty: 'WRO',
    productNumber: 'ODR-CB-0450',
    productDescription: 'CORRUGATED SHIPPING CARTON 450X350X300 5-PLY',
    fullProductDescription: 'Five-ply corrugated export carton 450 x 350 x 300 mm, brown kraft, flat packed',
    unitPrice: 118,
    unitCurrency: 'EUR',
    unitOfMeasure: 'PCS',
    weightPerUnit: 0.62,
    unitPerInnerPack: 25,
    innerUnitPerOuterPack: 8,
    outer: [120, 80, 100],
    outerKg: 128,
    skuQtyAvailable: 60000,
  },
];

/**
 * Invites waiting for an answer (connect_invites, PENDING): ACME's to a company not on connect yet
 * (by e-mail: a sign-up link whose token only the e-mail held), and Odra Packaging's to Selangor,
 * which is on connect (answered in the portal). Plus the accepted invite that linked Deccan to ACME.
 */
export const SEED_INVITES: readonly {
  name: string;
  from: { email: string; group: string } | { email: string; trustedParty: TrustedPartyKey };
  to:
    | { email: string; name: string; companyName: string; country: string; businessNumber: string | null }
    | { trustedParty: TrustedPartyKey; email: string; name: string };
  status: 'PENDING' | 'ACCEPTED';
  /** Days before the seed's day it was sent. */
  sentDaysAgo: number;
}[] = [
  {
    name: 'acme-to-baltic',
    from: { email: 'clientadmin@acme.demo', group: 'ACME' },
    to: {
      email: 'tomasz.zielinski@baltictimber.demo',
      name: 'Tomasz Zieliński',
      companyName: 'Baltic Timber Products',
      country: 'PL',
      businessNumber: 'NIP 5842718830',
    },
    status: 'PENDING',
    sentDaysAgo: 2,
  },
  {
    name: 'odra-to-selangor',
    from: { email: 'katarzyna.nowak@odrapack.demo', trustedParty: 'WRO' },
    to: { trustedParty: 'SEL', email: 'supplier@tp.demo', name: 'Mei Ling Tan' },
    status: 'PENDING',
    sentDaysAgo: 1,
  },
  {
    name: 'acme-to-deccan',
    from: { email: 'clientadmin@acme.demo', group: 'ACME' },
    to: { trustedParty: 'PUN', email: 'rajesh.iyer@deccancastings.demo', name: 'Rajesh Iyer' },
    status: 'ACCEPTED',
    sentDaysAgo: 45,
  },
];

/**
 * ACME's other connect users (an organisation group's users with connect access, beside its client
 * admin): so the connect admin's users table has rows to page, roles to change and permissions to set.
 */
export const GROUP_CONNECT_USERS: readonly {
  email: string;
  fullname: string;
  role: 'OP';
  orgGroupCode: 'ACME';
  connect: ConnectColumns;
}[] = [
  {
    email: 'tom.baxter@acme.demo',
    fullname: 'Tom Baxter',
    role: 'OP',
    orgGroupCode: 'ACME',
    connect: { ...CONNECT_COLUMNS_NONE, contractApprovals: true, receivesInvites: true },
  },
  {
    email: 'lena.kovac@acme.demo',
    fullname: 'Lena Kovac',
    role: 'OP',
    orgGroupCode: 'ACME',
    connect: { ...CONNECT_COLUMNS_NONE, inviteTrustedParties: true },
  },
  {
    email: 'ravi.sharma@acme.demo',
    fullname: 'Ravi Sharma',
    role: 'OP',
    orgGroupCode: 'ACME',
    connect: CONNECT_COLUMNS_NONE,
  },
];
