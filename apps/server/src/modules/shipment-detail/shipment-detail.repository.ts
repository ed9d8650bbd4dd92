/**
 * SQL of the shipment detail screen. A record is found by key under the caller's scope (the only
 * tenant filter) and comes back as a VisibleRecord; the loaders of its children take that
 * VisibleRecord, never a raw organisation group id.
 * The public quick lookup has its own, explicitly unscoped finder (hub §1: the logged-out lookup is
 * unrestricted) and never reaches documents, notes, contacts, favourites or priority.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  containerProducts,
  containers,
  contracts,
  favourites,
  milestones,
  orders,
  ports,
  priorityRecords,
  recordDocuments,
  recordNotes,
  shipments,
  supportContacts,
  transportLegs,
} from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';
import { markVisible, markVisibleOrNull, type VisibleRecord } from '../../lib/visible-record.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type ContainerRow = typeof containers.$inferSelect;
export type ProductRow = typeof containerProducts.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
export type PortRow = typeof ports.$inferSelect;
export type DocumentRow = typeof recordDocuments.$inferSelect;
export type NoteRow = typeof recordNotes.$inferSelect;
export type VisibleShipment = VisibleRecord<ShipmentRow>;
export type VisibleOrder = VisibleRecord<OrderRow>;

// Finding a record

export async function findShipmentByKey(db: Executor, scope: Scope, shipKey: string) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.shipKey, shipKey), scopeCondition(scope, shipments.orgGroupId)))
    .limit(1);
  return markVisibleOrNull(row);
}

export async function findOrderByKey(db: Executor, scope: Scope, ordKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ordKey, ordKey), scopeCondition(scope, orders.orgGroupId)))
    .limit(1);
  return markVisibleOrNull(row);
}

/** The shipment an order is on, in the same organisation group (visible with its order). */
export async function findShipmentOfOrder(db: Executor, order: VisibleOrder) {
  if (order.shipmentId === null) return null;
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, order.shipmentId), eq(shipments.orgGroupId, order.orgGroupId)))
    .limit(1);
  return markVisibleOrNull(row);
}

/** The orders on a shipment, oldest first. */
export async function findOrdersOfShipment(db: Executor, shipment: VisibleShipment) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shipmentId, shipment.id), eq(orders.orgGroupId, shipment.orgGroupId)))
    .orderBy(asc(orders.id));
  return rows.map(markVisible);
}

/**
 * The connect contract a record's orders were made from (issue 16: the order links back to it).
 * Such a contract belongs to the orders' group, so whoever sees the orders sees it.
 */
