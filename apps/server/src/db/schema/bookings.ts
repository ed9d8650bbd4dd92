/**
 * Bookings (issue 18). A booking belongs to an organisation group (org_group_id, filtered by the
 * scope: ARCHITECTURE "Tenancy"). Its parties, addresses, cargo and preferences are kept as JSON in
 * the shapes of contracts/bookings.ts, as submitted. The booking number B-000001 is the identity
 * `seq`, one sequence for the portal. A submission is idempotent on (org_group_id, request_id): the
 * unique index lets one of two concurrent submits in, the other answers the first booking.
 * Confirming makes a shipment (shipment_id, ship_key) that the tracking search finds.
 */
import type {
  BookingAddress,
  BookingCargoLine,
  BookingOriginValue,
  BookingParty,
} from '@navia/domain/contracts/bookings';
import type { BookingStatus } from '@navia/domain/rules/bookings/status';
import type { BookingDirection, BookingType } from '@navia/domain/rules/bookings/types';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { quotes } from './quotes.ts';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });
const day = () => date({ mode: 'string' });

export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The portal-wide number: B- and this, six digits at least. */
    seq: integer().generatedAlwaysAsIdentity().notNull().unique(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    /** The idempotency key the form made. */
    requestId: uuid().notNull(),
    type: text().$type<BookingType>().notNull(),
    direction: text().$type<BookingDirection>().notNull(),
    status: text().$type<BookingStatus>().notNull(),
    /** hub §4: where it came from, as submitted (kind QUOTE, SHIPMENT or NONE). */
    origin: jsonb().$type<BookingOriginValue>().notNull(),
    /** The quote it came from, for lookups from the quote side. */
    quoteId: uuid().references(() => quotes.id),
    shipper: jsonb().$type<BookingParty>().notNull(),
    consignee: jsonb().$type<BookingParty>().notNull(),
    pickupAddress: jsonb().$type<BookingAddress>(),
    deliveryAddress: jsonb().$type<BookingAddress>(),
    transportMode: text().notNull(),
    packing: text().notNull(),
    originPort: text().notNull(),
    destinationPort: text().notNull(),
    cargoLines: jsonb().$type<BookingCargoLine[]>().notNull().default([]),
    containers: jsonb().$type<{ containerType: string; quantity: number }[]>().notNull().default([]),
    readyDate: day().notNull(),
    requiredInStoreDate: day(),
    /** Hour indexes 0-23, both or neither. */
    pickupStart: smallint(),
    pickupEnd: smallint(),
    vessel: text(),
    voyage: text(),
    handlingMethod: text().notNull(),
    incoterm: text(),
    notes: text().notNull().default(''),
    declineReason: text(),
    /** The shipment made when staff confirmed it. */
    shipmentId: bigint({ mode: 'number' }).references(() => shipments.id),
    shipKey: text(),
    shipNumber: text(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    decidedBy: uuid().references(() => users.id),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    decidedAt: ts(),
  },
  (t) => [
    uniqueIndex('bookings_group_request_uq').on(t.orgGroupId, t.requestId),
    index('bookings_group_created_idx').on(t.orgGroupId, t.createdAt.desc()),
    index('bookings_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
