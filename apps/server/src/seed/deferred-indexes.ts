/**
 * Drops the non-unique secondary indexes and the foreign keys of the bulk tables for the length of
 * a load, and puts them back afterwards from the definitions PostgreSQL reports for them
 * (pg_get_indexdef, pg_get_constraintdef), i.e. exactly as the migrations created them.
 * Building an index once over sorted data, and checking a foreign key with one join, is far
 * cheaper than maintaining both row by row. Runs inside the load transaction, so a failure
 * anywhere rolls the drops back too.
 */
import type { LoadSession } from './bulk-load.ts';

type IndexDef = { name: string; definition: string };
type ForeignKeyDef = { tableName: string; name: string; definition: string };

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops them now; the returned function recreates them. */
export async function deferIndexesAndForeignKeys(
  session: LoadSession,
  tableNames: readonly string[],
): Promise<{ indexes: number; foreignKeys: number; restore: () => Promise<void> }> {
  const tables = [...tableNames];
  const indexes = await session.query<IndexDef>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any($1)
        and not x.indisunique and not x.indisprimary
      order by i.relname`,
    [tables],
  );
  const foreignKeys = await session.query<ForeignKeyDef>(
    `select t.relname as "tableName", c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
      where c.contype = 'f' and n.nspname = current_schema() and t.relname = any($1)
      order by t.relname, c.conname`,
    [tables],
  );
  for (const fk of foreignKeys) {
    await session.query(`alter table ${quoteIdent(fk.tableName)} drop constraint ${quoteIdent(fk.name)}`);
  }
  for (const index of indexes) await session.query(`drop index ${quoteIdent(index.name)}`);

  return {
    indexes: indexes.length,
    foreignKeys: foreignKeys.length,
    restore: async () => {
      for (const index of indexes) await session.query(index.definition);
      for (const fk of foreignKeys) {
        await session.query(
          `alter table ${quoteIdent(fk.tableName)} add constraint ${quoteIdent(fk.name)} ${fk.definition}`,
        );
      }
    },
  };
}
