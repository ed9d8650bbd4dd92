/**
 * Delivery requests (issue 5; hub §7 arrangeTransport): what a customer asked for, kept until the
 * provider's team confirms it. org_group_id on both tables, and in the idempotency key, for the
 * scope function and for sharding (ARCHITECTURE "Embedded default, and scale").
 */
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgAddresses, orgGroups } from './org.ts';
import { containers, shipments } from './shipments.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });
const day = () => date({ mode: 'string' });

export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    shipmentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => shipments.id),
    /** The client's idempotency key: a retried submit with the same key creates nothing. */
    requestId: uuid().notNull(),
    kind: text().$type<'ARRANGE' | 'EARLIEST'>().notNull(),
    status: text().$type<'REQUESTED' | 'CONFIRMED'>().notNull().default('REQUESTED'),
    shipNumber: text().notNull(),
    dataSource: text().notNull(),
    ordNumber: text(),
    addressId: uuid().references(() => orgAddresses.id),
    locationLabel: text().notNull(),
    locationAddress: text().notNull(),
    customAddress: text(),
    containerMode: text().notNull(),
    transportMode: text().notNull(),
    vgmRequired: boolean(),
    additionalNotes: text().notNull().default(''),
    /** Earliest delivery: AM or PM (hub §2), and the FCL empty-return-by date. */
    period: text().$type<'AM' | 'PM'>(),
    emptyReturnBy: day(),
    /** hub §7 flag: an availability or storage date was missing when the request was made. */
    datesMissing: boolean().notNull(),
    sendViaEmail: boolean().notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: ts().notNull().defaultNow(),
    confirmedBy: uuid().references(() => users.id),
    confirmedAt: ts(),
  },
  (t) => [
    uniqueIndex('delivery_requests_request_uq').on(t.orgGroupId, t.createdBy, t.requestId),
    index('delivery_requests_shipment_idx').on(t.shipmentId),
  ],
);

export const deliveryRequestContainers = pgTable(
  'delivery_request_containers',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    deliveryRequestId: uuid()
      .notNull()
      .references(() => deliveryRequests.id),
    containerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => containers.id),
    position: smallint().notNull(),
    containerNumber: text().notNull(),
    dropMode: text(),
    deliveryDate: day(),
    /** Hour slot (connect §3): the index 1..24; the text parts are derived from it. */
    pickupTimeIndex: smallint(),
    deliveryDateReturn: day(),
    pickupTimeReturnIndex: smallint(),
    willIncurStorageDelivery: boolean().notNull(),
    willIncurStorageReturn: boolean().notNull(),
  },
  (t) => [index('delivery_request_containers_request_idx').on(t.deliveryRequestId)],
);
