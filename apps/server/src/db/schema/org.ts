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
    /**
     * Soft delete (connect §7 POST /api/org/delete): the row and everything that names its code stay;
     * it leaves the group's lists and the pickers, and is listed on /admin/deletedorgs until restored.
     */
    deletedAt: timestamp({ withTimezone: true }),
    /** The users.id of the staff member who deleted it (no foreign key: users.ts imports this file). */
    deletedBy: uuid(),
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

/**
 * A trusted party (connect §3): a business partner of one or more organisation groups and of other
 * trusted parties. Its registered address is on the row; more addresses are trusted_party_addresses.
 * A deleted trusted party keeps its row (contracts name it) and leaves every list.
 */
export const trustedParties = pgTable(
  'trusted_parties',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    businessName: text().notNull(),
    businessNumber: text(),
    /** The trusted party's own short trading name (a partner's private nickname is on the link). */
    businessNickName: text(),
    businessWebsite: text(),
    /** organisationType of the manual creation fields (connect §3). */
    type: text(),
    contactName: text(),
    contactEmail: text(),
    phone: text(),
    address1: text(),
    suburb: text(),
    city: text(),
    state: text(),
    postcode: text(),
    country: text().notNull(),
    /** The organisation known to the provider that this trusted party is (PUT /orgCode). */
    orgCode: text(),
    /** connect §8 "Address sync failure: silent state flag". */
    addressSyncFailed: boolean().notNull().default(false),
    generalSettings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdByOrgGroupId: uuid().references(() => orgGroups.id),
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index('trusted_parties_business_number_idx').on(sql`upper(${t.businessNumber})`),
    index('trusted_parties_name_idx').on(sql`lower(${t.name})`),
  ],
);
