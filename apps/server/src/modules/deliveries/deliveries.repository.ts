/**
 * SQL of delivery requests and delivery addresses. Records are found under the caller's scope (the
 * only tenant filter) as VisibleRecords; loaders and writers of children take such a record.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  containers,
  deliveryRequestContainers,
  deliveryRequests,
  orgAddresses,
  organisations,
  ports,
  shipments,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';
import { markVisible, type VisibleRecord } from '../../lib/visible-record.ts';
import type { VisibleShipment } from '../shipment-detail/shipment-detail.repository.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type ContainerRow = typeof containers.$inferSelect;
export type DeliveryRequestRow = typeof deliveryRequests.$inferSelect;
type DeliveryRequestContainerRow = typeof deliveryRequestContainers.$inferSelect;
/** A new request's fields; the organisation group and shipment come from the visible shipment. */
export type NewDeliveryRequest = Omit<typeof deliveryRequests.$inferInsert, 'orgGroupId' | 'shipmentId'>;
export type NewDeliveryRequestContainer = Omit<
  typeof deliveryRequestContainers.$inferInsert,
  'orgGroupId' | 'deliveryRequestId'
>;
export type StoredRequest = {
  request: VisibleRecord<DeliveryRequestRow>;
  shipKey: string;
  createdByName: string;
  containers: DeliveryRequestContainerRow[];
};

/** The state of the shipment's destination port (when ShipStateDest is empty). */
export async function portState(db: Executor, code: string) {
  const [row] = await db.select({ state: ports.state }).from(ports).where(eq(ports.code, code)).limit(1);
  return row?.state ?? null;
}

export async function containersOfShipment(db: Executor, shipment: VisibleShipment) {
  return db
    .select()
    .from(containers)
    .where(and(eq(containers.shipmentId, shipment.id), eq(containers.orgGroupId, shipment.orgGroupId)))
    .orderBy(asc(containers.id));
}

async function withDetails(
  db: Executor,
  rows: { request: DeliveryRequestRow; shipKey: string; name: string }[],
) {
  if (rows.length === 0) return [];
  const children = await db
    .select()
    .from(deliveryRequestContainers)
    .where(
      inArray(
        deliveryRequestContainers.deliveryRequestId,
        rows.map((r) => r.request.id),
      ),
    )
    .orderBy(asc(deliveryRequestContainers.position));
  // Every caller passes rows read under the scope or through a visible shipment.
  return rows.map<StoredRequest>((r) => ({
    request: markVisible(r.request),
    shipKey: r.shipKey,
    createdByName: r.name,
    containers: children.filter((c) => c.deliveryRequestId === r.request.id),
  }));
}

/** Stored requests (with shipment key, author and containers) matching `where`, newest first. */
async function findRequests(db: Executor, where: SQL | undefined, limit?: number) {
  const query = db
    .select({ request: deliveryRequests, shipKey: shipments.shipKey, name: users.fullname })
    .from(deliveryRequests)
    .innerJoin(shipments, eq(shipments.id, deliveryRequests.shipmentId))
    .innerJoin(users, eq(users.id, deliveryRequests.createdBy))
    .where(where)
    .orderBy(desc(deliveryRequests.createdAt));
  return withDetails(db, await (limit ? query.limit(limit) : query));
}

/** The caller's earlier request with the same idempotency key (in a group the scope still sees). */
export async function findRequestByRequestId(db: Executor, scope: Scope, requestId: string) {
  const where = and(
    eq(deliveryRequests.createdBy, scope.userId),
    eq(deliveryRequests.requestId, requestId),
    scopeCondition(scope, deliveryRequests.orgGroupId),
  );
  return (await findRequests(db, where, 1))[0] ?? null;
}

export async function findRequestById(db: Executor, scope: Scope, id: string) {
  const where = and(eq(deliveryRequests.id, id), scopeCondition(scope, deliveryRequests.orgGroupId));
  return (await findRequests(db, where, 1))[0] ?? null;
}

/** The requests of a shipment already found under the scope, newest first. */
export async function requestsOfShipment(db: Executor, shipment: VisibleShipment) {
  return findRequests(
    db,
    and(eq(deliveryRequests.shipmentId, shipment.id), eq(deliveryRequests.orgGroupId, shipment.orgGroupId)),
  );
}

/** Inserts the request unless the caller already used its requestId (then null: nothing written). */
export async function insertRequest(db: Executor, shipment: VisibleShipment, values: NewDeliveryRequest) {
  const [row] = await db
    .insert(deliveryRequests)
    .values({ ...values, orgGroupId: shipment.orgGroupId, shipmentId: shipment.id })
    .onConflictDoNothing()
    .returning();
  return row ? markVisible(row) : null;
}

