/**
 * Rate cards and freight quotes (issue 18). Rate cards are the provider's price list (no tenant);
 * quotes belong to an organisation group (org_group_id, filtered by the scope: ARCHITECTURE
 * "Tenancy"), or to none when staff ask for one for themselves. Money is integer minor units with its
 * currency. A quote keeps its request and its priced options as JSON (contracts/quotes.ts shapes),
 * so later rate card changes never move a price already quoted; its status is stored as it was last
 * set, and EXPIRED is derived from valid_until and today (rules/quotes/status.ts). The quote number
 * Q-000001 is the identity `seq`, one sequence for the portal.
 */
import type {
  ContainerType,
  ManualQuoteReason,
  QuoteMode,
  QuoteOption,
  QuoteRequest,
  RateCard,
} from '@navia/domain/contracts/quotes';
import type { StoredQuoteStatus } from '@navia/domain/rules/quotes/status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });
const day = () => date({ mode: 'string' });
const minor = () => bigint({ mode: 'number' });

export const rateCards = pgTable(
  'rate_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** A UN/LOCODE, or a 2-letter country code for a card covering the whole country. */
    origin: text().notNull(),
    destination: text().notNull(),
    mode: text().$type<QuoteMode>().notNull(),
    containerType: text().$type<ContainerType>(),
    carrier: text().notNull(),
    serviceLevel: text().notNull(),
    validFrom: day().notNull(),
    validTo: day().notNull(),
    currency: text().notNull(),
    baseRate: minor().notNull(),
    minimumCharge: minor().notNull().default(0),
    weightBreaks: jsonb().$type<RateCard['weightBreaks']>().notNull().default([]),
    maxWeightKg: doublePrecision(),
    surcharges: jsonb().$type<RateCard['surcharges']>().notNull().default([]),
    transitDays: integer().notNull(),
    createdBy: uuid().references(() => users.id),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('rate_cards_lane_idx').on(t.mode, t.origin, t.destination),
    index('rate_cards_valid_to_idx').on(t.validTo),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The portal-wide number: Q- and this, six digits at least. */
    seq: integer().generatedAlwaysAsIdentity().notNull().unique(),
    /** Null for a quote staff asked for themselves (only staff see it). */
    orgGroupId: uuid().references(() => orgGroups.id),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    /** The lane and mode, copied from the request for the list's filter and index. */
    origin: text().notNull(),
    destination: text().notNull(),
    mode: text().$type<QuoteMode>().notNull(),
    request: jsonb().$type<QuoteRequest>().notNull(),
    currency: text().notNull(),
    options: jsonb().$type<QuoteOption[]>().notNull().default([]),
    /** Carriers of the options, for the list's filter. */
    carriers: text().array().notNull().default(sql`'{}'::text[]`),
    status: text().$type<StoredQuoteStatus>().notNull(),
    manualQuoteRequired: boolean().notNull().default(false),
    manualReason: text().$type<ManualQuoteReason>(),
    acceptedOptionId: text(),
    acceptedAt: ts(),
    acceptedBy: uuid().references(() => users.id),
    validUntil: day(),
    pricedAt: ts(),
    pricedBy: uuid().references(() => users.id),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('quotes_group_created_idx').on(t.orgGroupId, t.createdAt.desc()),
    index('quotes_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export type RateCardRow = typeof rateCards.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
