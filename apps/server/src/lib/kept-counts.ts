/**
 * Exact counts kept in memory until the rows they counted change (issue 19, decisions 030 and 032),
 * for any paged search whose rows the change feed reports per organisation group.
 *
 * An entry is stamped with the data version of every group the caller sees when its count starts.
 * The versions move when lib/change-feed.ts hears '<kind>:<group>' (or '<kind>:*', which moves them
 * all), so a count is never served after a change to the rows it counted: a change during the count
 * leaves it stamped with the version before. While the feed is not listening, nothing is kept.
 */
import type { Database } from '../db/client.ts';
import { type ChangeFeed, type ChangeKind, changeFeedOf } from './change-feed.ts';

const ENTRY_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 5_000;

/** The groups a caller sees: 'all' for staff, else their ids (lib/scope.ts visibleOrgGroups). */
export type CountedGroups = 'all' | readonly string[];

export type KeptCounts<T = number> = {
  /**
   * The count for `key`, from memory while no group in `groups` changed, else from `count()`.
   * Identical counts running at once share one query. The key names everything else the count
   * depends on (the search, the caller's day and zone). With no group (`[]`), only a change of
   * everything ('<kind>:*', or a `forgetOn` change) makes it read again.
   */
  count: (groups: CountedGroups, key: string, count: () => Promise<T>) => Promise<T>;
  /** Several counts (the tiles): those in memory, and one load() of the others, which are then kept. */
  countMany: (
    groups: CountedGroups,
    keys: ReadonlyMap<string, string>,
    load: (ids: readonly string[]) => Promise<Record<string, T>>,
  ) => Promise<Record<string, T>>;
  /** Moves when '<kind>:*' is heard (everything changed): lets a caller skip a check until then. */
  epoch: () => number;
};

/**
 * Counts of the rows the feed reports as `kind`. `forgetOn` names other changes that alter what a
 * kept count means (a group's code, when searches name groups by code): each forgets every count.
 */
export function createKeptCounts<T = number>(
  feed: ChangeFeed,
  kind: ChangeKind,
  forgetOn: readonly { kind: ChangeKind; detail: string }[] = [],
): KeptCounts<T> {
  const versions = new Map<string, number>();
  let epoch = 0;
  let any = 0;
  const forgetAll = () => {
    any += 1;
    epoch += 1;
    versions.clear();
  };
  feed.subscribe(kind, (group) => {
    if (group === '*') return forgetAll();
    any += 1;
    versions.set(group, (versions.get(group) ?? 0) + 1);
  });
  for (const other of forgetOn) {
    feed.subscribe(other.kind, (detail) => {
      if (detail === other.detail || detail === '*') forgetAll();
    });
  }
  const stampOf = (groups: CountedGroups) =>
    groups === 'all' ? `${epoch}:${any}` : `${epoch}:${groups.map((g) => versions.get(g) ?? 0).join(',')}`;

  const entries = new Map<string, { stamp: string; at: number; n: T }>();
  const running = new Map<string, Promise<T>>();
  const kept = (key: string, stamp: string) => {
    const hit = entries.get(key);
    return hit && hit.stamp === stamp && Date.now() - hit.at < ENTRY_TTL_MS ? hit.n : undefined;
  };
  const keep = (key: string, stamp: string, n: T) => {
    // Re-inserted, so the map's order is the order of use and the oldest goes first.
    entries.delete(key);
    entries.set(key, { stamp, at: Date.now(), n });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
  };

  return {
    epoch: () => epoch,
    countMany: async (groups, keys, load) => {
      if (!feed.listening()) return load([...keys.keys()]);
      const stamp = stampOf(groups);
      const counts: Record<string, T> = {};
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

const perDatabase = new WeakMap<Database, Map<string, KeptCounts<unknown>>>();

function keptOf<T>(
  database: Database,
  kind: ChangeKind,
  name: string,
  forgetOn: readonly { kind: ChangeKind; detail: string }[],
): KeptCounts<T> {
  let byName = perDatabase.get(database);
  if (!byName) {
    byName = new Map();
    perDatabase.set(database, byName);
  }
  let kept = byName.get(name) as KeptCounts<T> | undefined;
  if (!kept) {
    kept = createKeptCounts<T>(changeFeedOf(database), kind, forgetOn);
    byName.set(name, kept as KeptCounts<unknown>);
  }
  return kept;
}

/** The one set of kept counts of `kind` for a database (its change feed's), made on first use. */
export function keptCountsOf(
  database: Database,
  kind: ChangeKind,
  forgetOn: readonly { kind: ChangeKind; detail: string }[] = [],
): KeptCounts {
  return keptOf<number>(database, kind, kind, forgetOn);
}

/**
 * Other values a search reads before its count and page, kept the same way and apart from the
 * counts: `name` tells one set from another of the same kind (shipments/search-counts.ts).
 */
export function keptValuesOf<T>(
  database: Database,
  kind: ChangeKind,
  name: string,
  forgetOn: readonly { kind: ChangeKind; detail: string }[] = [],
): KeptCounts<T> {
  return keptOf<T>(database, kind, `${kind}:${name}`, forgetOn);
}
