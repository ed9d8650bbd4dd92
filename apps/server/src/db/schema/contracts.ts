/**
 * Connect contracts (issue 16, decision 018). A contract belongs to the organisation group that
 * owns it (org_group_id, the tenant key) and names its counterparty, a trusted party linked to the
 * group; BUYING makes the group the buyer, SELLING the seller, STOCK TRANSFER both. Its status and
 * whose turn it is (`awaiting_party`) change only through the workflow (rules/contracts/workflow.ts);
 * `version` grows with every change, for optimistic concurrency.
 */

import type { ContractType } from '@navia/domain/rules/contracts/constants';
import type { ContractParty, ContractSide, ContractStatus } from '@navia/domain/rules/contracts/workflow';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups, trustedParties } from './org.ts';
import { orders } from './shipments.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });
const orgGroupId = () =>
  uuid()
    .notNull()
    .references(() => orgGroups.id);

/**
 * A trusted party linked to an organisation group (connect §1 "business partners"): the group may
 * trade with it, and the trusted party sees what their contracts grant. The connect network issue
 * (17) adds invites, nicknames and the screens.
 */
export const trustedPartyLinks = pgTable(
  'trusted_party_links',
  {
    orgGroupId: orgGroupId(),
    trustedPartyId: uuid()
      .notNull()
      .references(() => trustedParties.id),
    /** The group's private nickname for the trusted party (setEntiyNickname). */
    trustedPartyNickname: text(),
    /** The trusted party's private nickname for the group (setEntiyNickname). */
    orgGroupNickname: text(),
    /** The invite that made the link, when one did. */
    inviteId: uuid(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgGroupId, t.trustedPartyId] }),
    index('trusted_party_links_tp_idx').on(t.trustedPartyId),
  ],
);

/** An organisation group's contract settings (issue 16): approvals, and stock transfer offered or not. */
export const contractSettings = pgTable('contract_settings', {
  orgGroupId: orgGroupId().primaryKey(),
  /** Approvals on: an accepted contract waits for the group's approver, then the provider's admin. */
  approvalsRequired: boolean().notNull().default(false),
  /** connect §5: STOCK TRANSFER is left out of the contract types when the group flags it. */
  stockTransferDisabled: boolean().notNull().default(false),
  updatedAt: ts().notNull().defaultNow(),
});

/** autoAssignContractRoutes: who is assigned a new contract, by lane or by counterparty (first match). */
export const contractAutoAssignRoutes = pgTable(
  'contract_auto_assign_routes',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: orgGroupId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portOfLoading: text(),
    portOfFinalDestination: text(),
    trustedPartyId: uuid().references(() => trustedParties.id),
    position: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('contract_auto_assign_routes_group_idx').on(t.orgGroupId, t.position)],
);

/**
 * The SKU catalogue (connect §3 SKU): one row per product number and owner, an organisation group
 * or a trusted party (exactly one of the two). Partners in the network see each other's SKUs;
 * only the owner writes them, and every change leaves a sku_changes row.
 */
