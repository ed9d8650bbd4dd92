/**
 * E-mail (ARCHITECTURE "mail"): every message is written to the outbox table inside the caller's
 * transaction, so nothing is lost. With SMTP_URL set, pending messages are then sent over SMTP;
 * without it they are marked LOGGED. Bodies are never logged: they may hold reset or validation links.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

type EmailMessage = { to: string; subject: string; text: string };

export type Mailer = {
  /** Adds a message to the outbox within the given transaction; returns its id. */
  enqueue: (tx: Executor, message: EmailMessage) => Promise<string>;
  /** Delivers the given outbox messages (after the transaction committed). Never throws. */
  deliver: (ids: string[]) => Promise<void>;
};

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async enqueue(tx, message) {
      const [row] = await tx
        .insert(outboxEmails)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
    async deliver(ids) {
      for (const id of ids) {
        const [row] = await options.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
        if (row?.status !== 'PENDING') continue;
        if (!transport) {
          options.log.info({ emailId: id, subject: row.subject }, 'email kept in outbox (no SMTP_URL)');
          await options.db.update(outboxEmails).set({ status: 'LOGGED' }).where(eq(outboxEmails.id, id));
          continue;
        }
        try {
          await transport.sendMail({
            from: options.from,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
          });
          await options.db
            .update(outboxEmails)
            .set({ status: 'SENT', sentAt: new Date() })
            .where(eq(outboxEmails.id, id));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log.warn({ emailId: id, err: message }, 'email delivery failed; kept in outbox');
          await options.db
            .update(outboxEmails)
            .set({ status: 'FAILED', error: message })
            .where(eq(outboxEmails.id, id));
        }
      }
    },
  };
}
