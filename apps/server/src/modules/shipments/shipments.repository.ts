/**
 * SQL of the tracking search: result pages, counts, tiles, lookups, favourites and priority.
 * Every query takes the caller's scope; search conditions come from search-sql.ts, which puts
 * scopeCondition first.
 */

import type { FilterKey } from '@navia/domain/rules/filters/catalogue';
import { TYPEAHEAD_LIMIT } from '@navia/domain/rules/filters/constants';
import type { NormalisedFilter } from '@navia/domain/rules/filters/filter-set';
import { and, asc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  carriers,
  containers,
  favourites,
  orgGroups,
  ports,
  priorityRecords,
  searchRows as r,
  searchState,
  searchSuppliers,
  shipments,
} from '../../db/schema/index.ts';
import type { CountedGroups } from '../../lib/kept-counts.ts';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';
import { type Scope, scopeCondition, visibleOrgGroups } from '../../lib/scope.ts';
import { markVisibleOrNull } from '../../lib/visible-record.ts';
import {
  SEARCH_TEXT_FILTERS,
  type SearchClock,
  type SearchContext,
  type SupplierMatch,
} from './filter-sql.ts';
import {
  afterRow,
  favouriteOf,
  type KeysetPosition,
  orderByOf,
  type SearchSpec,
  SORT_SQL,
  type Sort,
  searchArms,
  searchCondition,
  searchFilters,
} from './search-sql.ts';

/**
 * Rebuilds search_rows when a bulk load or a truncation has marked it stale (migration 0005).
 * Cheap when fresh (one row read); the rebuild itself runs once, whoever asks first.
 */
export async function ensureSearchRowsFresh(db: Executor): Promise<void> {
  const [state] = await db
    .select({ stale: searchState.stale })
    .from(searchState)
    .where(eq(searchState.id, 1));
  if (state?.stale !== false) await db.execute(sql`select search_rows_rebuild()`);
}

const originPort = alias(ports, 'origin_port');
const destPort = alias(ports, 'dest_port');

const { searchText: _searchText, ...recordFields } = getTableColumns(r);

/** What a page row shows of each of its shipment's containers (hub §3 "Container row"). */
export type PageContainer = Pick<
  typeof containers.$inferSelect,
  | 'containerNumber'
  | 'containerType'
  | 'bookedFlag'
  | 'cargoAvailable'
  | 'cargoStorage'
  | 'emptyReturnedBy'
  | 'estimatedDelivery'
  | 'actualDelivery'
  | 'confirmedDelivery'
  | 'earliestDelivery'
>;

const CONTAINER_DATES = [
  'cargoAvailable',
  'cargoStorage',
  'emptyReturnedBy',
  'estimatedDelivery',
  'actualDelivery',
  'confirmedDelivery',
  'earliestDelivery',
] as const;

/** A timestamp as milliseconds since the epoch, so JSON carries it as a number. */
const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/** The shipment's containers as a JSON array in id order, their dates in epoch milliseconds. */
const containersJson = sql`coalesce((select json_agg(json_build_object(${sql.join(
  [
    sql`'containerNumber', ${containers.containerNumber}`,
    sql`'containerType', ${containers.containerType}`,
    sql`'bookedFlag', ${containers.bookedFlag}`,
    ...CONTAINER_DATES.map((key) => sql`${sql.raw(`'${key}'`)}, ${epochMs(containers[key])}`),
  ],
  sql`, `,
)}) order by ${containers.id}) from ${containers} where ${containers.shipmentId} = ${r.shipmentId} and ${containers.orgGroupId} = ${r.orgGroupId}), '[]'::json)`;

type ContainerJson = Omit<PageContainer, (typeof CONTAINER_DATES)[number]> &
  Record<(typeof CONTAINER_DATES)[number], number | null>;

function containerOf(json: ContainerJson): PageContainer {
  const container = { ...json } as unknown as PageContainer;
  for (const key of CONTAINER_DATES) {
    const ms = json[key];
    container[key] = ms === null ? null : new Date(ms);
  }
  return container;
}

