/**
 * What the database tells every server process about changes that in-memory caches depend on
 * (issue 19, decision 030): one NOTIFY channel, 'navia_changes', with payloads
 *   'auth:<table>'   a session (other than its lastSeenAt), user, organisation group or trusted party
 *                    changed (migration 0032's triggers);
 *   'search:<group>' the search rows of that organisation group changed; 'search:*' for all of them
 *                    (search_rows' maintenance, migration 0033);
 *   'invoices:<group>' that group's invoices changed; 'invoices:*' for all (migration 0035);
 *   'skus:<owner>'   the SKUs of that group or trusted party changed; 'skus:*' for all (0043);
 *   'sync:<id>'      settle()'s own marker.
 * On PGlite a notification is heard before the changing statement's promise settles. On PostgreSQL
 * it is heard on a connection of its own, in commit order, in every process; settle() waits until
 * the feed has heard every commit made so far, so this process's own writes are never answered
 * before its caches forgot what they changed.
 * While the feed is not listening (starting, or its connection lost) caches must not serve: each
 * subscriber is told '*' when listening stops and again when it starts.
 */
import { randomUUID } from 'node:crypto';
import { DATABASE_CLOSED, type Database } from '../db/client.ts';

const CHANGES_CHANNEL = 'navia_changes';
const KINDS = ['auth', 'search', 'invoices', 'skus'] as const;
export type ChangeKind = (typeof KINDS)[number];
const isKind = (kind: string): kind is ChangeKind => (KINDS as readonly string[]).includes(kind);
const SETTLE_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;

export type ChangeFeed = {
  /** Whether changes are being heard now; caches serve only while this is true. */
  listening: () => boolean;
  /** Calls `heard` with the detail of every change of that kind ('*': forget everything). */
  subscribe: (kind: ChangeKind, heard: (detail: string) => void) => void;
  /** Resolves once every change committed so far has been heard (at once on PGlite). */
  settle: () => Promise<void>;
};

const feeds = new WeakMap<Database, ChangeFeed>();

/** The database's feed, started on first use and stopped when the database closes. */
export function changeFeedOf(database: Database, onLost?: (error: Error) => void): ChangeFeed {
  let feed = feeds.get(database);
  if (!feed) {
    feed = startFeed(database, onLost);
    feeds.set(database, feed);
  }
  return feed;
}

function startFeed(database: Database, onLost?: (error: Error) => void): ChangeFeed {
  const subscribers: Record<ChangeKind, ((detail: string) => void)[]> = {
    auth: [],
    search: [],
    invoices: [],
    skus: [],
  };
  const waiting = new Map<string, () => void>();
  let listening = false;

  const tellAll = () => {
    for (const heard of Object.values(subscribers).flat()) heard('*');
  };

  const heard = (payload: string) => {
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const detail = payload.slice(colon + 1);
    if (kind === 'sync') {
      waiting.get(detail)?.();
      return;
    }
    if (isKind(kind)) for (const s of subscribers[kind]) s(detail);
  };

  const start = async () => {
    try {
      await database.listen(CHANGES_CHANNEL, heard, (error) => {
        listening = false;
        tellAll();
        for (const release of waiting.values()) release();
        onLost?.(error);
        setTimeout(() => void start(), RECONNECT_MS).unref();
      });
      // Anything cached before now was read while nobody listened.
      tellAll();
      listening = true;
    } catch (error) {
      // A closed database refuses to listen again; that ends the feed.
      if ((error as Error).message === DATABASE_CLOSED) return;
      onLost?.(error as Error);
      setTimeout(() => void start(), RECONNECT_MS).unref();
    }
  };
  void start();

  return {
    listening: () => listening,
    subscribe: (kind, fn) => {
      subscribers[kind].push(fn);
    },
    settle: async () => {
      if (database.kind !== 'postgres' || !listening) return;
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heardOwn = new Promise<boolean>((resolve) => {
        waiting.set(id, () => resolve(true));
        timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
      });
      try {
        await database.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, `sync:${id}`]);
        if (!(await heardOwn)) tellAll();
      } catch {
        tellAll();
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
  };
}