export const skus = pgTable(
  'skus',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid().references(() => orgGroups.id),
    ownerTrustedPartyId: uuid().references(() => trustedParties.id),
    productNumber: text().notNull(),
    productDescription: text().notNull(),
    fullProductDescription: text(),
    /** Minor units of unitCurrency. */
    unitPrice: bigint({ mode: 'number' }),
    unitCurrency: text(),
    unitOfMeasure: text().notNull().default('EA'),
    weightPerUnit: jsonb().$type<number | null>(),
    unitOfWeight: text().notNull().default('KG'),
    unitPerInnerPack: integer(),
    innerUnitPerOuterPack: integer(),
    outerPackDepth: jsonb().$type<number | null>(),
    outerPackWidth: jsonb().$type<number | null>(),
    outerPackHeight: jsonb().$type<number | null>(),
    outerPackWeight: jsonb().$type<number | null>(),
    outerPackUnitOfWeight: text().notNull().default('KG'),
    /** Stock the owner can still promise (skuQtyAvailable); null when not tracked. */
    skuQtyAvailable: integer(),
    status: text().notNull().default('ACTIVE'),
    version: integer().notNull().default(1),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    /**
     * The owner, whichever kind (kept by PostgreSQL): the key that leads the search's indexes, so a
     * search reads each visible owner's SKUs in order and merges them (issue 19, bench:skus).
     */
    ownerId: uuid().generatedAlwaysAs(sql`coalesce(org_group_id, owner_trusted_party_id)`),
  },
  (t) => [
    // The search (skus.repository): per owner, one index per sort (ties broken by id), each also
    // serving its column's filters and counts. A DESC sort reads them backwards. Migration 0043
    // also keeps extended statistics of (owner, status), (owner, unit) and (owner, currency):
    // owners differ, and an owner without INACTIVE SKUs was walked whole in the sort's order for
    // the 30 it was expected to have (41 ms to 0.5 ms for ACME's client at 200,000 SKUs).
    index('skus_owner_product_idx').on(t.ownerId, sql`upper(${t.productNumber})`, t.id),
    index('skus_owner_description_idx').on(t.ownerId, sql`upper(${t.productDescription})`, t.id),
    index('skus_owner_price_idx').on(t.ownerId, t.unitPrice, t.id),
    index('skus_owner_quantity_idx').on(t.ownerId, t.skuQtyAvailable, t.id),
    index('skus_owner_status_idx').on(t.ownerId, t.status, t.id),
    index('skus_owner_updated_idx').on(t.ownerId, t.updatedAt, t.id),
    // The type-ahead: numbers in byte order, so those starting with a text are one range.
    index('skus_owner_product_c_idx').on(t.ownerId, sql`(upper(${t.productNumber}) collate "C")`, t.id),
    // The owner sort, and a price the reader may not see: the owner's SKUs by id.
    index('skus_owner_idx').on(t.ownerId, t.id),
    // The search bar, PRODUCT N° and DESCRIPTION: "contains", case-insensitive (trigrams).
    index('skus_product_trgm_idx').using('gin', t.productNumber.op('gin_trgm_ops')),
    index('skus_description_trgm_idx').using('gin', t.productDescription.op('gin_trgm_ops')),
    index('skus_full_description_trgm_idx').using('gin', t.fullProductDescription.op('gin_trgm_ops')),
    // The contracts' catalogue upsert targets this index (a group's rows); a trusted party's rows have
    // a null org_group_id, which a unique index never treats as equal, so they need their own.
    uniqueIndex('skus_group_product_uq').on(t.orgGroupId, t.productNumber),
    uniqueIndex('skus_tp_product_uq')
      .on(t.ownerTrustedPartyId, t.productNumber)
      .where(sql`${t.ownerTrustedPartyId} is not null`),
    check('skus_one_owner', sql`(${t.orgGroupId} is null) <> (${t.ownerTrustedPartyId} is null)`),
  ],
);

