/**
 * What the shipment detail screen adds to a record (issue 4): its e-documents, its order notes, and
 * the provider's support contacts of an organisation group (hub §3 "Contact").
 *
 * Documents and notes hang off a record key — the ShipKey when the record is on a shipment, else
 * the OrdKey — like favourites and priority records, and without a foreign key to the bulk tables,
 * so the seed can still truncate and freeze-load those. Every row carries org_group_id for the scope.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });

/** An uploaded document. The file lives in the file store under `storageKey` (a random id). */
export const recordDocuments = pgTable(
  'record_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    recordKey: text().notNull(),
    storageKey: text().notNull(),
    /** The uploaded file name, sanitised; only ever shown and offered as the download name. */
    fileName: text().notNull(),
    /** Detected from the bytes. */
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    documentType: text().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('record_documents_record_idx').on(t.orgGroupId, t.recordKey),
    uniqueIndex('record_documents_storage_key_uq').on(t.storageKey),
    check('record_documents_size_ck', sql`${t.size} >= 0`),
  ],
);

/** A note on a record (hub §7 orderNotes): upper case, at most 500 characters. */
export const recordNotes = pgTable(
  'record_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    recordKey: text().notNull(),
    note: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdByName: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('record_notes_record_idx').on(t.orgGroupId, t.recordKey),
    check('record_notes_length_ck', sql`char_length(${t.note}) <= 500`),
  ],
);

/** The provider's people looking after an organisation group (hub §3 "Contact", hub §6 support roles). */
export const supportContacts = pgTable(
  'support_contacts',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    role: text().$type<'ACT' | 'CUS' | 'CAG' | 'SAL' | 'KAM' | 'GAM' | 'NIS'>().notNull(),
    fullName: text().notNull(),
    email: text().notNull(),
    mobilePhone: text(),
    imageUrl: text(),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [index('support_contacts_group_idx').on(t.orgGroupId)],
);
