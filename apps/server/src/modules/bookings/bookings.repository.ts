/**
 * SQL of bookings (issue 18): the bookings table, scoped by the caller's organisation groups; the
 * shipment (and its milestones) a confirmed booking becomes; and the reference lookups of the booking
 * form (ports, sailings). The search_rows triggers (migration 0005) index a new shipment in the same
 * transaction, so it is in the customer's tracking search at once.
 */
import { MILESTONE_ORDER } from '@navia/domain/rules/milestones';
import { and, asc, desc, eq, gte, ilike, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type BookingRow,
  bookings,
  carriers,
  containerProducts,
  containers,
  milestones,
  type NewBookingRow,
  orgAddresses,
  organisations,
  ports,
  quotes,
  recordDocuments,
  shipments,
  users,
} from '../../db/schema/index.ts';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';
import { markVisible, type VisibleRecord } from '../../lib/visible-record.ts';

export type StoredBooking = BookingRow & { creatorName: string; deciderName: string | null };

const decider = sql<string | null>`(select u.fullname from users u where u.id = ${bookings.decidedBy})`;

const withNames = {
  booking: bookings,
  creatorName: users.fullname,
  deciderName: decider,
};

const flatten = (r: {
  booking: BookingRow;
  creatorName: string;
  deciderName: string | null;
}): StoredBooking => ({
  ...r.booking,
  creatorName: r.creatorName,
  deciderName: r.deciderName,
});

/** Inserts a booking; null when the group already has one with that requestId (a concurrent retry). */
export async function insertBooking(db: Executor, values: NewBookingRow): Promise<BookingRow | null> {
  const [row] = await db
    .insert(bookings)
    .values(values)
    .onConflictDoNothing({ target: [bookings.orgGroupId, bookings.requestId] })
    .returning();
  return row ?? null;
}

export async function findByRequestId(
  db: Executor,
  orgGroupId: string,
  requestId: string,
): Promise<StoredBooking | null> {
  const [row] = await db
    .select(withNames)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.createdBy))
    .where(and(eq(bookings.orgGroupId, orgGroupId), eq(bookings.requestId, requestId)))
    .limit(1);
  return row ? flatten(row) : null;
}

export async function findVisibleBooking(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<VisibleRecord<StoredBooking> | null> {
  const [row] = await db
    .select(withNames)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.createdBy))
    .where(and(eq(bookings.id, id), scopeCondition(scope, bookings.orgGroupId)))
    .limit(1);
  return row ? markVisible(flatten(row)) : null;
}

/**
 * A booking's documents move to the shipment it became (issue 18): the rows keyed by the booking's
 * number in its group are keyed by the shipment's key from then on.
 */
export async function moveBookingDocuments(
  db: Executor,
  booking: VisibleRecord,
  fromKey: string,
  toKey: string,
) {
  await db
    .update(recordDocuments)
    .set({ recordKey: toKey })
    .where(and(eq(recordDocuments.orgGroupId, booking.orgGroupId), eq(recordDocuments.recordKey, fromKey)));
}

export async function listVisibleBookings(
  db: Executor,
  scope: Scope,
  query: { filter: string; status?: string; offset: number; limit: number },
): Promise<{ rows: StoredBooking[]; total: number }> {
  const conditions: SQL[] = [scopeCondition(scope, bookings.orgGroupId)];
  if (query.status) conditions.push(eq(bookings.status, query.status as BookingRow['status']));
  if (query.filter) {
    const pattern = containsPattern(query.filter);
    const number = query.filter.toUpperCase().replace(/^B-?0*/, '');
    const matches: (SQL | undefined)[] = [
      ilike(bookings.originPort, pattern),
      ilike(bookings.destinationPort, pattern),
      ilike(bookings.shipNumber, pattern),
      sql`${bookings.shipper}->'organisation'->>'name' ilike ${pattern}`,
      sql`${bookings.consignee}->'organisation'->>'name' ilike ${pattern}`,
    ];
    if (/^\d{1,9}$/.test(number)) matches.push(eq(bookings.seq, Number(number)));
    const any = or(...matches);
    if (any) conditions.push(any);
  }
  const where = and(...conditions);
  const rows = await db
    .select(withNames)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.createdBy))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.seq))
    .offset(query.offset)
    .limit(query.limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
  return { rows: rows.map(flatten), total: Number(count?.n ?? 0) };
}