/**
 * A page's rows by id, with what the page shows beyond the row: the carrier and port names, the
 * caller's favourite and the group's priority flags, the shipment's stored CO2e and its containers.
 * Its text never changes, so it is built once and prepared: PostgreSQL parses it once per
 * connection and, the rows being read by primary key whatever the search, plans it once (a
 * generic plan). Planned afresh, it cost 0.9 of the page's 1.0 ms of planning (issue 19). The
 * scope is checked again: the ids come from the caller's search, and a row of another group is
 * never answered whatever ids are asked.
 */
function prepareRowsByIds(db: Executor) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...recordFields,
      carrierName: carriers.name,
      originName: originPort.name,
      originCountry: originPort.country,
      destName: destPort.name,
      destCountry: destPort.country,
      isFavourite: sql<boolean>`${favouriteOf(userId)}`,
      // One primary-key probe per key: written as `in (ship_key, ord_key)` the planner read the whole
      // table for each of the page's rows (3 ms a page at 1,000,000 shipments).
      priority: sql<boolean>`(exists (select 1 from ${priorityRecords} where ${priorityRecords.orgGroupId} = ${r.orgGroupId} and ${priorityRecords.recordKey} = ${r.shipKey}) or exists (select 1 from ${priorityRecords} where ${priorityRecords.orgGroupId} = ${r.orgGroupId} and ${priorityRecords.recordKey} = ${r.ordKey}))`,
      co2eKg: shipments.co2eKg,
      co2eFactors: shipments.co2eFactors,
      containers: sql<ContainerJson[]>`${containersJson}`,
    })
    .from(r)
    .leftJoin(carriers, eq(carriers.id, r.carrierId))
    .leftJoin(originPort, eq(originPort.code, r.origin))
    .leftJoin(destPort, eq(destPort.code, r.destination))
    .leftJoin(shipments, and(eq(shipments.id, r.shipmentId), eq(shipments.orgGroupId, r.orgGroupId)))
    .where(
      sql`${r.rid} = any(${sql.placeholder('ids')}::bigint[]) and (${sql.placeholder('everyGroup')}::boolean or ${r.orgGroupId} = any(${sql.placeholder('groups')}::uuid[]))`,
    )
    .prepare(ROWS_BY_ID_STATEMENT);
}

/** The prepared statement's name (bench/search/raw-sql.ts replays it as the API runs it). */
export const ROWS_BY_ID_STATEMENT = 'search_rows_by_id';

const rowsByIdsOf = new WeakMap<Executor, ReturnType<typeof prepareRowsByIds>>();

/** The rows with these ids that the caller may see, in the ids' order. */
export async function findRowsByIds(db: Executor, scope: Scope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  let rowsByIds = rowsByIdsOf.get(db);
  if (!rowsByIds) {
    rowsByIds = prepareRowsByIds(db);
    rowsByIdsOf.set(db, rowsByIds);
  }
  const groups = visibleOrgGroups(scope);
  const found = await rowsByIds.execute({
    ids,
    userId: scope.userId,
    everyGroup: groups === 'all',
    groups: groups === 'all' ? [] : groups,
  });
  const byId = new Map(found.map((row) => [row.rid, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, containers: row.containers.map(containerOf) }] : [];
  });
}

/** A page's row ids and sort values, as the ids query of pageOf or mergedPageIds reads them. */
async function findIds(db: Executor, ids: SQL): Promise<{ rid: number; v: unknown }[]> {
  const result = (await db.execute(ids)) as unknown as { rows: { rid: number | string; v: unknown }[] };
  return result.rows.map((row) => ({ rid: Number(row.rid), v: row.v }));
}

