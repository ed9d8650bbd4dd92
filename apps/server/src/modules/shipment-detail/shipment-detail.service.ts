/**
 * Use cases of the shipment detail screen (hub §2, §7). A record is opened by key — a ShipKey or an
 * OrdKey — under the caller's scope; a key of another organisation group answers 404 exactly like
 * an unknown key.
 */

import type { Readable } from 'node:stream';
import { BATCH_SIZE } from '@navia/domain/constants';
import type {
  CoEmission,
  Contact,
  DetailGeneral,
  DetailTransport,
  EDocument,
  MilestonesResponse,
  OrderNote,
} from '@navia/domain/contracts/shipment-detail';
import { EMISSIONS_ALL } from '@navia/domain/contracts/shipment-detail';
import {
  type EmissionLegInput,
  type EmissionMode,
  roundCo2e,
  toKilograms,
} from '@navia/domain/rules/emissions';
import { currentMilestone, milestonePercentage } from '@navia/domain/rules/milestones';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { EmissionsCalculator } from '../../integrations/emissions.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';
import { findLegsWithCoordinates, sumStoredEmissions } from '../emissions/emissions.repository.ts';
import { emissionsByShipment } from '../emissions/shipment-emissions.ts';
import { type DocumentCaller, documentEvent, storeRecordDocument } from './record-documents.ts';
import {
  anchorKey,
  anchorKeys,
  type DetailRecord,
  orderMilestones,
  presentContacts,
  presentDocument,
  presentGeneral,
  presentMilestones,
  presentNote,
  presentTransport,
} from './shipment-detail.presenter.ts';
import * as repo from './shipment-detail.repository.ts';

/**
 * Who is asking: the scope decides visibility; the name is written on notes and documents; the
 * client goes into the audit log with document uploads and downloads.
 */
export type DetailCaller = DocumentCaller;

/** What the detail use cases need besides the database. */
export type DetailDeps = { ctx: AppContext; storage: FileStorage; emissions: EmissionsCalculator };

const notFound = () => new AppError('NOT_FOUND');

/**
 * Opens a record the scope may see (404 otherwise, as for an unknown key); `shipOrd` picks which
 * order of a shipment supplies the Ord* fields. The chat opens a record's channel with it too.
 */
export async function openRecord(
  db: Executor,
  scope: Scope,
  id: string,
  shipOrd: string | null = null,
): Promise<DetailRecord> {
  const shipment = await repo.findShipmentByKey(db, scope, id);
  if (shipment) {
    const orders = await repo.findOrdersOfShipment(db, shipment);
    const order = (shipOrd ? orders.find((o) => o.ordKey === shipOrd) : undefined) ?? orders[0] ?? null;
    return { recordType: 'SHIPMENT', opened: shipment, shipment, order, orders };
  }
  const order = await repo.findOrderByKey(db, scope, id);
  if (!order) throw notFound();
  return {
    recordType: 'ORDER',
    opened: order,
    shipment: await repo.findShipmentOfOrder(db, order),
    order,
    orders: [order],
  };
}

/** The key the record was opened by (favourites and priority are per opened key). */
const openedKey = (record: DetailRecord) =>
  record.recordType === 'SHIPMENT' ? (record.shipment?.shipKey ?? '') : (record.order?.ordKey ?? '');

function portCodes(record: DetailRecord, legs: readonly repo.LegRow[]): string[] {
  const codes = legs.flatMap((l) => [l.loadPort, l.dischargePort]);
  for (const r of [record.shipment, record.order]) if (r) codes.push(r.origin, r.destination);
  return codes;
}

function emissionLegs(
  legs: readonly repo.LegRow[],
  ports: ReadonlyMap<string, repo.PortRow>,
): EmissionLegInput[] {
  return legs.map((l) => ({
    transportMode: l.transportMode,
    from: ports.get(l.loadPort) ?? null,
    to: ports.get(l.dischargePort) ?? null,
  }));
}

