/**
 * Shipments, orders and what hangs off them (hub §3). Ids are assigned by the loader (the provider's
 * feed, or the seed), so children can be written in bulk without round trips.
 * Every table carries org_group_id: the scope function filters on it, and it is the distribution
 * key should the tables ever be sharded (ARCHITECTURE "Embedded default, and scale").
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { users } from './users.ts';

const id = () => bigint({ mode: 'number' }).primaryKey();
const orgGroupId = () =>
  uuid()
    .notNull()
    .references(() => orgGroups.id);
const ts = () => timestamp({ withTimezone: true });

/** hub §3 "Shipment list row" and "Shipment detail". */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    orgGroupId: orgGroupId(),
    shipKey: text().notNull(),
    shipNumber: text().notNull(),
    dataSource: text().notNull(),
    direction: text().$type<'IMPORT' | 'EXPORT'>().notNull(),
    transportMode: text().$type<'SEA' | 'AIR' | 'ROAD'>().notNull(),
    packing: text().notNull(),
    serviceLevel: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    shipStateDest: text(),
    supplierCode: text().notNull(),
    supplier: text().notNull(),
    consigneeCode: text().notNull(),
    consignee: text().notNull(),
    houseBill: text(),
    masterBill: text(),
    /** The carrier's booking reference (DCSA BKG): carrier events are matched by it (issue 11). */
    carrierBookingReference: text(),
    clientShipmentId: text(),
    shipOrderReference: text(),
    noOfPacks: integer().notNull(),
    packType: text().notNull(),
    actualWeight: doublePrecision().notNull(),
    chargeableWeight: doublePrecision().notNull(),
    unitOfWeight: text().notNull().default('KG'),
    actualVolume: doublePrecision().notNull(),
    unitOfVolume: text().notNull().default('M3'),
    etd: ts(),
    eta: ts(),
    atd: ts(),
    ata: ts(),
    sta: ts(),
    pickupDate: ts(),
    deliveredDate: ts(),
    milestone: text().notNull(),
    customsStatus: text().notNull(),
    carrierId: integer(),
    vessel: text(),
    voyage: text(),
    transhipmentVessel: text(),
    loadPort: text(),
    dischargePort: text(),
    upsAwbNumber: text(),
    fedexAwbNumber: text(),
    carnetNumber: text(),
    /**
     * Stored well-to-wheel kg CO2e over the shipment's legs (modules/emissions/stored-emissions.ts),
     * so that lists, the CO2 widget and /insights sum a column instead of recomputing every leg:
     * the total (null when a leg cannot be computed) and its split by emission mode, with the
     * factor table version they were computed with (null: not computed yet). A job recomputes
     * the rows of any other version at start-up.
     */
    co2eKg: doublePrecision(),
    co2eSeaKg: doublePrecision(),
    co2eAirKg: doublePrecision(),
    co2eRoadKg: doublePrecision(),
    co2eFactors: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_ship_key_uq').on(t.shipKey),
    index('shipments_group_eta_idx').on(t.orgGroupId, t.eta),
    index('shipments_group_etd_idx').on(t.orgGroupId, t.etd),
    // The public quick lookup (hub §2) finds shipments by these numbers across every group.
    index('shipments_ship_number_idx').on(t.shipNumber),
    index('shipments_house_bill_idx').on(t.houseBill),
    index('shipments_master_bill_idx').on(t.masterBill),
    // Carrier events name bills and bookings as carriers write them: matched upper case without spaces.
    index('shipments_master_bill_norm_idx').on(sql`upper(replace(${t.masterBill}, ' ', ''))`),
    index('shipments_house_bill_norm_idx').on(sql`upper(replace(${t.houseBill}, ' ', ''))`),
    index('shipments_carrier_booking_norm_idx').on(
      sql`upper(replace(${t.carrierBookingReference}, ' ', ''))`,
    ),
  ],
);