/**
 * Milestone and CustomsStatus values cluster in time, so a search on them walking the ETA index
 * rejects most of what it reads before finding a page (Milestone IN TRANSIT or ARRIVED by ETA ASC:
 * 162,000 of ACME's 366,000 rows for 30, 306 ms at 1,000,000 shipments). Their indexes hold each
 * value's rows with ETA and the row id, so when the search is only such filters, sorted by ETA, and
 * matches at most this many rows (per group, when staff's pages are merged), the page sorts the
 * matches read from those indexes instead (18 ms).
 * The Supplier, Origin and Destination filters join them once looked up (searchContextOf): their values
 * are then equalities that an index answers, so the matches are read through a bitmap of indexes.
 * The advanced (NOT SENT or ARRIVED) and (Supplier or Origin), ETA ASC, at batch 1: 126 ms walking
 * 156,000 rows, 35 ms (p50) sorting its 14,857 matches. The clustered filters must be among them: Origin
 * alone walks its ETA index quickly (10 ms), where reading its 19,000 matches takes longer.
 * Measured and dropped: sorting the matches of every search under the limit (supplier, origin and
 * the date-window keys then read up to 50,000 rows from the table: 48–1,673 ms).
 */
const SORTED_MATCHES_MAX = 50_000;
/**
 * Any search matching at most this many rows (in all, so in each merged group too) sorts them: a
 * walk of the sort index would read past every other row of the group to find them, as the
 * general search for a shipment-number prefix did for staff (369 matches: 263 ms walking each
 * group's ETA index once the planner's sample judged the text common; 7 ms sorting the matches
 * its trigram index finds once for every group). A filter no index serves reads the group's rows
 * either way.
 */
const FEW_MATCHES = 1_000;
const CLUSTERED_FILTERS: ReadonlySet<string> = new Set<FilterKey>(['Milestone', 'CustomsStatus']);
const INDEXED_ONCE_LOOKED_UP: ReadonlySet<string> = new Set<FilterKey>(['Supplier', 'Origin', 'Destination']);

/** Whether every value of the looked-up filters was looked up (a too common text is not). */
function lookedUp(filter: NormalisedFilter, context: SearchContext): boolean {
  if (filter.kind !== 'text') return false;
  const found = filter.key === 'Supplier' ? context.suppliers : context.portsNamed;
  return filter.values.every((value) => found?.has(value) === true);
}

function sortsItsMatches(
  spec: SearchSpec,
  sort: Sort,
  search: { matches: number | undefined; groups: number; context: SearchContext },
): boolean {
  return (
    search.matches !== undefined &&
    search.matches <= SORTED_MATCHES_MAX * Math.max(1, search.groups) &&
    sort.orderBy === 'ETA' &&
    searchFilters(spec)
      .flat()
      .some((filter) => CLUSTERED_FILTERS.has(filter.key)) &&
    readsLookedUpIndexes(spec, search.context)
  );
}

/**
 * Whether all the search tests is in the clustered filters' and looked-up filters' indexes: the All
 * key, and only those filters, every looked-up text looked up.
 */
function readsLookedUpIndexes(spec: SearchSpec, context: SearchContext): boolean {
  return (
    spec.key === 'All' &&
    spec.favouritesOf === undefined &&
    spec.country === undefined &&
    searchFilters(spec)
      .flat()
      .every(
        (filter) =>
          CLUSTERED_FILTERS.has(filter.key) ||
          (INDEXED_ONCE_LOOKED_UP.has(filter.key) && lookedUp(filter, context)),
      )
  );
}

/**
 * What a page reads: the search's condition and, when its matches are sorted and an ORed group
 * holds only looked-up filters, that group's arms (searchArms). Each arm then reads its filter's
 * index alone, which carries ETA and the clustered filters' columns (migration 0044), and the
 * union of the arms is sorted. As one condition, a bitmap of the same indexes read every row
 * matching any of the filters from the table, to test the rest and read ETA: the advanced
 * (NOT SENT or ARRIVED) and (Supplier or Origin), ETA ASC, read 22,686 table pages for ACME's
 * 14,857 matches at 1,000,000 shipments (43–62 ms); its arms read none (15–24 ms). Decision 038.
 */
