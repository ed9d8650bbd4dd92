/**
 * Seed benchmark on PostgreSQL 15: npx tsx bench/seed-postgres.ts [--shipments 1000000] [--seed 1] [--keep]
 *
 * Without BENCH_DATABASE_URL it starts a throwaway cluster from /usr/lib/postgresql/15/bin as the
 * postgres user, in a folder under /tmp, on a free port on 127.0.0.1. The cluster runs with the
 * defaults (fsync and synchronous_commit on, 1 GB max_wal_size) except shared_buffers and
 * maintenance_work_mem, both raised to 1 GB. It creates a database, applies the migrations, seeds,
 * prints the elapsed time, rows per table and rows per second, then stops the cluster and removes
 * it (--keep leaves it running and prints its URL).
 * With BENCH_DATABASE_URL the database it names is emptied (reset) and seeded.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { type Cluster, startCluster } from './pg-cluster.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      shipments: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '1' },
      'chunk-size': { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const shipments = Number(values.shipments);
  const seed = Number(values.seed);
  const chunkSize = values['chunk-size'] ? Number(values['chunk-size']) : undefined;
  if (!Number.isInteger(shipments) || shipments < 0 || !Number.isInteger(seed)) {
    throw new Error('--shipments and --seed must be whole numbers');
  }

  const external = process.env.BENCH_DATABASE_URL;
  const cluster: Pick<Cluster, 'url' | 'stop' | 'describe'> = external
    ? { url: external, stop: () => undefined, describe: 'BENCH_DATABASE_URL (emptied first)' }
    : await startCluster(values.keep);
  console.log(`Database: ${cluster.describe}`);
  try {
    const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 2 });
    try {
      const summary = await seedDemoData(database, {
        shipments,
        seed,
        reset: Boolean(external),
        ...(chunkSize ? { chunkSize } : {}),
        log: (m) => console.log(`  [${new Date().toISOString().slice(11, 19)}] ${m}`),
      });
      const [size] = await database.query<{ size: string }>(
        'select pg_size_pretty(pg_database_size(current_database())) as size',
      );
      const totalRows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
      const seconds = summary.elapsedMs / 1000;
      console.log(
        `\nSeeded ${shipments.toLocaleString('en-GB')} shipments (seed ${seed}, centred on ${summary.now.slice(0, 10)}):`,
      );
      for (const [table, n] of Object.entries(summary.rows)) {
        console.log(`  ${table.padEnd(20)} ${n.toLocaleString('en-GB').padStart(12)}`);
      }
      console.log(`  ${'total'.padEnd(20)} ${totalRows.toLocaleString('en-GB').padStart(12)}`);
      console.log(`\nElapsed ${seconds.toFixed(1)} s (${(seconds / 60).toFixed(2)} min)`);
      console.log(
        `Throughput ${Math.round(totalRows / seconds).toLocaleString('en-GB')} rows/s, ${Math.round(shipments / seconds).toLocaleString('en-GB')} shipments/s`,
      );
      console.log(`Database size ${size?.size ?? '?'}`);
      if (values.keep && !external) console.log(`Cluster left running: ${cluster.url}`);
    } finally {
      await database.close();
    }
  } finally {
    cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