/** Moves a booking from `from` to a new status; null when it is no longer in `from` (someone else moved it). */
export async function setStatus(
  db: Executor,
  id: string,
  values: {
    from: BookingRow['status'];
    to: BookingRow['status'];
    by: string;
    now: Date;
    declineReason?: string | null;
    shipment?: { id: number; shipKey: string; shipNumber: string } | null;
  },
): Promise<BookingRow | null> {
  const [row] = await db
    .update(bookings)
    .set({
      status: values.to,
      decidedBy: values.by,
      decidedAt: values.now,
      updatedAt: values.now,
      ...(values.declineReason !== undefined ? { declineReason: values.declineReason } : {}),
      ...(values.shipment
        ? {
            shipmentId: values.shipment.id,
            shipKey: values.shipment.shipKey,
            shipNumber: values.shipment.shipNumber,
          }
        : {}),
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, values.from)))
    .returning();
  return row ?? null;
}

/** Locks the booking row for the confirm transaction (a second confirm waits, then sees CONFIRMED). */
export async function lockBooking(db: Executor, id: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// The quote a booking comes from
// ---------------------------------------------------------------------------------------------

/** The quote's options, when the quote is one of `orgGroupId`'s (null otherwise, as an unknown id). */
export async function findGroupQuoteOptions(
  db: Executor,
  orgGroupId: string,
  quoteId: string,
): Promise<{ optionIds: string[]; acceptedOptionId: string | null } | null> {
  const [row] = await db
    .select({ options: quotes.options, acceptedOptionId: quotes.acceptedOptionId })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.orgGroupId, orgGroupId)))
    .limit(1);
  return row
    ? { optionIds: row.options.map((o) => o.optionId), acceptedOptionId: row.acceptedOptionId }
    : null;
}

// ---------------------------------------------------------------------------------------------
// The shipment a confirmed booking becomes
// ---------------------------------------------------------------------------------------------

/**
 * Shipment and milestone ids of bookings: the loader assigns ids (no sequence), so bookings take a
 * range of their own, far above the feed's and the seed's, derived from the booking number. Kept
 * below 2^51 so the search row id (shipment id × 2 + 1) stays an exact JS number.
 */
const BOOKING_SHIPMENT_ID_BASE = 2 ** 50;
const bookingShipmentId = (seq: number) => BOOKING_SHIPMENT_ID_BASE + seq;
const bookingMilestoneId = (seq: number, position: number) => BOOKING_SHIPMENT_ID_BASE + seq * 10 + position;

export type NewBookingShipment = Omit<typeof shipments.$inferInsert, 'id'>;

