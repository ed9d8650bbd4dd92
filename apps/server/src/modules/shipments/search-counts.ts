/**
 * Exact search counts kept in memory until the rows they counted change (issue 19, decision 030).
 * A count over a wide match reads hundreds of thousands of index entries (ACME's All: 64 ms at
 * 1,000,000 shipments); a repeated search, the next batch, a tile's search and the same search by a
 * colleague then reuse it instead of counting again.
 *
 * An entry is stamped with the data version of every group the caller sees when its count starts.
 * The versions move when lib/change-feed.ts hears 'search:<group>' (search_rows' maintenance and
 * priority_records, migration 0033) or 'search:*', so a count is never served after a change to the
 * rows it counted: a change during the count leaves it stamped with the version before.
 * Only searches whose SQL reads nothing but search_rows, priority_records and the reference tables
 * are versioned; the others (favourites, container dates, the delivery and critical-chain lists)
 * keep lib/count-cache.ts: counted afresh on the first batch, reused by the next ones for a minute.
 */
import type { FilterKey } from '@navia/domain/rules/filters/catalogue';
import type { Database } from '../../db/client.ts';
import { changeFeedOf } from '../../lib/change-feed.ts';
import type { SearchClock } from './filter-sql.ts';
import type { SearchSpec } from './search-sql.ts';
import * as repo from './shipments.repository.ts';

const ENTRY_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 5_000;

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
export function countKeyOf(groups: 'all' | readonly string[], clock: SearchClock, spec: SearchSpec): string {
  return JSON.stringify([groups, clock.today, clock.zone, spec]);
}

export type SearchCounts = {
  /**
   * The count for `key` (countKeyOf), from memory while no group in `groups` changed, else from
   * `count()`. Identical counts running at once share one query.
   */
  count: (groups: 'all' | readonly string[], key: string, count: () => Promise<number>) => Promise<number>;
  /** Several counts (the tiles): those in memory, and one load() of the others, which are then kept. */
  countMany: (
    groups: 'all' | readonly string[],
    keys: ReadonlyMap<string, string>,
    load: (ids: readonly string[]) => Promise<Record<string, number>>,
  ) => Promise<Record<string, number>>;
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
  const versions = new Map<string, number>();
  let epoch = 0;
  let any = 0;
  feed.subscribe('search', (group) => {
    any += 1;
    if (group === '*') {
      epoch += 1;
      versions.clear();
    } else {
      versions.set(group, (versions.get(group) ?? 0) + 1);
    }
  });
  const stampOf = (groups: 'all' | readonly string[]) =>
    groups === 'all' ? `${epoch}:${any}` : `${epoch}:${groups.map((g) => versions.get(g) ?? 0).join(',')}`;

  const entries = new Map<string, { stamp: string; at: number; n: number }>();
  const running = new Map<string, Promise<number>>();
  const kept = (key: string, stamp: string) => {
    const hit = entries.get(key);
    return hit && hit.stamp === stamp && Date.now() - hit.at < ENTRY_TTL_MS ? hit.n : undefined;
  };
  const keep = (key: string, stamp: string, n: number) => {
    // Re-inserted, so the map's order is the order of use and the oldest goes first.
    entries.delete(key);
    entries.set(key, { stamp, at: Date.now(), n });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
  };

  // The epoch in which search_rows were last found fresh (-1: not yet).
  let freshIn = -1;

  return {
    ensureFresh: async () => {
      if (feed.listening() && freshIn === epoch) return;
      const checkedIn = epoch;
      await repo.ensureSearchRowsFresh(database.db);
      if (feed.listening() && checkedIn === epoch) freshIn = checkedIn;
    },
    countMany: async (groups, keys, load) => {
      if (!feed.listening()) return load([...keys.keys()]);
      const stamp = stampOf(groups);
      const counts: Record<string, number> = {};
      const missing: string[] = [];
      for (const [id, key] of keys) {
        const n = kept(key, stamp);
        if (n === undefined) missing.push(id);
        else counts[id] = n;
      }
      if (missing.length === 0) return counts;
      const loaded = await load(missing);
      for (const id of missing) {
        const key = keys.get(id);
        const n = loaded[id];
        if (key !== undefined && n !== undefined) keep(key, stamp, n);
      }
      return { ...counts, ...loaded };
    },
    count: async (groups, key, count) => {
      if (!feed.listening()) return count();
      const stamp = stampOf(groups);
      const hit = kept(key, stamp);
      if (hit !== undefined) return hit;
      const id = `${stamp}|${key}`;
      const already = running.get(id);
      if (already) return already;
      const counting = count();
      running.set(id, counting);
      try {
        const n = await counting;
        keep(key, stamp, n);
        return n;
      } finally {
        running.delete(id);
      }
    },
  };
}