type Matching = { where: SQL; arms: readonly SQL[] | null };

/** The arms of a search's ORed group of looked-up filters (Matching), or null without one. */
export function lookedUpArms(scope: Scope, spec: SearchSpec, context: SearchContext): SQL[] | null {
  if (!spec.advanced) return null;
  const group = searchFilters(spec).findIndex(
    (filters) =>
      filters.length > 1 &&
      filters.every((filter) => INDEXED_ONCE_LOOKED_UP.has(filter.key) && lookedUp(filter, context)),
  );
  return group < 0 ? null : searchArms(scope, spec, context, group);
}

/**
 * Past this many names (or ports), a text is too common for a list of values to help (a walk of the
 * sort index testing each row finds a page sooner), so it stays a contains test.
 */
const LOOKED_UP_MAX = 200;

/**
 * Keeps a looked-up value while what it read stands still (search-counts.ts keptSearchLookups):
 * `groups` are the groups whose changes make it read again ([] for reference data, read again only
 * when everything changed). Without one, every search reads its lookups.
 */
export type KeepLookup = <T>(groups: CountedGroups, key: string, load: () => Promise<T>) => Promise<T>;

const readEachTime: KeepLookup = (_groups, _key, load) => load();

/**
 * What each Supplier filter text matches among the suppliers the caller sees (search_suppliers):
 * the names containing it (ILIKE, as the filter tests), and whether a supplier has it as its code.
 * A text matching more than LOOKED_UP_MAX names is left out (filter-sql keeps its contains test).
 * search_suppliers grows with search_rows, so a kept match is read again once a group it covers changes.
 */
export async function findSupplierMatches(
  db: Executor,
  scope: Scope,
  texts: readonly string[],
  keep: KeepLookup = readEachTime,
): Promise<Map<string, SupplierMatch>> {
  const groups = visibleOrgGroups(scope);
  const matches = new Map<string, SupplierMatch>();
  for (const text of new Set(texts)) {
    const match = await keep(groups, JSON.stringify(['supplier', groups, text]), () =>
      findSupplierMatch(db, scope, text),
    );
    if (match) matches.set(text, match);
  }
  return matches;
}

async function findSupplierMatch(db: Executor, scope: Scope, text: string): Promise<SupplierMatch | null> {
  const code = text.toUpperCase();
  const contains = ilike(searchSuppliers.name, containsPattern(text));
  const rows = await db
    .selectDistinct({
      name: searchSuppliers.name,
      contains: sql<boolean>`${contains}`,
      code: sql<boolean>`${eq(searchSuppliers.code, code)}`,
    })
    .from(searchSuppliers)
    .where(
      and(scopeCondition(scope, searchSuppliers.orgGroupId), or(eq(searchSuppliers.code, code), contains)),
    )
    .limit(LOOKED_UP_MAX + 1);
  if (rows.length > LOOKED_UP_MAX) return null;
  return {
    names: [...new Set(rows.filter((row) => row.contains).map((row) => row.name))],
    code: rows.some((row) => row.code),
  };
}

/**
 * Per port filter text, the codes of the ports whose name contains it (a reference table, the same
 * for every caller; a change to it says 'search:*', migration 0046). A text matching more than
 * LOOKED_UP_MAX ports is left out.
 */
async function findPortsNamed(
  db: Executor,
  texts: readonly string[],
  keep: KeepLookup,
): Promise<Map<string, string[]>> {
  const named = new Map<string, string[]>();
  for (const text of new Set(texts)) {
    const codes = await keep([], JSON.stringify(['port', text]), async () => {
      const rows = await db
        .select({ code: ports.code })
        .from(ports)
        .where(ilike(ports.name, containsPattern(text)))
        .limit(LOOKED_UP_MAX + 1);
      return rows.length <= LOOKED_UP_MAX ? rows.map((row) => row.code) : null;
    });
    if (codes) named.set(text, codes);
  }
  return named;
}

