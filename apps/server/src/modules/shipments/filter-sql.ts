/**
 * The filter compiler: a filter set (packages/domain rules/filters) becomes one parameterised SQL
 * condition over the search_rows table, built with Drizzle's sql template (values are always
 * parameters). hub §3: in advanced search a group holds OR conditions and groups are joined by
 * AND; otherwise every filter is ANDed. Every key of the catalogue has its SQL here; the mapped
 * type makes a missing or mistyped key a compile error.
 */
import type { FILTER_CATALOGUE, FilterKey } from '@navia/domain/rules/filters/catalogue';
import {
  type CalendarDay,
  type DayWindow,
  dayOf,
  dayWindow,
  zoneOfCountry,
} from '@navia/domain/rules/filters/dates';
import {
  dateFilterDays,
  type NormalisedFilter,
  type NormalisedFilterSet,
} from '@navia/domain/rules/filters/filter-set';
import { and, type Column, eq, gte, ilike, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  carriers,
  containerProducts,
  containers,
  ports,
  priorityRecords,
  searchRows as r,
  referenceNumbers,
} from '../../db/schema/index.ts';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';

/** "Today" for the date filters: the caller's home-country zone (hub §5 start-of-day, end-of-day). */
export type SearchClock = { now: Date; zone: string; today: CalendarDay };

/**
 * What a Supplier filter's text matches among the suppliers the caller sees (search_suppliers,
 * read by the repository before the search is built): the names that contain it, and whether any
 * supplier has it as its code.
 */
export type SupplierMatch = { names: readonly string[]; code: boolean };

/**
 * The clock, and what the repository looked up for the text filters before building the search:
 * per Supplier text its matches (supplierCondition), per port text the codes of the ports whose
 * name contains it (portMatches). A text missing from these maps is tested as it is.
 */
export type SearchContext = SearchClock & {
  suppliers?: ReadonlyMap<string, SupplierMatch> | undefined;
  portsNamed?: ReadonlyMap<string, readonly string[]> | undefined;
};

export function searchClock(now: Date, homeCountry: string): SearchClock {
  const zone = zoneOfCountry(homeCountry);
  return { now, zone, today: dayOf(now, zone) };
}

const pr = alias(r, 'priority_rows');
/** In raw fragments an alias renders as its name only, so the FROM item is written out. */
const prTable = sql`${r} ${sql.identifier('priority_rows')}`;

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A day window (or blank) on a column of the view. */
function inWindow(column: Column, window: DayWindow | 'blank'): SQL {
  if (window === 'blank') return isNull(column);
  return and(gte(column, window.from), lt(column, window.before)) as SQL;
}

/** A day window (or blank) on a date of any container of the record's shipment. */
function containerDateIn(column: Column, window: DayWindow | 'blank', extra?: SQL): SQL {
  const date =
    window === 'blank'
      ? sql`${column} is null`
      : sql`${column} >= ${iso(window.from)} and ${column} < ${iso(window.before)}`;
  return sql`exists (select 1 from ${containers} where ${containers.shipmentId} = ${r.shipmentId} and ${date}${extra ? sql` and ${extra}` : sql``})`;
}

// Reusable record conditions (also used by the search keys).

export const recordConditions = {
  onShipment: () => sql`${r.shipmentId} is not null`,
  isOrder: () => sql`${r.orderId} is not null`,
  /**
   * A priority record of the group, by ShipKey or OrdKey; driven from the (few) priority records
   * through the key indexes. `visible` (the caller's scope condition on priority_records) keeps the
   * subquery to the caller's groups, so its cost does not grow with every other group's records.
   */
  priority: (visible: SQL = sql`true`) =>
    sql`${r.rid} in (select ${pr.rid} from ${priorityRecords} join ${prTable} on ${pr.orgGroupId} = ${priorityRecords.orgGroupId} and ${pr.shipKey} = ${priorityRecords.recordKey} where ${visible} union all select ${pr.rid} from ${priorityRecords} join ${prTable} on ${pr.orgGroupId} = ${priorityRecords.orgGroupId} and ${pr.ordKey} = ${priorityRecords.recordKey} where ${visible})`,
  notDelivered: () =>
    sql`(${r.deliveredDate} is null and ${r.ordStatus} is distinct from 'DLV' and ${r.milestone} <> 'DELIVERED')`,
  containerWithSku: (pattern: string) =>
    sql`exists (select 1 from ${containers} join ${containerProducts} on ${containerProducts.containerId} = ${containers.id} where ${containers.shipmentId} = ${r.shipmentId} and ${containerProducts.partNo} ilike ${pattern})`,
  reference: (refType: string, pattern: string) =>
    sql`exists (select 1 from ${referenceNumbers} where ${referenceNumbers.shipmentId} = ${r.shipmentId} and ${referenceNumbers.refType} = ${refType} and ${referenceNumbers.value} ilike ${pattern})`,
  container: (pattern: string) =>
    sql`exists (select 1 from ${containers} where ${containers.shipmentId} = ${r.shipmentId} and ${containers.containerNumber} ilike ${pattern})`,
  carrier: (pattern: string, code?: string) =>
    sql`exists (select 1 from ${carriers} where ${carriers.id} = ${r.carrierId} and (${carriers.name} ilike ${pattern}${code ? sql` or upper(${carriers.code}) = ${code.toUpperCase()}` : sql``}))`,
  containerDateIn,
};

