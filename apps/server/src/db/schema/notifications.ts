/**
 * Notifications (issue 11). A change that should notify writes a `notification_events` row in its
 * own transaction (the transactional outbox); the dispatcher turns each event into `notifications`
 * rows for the users concerned, once (unique event × user), and emits them to their rooms.
 * Subscriptions are per user and record (hub §3 recordsToNotify); a user's global flag and per-type
 * preferences live on `users`.
 */
import type { NotificationFlags, NotificationType } from '@navia/domain/rules/notifications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
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

/** The outbox: one row per notifying change, written in the change's transaction. */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    type: text().$type<NotificationType>().notNull(),
    shipmentId: bigint({ mode: 'number' }).references(() => shipments.id),
    /** A CONTRACT notification (connect, issue 16): the contract; its subscribers are told. */
    contractId: uuid(),
    shipKey: text(),
    shipNumber: text(),
    /** The keys a subscription may name: the ShipKey and the OrdKeys of the shipment's orders. */
    recordKeys: text().array().notNull(),
    /** OrdKey → OrdNumber of those orders, for the 'Order N°' of an order's subscriber. */
    orderNumbers: jsonb().$type<Record<string, string>>().notNull().default({}),
    text: text().notNull(),
    redirectUrl: text(),
    /** Date changes: how far the date moved, for the subscribers' thresholds. */
    movedHours: doublePrecision(),
    /** Users who receive nothing from this event: a chat message's sender and those in the chat then. */
    excludeUserIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: ts().notNull().defaultNow(),
    dispatchedAt: ts(),
  },
  (t) => [index('notification_events_pending_idx').on(t.createdAt).where(sql`dispatched_at is null`)],
);

/** One user's notification (hub §3 "Notification"). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint({ mode: 'number' }).references(() => notificationEvents.id),
    orgGroupId: uuid().references(() => orgGroups.id),
    type: text().$type<NotificationType>(),
    eventType: text()
      .$type<'SHIPMENT' | 'CONTRACT' | 'INVITE' | 'QUOTE' | 'BOOKING'>()
      .notNull()
      .default('SHIPMENT'),
    isConnect: boolean().notNull().default(false),
    text: text().notNull(),
    redirectUrl: text(),
    shipKey: text(),
    shipNumber: text(),
    ordNumber: text(),
    referenceId: text(),
    read: boolean().notNull().default(false),
    /** Wanted by e-mail (the user's choice for the type when it was stored); null when sent or not wanted. */
    emailPendingSince: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_event_user_uq').on(t.eventId, t.userId),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_email_pending_idx')
      .on(t.emailPendingSince)
      .where(sql`email_pending_since is not null`),
  ],
);

/** hub §3 recordsToNotify: a user's subscription to one record, with its flags. */
export const recordSubscriptions = pgTable(
  'record_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    recordKey: text().notNull(),
    clientRecordKey: text().notNull(),
    isShipment: boolean().notNull(),
    dataSource: text().notNull(),
    flags: jsonb().$type<NotificationFlags>().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('record_subscriptions_user_record_uq').on(t.userId, t.recordKey),
    index('record_subscriptions_record_idx').on(t.recordKey),
  ],
);
