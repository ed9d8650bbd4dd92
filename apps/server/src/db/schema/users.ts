import type { NotificationTypePreferences } from '@navia/domain/rules/notifications';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups, trustedParties } from './org.ts';

/** hub §3 "Current user": role, permission flags and settings. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid().references(() => orgGroups.id),
    trustedPartyId: uuid().references(() => trustedParties.id),
    email: text().notNull(),
    passwordHash: text().notNull(),
    fullname: text().notNull(),
    role: text().notNull(),
    active: boolean().notNull().default(false),
    emailValidatedAt: timestamp({ withTimezone: true }),
    // hub §6 permission flags
    bookings: boolean().notNull().default(false),
    quotes: boolean().notNull().default(false),
    criticalChain: boolean().notNull().default(false),
    tracking: boolean().notNull().default(false),
    insights: boolean().notNull().default(false),
    hasHubAccess: boolean().notNull().default(false),
    connectAccess: boolean().notNull().default(false),
    isConnectUser: boolean().notNull().default(false),
    isSecret: boolean().notNull().default(false),
    // hub §3 settings
    theme: text().notNull().default('light'),
    mode: text().notNull().default('default'),
    unitOfMeasure: text().notNull().default('METRIC'),
    language: text().notNull().default('en'),
    homeCountry: text().notNull().default('AU'),
    localViewActive: boolean().notNull().default(false),
    viewTooltip: boolean().notNull().default(true),
    customLayout: jsonb(),
    customTableSettings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    acceptedCookies: boolean(),
    showCookieBanner: boolean().notNull().default(true),
    connectWelcomePopups: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    hidePopups: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    showNotificationsPopup: boolean().notNull().default(true),
    // issue 11: the global active flag of the record notification settings, the per-type preferences
    // (merged over the defaults when read, so a type added later starts at its default) and the
    // subscribed contracts (connect).
    notificationsActive: boolean().notNull().default(true),
    notificationTypes: jsonb().$type<Partial<NotificationTypePreferences>>().notNull().default({}),
    contractsToNotify: jsonb().$type<string[]>().notNull().default([]),
    isViewActionRequired: boolean().notNull().default(false),
    // connect §6 connect-user columns (issue 17); "notifications" is notificationsActive above.
    connectManageUsers: boolean().notNull().default(false),
    connectPageAccess: boolean().notNull().default(true),
    connectContractApprovals: boolean().notNull().default(false),
    connectInviteTrustedParties: boolean().notNull().default(false),
    connectReceivesInvites: boolean().notNull().default(false),
    updatesPending: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_org_group_idx').on(t.orgGroupId)],
);

/** Server-side sessions: only a SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text(),
    userAgent: text(),
    /** View-as (connect §4, hub §6): the user this staff session views the portal as, and where stopping returns. */
    viewAsUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    viewAsReturnPath: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens for password reset and e-mail validation, stored hashed. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'PASSWORD_RESET' | 'EMAIL_VALIDATION' | 'USER_INVITE'>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_uq').on(t.tokenHash)],
);

/** Sign-in attempts, for the per-account and per-IP limits. Kept in the database so limits survive restarts. */
export const signinAttempts = pgTable(
  'signin_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signin_attempts_email_at_idx').on(t.email, t.at),
    index('signin_attempts_ip_at_idx').on(t.ip, t.at),
  ],
);
