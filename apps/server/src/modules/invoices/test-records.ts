/** Test records for the invoice calls and the guards' probes: an invoice with one line, maybe part paid. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceLines, invoices, paymentAllocations, payments } from '../../db/schema/index.ts';

export type TestInvoice = {
  orgGroupId: string;
  /** Makes the payment that paid `paid`. */
  userId?: string;
  currency?: string;
  amount?: number;
  paid?: number;
  dueDate?: string;
  transactionNumber?: string;
  shipmentNumber?: string | null;
  category?: string;
};

/** An invoice paid in part by a settled payment of `userId`; answers both ids. */
export async function createPaidInvoice(db: Executor, input: TestInvoice & { userId: string }) {
  const invoiceId = await createInvoice(db, { paid: 2_500, ...input });
  const [row] = await db
    .select({ paymentId: payments.paymentId })
    .from(payments)
    .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, payments.id))
    .where(eq(paymentAllocations.invoiceId, invoiceId));
  if (!row) throw new Error('no payment');
  return { invoiceId, paymentId: row.paymentId };
}

export async function createInvoice(db: Executor, input: TestInvoice): Promise<string> {
  const currency = input.currency ?? 'AUD';
  const amount = input.amount ?? 10_000;
  const paid = input.paid ?? 0;
  const [row] = await db
    .insert(invoices)
    .values({
      orgGroupId: input.orgGroupId,
      orgCode: 'TESTORG',
      transactionOwner: 'NAVSYD',
      transactionOwnerName: 'Navia Logistics Sydney',
      transactionNumber: input.transactionNumber ?? `INV-${randomUUID().slice(0, 12).toUpperCase()}`,
      transactionType: amount < 0 ? 'CRD' : 'INV',
      transactionCategory: input.category ?? 'FRT',
      shipmentNumber: input.shipmentNumber ?? null,
      currency,
      invoiceAmount: amount,
      localCurrency: 'AUD',
      localTotal: amount,
      exchangeRate: '1.00000000',
      amountPaid: paid,
      fullyPaidDate: paid >= amount && amount > 0 ? '2026-01-01' : null,
      invoiceDate: '2026-01-01',
      postDate: '2026-01-02',
      dueDate: input.dueDate ?? '2099-01-01',
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice insert failed');
  await db.insert(invoiceLines).values({
    invoiceId: row.id,
    position: 1,
    chargeCode: 'OFRT',
    description: 'Ocean freight',
    amount,
  });
  if (paid > 0 && input.userId) {
    const [payment] = await db
      .insert(payments)
      .values({
        orgGroupId: input.orgGroupId,
        paymentId: `PAY${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
        idempotencyKey: randomUUID(),
        requestFingerprint: 'test',
        gateway: 'TEST',
        gatewayReference: `test_pi_${randomUUID()}`,
        status: 'SUCCEEDED',
        currency,
        amount: paid,
        merchantFee: 0,
        feeBasisPoints: 0,
        madeBy: input.userId,
        settledAt: new Date(),
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('payment insert failed');
    await db.insert(paymentAllocations).values({
      paymentId: payment.id,
      invoiceId: row.id,
      orgGroupId: input.orgGroupId,
      amount: paid,
    });
  }
  return row.id;
}