/** hub §3 "Order views"; an order may be linked to a shipment. Statuses PLC, CNF, SHP, DLV (hub §4). */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orgGroupId: orgGroupId(),
    ordKey: text().notNull(),
    ordNumber: text().notNull(),
    ordNumberFull: text().notNull(),
    shipmentId: bigint({ mode: 'number' }).references(() => shipments.id),
    ordStatus: text().$type<'PLC' | 'CNF' | 'SHP' | 'DLV'>().notNull(),
    dataSource: text().notNull(),
    direction: text().$type<'IMPORT' | 'EXPORT'>().notNull(),
    transportMode: text().notNull(),
    packing: text().notNull(),
    supplierCode: text().notNull(),
    supplier: text().notNull(),
    buyerCode: text().notNull(),
    buyer: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    orderDate: ts().notNull(),
    exWorks: ts(),
    reqInStore: ts(),
    etd: ts(),
    eta: ts(),
    departureVessel: text(),
    departureVoyage: text(),
    arrivalVessel: text(),
    arrivalVoyage: text(),
  },
  (t) => [
    uniqueIndex('orders_ord_key_uq').on(t.ordKey),
    index('orders_group_status_idx').on(t.orgGroupId, t.ordStatus),
    index('orders_shipment_idx').on(t.shipmentId),
  ],
);

/** hub §3 "Container row" and "Container (detail)"; LCL adds description, pieces and volume. */
export const containers = pgTable(
  'containers',
  {
    id: id(),
    orgGroupId: orgGroupId(),
    shipmentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => shipments.id),
    containerNumber: text().notNull(),
    sealNumber: text(),
    containerType: text().notNull(),
    weight: doublePrecision().notNull(),
    bookedFlag: smallint().notNull().default(0),
    cargoAvailable: ts(),
    cargoStorage: ts(),
    emptyReturnedBy: ts(),
    estimatedDelivery: ts(),
    actualDelivery: ts(),
    confirmedDelivery: ts(),
    earliestDelivery: ts(),
    description: text(),
    pieces: integer(),
    volume: doublePrecision(),
    deliveryRequested: boolean().notNull().default(false),
    /** Gate-out from the discharge terminal (DCSA GTOT, issue 11): the container has left the port. */
    gatedOutAt: ts(),
  },
  (t) => [
    index('containers_shipment_idx').on(t.shipmentId),
    index('containers_number_idx').on(t.containerNumber),
  ],
);

/** hub §3 "Product". */
export const containerProducts = pgTable(
  'container_products',
  {
    id: id(),
    orgGroupId: orgGroupId(),
    containerId: bigint({ mode: 'number' })
      .notNull()
      .references(() => containers.id),
    line: integer().notNull(),
    partNo: text().notNull(),
    productDescription: text().notNull(),
    isPriority: boolean().notNull().default(false),
    quantity: integer().notNull(),
  },
  (t) => [index('container_products_container_idx').on(t.containerId)],
);

/** hub §3 "Milestone", in the hub §4 order (seq 1..7). */
export const milestones = pgTable(
  'milestones',
  {
    id: id(),
    orgGroupId: orgGroupId(),
    shipmentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => shipments.id),
    seq: smallint().notNull(),
    name: text().notNull(),
    estimatedDate: ts(),
    actualDate: ts(),
    completed: boolean().notNull(),
  },
  (t) => [index('milestones_shipment_idx').on(t.shipmentId)],
);

/** hub §3 "Transport leg". */
export const transportLegs = pgTable(
  'transport_legs',
  {
    id: id(),
    orgGroupId: orgGroupId(),
    shipmentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => shipments.id),
    leg: smallint().notNull(),
    transportMode: text().notNull(),
    vessel: text(),
    voyage: text(),
    carrierId: integer(),
    etd: ts(),
    eta: ts(),
    cargoAvailability: ts(),
    loadPort: text().notNull(),
    dischargePort: text().notNull(),
  },
  (t) => [index('transport_legs_shipment_idx').on(t.shipmentId)],
);

/** Extra reference numbers of a shipment (ASN, SKU, PO and others searched by the general search). */
export const referenceNumbers = pgTable(
  'reference_numbers',
  {
    id: id(),
    orgGroupId: orgGroupId(),
    shipmentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => shipments.id),
    refType: text().notNull(),
    value: text().notNull(),
  },
  (t) => [index('reference_numbers_shipment_idx').on(t.shipmentId)],
);

/** A user's favourite records (hub §7 addShipmentToMyFavourite). */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgGroupId: orgGroupId(),
    recordKey: text().notNull(),
    recordNumber: text().notNull(),
    isShipment: boolean().notNull(),
    dataSource: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recordKey] })],
);

/** Priority records of an organisation group (hub §7 priorityShipments). */
export const priorityRecords = pgTable(
  'priority_records',
  {
    orgGroupId: orgGroupId(),
    recordKey: text().notNull(),
    recordNumber: text().notNull(),
    isShipment: boolean().notNull(),
    dataSource: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgGroupId, t.recordKey] })],
);
