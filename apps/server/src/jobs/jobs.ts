/**
 * Background jobs (ARCHITECTURE "jobs and events", decision 011): pg-boss on the app's own database,
 * PGlite or PostgreSQL. A job sent with `tx` is inserted in the caller's transaction, so it exists
 * if and only if that transaction commits.
 *
 * Modes: 'background' (npm start) polls the queues and runs the schedules; 'manual' (tests) starts
 * nothing that polls, and `drain()` runs whatever is due, in the caller's time.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import {
  type Db as BossDb,
  type Clock,
  type ClockTimer,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
  systemClock,
} from 'pg-boss';
import type { Database, Executor } from '../db/client.ts';
import {
  JOB_CATALOGUE,
  JOB_NAMES,
  type JobName,
  type JobPayload,
  type ParsedJobPayload,
} from './job-catalogue.ts';

export type JobsMode = 'background' | 'manual';

/** What a worker knows about the attempt it runs. */
export type JobAttempt = {
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** No retry follows if this attempt fails. */
  finalAttempt: boolean;
};

type JobHandler<N extends JobName> = (payload: ParsedJobPayload<N>, attempt: JobAttempt) => Promise<void>;

export type Jobs = {
  /**
   * Queues a job; with `tx`, inside that transaction (the job exists iff it commits). The payload is
   * validated first, so a bad one throws in the caller, and its transaction rolls back.
   */
  send: <N extends JobName>(name: N, payload: JobPayload<N>, options?: { tx?: Executor }) => Promise<string>;
  /** Names the function that runs a job; a failure (throw) is retried by the queue's policy. */
  work: <N extends JobName>(name: N, handler: JobHandler<N>) => void;
  /** Sends the job on a cron schedule (UTC), once across every process sharing the database. */
  schedule: (name: JobName, cron: string) => void;
  /** Installs or migrates the queue schema, creates the queues and, in background mode, starts working. */
  start: () => Promise<void>;
  /** Stops taking jobs and waits (up to 10 s) for running ones; they are retried if cut short. */
  stop: () => Promise<void>;
  /** Runs every due job of the queues that have a worker, until none is left (tests, manual mode). */
  drain: () => Promise<{ completed: number; failed: number }>;
};

type ErasedHandler = (payload: unknown, attempt: JobAttempt) => Promise<void>;

