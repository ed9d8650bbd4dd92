/**
 * SQL of the e-mail outbox (ARCHITECTURE "mail"). Messages are system records, not tenant data: the
 * mailer writes them inside the caller's transaction and the deliver-email job settles them.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

export type OutboxMessage = { to: string; subject: string; text: string };
export type OutboxStatus = 'SENT' | 'LOGGED' | 'FAILED';

export async function insertOutboxEmail(db: Executor, message: OutboxMessage): Promise<string> {
  const [row] = await db
    .insert(outboxEmails)
    .values({ toAddress: message.to, subject: message.subject, textBody: message.text })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function findOutboxEmail(db: Executor, id: string) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return row ?? null;
}

/** The final status, written only while the message is still PENDING. */
export async function settleOutboxEmail(
  db: Executor,
  id: string,
  status: OutboxStatus,
  error: string | null,
) {
  await db
    .update(outboxEmails)
    .set({ status, error, sentAt: status === 'SENT' ? new Date() : null })
    .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, 'PENDING')));
}

/** Keeps the last SMTP error on a message that stays PENDING for another attempt. */
export async function recordOutboxError(db: Executor, id: string, error: string) {
  await db.update(outboxEmails).set({ error }).where(eq(outboxEmails.id, id));
}
