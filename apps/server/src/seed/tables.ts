/**
 * The seeded tables as ordered column lists, and their rows in PostgreSQL COPY text format.
 * Column keys are checked against the Drizzle tables at compile time, and the SQL names come from
 * Drizzle's own snake_case conversion, so a renamed column fails the type check, not the load.
 */
import { getTableName } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  carriers,
  chatChannels,
  chatMessages,
  connectInvites,
  containerProducts,
  containers,
  contractAutoAssignRoutes,
  contractDocuments,
  contractFavourites,
  contractHistory,
  contractSettings,
  contractSkus,
  contracts,
  contractTemplates,
  favourites,
  gatewaySettlements,
  invoiceLines,
  invoices,
  milestones,
  notifications,
  orders,
  orgAddresses,
  organisations,
  orgGroups,
  paymentAllocations,
  payments,
  ports,
  priorityRecords,
  referenceNumbers,
  shipments,
  skuChanges,
  skus,
  transportLegs,
  trustedParties,
  trustedPartyAddresses,
  trustedPartyLinks,
  trustedPartyPartnerships,
  users,
  vessels,
} from '../db/schema/index.ts';

/**
 * How a value is written: ts values are epoch milliseconds, json values are objects, arrays or
 * numbers (JSON text), date values are 'YYYY-MM-DD' text.
 */
type ColumnKind = 'text' | 'int' | 'float' | 'bool' | 'ts' | 'json' | 'date';

type Cell = string | number | boolean | null | Record<string, unknown> | readonly unknown[];
export type Row = Cell[];

export type TableSpec = {
  /** SQL table name. */
  name: string;
  /** SQL column names, in row order. */
  columns: readonly string[];
  kinds: readonly ColumnKind[];
};

function spec<T extends PgTable>(
  table: T,
  columns: readonly [keyof T['$inferInsert'] & string, ColumnKind][],
): TableSpec {
  return {
    name: getTableName(table),
    columns: columns.map(([key]) => toSnakeCase(key)),
    kinds: columns.map(([, kind]) => kind),
  };
}

