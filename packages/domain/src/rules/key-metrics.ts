/**
 * Key metrics (hub §3 "Key metric", hub §6 access modes, hub §9 codes and filters). Each code is a
 * search key of the tracking search: a tile's value is the totalCount of
 * shipmentsWithFilters with that key (and its date filters), so both read one definition. The SQL
 * of each meaning is in the server's modules/shipments/search-sql.ts, keyed by the same codes.
 *
 * Access modes (hub §6), decided here: a user is an IMPORTER when the records they may see include
 * IMPORT records, an EXPORTER when they include EXPORT records (staff are both). An IMPORTER tile
 * is offered only to importers and counts IMPORT records only; an EXPORTER tile likewise for
 * EXPORT; a BOTH tile is offered to everyone and counts every direction.
 */
import { type FilterSetInput, prevNext } from './filters/filter-set.ts';
import type { SortColumn, SortDirection } from './filters/sort.ts';

export const KEY_METRIC_CODES = [
  'SHIPARR7',
  'SHIPARR14',
  'SHIPDEP7',
  'SHIPDEP14',
  'EXWORK7',
  'RIS7',
  'RISETA',
  'ORDEXW',
  'ARVNOTDEL',
  'ARVNOTCLE',
  'ETD7MIS',
  'ETD7NOTC',
  'PRINOTDEL',
  'PRINOTSHIP',
] as const;
export type KeyMetricCode = (typeof KEY_METRIC_CODES)[number];

export const ACCESS_MODES = ['BOTH', 'IMPORTER', 'EXPORTER'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];

/** Which directions a user deals in, from the records they may see. */
export type TradeRoles = { importer: boolean; exporter: boolean };

export type KeyMetricDefinition = {
  text: string;
  accessMode: AccessMode;
  /** The date window of the metric (hub §9 "Key-metric filters"); sent with the key when a tile is clicked. */
  filters: FilterSetInput;
  /** What is counted, in the product's words; decisions where the spec leaves it open are marked DECIDED. */
  meaning: string;
  defaultSort: { orderBy: SortColumn; orderDir: SortDirection };
};

const etaDesc = { orderBy: 'ETA', orderDir: 'DESC' } as const;

