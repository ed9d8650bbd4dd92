/**
 * The filter catalogue of the tracking search (hub §3 "Filter set", hub §4, hub §5, hub §9): every
 * filter key with its type, group, options, label and meaning. The SQL each key maps to lives on
 * the server (apps/server/src/modules/shipments/filter-sql.ts), keyed by the same names, and a
 * type check there makes sure no key is left without SQL.
 */

import { MILESTONE_ORDER } from '../milestones.ts';

/** hub §5 "Search filter types overall". */
export const FILTER_TYPES = [
  'text',
  'dropdown',
  'requiredDropdown',
  'date',
  'range',
  'customOptions',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** hub §3 "Filter groups offered", in the order the builder lists them. */
export const FILTER_GROUPS = [
  'dates',
  'statusAndFlags',
  'numbersAndReferences',
  'general',
  'amounts',
] as const;
export type FilterGroupName = (typeof FILTER_GROUPS)[number];

export const FILTER_GROUP_LABELS: Readonly<Record<FilterGroupName, string>> = {
  dates: 'DATES',
  statusAndFlags: 'STATUS AND FLAGS',
  numbersAndReferences: 'NUMBERS AND REFERENCES',
  general: 'GENERAL',
  amounts: 'AMOUNTS',
};

export type FilterOption = { value: string; label: string };

/** Type-ahead lookups (hub §5) and the call that feeds each (hub §7). */
export type TypeAheadSource = 'carrier' | 'supplier' | 'consignee' | 'origin' | 'destination' | 'port';

export type FilterDefinition = {
  type: FilterType;
  group: FilterGroupName;
  label: string;
  /** What the filter means, in the product's words (the SQL is server-side). */
  meaning: string;
  options?: readonly FilterOption[];
  /** Fed by a type-ahead lookup from 3 characters (hub §5). */
  typeAhead?: TypeAheadSource;
  /**
   * Date filters: the label of the is-blank option, which every date filter offers (hub §5: "an
   * is-blank option exists on duration types (empty option for confirmed delivery)").
   */
  blankLabel?: string;
  /** Other keys that cannot share a group with this one (hub §5: container number conflicts with SKU). */
  conflictsWith?: readonly string[];
  /** false for keys the search bar sets itself rather than the filter builder (the general search). */
  inBuilder?: boolean;
};

const opts = (...pairs: [value: string, label: string][]): FilterOption[] =>
  pairs.map(([value, label]) => ({ value, label }));

/** hub §4 order-status filter values. UNDELIVERED is every record not yet delivered. */
export const ORDER_STATUS_OPTIONS = opts(
  ['PLC', 'PLANNED'],
  ['CNF', 'CONFIRMED'],
  ['SHP', 'SHIPPED'],
  ['DLV', 'DELIVERED'],
  ['UNDELIVERED', 'UNDELIVERED'],
);
/** hub §4 customs status values. */
export const CUSTOMS_STATUS_OPTIONS = opts(
  ['CLEARED', 'CLEARED'],
  ['NOT SENT', 'NOT SENT'],
  ['SENT NOT CLEARED', 'SENT NOT CLEARED'],
);
/** hub §9 transport modes, packing modes and directions. */
export const TRANSPORT_MODES = ['SEA', 'AIR', 'ROAD'] as const;
export const PACKING_MODES = [
  'OBC',
  'CON',
  'LSE',
  'ROR',
  'BCN',
  'FTL',
  'ULD',
  'GRP',
  'LCL',
  'FCL',
  'AIR',
  'LQD',
  'BLK',
  'LTL',
  'BBK',
  'SCN',
  'UNA',
] as const;
export const DIRECTIONS = opts(['IMPORT', 'Import'], ['EXPORT', 'Export'], ['CROSS-TRADE', 'Cross-Trade']);
export const YES_NO = opts(['YES', 'YES'], ['NO', 'NO']);

const date = (label: string, meaning: string, extra: Partial<FilterDefinition> = {}): FilterDefinition => ({
  type: 'date',
  group: 'dates',
  label,
  meaning,
  blankLabel: 'IS BLANK',
  ...extra,
});
const reference = (
  label: string,
  meaning: string,
  extra: Partial<FilterDefinition> = {},
): FilterDefinition => ({
  type: 'text',
  group: 'numbersAndReferences',
  label,
  meaning,
  ...extra,
});
const general = (label: string, meaning: string, typeAhead?: TypeAheadSource): FilterDefinition => ({
  type: 'text',
  group: 'general',
  label,
  meaning,
  ...(typeAhead ? { typeAhead } : {}),
});
const amount = (label: string, meaning: string): FilterDefinition => ({
  type: 'range',
  group: 'amounts',
  label,
  meaning,
});

/**
 * Every filter key. A record (one row of the result table) is an order, with the shipment it is on,
 * or a shipment that carries no order (see the server's search_records view and search_rows table).
 */
export const FILTER_CATALOGUE = {
  // Dates (hub §3 list row and order views; hub §5 date filter rules)
  ETD: date('ETD', 'Estimated departure of the shipment (of the order while it is not on a shipment).'),
  ETA: date('ETA', 'Estimated arrival of the shipment (of the order while it is not on a shipment).'),
  ATD: date('ATD', 'Actual departure.'),
  ATA: date('ATA', 'Actual arrival.'),
  ExWorks: date('EX WORKS', 'Ex-works date of the order.'),
  ReqInStore: date('REQUIRED IN STORE', 'Required-in-store date of the order (OrdInStore in the list row).'),
  OrderDate: date('ORDER DATE', 'Date the order was raised.'),
  PickupDate: date('PICKUP DATE', 'Date the cargo is picked up at origin.'),
  DeliveredDate: date('DELIVERED DATE', 'Date the shipment was delivered.'),
  CargoAvailable: date(
    'CARGO AVAILABLE',
    'Any container of the shipment has cargo available in this window.',
  ),
  StorageDate: date('STORAGE DATE', 'Any container of the shipment goes into storage in this window.'),
  ConfirmedDelivery: date(
    'CONFIRMED DELIVERY',
    'Any container has a confirmed delivery in this window; is blank: any container still has none.',
    { blankLabel: 'EMPTY' },
  ),

  // Status and flags (hub §4)
  OrdStatus: {
    type: 'dropdown',
    group: 'statusAndFlags',
    label: 'ORDER STATUS',
    meaning: 'Status of the order; UNDELIVERED is every record not delivered yet.',
    options: ORDER_STATUS_OPTIONS,
  },
  CustomsStatus: {
    type: 'dropdown',
    group: 'statusAndFlags',
    label: 'CUSTOMS STATUS',
    meaning: 'Customs clearance status of the shipment (a record with no shipment is NOT SENT).',
    options: CUSTOMS_STATUS_OPTIONS,
  },
  Milestone: {
    type: 'customOptions',
    group: 'statusAndFlags',
    label: 'MILESTONE',
    meaning: 'The last milestone reached (hub §4 order).',
    options: MILESTONE_ORDER.map((m) => ({ value: m, label: m })),
  },
  Priority: {
    type: 'customOptions',
    group: 'statusAndFlags',
    label: 'PRIORITY',
    meaning: "YES: the record is one of the organisation group's priority records.",
    options: YES_NO,
  },
  Direction: {
    type: 'requiredDropdown',
    group: 'statusAndFlags',
    label: 'DIRECTION',
    meaning: 'Import, export or cross-trade, seen from the organisation group.',
    options: DIRECTIONS,
  },
  Transport: {
    type: 'requiredDropdown',
    group: 'statusAndFlags',
    label: 'TRANSPORT',
    meaning: 'Transport mode.',
    options: TRANSPORT_MODES.map((m) => ({ value: m, label: m })),
  },
  Packing: {
    type: 'dropdown',
    group: 'statusAndFlags',
    label: 'PACKING',
    meaning: 'Packing mode (container mode).',
    options: PACKING_MODES.map((m) => ({ value: m, label: m })),
  },

  // Numbers and references (contains, case-insensitive)
  ShipNumber: reference('SHIPMENT NO.', 'Shipment number.'),
  OrdNumber: reference('ORDER NO.', 'Order number.'),
  HouseBill: reference('HOUSE BILL', 'House bill of lading.'),
  MasterBill: reference('MASTER BILL', 'Master bill of lading.'),
  ClientShipmentID: reference('CLIENT SHIPMENT ID', "The client's own shipment id."),
  ShipOrderReference: reference('SHIP ORDER REFERENCE', 'Order reference carried on the shipment.'),
  Container: reference('CONTAINER NO.', 'Number of any container on the shipment.', {
    conflictsWith: ['SKU'],
  }),
  SKU: reference('SKU', 'Part number of any product in its containers, or an SKU reference number.', {
    conflictsWith: ['Container'],
  }),
  ASN: reference('ASN', 'An advance shipping notice reference number.'),

  // General
  Supplier: general('SUPPLIER', 'Supplier code (exact) or name (contains).', 'supplier'),
  Consignee: general('CONSIGNEE', 'Consignee (buyer) code (exact) or name (contains).', 'consignee'),
  Origin: general(
    'ORIGIN',
    'Origin port code (starts with, so a country code matches) or port name.',
    'origin',
  ),
  Destination: general(
    'DESTINATION',
    'Destination port code (starts with, so a country code matches) or port name.',
    'destination',
  ),
  Carrier: general('CARRIER', 'Carrier code (exact) or name (contains).', 'carrier'),
  LoadPort: general('LOAD PORT', 'Port of loading: code (starts with) or port name.', 'port'),
  DischargePort: general('DISCHARGE PORT', 'Port of discharge: code (starts with) or port name.', 'port'),
  Vessel: general('VESSEL', 'Vessel, transhipment vessel or arrival vessel name (contains).'),
  GeneralSearch: {
    type: 'text',
    group: 'general',
    label: 'SEARCH',
    meaning:
      'The search bar: contains, over ShipNumber, OrdNumber, MasterBill, HouseBill, clientShipmentID, ShipOrderReference, SKU, ASN, Container and CarrierName (hub §2).',
    inBuilder: false,
  },

  // Amounts (ranges). TotalCO2e has no column yet (the CO2 issue), so it has no filter.
  ActualWeight: amount('ACTUAL WEIGHT', 'Actual weight in the unit of weight of the shipment (KG).'),
  ChargeableWeight: amount('CHARGEABLE WEIGHT', 'Chargeable weight (KG).'),
  ActualVolume: amount('ACTUAL VOLUME', 'Actual volume (M3).'),
  NoOfPacks: amount('NO. OF PACKS', 'Number of packages.'),
} as const satisfies Record<string, FilterDefinition>;

export type FilterKey = keyof typeof FILTER_CATALOGUE;
export const FILTER_KEYS = Object.keys(FILTER_CATALOGUE) as FilterKey[];

/** hub §2: the fields the general search looks in. */
export const GENERAL_SEARCH_FIELDS = [
  'ShipNumber',
  'OrdNumber',
  'MasterBill',
  'HouseBill',
  'clientShipmentID',
  'ShipOrderReference',
  'SKU',
  'ASN',
  'Container',
  'CarrierName',
] as const;

/** The definition of a key (typed as the general shape, for code that handles any key). */
export function filterDefinition(key: FilterKey): FilterDefinition {
  return FILTER_CATALOGUE[key];
}

export function isFilterKey(key: string): key is FilterKey {
  return Object.hasOwn(FILTER_CATALOGUE, key);
}

/** Keys of one type, in catalogue order. */
export function filterKeysOfType(...types: FilterType[]): FilterKey[] {
  return FILTER_KEYS.filter((k) => types.includes(filterDefinition(k).type));
}

/** The builder's menu: keys offered per group, in catalogue order. */
export function builderMenu(): { group: FilterGroupName; label: string; keys: FilterKey[] }[] {
  return FILTER_GROUPS.map((group) => ({
    group,
    label: FILTER_GROUP_LABELS[group],
    keys: FILTER_KEYS.filter((k) => {
      const def = filterDefinition(k);
      return def.group === group && def.inBuilder !== false;
    }),
  }));
}

/**
 * hub §5: a filter option is hidden when another row of the same group already uses it, or uses a
 * key it conflicts with (container number and SKU). `usedKeys` are the keys of the group's rows;
 * `currentKey` is the row being edited, whose own key stays offered.
 */
export function hiddenFilterOptions(usedKeys: readonly string[], currentKey?: string): FilterKey[] {
  const others = usedKeys.filter((k) => k !== currentKey);
  const hidden = new Set<FilterKey>();
  for (const key of others) {
    if (!isFilterKey(key)) continue;
    hidden.add(key);
    for (const conflict of filterDefinition(key).conflictsWith ?? []) {
      if (isFilterKey(conflict)) hidden.add(conflict);
    }
  }
  if (currentKey && isFilterKey(currentKey)) hidden.delete(currentKey);
  return FILTER_KEYS.filter((k) => hidden.has(k));
}
