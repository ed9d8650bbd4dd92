/**
 * E-mail (ARCHITECTURE "mail"): every message is written to the outbox table, with a deliver-email
 * job, inside the caller's transaction, so a committed message is never lost and a rolled-back one
 * is never sent. The job sends it over SMTP when SMTP_URL is set, retrying with backoff, or marks it
 * LOGGED. Bodies are never logged: they may hold reset or validation links.
 *
 * Statuses: PENDING (queued, or between SMTP retries, with the last error), SENT, LOGGED, FAILED
 * (the last retry failed).
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import {
  findOutboxEmail,
  insertOutboxEmail,
  type OutboxMessage,
  recordOutboxError,
  settleOutboxEmail,
} from '../modules/outbox/outbox.repository.ts';

export type Mailer = {
  /** Adds a message to the outbox and queues its delivery, both within the given transaction; returns its id. */
  enqueue: (tx: Executor, message: OutboxMessage) => Promise<string>;
  /**
   * Sends (or logs) one outbox message unless it is no longer PENDING: the deliver-email job's work.
   * Throws when SMTP fails and another attempt follows; on the final attempt marks it FAILED instead.
   */
  deliverQueued: (id: string, attempt: { finalAttempt: boolean }) => Promise<void>;
};

/** The part of a nodemailer transport the mailer uses (tests pass a fake). */
export type MailTransport = { sendMail: (mail: SendMailOptions) => Promise<unknown> };

export function createMailer(options: {
  db: Db;
  jobs: Jobs;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  transport?: MailTransport;
}): Mailer {
  const { db, log } = options;
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  // One delivery of a message at a time in this process (the job, or a test's drain).
  const inFlight = new Map<string, Promise<void>>();
  const settle = (id: string, status: 'SENT' | 'LOGGED' | 'FAILED', error: string | null = null) =>
    settleOutboxEmail(db, id, status, error);

  async function deliverOnce(id: string, finalAttempt: boolean): Promise<void> {
    const row = await findOutboxEmail(db, id);
    if (row?.status !== 'PENDING') return;
    if (!transport) {
      log.info({ emailId: id, subject: row.subject }, 'email kept in outbox (no SMTP_URL)');
      await settle(id, 'LOGGED');
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (finalAttempt) {
        log.warn({ emailId: id, err: message }, 'email delivery failed for the last time; marked FAILED');
        await settle(id, 'FAILED', message);
        return;
      }
      log.warn({ emailId: id, err: message }, 'email delivery failed; will retry');
      await recordOutboxError(db, id, message);
      throw error;
    }
    await settle(id, 'SENT');
  }

  async function deliverQueued(id: string, attempt: { finalAttempt: boolean }): Promise<void> {
    // Wait for a delivery of the same message already running here, then read its outcome afresh.
    for (let running = inFlight.get(id); running; running = inFlight.get(id)) await running.catch(() => {});
    const delivery = deliverOnce(id, attempt.finalAttempt);
    inFlight.set(id, delivery);
    try {
      await delivery;
    } finally {
      if (inFlight.get(id) === delivery) inFlight.delete(id);
    }
  }

  return {
    async enqueue(tx, message) {
      const id = await insertOutboxEmail(tx, message);
      await options.jobs.send('deliver-email', { emailId: id }, { tx });
      return id;
    },
    deliverQueued,
  };
}

// Templates (issue 17: connect invites). Plain text; links carry single-use tokens, so bodies are never logged.

/**
 * An invite to connect. The link opens the sign-up page either way: a new partner signs up; for one
 * already on connect the page offers to sign in and accept, or to create one's user at it.
 */
export function connectInviteEmail(input: {
  to: string;
  inviteeName: string;
  inviterName: string;
  inviterCompanyName: string;
  link: string;
  validDays: number;
  existingEntity: boolean;
}): OutboxMessage {
  const action = input.existingEntity
    ? 'Your organisation is already on NAVIA connect. Sign in to accept the invite, or create your user there if you have none yet:'
    : 'Create your account to accept the invite:';
  return {
    to: input.to,
    subject: `${input.inviterCompanyName} invites you to trade on NAVIA connect`,
    text: [
      `Hello ${input.inviteeName},`,
      '',
      `${input.inviterName} of ${input.inviterCompanyName} invites you to connect on NAVIA, to exchange contracts and product records.`,
      action,
      input.link,
      '',
      `The link can be used once and expires in ${input.validDays} days. If you did not expect this invite, ignore this e-mail.`,
    ].join('\n'),
  };
}

/** A user added to a trusted party without a password: the link to choose one. */
export function addedUserEmail(input: {
  to: string;
  fullname: string;
  addedBy: string;
  companyName: string;
  link: string;
  validDays: number;
}): OutboxMessage {
  return {
    to: input.to,
    subject: `You have been added to ${input.companyName} on NAVIA connect`,
    text: [
      `Hello ${input.fullname},`,
      '',
      `${input.addedBy} added you as a user of ${input.companyName} on NAVIA connect. Choose your password here:`,
      input.link,
      '',
      `The link can be used once and expires in ${input.validDays} days.`,
    ].join('\n'),
  };
}

// Template (issue 14): the payment receipt, e-mailed through the outbox when the charge settles.

/** The receipt of a settled payment, to the user who made it: amounts as the screen shows them. */
export function paymentReceiptEmail(input: {
  to: string;
  fullname: string;
  paymentId: string;
  paidAt: string;
  card: string;
  lines: readonly { transactionNumber: string; amount: string }[];
  paid: string;
  fee: string;
  total: string;
  receiptLink: string;
}): OutboxMessage {
  return {
    to: input.to,
    subject: `Payment ${input.paymentId} received`,
    text: [
      `Hello ${input.fullname},`,
      '',
      `Thank you: your payment ${input.paymentId} of ${input.total} was received on ${input.paidAt}, by ${input.card}.`,
      '',
      ...input.lines.map((l) => `  ${l.transactionNumber}: ${l.amount}`),
      '',
      `Paid to invoices: ${input.paid}`,
      `Merchant fee: ${input.fee}`,
      `Total charged: ${input.total}`,
      '',
      `The receipt: ${input.receiptLink}`,
    ].join('\n'),
  };
}
