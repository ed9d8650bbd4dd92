/**
 * A throwaway PostgreSQL 15 cluster for the benchmarks (bench/seed-postgres.ts, bench/search.ts,
 * bench/load.ts).
 *
 * It runs from /usr/lib/postgresql/15/bin as the postgres user, in a folder under /tmp, on a free
 * port on 127.0.0.1, with the defaults (fsync and synchronous_commit on, 1 GB max_wal_size) except
 * shared_buffers and maintenance_work_mem, both raised to 1 GB. stop() shuts it down and removes the
 * folder (unless kept); it never throws, so it can run from error and signal handlers. restart()
 * is `pg_ctl restart -m fast` (the load bench's database fault), without blocking the event loop.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const SERVER_SETTINGS = { shared_buffers: '1GB', maintenance_work_mem: '1GB' };

/** The command line of a PostgreSQL binary run as the postgres user (initdb and the server refuse root). */
function postgresCommand(binary: string, args: string[]): [string, string[]] {
  const command = path.join(PG_BIN, binary);
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function asPostgres(binary: string, args: string[]): string {
  const [command, commandArgs] = postgresCommand(binary, args);
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function freePort(): Promise<number> {
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

export type Cluster = {
  url: string;
  stop: () => void;
  describe: string;
  /** The data directory (postmaster.pid names the server's process). */
  dataDir: string;
  /** `pg_ctl restart -m fast -w`: every session is cut, the server stops and starts again. */
  restart: () => Promise<void>;
};

/** Starts a cluster with one database, navia_bench; `keep` makes stop() leave it running. */
export async function startCluster(keep: boolean): Promise<Cluster> {
  const root = mkdtempSync('/tmp/navia-bench-pg-');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', root]);
  const dataDir = path.join(root, 'data');
  let stopped = false;
  const destroy = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already down (a Ctrl-C reaches the postmaster too) or never started.
    }
    rmSync(root, { recursive: true, force: true });
  };
  const stop = () => {
    if (!keep) destroy();
  };
  try {
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
    const restart = () =>
      new Promise<void>((resolve, reject) => {
        // -l again: without it the restarted server would write to pg_ctl's own output. The -o
        // options come back from postmaster.opts.
        const [command, args] = postgresCommand('pg_ctl', [
          '-D',
          dataDir,
          '-l',
          path.join(root, 'server.log'),
          '-m',
          'fast',
          '-w',
          'restart',
        ]);
        execFile(command, args, (error, _stdout, stderr) =>
          error ? reject(new Error(`pg_ctl restart: ${stderr || error.message}`)) : resolve(),
        );
      });
    return {
      restart,
      dataDir,
      url: `postgres://postgres@127.0.0.1:${port}/navia_bench`,
      describe: `PostgreSQL ${version} in ${root} on port ${port} (${Object.entries(SERVER_SETTINGS)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')}; everything else default)`,
      stop,
    };
  } catch (error) {
    destroy();
    throw error;
  }
}
