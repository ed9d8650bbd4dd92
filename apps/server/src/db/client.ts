/**
 * The database: PGlite under NAVIA_DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
 * Both run the same committed migrations at start.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The Drizzle handle the repositories use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters; used by the seed's bulk loader and benchmarks. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** The pg pool, only on PostgreSQL (for COPY). */
  pool: pg.Pool | null;
  /** The PGlite instance, only when embedded. */
  pglite: PGlite | null;
  /**
   * Hears NOTIFY on a channel: in this process on PGlite (told before the notifying statement's
   * promise settles), on a connection of its own on PostgreSQL (told when the notifying transaction
   * commits, in commit order). onLost is called if that connection drops; nothing is heard after it.
   * Answers the function that stops listening.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onLost: (error: Error) => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type Options = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  /** Told when the database drops a pooled connection (default: one line on stderr). */
  onConnectionLost?: (error: Error) => void;
};

/** What listen() answers once the database is closed. */
export const DATABASE_CLOSED = 'the database is closed';

const warnConnectionLost = (error: Error) =>
  console.warn(`database: a pooled connection was lost (${error.message}); the pool opens a new one`);

/** Opens the database and applies pending migrations. dataDir 'memory://' gives a throwaway PGlite. */
export async function openDatabase(options: Options): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compilation is off (issue 19): for the portal's queries, which run in milliseconds, it
    // cost more than it saved (a search count spent 180–250 ms compiling for a 100 ms scan).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: '-c jit=off',
    });
    // When the database closes a connection (a restart, pg_terminate_backend, a network cut), the
    // pool drops the idle client and emits 'error'; with no listener that would end the process.
    // The pool opens a new connection for the next query, so this only reports it.
    const connectionLost = options.onConnectionLost ?? warnConnectionLost;
    pool.on('error', (error) => connectionLost(error));
    // A client checked out between two statements (inside a transaction) has no query to fail when
    // its connection drops, so it emits 'error' itself; its next statement then fails, and the pool
    // discards it when it is released with that error.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migratePg(drizzlePg(pool, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
    const listeners = new Set<pg.Client>();
    let closed = false;
    return {
      db,
      kind: 'postgres',
      pool,
      pglite: null,
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      listen: async (channel, onNotify, onLost) => {
        if (closed) throw new Error(DATABASE_CLOSED);
        const client = new pg.Client({ connectionString: options.databaseUrl });
        let open = true;
        const lost = (error: Error) => {
          if (!open || closed) return;
          open = false;
          listeners.delete(client);
          onLost(error);
        };
        client.on('error', lost);
        client.on('end', () => lost(new Error('the listening connection ended')));
        client.on('notification', (message) => {
          if (open && message.channel === channel) onNotify(message.payload ?? '');
        });
        await client.connect();
        listeners.add(client);
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
        return async () => {
          open = false;
          listeners.delete(client);
          await client.end();
        };
      },
      close: async () => {
        closed = true;
        await Promise.all([...listeners].map((client) => client.end()));
        listeners.clear();
        await pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? './data';
  let location: string | undefined;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
  return {
    db,
    kind: 'pglite',
    pool: null,
    pglite: client,
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    listen: (channel, onNotify) => {
      if (client.closed) throw new Error(DATABASE_CLOSED);
      return client.listen(channel, onNotify);
    },
    close: () => client.close(),
  };
}

/** A transaction handle; repositories accept either the database or a transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
