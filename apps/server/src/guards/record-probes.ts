/**
 * How the tenant-isolation test makes a record of each kind (contracts/endpoint.ts RECORD_KINDS) in
 * a given organisation group, and what an unknown id of that kind looks like. The test makes one in
 * the caller's own group (to prove the probe can tell a record from no record) and one in another
 * group (which must answer exactly as the unknown id does). A new kind needs an entry here; the
 * type makes a missing one a compile error.
 */
import { randomUUID } from 'node:crypto';
import { chatEndpoints } from '@navia/domain/contracts/chat';
import type { RecordKind } from '@navia/domain/contracts/endpoint';
import { shipmentDetailEndpoints } from '@navia/domain/contracts/shipment-detail';
import { savedSearchEndpoints } from '@navia/domain/contracts/shipments';
import { and, eq, inArray } from 'drizzle-orm';
import {
  chatAttachments,
  chatChannels,
  connectInvites,
  contractDocuments,
  contractSkus,
  contracts,
  contractTemplates,
  deliveryRequests,
  favourites,
  notifications,
  orgAddresses,
  organisations,
  skus,
  trustedParties,
  trustedPartyAddresses,
  trustedPartyLinks,
  users,
} from '../db/schema/index.ts';
import { fileStorageFor } from '../integrations/storage.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { createBooking } from '../modules/bookings/test-records.ts';
import { createInvoice, createPaidInvoice } from '../modules/invoices/test-records.ts';
import { createQuote } from '../modules/quotes/test-records.ts';
import { createReportRun } from '../modules/reports/test-records.ts';
import { createDetailOrder, createDetailShipment } from '../modules/shipment-detail/test-records.ts';
import { createUser } from '../test/factories.ts';
import { type TestApp, unique } from '../test/test-app.ts';
import { buildRequest, send } from './requests.ts';

/** Whose record: the group, one of its users (logged in), and the app. */
export type RecordOwner = {
  t: TestApp;
  orgGroupId: string;
  user: Awaited<ReturnType<typeof createUser>>;
  cookie: string;
};

export type RecordProbe = {
  /** The form of id, when a kind takes several (a recordKey is a ShipKey or an OrdKey). */
  form: string;
  /** Makes a record of this kind owned by `owner`; answers the id a request names it by. */
  make: (owner: RecordOwner) => Promise<string>;
  /** An id of this kind that names no record. */
  unknown: () => string;
  /**
   * What this field holds while another field of the same request is probed: one of the caller's
   * own records (the usual), or a new id (an idempotency key, which would otherwise replay).
   */
  whileOthersProbed?: 'own' | 'unknown';
};

const unknownKey = () => `AU-NOPE${unique().toUpperCase()}`;

/** A shipment (FCL, two containers, legs and milestones) that the owner also marked a favourite. */
async function favouriteShipment(owner: RecordOwner) {
  const db = owner.t.database.db;
  const shipment = await createDetailShipment(db, owner.orgGroupId, 'FCL');
  await db.insert(favourites).values({
    userId: owner.user.id,
    orgGroupId: owner.orgGroupId,
    recordKey: shipment.shipKey,
    recordNumber: shipment.shipNumber,
    isShipment: true,
    dataSource: shipment.dataSource,
  });
  return shipment;
}

/** An order on no shipment, marked a favourite by the owner. */
async function favouriteOrder(owner: RecordOwner) {
  const db = owner.t.database.db;
  const order = await createDetailOrder(db, owner.orgGroupId, null);
  await db.insert(favourites).values({
    userId: owner.user.id,
    orgGroupId: owner.orgGroupId,
    recordKey: order.ordKey,
    recordNumber: order.ordNumberFull,
    isShipment: false,
    dataSource: order.dataSource,
  });
  return order;
}

async function deliveryRequest(owner: RecordOwner) {
  const shipment = await createDetailShipment(owner.t.database.db, owner.orgGroupId, 'FCL');
  const [row] = await owner.t.database.db
    .insert(deliveryRequests)
    .values({
      orgGroupId: owner.orgGroupId,
      shipmentId: shipment.id,
      requestId: randomUUID(),
      kind: 'ARRANGE',
      shipNumber: shipment.shipNumber,
      dataSource: shipment.dataSource,
      locationLabel: 'WAREHOUSE',
      locationAddress: '1 Dock Rd, Melbourne',
      containerMode: shipment.packing,
      transportMode: shipment.transportMode,
      datesMissing: false,
      sendViaEmail: false,
      createdBy: owner.user.id,
    })
    .returning();
  if (!row) throw new Error('delivery request insert failed');
  return row;
}

