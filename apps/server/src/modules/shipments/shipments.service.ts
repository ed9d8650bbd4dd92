/**
 * Use cases of the tracking search (issue 3): searches and lists, tiles, lookups, favourites,
 * priority records and the CSV export. Every use case runs with the caller's scope.
 */

import { BATCH_SIZE, type HomeCountry } from '@navia/domain/constants';
import type {
  ListSearchResponse,
  ShipmentListRow,
  ShipmentSearch,
  ShipmentsWithFiltersResponse,
  Tile,
} from '@navia/domain/contracts/shipments';
import { listSearchBodySchema, PRIORITY_LIST_MAX } from '@navia/domain/contracts/shipments';
import { type AccessSubject, HUB_ROUTE_RULES, hasAccess } from '@navia/domain/rules/access';
import { DEFAULT_SELECTED_TILES, TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import type { FilterSet } from '@navia/domain/rules/filters/filter-set';
import {
  isSearchKey,
  type SearchType,
  searchKeyDefinition,
  searchKeysOf,
} from '@navia/domain/rules/filters/search-keys';
import {
  CHOSEN_COLUMN_SORT_DIR,
  type SortColumn,
  type SortDirection,
} from '@navia/domain/rules/filters/sort';
import { KEY_METRIC_CODES, KEY_METRICS, keyMetricsFor, tileOrder } from '@navia/domain/rules/key-metrics';
import { priorityToggle } from '@navia/domain/rules/record-marks';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCountCache } from '../../lib/count-cache.ts';
import { type Scope, visibleOrgGroups } from '../../lib/scope.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { type StoredCo2e, totalCo2eOf } from '../emissions/shipment-emissions.ts';
import {
  getSettings as getNotificationSettings,
  subscribeWithDefaults,
} from '../notifications/notifications.service.ts';
import { csvHeader, csvLine } from './csv.ts';
import { type SearchClock, type SearchContext, searchClock } from './filter-sql.ts';
import {
  countKeyOf,
  ensureSearchRowsFresh,
  isVersionedSearch,
  keptSearchLookups,
  searchCountsOf,
} from './search-counts.ts';
import type { KeysetPosition, SearchSpec, Sort } from './search-sql.ts';
import { presentSearchRow } from './shipments.presenter.ts';
import * as repo from './shipments.repository.ts';

/** Who is searching: the scope, and "today" in their home-country zone. */
export type SearchCaller = {
  scope: Scope;
  subject: AccessSubject;
  clock: SearchClock;
  customLayout: unknown;
};

export function searchCallerOf(ctx: AppContext, auth: RequestAuth): SearchCaller {
  return {
    scope: auth.scope,
    subject: auth.subject,
    clock: searchClock(ctx.now(), auth.user.user.homeCountry),
    customLayout: auth.user.user.customLayout,
  };
}

type SearchInput = {
  key: string;
  orderBy?: SortColumn | undefined;
  orderDir?: SortDirection | undefined;
  filters: FilterSet;
  isAdvancedSearch: boolean;
  daysInStorage?: number | undefined;
};

function validKey(type: SearchType, key: string): string {
  if (isSearchKey(type, key)) return key;
  throw new AppError('VALIDATION', { message: `key: must be one of ${searchKeysOf(type).join(', ')}` });
}

/** hub §9: the key's default sort; a chosen column without a direction sorts DESC. */
function sortOf(type: SearchType, input: SearchInput): Sort {
  const def = searchKeyDefinition(type, input.key);
  if (!input.orderBy) return def?.defaultSort ?? { orderBy: 'ETA', orderDir: 'DESC' };
  return { orderBy: input.orderBy, orderDir: input.orderDir ?? CHOSEN_COLUMN_SORT_DIR };
}

function specOf(type: SearchType, input: SearchInput): SearchSpec {
  return {
    searchType: type,
    key: validKey(type, input.key),
    filters: input.filters,
    advanced: input.isAdvancedSearch,
    daysInStorage: type === 'deliveries' ? input.daysInStorage : undefined,
  };
}

