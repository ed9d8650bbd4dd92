/**
 * Search keys and sorting as SQL. A search is: the caller's scope AND the key's meaning (with its
 * date window and access-mode direction) AND the user's filters. Tiles count the same condition,
 * so a tile always equals the totalCount of its search (hub §2, issue 3).
 */

import { addDays, startOfDay } from '@navia/domain/rules/filters/dates';
import {
  type FilterSet,
  filterSetSchema,
  type NormalisedFilterSet,
  normaliseFilterSet,
} from '@navia/domain/rules/filters/filter-set';
import {
  type CriticalChainKey,
  type DeliveryKey,
  type SearchType,
  searchKeyDefinition,
  type TrackingKey,
} from '@navia/domain/rules/filters/search-keys';
import type { SortColumn, SortDirection } from '@navia/domain/rules/filters/sort';
import { accessModeDirection } from '@navia/domain/rules/key-metrics';
import { and, eq, inArray, isNotNull, isNull, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  carriers,
  containerProducts,
  containers,
  favourites,
  priorityRecords,
  searchRows as r,
} from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';
import {
  recordConditions as c,
  filterSetCondition,
  type SearchClock,
  type SearchContext,
} from './filter-sql.ts';

type KeyOptions = {
  daysInStorage?: number | undefined;
  /** The caller's scope on priority_records (the priority keys look only at the visible groups' records). */
  visiblePriority?: SQL | undefined;
};
type KeySql = (clock: SearchClock, options: KeyOptions) => SQL | undefined;

const onShipment = c.onShipment;
const notArrived = () => isNull(r.ata);
const notDeparted = () => isNull(r.atd);
const notYetShipped = () => inArray(r.ordStatus, ['PLC', 'CNF']);
const arrivingSoon: KeySql = () => and(onShipment(), notArrived());
const departingSoon: KeySql = () => and(onShipment(), notDeparted());

/** The meaning of every tracking key (texts and DECIDED notes in packages/domain). */
const TRACKING_SQL: Record<TrackingKey, KeySql> = {
  All: () => undefined,
  SHIPARR7: arrivingSoon,
  SHIPARR14: arrivingSoon,
  SHIPDEP7: departingSoon,
  SHIPDEP14: departingSoon,
  EXWORK7: () => and(c.isOrder(), notYetShipped()),
  RIS7: () => and(c.isOrder(), c.notDelivered()),
  RISETA: () => and(c.isOrder(), c.notDelivered(), notArrived(), sql`${r.reqInStore} <= ${r.eta}`),
  ORDEXW: (clock) =>
    and(
      c.isOrder(),
      isNull(r.shipmentId),
      notYetShipped(),
      lt(r.exWorks, startOfDay(clock.today, clock.zone)),
    ),
  ARVNOTDEL: () => and(onShipment(), isNotNull(r.ata), isNull(r.deliveredDate)),
  ARVNOTCLE: () => and(onShipment(), isNotNull(r.ata), sql`${r.customsStatus} <> 'CLEARED'`),
  ETD7MIS: () => and(onShipment(), notDeparted(), sql`coalesce(${r.houseBill}, '') = ''`),
  ETD7NOTC: () => and(onShipment(), notDeparted(), inArray(r.milestone, ['RAISED', 'CONFIRMED'])),
  PRINOTDEL: (_clock, o) => and(c.priority(o.visiblePriority), c.notDelivered()),
  PRINOTSHIP: (_clock, o) => and(c.priority(o.visiblePriority), notDeparted()),
  ARRIVING5: arrivingSoon,
  ARRIVING30: arrivingSoon,
  DEPARTING5: departingSoon,
  DEPARTING30: departingSoon,
  PLANNEDORDERS: () => eq(r.ordStatus, 'PLC'),
  CONFIRMEDORDERS: () => eq(r.ordStatus, 'CNF'),
  SHIPPEDORDERS: () => eq(r.ordStatus, 'SHP'),
  DEPARTURES: () => and(notDeparted(), isNotNull(r.etd)),
  PRIORITY: (_clock, o) => and(c.priority(o.visiblePriority), c.notDelivered()),
  NODECLARATION: () => and(onShipment(), eq(r.customsStatus, 'NOT SENT'), isNull(r.deliveredDate)),
};