/** Inserts the shipment and its seven milestones (the first `done` completed at `now`). */
export async function insertBookingShipment(
  db: Executor,
  seq: number,
  values: NewBookingShipment,
  milestonesDone: number,
  now: Date,
) {
  const id = bookingShipmentId(seq);
  const [row] = await db
    .insert(shipments)
    .values({ ...values, id })
    .returning({ id: shipments.id, shipKey: shipments.shipKey, shipNumber: shipments.shipNumber });
  await db.insert(milestones).values(
    MILESTONE_ORDER.map((name, m) => ({
      id: bookingMilestoneId(seq, m + 1),
      orgGroupId: values.orgGroupId,
      shipmentId: id,
      seq: m + 1,
      name,
      estimatedDate: m < milestonesDone ? now : null,
      actualDate: m < milestonesDone ? now : null,
      completed: m < milestonesDone,
    })),
  );
  if (!row) throw new Error('booking shipment not inserted');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Book again: a shipment's details
// ---------------------------------------------------------------------------------------------

export async function containersOf(db: Executor, shipment: { id: number; orgGroupId: string }) {
  return db
    .select({ id: containers.id, containerType: containers.containerType, weight: containers.weight })
    .from(containers)
    .where(and(eq(containers.shipmentId, shipment.id), eq(containers.orgGroupId, shipment.orgGroupId)))
    .orderBy(asc(containers.id));
}

export async function productsOf(db: Executor, shipment: { id: number; orgGroupId: string }) {
  return db
    .select({
      partNo: containerProducts.partNo,
      description: containerProducts.productDescription,
      quantity: containerProducts.quantity,
    })
    .from(containerProducts)
    .innerJoin(containers, eq(containers.id, containerProducts.containerId))
    .where(and(eq(containers.shipmentId, shipment.id), eq(containerProducts.orgGroupId, shipment.orgGroupId)))
    .orderBy(asc(containers.id), asc(containerProducts.line));
}

// ---------------------------------------------------------------------------------------------
// Reference lookups of the booking form
// ---------------------------------------------------------------------------------------------

/** Ports (the transit module's port data) of `country` ('' any) whose code or name contains `value`. */
export async function searchPorts(db: Executor, country: string, value: string, limit: number) {
  const conditions: SQL[] = [];
  if (country) conditions.push(eq(ports.country, country));
  if (value) {
    const any = or(ilike(ports.code, containsPattern(value)), ilike(ports.name, containsPattern(value)));
    if (any) conditions.push(any);
  }
  const startsWith = startsWithPattern(value);
  return db
    .select({ code: ports.code, name: ports.name, country: ports.country })
    .from(ports)
    .where(and(...conditions))
    .orderBy(
      sql`(${ports.code} ilike ${startsWith}) desc`,
      sql`(${ports.name} ilike ${startsWith}) desc`,
      asc(ports.name),
    )
    .limit(limit);
}

/**
 * Sailings on a lane: distinct vessel and voyage of every group's shipments loaded at `loadPort` and
 * discharged at `dischargePort` with an ETD in [from, to]; only schedule fields are read.
 */
export async function findSailings(
  db: Executor,
  lane: { loadPort: string; dischargePort: string; from: Date; to: Date; around: Date },
  limit: number,
) {
  const etd = sql<Date>`min(${shipments.etd})`;
  return db
    .select({
      vessel: sql<string>`${shipments.vessel}`,
      voyage: sql<string>`coalesce(${shipments.voyage}, '')`,
      carrier: sql<string | null>`min(${carriers.name})`,
      etd,
      eta: sql<Date | null>`min(${shipments.eta})`,
    })
    .from(shipments)
    .leftJoin(carriers, eq(carriers.id, shipments.carrierId))
    .where(
      and(
        eq(shipments.loadPort, lane.loadPort),
        eq(shipments.dischargePort, lane.dischargePort),
        isNotNull(shipments.vessel),
        gte(shipments.etd, lane.from),
        lte(shipments.etd, lane.to),
      ),
    )
    .groupBy(shipments.vessel, sql`coalesce(${shipments.voyage}, '')`)
    .orderBy(
      sql`abs(extract(epoch from (min(${shipments.etd}) - ${lane.around.toISOString()}::timestamptz)))`,
    )
    .limit(limit);
}

/** The submitter's e-mail, name and whether they are told of things (active, notifications on). */
export async function userContact(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      fullname: users.fullname,
      active: users.active,
      notificationsActive: users.notificationsActive,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The first saved address of the organisation with `code` in `orgGroupId` (book again's parties). */
export async function organisationAddress(db: Executor, orgGroupId: string, code: string) {
  const [row] = await db
    .select({
      address1: orgAddresses.address1,
      city: orgAddresses.city,
      state: orgAddresses.state,
      postcode: orgAddresses.postcode,
      country: orgAddresses.country,
      phone: orgAddresses.phone,
    })
    .from(orgAddresses)
    .innerJoin(organisations, eq(organisations.id, orgAddresses.organisationId))
    .where(and(eq(organisations.orgGroupId, orgGroupId), eq(organisations.code, code)))
    .orderBy(asc(orgAddresses.label))
    .limit(1);
  return row ?? null;
}