export const KEY_METRICS: Readonly<Record<KeyMetricCode, KeyMetricDefinition>> = {
  SHIPARR7: {
    text: 'SHIPMENTS ARRIVING IN 7 DAYS',
    accessMode: 'BOTH',
    filters: [{ ETA: prevNext(0, 7) }],
    meaning: 'Records on a shipment that has not arrived (no ATA) with an ETA from today to today + 7.',
    defaultSort: etaDesc,
  },
  SHIPARR14: {
    text: 'SHIPMENTS ARRIVING IN 14 DAYS',
    accessMode: 'BOTH',
    filters: [{ ETA: prevNext(0, 14) }],
    meaning: 'Records on a shipment that has not arrived (no ATA) with an ETA from today to today + 14.',
    defaultSort: etaDesc,
  },
  SHIPDEP7: {
    text: 'SHIPMENTS DEPARTING IN 7 DAYS',
    accessMode: 'BOTH',
    filters: [{ ETD: prevNext(0, 7) }],
    meaning: 'Records on a shipment that has not departed (no ATD) with an ETD from today to today + 7.',
    defaultSort: etaDesc,
  },
  SHIPDEP14: {
    text: 'SHIPMENTS DEPARTING IN 14 DAYS',
    accessMode: 'BOTH',
    filters: [{ ETD: prevNext(0, 14) }],
    meaning: 'Records on a shipment that has not departed (no ATD) with an ETD from today to today + 14.',
    defaultSort: etaDesc,
  },
  EXWORK7: {
    text: 'EX-WORKS DATE WITHIN 7 DAYS',
    accessMode: 'IMPORTER',
    filters: [{ ExWorks: prevNext(0, 7) }],
    meaning:
      'Import orders not shipped yet (PLANNED or CONFIRMED) with an ex-works date from today to today + 7.',
    defaultSort: { orderBy: 'DaysToExWorks', orderDir: 'ASC' },
  },
  RIS7: {
    text: 'REQUIRED IN STORE WITHIN 7 DAYS',
    accessMode: 'IMPORTER',
    filters: [{ ReqInStore: prevNext(0, 7) }],
    meaning: 'Import orders not delivered with a required-in-store date from today to today + 7.',
    defaultSort: { orderBy: 'ReqInStore', orderDir: 'ASC' },
  },
  RISETA: {
    text: 'REQUIRED IN STORE ON OR BEFORE ETA',
    accessMode: 'IMPORTER',
    filters: [],
    meaning:
      'DECIDED: import orders not delivered and not arrived whose required-in-store date is on or before their ETA (they will be late). No date window.',
    defaultSort: { orderBy: 'ETAToInStore', orderDir: 'ASC' },
  },
  ORDEXW: {
    text: 'ORDERS NOT SHIPPED WITH EX-WORKS IN THE PAST',
    accessMode: 'IMPORTER',
    filters: [],
    meaning:
      'DECIDED: import orders not on any shipment, still PLANNED or CONFIRMED, whose ex-works date is before today. No date window.',
    defaultSort: { orderBy: 'DaysToExWorks', orderDir: 'ASC' },
  },
  ARVNOTDEL: {
    text: 'ARRIVED NOT DELIVERED',
    accessMode: 'IMPORTER',
    filters: [],
    meaning: 'Import records whose shipment has arrived (ATA set) and has no delivered date.',
    defaultSort: etaDesc,
  },
  ARVNOTCLE: {
    text: 'ARRIVED NOT CLEARED',
    accessMode: 'IMPORTER',
    filters: [],
    meaning: 'Import records whose shipment has arrived (ATA set) and whose customs status is not CLEARED.',
    defaultSort: etaDesc,
  },
  ETD7MIS: {
    text: 'ETD WITHIN 7 DAYS WITH MISSING DOCS',
    accessMode: 'EXPORTER',
    filters: [{ ETD: prevNext(0, 7) }],
    meaning:
      'DECIDED (there is no documents table): export records on a shipment not departed, ETD from today to today + 7, whose house bill of lading is missing (the shipping document the provider issues).',
    defaultSort: etaDesc,
  },
  ETD7NOTC: {
    text: 'ETD WITHIN 7 DAYS NOT COLLECTED',
    accessMode: 'EXPORTER',
    filters: [{ ETD: prevNext(0, 7) }],
    meaning:
      'DECIDED: export records on a shipment not departed, ETD from today to today + 7, whose milestone is still before PICKED UP (RAISED or CONFIRMED).',
    defaultSort: etaDesc,
  },
  PRINOTDEL: {
    text: 'PRIORITY SHIPMENTS NOT DELIVERED',
    accessMode: 'IMPORTER',
    filters: [],
    meaning:
      'Import records that are priority records of the organisation group and are not delivered (no delivered date, order not DELIVERED, milestone not DELIVERED).',
    defaultSort: { orderBy: 'ShipNumber', orderDir: 'DESC' },
  },
  PRINOTSHIP: {
    text: 'PRIORITY SHIPMENTS NOT SHIPPED',
    accessMode: 'EXPORTER',
    filters: [],
    meaning:
      'Export records that are priority records of the organisation group and have not departed (no ATD).',
    defaultSort: { orderBy: 'ShipNumber', orderDir: 'DESC' },
  },
};

export function isKeyMetricCode(key: string): key is KeyMetricCode {
  return (KEY_METRIC_CODES as readonly string[]).includes(key);
}

/** hub §6: is a tile of this access mode offered to a user with these trade roles? */
export function accessModeAllows(mode: AccessMode, roles: TradeRoles): boolean {
  if (mode === 'IMPORTER') return roles.importer;
  if (mode === 'EXPORTER') return roles.exporter;
  return true;
}

/** The directions an access mode counts (null: every direction). */
export function accessModeDirection(mode: AccessMode): 'IMPORT' | 'EXPORT' | null {
  if (mode === 'IMPORTER') return 'IMPORT';
  if (mode === 'EXPORTER') return 'EXPORT';
  return null;
}

/** The key metrics offered to a user, in catalogue order. */
export function keyMetricsFor(roles: TradeRoles): KeyMetricCode[] {
  return KEY_METRIC_CODES.filter((code) => accessModeAllows(KEY_METRICS[code].accessMode, roles));
}

/**
 * hub §9: up to 8 tiles are selected by default. The order of a tile is its place in the user's
 * selection (hub §3 "order (from the user's layout)"); with no selection, the first 8 offered.
 */
export function tileOrder(
  offered: readonly KeyMetricCode[],
  selected: readonly string[] | null,
  max: number,
) {
  const chosen = selected
    ? selected.filter((k): k is KeyMetricCode => offered.includes(k as KeyMetricCode))
    : offered.slice(0, max);
  return new Map(chosen.map((code, i) => [code, i]));
}
