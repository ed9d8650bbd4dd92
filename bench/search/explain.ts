/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements one benchmark combination issues, on a loaded
 * database (for example one left by `npm run bench:search -- --keep`):
 *   npx tsx bench/search/explain.ts --url postgres://… --case all-ship-asc [--group ACME|staff] [--batch 100]
 * The statements are captured from the repository functions exactly as bench/search.ts captures
 * them for its API / raw SQL ratio.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { SEARCH_CASES, sampleGroup } from './cases.ts';
import { type Caller, SqlCapture, type Statement } from './raw-sql.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    case: { type: 'string', multiple: true },
    group: { type: 'string', default: 'ACME' },
    batch: { type: 'string', default: '1' },
  },
});
const url = values.url;
if (!url || !values.case) throw new Error('--url and --case are required');

const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
const [user] = await database.query<{
  id: string;
  role: string;
  org_group_id: string | null;
  home_country: string;
}>(
  values.group === 'staff'
    ? `select id, role, org_group_id, home_country from users where email = 'staff@navia.demo'`
    : `select u.id, u.role, u.org_group_id, u.home_country from users u join org_groups g on g.id = u.org_group_id
        where g.code = $1 and u.role = 'OP' order by u.email limit 1`,
  values.group === 'staff' ? [] : [values.group],
);
if (!user) throw new Error(`no client user in group ${values.group}`);
const [sampleGroupId] = await database.query<{ id: string }>('select id from org_groups where code = $1', [
  values.group === 'staff' ? 'ACME' : values.group,
]);
const sample = await sampleGroup(database, sampleGroupId?.id ?? '');
const caller: Caller = {
  homeCountry: user.home_country,
  scope: {
    userId: user.id,
    role: user.role as Caller['scope']['role'],
    orgGroupId: user.org_group_id,
    trustedPartyId: null,
    viewAs: null,
  },
};
const capture = new SqlCapture(url);
const client = new pg.Client({ connectionString: url });
await client.connect();
const explain = async (name: string, statement: Statement) => {
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  console.log(`\n--- ${name}\n${statement.sql}\n${JSON.stringify(statement.params)}`);
  for (const row of result.rows) console.log(row['QUERY PLAN']);
};
for (const id of values.case) {
  const c = SEARCH_CASES.find((x) => x.id === id);
  if (!c) throw new Error(`unknown case ${id}`);
  const sql = await capture.request(caller, c.body(sample, new Date()), Number(values.batch), 30);
  console.log(
    `\n===== ${c.id} (${c.label}) as ${values.group}, batch ${values.batch}: ${sql.totalCount} rows`,
  );
  await explain('page', sql.page);
  await explain('count', sql.count);
}
await client.end();
await capture.close();
await database.close();