/** The record's kg CO2e over its legs; null for an order on no shipment or a leg without coordinates. */
function recordEmission(
  emissions: EmissionsCalculator,
  shipment: repo.ShipmentRow | null,
  legs: readonly repo.LegRow[],
  ports: ReadonlyMap<string, repo.PortRow>,
) {
  if (!shipment) return null;
  const weight = toKilograms(shipment.chargeableWeight, shipment.unitOfWeight);
  return emissions.shipment(emissionLegs(legs, ports), weight);
}

/** POST /api/shipments/{id}/details/general */
export async function detailGeneral(
  deps: DetailDeps,
  caller: DetailCaller,
  id: string,
  body: { shipOrd?: string | null },
): Promise<DetailGeneral> {
  const db = deps.ctx.database.db;
  const record = await openRecord(db, caller.scope, id, body.shipOrd ?? null);
  const s = record.shipment;
  const [containerRows, legs] = s
    ? await Promise.all([repo.findContainers(db, s), repo.findLegs(db, s)])
    : [[], []];
  const [products, ports, isFavourite, priority, contract] = await Promise.all([
    repo.findProducts(
      db,
      record.opened,
      containerRows.map((c) => c.id),
    ),
    repo.findPorts(db, portCodes(record, legs)),
    repo.isFavouriteOf(db, caller.scope, [openedKey(record)]),
    repo.isPriorityIn(db, record.opened, [openedKey(record)]),
    repo.findContractOfOrders(db, record.orders),
  ]);
  const emission = recordEmission(deps.emissions, s, legs, ports);
  return presentGeneral({
    record,
    contract,
    containers: containerRows,
    products,
    ports,
    isFavourite,
    priority,
    kgCo2e: emission?.kgCo2e ?? null,
  });
}

/** POST /api/shipments/{id}/details/transport */
export async function detailTransport(
  deps: DetailDeps,
  scope: Scope,
  id: string,
  body: { shipOrd?: string | null },
): Promise<DetailTransport> {
  const db = deps.ctx.database.db;
  const record = await openRecord(db, scope, id, body.shipOrd ?? null);
  const legs = record.shipment ? await repo.findLegs(db, record.shipment) : [];
  const ports = await repo.findPorts(db, portCodes(record, legs));
  return presentTransport(record, legs, ports);
}

/** POST /api/shipments/{id}/details/milestones */
export async function detailMilestones(
  deps: DetailDeps,
  scope: Scope,
  id: string,
  body: { ordKey?: string | null },
): Promise<MilestonesResponse> {
  const db = deps.ctx.database.db;
  const record = await openRecord(db, scope, id, body.ordKey ?? null);
  if (record.shipment)
    return { milestones: presentMilestones(await repo.findMilestones(db, record.shipment)) };
  return { milestones: record.order ? orderMilestones(record.order) : [] };
}

// Documents

/** GET /api/shipments/{id}/details/edocs */
export async function listDocuments(deps: DetailDeps, scope: Scope, id: string): Promise<EDocument[]> {
  const db = deps.ctx.database.db;
  const record = await openRecord(db, scope, id);
  return (await repo.findDocuments(db, record.opened, anchorKeys(record))).map(presentDocument);
}

export type DocumentUpload = {
  recordKey: string;
  documentType: string | undefined;
  fileName: string;
  bytes: Buffer;
};

/**
 * POST /api/shipments/uploadDocument: checks the record, the size and the type (from the bytes),
 * stores the bytes under a random key and records the sanitised name as metadata.
 */
export async function uploadDocument(
  deps: DetailDeps,
  caller: DetailCaller,
  upload: DocumentUpload,
): Promise<EDocument> {
  const record = await openRecord(deps.ctx.database.db, caller.scope, upload.recordKey);
  return storeRecordDocument(deps, caller, { record: record.opened, recordKey: anchorKey(record) }, upload);
}

