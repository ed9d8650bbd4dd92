/**
 * SQL of card payments (issue 14). A payment and what it pays on each invoice are written together;
 * invoices' amount_paid changes only when the gateway's webhook settles (or refunds) the charge, in
 * the same transaction that records it. While a payment waits (PENDING, REQUIRES_ACTION) its
 * allocations hold their amounts, so two tabs cannot both pay what one invoice owes.
 */
import { isTrustedPartyRole } from '@navia/domain/rules/access';
import type { NormalisedRecordFilter } from '@navia/domain/rules/filters/record-filters';
import type { PaymentFilterKey } from '@navia/domain/rules/invoices/filters';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  gatewayEvents,
  invoices,
  organisations,
  orgGroupMerchantFees,
  orgGroups,
  paymentAllocations,
  payments,
  users,
} from '../../db/schema/index.ts';
import {
  type FilterClock,
  type RecordFilterSql,
  recordFilterCondition,
} from '../../lib/record-filter-sql.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';
import { invoiceVisibleCondition, majorUnits } from '../invoices/invoices.repository.ts';

export type PaymentRecord = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

const WAITING = ['PENDING', 'REQUIRES_ACTION'] as const;

/** Payments as invoices: customers their own group's, staff every group's, trusted parties none. */
function paymentVisibleCondition(scope: Scope): SQL {
  if (isTrustedPartyRole(scope.role)) return sql`false`;
  return scopeCondition(scope, payments.orgGroupId);
}

/** A payment the scope sees (its group's; staff all), by PaymentId. */
export async function findVisiblePayment(db: Executor, scope: Scope, paymentId: string) {
  const [row] = await db
    .select({ payment: payments, madeBy: users.fullname })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.madeBy))
    .where(and(eq(payments.paymentId, paymentId), paymentVisibleCondition(scope)));
  return row ?? null;
}

export async function findByKey(db: Executor, orgGroupId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orgGroupId, orgGroupId), eq(payments.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function countVisibleInvoices(db: Executor, scope: Scope, ids: readonly string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(inArray(invoices.id, [...ids]), invoiceVisibleCondition(scope)));
  return Number(row?.n ?? 0);
}

/**
 * The invoices to pay, locked for the transaction, with what other waiting payments already hold on
 * each. Only invoices the scope sees come back. The holds are read after the locks are taken, by a
 * statement of its own: under READ COMMITTED a statement sees the data as of its start, so a hold
 * committed while this one waited for the lock would be missed if read in the locking statement.
 */
export async function lockInvoices(tx: Executor, scope: Scope, ids: readonly string[]) {
  const locked = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.id, [...ids]), invoiceVisibleCondition(scope)))
    .orderBy(asc(invoices.id))
    .for('update');
  if (locked.length === 0) return [];
  // The outer row named in full: Drizzle leaves columns unqualified in a one-table select, and a
  // bare "id" here would be the inner payments' id.
  const held = sql<number>`(select coalesce(sum(pa.amount), 0)::bigint from payment_allocations pa
    join payments p on p.id = pa.payment_id
    where pa.invoice_id = "invoices"."id" and p.status in ('PENDING', 'REQUIRES_ACTION'))`;
  const rows = await tx
    .select({ invoice: invoices, held })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        locked.map((l) => l.id),
      ),
    );
  return rows.map((r) => ({ invoice: r.invoice, held: Number(r.held) }));
}

export async function insertPayment(
  tx: Executor,
  payment: NewPayment,
  allocations: { invoiceId: string; amount: number }[],
) {
  const [row] = await tx.insert(payments).values(payment).returning();
  if (!row) throw new Error('payment insert failed');
  await tx.insert(paymentAllocations).values(
    allocations.map((a) => ({
      paymentId: row.id,
      invoiceId: a.invoiceId,
      orgGroupId: row.orgGroupId,
      amount: a.amount,
    })),
  );
  return row;
}

export async function updatePayment(db: Executor, id: string, values: Partial<NewPayment>) {
  const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
  return row ?? null;
}

export function allocationsOf(db: Executor, paymentId: string) {
  return db
    .select({ allocation: paymentAllocations, invoice: invoices })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(asc(invoices.transactionNumber));
}

/** The group's own fee rates, by card type. */
export async function customFees(db: Executor, orgGroupId: string): Promise<Record<string, number>> {
  const rows = await db
    .select()
    .from(orgGroupMerchantFees)
    .where(eq(orgGroupMerchantFees.orgGroupId, orgGroupId));
  return Object.fromEntries(rows.map((r) => [r.cardType, r.basisPoints]));
}

