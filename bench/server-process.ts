/**
 * The server under benchmark in its own process (production settings, log level warn), and what
 * benches do with it over HTTP: the health check and signing in. Shared by bench/realtime.ts and
 * bench/chat.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { systemEndpoints } from '@navia/domain/contracts/system';
import { userEndpoints } from '@navia/domain/contracts/user';
import { fmtInt } from './run-support.ts';

const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export function openFileLimit(pid: number | 'self'): { soft: number; hard: number } {
  const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft = '0', hard = '0'] = (line ?? '').slice('Max open files'.length).trim().split(/\s+/);
  const n = (v: string) => (v === 'unlimited' ? Number.POSITIVE_INFINITY : Number(v));
  return { soft: n(soft), hard: n(hard) };
}

/** Whether the server on `port` answers its health check (200). */
export function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: systemEndpoints.health.path, agent: false },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', () => resolve(false));
    req.setTimeout(2000, () => req.destroy());
  });
}

export class ServerProcess {
  child: ChildProcess | null = null;
  crashed: string | null = null;
  launchedWith = '';

  constructor(
    private readonly o: {
      databaseUrl: string;
      port: number;
      dataDir: string;
      logFile: string;
      inspectPort: number | null;
      fdsNeeded: number;
      cpuProf: string | undefined;
      /** Set last, over the defaults above (e.g. the demo seed and the built web app). */
      env?: NodeJS.ProcessEnv;
    },
  ) {}

  get pid(): number {
    const pid = this.child?.pid;
    if (!pid) throw new Error('the server is not running');
    return pid;
  }

  async start(): Promise<number> {
    const started = performance.now();
    const env: NodeJS.ProcessEnv = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (!key.startsWith('NAVIA_') && !key.startsWith('BENCH_')) env[key] = value;
    }
    Object.assign(env, {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(this.o.port),
      DATABASE_URL: this.o.databaseUrl,
      NAVIA_DATA_DIR: this.o.dataDir,
      NAVIA_LOG_LEVEL: 'warn',
      NAVIA_SEED_SHIPMENTS: '0',
      NAVIA_WEB_DIST: '/nonexistent',
      NAVIA_PUBLIC_URL: `http://127.0.0.1:${this.o.port}`,
      ...this.o.env,
    });
    // No database URL (neither given nor in `env`): the embedded default in the data folder, as
    // `npm start` runs it (NAVIA_EMBEDDED_DATABASE chooses PostgreSQL or PGlite, decision 032).
    if (!env.DATABASE_URL) delete env.DATABASE_URL;
    const nodeArgs = [
      ...process.execArgv,
      ...(this.o.inspectPort ? [`--inspect=127.0.0.1:${this.o.inspectPort}`] : []),
      ...(this.o.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(this.o.cpuProf)}`] : []),
      MAIN,
    ];
    const limit = openFileLimit('self');
    let command = process.execPath;
    let args = nodeArgs;
    if (limit.soft < this.o.fdsNeeded) {
      const raised = Math.min(limit.hard, this.o.fdsNeeded);
      if (raised < this.o.fdsNeeded) {
        console.log(
          `WARNING: the server needs about ${fmtInt(this.o.fdsNeeded)} open files, the hard limit is ${fmtInt(limit.hard)}; connections beyond it will fail`,
        );
      }
      command = '/bin/sh';
      args = ['-c', `ulimit -S -n ${raised} && exec "$0" "$@"`, process.execPath, ...nodeArgs];
      this.launchedWith = `sh -c 'ulimit -S -n ${raised} && exec node …'`;
    } else {
      this.launchedWith = `node (open-file limit ${fmtInt(limit.soft)} is enough)`;
    }
    const logFd = openSync(this.o.logFile, 'a');
    const child = spawn(command, args, { env, stdio: ['ignore', logFd, logFd] });
    closeSync(logFd);
    this.child = child;
    child.once('exit', (code, signal) => {
      if (this.child === child) {
        this.child = null;
        this.crashed = `server exited unasked (${signal ?? `code ${code}`}); see ${this.o.logFile}`;
      }
    });
    for (;;) {
      if (this.crashed) throw new Error(this.crashed);
      if (await healthy(this.o.port)) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('the server did not start within 120 s');
      await sleep(50);
    }
  }

  stop(timeoutMs = 20_000): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => {
        console.log(`WARNING: the server did not stop within ${timeoutMs / 1000} s; killed`);
        child.kill('SIGKILL');
      }, timeoutMs);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  assertUp() {
    if (this.crashed) throw new Error(this.crashed);
  }
}

/**
 * The server as `npm start` runs it (the embedded database in `dataDir`, no DATABASE_URL), logging
 * into dataDir/server.log; `env` adds to the defaults (the demo seed's size, the built web app);
 * `cpuProf`, a folder for the server's CPU profile (written when it stops).
 */
export function embeddedServer(o: {
  port: number;
  dataDir: string;
  fdsNeeded: number;
  env: NodeJS.ProcessEnv;
  cpuProf?: string | undefined;
}) {
  return new ServerProcess({
    databaseUrl: '',
    port: o.port,
    dataDir: o.dataDir,
    logFile: path.join(o.dataDir, 'server.log'),
    inspectPort: null,
    fdsNeeded: o.fdsNeeded,
    cpuProf: o.cpuProf,
    env: o.env,
  });
}

/** Signs in through the API (argon2) and answers the session token. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}${userEndpoints.signin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`sign-in of ${email}: ${res.status}`);
  return body.token;
}
