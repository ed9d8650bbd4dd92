/**
 * The SQL of carrier events (issue 11): feeds, received events (idempotent on eventID), matching
 * events to shipments, the state an event is applied to, and the date history. Feeds and events
 * belong to the provider; what they change belongs to the matched shipment's group.
 */
import type { DateClassifier, DateField } from '@navia/domain/contracts/shipment-dates';
import { type AnyColumn, and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  carrierEvents,
  carrierFeeds,
  containers,
  milestones,
  shipmentDateEvents,
  shipments,
} from '../../db/schema/index.ts';
import type { VisibleRecord } from '../../lib/visible-record.ts';

// Feeds

export async function insertFeed(db: Executor, values: { name: string; secret: string; createdBy: string }) {
  const [row] = await db.insert(carrierFeeds).values(values).returning();
  if (!row) throw new Error('feed not stored');
  return row;
}

export async function listFeeds(db: Executor) {
  return db.select().from(carrierFeeds).orderBy(asc(carrierFeeds.createdAt));
}

export async function findActiveFeed(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(carrierFeeds)
    .where(and(eq(carrierFeeds.id, id), eq(carrierFeeds.active, true)));
  return row ?? null;
}

export async function deactivateFeed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(carrierFeeds)
    .set({ active: false })
    .where(eq(carrierFeeds.id, id))
    .returning({ id: carrierFeeds.id });
  return rows.length > 0;
}

export async function touchFeed(db: Executor, id: string, at: Date) {
  await db.update(carrierFeeds).set({ lastEventAt: at }).where(eq(carrierFeeds.id, id));
}

// Events

/** Stores an event once; null when its eventID was received before (a replay). */
export async function insertEvent(
  db: Executor,
  values: { feedId: string; eventId: string; eventType: string; eventCreatedAt: Date; payload: unknown },
) {
  const [row] = await db
    .insert(carrierEvents)
    .values({ ...values, status: 'UNMATCHED' })
    .onConflictDoNothing({ target: carrierEvents.eventId })
    .returning({ id: carrierEvents.id });
  return row?.id ?? null;
}

export async function setEventMatched(db: Executor, id: number, shipmentIds: readonly number[]) {
  await db
    .update(carrierEvents)
    .set({ status: 'APPLIED', shipmentIds: [...shipmentIds] })
    .where(eq(carrierEvents.id, id));
}

export async function listUnmatched(db: Executor, limit: number) {
  return db
    .select({ event: carrierEvents, feedName: carrierFeeds.name })
    .from(carrierEvents)
    .innerJoin(carrierFeeds, eq(carrierFeeds.id, carrierEvents.feedId))
    .where(eq(carrierEvents.status, 'UNMATCHED'))
    .orderBy(desc(carrierEvents.receivedAt), desc(carrierEvents.id))
    .limit(limit);
}

// Matching and the state an event applies to

/**
 * The shipments an event names, by container number, bill of lading (master or house) or carrier
 * booking reference (references normalised: upper case, no spaces), locked for the update so that
 * two events about one shipment apply one after the other. Ordered by id (no deadlocks).
 */
export async function lockMatchingShipments(
  db: Executor,
  keys: { equipment: readonly string[]; documents: readonly string[]; bookings: readonly string[] },
) {
  const norm = (column: AnyColumn) => sql`upper(replace(${column}, ' ', ''))`;
  const conditions = [];
  if (keys.equipment.length > 0) {
    conditions.push(
      inArray(
        shipments.id,
        db
          .select({ id: containers.shipmentId })
          .from(containers)
          .where(inArray(containers.containerNumber, [...keys.equipment])),
      ),
    );
  }
  if (keys.documents.length > 0) {
    conditions.push(
      inArray(norm(shipments.masterBill), [...keys.documents]),
      inArray(norm(shipments.houseBill), [...keys.documents]),
    );
  }
  if (keys.bookings.length > 0)
    conditions.push(inArray(norm(shipments.carrierBookingReference), [...keys.bookings]));
  if (conditions.length === 0) return [];
  return lockShipments(db, or(...conditions));
}