async function presentRows(ctx: AppContext, caller: SearchCaller, rows: repo.SearchRow[]) {
  const stored = new Map<number, StoredCo2e>();
  for (const row of rows) {
    if (row.shipmentId === null) continue;
    stored.set(row.shipmentId, { id: row.shipmentId, co2eKg: row.co2eKg, co2eFactors: row.co2eFactors });
  }
  const co2e = await totalCo2eOf(ctx.database.db, caller.scope, ctx.emissions, [...stored.values()]);
  return rows.map((row) =>
    presentSearchRow(
      row,
      row.containers,
      caller.clock,
      row.shipmentId === null ? null : (co2e.get(row.shipmentId) ?? null),
    ),
  );
}

/** Batches after the first (infinite scroll) reuse the first one's count (lib/count-cache.ts). */
const cachedCount = createCountCache();

/**
 * A search's count: kept until the counted groups' rows change when the search reads only what the
 * change feed reports (search-counts.ts), else by lib/count-cache.ts.
 */
function countOf(
  ctx: AppContext,
  caller: SearchCaller,
  search: { spec: SearchSpec; context: SearchContext },
  fresh: boolean,
) {
  const { spec, context } = search;
  const count = () => repo.countSearch(ctx.database.db, caller.scope, spec, context);
  const groups = visibleOrgGroups(caller.scope);
  if (isVersionedSearch(spec)) {
    return searchCountsOf(ctx.database).count(groups, countKeyOf(groups, caller.clock, spec), count);
  }
  return cachedCount([caller.scope.userId, groups, caller.clock.today, spec], fresh, count);
}

async function page(
  ctx: AppContext,
  caller: SearchCaller,
  type: SearchType,
  input: SearchInput,
  paging: { number: number; size: number },
  only: { favouritesOf?: string | undefined; country?: string | undefined } = {},
): Promise<{ result: ShipmentListRow[]; totalCount: number }> {
  const spec = { ...specOf(type, input), ...only };
  const db = ctx.database.db;
  await ensureSearchRowsFresh(ctx.database);
  // The count first: how many rows match decides how the page reads them (findSearchPage), and it
  // is usually in memory already (search-counts.ts).
  const context = await repo.searchContextOf(
    db,
    caller.scope,
    spec,
    caller.clock,
    keptSearchLookups(ctx.database),
  );
  const totalCount = await countOf(ctx, caller, { spec, context }, paging.number === 1);
  const rows = await repo.findSearchPage(db, caller.scope, {
    spec,
    context,
    sort: sortOf(type, input),
    limit: paging.size,
    offset: (paging.number - 1) * paging.size,
    matches: totalCount,
  });
  return { result: await presentRows(ctx, caller, rows), totalCount };
}

/** POST /shipments/shipmentsWithFilters: one batch of the tracking search. */
export async function searchShipments(
  ctx: AppContext,
  caller: SearchCaller,
  body: ShipmentSearch,
  favouritesOf?: string,
): Promise<ShipmentsWithFiltersResponse> {
  const { result, totalCount } = await page(
    ctx,
    caller,
    'tracking',
    body,
    { number: body.batchNo, size: body.batchSize },
    { favouritesOf },
  );
  return { result, currentCount: (body.batchNo - 1) * body.batchSize + result.length, totalCount };
}

/** POST /shipments/favouriteShipments: the same search over the caller's favourites. */
export function favouriteShipments(ctx: AppContext, caller: SearchCaller, body: ShipmentSearch) {
  return searchShipments(ctx, caller, body, caller.scope.userId);
}

type ListSearch = z.output<typeof listSearchBodySchema>;

/** POST /shipments/{listKey}: a search variant paged by 30. */
export async function listSearch(
  ctx: AppContext,
  caller: SearchCaller,
  listKey: SearchType,
  body: ListSearch,
): Promise<ListSearchResponse> {
  // hub §2: the critical-chain page needs NU or the criticalChain permission; the others tracking.
  if (listKey === 'criticalChain' && !hasAccess(caller.subject, HUB_ROUTE_RULES.criticalChain)) {
    throw new AppError('FORBIDDEN');
  }
  const { result, totalCount } = await page(ctx, caller, listKey, body, {
    number: body.pageNo,
    size: BATCH_SIZE,
  });
  return {
    listKey,
    key: body.key,
    result,
    pageNo: body.pageNo,
    pageSize: BATCH_SIZE,
    totalCount,
    totalPages: Math.ceil(totalCount / BATCH_SIZE),
  };
}

// Key metrics

const layoutSchema = z.array(
  z.looseObject({
    widgetType: z.string().optional(),
    config: z
      .looseObject({ selectedItems: z.array(z.looseObject({ key: z.string() })).optional() })
      .optional(),
  }),
);

