/**
 * The filter and sort combinations bench/search.ts sends to POST /api/shipments/shipmentsWithFilters,
 * modelled on what the search bar and the tiles send (see the shipments API tests and
 * search-measure.ts). Values that depend on the data (a shipment-number prefix, a container number,
 * a supplier fragment, the busiest origin and destination) are read from each organisation group's
 * own records, so every client searches for something it may find.
 */
import type { ShipmentsWithFiltersBody } from '@navia/domain/contracts/shipments';
import type { Database } from '../../apps/server/src/db/client.ts';

/** Values a group's users would type, read from its records. */
export type GroupSample = {
  shipPrefix: string;
  containerNumber: string;
  supplierFragment: string;
  origin: string;
  destination: string;
};

/** A search body without its batch (batchNo and batchSize are set per request). */
export type SearchBody = Omit<ShipmentsWithFiltersBody, 'batchNo' | 'batchSize'>;

export type SearchCase = {
  id: string;
  /** What a user did to send it. */
  label: string;
  body: (sample: GroupSample, today: Date) => SearchBody;
};

const day = (today: Date, offset: number) =>
  new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const next = (days: number) => ({ durationType: 'PrevNext' as const, prevDuration: 0, nextDuration: days });
const last = (days: number) => ({ durationType: 'PrevNext' as const, prevDuration: days, nextDuration: 0 });