/** Who made a payment, for the receipt e-mail. */
export async function payerOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, fullname: users.fullname })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Sets (a number) or clears (null) a group's own rate per card type. */
export async function setCustomFees(
  tx: Executor,
  orgGroupId: string,
  fees: Partial<Record<string, number | null>>,
  updatedBy: string,
  at: Date,
) {
  for (const [cardType, basisPoints] of Object.entries(fees)) {
    if (basisPoints === undefined) continue;
    if (basisPoints === null) {
      await tx
        .delete(orgGroupMerchantFees)
        .where(
          and(eq(orgGroupMerchantFees.orgGroupId, orgGroupId), eq(orgGroupMerchantFees.cardType, cardType)),
        );
      continue;
    }
    await tx
      .insert(orgGroupMerchantFees)
      .values({ orgGroupId, cardType, basisPoints, updatedBy, updatedAt: at })
      .onConflictDoUpdate({
        target: [orgGroupMerchantFees.orgGroupId, orgGroupMerchantFees.cardType],
        set: { basisPoints, updatedBy, updatedAt: at },
      });
  }
}

export async function orgGroupExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: orgGroups.id }).from(orgGroups).where(eq(orgGroups.id, id));
  return row !== undefined;
}

/** Records a webhook event; false when it was recorded before (a replay: apply nothing). */
export async function recordEvent(
  tx: Executor,
  event: { gateway: 'TEST' | 'STRIPE'; eventId: string; type: string; gatewayReference: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(gatewayEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.eventId });
  return rows.length > 0;
}

export async function lockPaymentByReference(tx: Executor, gateway: 'TEST' | 'STRIPE', reference: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayReference, reference)))
    .for('update');
  return row ?? null;
}

/** Adds (or, negative, takes back) what a payment paid on an invoice; fully_paid_date follows. */
export async function addPaid(tx: Executor, invoiceId: string, delta: number, today: string) {
  await tx
    .update(invoices)
    .set({
      amountPaid: sql`greatest(${invoices.amountPaid} + ${delta}, 0)`,
      fullyPaidDate: sql`case when ${invoices.amountPaid} + ${delta} >= ${invoices.invoiceAmount} then coalesce(${invoices.fullyPaidDate}, ${today}::date) else null end`,
    })
    .where(eq(invoices.id, invoiceId));
}

export const isWaiting = (status: string) => (WAITING as readonly string[]).includes(status);

// The payment history (hub §3 Payment: a row per invoice a payment paid)

export type HistoryMatch = { filters: readonly PaymentFilter[]; orgCodes: readonly string[] };
export type PaymentFilter = NormalisedRecordFilter<PaymentFilterKey>;

const historyFilterSql: RecordFilterSql<PaymentFilterKey> = {
  dates: { PaymentDate: { column: payments.createdAt, kind: 'instant' } },
  ranges: { PaidAmount: majorUnits(paymentAllocations.amount, payments.currency) },
  texts: {
    TransactionNumber: (p) => ilike(invoices.transactionNumber, p),
    PaymentId: (p) => ilike(payments.paymentId, p),
    PaymentMadeBy: (p) => ilike(users.fullname, p),
  },
  options: { TransactionCurrency: payments.currency },
};

function historyCondition(scope: Scope, match: HistoryMatch, clock: FilterClock): SQL {
  return and(
    paymentVisibleCondition(scope),
    match.orgCodes.length > 0 ? inArray(invoices.orgCode, [...match.orgCodes]) : undefined,
    ...match.filters.map((f) => recordFilterCondition(historyFilterSql, f, clock)),
  ) as SQL;
}

const HISTORY_SORT = {
  PaymentDate: payments.createdAt,
  PaymentId: payments.paymentId,
  TransactionNumber: invoices.transactionNumber,
  PaidAmount: paymentAllocations.amount,
} as const;

export async function searchHistory(
  db: Executor,
  scope: Scope,
  match: HistoryMatch,
  clock: FilterClock,
  page: { orderBy: keyof typeof HISTORY_SORT; orderDir: 'ASC' | 'DESC'; offset: number; limit: number },
) {
  const sort = HISTORY_SORT[page.orderBy];
  const dir = page.orderDir === 'ASC' ? asc : desc;
  const where = historyCondition(scope, match, clock);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        payment: payments,
        allocation: paymentAllocations,
        invoice: invoices,
        madeBy: users.fullname,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .innerJoin(users, eq(users.id, payments.madeBy))
      .where(where)
      .orderBy(dir(sort), dir(payments.id), asc(invoices.transactionNumber))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .innerJoin(users, eq(users.id, payments.madeBy))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The allocations of these payments (to split each payment's fee over its invoices). */
export function allocationsOfPayments(db: Executor, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentAllocations)
    .where(inArray(paymentAllocations.paymentId, [...paymentIds]))
    .orderBy(asc(paymentAllocations.paymentId), asc(paymentAllocations.invoiceId));
}

/** hub §3 paymentOrgs: the organisations of the caller's group (staff: none listed; they see all). */
export function paymentOrgsOf(db: Executor, scope: Scope) {
  if (isTrustedPartyRole(scope.role) || !scope.orgGroupId) return Promise.resolve([]);
  return db
    .select({ code: organisations.code, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.orgGroupId, scope.orgGroupId))
    .orderBy(asc(organisations.name));
}
