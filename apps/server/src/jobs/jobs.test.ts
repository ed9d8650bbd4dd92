import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createJobs, type JobAttempt, type Jobs } from './jobs.ts';

// A jobs instance of its own on the worker's database, so its workers are the test's. Its drain
// also takes deliver-email jobs other test files left queued; the worker skips ids it did not send.
let t: TestApp;
let jobs: Jobs;
const sent = new Set<string>();
const ran: { emailId: string; attempt: JobAttempt }[] = [];
const failing = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  jobs = createJobs({ database: t.database, log: t.app.log, mode: 'manual' });
  jobs.work('deliver-email', async ({ emailId }, attempt) => {
    if (!sent.has(emailId)) return;
    ran.push({ emailId, attempt });
    if (failing.has(emailId)) throw new Error('mail server down');
  });
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop();
});

const newEmailId = () => {
  const id = randomUUID();
  sent.add(id);
  return id;
};
const runsOf = (emailId: string) => ran.filter((r) => r.emailId === emailId);

type JobRow = { state: string; retry_count: number; due_later: boolean };
const jobRows = (emailId: string) =>
  t.database.query<JobRow>(
    `select state, retry_count, start_after > now() as due_later from pgboss.job
     where name = 'deliver-email' and data->>'emailId' = $1`,
    [emailId],
  );

describe('jobs (pg-boss on the app database)', () => {
  it('runs a job sent inside a transaction once it commits, on drain', async () => {
    const emailId = newEmailId();
    await t.database.db.transaction(async (tx) => {
      await jobs.send('deliver-email', { emailId }, { tx });
    });
    expect(runsOf(emailId)).toHaveLength(0);
    const report = await jobs.drain();
    expect(report.completed).toBeGreaterThanOrEqual(1);
    expect(runsOf(emailId)).toEqual([
      { emailId, attempt: expect.objectContaining({ retryCount: 0, finalAttempt: false }) },
    ]);
    expect(await jobRows(emailId)).toMatchObject([{ state: 'completed' }]);
  });

  it('keeps no job whose transaction rolled back', async () => {
    const emailId = newEmailId();
    await expect(
      t.database.db.transaction(async (tx) => {
        await jobs.send('deliver-email', { emailId }, { tx });
        await tx.execute(sql`select 1`);
        throw new Error('the use case failed after queueing');
      }),
    ).rejects.toThrow('the use case failed');
    await jobs.drain();
    expect(runsOf(emailId)).toHaveLength(0);
    expect(await jobRows(emailId)).toHaveLength(0);
  });

  it('refuses a payload its schema rejects, before anything is queued', async () => {
    await expect(jobs.send('deliver-email', { emailId: 'not-a-uuid' })).rejects.toThrow();
  });

  it('retries a failed job later, with backoff, not within the same drain', async () => {
    const emailId = newEmailId();
    failing.add(emailId);
    await jobs.send('deliver-email', { emailId });
    const report = await jobs.drain();
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(runsOf(emailId)).toHaveLength(1);
    expect(await jobRows(emailId)).toMatchObject([{ state: 'retry', due_later: true }]);
    await jobs.drain();
    expect(runsOf(emailId)).toHaveLength(1);
  });
});

describe('jobs in background mode', () => {
  it('works queued jobs without a drain, settles each job of a batch on its own, and stops promptly', async () => {
    const background = createJobs({
      database: t.database,
      log: t.app.log,
      mode: 'background',
      pollingIntervalSeconds: 0.5,
    });
    const done = new Set<string>();
    const broken = randomUUID();
    background.work('deliver-email', async ({ emailId }) => {
      if (emailId === broken) throw new Error('mail server down');
      done.add(emailId);
    });
    await background.start();
    try {
      const emailIds = [randomUUID(), randomUUID()];
      await background.send('deliver-email', { emailId: broken });
      for (const emailId of emailIds) await background.send('deliver-email', { emailId });
      // Settled once the good ones ran and the broken one is marked for a retry.
      const settled = async () =>
        emailIds.every((id) => done.has(id)) && (await jobRows(broken))[0]?.state === 'retry';
      const deadline = Date.now() + 10_000;
      while (!(await settled()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(emailIds.filter((id) => done.has(id))).toEqual(emailIds);
      expect(await jobRows(broken)).toMatchObject([{ state: 'retry', due_later: true }]);
    } finally {
      const stopping = Date.now();
      await background.stop();
      expect(Date.now() - stopping).toBeLessThan(5_000);
    }
  });
});
