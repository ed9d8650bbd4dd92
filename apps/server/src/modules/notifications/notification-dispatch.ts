/**
 * Notifications that are never lost (issue 11, decision 016).
 *
 * 1. A change that should notify calls `raiseNotification(ctx, tx, …)` inside its own transaction:
 *    an outbox row (notification_events) and a pg-boss job naming it are written with the change,
 *    so both exist exactly when the change committed.
 * 2. After the commit the service calls `dispatchSoon(ctx, ids)`: the same process dispatches at
 *    once (the fast path, milliseconds). The job is the safety net: after a crash or a restart a
 *    worker of any process dispatches what the fast path did not; retries follow the queue policy.
 * 3. `dispatchEvent` locks the event, decides who receives it, stores their notifications (unique
 *    per event and user) and marks the event dispatched, in one transaction: a second run, or a
 *    concurrent one, finds it dispatched and stores nothing. Only the run that stored the rows
 *    emits them, after its commit; a crash between the commit and the emit loses only the live
 *    push, never the notification (the client re-reads the list when it reconnects).
 */

import type { Role } from '@navia/domain/rules/access';
import { contractPartiesOf } from '@navia/domain/rules/contracts/parties';
import {
  type NotificationType,
  type NotificationTypePreferences,
  notificationRecordLabel,
  splitNotificationText,
  wantsNotification,
} from '@navia/domain/rules/notifications';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { scopeOf, visibleOrgGroups } from '../../lib/scope.ts';
import { completeFlags, mergedPreferences, presentLive } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

export type RaisedNotification = {
  type: NotificationType;
  orgGroupId: string;
  shipment: { id: number; shipKey: string; shipNumber: string };
  /** Lines separated by the bullet break (rules/notifications.ts joinNotificationText). */
  text: string;
  /** Date changes: the move in hours (signed), for the subscribers' thresholds. */
  movedHours?: number | null;
  /** Users who receive nothing from it: a chat message's sender and those in the chat then (issue 12). */
  excludeUserIds?: readonly string[];
};

/** Writes the outbox row and its job in the caller's transaction; answers the event id. */
export async function raiseNotification(
  ctx: AppContext,
  tx: Executor,
  input: RaisedNotification,
): Promise<number> {
  const orders = await repo.ordersOfShipment(tx, input.shipment.id);
  const id = await repo.insertNotificationEvent(tx, {
    orgGroupId: input.orgGroupId,
    type: input.type,
    shipmentId: input.shipment.id,
    shipKey: input.shipment.shipKey,
    shipNumber: input.shipment.shipNumber,
    recordKeys: [input.shipment.shipKey, ...orders.map((o) => o.ordKey)],
    orderNumbers: Object.fromEntries(orders.map((o) => [o.ordKey, o.ordNumber])),
    text: input.text,
    redirectUrl: `/shipment/${encodeURIComponent(input.shipment.shipKey)}`,
    movedHours: input.movedHours ?? null,
    excludeUserIds: [...(input.excludeUserIds ?? [])],
  });
  await ctx.jobs.send('dispatch-notification', { eventId: id }, { tx });
  return id;
}

/**
 * The outbox row of a CONTRACT event needs a type; the notifications it gives carry none (their
 * eventType CONTRACT says what they are), and no per-type preference applies to them.
 */
const CONTRACT_EVENT_OUTBOX_TYPE: NotificationType = 'orderScheduleConfirmed';

export type RaisedContractNotification = {
  orgGroupId: string;
  contractId: string;
  text: string;
  redirectUrl: string;
  /** The user who made the change: they are not told of it. */
  excludeUserIds?: readonly string[];
};

/**
 * A connect CONTRACT notification (issue 16): the outbox row and its job in the caller's
 * transaction, as raiseNotification does for shipments; answers the event id.
 */
