/**
 * The portal server for bench/load.ts: apps/server/src/main.ts itself in a child process (config
 * from the environment, migrations, jobs, listen, graceful shutdown on SIGTERM), on PostgreSQL, on a
 * fixed loopback port so that a restarted server answers at the same address. Its log (pino JSON,
 * level warn) goes to a file that the report reads at the end.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { healthy } from '../server-process.ts';

const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export type ServerOptions = {
  databaseUrl: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** A folder for a V8 CPU profile of each server process (written when it exits). */
  cpuProf?: string | undefined;
};

export class PortalServer {
  private child: ChildProcess | null = null;
  private expectingExit = false;
  /** Exits nobody asked for (a crash), with their code or signal. */
  readonly crashes: string[] = [];
  starts = 0;

  constructor(
    private readonly options: ServerOptions,
    private readonly onCrash: (what: string) => void,
  ) {}

  get pid() {
    return this.child?.pid ?? null;
  }

  /** Forks main.ts and waits until /api/health answers; answers the ms it took. */
  async start(): Promise<number> {
    const started = performance.now();
    const env: NodeJS.ProcessEnv = {};
    for (const [key, value] of Object.entries(process.env)) {
      if (!key.startsWith('NAVIA_') && !key.startsWith('BENCH_')) env[key] = value;
    }
    const log = openSync(this.options.logFile, 'a');
    const child = fork(MAIN, [], {
      execArgv: [
        ...process.execArgv,
        ...(this.options.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${this.options.cpuProf}`] : []),
      ],
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.options.port),
        DATABASE_URL: this.options.databaseUrl,
        NAVIA_DATA_DIR: this.options.dataDir,
        NAVIA_LOG_LEVEL: 'warn',
        NAVIA_SEED_SHIPMENTS: '0',
        NAVIA_WEB_DIST: '/nonexistent',
        NAVIA_PUBLIC_URL: `http://127.0.0.1:${this.options.port}`,
      },
      stdio: ['ignore', log, log, 'ipc'],
    });
    closeSync(log);
    this.child = child;
    this.starts += 1;
    this.expectingExit = false;
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.expectingExit) {
        const what = `server pid ${child.pid} exited unasked (${signal ?? `code ${code}`})`;
        this.crashes.push(what);
        this.onCrash(what);
      }
    });
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited while starting; see ${this.options.logFile}`);
      }
      if (await healthy(this.options.port)) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('the server did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Sends SIGTERM and waits for the exit (SIGKILL after `timeoutMs`); answers how it ended. */
  stop(timeoutMs = 40_000): Promise<{ ms: number; exit: string; killed: boolean }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      return Promise.resolve({ ms: 0, exit: 'not running', killed: false });
    }
    this.expectingExit = true;
    const started = performance.now();
    return new Promise((resolve) => {
      let killed = false;
      const force = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      child.once('exit', (code, signal) => {
        clearTimeout(force);
        resolve({ ms: performance.now() - started, exit: signal ?? `code ${code}`, killed });
      });
      child.kill('SIGTERM');
    });
  }

  /** Counts of the log's warn/error/fatal lines by message, and the first lines of each. */
  logSummary(): { level: string; msg: string; count: number; example: string }[] {
    let text = '';
    try {
      text = readFileSync(this.options.logFile, 'utf8');
    } catch {
      return [];
    }
    const levels: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };
    const counts = new Map<string, { level: string; msg: string; count: number; example: string }>();
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      let level = 'other';
      let msg = line.slice(0, 160);
      try {
        const parsed = JSON.parse(line) as { level?: number; msg?: string };
        level = levels[parsed.level ?? 0] ?? String(parsed.level);
        msg = parsed.msg ?? msg;
      } catch {
        // A plain line (a crash's stack trace, console output).
      }
      const key = `${level}|${msg}`;
      const entry = counts.get(key) ?? { level, msg, count: 0, example: line.slice(0, 300) };
      entry.count += 1;
      counts.set(key, entry);
    }
    return [...counts.values()].sort((a, b) => b.count - a.count);
  }
}
