import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema/index.ts';
import { createJobs, type Jobs } from '../jobs/jobs.ts';
import type { OutboxMessage } from '../modules/outbox/outbox.repository.ts';
import { createTestApp, type TestApp, unique } from '../test/test-app.ts';
import { createMailer, type Mailer, type MailTransport } from './email.ts';

// Each mailer here has a jobs instance of its own (manual mode) whose deliver-email worker is that
// mailer, as registerAppJobs wires the app's. A drain also takes deliver-email jobs that other test
// files left queued; delivering those too does them no harm.
let t: TestApp;
const logLines: string[] = [];
const log = Fastify({
  logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
}).log;
const started: Jobs[] = [];

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await Promise.all(started.map((jobs) => jobs.stop()));
});

async function mailerWith(transport: MailTransport | undefined) {
  const jobs = createJobs({ database: t.database, log, mode: 'manual' });
  const mailer = createMailer({
    db: t.database.db,
    jobs,
    smtpUrl: undefined,
    from: 'portal@test.demo',
    log,
    transport,
  });
  jobs.work('deliver-email', ({ emailId }, attempt) => mailer.deliverQueued(emailId, attempt));
  await jobs.start();
  started.push(jobs);
  return { jobs, mailer };
}

const secret = () => `reset link https://portal.test/changePassword?token=${unique()}${unique()}`;
const message = (text = secret()): OutboxMessage => ({
  to: `to-${unique()}@test.demo`,
  subject: 'Hello',
  text,
});
const stored = async (id: string) =>
  (await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];
const enqueueCommitted = (mailer: Mailer, msg: OutboxMessage) =>
  t.database.db.transaction((tx) => mailer.enqueue(tx, msg));

describe('outbox e-mail delivered by the deliver-email job', () => {
  it('without SMTP_URL marks the message LOGGED when the job runs, and never logs the body', async () => {
    const { jobs, mailer } = await mailerWith(undefined);
    const msg = message();
    const id = await enqueueCommitted(mailer, msg);
    expect((await stored(id))?.status).toBe('PENDING');
    await jobs.drain();
    expect((await stored(id))?.status).toBe('LOGGED');
    expect(logLines.some((line) => line.includes(id))).toBe(true);
    expect(logLines.some((line) => line.includes(msg.text))).toBe(false);
  });

  it('sends over SMTP and marks the message SENT', async () => {
    const mails: unknown[] = [];
    const { jobs, mailer } = await mailerWith({ sendMail: async (mail) => mails.push(mail) });
    const msg = message();
    const id = await enqueueCommitted(mailer, msg);
    await jobs.drain();
    const row = await stored(id);
    expect(row?.status).toBe('SENT');
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(mails).toContainEqual({
      from: 'portal@test.demo',
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
    });
  });

  it('keeps a message PENDING with the error while SMTP fails and retries remain, then marks it FAILED', async () => {
    const failure = `connection refused ${unique()}`;
    const { jobs, mailer } = await mailerWith({
      sendMail: async () => {
        throw new Error(failure);
      },
    });
    const msg = message();
    const id = await enqueueCommitted(mailer, msg);
    expect((await jobs.drain()).failed).toBeGreaterThanOrEqual(1);
    expect(await stored(id)).toMatchObject({ status: 'PENDING', error: failure });
    const [job] = await t.database.query<{ state: string }>(
      `select state from pgboss.job where name = 'deliver-email' and data->>'emailId' = $1`,
      [id],
    );
    expect(job?.state).toBe('retry');
    // The last attempt (as the job runs it once its retries are spent) gives up.
    await mailer.deliverQueued(id, { finalAttempt: true });
    expect(await stored(id)).toMatchObject({ status: 'FAILED', error: failure });
    expect(logLines.some((line) => line.includes(msg.text))).toBe(false);
  });

  it('neither stores nor delivers a message whose transaction rolled back', async () => {
    const { jobs, mailer } = await mailerWith(undefined);
    const msg = message();
    let id = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        id = await mailer.enqueue(tx, msg);
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow();
    await jobs.drain();
    expect(await stored(id)).toBeUndefined();
    const jobRows = await t.database.query(
      `select 1 from pgboss.job where name = 'deliver-email' and data->>'emailId' = $1`,
      [id],
    );
    expect(jobRows).toHaveLength(0);
  });

  it('delivers a message once when the job and another delivery of it run together', async () => {
    let sends = 0;
    const { jobs, mailer } = await mailerWith({
      sendMail: async () => {
        sends += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const id = await enqueueCommitted(mailer, message());
    await Promise.all([
      jobs.drain(),
      mailer.deliverQueued(id, { finalAttempt: false }),
      mailer.deliverQueued(id, { finalAttempt: false }),
    ]);
    expect(sends).toBe(1);
    expect((await stored(id))?.status).toBe('SENT');
  });

  it('ignores an id that is not in the outbox', async () => {
    const { mailer } = await mailerWith(undefined);
    await expect(mailer.deliverQueued(randomUUID(), { finalAttempt: true })).resolves.toBeUndefined();
  });
});