export async function raiseContractEvent(
  ctx: AppContext,
  tx: Executor,
  input: RaisedContractNotification,
): Promise<number> {
  const id = await repo.insertNotificationEvent(tx, {
    orgGroupId: input.orgGroupId,
    type: CONTRACT_EVENT_OUTBOX_TYPE,
    contractId: input.contractId,
    recordKeys: [],
    text: input.text,
    redirectUrl: input.redirectUrl,
    excludeUserIds: [...(input.excludeUserIds ?? [])],
  });
  await ctx.jobs.send('dispatch-notification', { eventId: id }, { tx });
  return id;
}

/**
 * Who a frequent change of this type to the shipment (a chat message) could still notify: its
 * subscribers with the type on, less those holding an unread one about it. Empty: raise nothing.
 */
export function subscribersToTell(
  db: Executor,
  shipmentId: number,
  type: NotificationType,
): Promise<string[]> {
  return repo.subscribersToTell(db, shipmentId, type);
}

/** The fast path, after the raising transaction committed: failures are left to the job. */
export function dispatchSoon(ctx: AppContext, eventIds: readonly number[]): Promise<void> {
  return (async () => {
    for (const id of eventIds) {
      try {
        await dispatchEvent(ctx, id);
      } catch (error) {
        ctx.log.warn(
          { eventId: id, err: error instanceof Error ? error.message : String(error) },
          'notification dispatch deferred to its job',
        );
      }
    }
  })();
}

/** Stores and emits the notifications of one event, once; answers how many were stored. */
export async function dispatchEvent(ctx: AppContext, eventId: number): Promise<number> {
  const now = ctx.now();
  const stored = await ctx.database.db.transaction(async (tx) => {
    const event = await repo.lockPendingEvent(tx, eventId);
    if (!event) return [];
    const rows = event.contractId
      ? await contractNotificationRows(tx, event, event.contractId, now)
      : await shipmentNotificationRows(tx, event, now);
    const inserted = await repo.insertNotifications(tx, rows);
    await repo.markDispatched(tx, event.id, now);
    return inserted;
  });
  // hub §7: chat messages arrive live as newMessageNotification, the rest as notification.
  const live = (type: string | null) => (type === 'chatMessages' ? 'newMessageNotification' : 'notification');
  for (const row of stored) ctx.realtime.notifyUser(row.userId, live(row.type), presentLive(row));
  return stored.length;
}

type PendingEvent = NonNullable<Awaited<ReturnType<typeof repo.lockPendingEvent>>>;

/** A shipment event's notifications: the record's subscribers who still see it and want the type. */
async function shipmentNotificationRows(
  tx: Executor,
  event: PendingEvent,
  now: Date,
): Promise<repo.NewNotification[]> {
  const subscribers = await repo.subscribersOf(tx, event.recordKeys);
  const rows: repo.NewNotification[] = [];
  const seen = new Set<string>();
  // A chat message's sender and those in the chat when it was sent receive nothing (issue 12).
  const excluded = new Set(event.excludeUserIds);
  for (const s of subscribers) {
    if (seen.has(s.userId) || excluded.has(s.userId)) continue;
    // The subscriber must still see the record: a user who moved group, or a trusted party whose
    // grant ended, receives nothing about it.
    const visible = visibleOrgGroups(
      scopeOf({
        userId: s.userId,
        role: s.role as Role,
        orgGroupId: s.orgGroupId,
        trustedPartyId: s.trustedPartyId,
      }),
    );
    if (visible !== 'all' && !visible.includes(event.orgGroupId)) continue;
    const preferences: NotificationTypePreferences = mergedPreferences(s.notificationTypes);
    const wanted = wantsNotification({
      active: s.active,
      flags: completeFlags(s.flags),
      type: event.type,
      preference: preferences[event.type],
      movedHours: event.movedHours,
    });
    if (!wanted) continue;
    seen.add(s.userId);
    rows.push({
      userId: s.userId,
      eventId: event.id,
      orgGroupId: event.orgGroupId,
      type: event.type,
      eventType: 'SHIPMENT',
      isConnect: false,
      text: event.text,
      redirectUrl: event.redirectUrl,
      shipKey: event.shipKey,
      shipNumber: event.shipNumber,
      ordNumber: s.isShipment ? null : (event.orderNumbers[s.recordKey] ?? null),
      referenceId: event.shipKey,
      emailPendingSince: preferences[event.type].email ? now : null,
      createdAt: now,
    });
  }
  return rows;
}

