/**
 * Saved cards (issue 14): a user keeps one card per gateway for the next payment. The portal stores
 * only the gateway's reusable reference, brand, last four digits and expiry (never the number); the
 * card's brand (and so the fee) is the gateway's, read when the card was saved. A user sees, uses and
 * forgets only their own card. Saving and forgetting are audited.
 */
import type { CardType } from '@navia/domain/rules/invoices/merchant-fee';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { CardSummary } from '../../integrations/payments/gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, auditWhoOf } from '../../lib/audit.ts';
import type { PaymentCaller } from './payment-caller.ts';
import * as repo from './saved-cards.repository.ts';

const summaryOf = (row: repo.SavedCardRecord): CardSummary => ({
  brand: row.brand as CardType,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/** GET savedCard: the caller's own card for the current gateway. */
export async function savedCard(ctx: AppContext, caller: PaymentCaller) {
  const row = await repo.savedCardOf(ctx.database.db, caller.scope.userId, ctx.payments.gateway.name);
  return { card: row ? summaryOf(row) : null };
}

/** DELETE savedCard: forgotten at the gateway (where it keeps it), then here; audited. */
export async function deleteSavedCard(ctx: AppContext, caller: PaymentCaller) {
  const db = ctx.database.db;
  const row = await repo.savedCardOf(db, caller.scope.userId, ctx.payments.gateway.name);
  if (row) {
    await ctx.payments.gateway.deleteSavedCard(row.token);
    await db.transaction(async (tx) => {
      await repo.deleteSavedCard(tx, row.id);
      await audit(tx, {
        type: 'SAVED_CARD_DELETED',
        outcome: 'SUCCESS',
        who: { ...auditWhoOf(caller.scope), orgGroupId: row.orgGroupId },
        client: caller.client,
        at: ctx.now(),
        target: `${row.brand} ${row.last4}`,
      });
    });
  }
  return { card: null };
}

/** The card a pay request's useSavedCard charges: its reference, summary and customer; else a 400. */
export async function cardToReuse(ctx: AppContext, caller: PaymentCaller) {
  const db = ctx.database.db;
  const gateway = ctx.payments.gateway.name;
  const row = await repo.savedCardOf(db, caller.scope.userId, gateway);
  const refuse = (message: string) =>
    new AppError('VALIDATION', {
      message: `useSavedCard: ${message}`,
      issues: [{ field: 'useSavedCard', message }],
    });
  if (!row) throw refuse('You have no saved card. Enter a card.');
  const now = ctx.now();
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (row.expYear * 12 + row.expMonth < thisMonth) throw refuse('Your saved card has expired. Enter a card.');
  return {
    reference: row.token,
    card: summaryOf(row),
    customer: await repo.customerOf(db, row.userId, gateway),
  };
}

/** The user's customer at the gateway, made once (null for a gateway that needs none). */
export async function customerFor(ctx: AppContext, userId: string): Promise<string | null> {
  const db = ctx.database.db;
  const gateway = ctx.payments.gateway;
  const known = await repo.customerOf(db, userId, gateway.name);
  if (known) return known;
  const owner = await repo.ownerOf(db, userId);
  if (!owner) return null;
  const made = await gateway.createCustomer({ userId, email: owner.email, name: owner.name });
  return made === null ? null : repo.insertCustomer(db, userId, gateway.name, made);
}

/**
 * Keeps the card a charge was made with (pay with saveCard, once the charge did not fail), replacing
 * the user's previous one, which the gateway then forgets too. In the charge result's transaction.
 */
export async function keepCard(
  ctx: AppContext,
  tx: Executor,
  caller: PaymentCaller,
  orgGroupId: string,
  token: string,
): Promise<void> {
  const gateway = ctx.payments.gateway;
  const saved = await gateway.saveCard(token);
  if (!saved) return;
  const userId = caller.scope.userId;
  const previous = await repo.savedCardOf(tx, userId, gateway.name);
  await repo.upsertSavedCard(tx, {
    userId,
    orgGroupId,
    gateway: gateway.name,
    token: saved.reference,
    brand: saved.card.brand,
    last4: saved.card.last4,
    expMonth: saved.card.expMonth,
    expYear: saved.card.expYear,
    createdAt: ctx.now(),
  });
  await audit(tx, {
    type: 'SAVED_CARD_ADDED',
    outcome: 'SUCCESS',
    who: { ...auditWhoOf(caller.scope), orgGroupId },
    client: caller.client,
    at: ctx.now(),
    target: `${saved.card.brand} ${saved.card.last4}`,
  });
  if (previous && previous.token !== saved.reference) {
    await gateway.deleteSavedCard(previous.token).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'the replaced saved card could not be forgotten at the gateway');
    });
  }
}