/** The tile keys the user chose in their dashboard layout (hub §3 "Dashboard layout item"), if any. */
function selectedTiles(customLayout: unknown): string[] | null {
  const parsed = layoutSchema.safeParse(customLayout);
  if (!parsed.success) return null;
  const tiles = parsed.data.find((item) => item.widgetType === 'TILES');
  return tiles?.config?.selectedItems?.map((i) => i.key) ?? null;
}

/** GET /shipments/tiles: every key metric offered to the caller, counted exactly as its search. */
export async function tiles(ctx: AppContext, caller: SearchCaller): Promise<Tile[]> {
  const db = ctx.database.db;
  await ensureSearchRowsFresh(ctx.database);
  const offered = keyMetricsFor(await repo.findTradeRoles(db, caller.scope));
  const specs = offered.map((code) => ({
    id: code,
    spec: { searchType: 'tracking', key: code, filters: [], advanced: false } satisfies SearchSpec,
  }));
  // Each tile is its search's count: kept as the search's are, until the counted rows change.
  const groups = visibleOrgGroups(caller.scope);
  const counts = await searchCountsOf(ctx.database).countMany(
    groups,
    new Map(specs.map(({ id, spec }) => [id, countKeyOf(groups, caller.clock, spec)])),
    (ids) =>
      repo.countSearches(
        db,
        caller.scope,
        specs.filter((s) => ids.includes(s.id)),
        caller.clock,
      ),
  );
  const order = tileOrder(offered, selectedTiles(caller.customLayout), DEFAULT_SELECTED_TILES);
  return KEY_METRIC_CODES.filter((code) => offered.includes(code)).map((code) => ({
    key: code,
    value: counts[code] ?? 0,
    text: KEY_METRICS[code].text,
    order: order.get(code) ?? null,
    accessMode: KEY_METRICS[code].accessMode,
  }));
}

// Type-ahead lookups (hub §5: only when the text is longer than 2 characters)

export type LookupKind = 'carrier' | 'supplier' | 'consignee' | 'Origin' | 'Destination';

export async function lookup(ctx: AppContext, caller: SearchCaller, kind: LookupKind, filter: string) {
  if (filter.length < TYPEAHEAD_MIN_CHARS) return { result: [] };
  const db = ctx.database.db;
  await ensureSearchRowsFresh(ctx.database);
  if (kind === 'carrier') return { result: await repo.findCarrierOptions(db, caller.scope, filter) };
  if (kind === 'supplier' || kind === 'consignee') {
    return { result: await repo.findPartyOptions(db, caller.scope, filter, kind) };
  }
  const rows = await repo.findLocationOptions(db, caller.scope, filter, kind);
  return { result: rows.map((p) => ({ value: p.value, label: `${p.name}, ${p.country} (${p.value})` })) };
}

// Favourites

/** The user's favourites, as addShipmentToMyFavourite answers them (hub §7). */
async function favouritesAnswer(ctx: AppContext, scope: Scope) {
  const db = ctx.database.db;
  return {
    favourites: await repo.listFavourites(db, scope),
    recordNotifications: await getNotificationSettings(db, scope.userId),
  };
}

