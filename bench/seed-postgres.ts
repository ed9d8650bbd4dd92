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
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const SERVER_SETTINGS = { shared_buffers: '1GB', maintenance_work_mem: '1GB' };

/** Runs a PostgreSQL binary as the postgres user (initdb and the server refuse to run as root). */
function asPostgres(binary: string, args: string[]): string {
  const command = path.join(PG_BIN, binary);
  const isRoot = process.getuid?.() === 0;
  return execFileSync(
    isRoot ? 'runuser' : command,
    isRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

type Cluster = { url: string; stop: () => void; describe: string };

async function startCluster(keep: boolean): Promise<Cluster> {
  const root = mkdtempSync('/tmp/navia-bench-pg-');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', root]);
  const dataDir = path.join(root, 'data');
  asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const options = [
    `-c port=${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${root}`,
    ...Object.entries(SERVER_SETTINGS).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-o', options, '-w', 'start']);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]
    ?.server_version;
  await admin.query('create database navia_bench');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/navia_bench`,
    describe: `PostgreSQL ${version} in ${root} on port ${port} (${Object.entries(SERVER_SETTINGS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}; everything else default)`,
    stop: () => {
      if (keep) return;
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

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
  const cluster: Cluster = external
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
