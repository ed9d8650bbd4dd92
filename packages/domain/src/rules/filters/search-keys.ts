/**
 * The search keys of every search variant (hub §2 "Search variants", hub §9): the All search,
 * the 14 key metrics (rules/key-metrics.ts), the presets, the order views, the delivery search and
 * the critical-chain tabs. A key means a set of records; the filters a user adds narrow that set.
 * Where a key has a date window, the window is part of the key (so /tracking/{code} gives the
 * tile's count whatever filters are sent) and is also offered as its default filters, to show as
 * chips. Each key's SQL lives in the server's modules/shipments/search-sql.ts, keyed by the same names.
 */
import { type AccessMode, KEY_METRIC_CODES, KEY_METRICS, type KeyMetricCode } from '../key-metrics.ts';
import { PRESET_STORAGE_DAYS, PRESET_TRAVEL_DAYS } from './constants.ts';
import { type FilterSetInput, prevNext } from './filter-set.ts';
import { DEFAULT_SORT, type SortColumn, type SortDirection } from './sort.ts';

/** hub §9 "Search types: tracking and deliveries", and the critical-chain page (hub §2). */
export const SEARCH_TYPES = ['tracking', 'deliveries', 'criticalChain'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type SearchKeyKind = 'all' | 'keyMetric' | 'preset' | 'orderView' | 'delivery' | 'criticalChain';

export type SearchKeyDefinition = {
  kind: SearchKeyKind;
  text: string;
  accessMode: AccessMode;
  /** The key's date window as filters (empty when it has none). */
  filters: FilterSetInput;
  defaultSort: { orderBy: SortColumn; orderDir: SortDirection };
  meaning: string;
};

/** The default search key (hub §9 "Default search key All"). */
export const ALL_KEY = 'All';

const asc = (orderBy: SortColumn) => ({ orderBy, orderDir: 'ASC' as const });

const travelPresets = Object.fromEntries(
  PRESET_TRAVEL_DAYS.flatMap((days) => [
    [
      `ARRIVING${days}`,
      {
        kind: 'preset',
        text: `ARRIVING IN ${days} DAYS`,
        accessMode: 'BOTH',
        filters: [{ ETA: prevNext(0, days) }],
        defaultSort: DEFAULT_SORT,
        meaning: `Records on a shipment that has not arrived (no ATA) with an ETA from today to today + ${days}.`,
      },
    ],
    [
      `DEPARTING${days}`,
      {
        kind: 'preset',
        text: `DEPARTING IN ${days} DAYS`,
        accessMode: 'BOTH',
        filters: [{ ETD: prevNext(0, days) }],
        defaultSort: DEFAULT_SORT,
        meaning: `Records on a shipment that has not departed (no ATD) with an ETD from today to today + ${days}.`,
      },
    ],
  ]),
) as Record<
  `ARRIVING${(typeof PRESET_TRAVEL_DAYS)[number]}` | `DEPARTING${(typeof PRESET_TRAVEL_DAYS)[number]}`,
  SearchKeyDefinition
>;

const storagePresets = Object.fromEntries(
  PRESET_STORAGE_DAYS.map((days) => [
    `STORAGE${days}`,
    {
      kind: 'preset',
      text: `GOING INTO STORAGE IN ${days} DAYS`,
      accessMode: 'BOTH',
      filters: [{ StorageDate: prevNext(0, days) }],
      defaultSort: asc('ETA'),
      meaning: `Records with a container not delivered yet whose storage date is from today to today + ${days}.`,
    },
  ]),
) as Record<`STORAGE${(typeof PRESET_STORAGE_DAYS)[number]}`, SearchKeyDefinition>;

const keyMetricKeys = Object.fromEntries(
  KEY_METRIC_CODES.map((code) => [code, { kind: 'keyMetric', ...KEY_METRICS[code] }]),
) as Record<KeyMetricCode, SearchKeyDefinition>;

/** The tracking search (/tracking/:key). */
export const TRACKING_KEYS = {
  All: {
    kind: 'all',
    text: 'ALL',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: DEFAULT_SORT,
    meaning: 'Every record the caller may see.',
  },
  ...keyMetricKeys,
  ...travelPresets,
  PLANNEDORDERS: {
    kind: 'orderView',
    text: 'PLANNED ORDERS',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('DaysToExWorks'),
    meaning: 'Orders with status PLANNED (PLC).',
  },
  CONFIRMEDORDERS: {
    kind: 'orderView',
    text: 'CONFIRMED ORDERS',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('ETAToInStore'),
    meaning: 'Orders with status CONFIRMED (CNF).',
  },
  SHIPPEDORDERS: {
    kind: 'orderView',
    text: 'SHIPPED ORDERS',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('ETAToInStore'),
    meaning: 'Orders with status SHIPPED (SHP).',
  },
  DEPARTURES: {
    kind: 'orderView',
    text: 'DEPARTURES',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('DaysToETD'),
    meaning: 'DECIDED: records not departed yet (no ATD) that have an ETD.',
  },
  PRIORITY: {
    kind: 'orderView',
    text: 'PRIORITY',
    accessMode: 'BOTH',
    filters: [],
    // hub §9: ShipNumber for priority; priority is not in the ascending list, so DESC.
    defaultSort: { orderBy: 'ShipNumber', orderDir: 'DESC' },
    meaning: 'Priority records of the organisation group that are not delivered (hub §2 tooltip).',
  },
  NODECLARATION: {
    kind: 'orderView',
    text: 'NO DECLARATION',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('ETA'),
    meaning: 'DECIDED: records on a shipment not delivered yet whose customs status is NOT SENT.',
  },
} as const satisfies Record<string, SearchKeyDefinition>;

/** The deliveries search (/delivery/:key/:value?; value is days in storage). */
export const DELIVERY_KEYS = {
  All: {
    kind: 'delivery',
    text: 'ALL DELIVERIES',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('ETA'),
    meaning:
      'DECIDED: records on a shipment not delivered yet that has at least one container not delivered (no actual delivery). With daysInStorage N: only those with such a container whose storage date is at least N days before today.',
  },
  ...storagePresets,
} as const satisfies Record<string, SearchKeyDefinition>;

/** The critical-chain tabs (/criticalChain/:tab?). */
export const CRITICAL_CHAIN_KEYS = {
  All: {
    kind: 'criticalChain',
    text: 'ALL',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: DEFAULT_SORT,
    meaning:
      'DECIDED: the critical chain is the records carrying a priority SKU (a container product marked priority).',
  },
  ORIGIN: {
    kind: 'criticalChain',
    text: 'AT ORIGIN',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('ETD'),
    meaning: 'Critical-chain records not departed yet (no ATD).',
  },
  INTRANSIT: {
    kind: 'criticalChain',
    text: 'IN TRANSIT',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('ETA'),
    meaning: 'Critical-chain records departed (ATD) and not arrived (no ATA).',
  },
  ARRIVED: {
    kind: 'criticalChain',
    text: 'ARRIVED',
    accessMode: 'BOTH',
    filters: [],
    defaultSort: asc('ETA'),
    meaning: 'Critical-chain records arrived (ATA) and not delivered.',
  },
} as const satisfies Record<string, SearchKeyDefinition>;

export const SEARCH_KEYS = {
  tracking: TRACKING_KEYS,
  deliveries: DELIVERY_KEYS,
  criticalChain: CRITICAL_CHAIN_KEYS,
} as const;

export type TrackingKey = keyof typeof TRACKING_KEYS;
export type DeliveryKey = keyof typeof DELIVERY_KEYS;
export type CriticalChainKey = keyof typeof CRITICAL_CHAIN_KEYS;
export type SearchKey<T extends SearchType = SearchType> = keyof (typeof SEARCH_KEYS)[T];

export function searchKeysOf(type: SearchType): string[] {
  return Object.keys(SEARCH_KEYS[type]);
}

export function isSearchKey<T extends SearchType>(type: T, key: string): key is SearchKey<T> & string {
  return Object.hasOwn(SEARCH_KEYS[type], key);
}

export function searchKeyDefinition(type: SearchType, key: string): SearchKeyDefinition | null {
  const keys: Record<string, SearchKeyDefinition> = SEARCH_KEYS[type];
  return Object.hasOwn(keys, key) ? (keys[key] ?? null) : null;
}

/** The presets of each search type (hub §4 "Presets and saved searches are split"). */
export function presetKeys(type: SearchType): string[] {
  const keys: Record<string, SearchKeyDefinition> = SEARCH_KEYS[type];
  return Object.keys(keys).filter((k) => keys[k]?.kind === 'preset');
}

/**
 * The body a tile click or a preset sends (hub §2 "KEY METRICS tiles": batch 1, that key and its
 * date-range filters), with the key's default sort.
 */
export function searchRequestFor(type: SearchType, key: string) {
  const def = searchKeyDefinition(type, key);
  if (!def) throw new Error(`unknown ${type} key ${key}`);
  return {
    key,
    batchNo: 1,
    filters: def.filters,
    orderBy: def.defaultSort.orderBy,
    orderDir: def.defaultSort.orderDir,
    isAdvancedSearch: false,
  };
}