/** The containers of a request just inserted for a visible shipment. */
export async function insertRequestContainers(
  db: Executor,
  request: VisibleRecord<DeliveryRequestRow>,
  values: NewDeliveryRequestContainer[],
) {
  await db
    .insert(deliveryRequestContainers)
    .values(values.map((v) => ({ ...v, orgGroupId: request.orgGroupId, deliveryRequestId: request.id })));
}

/** Marks containers of the shipment as having a delivery request. */
export async function markDeliveryRequested(db: Executor, shipment: VisibleShipment, containerIds: number[]) {
  await db
    .update(containers)
    .set({ deliveryRequested: true })
    .where(
      and(
        eq(containers.orgGroupId, shipment.orgGroupId),
        eq(containers.shipmentId, shipment.id),
        inArray(containers.id, containerIds),
      ),
    );
}

/** Marks a request confirmed; false when it was confirmed meanwhile (the update is the check). */
export async function markConfirmed(
  db: Executor,
  request: VisibleRecord<DeliveryRequestRow>,
  userId: string,
  at: Date,
) {
  const rows = await db
    .update(deliveryRequests)
    .set({ status: 'CONFIRMED', confirmedBy: userId, confirmedAt: at })
    .where(
      and(
        eq(deliveryRequests.id, request.id),
        eq(deliveryRequests.orgGroupId, request.orgGroupId),
        eq(deliveryRequests.status, 'REQUESTED'),
      ),
    )
    .returning({ id: deliveryRequests.id });
  return rows.length === 1;
}

/**
 * ConfirmedDelivery set, and BookedFlag 1 with it (the seed keeps them together). LCL cargo lines
 * share their consolidation box's number, so every row of the shipment with that number is one
 * delivery and is confirmed together.
 */
export async function confirmContainerDelivery(
  db: Executor,
  request: VisibleRecord<DeliveryRequestRow>,
  containerId: number,
  at: Date,
) {
  const { orgGroupId } = request;
  const [box] = await db
    .select({ shipmentId: containers.shipmentId, containerNumber: containers.containerNumber })
    .from(containers)
    .where(and(eq(containers.id, containerId), eq(containers.orgGroupId, orgGroupId)))
    .limit(1);
  if (!box) return;
  await db
    .update(containers)
    .set({ confirmedDelivery: at, bookedFlag: 1 })
    .where(
      and(
        eq(containers.orgGroupId, orgGroupId),
        eq(containers.shipmentId, box.shipmentId),
        eq(containers.containerNumber, box.containerNumber),
      ),
    );
}

// Delivery addresses (hub §7 /api/org/address, deliveryAddress, orgAddresses)

const addressColumns = {
  address: orgAddresses,
  buyerCode: organisations.code,
  buyerName: organisations.name,
};

export async function addressesOfBuyer(
  db: Executor,
  scope: Scope,
  buyerCode: string,
  options: { deliveryOnly: boolean },
) {
  return db
    .select(addressColumns)
    .from(orgAddresses)
    .innerJoin(organisations, eq(organisations.id, orgAddresses.organisationId))
    .where(
      and(
        eq(organisations.code, buyerCode),
        isNull(organisations.deletedAt),
        scopeCondition(scope, orgAddresses.orgGroupId),
        options.deliveryOnly ? eq(orgAddresses.isDelivery, true) : undefined,
      ),
    )
    .orderBy(asc(orgAddresses.label))
    .limit(200);
}

/** Whether `addressId` is a saved address of the shipment's own organisation group. */
export async function isAddressOfShipmentGroup(db: Executor, shipment: VisibleShipment, addressId: string) {
  const [row] = await db
    .select({ id: orgAddresses.id })
    .from(orgAddresses)
    .where(and(eq(orgAddresses.id, addressId), eq(orgAddresses.orgGroupId, shipment.orgGroupId)))
    .limit(1);
  return row !== undefined;
}

export async function searchAddresses(db: Executor, scope: Scope, filter: string) {
  const like = containsPattern(filter);
  return db
    .select(addressColumns)
    .from(orgAddresses)
    .innerJoin(organisations, eq(organisations.id, orgAddresses.organisationId))
    .where(
      and(
        scopeCondition(scope, orgAddresses.orgGroupId),
        isNull(organisations.deletedAt),
        filter === ''
          ? undefined
          : or(
              ilike(organisations.name, like),
              ilike(organisations.code, like),
              ilike(orgAddresses.label, like),
              ilike(orgAddresses.city, like),
            ),
      ),
    )
    .orderBy(asc(organisations.name), asc(orgAddresses.label))
    .limit(100);
}
export type AddressRow = Awaited<ReturnType<typeof searchAddresses>>[number];