const PORT_FILTERS: ReadonlySet<string> = new Set<FilterKey>([
  'Origin',
  'Destination',
  'LoadPort',
  'DischargePort',
]);

/**
 * A search's context: the clock, with its Supplier and port texts looked up, so filter-sql writes
 * them as equalities the indexes answer (supplierCondition, portMatches). Looked up once per request
 * (the service passes it to the count and the page), and kept between requests by `keep`; a plain
 * clock reads the same rows, more slowly.
 */
export async function searchContextOf(
  db: Executor,
  scope: Scope,
  spec: SearchSpec,
  clock: SearchClock,
  keep: KeepLookup = readEachTime,
): Promise<SearchContext> {
  const texts = searchFilters(spec)
    .flat()
    .filter((filter) => filter.kind === 'text');
  const supplierTexts = texts.filter((f) => f.key === 'Supplier').flatMap((f) => f.values);
  const portTexts = texts.filter((f) => PORT_FILTERS.has(f.key)).flatMap((f) => f.values);
  if (supplierTexts.length === 0 && portTexts.length === 0) return clock;
  // Both lookups at once, on two of the pool's connections.
  const [suppliers, portsNamed] = await Promise.all([
    supplierTexts.length > 0 ? findSupplierMatches(db, scope, supplierTexts, keep) : undefined,
    portTexts.length > 0 ? findPortsNamed(db, portTexts, keep) : undefined,
  ]);
  return { ...clock, suppliers, portsNamed };
}

export type SearchRow = Awaited<ReturnType<typeof findSearchPage>>[number];

/** One page of a search, in a stable order (the sort column, then the row id). */
export async function findSearchPage(
  db: Executor,
  scope: Scope,
  search: {
    spec: SearchSpec;
    context: SearchContext;
    sort: Sort;
    limit: number;
    offset: number;
    /** How many rows the search matches, when known (sortsItsMatches). */
    matches?: number | undefined;
  },
) {
  const { spec, context, sort, limit, offset } = search;
  const where = searchCondition(scope, spec, context);
  const groups = visibleOrgGroups(scope) === 'all' ? await findOrgGroupIds(db) : null;
  // A few matches are sorted, and found once over every group (FEW_MATCHES): per group, each group
  // would look for them again through its own indexes.
  const few = search.matches !== undefined && search.matches <= FEW_MATCHES;
  const merged = groups !== null && groups.length <= MERGED_GROUPS_MAX && !few;
  // Merged over the groups, each group sorts only its own share of the matches.
  const sorted =
    few || sortsItsMatches(spec, sort, { matches: search.matches, groups: groups?.length ?? 1, context });
  const matching = { where, arms: sorted ? lookedUpArms(scope, spec, context) : null };
  const ids = await findIds(
    db,
    merged
      ? mergedPageIds(groups, matching, sort, limit, offset, sorted)
      : pageOf(matching, sort, limit, offset, sorted),
  );
  // Two statements: the ids are the search (planned for its filters), the rows a prepared lookup.
  return findRowsByIds(
    db,
    scope,
    ids.map((id) => id.rid),
  );
}

/**
 * Staff search every group. The search_rows indexes that serve sorts and filters lead with the
 * group, so a page over all groups is each group's page (read as a client's is) merged in order:
 * as one read of every row, ETA ASC over 1.22 M rows took 457 ms and ARVNOTDEL 993 ms (issue 19).
 * Up to this many groups; past it, one query over every row.
 */
const MERGED_GROUPS_MAX = 64;

async function findOrgGroupIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: orgGroups.id }).from(orgGroups);
  return rows.map((row) => row.id);
}

