/**
 * SQL of refunds (issue 14): what staff asked for is held in payment_refunds until the gateway's
 * webhook confirms it (payments.refunded_amount), so a double submit refunds once and refunds never
 * exceed the charge.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';

export type RefundRecord = typeof paymentRefunds.$inferSelect;

/** The payment, locked for the transaction (refunds of one payment are asked one at a time). */
export async function lockPayment(tx: Executor, paymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.paymentId, paymentId)).for('update');
  return row ?? null;
}

export async function findRefund(db: Executor, paymentUuid: string, refundKey: string) {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentUuid), eq(paymentRefunds.refundKey, refundKey)));
  return row ?? null;
}

/** What was asked so far and not refused by the gateway. */
export async function askedOf(db: Executor, paymentUuid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)::text` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentUuid), ne(paymentRefunds.status, 'FAILED')));
  return Number(row?.n ?? 0);
}

export async function insertRefund(db: Executor, refund: typeof paymentRefunds.$inferInsert) {
  const [row] = await db.insert(paymentRefunds).values(refund).returning();
  if (!row) throw new Error('refund insert failed');
  return row;
}

export async function updateRefund(
  db: Executor,
  id: string,
  values: Partial<Pick<RefundRecord, 'status' | 'failureMessage' | 'refundKey'>>,
) {
  await db.update(paymentRefunds).set(values).where(eq(paymentRefunds.id, id));
}