/** A document the caller may see, with a stream of its bytes (the download is logged). */
export async function openDocument(
  deps: DetailDeps,
  caller: DetailCaller,
  documentId: string,
): Promise<{ document: EDocument; stream: Readable }> {
  const row = await repo.findDocument(deps.ctx.database.db, caller.scope, documentId);
  if (!row) throw notFound();
  await audit(deps.ctx.database.db, documentEvent('DOCUMENT_DOWNLOADED', caller, row.id, deps.ctx.now()));
  const stream = await deps.storage.get(row.storageKey);
  if (!stream) {
    deps.ctx.log.error({ documentId }, 'document file missing from the store');
    throw notFound();
  }
  return { document: presentDocument(row), stream };
}

// Notes and contacts

/** GET /api/shipments/{id}/orderNotes */
export async function listNotes(deps: DetailDeps, scope: Scope, id: string): Promise<OrderNote[]> {
  const db = deps.ctx.database.db;
  const record = await openRecord(db, scope, id);
  return (await repo.findNotes(db, record.opened, anchorKeys(record))).map(presentNote);
}

/** POST /api/shipments/{id}/orderNotes: adds a note and answers every note of the record. */
export async function addNote(deps: DetailDeps, caller: DetailCaller, id: string, note: string) {
  const db = deps.ctx.database.db;
  const record = await openRecord(db, caller.scope, id);
  await repo.insertNote(db, record.opened, {
    recordKey: anchorKey(record),
    note,
    createdBy: caller.scope.userId,
    createdByName: caller.userName,
    createdAt: deps.ctx.now(),
  });
  return (await repo.findNotes(db, record.opened, anchorKeys(record))).map(presentNote);
}

/** POST /api/shipments/orderContacts {value}: the support contacts of the record's organisation group. */
export async function recordContacts(deps: DetailDeps, scope: Scope, value: string): Promise<Contact[]> {
  const db = deps.ctx.database.db;
  const record = await openRecord(db, scope, value);
  return presentContacts(await repo.findSupportContacts(db, record.opened));
}

// Emissions

const DAY_MS = 86_400_000;

function totalsOf(kgByMode: Map<EmissionMode, number>, kg: number | null, shipments: number) {
  return {
    emission: kg === null ? null : Math.round(kg) / 1000,
    totalCO2e: kg === null ? null : roundCo2e(kg),
    shipments,
    byMode: [...kgByMode].map(([mode, total]) => ({ mode, totalCO2e: roundCo2e(total) })),
  };
}

/**
 * GET /api/shipments/coEmission/{id}?days: one record's footprint, or — for `all` — the footprint of
 * every shipment the caller may see that departed in the last `days` days. Shipments whose legs
 * cannot all be computed are left out of the sum (and of the count).
 */