function mergedPageIds(
  groups: readonly string[],
  matching: Matching,
  sort: Sort,
  limit: number,
  offset: number,
  sorted: boolean,
): SQL {
  if (groups.length === 0) return sql`select null::bigint as rid, null as v where false`;
  const dir = sort.orderDir === 'ASC' ? sql`asc` : sql`desc`;
  const inGroup = (group: string, condition: SQL) => and(eq(r.orgGroupId, group), condition) as SQL;
  const branches = groups.map((group) => {
    const groupMatching = {
      where: inGroup(group, matching.where),
      arms: matching.arms?.map((arm) => inGroup(group, arm)) ?? null,
    };
    return sql`(${pageOf(groupMatching, sort, offset + limit, 0, sorted)})`;
  });
  return sql`select page.rid, page.v from (${sql.join(branches, sql` union all `)}) page order by page.v ${dir} nulls last, page.rid ${dir} nulls last limit ${limit} offset ${offset}`;
}

/**
 * A page's row ids and sort values, read from the indexes alone so deep pages skip rows cheaply
 * ("deferred join"): in the sort column's index order, or by sorting the matches (sortsItsMatches;
 * OFFSET 0 keeps the planner from reading them in the sort column's order).
 */
function pageOf(matching: Matching, sort: Sort, limit: number, offset: number, sorted: boolean): SQL {
  const { expr } = SORT_SQL[sort.orderBy];
  const select = (condition: SQL) => sql`select ${r.rid} as rid, ${expr} as v from ${r} where ${condition}`;
  if (!sorted) {
    return sql`${select(matching.where)} order by ${sql.join(orderByOf(sort), sql`, `)} limit ${limit} offset ${offset}`;
  }
  const dir = sort.orderDir === 'ASC' ? sql`asc` : sql`desc`;
  // UNION: a row matching two arms is one match (it has one sort value).
  const matches = matching.arms
    ? sql.join(matching.arms.map(select), sql` union `)
    : sql`${select(matching.where)} offset 0`;
  return sql`select matching.rid, matching.v from (${matches}) matching order by matching.v ${dir} nulls last, matching.rid ${dir} nulls last limit ${limit} offset ${offset}`;
}

/** The rows after `after` (keyset): lets an export read every row without OFFSET. */
export async function findSearchRowsAfter(
  db: Executor,
  scope: Scope,
  search: { spec: SearchSpec; context: SearchContext; sort: Sort; limit: number },
  after: KeysetPosition | null,
) {
  const where = and(
    searchCondition(scope, search.spec, search.context),
    after ? afterRow(search.sort, after) : undefined,
  );
  const ids = await findIds(
    db,
    pageOf({ where: where as SQL, arms: null }, search.sort, search.limit, 0, false),
  );
  const rows = await findRowsByIds(
    db,
    scope,
    ids.map((id) => id.rid),
  );
  // The export goes on after the last row: its sort value, as the ids query read it.
  const sortValues = new Map(ids.map((id) => [id.rid, id.v]));
  return rows.map((row) => ({ ...row, sortValue: sortValues.get(row.rid) }));
}

const testsSearchText = (spec: SearchSpec) =>
  searchFilters(spec)
    .flat()
    .some((filter) => SEARCH_TEXT_FILTERS.has(filter.key));

