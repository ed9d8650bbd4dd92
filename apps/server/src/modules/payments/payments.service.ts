/**
 * Card payments (issue 14). What is charged is what the user saw: the domain's builder rules
 * (rules/invoices/payment-builder.ts) check the invoices and amounts and compute the fee here too.
 *
 * Exactly one charge per attempt:
 * - the client makes an idempotency key per attempt; the payment row is unique on (group, key), so a
 *   double click, a retry or two tabs find the first row and answer it (other invoices or amounts:
 *   409 PAYMENT_KEY_REUSED); only the request that inserted the row calls the gateway, with the
 *   same key, so a retry after a crash is answered by the gateway's own record, never a new charge;
 * - the invoices are locked while the payment is written, and a waiting payment holds its amounts,
 *   so two attempts with different keys cannot both pay what one invoice owes (409 INVOICE_NOT_PAYABLE);
 * - the webhook's event id is recorded once (gateway_events): a replay applies nothing, and the
 *   invoices' amounts change in the same transaction that records the settled payment.
 * Every attempt, outcome and refund goes to the audit log.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import type { paymentEndpoints, Receipt } from '@navia/domain/contracts/payments';
import { dayOf } from '@navia/domain/rules/filters/dates';
import { paymentFilters } from '@navia/domain/rules/invoices/filters';
import { CARD_TYPES, merchantFeeRate } from '@navia/domain/rules/invoices/merchant-fee';
import { formatMoney, money, split } from '@navia/domain/rules/invoices/money';
import {
  type BuilderInvoice,
  builderTotals,
  emptyBuilder,
  type PaymentBuilder,
  payNowError,
  selectRefusal,
} from '@navia/domain/rules/invoices/payment-builder';
import { deriveInvoiceStatus, outstandingAmount } from '@navia/domain/rules/invoices/status';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { paymentReceiptEmail } from '../../integrations/email.ts';
import type { GatewayEvent } from '../../integrations/payments/gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';
import type { PaymentCaller } from './payment-caller.ts';
import * as repo from './payments.repository.ts';
import { recordSettlement } from './reconciliation.repository.ts';
import * as savedCards from './saved-cards.service.ts';

type PayBody = EndpointParsedInput<typeof paymentEndpoints.pay>['body'];

const notFound = () => new AppError('NOT_FOUND');
const fingerprintOf = (body: PayBody) =>
  createHash('sha256')
    .update(JSON.stringify([...body.invoices].sort((a, b) => a.invoiceId.localeCompare(b.invoiceId))))
    .digest('hex');
/** An attempt still PENDING without a gateway reference this long after it began never reached the gateway. */
const STALE_ATTEMPT_MS = 60_000;
const newPaymentId = () => `PAY${randomBytes(6).toString('hex').toUpperCase()}`;