export async function findContractOfOrders(db: Executor, visibleOrders: readonly VisibleRecord<OrderRow>[]) {
  if (visibleOrders.length === 0) return null;
  const [row] = await db
    .select({ id: contracts.id, referenceNumber: contracts.referenceNumber, status: contracts.status })
    .from(contracts)
    .where(
      and(
        inArray(
          contracts.orderId,
          visibleOrders.map((o) => o.id),
        ),
        eq(contracts.orgGroupId, visibleOrders[0]?.orgGroupId ?? ''),
      ),
    )
    .orderBy(asc(contracts.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * hub §1 "Logged-out visitors can run an unrestricted quick lookup": the one unscoped finder. It
 * answers only by exact ShipKey; callers must present nothing beyond the quick-lookup summary.
 */
export async function findShipmentForPublicLookup(db: Executor, shipKey: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.shipKey, shipKey)).limit(1);
  return markVisibleOrNull(row);
}

const lookupColumn = {
  ShipNumber: shipments.shipNumber,
  HouseBill: shipments.houseBill,
  MasterBill: shipments.masterBill,
} as const;

/** hub §2 quick lookup (unscoped, see above): shipments whose number equals the value, ignoring case. */
export async function findShipmentsByNumberForPublicLookup(
  db: Executor,
  searchType: keyof typeof lookupColumn,
  value: string,
  limit: number,
) {
  const column = lookupColumn[searchType];
  // Numbers are stored upper case: comparing the column itself keeps an index on it usable.
  return db
    .select({
      id: shipments.id,
      orgGroupId: shipments.orgGroupId,
      shipKey: shipments.shipKey,
      shipNumber: shipments.shipNumber,
      etd: shipments.etd,
      eta: shipments.eta,
      consignee: shipments.consignee,
      // Drizzle leaves columns unqualified inside raw fragments, so the correlation is written out.
      firstOrdKey: sql<
        string | null
      >`(select o.ord_key from orders o where o.shipment_id = shipments.id order by o.id limit 1)`,
    })
    .from(shipments)
    .where(or(eq(column, value.toUpperCase()), eq(column, value)))
    .orderBy(desc(shipments.etd), asc(shipments.id))
    .limit(limit);
}

export type PublicLookupRow = Awaited<ReturnType<typeof findShipmentsByNumberForPublicLookup>>[number];

// Children of a record found above

export async function findContainers(db: Executor, shipment: VisibleShipment) {
  return db
    .select()
    .from(containers)
    .where(and(eq(containers.shipmentId, shipment.id), eq(containers.orgGroupId, shipment.orgGroupId)))
    .orderBy(asc(containers.id));
}

/** The product lines of containers of `owner` (the record whose containers they are). */
export async function findProducts(db: Executor, owner: VisibleRecord, containerIds: readonly number[]) {
  if (containerIds.length === 0) return [];
  return db
    .select()
    .from(containerProducts)
    .where(
      and(
        inArray(containerProducts.containerId, [...containerIds]),
        eq(containerProducts.orgGroupId, owner.orgGroupId),
      ),
    )
    .orderBy(asc(containerProducts.containerId), asc(containerProducts.line));
}

export async function findMilestones(db: Executor, shipment: VisibleShipment) {
  return db
    .select()
    .from(milestones)
    .where(and(eq(milestones.shipmentId, shipment.id), eq(milestones.orgGroupId, shipment.orgGroupId)))
    .orderBy(asc(milestones.seq));
}

export async function findLegs(db: Executor, shipment: VisibleShipment) {
  return db
    .select()
    .from(transportLegs)
    .where(and(eq(transportLegs.shipmentId, shipment.id), eq(transportLegs.orgGroupId, shipment.orgGroupId)))
    .orderBy(asc(transportLegs.leg));
}

export type LegRow = Awaited<ReturnType<typeof findLegs>>[number];

export async function findPorts(db: Executor, codes: readonly string[]): Promise<Map<string, PortRow>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(ports).where(inArray(ports.code, unique));
  return new Map(rows.map((p) => [p.code, p]));
}

// The caller's marks

/** Whether one of the record's keys is among the caller's favourites. */
export async function isFavouriteOf(db: Executor, scope: Scope, keys: readonly string[]) {
  if (keys.length === 0) return false;
  const [row] = await db
    .select({ key: favourites.recordKey })
    .from(favourites)
    .where(and(eq(favourites.userId, scope.userId), inArray(favourites.recordKey, [...keys])))
    .limit(1);
  return row !== undefined;
}

/** Whether one of the record's keys is a priority record of its organisation group. */
export async function isPriorityIn(db: Executor, record: VisibleRecord, keys: readonly string[]) {
  if (keys.length === 0) return false;
  const [row] = await db
    .select({ key: priorityRecords.recordKey })
    .from(priorityRecords)
    .where(
      and(eq(priorityRecords.orgGroupId, record.orgGroupId), inArray(priorityRecords.recordKey, [...keys])),
    )
    .limit(1);
  return row !== undefined;
}