/**
 * A CONTRACT event's notifications (issue 16): its subscribers (contractsToNotify) and the party it
 * now awaits (repo.contractAudience), less the actor, who have notifications on and still see the
 * contract (a party to it, or staff). Connect notifications have no per-type preference and are not
 * e-mailed.
 */
async function contractNotificationRows(
  tx: Executor,
  event: PendingEvent,
  contractId: string,
  now: Date,
): Promise<repo.NewNotification[]> {
  const found = await repo.contractAudience(tx, contractId);
  if (!found) return [];
  const excluded = new Set(event.excludeUserIds);
  const rows: repo.NewNotification[] = [];
  for (const u of found.audience) {
    if (excluded.has(u.userId) || !u.active) continue;
    const parties = contractPartiesOf(
      { role: u.role as Role, orgGroupId: u.orgGroupId, trustedPartyId: u.trustedPartyId },
      found.contract,
    );
    if (parties.length === 0) continue;
    rows.push({
      userId: u.userId,
      eventId: event.id,
      orgGroupId: event.orgGroupId,
      type: null,
      eventType: 'CONTRACT',
      isConnect: true,
      text: event.text,
      redirectUrl: event.redirectUrl,
      referenceId: contractId,
      emailPendingSince: null,
      createdAt: now,
    });
  }
  return rows;
}

/** How long a burst of notifications may still grow before its e-mail goes: one e-mail per burst. */
const EMAIL_SETTLE_MS = 30_000;

/**
 * Sends one e-mail per user for the notifications waiting since before the settle time (the
 * scheduled job runs it every minute). Claiming and queueing the mail share a transaction, so a
 * notification is mailed once.
 */
export async function sendNotificationEmails(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const userIds = await repo.usersWithPendingEmail(db, new Date(ctx.now().getTime() - EMAIL_SETTLE_MS));
  let sent = 0;
  for (const userId of userIds) {
    const didSend = await db.transaction(async (tx) => {
      const recipient = await repo.findRecipient(tx, userId);
      const pending = await repo.claimPendingEmail(tx, userId);
      if (!recipient?.active || pending.length === 0) return false;
      await ctx.mailer.enqueue(tx, digestEmail(ctx, recipient, pending));
      return true;
    });
    if (didSend) sent += 1;
  }
  return sent;
}

function digestEmail(
  ctx: AppContext,
  recipient: { email: string; fullname: string },
  rows: readonly repo.NotificationRow[],
) {
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const lines = sorted.flatMap((n) => {
    const { main, details } = splitNotificationText(n.text);
    const record = notificationRecordLabel(n.shipNumber, n.ordNumber);
    const link = n.redirectUrl ? `${ctx.config.NAVIA_PUBLIC_URL}${n.redirectUrl}` : null;
    return [`${record}: ${main}`, ...details.map((d) => `  ${d}`), ...(link ? [`  ${link}`] : []), ''];
  });
  const subject =
    sorted.length === 1
      ? `NAVIA: ${splitNotificationText(sorted[0]?.text ?? '').main}`
      : `NAVIA: ${sorted.length} new notifications`;
  return {
    to: recipient.email,
    subject,
    text: [
      `Hello ${recipient.fullname},`,
      '',
      ...lines,
      'You receive these e-mails because of your notification settings in the NAVIA portal.',
    ].join('\n'),
  };
}