export async function countSearch(db: Executor, scope: Scope, spec: SearchSpec, context: SearchContext) {
  // Arms (Matching) when their indexes hold all the search tests: counted from the indexes alone.
  const matching =
    (readsLookedUpIndexes(spec, context) ? lookedUpArms(scope, spec, context) : null) ??
    searchCondition(scope, spec, context);
  const countOf = (inGroup: (condition: SQL) => SQL) =>
    Array.isArray(matching)
      ? sql`select count(*) as n from (${sql.join(
          matching.map((arm) => sql`select ${r.rid} from ${r} where ${inGroup(arm)}`),
          sql` union `,
        )}) arms`
      : sql`select count(*) as n from ${r} where ${inGroup(matching)}`;
  // A search_text filter finds its rows through the trigram index: once, not once per group.
  const groups =
    visibleOrgGroups(scope) === 'all' && !testsSearchText(spec) ? await findOrgGroupIds(db) : null;
  if (groups && groups.length > 0 && groups.length <= MERGED_GROUPS_MAX) {
    // Staff: each group counted through its own indexes, as mergedPageIds reads pages.
    const counts = groups.map(
      (group) => sql`(${countOf((condition) => and(eq(r.orgGroupId, group), condition) as SQL)})`,
    );
    const result = (await db.execute(
      sql`select coalesce(sum(per_group.n), 0)::int as n from (${sql.join(counts, sql` union all `)}) per_group`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  }
  const result = (await db.execute(countOf((condition) => condition))) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Several searches counted (the key-metric tiles), one query each so each uses the index that
 * suits its date window. Measured on PostgreSQL 15 with a million shipments, this beats both one
 * scan testing every condition and one statement of subqueries (whose summed cost triggers JIT).
 * Each tile count is a small index-only scan (the tile indexes of search_rows), so parallel
 * workers are turned off for them: starting two workers cost 5 to 15 ms per count, more than the
 * count itself (measured at a million shipments on 2 cores).
 */
export async function countSearches(
  db: Executor,
  scope: Scope,
  specs: readonly { id: string; spec: SearchSpec }[],
  clock: SearchClock,
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    const counts: Record<string, number> = {};
    for (const { id, spec } of specs) counts[id] = await countSearch(tx, scope, spec, clock);
    return counts;
  });
}

/** hub §6 access modes: does the caller see IMPORT records, EXPORT records? */
export async function findTradeRoles(db: Executor, scope: Scope) {
  const has = (direction: string) =>
    sql<boolean>`exists (select 1 from ${r} where ${and(scopeCondition(scope, r.orgGroupId), eq(r.direction, direction))})`;
  const [row] = await db
    .select({ importer: has('IMPORT'), exporter: has('EXPORT') })
    .from(sql`(select 1) as one`);
  return { importer: row?.importer === true, exporter: row?.exporter === true };
}

// Type-ahead lookups (hub §5): distinct values among the records the caller may see.

export async function findCarrierOptions(db: Executor, scope: Scope, text: string) {
  const p = containsPattern(text);
  return db
    .selectDistinct({ value: carriers.code, label: carriers.name })
    .from(carriers)
    .where(
      and(
        or(ilike(carriers.name, p), ilike(carriers.code, p)),
        sql`exists (select 1 from ${r} where ${and(scopeCondition(scope, r.orgGroupId), eq(r.carrierId, carriers.id))})`,
      ),
    )
    .orderBy(asc(carriers.name))
    .limit(TYPEAHEAD_LIMIT);
}

export async function findLocationOptions(
  db: Executor,
  scope: Scope,
  text: string,
  which: 'Origin' | 'Destination',
) {
  const p = containsPattern(text);
  const column = which === 'Origin' ? r.origin : r.destination;
  return db
    .select({ value: ports.code, name: ports.name, country: ports.country })
    .from(ports)
    .where(
      and(
        or(ilike(ports.name, p), ilike(ports.code, p)),
        sql`exists (select 1 from ${r} where ${and(scopeCondition(scope, r.orgGroupId), eq(column, ports.code))})`,
      ),
    )
    .orderBy(asc(ports.name))
    .limit(TYPEAHEAD_LIMIT);
}

export async function findPartyOptions(
  db: Executor,
  scope: Scope,
  text: string,
  which: 'supplier' | 'consignee',
) {
  const p = containsPattern(text);
  const [code, name] = which === 'supplier' ? [r.supplierCode, r.supplier] : [r.consigneeCode, r.consignee];
  const codeStarts = sql`${code} like ${startsWithPattern(text.toUpperCase())}`;
  return db
    .selectDistinct({ value: code, label: name })
    .from(r)
    .where(and(scopeCondition(scope, r.orgGroupId), or(ilike(name, p), codeStarts)))
    .orderBy(asc(name), asc(code))
    .limit(TYPEAHEAD_LIMIT);
}

// Favourites and priority

/** A search record the caller may see, by ShipKey (isShipment) or OrdKey. */
export async function findVisibleRecord(db: Executor, scope: Scope, key: string, isShipment: boolean) {
  const [row] = await db
    .select({ orgGroupId: r.orgGroupId, shipKey: r.shipKey, ordKey: r.ordKey })
    .from(r)
    .where(and(scopeCondition(scope, r.orgGroupId), isShipment ? eq(r.shipKey, key) : eq(r.ordKey, key)))
    .limit(1);
  return markVisibleOrNull(row);
}

/** Whether an order key belongs to the same shipment as a visible record (a row's own order). */
export async function isOrderOfRecord(db: Executor, record: VisibleSearchRecord, ordKey: string) {
  if (record.shipKey === null) return record.ordKey === ordKey;
  const [row] = await db
    .select({ rid: r.rid })
    .from(r)
    .where(and(eq(r.orgGroupId, record.orgGroupId), eq(r.shipKey, record.shipKey), eq(r.ordKey, ordKey)))
    .limit(1);
  return row !== undefined;
}

export type VisibleSearchRecord = NonNullable<Awaited<ReturnType<typeof findVisibleRecord>>>;

/** A record key with the number and data source shown for it (hub §7 favourite and priority bodies). */
export type MarkedKey = { key: string; number: string; isShipment: boolean; dataSource: string };

/** Adds a favourite of the caller on a record they may see. */
export async function insertFavourite(
  db: Executor,
  scope: Scope,
  record: VisibleSearchRecord,
  mark: MarkedKey,
) {
  await db
    .insert(favourites)
    .values({
      userId: scope.userId,
      orgGroupId: record.orgGroupId,
      recordKey: mark.key,
      recordNumber: mark.number,
      isShipment: mark.isShipment,
      dataSource: mark.dataSource,
    })
    .onConflictDoNothing();
}

/** Removes one of the caller's own favourites. */
export async function deleteFavourite(db: Executor, scope: Scope, recordKey: string) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, scope.userId), eq(favourites.recordKey, recordKey)));
}

