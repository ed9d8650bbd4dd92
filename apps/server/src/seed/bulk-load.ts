/**
 * Bulk loading for the seed: one transaction on one connection, rows streamed with COPY.
 * - PostgreSQL: COPY FROM STDIN through pg-copy-streams on a pooled client.
 * - PGlite: COPY FROM '/dev/blob' inside pglite.transaction(), which also keeps other callers of the
 *   same embedded database out until the load commits.
 * Either way an error rolls the whole load back, so no half-written chunk is ever left behind.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.ts';
import { type Row, type TableSpec, toCopyText } from './tables.ts';

export type LoadSession = {
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /**
   * Appends rows given in COPY text format (see toCopyText). `freeze` writes them already frozen; the
   * table must have been created or truncated in this transaction.
   */
  copy: (table: TableSpec, text: string, options?: { freeze?: boolean }) => Promise<void>;
};

/** Appends rows to a table through the session. */
export function copyRows(session: LoadSession, table: TableSpec, rows: readonly Row[]): Promise<void> {
  return session.copy(table, toCopyText(table, rows));
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function copyStatement(table: TableSpec, source: string, freeze: boolean): string {
  const columns = table.columns.map(quoteIdent).join(', ');
  return `COPY ${quoteIdent(table.name)} (${columns}) FROM ${source}${freeze ? ' WITH (FREEZE)' : ''}`;
}

/** Runs `work` in one transaction on one connection; commits when it resolves, rolls back when it throws. */
export async function withLoadSession<T>(
  database: Database,
  work: (session: LoadSession) => Promise<T>,
): Promise<T> {
  if (database.pool) {
    const client = await database.pool.connect();
    let failed = false;
    try {
      await client.query('BEGIN');
      const session: LoadSession = {
        query: async <R>(text: string, params: unknown[] = []) =>
          (await client.query(text, params)).rows as R[],
        copy: async (table, text, options = {}) => {
          if (text.length === 0) return;
          const stream = client.query(copyFrom(copyStatement(table, 'STDIN', options.freeze ?? false)));
          await pipeline(Readable.from([Buffer.from(text)]), stream);
        },
      };
      const result = await work(session);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      failed = true;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      // A connection that failed mid-COPY may be in an unknown state: drop it rather than reuse it.
      client.release(failed);
    }
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('the database has neither a pool nor a PGlite instance');
  return pglite.transaction(async (tx: Transaction) => {
    const session: LoadSession = {
      query: async <R>(text: string, params: unknown[] = []) => (await tx.query<R>(text, params)).rows,
      copy: async (table, text, options = {}) => {
        if (text.length === 0) return;
        const blob = new Blob([text]);
        await tx.query(copyStatement(table, `'/dev/blob'`, options.freeze ?? false), [], { blob });
      },
    };
    return work(session);
  });
}
