/**
 * Carrier events (issue 11): DCSA Track & Trace 2.2 feeds the provider subscribes to, every event
 * received (idempotent on eventID; events that match no shipment stay here, parked, for an admin),
 * and the dates each event or staff edit brought to a shipment (the ETA and ETD history).
 */
import type { DateClassifier, DateField } from '@navia/domain/contracts/shipment-dates';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { orgGroups } from './org.ts';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });

/**
 * A registered feed. The secret signs the publisher's callbacks (HMAC-SHA256); it must be kept as
 * given to verify them, so it is stored, never returned after registration and never logged.
 */
export const carrierFeeds = pgTable('carrier_feeds', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  secret: text().notNull(),
  active: boolean().notNull().default(true),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
  lastEventAt: ts(),
});

export type CarrierEventStatus = 'APPLIED' | 'UNMATCHED';

/** Every event received, once per eventID. */
export const carrierEvents = pgTable(
  'carrier_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    feedId: uuid()
      .notNull()
      .references(() => carrierFeeds.id),
    eventId: text().notNull(),
    eventType: text().notNull(),
    eventCreatedAt: ts().notNull(),
    payload: jsonb().notNull(),
    status: text().$type<CarrierEventStatus>().notNull(),
    /** The shipments the event matched (empty when parked). */
    shipmentIds: bigint({ mode: 'number' }).array().notNull().default(sql`'{}'`),
    receivedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carrier_events_event_id_uq').on(t.eventId),
    index('carrier_events_unmatched_idx').on(t.receivedAt).where(sql`status = 'UNMATCHED'`),
  ],
);

/** Each planned, estimated or actual date a shipment received, oldest first: the ETA and ETD history. */
export const shipmentDateEvents = pgTable(
  'shipment_date_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    shipmentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => shipments.id),
    field: text().$type<DateField>().notNull(),
    classifier: text().$type<DateClassifier>().notNull(),
    value: ts().notNull(),
    containerNumber: text(),
    /** A feed's name, or 'Staff'. */
    source: text().notNull(),
    carrierEventId: bigint({ mode: 'number' }).references(() => carrierEvents.id),
    /** When the source created it (DCSA eventCreatedDateTime); orders the estimates. */
    sourceCreatedAt: ts().notNull(),
    applied: boolean().notNull(),
    recordedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('shipment_date_events_shipment_idx').on(t.shipmentId, t.recordedAt)],
);