/** A container not delivered yet, optionally with more conditions on it. */
const undeliveredContainer = (extra?: SQL) =>
  sql`exists (select 1 from ${containers} where ${containers.shipmentId} = ${r.shipmentId} and ${containers.actualDelivery} is null${extra ? sql` and ${extra}` : sql``})`;

const storageWithin =
  (days: number): KeySql =>
  (clock) =>
    and(
      onShipment(),
      isNull(r.deliveredDate),
      undeliveredContainer(
        sql`${containers.cargoStorage} >= ${startOfDay(clock.today, clock.zone).toISOString()}::timestamptz and ${containers.cargoStorage} < ${startOfDay(addDays(clock.today, days + 1), clock.zone).toISOString()}::timestamptz`,
      ),
    );

const DELIVERY_SQL: Record<DeliveryKey, KeySql> = {
  All: () => and(onShipment(), isNull(r.deliveredDate), undeliveredContainer()),
  STORAGE3: storageWithin(3),
  STORAGE5: storageWithin(5),
  STORAGE7: storageWithin(7),
};

const prioritySku = () =>
  sql`exists (select 1 from ${containers} join ${containerProducts} on ${containerProducts.containerId} = ${containers.id} where ${containers.shipmentId} = ${r.shipmentId} and ${containerProducts.isPriority})`;

const CRITICAL_CHAIN_SQL: Record<CriticalChainKey, KeySql> = {
  All: () => prioritySku(),
  ORIGIN: () => and(prioritySku(), notDeparted()),
  INTRANSIT: () => and(prioritySku(), isNotNull(r.atd), notArrived()),
  ARRIVED: () => and(prioritySku(), isNotNull(r.ata), c.notDelivered()),
};

const KEY_SQL: Record<SearchType, Record<string, KeySql>> = {
  tracking: TRACKING_SQL,
  deliveries: DELIVERY_SQL,
  criticalChain: CRITICAL_CHAIN_SQL,
};

/** The key's date window, parsed once. */
const windowCache = new Map<string, FilterSet>();
function keyWindow(type: SearchType, key: string, filters: unknown): FilterSet {
  const id = `${type}:${key}`;
  let parsed = windowCache.get(id);
  if (!parsed) {
    parsed = filterSetSchema.parse(filters);
    windowCache.set(id, parsed);
  }
  return parsed;
}

/** What a search key means, as SQL (undefined for All). Throws for an unknown key (callers validate). */
function keyCondition(
  type: SearchType,
  key: string,
  clock: SearchClock,
  options: KeyOptions = {},
): SQL | undefined {
  const def = searchKeyDefinition(type, key);
  const keySql = KEY_SQL[type][key];
  if (!def || !keySql) throw new Error(`unknown ${type} search key ${key}`);
  const direction = accessModeDirection(def.accessMode);
  const inStorage =
    type === 'deliveries' && options.daysInStorage !== undefined
      ? undeliveredContainer(
          sql`${containers.cargoStorage} < ${startOfDay(addDays(clock.today, 1 - options.daysInStorage), clock.zone).toISOString()}::timestamptz`,
        )
      : undefined;
  return and(
    keySql(clock, options),
    direction ? eq(r.direction, direction) : undefined,
    filterSetCondition(normaliseFilterSet(keyWindow(type, key, def.filters)), false, clock),
    inStorage,
  );
}

/** A search: what to look for, without the caller. */
export type SearchSpec = {
  searchType: SearchType;
  key: string;
  filters: FilterSet;
  advanced: boolean;
  daysInStorage?: number | undefined;
  /** Only this user's favourite records (the favourites tab). */
  favouritesOf?: string | undefined;
  /** Only records from or to this country (hub §3: a location's first two characters are its country). */
  country?: string | undefined;
};

const normalisedOf = new WeakMap<FilterSet, NormalisedFilterSet>();

/**
 * A search's filters, normalised once per request: the context lookup, the count, the page and its
 * plan choices all read them (the spec's filters are the parsed request's, never changed after).
 */
export function searchFilters(spec: Pick<SearchSpec, 'filters'>): NormalisedFilterSet {
  let set = normalisedOf.get(spec.filters);
  if (!set) {
    set = normaliseFilterSet(spec.filters);
    normalisedOf.set(spec.filters, set);
  }
  return set;
}

