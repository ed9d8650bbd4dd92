/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements one benchmark combination issues, on a loaded
 * database (for example one left by `npm run bench:search -- --keep`):
 *   npx tsx bench/search/explain.ts --url postgres://… --case all-ship-asc [--group ACME|staff] [--batch 100]
 *   npx tsx bench/search/explain.ts --url postgres://… --tiles [--group ACME|staff] [--analyze-only] [--time 15]
 * The statements are captured from the repository functions exactly as bench/search.ts captures
 * them for its API / raw SQL ratio; --tiles explains the count of every key metric as GET
 * /api/shipments/tiles runs it (--analyze-only prints one line per tile: time, rows, plan nodes;
 * --time N runs the tiles' countSearches N times, without EXPLAIN, and prints the p50 of all tiles and of each).
 */
import { parseArgs } from 'node:util';
import { keyMetricsFor } from '@navia/domain/rules/key-metrics';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { searchClock } from '../../apps/server/src/modules/shipments/filter-sql.ts';
import {
  countSearches,
  findTradeRoles,
} from '../../apps/server/src/modules/shipments/shipments.repository.ts';
import { SEARCH_CASES, sampleGroup } from './cases.ts';
import { type Caller, type CallerRow, callerOf, SqlCapture, type Statement } from './raw-sql.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    case: { type: 'string', multiple: true },
    group: { type: 'string', default: 'ACME' },
    batch: { type: 'string', default: '1' },
    tiles: { type: 'boolean', default: false },
    'analyze-only': { type: 'boolean', default: false },
    time: { type: 'string' },
  },
});
const url = values.url;
if (!url || (!values.case && !values.tiles)) throw new Error('--url and --case (or --tiles) are required');

const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
const [user] = await database.query<CallerRow>(
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
const caller: Caller = callerOf(user);
const capture = new SqlCapture(url);
// As the app's pool (db/client.ts): JIT off.
const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
await client.connect();
const explain = async (name: string, statement: Statement) => {
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params,
  );
  if (values['analyze-only']) {
    const lines = result.rows.map((row) => row['QUERY PLAN']);
    const time = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
    const nodes = lines
      .filter((l) => /->|^[A-Z]/.test(l.trim()) && !/^(Planning|Execution|Buffers)/.test(l.trim()))
      .map((l) =>
        l
          .trim()
          .replace(/^-> +/, '')
          .replace(/ +\(cost=.*$/, ''),
      )
      .filter((l) => !/^(Planning|Execution)/.test(l));
    console.log(`${name.padEnd(12)} ${String(time).padStart(12)}  ${nodes.join(' | ')}`);
    return;
  }
  console.log(`\n--- ${name}\n${statement.sql}\n${JSON.stringify(statement.params)}`);
  for (const row of result.rows) console.log(row['QUERY PLAN']);
};
if (values.tiles && values.time) {
  const runs = Number(values.time);
  const clock = searchClock(new Date(), caller.homeCountry);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const specs = keyMetricsFor(await findTradeRoles(database.db, caller.scope)).map((code) => ({
    id: code,
    spec: { searchType: 'tracking' as const, key: code, filters: [], advanced: false },
  }));
  const timings = new Map<string, number[]>(specs.map((s) => [s.id, []]));
  const totals: number[] = [];
  for (let i = -1; i < runs; i++) {
    // As GET /api/shipments/tiles: countSearches, all tiles in one call; then each tile alone.
    const started = performance.now();
    await countSearches(database.db, caller.scope, specs, clock);
    if (i >= 0) totals.push(performance.now() - started);
    for (const one of specs) {
      const t0 = performance.now();
      await countSearches(database.db, caller.scope, [one], clock);
      if (i >= 0) timings.get(one.id)?.push(performance.now() - t0);
    }
  }
  for (const [id, xs] of timings) console.log(`${id.padEnd(11)} p50 ${median(xs).toFixed(1).padStart(7)} ms`);
  console.log(`all tiles   p50 ${median(totals).toFixed(1).padStart(7)} ms (${values.group}, ${runs} runs)`);
} else if (values.tiles) {
  const roles = await findTradeRoles(database.db, caller.scope);
  for (const code of keyMetricsFor(roles)) {
    const { count, totalCount } = await capture.count(caller, {
      searchType: 'tracking',
      key: code,
      filters: [],
      advanced: false,
    });
    await explain(
      values['analyze-only'] ? `${code} ${totalCount}` : `tile ${code}: ${totalCount} rows`,
      count,
    );
  }
}
for (const id of values.case ?? []) {
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