export function gatewayInfo(ctx: AppContext) {
  const test = ctx.payments.testGateway;
  return {
    gateway: ctx.payments.gateway.name,
    isTest: test !== null,
    publishableKey: ctx.payments.publishableKey,
    testCards: test
      ? [
          { number: '4242 4242 4242 4242', outcome: 'Succeeds (Visa)' },
          { number: '5555 5555 5555 4444', outcome: 'Succeeds (Mastercard)' },
          { number: '4000 0000 0000 0002', outcome: 'Declined' },
          { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
          { number: '4000 0000 0000 3220', outcome: '3-D Secure required' },
        ]
      : [],
  };
}

export function tokenize(
  ctx: AppContext,
  body: EndpointParsedInput<typeof paymentEndpoints.tokenize>['body'],
) {
  const test = ctx.payments.testGateway;
  if (!test) throw notFound();
  const result = test.tokenize(body);
  if (!result.ok) {
    throw new AppError('VALIDATION', {
      message: `${result.field}: ${result.message}`,
      issues: [{ field: result.field, message: result.message }],
    });
  }
  return { token: result.token, card: result.card };
}

export function merchantFees(ctx: AppContext, scope: Scope) {
  return feesOf(ctx.database.db, scope.orgGroupId);
}

async function feesOf(db: Executor, orgGroupId: string | null) {
  const custom = orgGroupId ? await repo.customFees(db, orgGroupId) : {};
  return {
    fees: CARD_TYPES.map((cardType) => ({
      cardType,
      basisPoints: merchantFeeRate(cardType, custom),
      isCustom: custom[cardType] !== undefined,
    })),
  };
}

type HistoryBody = EndpointParsedInput<typeof paymentEndpoints.paymentsWithFilters>['body'];

/** POST paymentsWithFilters: a row per invoice a payment paid; each row's share of the fee is split exactly. */
export async function history(ctx: AppContext, caller: PaymentCaller, body: HistoryBody) {
  const db = ctx.database.db;
  const clock = { zone: caller.zone, today: dayOf(ctx.now(), caller.zone) };
  const offset = (body.batchNo - 1) * body.batchSize;
  const [{ rows, total }, paymentOrgs] = await Promise.all([
    repo.searchHistory(
      db,
      caller.scope,
      { filters: paymentFilters.normalise(body.filters), orgCodes: body.paymentOrgs },
      clock,
      {
        orderBy: body.orderBy,
        orderDir: body.orderDir,
        offset,
        limit: body.batchSize,
      },
    ),
    repo.paymentOrgsOf(db, caller.scope),
  ]);
  const allocations = await repo.allocationsOfPayments(db, [...new Set(rows.map((r) => r.payment.id))]);
  const feeShare = new Map<string, number>();
  for (const paymentId of new Set(allocations.map((a) => a.paymentId))) {
    const mine = allocations.filter((a) => a.paymentId === paymentId);
    const payment = rows.find((r) => r.payment.id === paymentId)?.payment;
    if (!payment) continue;
    const shares =
      payment.merchantFee > 0
        ? split(
            money(payment.merchantFee, payment.currency),
            mine.map((a) => a.amount),
          )
        : [];
    mine.forEach((a, i) => {
      feeShare.set(`${paymentId}:${a.invoiceId}`, shares[i]?.amount ?? 0);
    });
  }
  return {
    result: rows.map(({ payment, allocation, invoice, madeBy }) => ({
      PaymentId: payment.paymentId,
      status: payment.status,
      TransactionOwner: invoice.orgCode,
      TransactionNumber: invoice.transactionNumber,
      TransactionCurrency: payment.currency,
      PaymentGateway: payment.gateway,
      TotalInvoiceAmount: invoice.invoiceAmount,
      InvoiceOutstandingAmount: Math.max(0, invoice.invoiceAmount - invoice.amountPaid),
      PaidAmount: allocation.amount,
      merchantFee: feeShare.get(`${payment.id}:${invoice.id}`) ?? 0,
      PaymentMadeBy: madeBy,
      PaymentDate: payment.createdAt.toISOString(),
    })),
    currentCount: Math.min(total, offset + rows.length),
    totalCount: total,
    paymentOrgs,
  };
}

/** POST /api/orgGroups/editOrgCustomFee (NA): a group's own rates, audited with the old and new ones. */
export async function editOrgCustomFee(
  ctx: AppContext,
  caller: PaymentCaller,
  body: EndpointParsedInput<typeof paymentEndpoints.editOrgCustomFee>['body'],
) {
  const db = ctx.database.db;
  if (!(await repo.orgGroupExists(db, body.orgGroupID))) throw notFound();
  return db.transaction(async (tx) => {
    const before = await repo.customFees(tx, body.orgGroupID);
    await repo.setCustomFees(tx, body.orgGroupID, body.org.merchantFees, caller.scope.userId, ctx.now());
    const after = await repo.customFees(tx, body.orgGroupID);
    await audit(tx, {
      type: 'MERCHANT_FEE_CHANGED',
      outcome: 'SUCCESS',
      who: { ...auditWhoOf(caller.scope), orgGroupId: body.orgGroupID },
      client: caller.client,
      at: ctx.now(),
      target: body.orgGroupID,
      detail: `${JSON.stringify(before)} -> ${JSON.stringify(after)}`,
    });
    return feesOf(tx, body.orgGroupID);
  });
}

/** The receipt of a payment the caller sees. */
export async function receipt(
  ctx: AppContext,
  caller: PaymentCaller,
  paymentId: string,
): Promise<{ payment: Receipt }> {
  const found = await repo.findVisiblePayment(ctx.database.db, caller.scope, paymentId);
  if (!found) throw notFound();
  return { payment: await present(ctx, caller, found.payment, found.madeBy) };
}

async function present(
  ctx: AppContext,
  caller: PaymentCaller,
  p: repo.PaymentRecord,
  madeBy: string,
): Promise<Receipt> {
  const today = dayOf(ctx.now(), caller.zone);
  const lines = await repo.allocationsOf(ctx.database.db, p.id);
  return {
    PaymentId: p.paymentId,
    status: p.status,
    PaymentGateway: p.gateway,
    TransactionCurrency: p.currency,
    PaidAmount: p.amount,
    merchantFee: p.merchantFee,
    totalCharge: p.amount + p.merchantFee,
    feeBasisPoints: p.feeBasisPoints,
    card: { brand: p.cardType, last4: p.cardLast4 },
    PaymentMadeBy: madeBy,
    PaymentDate: p.createdAt.toISOString(),
    failureMessage: p.failureMessage,
    refundedAmount: p.refundedAmount,
    invoices: lines.map(({ allocation, invoice }) => {
      const amounts = {
        invoiceAmount: money(invoice.invoiceAmount, invoice.currency),
        amountPaid: money(invoice.amountPaid, invoice.currency),
        dueDate: invoice.dueDate,
      };
      return {
        _id: invoice.id,
        TransactionNumber: invoice.transactionNumber,
        PaidAmount: allocation.amount,
        InvoiceStatus: deriveInvoiceStatus(amounts, today),
        OutstandingAmount: outstandingAmount(amounts).amount,
      };
    }),
  };
}

function sameRequestOr409(existing: repo.PaymentRecord, fingerprint: string) {
  if (existing.requestFingerprint !== fingerprint) throw new AppError('PAYMENT_KEY_REUSED');
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** POST pay: one charge for the invoices, exactly once per idempotency key. */
export async function pay(
  ctx: AppContext,
  caller: PaymentCaller,
  body: PayBody,
): Promise<{ payment: Receipt }> {
  const db = ctx.database.db;
  const { scope } = caller;
  const fingerprint = fingerprintOf(body);
  // Another group's invoice answers as an unknown one, before anything about the card.
  const ids = body.invoices.map((i) => i.invoiceId);
  if ((await repo.countVisibleInvoices(db, scope, ids)) !== ids.length) throw notFound();
  // The card: the caller's own saved one, or the token's (its brand, and so the fee, is the gateway's).
  const reuse = body.useSavedCard ? await savedCards.cardToReuse(ctx, caller) : null;
  const chargeToken = reuse?.reference ?? body.token ?? '';
  const card =
    reuse?.card ?? (body.token === undefined ? null : await ctx.payments.gateway.cardOf(body.token));
  if (!card) {
    throw new AppError('VALIDATION', {
      message: 'token: The card details have expired. Enter the card again.',
      issues: [{ field: 'token', message: 'The card details have expired. Enter the card again.' }],
    });
  }
  let created: repo.PaymentRecord;
  try {
    created = await db.transaction(async (tx) => {
      const locked = await repo.lockInvoices(
        tx,
        scope,
        body.invoices.map((i) => i.invoiceId),
      );
      if (locked.length !== body.invoices.length) throw notFound();
      const orgGroupId = locked[0]?.invoice.orgGroupId as string;
      if (locked.some((l) => l.invoice.orgGroupId !== orgGroupId)) {
        throw new AppError('VALIDATION', {
          message: 'invoices: the invoices of one organisation group only',
        });
      }
      const again = await repo.findByKey(tx, orgGroupId, body.idempotencyKey);
      if (again) {
        sameRequestOr409(again, fingerprint);
        return again;
      }
      const builder = buildOrRefuse(locked, body);
      const custom = await repo.customFees(tx, orgGroupId);
      const rate = merchantFeeRate(card.brand, custom);
      const totals = builderTotals(builder, rate);
      const payment = await repo.insertPayment(
        tx,
        {
          orgGroupId,
          paymentId: newPaymentId(),
          idempotencyKey: body.idempotencyKey,
          requestFingerprint: fingerprint,
          gateway: ctx.payments.gateway.name,
          status: 'PENDING',
          currency: totals.totalPaymentNow.currency,
          amount: totals.totalPaymentNow.amount,
          merchantFee: totals.merchantFee.amount,
          feeBasisPoints: rate,
          cardType: card.brand,
          cardLast4: card.last4,
          madeBy: scope.userId,
          createdAt: ctx.now(),
        },
        builder.lines.map((l) => ({ invoiceId: l.invoice.id, amount: l.payNow.amount })),
      );
      await audit(tx, {
        type: 'PAYMENT_ATTEMPTED',
        outcome: 'SUCCESS',
        who: { ...auditWhoOf(scope), orgGroupId },
        client: caller.client,
        at: ctx.now(),
        target: payment.paymentId,
        detail: `${payment.currency} ${payment.amount} + fee ${payment.merchantFee} on ${builder.lines.map((l) => l.invoice.transactionNumber).join(', ')}`,
      });
      return { ...payment, inserted: true } as repo.PaymentRecord & { inserted?: true };
    });
  } catch (error) {
    // Two requests with one key at once: the unique index let one in; answer the other with it.
    if (!isUniqueViolation(error)) throw error;
    const locked = await repo.lockInvoices(
      db,
      scope,
      body.invoices.slice(0, 1).map((i) => i.invoiceId),
    );
    const existing = locked[0]
      ? await repo.findByKey(db, locked[0].invoice.orgGroupId, body.idempotencyKey)
      : null;
    if (!existing) throw error;
    sameRequestOr409(existing, fingerprint);
    return payAnswer(ctx, caller, existing.paymentId);
  }
  // A repeat of the key answers the first attempt; only a retry of an attempt that never reached
  // the gateway (the process stopped in between, STALE_ATTEMPT_MS ago) sends the charge again, with
  // the same key, which the gateway answers with its first result if it had one: never two charges.
  const stale =
    created.status === 'PENDING' &&
    created.gatewayReference === null &&
    ctx.now().getTime() - created.createdAt.getTime() > STALE_ATTEMPT_MS;
  if (!(created as { inserted?: true }).inserted && !stale) return payAnswer(ctx, caller, created.paymentId);

  // A card to keep goes with the user's customer at the gateway (Stripe attaches it on success).
  const customer = reuse
    ? reuse.customer
    : body.saveCard
      ? await savedCards.customerFor(ctx, scope.userId)
      : null;
  const result = await ctx.payments.gateway.charge({
    amount: created.amount + created.merchantFee,
    currency: created.currency,
    token: chargeToken,
    customer,
    saveCard: body.saveCard,
    idempotencyKey: created.idempotencyKey,
    paymentId: created.paymentId,
  });
  await recordChargeResult(ctx, caller, created, result, body.saveCard ? chargeToken : null);
  return payAnswer(ctx, caller, created.paymentId);
}

/**
 * pay's answer: the receipt, and while the charge requires 3-D Secure at a gateway whose browser
 * library runs the challenge (Stripe), the client secret it needs — given to the payer only, never
 * stored or put in the receipt others read.
 */
async function payAnswer(ctx: AppContext, caller: PaymentCaller, paymentId: string) {
  const answer = await receipt(ctx, caller, paymentId);
  if (answer.payment.status !== 'REQUIRES_ACTION') return answer;
  const found = await repo.findVisiblePayment(ctx.database.db, caller.scope, paymentId);
  const reference = found?.payment.gatewayReference;
  const clientSecret = reference ? await ctx.payments.gateway.actionSecretOf(reference) : null;
  return clientSecret ? { payment: { ...answer.payment, clientSecret } } : answer;
}

/** The builder of the locked invoices and amounts, or the refusal naming the field. */
function buildOrRefuse(locked: Awaited<ReturnType<typeof repo.lockInvoices>>, body: PayBody): PaymentBuilder {
  let builder = emptyBuilder;
  body.invoices.forEach((asked, index) => {
    const row = locked.find((l) => l.invoice.id === asked.invoiceId);
    if (!row) throw notFound();
    const { invoice, held } = row;
    // What other waiting payments hold is not payable now.
    const candidate: BuilderInvoice = {
      id: invoice.id,
      transactionNumber: invoice.transactionNumber,
      transactionCategory: invoice.transactionCategory,
      invoiceAmount: money(invoice.invoiceAmount, invoice.currency),
      amountPaid: money(invoice.amountPaid + held, invoice.currency),
      dueDate: invoice.dueDate,
    };
    const refusal = selectRefusal(builder, candidate);
    if (refusal === 'FULLY_PAID') throw new AppError('INVOICE_NOT_PAYABLE');
    if (refusal) {
      throw new AppError('VALIDATION', {
        message: `invoices.${index}.invoiceId: ${refusal === 'CURRENCY_MISMATCH' ? 'another currency' : 'another transaction category'} than the first invoice`,
        issues: [{ field: `invoices.${index}.invoiceId`, message: refusal }],
      });
    }
    const payNow = money(asked.amount, invoice.currency);
    const error = payNowError(candidate, payNow);
    if (error === 'ABOVE_OUTSTANDING' && held > 0) throw new AppError('INVOICE_NOT_PAYABLE');
    if (error) {
      throw new AppError('VALIDATION', {
        message: `invoices.${index}.amount: more than the outstanding ${outstandingAmount(candidate).amount}`,
        issues: [
          {
            field: `invoices.${index}.amount`,
            message: 'The amount cannot be more than the outstanding amount',
          },
        ],
      });
    }
    builder = { lines: [...builder.lines, { invoice: candidate, payNow }] };
  });
  return builder;
}

async function recordChargeResult(
  ctx: AppContext,
  caller: PaymentCaller,
  payment: repo.PaymentRecord,
  result: Awaited<ReturnType<AppContext['payments']['gateway']['charge']>>,
  /** The token of a card to keep (pay with saveCard): kept unless the charge failed. */
  keepToken: string | null = null,
) {
  await ctx.database.db.transaction(async (tx) => {
    if (result.status === 'FAILED') {
      await repo.updatePayment(tx, payment.id, {
        status: 'FAILED',
        gatewayReference: result.reference,
        failureCode: result.failureCode,
        failureMessage: result.failureMessage,
      });
      await audit(tx, {
        type: 'PAYMENT_FAILED',
        outcome: 'FAILURE',
        who: { ...auditWhoOf(caller.scope), orgGroupId: payment.orgGroupId },
        client: caller.client,
        at: ctx.now(),
        target: payment.paymentId,
        detail: result.failureCode,
      });
      return;
    }
    await repo.updatePayment(tx, payment.id, {
      status: result.status === 'REQUIRES_ACTION' ? 'REQUIRES_ACTION' : 'PENDING',
      gatewayReference: result.reference,
    });
    if (keepToken !== null) await savedCards.keepCard(ctx, tx, caller, payment.orgGroupId, keepToken);
  });
}

/** POST :paymentId/authenticate: the 3-D Secure challenge's answer. */
export async function authenticate(
  ctx: AppContext,
  caller: PaymentCaller,
  paymentId: string,
  approved: boolean,
) {
  const found = await repo.findVisiblePayment(ctx.database.db, caller.scope, paymentId);
  if (!found) throw notFound();
  const { payment } = found;
  if (payment.status === 'REQUIRES_ACTION' && payment.gatewayReference) {
    const result = await ctx.payments.gateway.confirmAuthentication(payment.gatewayReference, approved);
    await recordChargeResult(ctx, caller, payment, result);
  }
  return receipt(ctx, caller, paymentId);
}

const SYSTEM = { actorUserId: null, effectiveUserId: null, orgGroupId: null };

/** The receipt e-mail, to the payer only, in the settlement's transaction (the outbox). */
async function enqueueReceipt(
  ctx: AppContext,
  tx: Executor,
  payment: repo.PaymentRecord,
  lines: Awaited<ReturnType<typeof repo.allocationsOf>>,
) {
  const payer = await repo.payerOf(tx, payment.madeBy);
  if (!payer) return;
  const format = (amount: number) => formatMoney(money(amount, payment.currency));
  await ctx.mailer.enqueue(
    tx,
    paymentReceiptEmail({
      to: payer.email,
      fullname: payer.fullname,
      paymentId: payment.paymentId,
      paidAt: new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }).format(
        payment.createdAt,
      ),
      card: `${payment.cardType ?? 'card'} ending ${payment.cardLast4 ?? '····'}`,
      lines: lines.map(({ allocation, invoice }) => ({
        transactionNumber: invoice.transactionNumber,
        amount: format(allocation.amount),
      })),
      paid: format(payment.amount),
      fee: format(payment.merchantFee),
      total: format(payment.amount + payment.merchantFee),
      receiptLink: `${ctx.config.NAVIA_PUBLIC_URL}/payment/completed?paymentId=${payment.paymentId}`,
    }),
  );
}

