/**
 * What search_rows' maintenance costs a write (issue 19): npm run bench:search-writes -- --reuse-url postgres://… [--updates 200]
 *
 * On a loaded database (for example one left by `npm run bench:seed -- --keep`), updates single
 * shipments of the largest group, one statement each, as the carrier feed and the staff screens do:
 * the statement's triggers rewrite the shipment's search rows (delete, insert, every index of
 * search_rows) and tell the server processes which group changed. Prints p50 / p95 / p99 of:
 *   1. each update on its own (autocommit: the write as the portal does it, commit included);
 *   2. the same updates inside a transaction that is rolled back, with every index of search_rows;
 *   3. as 2, without the indexes issue 19 added (dropped inside the transaction, so the rollback
 *      restores them): the maintenance cost those indexes add.
 * The database is left as it was (2 and 3 roll back; 1 moves ETAs by a minute and back).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ms, summarise } from './search/stats.ts';

const ISSUE_19_INDEXES = [
  'search_rows_group_ship_idx',
  'search_rows_group_ship_desc_idx',
  'search_rows_group_supplier_idx',
  'search_rows_group_etd_desc_idx',
  'search_rows_group_transport_idx',
  'search_rows_group_customs_idx',
  'search_rows_group_milestone_idx',
  'search_rows_group_weight_idx',
  'search_rows_group_eta_to_in_store_idx',
  'search_rows_departures_idx',
  'search_rows_no_declaration_idx',
  'search_rows_group_departing_idx',
  'search_rows_group_origin_idx',
  'search_rows_group_destination_idx',
  'search_rows_group_order_ex_works_idx',
  'search_rows_group_arriving_eta_idx',
];

const { values } = parseArgs({
  options: { 'reuse-url': { type: 'string' }, updates: { type: 'string', default: '200' } },
});
const url = values['reuse-url'];
if (!url) throw new Error('--reuse-url is required');
const updates = Number(values.updates);

const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
await client.connect();
const ids = (
  await client.query<{ id: string }>(
    `select s.id from shipments s
      where s.org_group_id = (select org_group_id from search_rows group by 1 order by count(*) desc limit 1)
      order by random() limit $1`,
    [updates],
  )
).rows.map((row) => row.id);

async function timeUpdates(direction: 1 | -1): Promise<number[]> {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await client.query(`update shipments set eta = eta + $2 * interval '1 minute' where id = $1`, [
      id,
      direction,
    ]);
    times.push(performance.now() - started);
  }
  return times;
}

const print = (label: string, times: number[]) => {
  const s = summarise(times);
  console.log(`${label.padEnd(58)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)} ms`);
  return s;
};

console.log(`${ids.length} shipments of the largest group, one UPDATE each (ETA ± 1 minute)\n`);
await timeUpdates(1); // warm-up: the rows and indexes into memory
await timeUpdates(-1);
const alone = print('1. each update on its own (autocommit)', await timeUpdates(1));
await timeUpdates(-1);

await client.query('begin');
const withAll = print('2. in a rolled-back transaction, every index', await timeUpdates(1));
await client.query('rollback');

await client.query('begin');
for (const name of ISSUE_19_INDEXES)
  await client.query(`drop index if exists ${client.escapeIdentifier(name)}`);
const without = print("3. as 2, without issue 19's indexes", await timeUpdates(1));
await client.query('rollback');

console.log(
  `\nIssue 19's indexes add ${(withAll.p50 - without.p50).toFixed(2)} ms at p50, ${(withAll.p95 - without.p95).toFixed(2)} ms at p95 per update.`,
);
console.log(
  `${alone.p95 <= 20 ? 'PASS' : 'SHORT'}  one shipment update with search_rows maintenance p95 ≤ 20 ms: ${ms(alone.p95)} ms`,
);
await client.end();