export const TABLES = {
  ports: spec(ports, [
    ['code', 'text'],
    ['name', 'text'],
    ['country', 'text'],
    ['state', 'text'],
    ['latitude', 'float'],
    ['longitude', 'float'],
  ]),
  carriers: spec(carriers, [
    ['id', 'int'],
    ['code', 'text'],
    ['name', 'text'],
    ['transportMode', 'text'],
  ]),
  vessels: spec(vessels, [
    ['id', 'int'],
    ['name', 'text'],
    ['imo', 'text'],
    ['carrierId', 'int'],
  ]),
  orgGroups: spec(orgGroups, [
    ['id', 'text'],
    ['code', 'text'],
    ['name', 'text'],
    ['country', 'text'],
    ['hubbiEnabled', 'bool'],
    ['connectAccess', 'bool'],
    ['generalSettings', 'json'],
    ['createdAt', 'ts'],
  ]),
  organisations: spec(organisations, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['code', 'text'],
    ['name', 'text'],
    ['country', 'text'],
    ['fclDropMode', 'text'],
    ['lclDropMode', 'text'],
    ['airDropMode', 'text'],
    ['createdAt', 'ts'],
  ]),
  orgAddresses: spec(orgAddresses, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['organisationId', 'text'],
    ['label', 'text'],
    ['address1', 'text'],
    ['city', 'text'],
    ['state', 'text'],
    ['postcode', 'text'],
    ['country', 'text'],
    ['phone', 'text'],
    ['fclEquipment', 'text'],
    ['lclEquipment', 'text'],
    ['airEquipment', 'text'],
    ['isDelivery', 'bool'],
  ]),
  trustedParties: spec(trustedParties, [
    ['id', 'text'],
    ['name', 'text'],
    ['businessName', 'text'],
    ['businessNumber', 'text'],
    ['businessNickName', 'text'],
    ['businessWebsite', 'text'],
    ['type', 'text'],
    ['contactName', 'text'],
    ['contactEmail', 'text'],
    ['phone', 'text'],
    ['address1', 'text'],
    ['suburb', 'text'],
    ['city', 'text'],
    ['state', 'text'],
    ['postcode', 'text'],
    ['country', 'text'],
    ['generalSettings', 'json'],
    ['createdAt', 'ts'],
  ]),
  users: spec(users, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['trustedPartyId', 'text'],
    ['email', 'text'],
    ['passwordHash', 'text'],
    ['fullname', 'text'],
    ['role', 'text'],
    ['active', 'bool'],
    ['emailValidatedAt', 'ts'],
    ['bookings', 'bool'],
    ['quotes', 'bool'],
    ['criticalChain', 'bool'],
    ['tracking', 'bool'],
    ['insights', 'bool'],
    ['hasHubAccess', 'bool'],
    ['connectAccess', 'bool'],
    ['isConnectUser', 'bool'],
    ['connectManageUsers', 'bool'],
    ['connectPageAccess', 'bool'],
    ['connectContractApprovals', 'bool'],
    ['connectInviteTrustedParties', 'bool'],
    ['connectReceivesInvites', 'bool'],
    ['connectWelcomePopups', 'json'],
    ['homeCountry', 'text'],
    ['createdAt', 'ts'],
    ['updatedAt', 'ts'],
  ]),
  shipments: spec(shipments, [
    ['id', 'int'],
    ['orgGroupId', 'text'],
    ['shipKey', 'text'],
    ['shipNumber', 'text'],
    ['dataSource', 'text'],
    ['direction', 'text'],
    ['transportMode', 'text'],
    ['packing', 'text'],
    ['serviceLevel', 'text'],
    ['origin', 'text'],
    ['destination', 'text'],
    ['shipStateDest', 'text'],
    ['supplierCode', 'text'],
    ['supplier', 'text'],
    ['consigneeCode', 'text'],
    ['consignee', 'text'],
    ['houseBill', 'text'],
    ['masterBill', 'text'],
    ['clientShipmentId', 'text'],
    ['shipOrderReference', 'text'],
    ['noOfPacks', 'int'],
    ['packType', 'text'],
    ['actualWeight', 'float'],
    ['chargeableWeight', 'float'],
    ['actualVolume', 'float'],
    ['etd', 'ts'],
    ['eta', 'ts'],
    ['atd', 'ts'],
    ['ata', 'ts'],
    ['sta', 'ts'],
    ['pickupDate', 'ts'],
    ['deliveredDate', 'ts'],
    ['milestone', 'text'],
    ['customsStatus', 'text'],
    ['carrierId', 'int'],
    ['vessel', 'text'],
    ['voyage', 'text'],
    ['transhipmentVessel', 'text'],
    ['loadPort', 'text'],
    ['dischargePort', 'text'],
    ['upsAwbNumber', 'text'],
    ['fedexAwbNumber', 'text'],
    ['carnetNumber', 'text'],
    ['createdAt', 'ts'],
    ['co2eKg', 'float'],
    ['co2eSeaKg', 'float'],
    ['co2eAirKg', 'float'],
    ['co2eRoadKg', 'float'],
    ['co2eFactors', 'text'],
  ]),
  orders: spec(orders, [
    ['id', 'int'],
    ['orgGroupId', 'text'],
    ['ordKey', 'text'],
    ['ordNumber', 'text'],
    ['ordNumberFull', 'text'],
    ['shipmentId', 'int'],
    ['ordStatus', 'text'],
    ['dataSource', 'text'],
    ['direction', 'text'],
    ['transportMode', 'text'],
    ['packing', 'text'],
    ['supplierCode', 'text'],
    ['supplier', 'text'],
    ['buyerCode', 'text'],
    ['buyer', 'text'],
    ['origin', 'text'],
    ['destination', 'text'],
    ['orderDate', 'ts'],
    ['exWorks', 'ts'],
    ['reqInStore', 'ts'],
    ['etd', 'ts'],
    ['eta', 'ts'],
    ['departureVessel', 'text'],
    ['departureVoyage', 'text'],
    ['arrivalVessel', 'text'],
    ['arrivalVoyage', 'text'],
  ]),
  containers: spec(containers, [
    ['id', 'int'],
    ['orgGroupId', 'text'],
    ['shipmentId', 'int'],
    ['containerNumber', 'text'],
    ['sealNumber', 'text'],
    ['containerType', 'text'],
    ['weight', 'float'],
    ['bookedFlag', 'int'],
    ['cargoAvailable', 'ts'],
    ['cargoStorage', 'ts'],
    ['emptyReturnedBy', 'ts'],
    ['estimatedDelivery', 'ts'],
    ['actualDelivery', 'ts'],
    ['confirmedDelivery', 'ts'],
    ['earliestDelivery', 'ts'],
    ['description', 'text'],
    ['pieces', 'int'],
    ['volume', 'float'],
    ['deliveryRequested', 'bool'],
  ]),
  containerProducts: spec(containerProducts, [
    ['id', 'int'],
    ['orgGroupId', 'text'],
    ['containerId', 'int'],
    ['line', 'int'],
    ['partNo', 'text'],
    ['productDescription', 'text'],
    ['isPriority', 'bool'],
    ['quantity', 'int'],
  ]),
  milestones: spec(milestones, [
    ['id', 'int'],
    ['orgGroupId', 'text'],
    ['shipmentId', 'int'],
    ['seq', 'int'],
    ['name', 'text'],
    ['estimatedDate', 'ts'],
    ['actualDate', 'ts'],
    ['completed', 'bool'],
  ]),
  transportLegs: spec(transportLegs, [
    ['id', 'int'],
    ['orgGroupId', 'text'],
    ['shipmentId', 'int'],
    ['leg', 'int'],
    ['transportMode', 'text'],
    ['vessel', 'text'],
    ['voyage', 'text'],
    ['carrierId', 'int'],
    ['etd', 'ts'],
    ['eta', 'ts'],
    ['cargoAvailability', 'ts'],
    ['loadPort', 'text'],
    ['dischargePort', 'text'],
  ]),
  referenceNumbers: spec(referenceNumbers, [
    ['id', 'int'],
    ['orgGroupId', 'text'],
    ['shipmentId', 'int'],
    ['refType', 'text'],
    ['value', 'text'],
  ]),
  priorityRecords: spec(priorityRecords, [
    ['orgGroupId', 'text'],
    ['recordKey', 'text'],
    ['recordNumber', 'text'],
    ['isShipment', 'bool'],
    ['dataSource', 'text'],
    ['createdBy', 'text'],
    ['createdAt', 'ts'],
  ]),
  favourites: spec(favourites, [
    ['userId', 'text'],
    ['orgGroupId', 'text'],
    ['recordKey', 'text'],
    ['recordNumber', 'text'],
    ['isShipment', 'bool'],
    ['dataSource', 'text'],
    ['createdAt', 'ts'],
  ]),
  // Connect contracts (issue 16; seed/contracts.ts)
  trustedPartyLinks: spec(trustedPartyLinks, [
    ['orgGroupId', 'text'],
    ['trustedPartyId', 'text'],
    ['trustedPartyNickname', 'text'],
    ['inviteId', 'text'],
    ['createdAt', 'ts'],
  ]),
  contractSettings: spec(contractSettings, [
    ['orgGroupId', 'text'],
    ['approvalsRequired', 'bool'],
    ['stockTransferDisabled', 'bool'],
    ['updatedAt', 'ts'],
  ]),
  contractAutoAssignRoutes: spec(contractAutoAssignRoutes, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['userId', 'text'],
    ['portOfLoading', 'text'],
    ['portOfFinalDestination', 'text'],
    ['trustedPartyId', 'text'],
    ['position', 'int'],
    ['createdAt', 'ts'],
  ]),
  skus: spec(skus, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['ownerTrustedPartyId', 'text'],
    ['productNumber', 'text'],
    ['productDescription', 'text'],
    ['fullProductDescription', 'text'],
    ['unitPrice', 'int'],
    ['unitCurrency', 'text'],
    ['unitOfMeasure', 'text'],
    ['weightPerUnit', 'json'],
    ['unitOfWeight', 'text'],
    ['unitPerInnerPack', 'int'],
    ['innerUnitPerOuterPack', 'int'],
    ['outerPackDepth', 'json'],
    ['outerPackWidth', 'json'],
    ['outerPackHeight', 'json'],
    ['outerPackWeight', 'json'],
    ['outerPackUnitOfWeight', 'text'],
    ['skuQtyAvailable', 'int'],
    ['status', 'text'],
    ['version', 'int'],
    ['createdByUserId', 'text'],
    ['createdAt', 'ts'],
    ['updatedAt', 'ts'],
  ]),
  skuChanges: spec(skuChanges, [
    ['skuId', 'text'],
    ['changedAt', 'ts'],
    ['changedByUserId', 'text'],
    ['changedByName', 'text'],
    ['updatedFieldsText', 'text'],
    ['changes', 'json'],
  ]),
  contractTemplates: spec(contractTemplates, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['ownerTrustedPartyId', 'text'],
    ['name', 'text'],
    ['contractType', 'text'],
    ['trustedPartyId', 'text'],
    ['terms', 'json'],
    ['skus', 'json'],
    ['createdByUserId', 'text'],
    ['createdAt', 'ts'],
    ['updatedAt', 'ts'],
  ]),
  contracts: spec(contracts, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['trustedPartyId', 'text'],
    ['parentId', 'text'],
    ['contractType', 'text'],
    ['status', 'text'],
    ['awaitingParty', 'text'],
    ['creatorSide', 'text'],
    ['approvalsRequired', 'bool'],
    ['inspectionRequired', 'bool'],
    ['version', 'int'],
    ['referenceNumber', 'text'],
    ['countryOfOrigin', 'text'],
    ['portOfLoading', 'text'],
    ['countryOfDestination', 'text'],
    ['portOfFinalDestination', 'text'],
    ['transportType', 'text'],
    ['containerMode', 'text'],
    ['serviceType', 'text'],
    ['incoTerms', 'text'],
    ['additionalServiceRequired', 'bool'],
    ['additionalService', 'text'],
    ['goodsDescription', 'text'],
    ['productReadyDate', 'date'],
    ['productDeliveryDate', 'date'],
    ['reqExWorksDate', 'date'],
    ['reqInStoreDate', 'date'],
    ['shippingAddress', 'text'],
    ['pickUpAddress', 'text'],
    ['orderNumberOverwritten', 'bool'],
    ['oldRefNumber', 'text'],
    ['userAssignedId', 'text'],
    ['createdByUserId', 'text'],
    ['templateId', 'text'],
    ['orderId', 'int'],
    ['createdAt', 'ts'],
    ['updatedAt', 'ts'],
  ]),
  contractSkus: spec(contractSkus, [
    ['id', 'text'],
    ['contractId', 'text'],
    ['orgGroupId', 'text'],
    ['position', 'int'],
    ['skuId', 'text'],
    ['parentSkuId', 'text'],
    ['productNumber', 'text'],
    ['productDescription', 'text'],
    ['fullProductDescription', 'text'],
    ['unitPrice', 'int'],
    ['unitCurrency', 'text'],
    ['quantity', 'int'],
    ['quantityTemp', 'int'],
    ['unitOfMeasure', 'text'],
    ['weightPerUnit', 'json'],
    ['unitOfWeight', 'text'],
    ['unitPerInnerPack', 'int'],
    ['innerUnitPerOuterPack', 'int'],
    ['outerPackDepth', 'json'],
    ['outerPackWidth', 'json'],
    ['outerPackHeight', 'json'],
    ['outerPackWeight', 'json'],
    ['outerPackUnitOfWeight', 'text'],
    ['isAdhoc', 'bool'],
    ['isChildOrderSku', 'bool'],
  ]),
  contractHistory: spec(contractHistory, [
    ['contractId', 'text'],
    ['orgGroupId', 'text'],
    ['at', 'ts'],
    ['actorUserId', 'text'],
    ['actorName', 'text'],
    ['action', 'text'],
    ['fromStatus', 'text'],
    ['toStatus', 'text'],
    ['fieldsText', 'text'],
  ]),
  contractDocuments: spec(contractDocuments, [
    ['id', 'text'],
    ['contractId', 'text'],
    ['orgGroupId', 'text'],
    ['fileName', 'text'],
    ['contentType', 'text'],
    ['size', 'int'],
    ['storageKey', 'text'],
    ['uploadedByUserId', 'text'],
    ['uploadedByName', 'text'],
    ['uploadedAt', 'ts'],
  ]),
  contractFavourites: spec(contractFavourites, [
    ['userId', 'text'],
    ['contractId', 'text'],
    ['createdAt', 'ts'],
  ]),
  chatChannels: spec(chatChannels, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['kind', 'text'],
    ['contractId', 'text'],
    ['status', 'text'],
    ['lastSeq', 'int'],
    ['answeredSeq', 'int'],
    ['lastMessageAt', 'ts'],
    ['waitingSince', 'ts'],
    ['archivedAt', 'ts'],
    ['createdAt', 'ts'],
  ]),
  chatMessages: spec(chatMessages, [
    ['id', 'text'],
    ['channelId', 'text'],
    ['orgGroupId', 'text'],
    ['seq', 'int'],
    ['fromUserId', 'text'],
    ['username', 'text'],
    ['role', 'text'],
    ['type', 'text'],
    ['text', 'text'],
    ['mention', 'json'],
    ['createdAt', 'ts'],
  ]),
  // The connect network (issue 17; seed/network.ts)
  trustedPartyAddresses: spec(trustedPartyAddresses, [
    ['id', 'text'],
    ['trustedPartyId', 'text'],
    ['name', 'text'],
    ['address1', 'text'],
    ['city', 'text'],
    ['state', 'text'],
    ['postcode', 'text'],
    ['country', 'text'],
    ['phone', 'text'],
    ['contactName', 'text'],
    ['email', 'text'],
    ['source', 'text'],
    ['createdAt', 'ts'],
    ['updatedAt', 'ts'],
  ]),
  notifications: spec(notifications, [
    ['id', 'text'],
    ['userId', 'text'],
    ['orgGroupId', 'text'],
    ['eventType', 'text'],
    ['isConnect', 'bool'],
    ['text', 'text'],
    ['redirectUrl', 'text'],
    ['referenceId', 'text'],
    ['read', 'bool'],
    ['createdAt', 'ts'],
  ]),
  trustedPartyPartnerships: spec(trustedPartyPartnerships, [
    ['trustedPartyId', 'text'],
    ['partnerTrustedPartyId', 'text'],
    ['nickname', 'text'],
    ['inviteId', 'text'],
    ['createdAt', 'ts'],
  ]),
  connectInvites: spec(connectInvites, [
    ['id', 'text'],
    ['inviterUserId', 'text'],
    ['inviterName', 'text'],
    ['inviterOrgGroupId', 'text'],
    ['inviterTrustedPartyId', 'text'],
    ['inviteeEmail', 'text'],
    ['inviteeName', 'text'],
    ['inviteeCompanyName', 'text'],
    ['orgDetails', 'json'],
    ['inviteeTrustedPartyId', 'text'],
    ['inviteeOrgGroupId', 'text'],
    ['status', 'text'],
    ['tokenHash', 'text'],
    ['expiresAt', 'ts'],
    ['usedAt', 'ts'],
    ['sendCount', 'int'],
    ['lastSentAt', 'ts'],
    ['respondedAt', 'ts'],
    ['createdAt', 'ts'],
  ]),
  invoices: spec(invoices, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['orgCode', 'text'],
    ['transactionOwner', 'text'],
    ['transactionOwnerName', 'text'],
    ['transactionNumber', 'text'],
    ['transactionType', 'text'],
    ['transactionCategory', 'text'],
    ['shipmentId', 'int'],
    ['shipmentNumber', 'text'],
    ['ordNumberFull', 'text'],
    ['currency', 'text'],
    ['invoiceAmount', 'int'],
    ['gstAmount', 'int'],
    ['localCurrency', 'text'],
    ['localTotal', 'int'],
    ['exchangeRate', 'text'],
    ['amountPaid', 'int'],
    ['fullyPaidDate', 'date'],
    ['invoiceDate', 'date'],
    ['postDate', 'date'],
    ['dueDate', 'date'],
    ['createdAt', 'ts'],
  ]),
  invoiceLines: spec(invoiceLines, [
    ['invoiceId', 'text'],
    ['position', 'int'],
    ['chargeCode', 'text'],
    ['description', 'text'],
    ['amount', 'int'],
    ['gstAmount', 'int'],
  ]),
  payments: spec(payments, [
    ['id', 'text'],
    ['orgGroupId', 'text'],
    ['paymentId', 'text'],
    ['idempotencyKey', 'text'],
    ['requestFingerprint', 'text'],
    ['gateway', 'text'],
    ['gatewayReference', 'text'],
    ['status', 'text'],
    ['currency', 'text'],
    ['amount', 'int'],
    ['merchantFee', 'int'],
    ['feeBasisPoints', 'int'],
    ['refundedAmount', 'int'],
    ['cardType', 'text'],
    ['cardLast4', 'text'],
    ['failureCode', 'text'],
    ['failureMessage', 'text'],
    ['madeBy', 'text'],
    ['createdAt', 'ts'],
    ['settledAt', 'ts'],
  ]),
  paymentAllocations: spec(paymentAllocations, [
    ['paymentId', 'text'],
    ['invoiceId', 'text'],
    ['orgGroupId', 'text'],
    ['amount', 'int'],
  ]),
  gatewaySettlements: spec(gatewaySettlements, [
    ['id', 'text'],
    ['gateway', 'text'],
    ['gatewayReference', 'text'],
    ['currency', 'text'],
    ['amount', 'int'],
    ['settledAt', 'ts'],
    ['payoutReference', 'text'],
  ]),
} as const satisfies Record<string, TableSpec>;