/**
 * The full WHERE of a search: scope AND key AND filters (AND favourites). `context` is the clock,
 * with what the repository looked up for the filters (findSupplierMatches); without it, the same rows.
 */
export function searchCondition(scope: Scope, spec: SearchSpec, context: SearchContext): SQL {
  return conditionOf(scope, spec, context, searchFilters(spec));
}

/**
 * The search's condition split over the filters of one ORed group (advanced search): an arm per
 * filter, each with everything else the search tests. A row matches the search when it matches an
 * arm, so the union of the arms' rows is the search's rows (a row may match more than one arm).
 */
export function searchArms(scope: Scope, spec: SearchSpec, context: SearchContext, group: number): SQL[] {
  if (!spec.advanced) throw new Error('only an advanced search ORs the filters of a group');
  const set = searchFilters(spec);
  return (set[group] ?? []).map((filter) =>
    conditionOf(
      scope,
      spec,
      context,
      set.map((filters, i) => (i === group ? [filter] : filters)),
    ),
  );
}

function conditionOf(scope: Scope, spec: SearchSpec, context: SearchContext, set: NormalisedFilterSet): SQL {
  return and(
    scopeCondition(scope, r.orgGroupId),
    keyCondition(spec.searchType, spec.key, context, {
      daysInStorage: spec.daysInStorage,
      visiblePriority: scopeCondition(scope, priorityRecords.orgGroupId),
    }),
    filterSetCondition(set, spec.advanced, context),
    spec.favouritesOf ? amongFavouritesOf(spec.favouritesOf) : undefined,
    spec.country
      ? sql`(left(${r.origin}, 2) = ${spec.country} or left(${r.destination}, 2) = ${spec.country})`
      : undefined,
  ) as SQL; // and() of a defined first argument is defined
}

/** Whether the row is one of the user's favourites: for one row at a time (a page's isFavourite). */
export function favouriteOf(userId: string | Placeholder): SQL {
  // One primary-key probe per key (see the priority flag in shipments.repository.ts).
  const probe = (key: SQL | { getSQL(): SQL }) =>
    sql`exists (select 1 from ${favourites} where ${favourites.userId} = ${userId} and ${favourites.recordKey} = ${key})`;
  return sql`(${probe(r.shipKey)} or ${probe(r.ordKey)})`;
}

/**
 * Only the user's favourite rows, as a filter: driven from the favourites (a handful) through the
 * ship_key and ord_key indexes, rather than probing the favourites for every row of the group
 * (measured on the demo data's embedded database: the favourites' count 12.1 → 3.6 ms).
 */
function amongFavouritesOf(userId: string): SQL {
  const via = (key: 'ship_key' | 'ord_key') =>
    sql`select f_row.rid from ${r} f_row join ${favourites} on ${favourites.recordKey} = f_row.${sql.raw(key)} where ${favourites.userId} = ${userId}`;
  return sql`${r.rid} in (${via('ship_key')} union all ${via('ord_key')})`;
}

// Sorting

type SortKind = 'text' | 'number' | 'date';
/** notNull: the column never holds null, so its DESC order may be an ascending index read backwards. */
type SortSql = { expr: SQL; kind: SortKind; notNull?: true };

const s = (expr: SQL | { getSQL(): SQL }, kind: SortKind, notNull?: 'not null'): SortSql => ({
  expr: 'getSQL' in expr ? expr.getSQL() : expr,
  kind,
  ...(notNull ? { notNull: true as const } : {}),
});