export async function listFavourites(db: Executor, scope: Scope) {
  return db
    .select({
      favouriteId: favourites.recordKey,
      favouriteNumber: favourites.recordNumber,
      DataSource: favourites.dataSource,
      isShipment: favourites.isShipment,
    })
    .from(favourites)
    .where(and(eq(favourites.userId, scope.userId), scopeCondition(scope, favourites.orgGroupId)))
    .orderBy(asc(favourites.createdAt));
}

/** Which of these keys are priority records of the record's organisation group. */
export async function findPriorityKeys(db: Executor, record: VisibleSearchRecord, keys: readonly string[]) {
  const rows = await db
    .select({ key: priorityRecords.recordKey })
    .from(priorityRecords)
    .where(
      and(eq(priorityRecords.orgGroupId, record.orgGroupId), inArray(priorityRecords.recordKey, [...keys])),
    );
  return new Set(rows.map((row) => row.key));
}

export async function insertPriorityRecord(
  db: Executor,
  scope: Scope,
  record: VisibleSearchRecord,
  mark: MarkedKey,
) {
  await db
    .insert(priorityRecords)
    .values({
      orgGroupId: record.orgGroupId,
      recordKey: mark.key,
      recordNumber: mark.number,
      isShipment: mark.isShipment,
      dataSource: mark.dataSource,
      createdBy: scope.userId,
    })
    .onConflictDoNothing();
}

export async function deletePriorityRecords(
  db: Executor,
  record: VisibleSearchRecord,
  keys: readonly string[],
) {
  if (keys.length === 0) return;
  await db
    .delete(priorityRecords)
    .where(
      and(eq(priorityRecords.orgGroupId, record.orgGroupId), inArray(priorityRecords.recordKey, [...keys])),
    );
}