export type TableKey = keyof typeof TABLES;

/** The tables that grow with the shipment count, written chunk by chunk. */
export const BULK_TABLES = [
  'shipments',
  'orders',
  'containers',
  'containerProducts',
  'milestones',
  'transportLegs',
  'referenceNumbers',
] as const satisfies readonly TableKey[];
export type BulkTableKey = (typeof BULK_TABLES)[number];

/** The tables whose rows do not depend on the shipment count (world.ts), parents first. */
export const FIXED_TABLES = [
  'ports',
  'carriers',
  'vessels',
  'orgGroups',
  'organisations',
  'orgAddresses',
  'trustedParties',
  'users',
] as const satisfies readonly TableKey[];

/**
 * The connect contracts' tables (seed/contracts.ts), parents first; written after the bulk tables,
 * as contracts at ORDER CREATION and beyond name the hub orders they made.
 */
export const CONTRACT_TABLES = [
  'trustedPartyLinks',
  'contractSettings',
  'contractAutoAssignRoutes',
  'skus',
  'skuChanges',
  'contractTemplates',
  'contracts',
  'contractSkus',
  'contractHistory',
  'contractDocuments',
  'contractFavourites',
  'chatChannels',
  'chatMessages',
] as const satisfies readonly TableKey[];
export type ContractTableKey = (typeof CONTRACT_TABLES)[number];