const STOP_TIMEOUT_MS = 10_000;
/** Jobs fetched at once per queue; run side by side, so a slow SMTP server delays a batch, not a queue. */
const BATCH_SIZE = 5;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobs(options: {
  database: Database;
  log: FastifyBaseLogger;
  mode: JobsMode;
  /** Seconds between polls of an idle queue (background mode). */
  pollingIntervalSeconds?: number;
}): Jobs {
  const { database, log, mode } = options;
  const background = mode === 'background';
  const handlers = new Map<string, ErasedHandler>();
  const schedules = new Map<JobName, string>();
  const boss = new PgBoss({
    db: bossDatabase(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    // Maintenance (expiry, retention), cron and the instance registry only where jobs are worked.
    supervise: background,
    schedule: background,
    registerInstance: background,
    openTelemetry: { enabled: false },
    // A manual-mode instance is never stopped by a test that forgets to close its app; its few
    // housekeeping timers must not keep the test process alive.
    clock: background ? systemClock : unrefClock,
  });
  boss.on('error', (error) => log.error({ err: errorText(error) }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning: warning.data }, `job queue: ${warning.message}`));

  let started = false;
  let starting: Promise<void> | null = null;

  /** Runs a fetched batch side by side; each job completes or fails on its own. */
  function runBatch(batch: JobWithMetadata<unknown>[]): Promise<JobResult[]> {
    return Promise.all(
      batch.map(async (job): Promise<JobResult> => {
        const attempt = {
          jobId: job.id,
          retryCount: job.retryCount,
          finalAttempt: job.retryCount >= job.retryLimit,
        };
        try {
          const handler = handlers.get(job.name);
          if (!handler) throw new Error(`no worker for job ${job.name}`);
          await handler(job.data, attempt);
          return { id: job.id, status: 'completed' };
        } catch (error) {
          // Payloads hold ids only, but they stay out of the log all the same.
          log.warn({ job: job.name, ...attempt, err: errorText(error) }, 'job failed');
          return { id: job.id, status: 'failed', output: { message: errorText(error) } };
        }
      }),
    );
  }

  async function workInBackground(name: string) {
    await boss.work(
      name,
      {
        includeMetadata: true,
        perJobResults: true,
        batchSize: BATCH_SIZE,
        // A full batch means more are waiting: fetch again at once rather than after the interval.
        burstWhenBatchFull: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      },
      runBatch,
    );
  }

  const scheduleInBackground = (name: JobName, cron: string) => boss.schedule(name, cron, {}, { tz: 'UTC' });
  const reportLateStart = (name: string) => (error: unknown) =>
    log.error({ job: name, err: errorText(error) }, 'job worker or schedule could not start');

  return {
    async send(name, payload, sendOptions = {}) {
      if (!started) throw new Error(`jobs not started: cannot send ${name}`);
      const data = JOB_CATALOGUE[name].payload.parse(payload);
      // fromDrizzle runs pg-boss's insert through the caller's transaction handle.
      const db = sendOptions.tx ? fromDrizzle(drizzleHandle(sendOptions.tx), sql) : undefined;
      const id = await boss.send(name, data, db ? { db } : {});
      // Only throttled (singleton) sends answer null, and no job here is sent that way.
      if (id === null) throw new Error(`job ${name} was not queued`);
      return id;
    },

    work(name, handler) {
      if (handlers.has(name)) throw new Error(`job ${name} already has a worker`);
      const parse = JOB_CATALOGUE[name].payload;
      handlers.set(name, (payload, attempt) =>
        // The catalogue entry of `name` parsed it, so the output is this job's payload type.
        handler(parse.parse(payload) as ParsedJobPayload<typeof name>, attempt),
      );
      if (started && background) workInBackground(name).catch(reportLateStart(name));
    },

    schedule(name, cron) {
      schedules.set(name, cron);
      if (started && background) scheduleInBackground(name, cron).catch(reportLateStart(name));
    },

    start() {
      starting ??= (async () => {
        await boss.start();
        for (const name of JOB_NAMES) {
          const { policy } = JOB_CATALOGUE[name];
          await boss.createQueue(name, policy);
          // createQueue leaves an existing queue as it was; this applies a changed policy.
          await boss.updateQueue(name, policy);
        }
        started = true;
        if (background) {
          for (const name of handlers.keys()) await workInBackground(name);
          for (const [name, cron] of schedules) await scheduleInBackground(name, cron);
        }
        log.info({ mode, database: database.kind, workers: [...handlers.keys()] }, 'jobs started');
      })();
      return starting;
    },

    async stop() {
      if (!starting) return;
      await starting.catch(() => {});
      started = false;
      starting = null;
      const stopping = performance.now();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      log.info({ stopMs: Math.round(performance.now() - stopping) }, 'jobs stopped');
    },

    async drain() {
      if (!started) throw new Error('jobs not started: cannot drain');
      let completed = 0;
      let failed = 0;
      for (;;) {
        let ran = 0;
        for (const name of handlers.keys()) {
          const batch = await boss.fetch<unknown>(name, { batchSize: BATCH_SIZE, includeMetadata: true });
          ran += batch.length;
          const results = await runBatch(batch);
          for (const [index, job] of batch.entries()) {
            const claim = { id: job.id, retryCount: job.retryCount };
            const result = results[index];
            if (result?.status === 'completed') {
              await boss.complete(name, claim);
              completed += 1;
            } else {
              await boss.fail(name, claim, result?.output ?? null);
              failed += 1;
            }
          }
        }
        if (ran === 0) return { completed, failed };
      }
    },
  };
}

/**
 * pg-boss's own statements. PGlite: the adapter pg-boss ships for it (one in-process connection,
 * multi-statement blocks through exec). PostgreSQL: the app's pool, so pg-boss opens no pool of its own.
 */
function bossDatabase(database: Database): BossDb {
  if (database.pglite) return fromPglite(database.pglite);
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without a pool');
  return {
    async executeSql(text, values) {
      // pg answers a multi-statement text (pg-boss's locked blocks) with one result per statement,
      // which its types do not model.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows) } : result;
    },
  };
}

/** A transaction (or the database) as pg-boss's Drizzle adapter sees it. */
const drizzleHandle = (tx: Executor): DrizzleTransactionLike => ({
  // The adapter only passes back what the `sql` tag built; both drivers answer with `rows`, which
  // the generic result type of Db hides.
  execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] },
});

const unref = (timer: ClockTimer): ClockTimer => {
  if (timer instanceof Object && 'unref' in timer && typeof timer.unref === 'function') timer.unref();
  return timer;
};

const unrefClock: Clock = {
  now: () => systemClock.now(),
  setTimeout: (fn, ms) => unref(systemClock.setTimeout(fn, ms)),
  clearTimeout: (timer) => systemClock.clearTimeout(timer),
  setInterval: (fn, ms) => unref(systemClock.setInterval(fn, ms)),
  clearInterval: (timer) => systemClock.clearInterval(timer),
};