/** The caller's favourite record keys (within their scope), newest first. */
export async function findFavouriteKeys(db: Executor, scope: Scope, limit: number) {
  return db
    .select({ recordKey: favourites.recordKey, isShipment: favourites.isShipment })
    .from(favourites)
    .where(and(eq(favourites.userId, scope.userId), scopeCondition(scope, favourites.orgGroupId)))
    .orderBy(desc(favourites.createdAt), asc(favourites.recordKey))
    .limit(limit);
}

// Documents and notes (keyed by the record's anchor keys inside its organisation group)

export async function findDocuments(db: Executor, record: VisibleRecord, keys: readonly string[]) {
  return db
    .select()
    .from(recordDocuments)
    .where(
      and(eq(recordDocuments.orgGroupId, record.orgGroupId), inArray(recordDocuments.recordKey, [...keys])),
    )
    .orderBy(desc(recordDocuments.createdAt), asc(recordDocuments.id));
}

/** A document on a visible record (its organisation group is the record's). */
export async function insertDocument(
  db: Executor,
  record: VisibleRecord,
  values: Omit<typeof recordDocuments.$inferInsert, 'orgGroupId'>,
) {
  const [row] = await db
    .insert(recordDocuments)
    .values({ ...values, orgGroupId: record.orgGroupId })
    .returning();
  if (!row) throw new Error('document insert failed');
  return row;
}

/** A document the caller may see (its organisation group is in the scope). */
export async function findDocument(db: Executor, scope: Scope, documentId: string) {
  const [row] = await db
    .select()
    .from(recordDocuments)
    .where(and(eq(recordDocuments.id, documentId), scopeCondition(scope, recordDocuments.orgGroupId)))
    .limit(1);
  return row ?? null;
}

export async function findNotes(db: Executor, record: VisibleRecord, keys: readonly string[]) {
  return db
    .select()
    .from(recordNotes)
    .where(and(eq(recordNotes.orgGroupId, record.orgGroupId), inArray(recordNotes.recordKey, [...keys])))
    .orderBy(desc(recordNotes.createdAt), desc(recordNotes.id));
}

/** A note on a visible record (its organisation group is the record's). */
export async function insertNote(
  db: Executor,
  record: VisibleRecord,
  values: Omit<typeof recordNotes.$inferInsert, 'orgGroupId'>,
) {
  await db.insert(recordNotes).values({ ...values, orgGroupId: record.orgGroupId });
}

/** The provider's support contacts assigned to the record's organisation group. */
export async function findSupportContacts(db: Executor, record: VisibleRecord) {
  return db
    .select()
    .from(supportContacts)
    .where(eq(supportContacts.orgGroupId, record.orgGroupId))
    .orderBy(asc(supportContacts.sortOrder), asc(supportContacts.fullName));
}

// Several records at once (multipleShipmentDetails)

export async function findShipmentsByKeys(db: Executor, scope: Scope, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.shipKey, [...keys]), scopeCondition(scope, shipments.orgGroupId)));
  return rows.map(markVisible);
}

export async function findOrdersByKeys(db: Executor, scope: Scope, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.ordKey, [...keys]), scopeCondition(scope, orders.orgGroupId)));
  return rows.map(markVisible);
}

export async function findShipmentsByIds(db: Executor, scope: Scope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.id, [...ids]), scopeCondition(scope, shipments.orgGroupId)));
  return rows.map(markVisible);
}

export async function findMilestonesOfShipments(db: Executor, scope: Scope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(milestones)
    .where(and(inArray(milestones.shipmentId, [...ids]), scopeCondition(scope, milestones.orgGroupId)))
    .orderBy(asc(milestones.shipmentId), asc(milestones.seq));
}

export async function countContainersOfShipments(db: Executor, scope: Scope, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ shipmentId: containers.shipmentId, count: sql<number>`count(*)::int` })
    .from(containers)
    .where(and(inArray(containers.shipmentId, [...ids]), scopeCondition(scope, containers.orgGroupId)))
    .groupBy(containers.shipmentId);
  return new Map(rows.map((r) => [r.shipmentId, r.count]));
}