export async function coEmission(
  deps: DetailDeps,
  scope: Scope,
  id: string,
  days: number,
): Promise<CoEmission> {
  const db = deps.ctx.database.db;
  const { emissions } = deps;
  if (id !== EMISSIONS_ALL) {
    const record = await openRecord(db, scope, id);
    const legs = record.shipment ? await repo.findLegs(db, record.shipment) : [];
    const ports = await repo.findPorts(db, portCodes(record, legs));
    const result = recordEmission(emissions, record.shipment, legs, ports);
    const byMode = new Map<EmissionMode, number>();
    for (const leg of result?.legs ?? []) byMode.set(leg.mode, (byMode.get(leg.mode) ?? 0) + leg.kgCo2e);
    const kg = result?.kgCo2e ?? null;
    return {
      id,
      days: null,
      ...totalsOf(byMode, kg, kg === null ? 0 : 1),
      factorVersion: emissions.factorVersion,
    };
  }

  // The stored figures (modules/emissions/stored-emissions.ts), and from the legs those computed
  // with another factor table or not yet.
  const to = deps.ctx.now();
  const period = { departedFrom: new Date(to.getTime() - days * DAY_MS), departedTo: to };
  const { totals, staleIds } = await sumStoredEmissions(db, scope, period, emissions.factorVersion);
  const byMode = new Map<EmissionMode, number>();
  let total = totals?.kg ?? 0;
  let counted = totals?.shipments ?? 0;
  const stored: [EmissionMode, number][] = [
    ['SEA_CONTAINER', totals?.seaKg ?? 0],
    ['AIR', totals?.airKg ?? 0],
    ['ROAD', totals?.roadKg ?? 0],
  ];
  for (const [mode, kg] of stored) if (kg > 0) byMode.set(mode, kg);
  const rows = await findLegsWithCoordinates(db, scope, { shipmentIds: staleIds });
  for (const result of emissionsByShipment(emissions, rows).values()) {
    if (result.kgCo2e === null) continue;
    counted++;
    total += result.kgCo2e;
    for (const leg of result.legs) byMode.set(leg.mode, (byMode.get(leg.mode) ?? 0) + leg.kgCo2e);
  }
  return { id, days, ...totalsOf(byMode, total, counted), factorVersion: emissions.factorVersion };
}

// Several records

/** POST /api/shipments/multipleShipmentDetails: a summary of each of the caller's favourite records. */
export async function multipleDetails(deps: DetailDeps, scope: Scope) {
  const db = deps.ctx.database.db;
  const favourites = await repo.findFavouriteKeys(db, scope, BATCH_SIZE);
  const keys = favourites.map((f) => f.recordKey);
  const [shipments, orders] = await Promise.all([
    repo.findShipmentsByKeys(db, scope, keys),
    repo.findOrdersByKeys(db, scope, keys),
  ]);
  const orderShipmentIds = orders.flatMap((o) => (o.shipmentId === null ? [] : [o.shipmentId]));
  const linked = await repo.findShipmentsByIds(
    db,
    scope,
    orderShipmentIds.filter((sid) => !shipments.some((s) => s.id === sid)),
  );
  const shipmentById = new Map([...shipments, ...linked].map((s) => [s.id, s]));
  const ids = [...shipmentById.keys()];
  const [milestoneRows, containerCounts] = await Promise.all([
    repo.findMilestonesOfShipments(db, scope, ids),
    repo.countContainersOfShipments(db, scope, ids),
  ]);
  const milestonesOf = (shipmentId: number) =>
    presentMilestones(milestoneRows.filter((m) => m.shipmentId === shipmentId));

  const result = [];
  for (const key of keys) {
    const shipment = shipments.find((s) => s.shipKey === key);
    const order = shipment ? undefined : orders.find((o) => o.ordKey === key);
    if (!shipment && !order) continue;
    const s = shipment ?? (order?.shipmentId != null ? (shipmentById.get(order.shipmentId) ?? null) : null);
    const milestones = s ? milestonesOf(s.id) : order ? orderMilestones(order) : [];
    result.push({
      RecordType: shipment ? ('SHIPMENT' as const) : ('ORDER' as const),
      ShipKey: s?.shipKey ?? null,
      OrdKey: order?.ordKey ?? null,
      ShipNumber: s?.shipNumber ?? null,
      OrdNumberFull: order?.ordNumberFull ?? null,
      TransportMode: s?.transportMode ?? order?.transportMode ?? '',
      ContainerMode: s?.packing ?? order?.packing ?? '',
      Origin: s?.origin ?? order?.origin ?? '',
      Destination: s?.destination ?? order?.destination ?? '',
      ETD: (s?.etd ?? order?.etd)?.toISOString() ?? null,
      ETA: (s?.eta ?? order?.eta)?.toISOString() ?? null,
      Milestone: currentMilestone(milestones),
      Percentage: milestonePercentage(milestones),
      Containers: s ? (containerCounts.get(s.id) ?? 0) : 0,
    });
  }
  return { result };
}
