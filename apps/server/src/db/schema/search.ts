/**
 * The tracking search (issue 3). `search_records` defines the row grain of every search: one row
 * per order, with the shipment it is on (if any), plus one row per shipment that carries no order.
 * Searching the view directly took 0.3 to 7 s at a million shipments (joins and sorts over
 * coalesced columns), so searches read `search_rows`, its materialisation with indexes, kept in
 * step by triggers (migration 0005). Saved searches belong to a user.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const searchRecords = pgView('search_records', {
  /** Unique row id: order id × 2 for order rows, shipment id × 2 + 1 for shipments without orders. */
  rid: bigint('rid', { mode: 'number' }).notNull(),
  recordType: text('record_type').$type<'ORDER' | 'SHIPMENT'>().notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  shipmentId: bigint('shipment_id', { mode: 'number' }),
  orgGroupId: uuid('org_group_id').notNull(),
  shipKey: text('ship_key'),
  ordKey: text('ord_key'),
  shipNumber: text('ship_number'),
  ordNumber: text('ord_number'),
  ordNumberFull: text('ord_number_full'),
  ordStatus: text('ord_status'),
  dataSource: text('data_source').notNull(),
  direction: text('direction').notNull(),
  transportMode: text('transport_mode').notNull(),
  packing: text('packing').notNull(),
  serviceLevel: text('service_level'),
  origin: text('origin').notNull(),
  destination: text('destination').notNull(),
  shipStateDest: text('ship_state_dest'),
  supplierCode: text('supplier_code').notNull(),
  supplier: text('supplier').notNull(),
  consigneeCode: text('consignee_code').notNull(),
  consignee: text('consignee').notNull(),
  houseBill: text('house_bill'),
  masterBill: text('master_bill'),
  clientShipmentId: text('client_shipment_id'),
  shipOrderReference: text('ship_order_reference'),
  noOfPacks: integer('no_of_packs'),
  packType: text('pack_type'),
  actualWeight: doublePrecision('actual_weight'),
  chargeableWeight: doublePrecision('chargeable_weight'),
  unitOfWeight: text('unit_of_weight'),
  actualVolume: doublePrecision('actual_volume'),
  unitOfVolume: text('unit_of_volume'),
  etd: ts('etd'),
  eta: ts('eta'),
  atd: ts('atd'),
  ata: ts('ata'),
  sta: ts('sta'),
  pickupDate: ts('pickup_date'),
  deliveredDate: ts('delivered_date'),
  milestone: text('milestone').notNull(),
  customsStatus: text('customs_status').notNull(),
  carrierId: integer('carrier_id'),
  vessel: text('vessel'),
  voyage: text('voyage'),
  transhipmentVessel: text('transhipment_vessel'),
  loadPort: text('load_port'),
  dischargePort: text('discharge_port'),
  orderDate: ts('order_date'),
  exWorks: ts('ex_works'),
  reqInStore: ts('req_in_store'),
  arrivalVessel: text('arrival_vessel'),
  arrivalVoyage: text('arrival_voyage'),
}).as(sql`
  select
    o.id * 2 as rid,
    'ORDER' as record_type,
    o.id as order_id,
    s.id as shipment_id,
    o.org_group_id,
    s.ship_key,
    o.ord_key,
    s.ship_number,
    o.ord_number,
    o.ord_number_full,
    o.ord_status,
    coalesce(s.data_source, o.data_source) as data_source,
    coalesce(s.direction, o.direction) as direction,
    coalesce(s.transport_mode, o.transport_mode) as transport_mode,
    coalesce(s.packing, o.packing) as packing,
    s.service_level,
    coalesce(s.origin, o.origin) as origin,
    coalesce(s.destination, o.destination) as destination,
    s.ship_state_dest,
    coalesce(s.supplier_code, o.supplier_code) as supplier_code,
    coalesce(s.supplier, o.supplier) as supplier,
    coalesce(s.consignee_code, o.buyer_code) as consignee_code,
    coalesce(s.consignee, o.buyer) as consignee,
    s.house_bill,
    s.master_bill,
    s.client_shipment_id,
    s.ship_order_reference,
    s.no_of_packs,
    s.pack_type,
    s.actual_weight,
    s.chargeable_weight,
    s.unit_of_weight,
    s.actual_volume,
    s.unit_of_volume,
    coalesce(s.etd, o.etd) as etd,
    coalesce(s.eta, o.eta) as eta,
    s.atd,
    s.ata,
    s.sta,
    s.pickup_date,
    s.delivered_date,
    coalesce(s.milestone, case o.ord_status when 'CNF' then 'CONFIRMED' else 'RAISED' end) as milestone,
    coalesce(s.customs_status, 'NOT SENT') as customs_status,
    s.carrier_id,
    coalesce(s.vessel, o.departure_vessel) as vessel,
    coalesce(s.voyage, o.departure_voyage) as voyage,
    s.transhipment_vessel,
    s.load_port,
    s.discharge_port,
    o.order_date,
    o.ex_works,
    o.req_in_store,
    o.arrival_vessel,
    o.arrival_voyage
  from orders o
  left join shipments s on s.id = o.shipment_id
  union all
  select
    s.id * 2 + 1,
    'SHIPMENT',
    null::bigint,
    s.id,
    s.org_group_id,
    s.ship_key,
    null::text,
    s.ship_number,
    null::text,
    null::text,
    null::text,
    s.data_source,
    s.direction,
    s.transport_mode,
    s.packing,
    s.service_level,
    s.origin,
    s.destination,
    s.ship_state_dest,
    s.supplier_code,
    s.supplier,
    s.consignee_code,
    s.consignee,
    s.house_bill,
    s.master_bill,
    s.client_shipment_id,
    s.ship_order_reference,
    s.no_of_packs,
    s.pack_type,
    s.actual_weight,
    s.chargeable_weight,
    s.unit_of_weight,
    s.actual_volume,
    s.unit_of_volume,
    s.etd,
    s.eta,
    s.atd,
    s.ata,
    s.sta,
    s.pickup_date,
    s.delivered_date,
    s.milestone,
    s.customs_status,
    s.carrier_id,
    s.vessel,
    s.voyage,
    s.transhipment_vessel,
    s.load_port,
    s.discharge_port,
    null::timestamptz,
    null::timestamptz,
    null::timestamptz,
    null::text,
    null::text
  from shipments s
  where not exists (select 1 from orders o where o.shipment_id = s.id)
`);

