/**
 * SQL of quotes and rate cards (issue 18). Quotes are read only under quoteVisibleCondition (the
 * caller's scope: a customer its own group's, staff every group's and their own group-less ones, a
 * trusted party none); rate cards are the provider's price list, reached only by NA staff (the
 * route's rule) and read by the pricing for anyone asking a quote.
 */
import type { QuoteMode, QuoteOption, QuoteStatus, RateCardInput } from '@navia/domain/contracts/quotes';
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ports, type QuoteRow, quotes, rateCards, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

/** A parsed rate card (defaults applied), as stored. */
export type RateCardValues = Required<Omit<RateCardInput, 'containerType' | 'maxWeightKg'>> & {
  containerType: RateCardInput['containerType'] | null;
  maxWeightKg: number | null;
};

// ---------------------------------------------------------------------------------------------
// Rate cards
// ---------------------------------------------------------------------------------------------

/** The cards of a mode that may serve the lane on `day` (port or country on each end). */
export async function findLaneRateCards(
  db: Executor,
  lane: { mode: QuoteMode; origin: string; destination: string; day: string },
) {
  return db
    .select()
    .from(rateCards)
    .where(
      and(
        eq(rateCards.mode, lane.mode),
        inArray(rateCards.origin, [lane.origin, lane.origin.slice(0, 2)]),
        inArray(rateCards.destination, [lane.destination, lane.destination.slice(0, 2)]),
        lte(rateCards.validFrom, lane.day),
        gte(rateCards.validTo, lane.day),
      ),
    );
}

