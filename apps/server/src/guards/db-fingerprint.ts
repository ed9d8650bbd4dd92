/**
 * A cheap "did anything change?" reading of the database for the guard tests: per table, the row
 * count and the newest row version (max xmin). An insert, update or delete changes one of them,
 * without hashing every row. Sessions and sign-in attempts are left out: authenticating a caller
 * may touch them, and that is not the route's work.
 */
import type { Database } from '../db/client.ts';

const IGNORED_TABLES = new Set(['sessions', 'signin_attempts']);

type TableInfo = { name: string; tenant: boolean };
const tableLists = new WeakMap<Database, Promise<TableInfo[]>>();

function tablesOf(database: Database): Promise<TableInfo[]> {
  let list = tableLists.get(database);
  if (!list) {
    list = database
      .query<{ name: string; tenant: boolean }>(
        `select t.table_name as name,
                exists (select 1 from information_schema.columns c
                         where c.table_schema = t.table_schema and c.table_name = t.table_name
                           and c.column_name = 'org_group_id') as tenant
           from information_schema.tables t
          where t.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          order by t.table_name`,
      )
      .then((rows) => rows.filter((r) => !IGNORED_TABLES.has(r.name)));
    tableLists.set(database, list);
  }
  return list;
}

/** Per table "count/max(xmin)"; with `orgGroupId`, only that group's rows (and its org_groups row). */
export async function fingerprint(
  database: Database,
  options: { orgGroupId?: string } = {},
): Promise<Record<string, string>> {
  const tables = (await tablesOf(database)).filter(
    (t) => !options.orgGroupId || t.tenant || t.name === 'org_groups',
  );
  const where = (t: TableInfo) => {
    if (!options.orgGroupId) return '';
    return t.name === 'org_groups' ? 'where id = $1' : 'where org_group_id = $1';
  };
  const parts = tables.map(
    (t) =>
      `select '${t.name}' as name, count(*)::text || '/' || coalesce(max(xmin::text::bigint), 0)::text as mark from "${t.name}" ${where(t)}`,
  );
  const rows = await database.query<{ name: string; mark: string }>(
    parts.join(' union all '),
    options.orgGroupId ? [options.orgGroupId] : [],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.mark]));
}

/** The tables whose reading differs between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}

/**
 * A fingerprint once the database has gone quiet: work a previous request started after answering
 * (a notification's dispatch, decision 016) would otherwise land inside the next probe's window.
 * Reads until two readings 10 ms apart agree (at most 80 readings).
 */
export async function settledFingerprint(database: Database): Promise<Record<string, string>> {
  let last = await fingerprint(database);
  for (let i = 0; i < 80; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const next = await fingerprint(database);
    if (changedTables(last, next).length === 0) return next;
    last = next;
  }
  return last;
}