export const SEARCH_CASES: readonly SearchCase[] = [
  // The All search and sorts on it (column headers).
  { id: 'all', label: 'All, default sort (ETA DESC)', body: () => ({ key: 'All' }) },
  {
    id: 'all-eta-asc',
    label: 'All, ETA ASC',
    body: () => ({ key: 'All', orderBy: 'ETA', orderDir: 'ASC' }),
  },
  {
    id: 'all-etd-asc',
    label: 'All, ETD ASC',
    body: () => ({ key: 'All', orderBy: 'ETD', orderDir: 'ASC' }),
  },
  {
    id: 'all-etd-desc',
    label: 'All, ETD DESC',
    body: () => ({ key: 'All', orderBy: 'ETD', orderDir: 'DESC' }),
  },
  {
    id: 'all-ship-asc',
    label: 'All, ShipNumber ASC',
    body: () => ({ key: 'All', orderBy: 'ShipNumber', orderDir: 'ASC' }),
  },
  {
    id: 'all-ship-desc',
    label: 'All, ShipNumber DESC',
    body: () => ({ key: 'All', orderBy: 'ShipNumber', orderDir: 'DESC' }),
  },
  {
    id: 'all-supplier-asc',
    label: 'All, Supplier ASC',
    body: () => ({ key: 'All', orderBy: 'Supplier', orderDir: 'ASC' }),
  },
  // General search (the search bar).
  {
    id: 'gs-ship',
    label: 'general search: shipment-number prefix',
    body: (s) => ({ key: 'All', filters: [{ GeneralSearch: s.shipPrefix }] }),
  },
  {
    id: 'gs-container',
    label: 'general search: container number',
    body: (s) => ({ key: 'All', filters: [{ GeneralSearch: s.containerNumber }] }),
  },
  {
    id: 'gs-supplier',
    label: 'general search: supplier-name fragment',
    body: (s) => ({ key: 'All', filters: [{ GeneralSearch: s.supplierFragment }] }),
  },
  // Date windows.
  {
    id: 'eta-next7',
    label: 'ETA next 7 days',
    body: () => ({ key: 'All', filters: [{ ETA: next(7) }] }),
  },
  {
    id: 'eta-next14-asc',
    label: 'ETA next 14 days, ETA ASC',
    body: () => ({ key: 'All', filters: [{ ETA: next(14) }], orderBy: 'ETA', orderDir: 'ASC' }),
  },
  {
    id: 'etd-last30',
    label: 'ETD last 30 days, ETD DESC',
    body: () => ({ key: 'All', filters: [{ ETD: last(30) }], orderBy: 'ETD', orderDir: 'DESC' }),
  },
  {
    id: 'eta-range',
    label: 'ETA DateRange today-10..today+20, ETA ASC',
    body: (_s, today) => ({
      key: 'All',
      filters: [{ ETA: { durationType: 'DateRange', startDate: day(today, -10), endDate: day(today, 20) } }],
      orderBy: 'ETA',
      orderDir: 'ASC',
    }),
  },
  {
    id: 'ata-last30-undelivered',
    label: 'ATA last 30 days and DeliveredDate is blank',
    body: () => ({
      key: 'All',
      filters: [{ ATA: last(30), DeliveredDate: { durationType: 'PrevNext', isBlank: true } }],
    }),
  },
  // Dropdowns.
  {
    id: 'ordstatus-cnf',
    label: 'OrdStatus CNF',
    body: () => ({ key: 'All', filters: [{ OrdStatus: 'CNF' }] }),
  },
  {
    id: 'transport-air',
    label: 'Transport AIR, ETD ASC',
    body: () => ({ key: 'All', filters: [{ Transport: 'AIR' }], orderBy: 'ETD', orderDir: 'ASC' }),
  },
  {
    id: 'sea-lcl',
    label: 'Transport SEA and Packing LCL',
    body: () => ({ key: 'All', filters: [{ Transport: 'SEA', Packing: 'LCL' }] }),
  },
  {
    id: 'customs-snc',
    label: 'CustomsStatus SENT NOT CLEARED',
    body: () => ({ key: 'All', filters: [{ CustomsStatus: 'SENT NOT CLEARED' }] }),
  },
  {
    id: 'milestone-transit',
    label: 'Milestone IN TRANSIT##ARRIVED, ETA ASC',
    body: () => ({
      key: 'All',
      filters: [{ Milestone: 'IN TRANSIT##ARRIVED' }],
      orderBy: 'ETA',
      orderDir: 'ASC',
    }),
  },
  // Text filters.
  {
    id: 'supplier',
    label: 'Supplier contains a fragment',
    body: (s) => ({ key: 'All', filters: [{ Supplier: s.supplierFragment }] }),
  },
  {
    id: 'origin',
    label: 'Origin = busiest import origin port',
    body: (s) => ({ key: 'All', filters: [{ Origin: s.origin }] }),
  },
  {
    id: 'destination-etd',
    label: 'Destination = busiest import port, ETD ASC',
    body: (s) => ({ key: 'All', filters: [{ Destination: s.destination }], orderBy: 'ETD', orderDir: 'ASC' }),
  },
  // Ranges.
  {
    id: 'weight',
    label: 'ActualWeight 1000..5000',
    body: () => ({ key: 'All', filters: [{ ActualWeight: { from: 1000, to: 5000 } }] }),
  },
  // Advanced search: OR within a group, AND between groups.
  {
    id: 'adv-mode-dest',
    label: 'advanced: (SEA or LCL) and (Destination or ETA next 30)',
    body: (s) => ({
      key: 'All',
      isAdvancedSearch: true,
      filters: [
        { Transport: 'SEA', Packing: 'LCL' },
        { Destination: s.destination, ETA: next(30) },
      ],
    }),
  },
  {
    id: 'adv-customs-party',
    label: 'advanced: (NOT SENT or ARRIVED) and (Supplier or Origin), ETA ASC',
    body: (s) => ({
      key: 'All',
      isAdvancedSearch: true,
      filters: [
        { CustomsStatus: 'NOT SENT', Milestone: 'ARRIVED' },
        { Supplier: s.supplierFragment, Origin: s.origin },
      ],
      orderBy: 'ETA',
      orderDir: 'ASC',
    }),
  },
  // Key metrics (a tile clicked: the key with its date window as filters).
  {
    id: 'km-SHIPARR7',
    label: 'key SHIPARR7',
    body: () => ({ key: 'SHIPARR7', filters: [{ ETA: next(7) }] }),
  },
  {
    id: 'km-SHIPDEP14',
    label: 'key SHIPDEP14',
    body: () => ({ key: 'SHIPDEP14', filters: [{ ETD: next(14) }] }),
  },
  {
    id: 'km-EXWORK7',
    label: 'key EXWORK7',
    body: () => ({ key: 'EXWORK7', filters: [{ ExWorks: next(7) }] }),
  },
  { id: 'km-RISETA', label: 'key RISETA', body: () => ({ key: 'RISETA' }) },
  { id: 'km-ORDEXW', label: 'key ORDEXW', body: () => ({ key: 'ORDEXW' }) },
  { id: 'km-ARVNOTDEL', label: 'key ARVNOTDEL', body: () => ({ key: 'ARVNOTDEL' }) },
  { id: 'km-ARVNOTCLE', label: 'key ARVNOTCLE', body: () => ({ key: 'ARVNOTCLE' }) },
  {
    id: 'km-ETD7NOTC',
    label: 'key ETD7NOTC',
    body: () => ({ key: 'ETD7NOTC', filters: [{ ETD: next(7) }] }),
  },
  { id: 'km-PRINOTDEL', label: 'key PRINOTDEL', body: () => ({ key: 'PRINOTDEL' }) },
  {
    id: 'km-SHIPARR14-sea',
    label: 'key SHIPARR14 and Transport SEA, ETA ASC',
    body: () => ({
      key: 'SHIPARR14',
      filters: [{ ETA: next(14), Transport: 'SEA' }],
      orderBy: 'ETA',
      orderDir: 'ASC',
    }),
  },
  // Presets and order views (their default sorts).
  {
    id: 'pre-ARRIVING5',
    label: 'preset ARRIVING5',
    body: () => ({ key: 'ARRIVING5', filters: [{ ETA: next(5) }] }),
  },
  {
    id: 'pre-DEPARTING30',
    label: 'preset DEPARTING30',
    body: () => ({ key: 'DEPARTING30', filters: [{ ETD: next(30) }] }),
  },
  { id: 'ov-PLANNED', label: 'order view PLANNEDORDERS', body: () => ({ key: 'PLANNEDORDERS' }) },
  { id: 'ov-CONFIRMED', label: 'order view CONFIRMEDORDERS', body: () => ({ key: 'CONFIRMEDORDERS' }) },
  { id: 'ov-SHIPPED', label: 'order view SHIPPEDORDERS', body: () => ({ key: 'SHIPPEDORDERS' }) },
  { id: 'ov-DEPARTURES', label: 'order view DEPARTURES', body: () => ({ key: 'DEPARTURES' }) },
  { id: 'ov-PRIORITY', label: 'order view PRIORITY', body: () => ({ key: 'PRIORITY' }) },
  { id: 'ov-NODECL', label: 'order view NODECLARATION', body: () => ({ key: 'NODECLARATION' }) },
];