/**
 * The connect network's tables (seed/network.ts), parents first; written after the contracts' tables
 * (the trusted parties' own SKUs and the network's links go into skus and trusted_party_links there).
 */
export const NETWORK_TABLES = [
  'connectInvites',
  'trustedPartyAddresses',
  'trustedPartyPartnerships',
  'notifications',
] as const satisfies readonly TableKey[];
export type NetworkTableKey = (typeof NETWORK_TABLES)[number];

/** The invoices and payments (seed/invoices.ts), parents first; written after the bulk tables they name. */
export const INVOICE_TABLES = [
  'invoices',
  'invoiceLines',
  'payments',
  'paymentAllocations',
  'gatewaySettlements',
] as const satisfies readonly TableKey[];

/** Every table the seed writes, parents first. */
export const SEEDED_TABLES = [
  ...FIXED_TABLES,
  ...BULK_TABLES,
  'priorityRecords',
  'favourites',
  ...NETWORK_TABLES,
  ...CONTRACT_TABLES,
  ...INVOICE_TABLES,
] as const satisfies readonly TableKey[];

const NEEDS_ESCAPE = /[\\\t\n\r]/;

function escapeText(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** 'HH:MM:00+00' for each minute of the day. */
const MINUTE_TEXT = Array.from({ length: 1440 }, (_, m) => {
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(m % 60).padStart(2, '0');
  return `${hh}:${mm}:00+00`;
});
const dayText = new Map<number, string>();

/**
 * A UTC timestamp as COPY text. The seed's dates fall on whole minutes, so the text is a cached day
 * plus a cached time of day, several times faster than Date#toISOString, which stays the fallback.
 */
function timestampText(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  const rest = ms - day * DAY_MS;
  if (rest % MINUTE_MS !== 0) return new Date(ms).toISOString();
  let prefix = dayText.get(day);
  if (prefix === undefined) {
    prefix = `${new Date(day * DAY_MS).toISOString().slice(0, 10)} `;
    dayText.set(day, prefix);
  }
  return prefix + (MINUTE_TEXT[rest / MINUTE_MS] as string);
}

// Each formatter receives a non-null cell of its column's kind (the generator writes them so).
const FORMATTERS: Record<ColumnKind, (value: Cell) => string> = {
  text: (v) => escapeText(v as string),
  int: (v) => String(v),
  float: (v) => String(v),
  bool: (v) => (v ? 't' : 'f'),
  ts: (v) => timestampText(v as number),
  json: (v) => escapeText(JSON.stringify(v)),
  date: (v) => v as string,
};

/** Rows in COPY text format (tab-separated, \N for null, one line per row). */
export function toCopyText(table: TableSpec, rows: readonly Row[]): string {
  const formatters = table.kinds.map((kind) => FORMATTERS[kind]);
  const width = formatters.length;
  const lines: string[] = new Array(rows.length);
  // Hot loop: r and c stay within the arrays, so the index casts are safe.
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Row;
    if (row.length !== width)
      throw new Error(`${table.name}: row has ${row.length} values, expected ${width}`);
    // Joining an array of parts is several times faster here than growing a string with +=.
    const parts: string[] = new Array(width);
    for (let c = 0; c < width; c++) {
      const value = row[c] as Cell;
      parts[c] = value === null ? '\\N' : (formatters[c] as (value: Cell) => string)(value);
    }
    lines[r] = parts.join('\t');
  }
  return rows.length > 0 ? `${lines.join('\n')}\n` : '';
}