/** A SKU's change history (connect §3): changeDate, changedBy, updatedFieldsText; written by the server. */
export const skuChanges = pgTable(
  'sku_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    skuId: uuid()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    changedAt: ts().notNull().defaultNow(),
    changedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedByName: text().notNull(),
    /** e.g. "unitPrice: 12.50 → 13.10; productDescription: … → …", or "Created" / "Imported from CSV". */
    updatedFieldsText: text().notNull(),
    changes: jsonb().$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
  },
  (t) => [index('sku_changes_sku_idx').on(t.skuId, t.changedAt)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: orgGroupId(),
    trustedPartyId: uuid().references(() => trustedParties.id),
    parentId: uuid(),
    contractType: text().$type<ContractType>().notNull(),
    status: text().$type<ContractStatus>().notNull(),
    awaitingParty: text().$type<ContractParty>(),
    creatorSide: text().$type<ContractSide>().notNull(),
    approvalsRequired: boolean().notNull().default(false),
    inspectionRequired: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    referenceNumber: text().notNull(),
    countryOfOrigin: text(),
    portOfLoading: text(),
    countryOfDestination: text(),
    portOfFinalDestination: text(),
    transportType: text(),
    containerMode: text(),
    serviceType: text(),
    incoTerms: text(),
    additionalServiceRequired: boolean().notNull().default(false),
    additionalService: text(),
    goodsDescription: text(),
    productReadyDate: date({ mode: 'string' }),
    productDeliveryDate: date({ mode: 'string' }),
    reqExWorksDate: date({ mode: 'string' }),
    reqInStoreDate: date({ mode: 'string' }),
    shippingAddress: text(),
    pickUpAddress: text(),
    orderNumberOverwritten: boolean().notNull().default(false),
    oldRefNumber: text(),
    userAssignedId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    templateId: uuid(),
    /** The hub order made at ORDER CREATION. */
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    /**
     * The lines' summed quantity and their number, kept by the database (migration 0037's trigger
     * on contract_skus), so the search sorts and filters by them through an index.
     */
    totalQuantity: bigint({ mode: 'number' }).notNull().default(0),
    skuCount: integer().notNull().default(0),
    /**
     * The BUYER, SELLER and ORGANISATION columns' names, upper case, as the search sorts them: kept
     * by the database (migration 0041's triggers on contracts, org_groups and trusted_parties), so
     * a sort by a party reads an index instead of sorting every match by a joined name.
     */
    buyerSort: text().notNull().default(''),
    sellerSort: text().notNull().default(''),
    organisationSort: text().notNull().default(''),
  },
  (t) => [
    // connect §5: a reference number is used once per group (compared upper case).
    uniqueIndex('contracts_group_reference_uq').on(t.orgGroupId, sql`upper(${t.referenceNumber})`),
    // The contracts search (issue 19, bench:contracts): each reader's default order, created DESC
    // then id, read from an index's end (a client's group, a trusted party, staff over all), and
    // the status counts read from an index alone.
    index('contracts_group_created_idx').on(t.orgGroupId, t.createdAt, t.id),
    index('contracts_tp_created_idx').on(t.trustedPartyId, t.createdAt, t.id),
    index('contracts_created_idx').on(t.createdAt, t.id),
    index('contracts_group_status_idx').on(t.orgGroupId, t.status),
    index('contracts_tp_status_idx').on(t.trustedPartyId, t.status),
    // Migration 0042 adds the same per reader with INCLUDE (the option filters' columns): a count
    // under those filters reads one index instead of the table (ACME's SEA and FOB: 88 to 32 ms).
    // Drizzle's index builder has no INCLUDE; the narrow ones stay for the plain counts (22 ms).
    index('contracts_tp_reference_idx').on(t.trustedPartyId, sql`upper(${t.referenceNumber})`, t.id),
    index('contracts_group_quantity_idx').on(t.orgGroupId, t.totalQuantity, t.id),
    index('contracts_tp_quantity_idx').on(t.trustedPartyId, t.totalQuantity, t.id),
    index('contracts_quantity_idx').on(t.totalQuantity, t.id),
    index('contracts_reference_idx').on(sql`upper(${t.referenceNumber})`, t.id),
    // connect §6 only action required: the contracts awaiting someone (a few of them), by party.
    index('contracts_group_awaiting_idx')
      .on(t.orgGroupId, t.awaitingParty, t.contractType)
      .where(sql`${t.awaitingParty} is not null`),
    index('contracts_tp_awaiting_idx')
      .on(t.trustedPartyId, t.awaitingParty, t.contractType)
      .where(sql`${t.awaitingParty} is not null`),
    index('contracts_awaiting_idx').on(t.awaitingParty).where(sql`${t.awaitingParty} is not null`),
    // PRODUCT READY and PRODUCT DELIVERY sorted DESC (a chosen column's default direction), nulls
    // last, for each reader.
    ...(['productReadyDate', 'productDeliveryDate'] as const).flatMap((date) => {
      const name = date === 'productReadyDate' ? 'ready' : 'delivery';
      return [
        index(`contracts_group_${name}_idx`).on(t.orgGroupId, t[date].desc().nullsLast(), t.id.desc()),
        index(`contracts_tp_${name}_idx`).on(t.trustedPartyId, t[date].desc().nullsLast(), t.id.desc()),
        index(`contracts_${name}_idx`).on(t[date].desc().nullsLast(), t.id.desc()),
      ];
    }),
    // BUYER, SELLER and ORGANISATION sorted, for each reader (a DESC sort reads them backwards).
    ...(['buyerSort', 'sellerSort', 'organisationSort'] as const).flatMap((column) => {
      const name = column.replace('Sort', '');
      return [
        index(`contracts_group_${name}_idx`).on(t.orgGroupId, t[column], t.id),
        index(`contracts_tp_${name}_idx`).on(t.trustedPartyId, t[column], t.id),
        index(`contracts_${name}_idx`).on(t[column], t.id),
      ];
    }),
    // The REFERENCE N° filter and the search bar: "contains", case-insensitive (trigrams).
    index('contracts_reference_trgm_idx').using('gin', t.referenceNumber.op('gin_trgm_ops')),
    index('contracts_parent_idx').on(t.parentId),
    index('contracts_order_idx').on(t.orderId),
  ],
);

