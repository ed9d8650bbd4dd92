import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A customer's organisation group: the tenant. Every tenant-scoped row carries its id. */
export const orgGroups = pgTable('org_groups', {
  id: uuid().primaryKey().defaultRandom(),
  code: text().notNull().unique(),
  name: text().notNull(),
  country: text().notNull(),
  hubbiEnabled: boolean().notNull().default(false),
  connectAccess: boolean().notNull().default(false),
  generalSettings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Drop modes per packing type (hub §3 "Address in the wizard"); values from hub §9 handling methods. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    code: text().notNull(),
    name: text().notNull(),
    country: text().notNull(),
    fclDropMode: text().notNull().default('SDL'),
    lclDropMode: text().notNull().default('TRL'),
    airDropMode: text().notNull().default('TRL'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organisations_group_code_uq').on(t.orgGroupId, t.code)],
);

export const orgAddresses = pgTable(
  'org_addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    organisationId: uuid()
      .notNull()
      .references(() => organisations.id),
    label: text().notNull(),
    address1: text().notNull(),
    city: text().notNull(),
    state: text(),
    postcode: text(),
    country: text().notNull(),
    phone: text(),
    fclEquipment: text().notNull().default('SDL'),
    lclEquipment: text().notNull().default('TRL'),
    airEquipment: text().notNull().default('TRL'),
    isDelivery: boolean().notNull().default(true),
  },
  (t) => [
    index('org_addresses_org_idx').on(t.organisationId),
    index('org_addresses_group_idx').on(t.orgGroupId),
  ],
);

/** A trusted party (connect): a business partner of one or more organisation groups. */
export const trustedParties = pgTable('trusted_parties', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  businessName: text().notNull(),
  businessNumber: text(),
  country: text().notNull(),
  generalSettings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
});
