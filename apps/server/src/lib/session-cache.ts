/**
 * Signed-in sessions kept in memory (issue 19, decision 030), so that an authenticated request does
 * not read the sessions, users, org_groups and trusted_parties tables each time: on the embedded
 * database that lookup cost ~2.5 ms of the event loop per request.
 *
 * Migration 0032's triggers tell every process (lib/change-feed.ts, 'auth') whenever a statement
 * changes a session (other than its lastSeenAt), a user, an organisation group or a trusted party;
 * the cache then forgets every entry. A lookup that raced such a change is not stored (the
 * generation check), entries live at most ENTRY_TTL_MS, and while the feed is not listening nothing
 * is served from memory.
 */
import type { Database } from '../db/client.ts';
import { changeFeedOf } from './change-feed.ts';

const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export type SessionCache<T> = {
  /** The cached value for the key, if any. */
  get: (key: string) => T | undefined;
  /** Where the cache stands; pass it to set() from before the lookup whose answer is stored. */
  generation: () => number;
  /** Stores the value unless an auth change was heard since `generation`, or nothing is listening. */
  set: (key: string, value: T, generation: number) => void;
  /** Resolves once every change committed so far has been heard (lib/change-feed.ts). */
  settle: () => Promise<void>;
  /** Empties the cache. */
  clear: () => void;
};

export function createSessionCache<T>(
  database: Database,
  options: { onLost?: (error: Error) => void } = {},
): SessionCache<T> {
  const feed = changeFeedOf(database, options.onLost);
  const entries = new Map<string, { value: T; at: number }>();
  let gen = 0;
  const forget = () => {
    gen += 1;
    entries.clear();
  };
  feed.subscribe('auth', forget);

  return {
    get: (key) => {
      if (!feed.listening()) return undefined;
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (Date.now() - hit.at >= ENTRY_TTL_MS) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    generation: () => gen,
    set: (key, value, generation) => {
      if (!feed.listening() || generation !== gen) return;
      entries.delete(key);
      entries.set(key, { value, at: Date.now() });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
    },
    settle: () => feed.settle(),
    clear: forget,
  };
}