/**
 * A port column: the code starts with the text (so a country code matches), or the port name
 * contains it. Port codes are stored in upper case (UN/LOCODE).
 */
function portMatches(column: Column, text: string, context: SearchContext): SQL {
  const prefix = sql`${column} like ${startsWithPattern(text.toUpperCase())}`;
  // Looked up first (SearchContext.portsNamed), the name test is a list of codes, which the port
  // column's index answers, so an OR with another indexed filter reads only the matches (issue 19).
  const named = context.portsNamed?.get(text);
  if (named) return named.length > 0 ? (or(prefix, inArray(column, [...named])) as SQL) : prefix;
  return or(
    prefix,
    sql`exists (select 1 from ${ports} where ${ports.code} = ${column} and ${ports.name} ilike ${containsPattern(text)})`,
  ) as SQL;
}

/** A party: the code equals the text (codes are stored in upper case), or the name contains it. */
function partyMatches(code: Column, name: Column, text: string): SQL {
  return or(eq(code, text.toUpperCase()), ilike(name, containsPattern(text))) as SQL;
}

/**
 * The Supplier filter. Looked up first (SupplierMatch), it is the same test written as equalities:
 * the names that contain the text, and the code only when a supplier has it. search_suppliers holds
 * every name and code of the caller's search rows, so a row's name contains the text exactly when it
 * is one of those names. The group's supplier index then answers it with each row's ETA, instead of
 * a trigram match that reads every matching row from the table (issue 19).
 */
function supplierCondition(text: string, context: SearchContext): SQL {
  const match = context.suppliers?.get(text);
  if (!match) return partyMatches(r.supplierCode, r.supplier, text);
  const arms = [
    match.names.length > 0 ? inArray(r.supplier, [...match.names]) : undefined,
    match.code ? eq(r.supplierCode, text.toUpperCase()) : undefined,
  ];
  return or(...arms) ?? sql`false`;
}

/**
 * Contains, on search_text: the upper-cased identifiers of hub §2's general search (see the
 * search_rows table). LIKE on it uses the trigram index, so it also narrows the exact checks below.
 */
function inSearchText(text: string): SQL {
  return sql`${r.searchText} like ${containsPattern(text.toUpperCase())}`;
}

/** hub §2 general search: contains, over ShipNumber, OrdNumber, MasterBill, HouseBill, clientShipmentID,
 * ShipOrderReference, SKU, ASN, Container and CarrierName (all held in search_text). */
function generalSearchCondition(text: string): SQL {
  return inSearchText(text);
}

type DateSql = { date: (window: DayWindow | 'blank') => SQL };
type TextSql = { text: (value: string, context: SearchContext) => SQL };
/** anyOf: several values of one column at once, as one indexable `= any(…)` (issue 19). */
type OptionSql = { option: (value: string) => SQL; anyOf?: (values: string[]) => SQL };
type RangeSql = { range: Column };
type SqlFor<T> = T extends 'date'
  ? DateSql
  : T extends 'range'
    ? RangeSql
    : T extends 'text'
      ? TextSql
      : OptionSql;

const column = (c: Column): DateSql => ({ date: (w) => inWindow(c, w) });
/** A searched identifier: the trigram prefilter on search_text, then the exact column. */
const contains = (c: Column): TextSql => ({
  text: (v) => and(inSearchText(v), ilike(c, containsPattern(v))) as SQL,
});
const equals = (c: Column): OptionSql => ({ option: (v) => eq(c, v), anyOf: (vs) => inArray(c, vs) });