/**
 * A verified webhook event, applied once: a replay (same event id) changes nothing. Settlement
 * marks the payment SUCCEEDED and adds each allocation to its invoice in the same transaction.
 */
export async function applyEvent(
  ctx: AppContext,
  event: GatewayEvent,
  client: AuditClient,
): Promise<{ received: true }> {
  const gateway = ctx.payments.gateway.name;
  const today = dayOf(ctx.now(), 'UTC');
  await ctx.database.db.transaction(async (tx: Executor) => {
    const fresh = await repo.recordEvent(tx, {
      gateway,
      eventId: event.id,
      type: event.type,
      gatewayReference: event.reference,
    });
    if (!fresh) return;
    const payment = await repo.lockPaymentByReference(tx, gateway, event.reference);
    if (!payment) return; // kept in gateway_events; reconciliation shows it
    const who = { ...SYSTEM, orgGroupId: payment.orgGroupId };
    const lines = await repo.allocationsOf(tx, payment.id);
    if (event.type === 'payment.succeeded' && repo.isWaiting(payment.status)) {
      await repo.updatePayment(tx, payment.id, { status: 'SUCCEEDED', settledAt: ctx.now() });
      // What the gateway says it settled, for reconciliation against the charge.
      await recordSettlement(tx, {
        gateway,
        reference: event.reference,
        currency: event.currency,
        amount: event.amount,
        at: ctx.now(),
      });
      for (const { allocation } of lines)
        await repo.addPaid(tx, allocation.invoiceId, allocation.amount, today);
      await enqueueReceipt(ctx, tx, payment, lines);
      await audit(tx, {
        type: 'PAYMENT_SUCCEEDED',
        outcome: 'SUCCESS',
        who,
        client,
        at: ctx.now(),
        target: payment.paymentId,
        detail: `${payment.currency} ${payment.amount + payment.merchantFee}`,
      });
    } else if (event.type === 'payment.failed' && repo.isWaiting(payment.status)) {
      await repo.updatePayment(tx, payment.id, {
        status: 'FAILED',
        failureCode: event.failureCode ?? 'failed',
        failureMessage: event.failureMessage ?? 'The payment failed.',
      });
      await audit(tx, {
        type: 'PAYMENT_FAILED',
        outcome: 'FAILURE',
        who,
        client,
        at: ctx.now(),
        target: payment.paymentId,
        detail: event.failureCode ?? null,
      });
    } else if (event.type === 'payment.refunded' && payment.status !== 'FAILED') {
      // A refund returns what was paid to the invoices first (the fee last), last invoice first;
      // what earlier refunds took back (from the last invoices) is not taken twice.
      const refunded = Math.min(payment.refundedAmount + event.amount, payment.amount + payment.merchantFee);
      let takenBefore = Math.min(payment.refundedAmount, payment.amount);
      let toInvoices = Math.min(event.amount, Math.max(0, payment.amount - payment.refundedAmount));
      for (const { allocation } of [...lines].reverse()) {
        if (toInvoices <= 0) break;
        const already = Math.min(takenBefore, allocation.amount);
        takenBefore -= already;
        const back = Math.min(toInvoices, allocation.amount - already);
        if (back <= 0) continue;
        await repo.addPaid(tx, allocation.invoiceId, -back, today);
        toInvoices -= back;
      }
      await repo.updatePayment(tx, payment.id, {
        refundedAmount: refunded,
        status: refunded >= payment.amount + payment.merchantFee ? 'REFUNDED' : 'PARTIALLY_REFUNDED',
      });
      await audit(tx, {
        type: 'PAYMENT_REFUNDED',
        outcome: 'SUCCESS',
        who,
        client,
        at: ctx.now(),
        target: payment.paymentId,
        detail: `${payment.currency} ${event.amount}`,
      });
    }
  });
  return { received: true };
}
