/**
 * Exact search counts kept in memory until the rows they counted change (issue 19, decision 030).
 * A count over a wide match reads hundreds of thousands of index entries (ACME's All: 64 ms at
 * 1,000,000 shipments); a repeated search, the next batch, a tile's search and the same search by a
 * colleague then reuse it instead of counting again.
 *
 * lib/kept-counts.ts keeps them, stamped with the data version of every group the caller sees; the
 * versions move when lib/change-feed.ts hears 'search:<group>' (search_rows' maintenance and
 * priority_records, migration 0033) or 'search:*'.
 * Only searches whose SQL reads nothing but search_rows, priority_records and the reference tables
 * are versioned; the others (favourites, container dates, the delivery and critical-chain lists)
 * keep lib/count-cache.ts: counted afresh on the first batch, reused by the next ones for a minute.
 */
import type { FilterKey } from '@navia/domain/rules/filters/catalogue';
import type { Database } from '../../db/client.ts';
import { changeFeedOf } from '../../lib/change-feed.ts';
import { type CountedGroups, type KeptCounts, keptCountsOf, keptValuesOf } from '../../lib/kept-counts.ts';
import type { SearchClock } from './filter-sql.ts';
import type { SearchSpec } from './search-sql.ts';
import * as repo from './shipments.repository.ts';

/** Filters whose SQL reads container dates, which change without touching search_rows. */
const CONTAINER_DATE_FILTERS: ReadonlySet<string> = new Set<FilterKey>([
  'CargoAvailable',
  'StorageDate',
  'ConfirmedDelivery',
]);

/** Whether the search's count depends only on what the change feed reports. */
export function isVersionedSearch(spec: SearchSpec): boolean {
  return (
    spec.searchType === 'tracking' &&
    spec.favouritesOf === undefined &&
    spec.filters.every((group) => Object.keys(group).every((key) => !CONTAINER_DATE_FILTERS.has(key)))
  );
}

/** What a count depends on: the groups seen (the scope condition), the day and zone (date windows), the search. */
export function countKeyOf(groups: CountedGroups, clock: SearchClock, spec: SearchSpec): string {
  return JSON.stringify([groups, clock.today, clock.zone, spec]);
}

export type SearchCounts = Pick<KeptCounts, 'count' | 'countMany'> & {
  /**
   * Rebuilds search_rows if a bulk write marked them stale (decision 007). Marking them stale says
   * 'search:*', so once a check found them fresh, later searches skip it until that is heard (one
   * query fewer per search). Without the feed, every call checks.
   */
  ensureFresh: () => Promise<void>;
};

/** search_rows made fresh before a search reads them (SearchCounts.ensureFresh). */
export function ensureSearchRowsFresh(database: Database): Promise<void> {
  return searchCountsOf(database).ensureFresh();
}

const perDatabase = new WeakMap<Database, SearchCounts>();

export function searchCountsOf(database: Database): SearchCounts {
  let counts = perDatabase.get(database);
  if (!counts) {
    counts = createSearchCounts(database);
    perDatabase.set(database, counts);
  }
  return counts;
}

function createSearchCounts(database: Database): SearchCounts {
  const feed = changeFeedOf(database);
  const kept = keptCountsOf(database, 'search');
  // The epoch in which search_rows were last found fresh (-1: not yet).
  let freshIn = -1;
  return {
    count: kept.count,
    countMany: kept.countMany,
    ensureFresh: async () => {
      if (feed.listening() && freshIn === kept.epoch()) return;
      const checkedIn = kept.epoch();
      await repo.ensureSearchRowsFresh(database.db);
      if (feed.listening() && checkedIn === kept.epoch()) freshIn = checkedIn;
    },
  };
}

/**
 * The lookups a search makes before its count and page (repo.searchContextOf), kept as its counts
 * are (decision 040): a Supplier text's matches until a group the caller sees changes
 * (search_suppliers grows with search_rows, in the same statement), a port text's codes until
 * ports change ('search:*', migration 0046). A repeated search, its next batch and a colleague's
 * same search then skip that query.
 */
export function keptSearchLookups(database: Database): repo.KeepLookup {
  const kept = keptValuesOf<unknown>(database, 'search', 'lookups');
  return <T>(groups: CountedGroups, key: string, load: () => Promise<T>) =>
    kept.count(groups, key, load) as Promise<T>;
}
