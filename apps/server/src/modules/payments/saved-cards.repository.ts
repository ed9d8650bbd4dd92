/**
 * SQL of saved cards (issue 14): one per user per gateway, holding only the gateway's reusable
 * reference, brand, last four digits and expiry; and the user's customer at the gateway (Stripe),
 * made once and kept when a card is forgotten.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gatewayCustomers, type PaymentGateway, savedCards, users } from '../../db/schema/index.ts';

export type SavedCardRecord = typeof savedCards.$inferSelect;

export async function savedCardOf(db: Executor, userId: string, gateway: PaymentGateway) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.gateway, gateway)));
  return row ?? null;
}

/** Keeps the card, replacing the user's saved one for this gateway. */
export async function upsertSavedCard(db: Executor, card: typeof savedCards.$inferInsert) {
  const { userId: _u, gateway: _g, ...changes } = card;
  await db
    .insert(savedCards)
    .values(card)
    .onConflictDoUpdate({ target: [savedCards.userId, savedCards.gateway], set: changes });
}

export async function deleteSavedCard(db: Executor, id: string) {
  await db.delete(savedCards).where(eq(savedCards.id, id));
}

export async function customerOf(db: Executor, userId: string, gateway: PaymentGateway) {
  const [row] = await db
    .select({ reference: gatewayCustomers.customerReference })
    .from(gatewayCustomers)
    .where(and(eq(gatewayCustomers.userId, userId), eq(gatewayCustomers.gateway, gateway)));
  return row?.reference ?? null;
}

/** Records the user's customer; a concurrent first one wins and is answered. */
export async function insertCustomer(
  db: Executor,
  userId: string,
  gateway: PaymentGateway,
  reference: string,
): Promise<string> {
  await db
    .insert(gatewayCustomers)
    .values({ userId, gateway, customerReference: reference })
    .onConflictDoNothing();
  return (await customerOf(db, userId, gateway)) ?? reference;
}

export async function ownerOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.fullname })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