export async function listRateCards(
  db: Executor,
  query: { filter: string; mode: QuoteMode | undefined; offset: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (query.mode) conditions.push(eq(rateCards.mode, query.mode));
  if (query.filter) {
    const pattern = containsPattern(query.filter);
    conditions.push(
      or(
        ilike(rateCards.origin, pattern),
        ilike(rateCards.destination, pattern),
        ilike(rateCards.carrier, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rateCards)
      .where(where)
      .orderBy(
        asc(rateCards.origin),
        asc(rateCards.destination),
        asc(rateCards.mode),
        asc(rateCards.containerType),
        asc(rateCards.carrier),
        asc(rateCards.serviceLevel),
        desc(rateCards.validFrom),
        asc(rateCards.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(rateCards).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertRateCards(
  db: Executor,
  cards: readonly RateCardValues[],
  userId: string,
  now: Date,
) {
  if (cards.length === 0) return [];
  return db
    .insert(rateCards)
    .values(cards.map((c) => ({ ...c, createdBy: userId, createdAt: now, updatedAt: now })))
    .returning();
}

export async function updateRateCard(db: Executor, id: string, card: RateCardValues, now: Date) {
  const [row] = await db
    .update(rateCards)
    .set({ ...card, updatedAt: now })
    .where(eq(rateCards.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRateCard(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(rateCards).where(eq(rateCards.id, id)).returning({ id: rateCards.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Ports (reference data)
// ---------------------------------------------------------------------------------------------

export async function findPortCoordinates(db: Executor, codes: readonly string[]) {
  return db
    .select({ code: ports.code, latitude: ports.latitude, longitude: ports.longitude })
    .from(ports)
    .where(inArray(ports.code, [...codes]));
}

// ---------------------------------------------------------------------------------------------
// Quotes
// ---------------------------------------------------------------------------------------------

/** Customers see their own group's quotes; staff every quote (group-less ones too); trusted parties none. */
function quoteVisibleCondition(scope: Scope): SQL {
  if (isTrustedPartyRole(scope.role)) return sql`false`;
  if (isStaff(scope.role)) return sql`true`;
  return scopeCondition(scope, quotes.orgGroupId);
}

/** The quote number as SQL: Q- and the sequence, six digits at least. */
const quoteNumberSql = sql<string>`'Q-' || lpad(${quotes.seq}::text, 6, '0')`;

const quoteColumns = { quote: quotes, creatorName: users.fullname };
export type QuoteWithCreator = { quote: QuoteRow; creatorName: string };

export type NewQuote = Omit<typeof quotes.$inferInsert, 'id' | 'seq'>;

export async function insertQuote(db: Executor, values: NewQuote): Promise<QuoteRow> {
  const [row] = await db.insert(quotes).values(values).returning();
  if (!row) throw new Error('quote insert failed');
  return row;
}

export async function findVisibleQuote(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<QuoteWithCreator | null> {
  const [row] = await db
    .select(quoteColumns)
    .from(quotes)
    .innerJoin(users, eq(users.id, quotes.createdBy))
    .where(and(eq(quotes.id, id), quoteVisibleCondition(scope)));
  return row ?? null;
}

/** The condition of a shown status on `today` (EXPIRED derived as rules/quotes/status.ts does). */
function statusCondition(status: QuoteStatus, today: string): SQL {
  const lapsed = lt(quotes.validUntil, today);
  const priced = inArray(quotes.status, ['INSTANT', 'PRICED']);
  if (status === 'EXPIRED') return and(priced, lapsed) as SQL;
  if (status === 'INSTANT' || status === 'PRICED')
    return and(
      eq(quotes.status, status),
      or(sql`${quotes.validUntil} is null`, gte(quotes.validUntil, today)),
    ) as SQL;
  return eq(quotes.status, status);
}

export async function listVisibleQuotes(
  db: Executor,
  scope: Scope,
  query: { filter: string; status: QuoteStatus | undefined; today: string; offset: number; limit: number },
) {
  const conditions: SQL[] = [quoteVisibleCondition(scope)];
  if (query.status) conditions.push(statusCondition(query.status, query.today));
  if (query.filter) {
    const pattern = containsPattern(query.filter);
    conditions.push(
      or(
        ilike(quoteNumberSql, pattern),
        ilike(quotes.origin, pattern),
        ilike(quotes.destination, pattern),
        sql`exists (select 1 from unnest(${quotes.carriers}) as c(name) where c.name ilike ${pattern})`,
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(quoteColumns)
      .from(quotes)
      .innerJoin(users, eq(users.id, quotes.createdBy))
      .where(where)
      .orderBy(desc(quotes.createdAt), desc(quotes.seq))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Staff's price: the options, PRICED, unless the quote was accepted meanwhile. */
export async function setQuotePrice(
  db: Executor,
  id: string,
  values: { options: QuoteOption[]; validUntil: string | null; pricedBy: string; now: Date },
): Promise<QuoteRow | null> {
  const [row] = await db
    .update(quotes)
    .set({
      options: values.options,
      carriers: [...new Set(values.options.map((o) => o.carrier))],
      status: 'PRICED',
      validUntil: values.validUntil,
      pricedAt: values.now,
      pricedBy: values.pricedBy,
      updatedAt: values.now,
    })
    .where(and(eq(quotes.id, id), inArray(quotes.status, ['AWAITING_PRICE', 'PRICED'])))
    .returning();
  return row ?? null;
}

/** Accepts an option, unless the quote changed status meanwhile (then null). */
export async function setQuoteAccepted(
  db: Executor,
  id: string,
  values: { optionId: string; userId: string; now: Date; from: 'INSTANT' | 'PRICED' },
): Promise<QuoteRow | null> {
  const [row] = await db
    .update(quotes)
    .set({
      status: 'ACCEPTED',
      acceptedOptionId: values.optionId,
      acceptedAt: values.now,
      acceptedBy: values.userId,
      updatedAt: values.now,
    })
    .where(and(eq(quotes.id, id), eq(quotes.status, values.from)))
    .returning();
  return row ?? null;
}

/** Whether a user is told of things: active, with notifications on. */
/** The requester of a quote: where its PRICED e-mail goes, and whether they get notifications. */
export async function requesterContact(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      fullname: users.fullname,
      active: users.active,
      notificationsActive: users.notificationsActive,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