const FILTER_SQL: { [K in FilterKey]: SqlFor<(typeof FILTER_CATALOGUE)[K]['type']> } = {
  ETD: column(r.etd),
  ETA: column(r.eta),
  ATD: column(r.atd),
  ATA: column(r.ata),
  ExWorks: column(r.exWorks),
  ReqInStore: column(r.reqInStore),
  OrderDate: column(r.orderDate),
  PickupDate: column(r.pickupDate),
  DeliveredDate: column(r.deliveredDate),
  CargoAvailable: { date: (w) => containerDateIn(containers.cargoAvailable, w) },
  StorageDate: { date: (w) => containerDateIn(containers.cargoStorage, w) },
  ConfirmedDelivery: { date: (w) => containerDateIn(containers.confirmedDelivery, w) },

  OrdStatus: {
    option: (v) =>
      v === 'UNDELIVERED'
        ? sql`(${r.deliveredDate} is null and ${r.ordStatus} is distinct from 'DLV')`
        : eq(r.ordStatus, v),
  },
  CustomsStatus: equals(r.customsStatus),
  Milestone: equals(r.milestone),
  Priority: { option: (v) => (v === 'YES' ? recordConditions.priority() : not(recordConditions.priority())) },
  Direction: equals(r.direction),
  Transport: equals(r.transportMode),
  Packing: equals(r.packing),

  ShipNumber: contains(r.shipNumber),
  OrdNumber: contains(r.ordNumber),
  HouseBill: contains(r.houseBill),
  MasterBill: contains(r.masterBill),
  ClientShipmentID: contains(r.clientShipmentId),
  ShipOrderReference: contains(r.shipOrderReference),
  Container: { text: (v) => and(inSearchText(v), recordConditions.container(containsPattern(v))) as SQL },
  SKU: {
    text: (v) =>
      and(
        inSearchText(v),
        or(
          recordConditions.containerWithSku(containsPattern(v)),
          recordConditions.reference('SKU', containsPattern(v)),
        ),
      ) as SQL,
  },
  ASN: { text: (v) => and(inSearchText(v), recordConditions.reference('ASN', containsPattern(v))) as SQL },

  Supplier: { text: supplierCondition },
  Consignee: { text: (v) => partyMatches(r.consigneeCode, r.consignee, v) },
  Origin: { text: (v, context) => portMatches(r.origin, v, context) },
  Destination: { text: (v, context) => portMatches(r.destination, v, context) },
  Carrier: { text: (v) => recordConditions.carrier(containsPattern(v), v) },
  LoadPort: { text: (v, context) => portMatches(r.loadPort, v, context) },
  DischargePort: { text: (v, context) => portMatches(r.dischargePort, v, context) },
  Vessel: {
    text: (v) =>
      or(
        ilike(r.vessel, containsPattern(v)),
        ilike(r.transhipmentVessel, containsPattern(v)),
        ilike(r.arrivalVessel, containsPattern(v)),
      ) as SQL,
  },
  GeneralSearch: { text: generalSearchCondition },

  ActualWeight: { range: r.actualWeight },
  ChargeableWeight: { range: r.chargeableWeight },
  ActualVolume: { range: r.actualVolume },
  NoOfPacks: { range: r.noOfPacks },
};

/**
 * The filters that test search_text (through its trigram index): a search with one of them finds its
 * matches there, once over every group (shipments.repository countSearch, findSearchPage).
 */
export const SEARCH_TEXT_FILTERS: ReadonlySet<string> = new Set<FilterKey>([
  'GeneralSearch',
  'ShipNumber',
  'OrdNumber',
  'HouseBill',
  'MasterBill',
  'ClientShipmentID',
  'ShipOrderReference',
  'Container',
  'SKU',
  'ASN',
]);

/** One filter as SQL; several values of one filter ('SEA##AIR') are alternatives. */
function filterCondition(filter: NormalisedFilter, context: SearchContext): SQL {
  const def: Partial<DateSql & TextSql & OptionSql & RangeSql> = FILTER_SQL[filter.key];
  switch (filter.kind) {
    case 'date': {
      const days = dateFilterDays(filter.date, context.today);
      const window = days === 'blank' ? 'blank' : dayWindow(days.startDay, days.endDay, context.zone);
      if (!def.date) throw new Error(`${filter.key} is not a date filter`);
      return def.date(window);
    }
    case 'range': {
      if (!def.range) throw new Error(`${filter.key} is not a range filter`);
      // Compared as numeric: a bound like 1.5 or 1e308 against an integer column (NoOfPacks) is then a
      // comparison, not a PostgreSQL cast error (found by the bad-input guard, issue 10).
      const parts = [
        filter.from === null ? undefined : sql`${def.range} >= ${filter.from}::numeric`,
        filter.to === null ? undefined : sql`${def.range} <= ${filter.to}::numeric`,
      ];
      return and(...parts) ?? sql`true`;
    }
    case 'text': {
      const text = def.text;
      if (!text) throw new Error(`${filter.key} is not a text filter`);
      return or(...filter.values.map((v) => text(v, context))) ?? sql`true`;
    }
    case 'options': {
      const option = def.option;
      if (!option) throw new Error(`${filter.key} is not an options filter`);
      if (def.anyOf && filter.values.length > 1) return def.anyOf(filter.values);
      return or(...filter.values.map((v) => option(v))) ?? sql`true`;
    }
  }
}

/**
 * hub §3: groups are joined by AND; within a group, filters are ORed in advanced search and
 * ANDed otherwise. Undefined when there is nothing to filter.
 */
export function filterSetCondition(
  set: NormalisedFilterSet,
  advanced: boolean,
  context: SearchContext,
): SQL | undefined {
  const groups = set.map((group) => {
    const conditions = group.map((f) => filterCondition(f, context));
    return advanced ? or(...conditions) : and(...conditions);
  });
  return and(...groups);
}