const lockedColumns = {
  id: shipments.id,
  orgGroupId: shipments.orgGroupId,
  shipKey: shipments.shipKey,
  shipNumber: shipments.shipNumber,
  loadPort: shipments.loadPort,
  dischargePort: shipments.dischargePort,
  etd: shipments.etd,
  eta: shipments.eta,
  atd: shipments.atd,
  ata: shipments.ata,
  milestone: shipments.milestone,
};

function lockShipments(db: Executor, where: SQL | undefined) {
  return db.select(lockedColumns).from(shipments).where(where).orderBy(asc(shipments.id)).for('update');
}

/** Locks shipments by id (a staff edit of a shipment the caller's scope found). */
export function lockShipmentsById(db: Executor, ids: readonly number[]) {
  return lockShipments(db, inArray(shipments.id, [...ids]));
}

export type LockedShipment = Awaited<ReturnType<typeof lockMatchingShipments>>[number];

export async function milestonesOf(db: Executor, shipmentId: number) {
  return db
    .select()
    .from(milestones)
    .where(eq(milestones.shipmentId, shipmentId))
    .orderBy(asc(milestones.seq));
}

export async function containersOf(db: Executor, shipmentId: number) {
  return db
    .select({
      id: containers.id,
      containerNumber: containers.containerNumber,
      cargoAvailable: containers.cargoAvailable,
      gatedOutAt: containers.gatedOutAt,
    })
    .from(containers)
    .where(eq(containers.shipmentId, shipmentId));
}

/** Per field (and container), the newest source time of an applied date, and whether an actual was applied. */
export async function appliedDateTimes(db: Executor, shipmentId: number) {
  return db
    .select({
      field: shipmentDateEvents.field,
      containerNumber: shipmentDateEvents.containerNumber,
      latest: sql<Date>`max(${shipmentDateEvents.sourceCreatedAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      hasActual: sql<boolean>`bool_or(${shipmentDateEvents.classifier} = 'ACT')`,
    })
    .from(shipmentDateEvents)
    .where(and(eq(shipmentDateEvents.shipmentId, shipmentId), eq(shipmentDateEvents.applied, true)))
    .groupBy(shipmentDateEvents.field, shipmentDateEvents.containerNumber);
}

export async function updateShipmentDates(
  db: Executor,
  shipmentId: number,
  values: Partial<Record<'etd' | 'eta' | 'atd' | 'ata', Date | null>> & { milestone?: string },
) {
  if (Object.keys(values).length === 0) return;
  await db.update(shipments).set(values).where(eq(shipments.id, shipmentId));
}

export async function updateMilestone(
  db: Executor,
  milestoneId: number,
  values: { completed?: boolean; estimatedDate?: Date | null; actualDate?: Date | null },
) {
  if (Object.keys(values).length === 0) return;
  await db.update(milestones).set(values).where(eq(milestones.id, milestoneId));
}

export async function updateContainer(
  db: Executor,
  containerId: number,
  values: { cargoAvailable?: Date | null; gatedOutAt?: Date | null },
) {
  if (Object.keys(values).length === 0) return;
  await db.update(containers).set(values).where(eq(containers.id, containerId));
}

export type NewDateEvent = {
  orgGroupId: string;
  shipmentId: number;
  field: DateField;
  classifier: DateClassifier;
  value: Date;
  containerNumber: string | null;
  source: string;
  carrierEventId: number | null;
  sourceCreatedAt: Date;
  applied: boolean;
};

export async function insertDateEvents(db: Executor, rows: readonly NewDateEvent[]) {
  if (rows.length === 0) return;
  await db.insert(shipmentDateEvents).values([...rows]);
}

/** The date history of a shipment the caller may see, oldest first. */
export async function dateHistoryOf(
  db: Executor,
  shipment: VisibleRecord<{ orgGroupId: string; id: number }>,
) {
  return db
    .select()
    .from(shipmentDateEvents)
    .where(
      and(
        eq(shipmentDateEvents.orgGroupId, shipment.orgGroupId),
        eq(shipmentDateEvents.shipmentId, shipment.id),
      ),
    )
    .orderBy(asc(shipmentDateEvents.recordedAt), asc(shipmentDateEvents.id));
}
