/**
 * Two-factor sign-in (issue 15): a TOTP secret per user (RFC 6238), its one-time recovery codes and
 * the second sign-in step's challenges. Codes and challenges are stored only as SHA-256 hashes.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's TOTP secret. Pending (confirmedAt null) from START until a code confirms it; only a
 * confirmed row asks for a code at sign-in. The secret is never logged nor answered after START.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as the authenticator app holds it. */
  secret: text().notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  /** The last accepted time step (unix seconds / 30): a code is never accepted twice. */
  lastTimeStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes (10 per set); a new set replaces the old one. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second sign-in step: made when the password was right for a user with two-factor sign-in on.
 * Single use, expires after 5 minutes, a few attempts; it remembers the first step's choices.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean().notNull().default(false),
    loginFromConnect: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('two_factor_challenges_token_hash_uq').on(t.tokenHash),
    index('two_factor_challenges_expires_idx').on(t.expiresAt),
  ],
);
