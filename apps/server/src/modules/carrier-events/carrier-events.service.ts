/**
 * Carrier events (issue 11): DCSA T&T 2.2 feeds, their signed callback, and applying each event to
 * the shipments it matches. The rule deciding what an event changes is pure and shared
 * (rules/carrier-events.ts); this service reads the state it needs, writes what it decided and
 * raises the notifications, in one transaction per event.
 *
 * - Signature: `Notification-Signature: sha256=<hex HMAC-SHA256 of the raw body>` with the feed's
 *   secret, compared in constant time. A bad or missing one is refused (401) before the body is read
 *   as events, and nothing is stored.
 * - Idempotent on eventID: a replayed event is counted as a duplicate and changes nothing.
 * - An event that matches no shipment is parked (status UNMATCHED), never dropped.
 * - Staff edits of the ETD/ETA (PUT /api/shipments/:ShipKey/dates) go through the same history and
 *   notifications, as estimates from the source 'Staff'.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RegisterFeedBody } from '@navia/domain/contracts/carrier-events';
import { type DcsaEvent, notificationSignatureSchema } from '@navia/domain/contracts/dcsa-tnt';
import type { ChangeShipmentDatesBody, DateField } from '@navia/domain/contracts/shipment-dates';
import {
  applyCarrierEvent,
  type CarrierEventOutcome,
  type CarrierNotification,
  type CarrierShipmentState,
  matchKeys,
} from '@navia/domain/rules/carrier-events';
import { MILESTONE_ORDER, type Milestone } from '@navia/domain/rules/milestones';
import {
  formatMove,
  formatNotificationDate,
  hoursBetween,
  joinNotificationText,
} from '@navia/domain/rules/notifications';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';
import { dispatchSoon, raiseNotification } from '../notifications/notification-dispatch.ts';
import { findShipmentByKey } from '../shipment-detail/shipment-detail.repository.ts';
import * as repo from './carrier-events.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null | undefined) => (s ? new Date(s) : null);

// Feeds

function presentFeed(ctx: AppContext, feed: Awaited<ReturnType<typeof repo.listFeeds>>[number]) {
  return {
    _id: feed.id,
    name: feed.name,
    callbackUrl: `${ctx.config.NAVIA_PUBLIC_URL}/api/carrierEvents/feeds/${feed.id}/events`,
    active: feed.active,
    createdAt: feed.createdAt.toISOString(),
    lastEventAt: iso(feed.lastEventAt),
  };
}

export async function listFeeds(ctx: AppContext) {
  return { feeds: (await repo.listFeeds(ctx.database.db)).map((f) => presentFeed(ctx, f)) };
}

export async function registerFeed(
  ctx: AppContext,
  scope: Scope,
  body: RegisterFeedBody,
  client: AuditClient,
) {
  const feed = await ctx.database.db.transaction(async (tx) => {
    const created = await repo.insertFeed(tx, {
      name: body.name,
      secret: body.secret,
      createdBy: scope.userId,
    });
    await audit(tx, {
      type: 'CARRIER_FEED_REGISTERED',
      outcome: 'SUCCESS',
      who: auditWhoOf(scope),
      client,
      at: ctx.now(),
      target: created.id,
      detail: created.name,
    });
    return created;
  });
  return presentFeed(ctx, feed);
}

export async function deactivateFeed(ctx: AppContext, scope: Scope, feedId: string, client: AuditClient) {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.deactivateFeed(tx, feedId))) throw new AppError('NOT_FOUND');
    await audit(tx, {
      type: 'CARRIER_FEED_DEACTIVATED',
      outcome: 'SUCCESS',
      who: auditWhoOf(scope),
      client,
      at: ctx.now(),
      target: feedId,
    });
  });
  return { ok: true as const };
}

// The callback

/** Whether `header` is the HMAC-SHA256 of `rawBody` with `secret` (constant-time comparison). */
function signatureMatches(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  const parsed = notificationSignatureSchema.safeParse(header ?? '');
  if (!parsed.success) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(parsed.data, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Checks the signature of a callback before its body is parsed as events; an unknown or inactive
 * feed is refused like a bad signature, so a caller learns nothing about which feeds exist.
 */
export async function verifyCallback(
  ctx: AppContext,
  feedId: string,
  rawBody: Buffer,
  header: string | undefined,
) {
  const feed = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(feedId)
    ? await repo.findActiveFeed(ctx.database.db, feedId)
    : null;
  if (!feed || !signatureMatches(feed.secret, rawBody, header)) throw new AppError('INVALID_SIGNATURE');
  return feed;
}

export async function receiveEvents(
  ctx: AppContext,
  feed: { id: string; name: string },
  events: readonly DcsaEvent[],
) {
  const answer = { received: events.length, applied: 0, duplicates: 0, unmatched: 0 };
  const notificationIds: number[] = [];
  const changedKeys = new Set<string>();
  for (const event of events) {
    const result = await ctx.database.db.transaction((tx) => applyOne(ctx, tx, feed, event));
    answer[result.status] += 1;
    notificationIds.push(...result.notificationIds);
    for (const key of result.changedKeys) changedKeys.add(key);
  }
  await repo.touchFeed(ctx.database.db, feed.id, ctx.now());
  await dispatchSoon(ctx, notificationIds);
  for (const recordKey of changedKeys) ctx.realtime.recordChanged({ recordKey, isShipment: true });
  if (changedKeys.size > 0) {
    await ctx.events.emit('shipmentsMoved', {
      shipKeys: [...changedKeys],
      occurredAt: ctx.now().toISOString(),
    });
  }
  return answer;
}

type ApplyResult = {
  status: 'applied' | 'duplicates' | 'unmatched';
  notificationIds: number[];
  changedKeys: string[];
};

async function applyOne(
  ctx: AppContext,
  tx: Executor,
  feed: { id: string; name: string },
  event: DcsaEvent,
): Promise<ApplyResult> {
  const stored = await repo.insertEvent(tx, {
    feedId: feed.id,
    eventId: event.eventID,
    eventType: event.eventType,
    eventCreatedAt: new Date(event.eventCreatedDateTime),
    payload: event,
  });
  if (stored === null) return { status: 'duplicates', notificationIds: [], changedKeys: [] };
  const keys = matchKeys(event);
  const matched = await repo.lockMatchingShipments(tx, {
    equipment: keys.equipmentReferences,
    documents: keys.transportDocumentReferences,
    bookings: keys.carrierBookingReferences,
  });
  if (matched.length === 0) return { status: 'unmatched', notificationIds: [], changedKeys: [] };
  await repo.setEventMatched(
    tx,
    stored,
    matched.map((s) => s.id),
  );
  const notificationIds: number[] = [];
  const changedKeys: string[] = [];
  for (const shipment of matched) {
    const state = await stateOf(tx, shipment);
    const outcome = applyCarrierEvent(state.rule, event);
    const changed = await writeOutcome(tx, shipment, state, outcome, {
      source: feed.name,
      carrierEventId: stored,
      sourceCreatedAt: new Date(event.eventCreatedDateTime),
    });
    if (changed) changedKeys.push(shipment.shipKey);
    for (const n of outcome.notifications) {
      notificationIds.push(await raiseCarrierNotification(ctx, tx, shipment, n, feed.name, event));
    }
  }
  return { status: 'applied', notificationIds, changedKeys };
}

/** The state the rule applies an event to, read under the shipment's row lock. */
async function stateOf(tx: Executor, shipment: repo.LockedShipment) {
  const [milestoneRows, containerRows, applied] = [
    await repo.milestonesOf(tx, shipment.id),
    await repo.containersOf(tx, shipment.id),
    await repo.appliedDateTimes(tx, shipment.id),
  ];
  const latest = (field: DateField, containerNumber: string | null = null) =>
    applied.find((a) => a.field === field && a.containerNumber === containerNumber);
  const asOf: CarrierShipmentState['asOf'] = {};
  for (const field of ['etd', 'eta', 'atd', 'ata'] as const) {
    const found = latest(field);
    if (found) asOf[field] = found.latest.toISOString();
  }
  const milestones: Milestone[] = milestoneRows.map((m) => ({
    Milestone: m.name,
    completed: m.completed,
    EstimatedDate: iso(m.estimatedDate),
    ActualDate: iso(m.actualDate),
  }));
  const rule: CarrierShipmentState = {
    loadPort: shipment.loadPort,
    dischargePort: shipment.dischargePort,
    etd: iso(shipment.etd),
    eta: iso(shipment.eta),
    atd: iso(shipment.atd),
    ata: iso(shipment.ata),
    asOf,
    milestones,
    containers: containerRows.map((c) => {
      const available = latest('cargoAvailable', c.containerNumber);
      const gated = latest('gatedOut', c.containerNumber);
      return {
        containerNumber: c.containerNumber,
        cargoAvailable: iso(c.cargoAvailable),
        gatedOutAt: iso(c.gatedOutAt),
        asOf: {
          ...(available ? { cargoAvailable: available.latest.toISOString() } : {}),
          ...(gated ? { gatedOutAt: gated.latest.toISOString() } : {}),
        },
        cargoAvailableActual: available?.hasActual ?? false,
      };
    }),
  };
  return { rule, milestoneRows, containerRows };
}

type Source = { source: string; carrierEventId: number | null; sourceCreatedAt: Date };

/** Writes the rule's outcome and the dates it brought; answers whether anything the user sees changed. */
async function writeOutcome(
  tx: Executor,
  shipment: repo.LockedShipment,
  state: Awaited<ReturnType<typeof stateOf>>,
  outcome: CarrierEventOutcome,
  source: Source,
): Promise<boolean> {
  const dates: Partial<Record<'etd' | 'eta' | 'atd' | 'ata', Date | null>> = {};
  for (const [field, value] of Object.entries(outcome.shipment)) {
    dates[field as keyof typeof dates] = date(value);
  }
  const reached = furthestCompleted(state.rule.milestones, outcome);
  await repo.updateShipmentDates(tx, shipment.id, {
    ...dates,
    ...(reached && rank(reached) > rank(shipment.milestone) ? { milestone: reached } : {}),
  });
  for (const change of outcome.milestones) {
    const row = state.milestoneRows.find((m) => m.name === change.Milestone);
    if (!row) continue;
    await repo.updateMilestone(tx, row.id, {
      ...(change.completed !== undefined ? { completed: change.completed } : {}),
      ...(change.EstimatedDate !== undefined ? { estimatedDate: date(change.EstimatedDate) } : {}),
      ...(change.ActualDate !== undefined ? { actualDate: date(change.ActualDate) } : {}),
    });
  }
  for (const change of outcome.containers) {
    for (const row of state.containerRows.filter((c) => c.containerNumber === change.containerNumber)) {
      await repo.updateContainer(tx, row.id, {
        ...(change.cargoAvailable !== undefined ? { cargoAvailable: date(change.cargoAvailable) } : {}),
        ...(change.gatedOutAt !== undefined ? { gatedOutAt: date(change.gatedOutAt) } : {}),
      });
    }
  }
  await repo.insertDateEvents(
    tx,
    outcome.dates.map((d) => ({
      orgGroupId: shipment.orgGroupId,
      shipmentId: shipment.id,
      field: d.field,
      classifier: d.classifier,
      value: new Date(d.value),
      containerNumber: d.containerNumber ?? null,
      source: source.source,
      carrierEventId: source.carrierEventId,
      sourceCreatedAt: source.sourceCreatedAt,
      applied: d.applied,
    })),
  );
  return (
    Object.keys(outcome.shipment).length > 0 ||
    outcome.milestones.length > 0 ||
    outcome.containers.length > 0 ||
    outcome.dates.length > 0
  );
}

const rank = (name: string) => (MILESTONE_ORDER as readonly string[]).indexOf(name);

/** The furthest milestone complete after the outcome, for the shipment's current milestone. */
function furthestCompleted(before: readonly Milestone[], outcome: CarrierEventOutcome): string | null {
  const completed = new Set(before.filter((m) => m.completed).map((m) => m.Milestone));
  for (const m of outcome.milestones) if (m.completed) completed.add(m.Milestone);
  let best: string | null = null;
  for (const name of completed) if (best === null || rank(name) > rank(best)) best = name;
  return best;
}

const NOTIFICATION_TITLES: Record<CarrierNotification['type'], string> = {
  changeDepartureDate: 'Change in departure date',
  confirmedDeparture: 'Departure confirmed',
  changeArrivalDate: 'Change in arrival date',
  confirmedArrival: 'Arrival confirmed',
};

function notificationText(n: CarrierNotification, port: string | null, source: string): string {
  const label = {
    changeDepartureDate: 'ETD',
    confirmedDeparture: 'ATD',
    changeArrivalDate: 'ETA',
    confirmedArrival: 'ATA',
  }[n.type];
  // A change compares with the estimate before; a confirmation with the estimate it replaces.
  const before =
    n.type === 'confirmedDeparture' ? 'ETD was ' : n.type === 'confirmedArrival' ? 'ETA was ' : 'was ';
  const was =
    n.previous && n.movedHours !== null
      ? ` (${before}${formatNotificationDate(n.previous)}, ${formatMove(n.movedHours)})`
      : '';
  return joinNotificationText(NOTIFICATION_TITLES[n.type], [
    `${label} ${formatNotificationDate(n.next)}${was}`,
    ...(port ? [`Port: ${port}`] : []),
    `Source: ${source}`,
  ]);
}

function raiseCarrierNotification(
  ctx: AppContext,
  tx: Executor,
  shipment: repo.LockedShipment,
  n: CarrierNotification,
  source: string,
  event: DcsaEvent,
) {
  const port =
    event.eventType === 'TRANSPORT'
      ? (event.transportCall.UNLocationCode ?? null)
      : n.type.includes('Departure')
        ? shipment.loadPort
        : shipment.dischargePort;
  return raiseNotification(ctx, tx, {
    type: n.type,
    orgGroupId: shipment.orgGroupId,
    shipment,
    text: notificationText(n, port, source),
    movedHours: n.movedHours,
  });
}

export async function unmatchedEvents(ctx: AppContext, limit: number) {
  const rows = await repo.listUnmatched(ctx.database.db, limit);
  return {
    events: rows.map(({ event, feedName }) => {
      const keys = matchKeys(event.payload as DcsaEvent);
      return {
        eventID: event.eventId,
        eventType: event.eventType,
        feedName,
        receivedAt: event.receivedAt.toISOString(),
        eventCreatedDateTime: event.eventCreatedAt.toISOString(),
        references: [
          ...keys.equipmentReferences,
          ...keys.transportDocumentReferences,
          ...keys.carrierBookingReferences,
        ],
        payload: event.payload,
      };
    }),
  };
}

// The date history and staff edits

export async function dateHistory(ctx: AppContext, scope: Scope, shipKey: string) {
  const shipment = await findShipmentByKey(ctx.database.db, scope, shipKey);
  if (!shipment) throw new AppError('NOT_FOUND');
  const rows = await repo.dateHistoryOf(ctx.database.db, shipment);
  return {
    history: rows.map((r) => ({
      field: r.field,
      classifier: r.classifier,
      value: r.value.toISOString(),
      containerNumber: r.containerNumber,
      source: r.source,
      recordedAt: r.recordedAt.toISOString(),
      applied: r.applied,
    })),
  };
}

/**
 * PUT /api/shipments/:ShipKey/dates (staff): a new ETD or ETA. It is kept in the history (source
 * 'Staff', estimate), updates the DEPARTED or ARRIVED milestone's estimate, and notifies the
 * record's subscribers when the date moved. Staff edits are the newest word: they set asOf.
 */
export async function changeDates(
  ctx: AppContext,
  scope: Scope,
  shipKey: string,
  body: ChangeShipmentDatesBody,
) {
  const visible = await findShipmentByKey(ctx.database.db, scope, shipKey);
  if (!visible) throw new AppError('NOT_FOUND');
  const now = ctx.now();
  const notificationIds = await ctx.database.db.transaction(async (tx) => {
    const [shipment] = await repo.lockShipmentsById(tx, [visible.id]);
    if (!shipment) throw new AppError('NOT_FOUND');
    const milestoneRows = await repo.milestonesOf(tx, shipment.id);
    const ids: number[] = [];
    const changes = [
      { field: 'etd' as const, given: body.ETD, milestone: 'DEPARTED', type: 'changeDepartureDate' as const },
      { field: 'eta' as const, given: body.ETA, milestone: 'ARRIVED', type: 'changeArrivalDate' as const },
    ];
    for (const change of changes) {
      if (change.given === undefined) continue;
      const next = change.given === null ? null : new Date(change.given);
      const previous = shipment[change.field];
      if ((previous?.getTime() ?? null) === (next?.getTime() ?? null)) continue;
      await repo.updateShipmentDates(tx, shipment.id, { [change.field]: next });
      const row = milestoneRows.find((m) => m.name === change.milestone);
      if (row && !row.completed) await repo.updateMilestone(tx, row.id, { estimatedDate: next });
      if (next === null) continue;
      await repo.insertDateEvents(tx, [
        {
          orgGroupId: shipment.orgGroupId,
          shipmentId: shipment.id,
          field: change.field,
          classifier: 'EST',
          value: next,
          containerNumber: null,
          source: 'Staff',
          carrierEventId: null,
          sourceCreatedAt: now,
          applied: true,
        },
      ]);
      const n: CarrierNotification = {
        type: change.type,
        previous: iso(previous),
        next: next.toISOString(),
        movedHours: hoursBetween(iso(previous), next.toISOString()),
      };
      ids.push(
        await raiseNotification(ctx, tx, {
          type: n.type,
          orgGroupId: shipment.orgGroupId,
          shipment,
          text: notificationText(
            n,
            change.field === 'etd' ? shipment.loadPort : shipment.dischargePort,
            'NAVIA staff',
          ),
          movedHours: n.movedHours,
        }),
      );
    }
    return ids;
  });
  await dispatchSoon(ctx, notificationIds);
  ctx.realtime.recordChanged({ recordKey: shipKey, isShipment: true });
  await ctx.events.emit('shipmentsMoved', { shipKeys: [shipKey], occurredAt: ctx.now().toISOString() });
  const after = await findShipmentByKey(ctx.database.db, scope, shipKey);
  if (!after) throw new AppError('NOT_FOUND');
  return { ETD: iso(after.etd), ETA: iso(after.eta), ATD: iso(after.atd), ATA: iso(after.ata) };
}