/** hub §9 sort columns; day counts sort as their dates, ETAToInStore as the gap in seconds. */
export const SORT_SQL: Record<SortColumn, SortSql> = {
  ShipNumber: s(r.shipNumber, 'text'),
  OrdNumber: s(r.ordNumber, 'text'),
  OrdNumberFull: s(r.ordNumberFull, 'text'),
  ShipOrderReference: s(r.shipOrderReference, 'text'),
  Supplier: s(r.supplier, 'text', 'not null'),
  ShipConsignee: s(r.consignee, 'text', 'not null'),
  Transport: s(r.transportMode, 'text', 'not null'),
  Origin: s(r.origin, 'text', 'not null'),
  Destination: s(r.destination, 'text', 'not null'),
  ETD: s(r.etd, 'date'),
  ETA: s(r.eta, 'date'),
  ATD: s(r.atd, 'date'),
  ATA: s(r.ata, 'date'),
  STA: s(r.sta, 'date'),
  ServiceLevel: s(r.serviceLevel, 'text'),
  Packing: s(r.packing, 'text', 'not null'),
  Milestone: s(r.milestone, 'text', 'not null'),
  ClientShipmentID: s(r.clientShipmentId, 'text'),
  NoOfPacks: s(r.noOfPacks, 'number'),
  HouseBill: s(r.houseBill, 'text'),
  MasterBill: s(r.masterBill, 'text'),
  PackType: s(r.packType, 'text'),
  ActualWeight: s(r.actualWeight, 'number'),
  ChargeableWeight: s(r.chargeableWeight, 'number'),
  ActualVolume: s(r.actualVolume, 'number'),
  OrdExWorks: s(r.exWorks, 'date'),
  OrdInStore: s(r.reqInStore, 'date'),
  ExWorks: s(r.exWorks, 'date'),
  ReqInStore: s(r.reqInStore, 'date'),
  OrderDate: s(r.orderDate, 'date'),
  OrdStatus: s(r.ordStatus, 'text'),
  PickupDate: s(r.pickupDate, 'date'),
  DeliveredDate: s(r.deliveredDate, 'date'),
  CarrierName: s(
    sql`(select ${carriers.name} from ${carriers} where ${carriers.id} = ${r.carrierId})`,
    'text',
  ),
  LoadPort: s(r.loadPort, 'text'),
  DischargePort: s(r.dischargePort, 'text'),
  Vessel: s(r.vessel, 'text'),
  Voyage: s(r.voyage, 'text'),
  DataSource: s(r.dataSource, 'text', 'not null'),
  Direction: s(r.direction, 'text', 'not null'),
  CustomsStatus: s(r.customsStatus, 'text', 'not null'),
  ETAToInStore: s(sql`extract(epoch from (${r.reqInStore} - ${r.eta}))`, 'number'),
  DaysToETD: s(r.etd, 'date'),
  DaysToExWorks: s(r.exWorks, 'date'),
  DaysToArrival: s(r.eta, 'date'),
};

export type Sort = { orderBy: SortColumn; orderDir: SortDirection };

/** ORDER BY the column (nulls last), then the row id in the same direction, so batches never overlap. */
export function orderByOf(sort: Sort): SQL[] {
  const { expr, notNull } = SORT_SQL[sort.orderBy];
  if (sort.orderDir === 'ASC') return [sql`${expr} asc nulls last`, sql`${r.rid} asc nulls last`];
  // A column without nulls (and rid) sorts the same with nulls first or last; written as plain DESC
  // it matches a (group, column, rid) index read backwards, so it needs no DESC index of its own.
  if (notNull) return [sql`${expr} desc`, sql`${r.rid} desc`];
  // "nulls last" on rid too, so the order matches the search_rows DESC indexes exactly.
  return [sql`${expr} desc nulls last`, sql`${r.rid} desc nulls last`];
}

/** Where a keyset read stands: after a row (its sort value and id), or at the start of the rows with no value. */
export type KeysetPosition = { value: unknown; rid: number } | 'nulls';

/**
 * Keyset continuation in orderByOf order, used by the CSV export to read every row in batches
 * without OFFSET. After a row with a value: the rows with a value that come after it, written so
 * the sort column is a range condition the indexes can start from (rows without a value are read
 * afterwards, from 'nulls'). After a row without a value: the rest of those rows, by id.
 */
export function afterRow(sort: Sort, position: KeysetPosition): SQL {
  const { expr, kind } = SORT_SQL[sort.orderBy];
  if (position === 'nulls') return sql`${expr} is null`;
  const asc = sort.orderDir === 'ASC';
  const cmp = asc ? sql`>` : sql`<`;
  const cmpOrEqual = asc ? sql`>=` : sql`<=`;
  const rid = sql`${r.rid} ${cmp} ${position.rid}`;
  if (position.value === null || position.value === undefined) return sql`(${expr} is null and ${rid})`;
  const value =
    kind === 'date'
      ? sql`${new Date(position.value as string | number | Date).toISOString()}::timestamptz`
      : kind === 'number'
        ? sql`${Number(position.value)}::double precision`
        : sql`${String(position.value)}::text`;
  return sql`(${expr} ${cmpOrEqual} ${value} and (${expr} ${cmp} ${value} or ${rid}))`;
}