async function visibleRecord(ctx: AppContext, scope: Scope, key: string, isShipment: boolean) {
  await ensureSearchRowsFresh(ctx.database);
  const record = await repo.findVisibleRecord(ctx.database.db, scope, key, isShipment);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

export async function addFavourite(
  ctx: AppContext,
  scope: Scope,
  body: { favouriteId: string; favouriteNumber: string; DataSource: string; isShipment: boolean },
) {
  const record = await visibleRecord(ctx, scope, body.favouriteId, body.isShipment);
  const mark = {
    key: body.favouriteId,
    number: body.favouriteNumber,
    isShipment: body.isShipment,
    dataSource: body.DataSource,
  };
  // hub §7: the answer carries recordNotifications — a new favourite is subscribed with the defaults.
  await ctx.database.db.transaction(async (tx) => {
    await repo.insertFavourite(tx, scope, record, mark);
    await subscribeWithDefaults(tx, scope.userId, { ...mark, orgGroupId: record.orgGroupId });
  });
  return favouritesAnswer(ctx, scope);
}

export async function removeFavourite(ctx: AppContext, scope: Scope, favouriteId: string) {
  await repo.deleteFavourite(ctx.database.db, scope, favouriteId);
  return favouritesAnswer(ctx, scope);
}

// Priority (hub §4 "Priority", hub §7)

/** GET /org/priorityShipments/{country}/{flag}: the group's priority records not delivered. */
export async function priorityList(
  ctx: AppContext,
  caller: SearchCaller,
  params: { country: HomeCountry | 'ALL'; flag: string },
) {
  const localView = (params.flag === 'true' || params.flag === '1') && params.country !== 'ALL';
  const { result, totalCount } = await page(
    ctx,
    caller,
    'tracking',
    { key: 'PRIORITY', filters: [], isAdvancedSearch: false },
    { number: 1, size: PRIORITY_LIST_MAX },
    { country: localView ? params.country : undefined },
  );
  return { result, totalCount };
}

/**
 * POST /org/priorityShipments (hub §4 "Priority"): toggles the priority of a record the caller may
 * see. A search row answers to its shipment key and its order key (OrdKey, optional); when either is
 * a priority record, both are unticked, otherwise the record's own key is ticked. One transaction.
 */
export async function togglePriority(
  ctx: AppContext,
  scope: Scope,
  body: {
    recordKey: string;
    recordNumber: string;
    isShipment: boolean;
    DataSource: string;
    OrdKey?: string | null;
  },
) {
  const record = await visibleRecord(ctx, scope, body.recordKey, body.isShipment);
  const ticked = await ctx.database.db.transaction(async (tx) => {
    const keys = [body.recordKey];
    if (
      body.OrdKey &&
      body.OrdKey !== body.recordKey &&
      (await repo.isOrderOfRecord(tx, record, body.OrdKey))
    ) {
      keys.push(body.OrdKey);
    }
    const change = priorityToggle(body.recordKey, keys, await repo.findPriorityKeys(tx, record, keys));
    await repo.deletePriorityRecords(tx, record, change.untick);
    if (change.tick === null) return false;
    await repo.insertPriorityRecord(tx, scope, record, {
      key: change.tick,
      number: body.recordNumber,
      isShipment: body.isShipment,
      dataSource: body.DataSource,
    });
    return true;
  });
  return { ticked };
}

// CSV export

/** Rows read per batch while exporting. */
export const EXPORT_BATCH = 500;

const exportSearchSchema = listSearchBodySchema.omit({ pageNo: true });

/**
 * GET /shipments/export.csv: validates the search first (so a bad one is a 400, not a cut
 * stream), then answers a file name and the CSV text as an async stream of chunks, reading every
 * matching row in keyset batches.
 */
export function exportCsv(ctx: AppContext, caller: SearchCaller, listKey: SearchType, searchJson: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(searchJson);
  } catch {
    throw new AppError('VALIDATION', { message: 'search: must be JSON' });
  }
  const parsed = exportSearchSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION', {
      message: `search.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    });
  }
  const input = parsed.data;
  const spec = specOf(listKey, input);
  const sort = sortOf(listKey, input);
  const fileName = `shipments-${listKey}-${spec.key}-${caller.clock.today}.csv`.replace(/[^\w.-]/g, '_');
  async function* chunks(): AsyncGenerator<string> {
    await ensureSearchRowsFresh(ctx.database);
    yield `\uFEFF${csvHeader()}`; // BOM: spreadsheets then read UTF-8
    const context = await repo.searchContextOf(ctx.database.db, caller.scope, spec, caller.clock);
    let after: KeysetPosition | null = null;
    for (;;) {
      const rows = await repo.findSearchRowsAfter(
        ctx.database.db,
        caller.scope,
        { spec, context, sort, limit: EXPORT_BATCH },
        after,
      );
      if (rows.length > 0) {
        const presented = await presentRows(ctx, caller, rows);
        yield presented.map((row) => csvLine(row, caller.clock.zone)).join('');
      }
      const last = rows[rows.length - 1];
      if (last && rows.length === EXPORT_BATCH) {
        after = { value: last.sortValue, rid: last.rid };
        continue;
      }
      // A short batch ends the rows with a value (when reading after one); those without come last.
      const readingValues =
        after !== null && after !== 'nulls' && after.value !== null && after.value !== undefined;
      if (!readingValues) return;
      after = 'nulls';
    }
  }
  return { fileName, chunks: chunks() };
}