/** A notification of the owner's user (notifications belong to one user, not to the group). */
async function ownNotification(owner: RecordOwner) {
  const [row] = await owner.t.database.db
    .insert(notifications)
    .values({ userId: owner.user.id, orgGroupId: owner.orgGroupId, type: 'confirmedArrival', text: 'Probe' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert failed');
  return row.id;
}

/** A buyer organisation of the group with one delivery address. */
async function buyerWithAddress(owner: RecordOwner) {
  const db = owner.t.database.db;
  const code = `BUY${unique().toUpperCase()}`;
  const [organisation] = await db
    .insert(organisations)
    .values({ orgGroupId: owner.orgGroupId, code, name: `Buyer ${code}`, country: 'AU' })
    .returning();
  if (!organisation) throw new Error('organisation insert failed');
  const [address] = await db
    .insert(orgAddresses)
    .values({
      orgGroupId: owner.orgGroupId,
      organisationId: organisation.id,
      label: 'MAIN WAREHOUSE',
      address1: '1 Dock Rd',
      city: 'MELBOURNE',
      state: 'VIC',
      postcode: '3000',
      country: 'AU',
      isDelivery: true,
    })
    .returning();
  if (!address) throw new Error('address insert failed');
  return { code, addressId: address.id };
}

/** Uploads a small text document on a new shipment, through the API as the owner. */
async function uploadedDocument(owner: RecordOwner) {
  const shipment = await createDetailShipment(owner.t.database.db, owner.orgGroupId, 'FCL');
  const request = await buildRequest(shipmentDetailEndpoints.uploadDocument, {
    fields: { recordKey: shipment.shipKey, documentType: 'PACKING LIST' },
  });
  const res = await send(owner.t.app, request, { cookie: owner.cookie });
  if (res.statusCode !== 200) throw new Error(`document upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { document: { DocumentId: string } }).document.DocumentId;
}

async function savedSearch(owner: RecordOwner) {
  const saveEndpoint = savedSearchEndpoints.saveSearch;
  const name = `Probe ${unique()}`;
  const request = await buildRequest(saveEndpoint, {
    body: { ...(saveEndpoint.example.body as object), name },
  });
  const res = await send(owner.t.app, request, { cookie: owner.cookie });
  if (res.statusCode !== 200) throw new Error(`saveSearch failed: ${res.statusCode} ${res.body}`);
  const found = (res.json() as { searches: { _id: string; name: string }[] }).searches.find(
    (s) => s.name === name,
  );
  if (!found) throw new Error('saved search not in the answer');
  return found._id;
}

/** A record's chat channel on a new shipment of the owner's group. */
async function recordChannel(owner: RecordOwner) {
  const db = owner.t.database.db;
  const shipment = await createDetailShipment(db, owner.orgGroupId, 'FCL');
  const [row] = await db
    .insert(chatChannels)
    .values({
      orgGroupId: owner.orgGroupId,
      kind: 'record',
      recordKey: shipment.shipKey,
      recordNumber: shipment.shipNumber,
      isShipment: true,
      dataSource: shipment.dataSource,
      shipmentId: shipment.id,
    })
    .returning({ id: chatChannels.id });
  if (!row) throw new Error('chat channel insert failed');
  return row.id;
}

/** The owner's user's own general chat (one per user: made once, then found). */
async function generalChannel(owner: RecordOwner) {
  const db = owner.t.database.db;
  await db
    .insert(chatChannels)
    .values({ orgGroupId: owner.orgGroupId, kind: 'general', ownerUserId: owner.user.id })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.kind, 'general'), eq(chatChannels.ownerUserId, owner.user.id)));
  if (!row) throw new Error('general chat channel not found');
  return row.id;
}

/**
 * A PDF attachment in a record channel of the owner's group. Its uploader is the user the
 * fetchAttachment example names (that field is the uploader, not a probed record), made once.
 */
async function chatAttachment(owner: RecordOwner) {
  const db = owner.t.database.db;
  const uploadedBy = chatEndpoints.fetchAttachment.example.params.userId;
  await db
    .insert(users)
    .values({
      id: uploadedBy,
      email: `example-uploader-${uploadedBy}@test.demo`,
      passwordHash: 'not a password hash',
      fullname: 'Example Uploader',
      role: 'NU',
    })
    .onConflictDoNothing();
  const id = randomUUID();
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const storageKey = await fileStorageFor(owner.t.ctx.config).put(bytes);
  await db.insert(chatAttachments).values({
    id,
    channelId: await recordChannel(owner),
    orgGroupId: owner.orgGroupId,
    uploadedBy,
    fileName: `${id}.pdf`,
    originalName: 'probe.pdf',
    contentType: 'application/pdf',
    size: bytes.length,
    storageKey,
    sha256: 'probe',
  });
  return `${id}.pdf`;
}

/** A trusted party linked to the owner's group only (the counterparty a contract names). */
async function linkedTrustedParty(owner: RecordOwner) {
  const db = owner.t.database.db;
  const [row] = await db
    .insert(trustedParties)
    .values({ name: `Probe Supplier ${unique()}`, businessName: 'Probe Supplier Co Ltd', country: 'CN' })
    .returning({ id: trustedParties.id });
  if (!row) throw new Error('trusted party insert failed');
  await db.insert(trustedPartyLinks).values({ orgGroupId: owner.orgGroupId, trustedPartyId: row.id });
  return row.id;
}

/**
 * What the contract probes made per organisation group: the newest contract, and the documents,
 * which always sit on the newest contract. GET /contracts/:id/documents/:docId names a contract and
 * one of its documents; the test fills the field not probed with a record made separately, so the
 * owner's document must be on the owner's contract whichever field is probed (the baseline makes
 * the other field's record first).
 */
const madeContracts = new Map<string, { contractId: string; documentIds: string[] }>();

/**
 * A BUYING contract of the owner's group, AWAITING ACCEPTANCE by its seller (a trusted party of
 * its own, linked to the group), with one SKU line; the owner's probe documents move onto it.
 */
async function ownContract(owner: RecordOwner) {
  const db = owner.t.database.db;
  const trustedPartyId = await linkedTrustedParty(owner);
  const [row] = await db
    .insert(contracts)
    .values({
      orgGroupId: owner.orgGroupId,
      trustedPartyId,
      contractType: 'BUYING',
      status: 'AWAITING ACCEPTANCE',
      awaitingParty: 'seller',
      creatorSide: 'buyer',
      referenceNumber: `PROBE-${unique().toUpperCase()}`,
      transportType: 'SEA',
      incoTerms: 'FOB',
      portOfLoading: 'CNSHA',
      portOfFinalDestination: 'AUMEL',
      createdByUserId: owner.user.id,
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('contract insert failed');
  await db.insert(contractSkus).values({
    contractId: row.id,
    orgGroupId: owner.orgGroupId,
    position: 1,
    productNumber: `PRB-${unique().toUpperCase()}`,
    productDescription: 'Probe product',
    unitPrice: 1250,
    unitCurrency: 'USD',
    quantity: 100,
    unitOfMeasure: 'EA',
    unitOfWeight: 'KG',
    outerPackUnitOfWeight: 'KG',
  });
  const made = madeContracts.get(owner.orgGroupId) ?? { contractId: row.id, documentIds: [] };
  made.contractId = row.id;
  madeContracts.set(owner.orgGroupId, made);
  if (made.documentIds.length > 0) {
    await db
      .update(contractDocuments)
      .set({ contractId: row.id })
      .where(inArray(contractDocuments.id, made.documentIds));
  }
  return row.id;
}

/** A saved contract template of the owner's group. */
async function ownContractTemplate(owner: RecordOwner) {
  const [row] = await owner.t.database.db
    .insert(contractTemplates)
    .values({
      orgGroupId: owner.orgGroupId,
      name: `Probe template ${unique()}`,
      contractType: 'BUYING',
      terms: { transportType: 'SEA', incoTerms: 'FOB' },
      createdByUserId: owner.user.id,
    })
    .returning({ id: contractTemplates.id });
  if (!row) throw new Error('contract template insert failed');
  return row.id;
}

/** A small PDF, stored through the storage interface, on the owner's newest probe contract. */
async function ownContractDocument(owner: RecordOwner) {
  const contractId = madeContracts.get(owner.orgGroupId)?.contractId ?? (await ownContract(owner));
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const storageKey = await fileStorageFor(owner.t.ctx.config).put(bytes);
  const [row] = await owner.t.database.db
    .insert(contractDocuments)
    .values({
      contractId,
      orgGroupId: owner.orgGroupId,
      fileName: 'probe.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      storageKey,
      uploadedByUserId: owner.user.id,
      uploadedByName: owner.user.fullname,
    })
    .returning({ id: contractDocuments.id });
  if (!row) throw new Error('contract document insert failed');
  madeContracts.get(owner.orgGroupId)?.documentIds.push(row.id);
  return row.id;
}

/** Another user of the owner's group, with connect access (one a contract can be assigned to, listed by getUsers). */
async function groupUser(owner: RecordOwner) {
  const user = await createUser(owner.t.database.db, {
    role: 'OP',
    orgGroupId: owner.orgGroupId,
    connectAccess: true,
  });
  return user.id;
}

/** A factory address of a new trusted party linked to the owner's group (its partner in the network). */
async function linkedTrustedPartyAddress(owner: RecordOwner) {
  const trustedPartyId = await linkedTrustedParty(owner);
  const [row] = await owner.t.database.db
    .insert(trustedPartyAddresses)
    .values({
      trustedPartyId,
      name: 'FACTORY',
      address1: `No. ${unique()} Industrial Road`,
      city: 'SHENZHEN',
      state: 'GUANGDONG',
      postcode: '518000',
      country: 'CN',
    })
    .returning({ id: trustedPartyAddresses.id });
  if (!row) throw new Error('trusted party address insert failed');
  return row.id;
}

/** A catalogue SKU owned by the owner's group. */
async function ownSku(owner: RecordOwner) {
  const [row] = await owner.t.database.db
    .insert(skus)
    .values({
      orgGroupId: owner.orgGroupId,
      productNumber: `PRB-${unique().toUpperCase()}`,
      productDescription: 'Probe catalogue product',
      unitPrice: 990,
      unitCurrency: 'USD',
      createdByUserId: owner.user.id,
    })
    .returning({ id: skus.id });
  if (!row) throw new Error('sku insert failed');
  return row.id;
}

/** A pending invite sent by the owner's user, for its group, to a new company by e-mail. */
async function sentInvite(owner: RecordOwner) {
  const [row] = await owner.t.database.db
    .insert(connectInvites)
    .values({
      inviterUserId: owner.user.id,
      inviterName: owner.user.fullname,
      inviterOrgGroupId: owner.orgGroupId,
      inviteeEmail: `invitee-${unique()}@probe.test`,
      inviteeName: 'Probe Invitee',
      inviteeCompanyName: `Probe Company ${unique()}`,
      tokenHash: hashToken(newToken()),
      expiresAt: new Date(Date.now() + 7 * 24 * 3_600_000),
    })
    .returning({ id: connectInvites.id });
  if (!row) throw new Error('invite insert failed');
  return row.id;
}

/** A pending invite to the owner's group from a trusted party already on connect (answered in the portal). */
async function receivedInvite(owner: RecordOwner) {
  const db = owner.t.database.db;
  const [inviter] = await db
    .insert(trustedParties)
    .values({ name: `Probe Inviter ${unique()}`, businessName: 'Probe Inviter Sdn Bhd', country: 'MY' })
    .returning({ id: trustedParties.id });
  if (!inviter) throw new Error('trusted party insert failed');
  const [row] = await db
    .insert(connectInvites)
    .values({
      inviterName: 'Probe Inviter',
      inviterTrustedPartyId: inviter.id,
      inviteeEmail: owner.user.email,
      inviteeName: owner.user.fullname,
      inviteeCompanyName: `Group of ${owner.user.fullname}`,
      inviteeOrgGroupId: owner.orgGroupId,
      expiresAt: new Date(Date.now() + 7 * 24 * 3_600_000),
    })
    .returning({ id: connectInvites.id });
  if (!row) throw new Error('invite insert failed');
  return row.id;
}

export const RECORD_PROBES: Readonly<Record<RecordKind, readonly RecordProbe[]>> = {
  shipmentKey: [
    { form: 'ShipKey', make: async (o) => (await favouriteShipment(o)).shipKey, unknown: unknownKey },
  ],
  orderKey: [{ form: 'OrdKey', make: async (o) => (await favouriteOrder(o)).ordKey, unknown: unknownKey }],
  recordKey: [
    { form: 'ShipKey', make: async (o) => (await favouriteShipment(o)).shipKey, unknown: unknownKey },
    { form: 'OrdKey', make: async (o) => (await favouriteOrder(o)).ordKey, unknown: unknownKey },
  ],
  documentId: [{ form: 'DocumentId', make: uploadedDocument, unknown: randomUUID }],
  deliveryRequestId: [{ form: '_id', make: async (o) => (await deliveryRequest(o)).id, unknown: randomUUID }],
  deliveryRequestKey: [
    {
      form: 'requestId',
      make: async (o) => (await deliveryRequest(o)).requestId,
      unknown: randomUUID,
      whileOthersProbed: 'unknown',
    },
  ],
  savedSearchId: [{ form: '_id', make: savedSearch, unknown: randomUUID }],
  notificationId: [{ form: '_id', make: ownNotification, unknown: randomUUID }],
  orgGroupId: [{ form: '_id', make: async (o) => o.orgGroupId, unknown: randomUUID }],
  buyerCode: [
    {
      form: 'organisation code',
      make: async (o) => (await buyerWithAddress(o)).code,
      unknown: () => `NOPE${unique().toUpperCase()}`,
    },
  ],
  addressId: [{ form: '_id', make: async (o) => (await buyerWithAddress(o)).addressId, unknown: randomUUID }],
  chatChannelId: [
    { form: 'record chat', make: recordChannel, unknown: randomUUID },
    { form: 'general chat', make: generalChannel, unknown: randomUUID },
  ],
  chatAttachmentName: [{ form: 'stored name', make: chatAttachment, unknown: () => `${randomUUID()}.pdf` }],
  contractId: [{ form: '_id', make: ownContract, unknown: randomUUID }],
  contractTemplateId: [{ form: '_id', make: ownContractTemplate, unknown: randomUUID }],
  contractDocumentId: [{ form: '_id', make: ownContractDocument, unknown: randomUUID }],
  trustedPartyId: [{ form: '_id', make: linkedTrustedParty, unknown: randomUUID }],
  userId: [{ form: '_id', make: groupUser, unknown: randomUUID }],
  trustedPartyAddressId: [{ form: '_id', make: linkedTrustedPartyAddress, unknown: randomUUID }],
  skuId: [{ form: '_id', make: ownSku, unknown: randomUUID }],
  inviteId: [
    { form: 'sent invite', make: sentInvite, unknown: randomUUID },
    { form: 'received invite', make: receivedInvite, unknown: randomUUID },
  ],
  invoiceId: [
    {
      form: '_id',
      make: (o) => createInvoice(o.t.database.db, { orgGroupId: o.orgGroupId }),
      unknown: randomUUID,
    },
  ],
  paymentId: [
    {
      form: 'PaymentId',
      make: async (o) =>
        (await createPaidInvoice(o.t.database.db, { orgGroupId: o.orgGroupId, userId: o.user.id })).paymentId,
      unknown: () => `PAY${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
    },
  ],
  bookingId: [
    {
      form: '_id',
      make: (o) => createBooking(o.t.database.db, { orgGroupId: o.orgGroupId, userId: o.user.id }),
      unknown: randomUUID,
    },
  ],
  quoteId: [
    {
      form: '_id',
      make: (o) => createQuote(o.t.database.db, { orgGroupId: o.orgGroupId, userId: o.user.id }),
      unknown: randomUUID,
    },
  ],
  // issue 15: a finished report run of the group, with its stored file.
  reportRunId: [
    {
      form: '_id',
      make: (o) =>
        createReportRun(o.t.database.db, {
          orgGroupId: o.orgGroupId,
          dataDir: o.t.ctx.config.NAVIA_DATA_DIR,
        }),
      unknown: randomUUID,
    },
  ],
  // issue 15: an organisation of the group (POST /api/org/delete, /api/org/restore).
  organisationId: [
    {
      form: '_id',
      make: async (o) => {
        const code = `ORG${unique().toUpperCase()}`;
        const [row] = await o.t.database.db
          .insert(organisations)
          .values({ orgGroupId: o.orgGroupId, code, name: `Organisation ${code}`, country: 'AU' })
          .returning({ id: organisations.id });
        if (!row) throw new Error('organisation insert failed');
        return row.id;
      },
      unknown: randomUUID,
    },
  ],
};
