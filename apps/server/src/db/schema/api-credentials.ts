/**
 * API credentials (hub §3 "API credentials", hub §7 "API user", issue 15): an organisation group's API
 * user, the history of its rotations and the short-lived access tokens its clients hold. The secret
 * (password) is stored only as an argon2id hash and answered once, when reset; access tokens only as
 * a SHA-256 hash, like sessions.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { users } from './users.ts';

/** An organisation group's API user: at most one active per group. */
export const apiUsers = pgTable(
  'api_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    /** The HTTP Basic user name (lower case, unique). */
    apiUserName: text().notNull(),
    /** Whom the provider contacts about this credential. */
    email: text().notNull(),
    /** A public client id, usable in place of apiUserName; rotated by resetPublicKey. */
    publicKey: text().notNull(),
    /** argon2id of the secret; null until the first resetPassword (hasPassword false). */
    passwordHash: text(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_users_name_uq').on(t.apiUserName),
    uniqueIndex('api_users_public_key_uq').on(t.publicKey),
    uniqueIndex('api_users_active_group_uq').on(t.orgGroupId).where(sql`active`),
  ],
);

/** credentialsHistory (hub §7): every creation and rotation, who did it and when. */
export const apiCredentialHistory = pgTable(
  'api_credential_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    apiUserId: uuid()
      .notNull()
      .references(() => apiUsers.id, { onDelete: 'cascade' }),
    action: text().$type<'CREATED' | 'PASSWORD_RESET' | 'PUBLIC_KEY_RESET'>().notNull(),
    changedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The acting user's name when it happened, kept if the user is later removed. */
    changedByName: text().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_credential_history_user_idx').on(t.apiUserId, t.changedAt)],
);

/**
 * Bearer tokens issued to an API client by POST /api/user/accessToken: held server-side like a
 * session (only the hash), short-lived, and all deleted when the credential is rotated.
 */
export const apiSessions = pgTable(
  'api_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    apiUserId: uuid()
      .notNull()
      .references(() => apiUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
  },
  (t) => [
    uniqueIndex('api_sessions_token_hash_uq').on(t.tokenHash),
    index('api_sessions_api_user_idx').on(t.apiUserId, t.expiresAt),
  ],
);