/** Combinations replayed as raw SQL for the API / pg ratio: one of each kind. */
export const RATIO_CASE_IDS = [
  'all',
  'all-ship-asc',
  'gs-ship',
  'eta-next7',
  'supplier',
  'adv-mode-dest',
  'km-SHIPARR7',
  'ov-PLANNED',
] as const;

/** Reads a group's sample values (see GroupSample); deterministic for a given data set. */
export async function sampleGroup(database: Database, orgGroupId: string): Promise<GroupSample> {
  const one = async (text: string): Promise<string> => {
    const rows = await database.query<{ v: string | null }>(text, [orgGroupId]);
    const v = rows[0]?.v;
    if (!v) throw new Error(`no sample value for group ${orgGroupId}: ${text}`);
    return v;
  };
  // A shipment number from the middle of the group's rows; its first 6 characters (S01234…).
  const ship = await one(
    `select ship_number as v from search_rows where org_group_id = $1 and ship_number is not null
      order by rid offset (select count(*) / 2 from search_rows where org_group_id = $1) limit 1`,
  );
  const container = await one(
    `select container_number as v from containers where org_group_id = $1
      order by id offset (select count(*) / 3 from containers where org_group_id = $1) limit 1`,
  );
  // The group's most frequent outside supplier on imports (not one of its own organisations); its
  // first word of 4+ letters, cut to 6 letters, lower case.
  const supplier = await one(
    `select supplier as v from search_rows where org_group_id = $1 and direction = 'IMPORT'
        and supplier_code not in (select code from organisations where org_group_id = $1)
      group by supplier order by count(*) desc, supplier limit 1`,
  );
  const word = supplier.split(/[^A-Za-z]+/).find((w) => w.length >= 4) ?? supplier;
  // The busiest origin and destination of the group's imports.
  const origin = await one(
    `select origin as v from search_rows where org_group_id = $1 and direction = 'IMPORT'
      group by origin order by count(*) desc, origin limit 1`,
  );
  const destination = await one(
    `select destination as v from search_rows where org_group_id = $1 and direction = 'IMPORT'
      group by destination order by count(*) desc, destination limit 1`,
  );
  return {
    shipPrefix: ship.slice(0, 6),
    containerNumber: container,
    supplierFragment: word.slice(0, 6).toLowerCase(),
    origin,
    destination,
  };
}
