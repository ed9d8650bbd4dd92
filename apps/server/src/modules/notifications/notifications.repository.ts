/**
 * The SQL of notifications (issue 11): a user's settings and subscriptions, their notifications,
 * the outbox of notification events and the dispatcher's reads and writes. Every read of a user's
 * own rows names the user; the dispatcher reads across users by design (it decides who receives).
 */

import { counterpartySides } from '@navia/domain/rules/contracts/parties';
import type {
  NotificationFlags,
  NotificationType,
  NotificationTypePreferences,
} from '@navia/domain/rules/notifications';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contracts,
  notificationEvents,
  notifications,
  orders,
  recordSubscriptions,
  shipments,
  users,
} from '../../db/schema/index.ts';

// Settings and subscriptions

export async function findSettingsRow(db: Executor, userId: string) {
  const [row] = await db
    .select({
      active: users.notificationsActive,
      notificationTypes: users.notificationTypes,
      contractsToNotify: users.contractsToNotify,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function updateSettingsRow(
  db: Executor,
  userId: string,
  values: { active?: boolean; notificationTypes?: NotificationTypePreferences; contractsToNotify?: string[] },
) {
  await db
    .update(users)
    .set({
      ...(values.active !== undefined ? { notificationsActive: values.active } : {}),
      ...(values.notificationTypes ? { notificationTypes: values.notificationTypes } : {}),
      ...(values.contractsToNotify ? { contractsToNotify: values.contractsToNotify } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function setShowNotificationsPopup(db: Executor, userId: string, show: boolean) {
  await db.update(users).set({ showNotificationsPopup: show }).where(eq(users.id, userId));
}

export async function listSubscriptions(db: Executor, userId: string) {
  return db
    .select()
    .from(recordSubscriptions)
    .where(eq(recordSubscriptions.userId, userId))
    .orderBy(asc(recordSubscriptions.createdAt));
}

export type NewSubscription = {
  orgGroupId: string;
  recordKey: string;
  clientRecordKey: string;
  isShipment: boolean;
  dataSource: string;
  flags: NotificationFlags;
};

export async function upsertSubscription(db: Executor, userId: string, s: NewSubscription) {
  await db
    .insert(recordSubscriptions)
    .values({ userId, ...s })
    .onConflictDoUpdate({
      target: [recordSubscriptions.userId, recordSubscriptions.recordKey],
      set: { flags: s.flags, clientRecordKey: s.clientRecordKey, dataSource: s.dataSource },
    });
}

/** Subscribes with `flags` unless the user already has a subscription to the record (adding a favourite). */
export async function insertSubscriptionIfAbsent(db: Executor, userId: string, s: NewSubscription) {
  await db
    .insert(recordSubscriptions)
    .values({ userId, ...s })
    .onConflictDoNothing();
}

export async function deleteSubscription(db: Executor, userId: string, recordKey: string) {
  await db
    .delete(recordSubscriptions)
    .where(and(eq(recordSubscriptions.userId, userId), eq(recordSubscriptions.recordKey, recordKey)));
}

export async function deleteAllSubscriptions(db: Executor, userId: string) {
  await db.delete(recordSubscriptions).where(eq(recordSubscriptions.userId, userId));
}

// A user's notifications

export async function listNotifications(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countNotifications(db: Executor, userId: string) {
  const rows = await db
    .select({ read: notifications.read, n: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .groupBy(notifications.read);
  return {
    unread: rows.find((r) => !r.read)?.n ?? 0,
    read: rows.find((r) => r.read)?.n ?? 0,
  };
}

/** Deletes one of the user's notifications; false when the user has none with that id. */
export async function deleteNotification(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function setNotificationRead(db: Executor, userId: string, id: string, read: boolean) {
  const rows = await db
    .update(notifications)
    .set({ read })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

// The outbox and the dispatcher

export type NewNotificationEvent = typeof notificationEvents.$inferInsert;

export async function insertNotificationEvent(db: Executor, event: NewNotificationEvent): Promise<number> {
  const [row] = await db.insert(notificationEvents).values(event).returning({ id: notificationEvents.id });
  if (!row) throw new Error('notification event not stored');
  return row.id;
}

/** The OrdKey → OrdNumber of the orders on a shipment (the keys an order's subscriber names). */
export async function ordersOfShipment(db: Executor, shipmentId: number) {
  return db
    .select({ ordKey: orders.ordKey, ordNumber: orders.ordNumber })
    .from(orders)
    .where(eq(orders.shipmentId, shipmentId));
}

/** Locks a pending event for dispatch; null when it is gone or already dispatched. */
export async function lockPendingEvent(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(notificationEvents)
    .where(and(eq(notificationEvents.id, id), isNull(notificationEvents.dispatchedAt)))
    .for('update');
  return row ?? null;
}

export async function markDispatched(db: Executor, id: number, at: Date) {
  await db.update(notificationEvents).set({ dispatchedAt: at }).where(eq(notificationEvents.id, id));
}

/** Subscribers of any of the keys, with what decides whether they receive the event. */
export async function subscribersOf(db: Executor, recordKeys: readonly string[]) {
  if (recordKeys.length === 0) return [];
  return db
    .select({
      userId: users.id,
      role: users.role,
      orgGroupId: users.orgGroupId,
      trustedPartyId: users.trustedPartyId,
      active: users.notificationsActive,
      notificationTypes: users.notificationTypes,
      recordKey: recordSubscriptions.recordKey,
      isShipment: recordSubscriptions.isShipment,
      flags: recordSubscriptions.flags,
    })
    .from(recordSubscriptions)
    .innerJoin(users, eq(users.id, recordSubscriptions.userId))
    .where(and(inArray(recordSubscriptions.recordKey, [...recordKeys]), eq(users.active, true)));
}

/**
 * The users whose subscription to the shipment or one of its orders has the type's flag on, less
 * those who still hold an unread notification of that type about it: a cheap check (indexed by
 * record key and by user) before a frequent change, such as a chat message, raises an event. One
 * unread NEW CHAT MESSAGES per shipment is enough; the next comes once it was read.
 */
export async function subscribersToTell(db: Executor, shipmentId: number, type: NotificationType) {
  const keys = sql`(select ${shipments.shipKey} from ${shipments} where ${shipments.id} = ${shipmentId}
                    union all select ${orders.ordKey} from ${orders} where ${orders.shipmentId} = ${shipmentId})`;
  const rows = await db
    .selectDistinct({ userId: recordSubscriptions.userId })
    .from(recordSubscriptions)
    .where(
      and(
        sql`${recordSubscriptions.recordKey} in ${keys}`,
        sql`coalesce((${recordSubscriptions.flags} ->> ${type})::boolean, false)`,
        sql`not exists (select 1 from ${notifications}
                         where ${notifications.userId} = ${recordSubscriptions.userId}
                           and ${notifications.type} = ${type} and not ${notifications.read}
                           and ${notifications.shipKey} = (select ${shipments.shipKey} from ${shipments} where ${shipments.id} = ${shipmentId}))`,
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * A CONTRACT event's audience (issue 16): the contract's ownership (who still sees it is decided
 * from it) and the active users to tell: its followers, those with it in contractsToNotify (its
 * creator and assigned users are subscribed when they become so, and may unsubscribe), and the
 * party it now awaits: when it awaits the counterparty's side, the active users of that trusted
 * party; when it awaits the approver, the owning group's active client admins. The owner's sides
 * and the admin hear as subscribers only.
 */
export async function contractAudience(db: Executor, contractId: string) {
  const [contract] = await db
    .select({
      orgGroupId: contracts.orgGroupId,
      trustedPartyId: contracts.trustedPartyId,
      contractType: contracts.contractType,
      awaitingParty: contracts.awaitingParty,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) return null;
  const awaited = contract.awaitingParty;
  const mustAct: SQL[] = [];
  if (awaited && contract.trustedPartyId && counterpartySides(contract.contractType).includes(awaited)) {
    mustAct.push(eq(users.trustedPartyId, contract.trustedPartyId));
  }
  if (awaited === 'approver') {
    mustAct.push(and(eq(users.orgGroupId, contract.orgGroupId), eq(users.role, 'CA')) as SQL);
  }
  const audience = await db
    .select({
      userId: users.id,
      role: users.role,
      orgGroupId: users.orgGroupId,
      trustedPartyId: users.trustedPartyId,
      active: users.notificationsActive,
    })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        or(sql`${users.contractsToNotify} @> ${JSON.stringify([contractId])}::jsonb`, ...mustAct),
      ),
    )
    .orderBy(asc(users.id));
  return { contract, audience };
}

export type NewNotification = typeof notifications.$inferInsert;

/** Stores the notifications of an event; a user already holding one for the event gets none. */
export async function insertNotifications(db: Executor, rows: readonly NewNotification[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] })
    .returning();
}

// E-mail digests

/** Users with notifications waiting for an e-mail since before `settledBefore`. */
export async function usersWithPendingEmail(db: Executor, settledBefore: Date) {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(isNotNull(notifications.emailPendingSince), lte(notifications.emailPendingSince, settledBefore)),
    );
  return rows.map((r) => r.userId);
}

/** Claims a user's pending e-mail notifications (clears the mark) and answers them, oldest first. */
export async function claimPendingEmail(db: Executor, userId: string) {
  return db
    .update(notifications)
    .set({ emailPendingSince: null })
    .where(and(eq(notifications.userId, userId), isNotNull(notifications.emailPendingSince)))
    .returning();
}

export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, fullname: users.fullname, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type NotificationRow = typeof notifications.$inferSelect;
export type SubscriptionRow = typeof recordSubscriptions.$inferSelect;
export type { NotificationType };