/** hub §3 "Saved search": at most 7 per user (hub §9); a name is unique per user, case-insensitively. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's organisation group when saved (tenant column; null for staff). */
    orgGroupId: uuid().references(() => orgGroups.id),
    name: text().notNull(),
    filters: jsonb().$type<unknown>().notNull(),
    advancedSearch: boolean().notNull().default(false),
    deliveriesCustomSearch: boolean().notNull().default(false),
    isContractsSearch: boolean().notNull().default(false),
    /** A search of the invoice list (issue 14): its filters are of the invoice catalogue. */
    isInvoicesSearch: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId),
    uniqueIndex('saved_searches_user_name_uq').on(t.userId, sql`lower(${t.name})`),
  ],
);

const bigId = (name: string) => bigint(name, { mode: 'number' });

/**
 * The search_records view materialised, with one more column: search_text, the upper-cased
 * identifiers the general search looks in (hub §2), joined by the unit separator so that a typed
 * text never matches across two of them. Searches read this table only; statement-level triggers
 * on the source tables keep it current (migration 0005), and search_rows_rebuild() refills it
 * after bulk loads. Indexes serve the default sorts per organisation group, the staff-wide sort,
 * record-key lookups and the trigram general search.
 */
export const searchRows = pgTable(
  'search_rows',
  {
    rid: bigId('rid').primaryKey(),
    recordType: text('record_type').$type<'ORDER' | 'SHIPMENT'>().notNull(),
    orderId: bigId('order_id'),
    shipmentId: bigId('shipment_id'),
    orgGroupId: uuid('org_group_id').notNull(),
    shipKey: text('ship_key'),
    ordKey: text('ord_key'),
    shipNumber: text('ship_number'),
    ordNumber: text('ord_number'),
    ordNumberFull: text('ord_number_full'),
    ordStatus: text('ord_status'),
    dataSource: text('data_source').notNull(),
    direction: text('direction').notNull(),
    transportMode: text('transport_mode').notNull(),
    packing: text('packing').notNull(),
    serviceLevel: text('service_level'),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    shipStateDest: text('ship_state_dest'),
    supplierCode: text('supplier_code').notNull(),
    supplier: text('supplier').notNull(),
    consigneeCode: text('consignee_code').notNull(),
    consignee: text('consignee').notNull(),
    houseBill: text('house_bill'),
    masterBill: text('master_bill'),
    clientShipmentId: text('client_shipment_id'),
    shipOrderReference: text('ship_order_reference'),
    noOfPacks: integer('no_of_packs'),
    packType: text('pack_type'),
    actualWeight: doublePrecision('actual_weight'),
    chargeableWeight: doublePrecision('chargeable_weight'),
    unitOfWeight: text('unit_of_weight'),
    actualVolume: doublePrecision('actual_volume'),
    unitOfVolume: text('unit_of_volume'),
    etd: ts('etd'),
    eta: ts('eta'),
    atd: ts('atd'),
    ata: ts('ata'),
    sta: ts('sta'),
    pickupDate: ts('pickup_date'),
    deliveredDate: ts('delivered_date'),
    milestone: text('milestone').notNull(),
    customsStatus: text('customs_status').notNull(),
    carrierId: integer('carrier_id'),
    vessel: text('vessel'),
    voyage: text('voyage'),
    transhipmentVessel: text('transhipment_vessel'),
    loadPort: text('load_port'),
    dischargePort: text('discharge_port'),
    orderDate: ts('order_date'),
    exWorks: ts('ex_works'),
    reqInStore: ts('req_in_store'),
    arrivalVessel: text('arrival_vessel'),
    arrivalVoyage: text('arrival_voyage'),
    searchText: text('search_text').notNull(),
  },
  (t) => [
    // Migrations 0033 and 0034 rebuild it with INCLUDE (the option, range, date and port filters' columns).
    index('search_rows_group_eta_desc_idx').on(t.orgGroupId, t.eta.desc().nullsLast(), t.rid.desc()),
    index('search_rows_group_eta_idx').on(t.orgGroupId, t.eta, t.rid),
    // Migration 0034 rebuilds it with INCLUDE (the transport and port filters' columns).
    index('search_rows_group_etd_idx').on(t.orgGroupId, t.etd, t.rid),
    index('search_rows_eta_desc_idx').on(t.eta.desc().nullsLast(), t.rid.desc()),
    index('search_rows_etd_idx').on(t.etd, t.rid),
    index('search_rows_group_ex_works_idx').on(t.orgGroupId, t.exWorks),
    // Orders by ex-works date within a group (migration 0045 adds INCLUDE (direction, ord_status)):
    // the EXWORK7 key's pages read in order from this index alone, however deep.
    index('search_rows_group_order_ex_works_idx')
      .on(t.orgGroupId, t.exWorks, t.rid)
      .where(sql`order_id is not null`),
    index('search_rows_group_req_in_store_idx').on(t.orgGroupId, t.reqInStore),
    // Key-metric tiles (hub §9) are counts, and a count that reads the table visits about one heap
    // page per row (the rows of a date window are spread over the whole table): at a million
    // shipments up to 0.9 s per tile for staff and 0.18 s for the largest group (migration 0008).
    // These partial indexes hold each tile's rows with every column its condition tests, so each
    // tile is an index-only count. The date-window ones lead with the date, so staff (no group
    // condition) read only the window, and a group reads the window's entries of every group.
    index('search_rows_arriving_idx')
      .on(t.eta, t.orgGroupId)
      .where(sql`shipment_id is not null and ata is null`),
    index('search_rows_departing_idx')
      .on(t.etd, t.orgGroupId)
      .where(sql`shipment_id is not null and atd is null`),
    // Issue 19 (migration 0034 adds INCLUDE (eta, rid)): the departing keys' pages in their default
    // order (ETA DESC) sort the window's entries of one group read from this index alone (SHIPDEP14
    // at batch 100: 142 ms as a bitmap scan of 35,887 table pages, 19 ms).
    index('search_rows_group_departing_idx')
      .on(t.orgGroupId, t.etd)
      .where(sql`shipment_id is not null and atd is null`),
    index('search_rows_departing_export_idx')
      .on(t.etd, t.orgGroupId, t.milestone, t.houseBill)
      .where(sql`shipment_id is not null and atd is null and direction = 'EXPORT'`),
    index('search_rows_ex_works_idx')
      .on(t.exWorks, t.orgGroupId, t.direction, t.ordStatus)
      .where(sql`order_id is not null`),
    index('search_rows_req_in_store_idx')
      .on(t.reqInStore, t.orgGroupId, t.direction, t.ordStatus, t.milestone)
      .where(sql`order_id is not null and delivered_date is null`),
    // The key metrics without a date window: each partial index holds only its rows.
    index('search_rows_arrived_undelivered_idx')
      .on(t.orgGroupId, t.direction, t.shipmentId)
      .where(sql`ata is not null and delivered_date is null`),
    // Also ARVNOTCLE's page in its default order (ETA DESC): walking the group's ETA index for its
    // rare rows read 290 ms at 1,000,000 shipments (issue 19).
    index('search_rows_arrived_uncleared_idx')
      .on(t.orgGroupId, t.eta.desc().nullsLast(), t.rid.desc().nullsLast(), t.direction, t.shipmentId)
      .where(sql`ata is not null and customs_status <> 'CLEARED'`),
    // Orders due in store on or before their ETA (RISETA), in the key's sort order within a group and
    // direction; migration 0048 adds INCLUDE (ord_status, milestone, req_in_store, eta), so its
    // pages (however deep) and its tile's count read this index alone.
    index('search_rows_late_for_store_idx')
      .on(t.orgGroupId, t.direction, sql`extract(epoch from (req_in_store - eta))`, t.rid)
      .where(sql`req_in_store <= eta and ata is null and order_id is not null and delivered_date is null`),
    index('search_rows_unshipped_orders_idx')
      .on(t.orgGroupId, t.exWorks, t.direction, t.ordStatus)
      .where(sql`shipment_id is null and order_id is not null`),
    // Order views filter by OrdStatus (PLANNEDORDERS, CONFIRMEDORDERS, the OrdStatus filter) and sort
    // by ex-works: at a million shipments the count went from 345 ms to 22 ms and the page from
    // 294 ms to 3 ms (EXPLAIN ANALYZE, largest group).
    index('search_rows_group_ord_status_idx').on(t.orgGroupId, t.ordStatus, t.exWorks, t.rid),
    // ARVNOTDEL pages in the default ETA DESC order walked the sort index past 180k rows the key
    // rejects (299 ms); holding only its rows, in that order: 3 ms.
    index('search_rows_arrived_undelivered_eta_idx')
      .on(t.orgGroupId, t.eta.desc().nullsLast(), t.rid.desc(), t.direction, t.shipmentId)
      .where(sql`ata is not null and delivered_date is null`),
    // Shipments not arrived yet, by ETA within a group (migration 0047 adds INCLUDE (direction)): the
    // arriving keys' pages (SHIPARR7, SHIPARR14, ARRIVING5, ARRIVING30) read in order from this index
    // alone, however deep.
    index('search_rows_group_arriving_eta_idx')
      .on(t.orgGroupId, t.eta.desc().nullsLast(), t.rid.desc().nullsLast())
      .where(sql`shipment_id is not null and ata is null`),
    // Issue 19 (decision 030): the sorts users pick from the column headers, per group, so a page
    // reads its 30 rows from an index instead of sorting the group (ShipNumber 508 ms, Supplier
    // 530 ms, ETD DESC 248 ms for ACME at 1,000,000 shipments). Supplier is never null, so its DESC
    // order is this index read backwards (orderByOf); ship_number is null on order rows, so DESC has
    // its own index, as ETD DESC has.
    index('search_rows_group_ship_idx').on(t.orgGroupId, t.shipNumber, t.rid),
    index('search_rows_group_ship_desc_idx').on(
      t.orgGroupId,
      t.shipNumber.desc().nullsLast(),
      t.rid.desc().nullsLast(),
    ),
    // Migration 0040 rebuilds it with INCLUDE (eta), 0044 with INCLUDE (eta, customs_status,
    // milestone): a Supplier filter, once its text is the matching names (search_suppliers), reads
    // its rows, their ETA and the clustered filters' columns from this index alone.
    index('search_rows_group_supplier_idx').on(t.orgGroupId, t.supplier, t.rid),
    // The same for the port filters, once their texts are port codes (migration 0044 adds the
    // INCLUDE): an ORed arm of a sorted search reads its matches here (shipments.repository.ts).
    index('search_rows_group_origin_idx').on(t.orgGroupId, t.origin.op('text_pattern_ops'), t.rid),
    index('search_rows_group_destination_idx').on(t.orgGroupId, t.destination.op('text_pattern_ops'), t.rid),
    index('search_rows_group_etd_desc_idx').on(
      t.orgGroupId,
      t.etd.desc().nullsLast(),
      t.rid.desc().nullsLast(),
    ),
    // The option and range filters, per group: their counts read only these indexes (Transport AIR
    // 485 ms, CustomsStatus 613 ms, Milestone 666 ms, ActualWeight 616 ms as parallel table scans),
    // and a rare value is fetched by a bitmap scan instead of walking a sort index past the group.
    index('search_rows_group_transport_idx').on(t.orgGroupId, t.transportMode, t.packing),
    // The customs and milestone filters pick a few values whose rows cluster in time, so walking the
    // ETA index of the group for them read 74k–162k rejected rows (181–276 ms); these hold each
    // value's rows in the default order (ETA DESC), and other sorts sort the value's entries.
    index('search_rows_group_customs_idx').on(
      t.orgGroupId,
      t.customsStatus,
      t.eta.desc().nullsLast(),
      t.rid.desc().nullsLast(),
    ),
    index('search_rows_group_milestone_idx').on(
      t.orgGroupId,
      t.milestone,
      t.eta.desc().nullsLast(),
      t.rid.desc().nullsLast(),
    ),
    index('search_rows_group_weight_idx').on(t.orgGroupId, t.actualWeight),
    // The order views in their default orders (issue 19; cold, ACME at 1,000,000 shipments):
    // CONFIRMED and SHIPPED sort by ETAToInStore (page 167 ms), DEPARTURES by ETD (page 254 ms,
    // count 322 ms), NODECLARATION by ETA (page 278 ms, count 342 ms).
    index('search_rows_group_eta_to_in_store_idx').on(
      t.orgGroupId,
      t.ordStatus,
      sql`extract(epoch from (req_in_store - eta))`,
      t.rid,
    ),
    index('search_rows_departures_idx')
      .on(t.orgGroupId, t.etd, t.rid, t.direction)
      .where(sql`atd is null and etd is not null`),
    index('search_rows_no_declaration_idx')
      .on(t.orgGroupId, t.eta, t.rid, t.direction)
      .where(sql`shipment_id is not null and customs_status = 'NOT SENT' and delivered_date is null`),
    index('search_rows_shipment_idx').on(t.shipmentId),
    index('search_rows_order_idx').on(t.orderId),
    index('search_rows_ship_key_idx').on(t.shipKey),
    index('search_rows_ord_key_idx').on(t.ordKey),
    index('search_rows_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('search_rows_supplier_trgm_idx').using('gin', t.supplier.op('gin_trgm_ops')),
    index('search_rows_consignee_trgm_idx').using('gin', t.consignee.op('gin_trgm_ops')),
    index('search_rows_supplier_code_idx').on(t.supplierCode.op('text_pattern_ops')),
    index('search_rows_consignee_code_idx').on(t.consigneeCode.op('text_pattern_ops')),
    index('search_rows_carrier_idx').on(t.carrierId, t.orgGroupId),
    index('search_rows_origin_idx').on(t.origin.op('text_pattern_ops'), t.orgGroupId),
    index('search_rows_destination_idx').on(t.destination.op('text_pattern_ops'), t.orgGroupId),
  ],
);

/**
 * Every supplier (name and code) search_rows has held, per organisation group: the Supplier filter
 * looks its text up here first, so the search tests equal names (search_rows_group_supplier_idx)
 * rather than a trigram match that reads every matching row from the table (issue 19). Filled by a
 * trigger on search_rows' inserts (migration 0040); never pruned, since a name no longer used only
 * adds a value that matches nothing.
 */
export const searchSuppliers = pgTable(
  'search_suppliers',
  {
    orgGroupId: uuid('org_group_id')
      .notNull()
      .references(() => orgGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgGroupId, t.name, t.code] }),
    index('search_suppliers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('search_suppliers_code_idx').on(t.code),
  ],
);

/** One row: whether search_rows must be rebuilt (set by bulk writes and truncation, see migration 0005). */
export const searchState = pgTable('search_state', {
  id: smallint().primaryKey().default(1),
  stale: boolean().notNull().default(true),
  rebuiltAt: timestamp({ withTimezone: true }),
});