/** A contract's lines (connect §3 SKU). A child's line names the parent's line it takes from. */
export const contractSkus = pgTable(
  'contract_skus',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    orgGroupId: orgGroupId(),
    position: integer().notNull(),
    skuId: uuid().references(() => skus.id),
    parentSkuId: uuid(),
    productNumber: text().notNull(),
    productDescription: text().notNull(),
    fullProductDescription: text(),
    /** Minor units of unitCurrency. */
    unitPrice: bigint({ mode: 'number' }).notNull(),
    unitCurrency: text().notNull(),
    quantity: integer().notNull(),
    /** The seller's confirmed quantity; null until confirmed. */
    quantityTemp: integer(),
    unitOfMeasure: text().notNull(),
    weightPerUnit: jsonb().$type<number | null>(),
    unitOfWeight: text().notNull(),
    unitPerInnerPack: integer(),
    innerUnitPerOuterPack: integer(),
    outerPackDepth: jsonb().$type<number | null>(),
    outerPackWidth: jsonb().$type<number | null>(),
    outerPackHeight: jsonb().$type<number | null>(),
    outerPackWeight: jsonb().$type<number | null>(),
    outerPackUnitOfWeight: text().notNull(),
    isAdhoc: boolean().notNull().default(false),
    isChildOrderSku: boolean().notNull().default(false),
  },
  (t) => [
    index('contract_skus_contract_idx').on(t.contractId, t.position),
    index('contract_skus_parent_sku_idx').on(t.parentSkuId),
    // The PRODUCT N° filter: "contains", case-insensitive (trigrams).
    index('contract_skus_product_trgm_idx').using('gin', t.productNumber.op('gin_trgm_ops')),
  ],
);

/** Every change to a contract: who, when, what (issue 16). */
export const contractHistory = pgTable(
  'contract_history',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    orgGroupId: orgGroupId(),
    at: ts().notNull().defaultNow(),
    /** null: the system (transport statuses following the orders). */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: text().notNull(),
    fromStatus: text().$type<ContractStatus>(),
    toStatus: text().$type<ContractStatus>(),
    fieldsText: text().notNull().default(''),
  },
  (t) => [index('contract_history_contract_idx').on(t.contractId, t.at)],
);

/** Saved contract templates (connect §3 contractTemplate): owned by a group or by a trusted party. */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid().references(() => orgGroups.id),
    ownerTrustedPartyId: uuid().references(() => trustedParties.id),
    name: text().notNull(),
    contractType: text().$type<ContractType>().notNull(),
    /** The counterparty the template trades with. */
    trustedPartyId: uuid().references(() => trustedParties.id),
    terms: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    skus: jsonb().$type<Record<string, unknown>[]>().notNull().default([]),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_templates_owner_name_uq').on(
      sql`coalesce(${t.orgGroupId}, ${t.ownerTrustedPartyId})`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    orgGroupId: orgGroupId(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** The file's name in the storage interface. */
    storageKey: text().notNull(),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text().notNull(),
    uploadedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('contract_documents_contract_idx').on(t.contractId, t.uploadedAt)],
);

/** The favourites tab of the contracts list. */
export const contractFavourites = pgTable(
  'contract_favourites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contractId] })],
);
