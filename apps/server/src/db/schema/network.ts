/**
 * The connect network (issue 17): trusted parties' addresses, partnerships between trusted parties,
 * and invites. A group's partnership with a trusted party is trusted_party_links (contracts.ts).
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups, trustedParties } from './org.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });

/** A trusted party's addresses (connect §3 "address with Name, City, Country"). */
export const trustedPartyAddresses = pgTable(
  'trusted_party_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    trustedPartyId: uuid()
      .notNull()
      .references(() => trustedParties.id),
    name: text().notNull(),
    address1: text().notNull(),
    city: text().notNull(),
    state: text(),
    postcode: text(),
    country: text().notNull(),
    phone: text(),
    contactName: text(),
    email: text(),
    /** MANUAL, or SYNC when syncAddresses pulled it from the linked organisation. */
    source: text().$type<'MANUAL' | 'SYNC'>().notNull().default('MANUAL'),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('trusted_party_addresses_tp_idx').on(t.trustedPartyId)],
);

/**
 * Two trusted parties that trade with each other. Stored once per direction, so "my partners" is one
 * index read; each row carries the first party's private nickname for the second.
 */
export const trustedPartyPartnerships = pgTable(
  'trusted_party_partnerships',
  {
    trustedPartyId: uuid()
      .notNull()
      .references(() => trustedParties.id),
    partnerTrustedPartyId: uuid()
      .notNull()
      .references(() => trustedParties.id),
    nickname: text(),
    inviteId: uuid(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trustedPartyId, t.partnerTrustedPartyId] })],
);

export type InviteStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';

/**
 * An invite to trade (connect §3 Invite): sent by a group's or a trusted party's user, to a new
 * business partner by e-mail (sign-up by link: the single-use hash, stored as a SHA-256) or to an
 * entity already on connect (answered in the portal: invites GET/PUT).
 */
export const connectInvites = pgTable(
  'connect_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    inviterUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    inviterName: text().notNull(),
    inviterOrgGroupId: uuid().references(() => orgGroups.id),
    inviterTrustedPartyId: uuid().references(() => trustedParties.id),
    inviteeEmail: text().notNull(),
    inviteeName: text().notNull(),
    inviteeCompanyName: text().notNull(),
    /** The orgDetails as sent (country, business number, website…), for the sign-up form. */
    orgDetails: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The entity invited when it is already on connect (a trusted party or an organisation group). */
    inviteeTrustedPartyId: uuid().references(() => trustedParties.id),
    inviteeOrgGroupId: uuid().references(() => orgGroups.id),
    status: text().$type<InviteStatus>().notNull().default('PENDING'),
    tokenHash: text(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
    sendCount: integer().notNull().default(1),
    lastSentAt: ts().notNull().defaultNow(),
    respondedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connect_invites_token_uq').on(t.tokenHash),
    index('connect_invites_group_idx').on(t.inviterOrgGroupId, t.createdAt),
    index('connect_invites_tp_idx').on(t.inviterTrustedPartyId, t.createdAt),
    index('connect_invites_invitee_tp_idx').on(t.inviteeTrustedPartyId),
    index('connect_invites_invitee_group_idx').on(t.inviteeOrgGroupId),
    index('connect_invites_email_idx').on(sql`lower(${t.inviteeEmail})`),
  ],
);
