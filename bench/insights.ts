/**
 * Insights benchmark (issue 13 "Performance": every /insights chart's query p95 ≤ 300 ms at 1,000,000
 * shipments on PostgreSQL, for the largest organisation group). Prints figures, asserts nothing.
 *   npm run bench:insights [-- --shipments 1000000] [--reuse-url postgres://…] [--runs 30] [--days 365] [--keep]
 *
 * 1. Starts a throwaway PostgreSQL 15 cluster (bench/pg-cluster.ts), applies the migrations and seeds
 *    --shipments shipments with the demo seed. --reuse-url uses a database already loaded by
 *    `npm run bench:seed -- --keep` (an empty one is seeded).
 * 2. Recomputes the stored CO2e of shipments that have none (a database seeded before migration 0031),
 *    timed: the start-up job's work. Then VACUUM ANALYZE of shipments and transport_legs (the covering indexes of migration
 *    0023_insights_indexes read index-only once the visibility map is set, as autovacuum does).
 * 3. Finds the organisation group with the most shipments and, as one of its users (a customer
 *    scope), runs each report's service call (the repository SQL plus shaping) over the last --days
 *    days ending today (the seed centres its dates on the day it runs): one warm-up, then --runs runs at concurrency 1.
 * 4. Prints p50, p95 and max per chart with the machine's load average, and PASS or SHORT against 300 ms.
 */
import { parseArgs } from 'node:util';
import { INSIGHT_REPORT_IDS } from '@navia/domain/rules/dashboard/widgets';
import type { AppContext } from '../apps/server/src/context.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { createFactorTableEmissions } from '../apps/server/src/integrations/emissions.ts';
import { scopeOf } from '../apps/server/src/lib/scope.ts';
import { refreshStaleEmissions } from '../apps/server/src/modules/emissions/stored-emissions.ts';
import { insightReport } from '../apps/server/src/modules/insights/insights.service.ts';
import { isDatabaseEmpty, seedDemoData } from '../apps/server/src/seed/seed.ts';
import { startCluster } from './pg-cluster.ts';
import { cleanups, fmtInt, loadavg, log, numberOption, runBench } from './run-support.ts';
import { ms, printTable, summarise } from './search/stats.ts';

const TARGET_MS = 300;
const DAY_MS = 86_400_000;

const { values } = parseArgs({
  options: {
    shipments: { type: 'string', default: '1000000' },
    'reuse-url': { type: 'string' },
    runs: { type: 'string', default: '30' },
    days: { type: 'string', default: '365' },
    keep: { type: 'boolean', default: false },
  },
});

async function prepare(): Promise<Database> {
  let url = values['reuse-url'];
  if (!url) {
    const cluster = await startCluster(values.keep);
    cleanups.push({ name: 'cluster', run: () => cluster.stop() });
    log(`database: ${cluster.describe}`);
    url = cluster.url;
  }
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  cleanups.unshift({ name: 'pool', run: () => database.close() });
  if (await isDatabaseEmpty(database)) {
    const shipments = numberOption(values, 'shipments', 0);
    log(`seeding ${fmtInt(shipments)} shipments`);
    await seedDemoData(database, { shipments, seed: 1, log: (m) => log(`  ${m}`) });
  }
  // A database seeded before migration 0031 (or with another factor table) has no stored CO2e yet:
  // the start-up job's recompute, timed here.
  const started = performance.now();
  const recomputed = await refreshStaleEmissions(database.db, createFactorTableEmissions());
  if (recomputed > 0)
    log(
      `stored CO2e recomputed for ${fmtInt(recomputed)} shipments in ${ms(performance.now() - started)} ms`,
    );
  log('vacuum analyze shipments, transport_legs');
  await database.query('vacuum analyze shipments');
  await database.query('vacuum analyze transport_legs');
  return database;
}

async function main() {
  const runs = numberOption(values, 'runs', 1);
  const days = numberOption(values, 'days', 1);
  const database = await prepare();
  const [total] = await database.query<{ n: string }>('select count(*)::text as n from shipments');
  const [largest] = await database.query<{ id: string; code: string; n: string }>(
    `select g.id, g.code, count(*)::text as n from shipments s join org_groups g on g.id = s.org_group_id
      group by g.id, g.code order by count(*) desc limit 1`,
  );
  if (!largest) throw new Error('no shipments');
  // The seed centres its dates on the day it runs; the range ends today.
  const now = new Date();
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  log(
    `${fmtInt(Number(total?.n))} shipments; largest group ${largest.code} with ${fmtInt(Number(largest.n))}; range ${from}..${to}`,
  );

  const ctx = { database, now: () => now, emissions: createFactorTableEmissions() } as unknown as AppContext;
  const scope = scopeOf({ userId: 'bench', role: 'OP', orgGroupId: largest.id, trustedPartyId: null });
  const rows: (string | number)[][] = [];
  for (const report of INSIGHT_REPORT_IDS) {
    const first = await insightReport(ctx, scope, report, { from, to });
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await insightReport(ctx, scope, report, { from, to });
      samples.push(performance.now() - start);
    }
    const s = summarise(samples);
    rows.push([
      report,
      first.rows.length,
      ms(s.p50),
      ms(s.p95),
      ms(s.max),
      s.p95 <= TARGET_MS ? 'PASS' : 'SHORT',
    ]);
  }
  console.log('');
  printTable(['chart', 'rows', 'p50 ms', 'p95 ms', 'max ms', `p95 ≤ ${TARGET_MS} ms`], rows);
  console.log(`\nruns per chart: ${runs}, concurrency 1; load average (1, 5, 15 min): ${loadavg()}`);
}

runBench(main);
