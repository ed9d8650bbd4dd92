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
import type { SearchSpec } from './search-sql.ts';

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

export type SearchCounts = {
  /**
   * The count for `key` (which names the groups, the day and the search), from memory while no
   * group in `groups` changed, else from `count()`. Identical counts running at once share one query.
   */
  count: (groups: 'all' | readonly string[], key: string, count: () => Promise<number>) => Promise<number>;
};

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

  return {
    count: async (groups, key, count) => {
      if (!feed.listening()) return count();
      const stamp = stampOf(groups);
      const hit = entries.get(key);
      if (hit && hit.stamp === stamp && Date.now() - hit.at < ENTRY_TTL_MS) return hit.n;
      const id = `${stamp}|${key}`;
      const already = running.get(id);
      if (already) return already;
      const counting = count();
      running.set(id, counting);
      try {
        const n = await counting;
        // Re-inserted, so the map's order is the order of use and the oldest goes first.
        entries.delete(key);
        entries.set(key, { stamp, at: Date.now(), n });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
        return n;
      } finally {
        running.delete(id);
      }
    },
  };
}
