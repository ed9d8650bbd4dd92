/**
 * Refunds (issue 14): staff refund a SUCCEEDED or PARTIALLY_REFUNDED payment through the gateway,
 * never more than remains. What is asked is held in payment_refunds (under the payment's row lock)
 * before the gateway is called with the refund's key, so a double submit refunds once (the same key
 * answers the first refund) and two refunds never exceed the charge. The invoices change when the
 * gateway's refund webhook arrives (payments.service applyEvent). Audited with who and why.
 */
import { createHash } from 'node:crypto';
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import type { paymentEndpoints, Receipt } from '@navia/domain/contracts/payments';
import { formatMoney, money } from '@navia/domain/rules/invoices/money';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, auditWhoOf } from '../../lib/audit.ts';
import type { PaymentCaller } from './payment-caller.ts';
import { receipt } from './payments.service.ts';
import * as repo from './refunds.repository.ts';

type RefundBody = EndpointParsedInput<typeof paymentEndpoints.refund>['body'];

const REFUNDABLE: readonly string[] = ['SUCCEEDED', 'PARTIALLY_REFUNDED'];
/** A refund still REQUESTED this long after it was asked never reached the gateway (the process stopped). */
const STALE_REFUND_MS = 60_000;

/** The client's key, or the request's own: the same amount and reason asked again are the same refund. */
const refundKeyOf = (body: RefundBody) =>
  body.idempotencyKey ??
  `req:${createHash('sha256')
    .update(JSON.stringify([body.amount ?? 'REMAINING', body.reason]))
    .digest('hex')}`;

/** POST :paymentId/refund (staff). */
export async function refund(
  ctx: AppContext,
  caller: PaymentCaller,
  paymentId: string,
  body: RefundBody,
): Promise<{ payment: Receipt }> {
  const db = ctx.database.db;
  const refundKey = refundKeyOf(body);
  const asked = await db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND');
    const again = await repo.findRefund(tx, payment.id, refundKey);
    if (again) return { payment, refund: again, fresh: false };
    if (payment.status === 'REFUNDED') {
      throw new AppError('REFUND_ABOVE_REMAINING', {
        message: 'Nothing remains to refund on this payment: it is refunded in full.',
      });
    }
    if (!REFUNDABLE.includes(payment.status) || !payment.gatewayReference) {
      throw new AppError('PAYMENT_NOT_REFUNDABLE', {
        message: `This payment is ${payment.status}: only a succeeded or partly refunded payment can be refunded.`,
      });
    }
    const total = payment.amount + payment.merchantFee;
    // Refunds confirmed by the gateway (refunded_amount) or asked and not refused, whichever is more.
    const taken = Math.max(await repo.askedOf(tx, payment.id), payment.refundedAmount);
    const remaining = total - taken;
    const format = (amount: number) => formatMoney(money(amount, payment.currency));
    if (remaining <= 0) {
      throw new AppError('REFUND_ABOVE_REMAINING', {
        message: 'Nothing remains to refund on this payment: it is refunded in full (or being refunded).',
      });
    }
    const amount = body.amount ?? remaining;
    if (amount > remaining) {
      throw new AppError('REFUND_ABOVE_REMAINING', {
        message: `The refund (${format(amount)}) is more than what remains of this payment (${format(remaining)}).`,
      });
    }
    const row = await repo.insertRefund(tx, {
      paymentId: payment.id,
      orgGroupId: payment.orgGroupId,
      refundKey,
      amount,
      reason: body.reason,
      status: 'REQUESTED',
      requestedBy: caller.scope.userId,
      createdAt: ctx.now(),
    });
    await audit(tx, {
      type: 'PAYMENT_REFUND_REQUESTED',
      outcome: 'SUCCESS',
      who: { ...auditWhoOf(caller.scope), orgGroupId: payment.orgGroupId },
      client: caller.client,
      at: ctx.now(),
      target: payment.paymentId,
      detail: `${payment.currency} ${amount} of ${total}: ${body.reason}`.slice(0, 1000),
    });
    return { payment, refund: row, fresh: true };
  });

  const { payment, refund: row } = asked;
  // A repeat answers the first refund; only one that never reached the gateway is sent again, with
  // the same key, which the gateway answers with its first result.
  const stale = row.status === 'REQUESTED' && ctx.now().getTime() - row.createdAt.getTime() > STALE_REFUND_MS;
  if (asked.fresh || stale) {
    try {
      // The gateway's keys are account-wide: the payment's id makes the refund's its own.
      await ctx.payments.gateway.refund({
        reference: payment.gatewayReference as string,
        amount: row.amount,
        idempotencyKey: `refund:${payment.paymentId}:${row.refundKey}`,
        charged: { amount: payment.amount + payment.merchantFee, currency: payment.currency },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 500) : 'refund failed';
      ctx.log.warn({ err: error, paymentId: payment.paymentId }, 'the gateway refused a refund');
      await db.transaction(async (tx) => {
        // Kept as FAILED, its key freed: asking again is a new refund.
        await repo.updateRefund(tx, row.id, {
          status: 'FAILED',
          failureMessage: message,
          refundKey: `${row.refundKey}:failed:${row.id}`,
        });
        await audit(tx, {
          type: 'PAYMENT_REFUND_FAILED',
          outcome: 'FAILURE',
          who: { ...auditWhoOf(caller.scope), orgGroupId: payment.orgGroupId },
          client: caller.client,
          at: ctx.now(),
          target: payment.paymentId,
          detail: message,
        });
      });
      throw new AppError('PAYMENT_GATEWAY_ERROR');
    }
    await repo.updateRefund(db, row.id, { status: 'SENT' });
  }
  return receipt(ctx, caller, payment.paymentId);
}
