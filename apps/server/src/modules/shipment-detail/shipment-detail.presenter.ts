/**
 * Shapes database rows into the hub §3 detail fields (contracts/shipment-detail.ts). Rows never reach
 * the client as they are: each answer lists its fields here.
 */
import { PROVIDER_NAME, SUPPORT_CONTACT } from '@navia/domain/constants';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import type {
  Contact,
  DetailContainer,
  DetailGeneral,
  DetailTransport,
  EDocument,
  Goods,
  MilestoneRow,
  OrderLeg,
  OrderNote,
  ShipmentLeg,
} from '@navia/domain/contracts/shipment-detail';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_TYPES,
  shipmentDetailEndpoints,
} from '@navia/domain/contracts/shipment-detail';
import { roundCo2e } from '@navia/domain/rules/emissions';
import { MILESTONE_ORDER, sortMilestones } from '@navia/domain/rules/milestones';
import { buyerPartyOf } from '@navia/domain/rules/parties';
import { SUPPORT_ROLES } from '@navia/domain/rules/support-roles';
import type { supportContacts } from '../../db/schema/index.ts';
import { presentContainer } from '../shipments/shipments.presenter.ts';
import type {
  ContainerRow,
  DocumentRow,
  LegRow,
  MilestoneRow as MilestoneDbRow,
  NoteRow,
  OrderRow,
  PortRow,
  ProductRow,
  VisibleOrder,
  VisibleShipment,
} from './shipment-detail.repository.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A record as opened: a shipment (with the order shown on it, if any) or an order (with its shipment). */
export type DetailRecord = {
  recordType: 'SHIPMENT' | 'ORDER';
  /** The record opened (the shipment or the order): its children are loaded through it. */
  opened: VisibleShipment | VisibleOrder;
  shipment: VisibleShipment | null;
  /** The order whose fields are shown (hub §3 Ord* fields), if any. */
  order: VisibleOrder | null;
  /** Every order on the shipment (or just the order). */
  orders: readonly VisibleOrder[];
};

/** The keys a record's documents and notes may be stored under: its shipment's and its orders'. */
export function anchorKeys(record: DetailRecord): string[] {
  const keys = record.orders.map((o) => o.ordKey);
  if (record.shipment) keys.unshift(record.shipment.shipKey);
  else if (record.order && !keys.includes(record.order.ordKey)) keys.push(record.order.ordKey);
  return keys;
}

/** The record's supplier and consignee codes, and its buyer (hub §3 BuyerCode, Buyer). */
function presentParties(record: DetailRecord) {
  const s = record.shipment;
  const o = record.order;
  const supplier = { code: s?.supplierCode ?? o?.supplierCode ?? '', name: s?.supplier ?? o?.supplier ?? '' };
  const consignee = { code: s?.consigneeCode ?? o?.buyerCode ?? '', name: s?.consignee ?? o?.buyer ?? '' };
  const buyer = buyerPartyOf(s?.direction ?? o?.direction ?? '', supplier, consignee);
  return {
    SupplierCode: supplier.code,
    ConsigneeCode: consignee.code,
    BuyerCode: buyer.code,
    Buyer: buyer.name,
  };
}

/** New documents and notes go on the shipment when there is one, so order and shipment views share them. */
export function anchorKey(record: DetailRecord): string {
  const key = record.shipment?.shipKey ?? record.order?.ordKey;
  if (!key) throw new Error('a detail record has a shipment or an order');
  return key;
}

export function presentContainers(
  rows: readonly ContainerRow[],
  products: readonly ProductRow[],
): DetailContainer[] {
  const byContainer = new Map<number, ProductRow[]>();
  for (const p of products) {
    const list = byContainer.get(p.containerId) ?? [];
    list.push(p);
    byContainer.set(p.containerId, list);
  }
  return rows.map((c) => ({
    ContainerNumber: c.containerNumber,
    ContainerSealNumber: c.sealNumber,
    ContainerType: c.containerType,
    ContainerWeight: c.weight,
    EstimatedDelivery: iso(c.estimatedDelivery),
    BookedFlag: c.bookedFlag,
    ContainerDescription: c.description,
    ContainerPieces: c.pieces,
    ContainerVolume: c.volume,
    Products: (byContainer.get(c.id) ?? [])
      .sort((a, b) => a.line - b.line)
      .map((p) => ({
        Line: p.line,
        PartNo: p.partNo,
        ProductDescription: p.productDescription,
        IsPriority: p.isPriority,
        Quantity: p.quantity,
      })),
  }));
}

function presentGoods(record: DetailRecord): Goods {
  const s = record.shipment;
  const o = record.order;
  return {
    Supplier: s?.supplier ?? o?.supplier ?? '',
    ShipConsignee: s?.consignee ?? o?.buyer ?? '',
    NoOfPacks: s?.noOfPacks ?? null,
    PackType: s?.packType ?? null,
    ActualWeight: s?.actualWeight ?? null,
    ChargeableWeight: s?.chargeableWeight ?? null,
    ActualVolume: s?.actualVolume ?? null,
    UnitOfVolume: s?.unitOfVolume ?? null,
    ServiceLevel: s?.serviceLevel ?? null,
    HouseBill: s?.houseBill ?? null,
    MasterBill: s?.masterBill ?? null,
    CustomsStatus: s?.customsStatus ?? null,
  };
}

/** The header, key-date and reference fields shared by the detail and the quick lookup. */
export function presentSummary(
  record: DetailRecord,
  containerRows: readonly ContainerRow[],
  portsByCode: ReadonlyMap<string, PortRow>,
) {
  const s = record.shipment;
  const o = record.order;
  const origin = s?.origin ?? o?.origin ?? '';
  const destination = s?.destination ?? o?.destination ?? '';
  return {
    RecordType: record.recordType,
    ShipKey: s?.shipKey ?? null,
    OrdKey: o?.ordKey ?? null,
    ShipNumber: s?.shipNumber ?? null,
    OrdNumberFull: o?.ordNumberFull ?? null,
    TransportMode: s?.transportMode ?? o?.transportMode ?? '',
    ContainerMode: s?.packing ?? o?.packing ?? '',
    Origin: origin,
    OriginName: portsByCode.get(origin)?.name ?? null,
    OriginCountry: portsByCode.get(origin)?.country ?? null,
    Destination: destination,
    DestName: portsByCode.get(destination)?.name ?? null,
    DestCountry: portsByCode.get(destination)?.country ?? null,
    ETD: iso(s?.etd ?? o?.etd),
    ETA: iso(s?.eta ?? o?.eta),
    ATD: iso(s?.atd),
    ATA: iso(s?.ata),
    hasATD: Boolean(s?.atd),
    hasATA: Boolean(s?.ata),
    OrdDate: iso(o?.orderDate),
    OrdExWorks: iso(o?.exWorks),
    OrdInStore: iso(o?.reqInStore),
    clientShipmentIdt: s?.clientShipmentId ?? null,
    upsAwbNumber: s?.upsAwbNumber ?? null,
    fedexAwbNumber: s?.fedexAwbNumber ?? null,
    carnetNumber: s?.carnetNumber ?? null,
    ShipmentContainersDetail: containerRows.map((c) => ({
      ContainerNumber: c.containerNumber,
      ActualDelivery: iso(c.actualDelivery),
    })),
  };
}

export function presentGeneral(input: {
  record: DetailRecord;
  contract: { id: string; referenceNumber: string; status: string } | null;
  containers: readonly ContainerRow[];
  products: readonly ProductRow[];
  ports: ReadonlyMap<string, PortRow>;
  isFavourite: boolean;
  priority: boolean;
  kgCo2e: number | null;
}): DetailGeneral {
  const { record } = input;
  const containers = presentContainers(input.containers, input.products);
  return {
    ...presentSummary(record, input.containers, input.ports),
    ShipOrderReference: record.shipment?.shipOrderReference ?? null,
    DataSource: record.shipment?.dataSource ?? record.order?.dataSource ?? '',
    Direction: record.shipment?.direction ?? record.order?.direction ?? '',
    isFavourite: input.isFavourite,
    Priority: input.priority,
    Containers: containers,
    ...presentParties(record),
    DeliveryContainers: record.shipment ? input.containers.map(presentContainer) : [],
    SKUDetails: containers.flatMap((c) =>
      c.Products.map((p) => ({ ...p, ContainerNumber: c.ContainerNumber })),
    ),
    Goods: presentGoods(record),
    TotalCO2e: input.kgCo2e === null ? null : roundCo2e(input.kgCo2e),
    Contract: input.contract
      ? {
          _id: input.contract.id,
          referenceNumber: input.contract.referenceNumber,
          status: input.contract.status,
        }
      : null,
  };
}

export function presentLegs(
  legs: readonly LegRow[],
  portsByCode: ReadonlyMap<string, PortRow>,
): ShipmentLeg[] {
  return legs.map((l) => ({
    Leg: l.leg,
    TransportMode: l.transportMode,
    Vessel: l.vessel,
    VoyageVessel: l.voyage,
    VesselETD: iso(l.etd),
    VesselETA: iso(l.eta),
    CargoAvailability: iso(l.cargoAvailability),
    LoadPort: l.loadPort,
    LoadPortName: portsByCode.get(l.loadPort)?.name ?? null,
    DischargePort: l.dischargePort,
    DischargePortName: portsByCode.get(l.dischargePort)?.name ?? null,
  }));
}

/**
 * hub §3 "Order layout": departure from the first main (non-road) leg, arrival from the last, an
 * intermediate leg when there are three or more; the order's own vessel columns win when filled.
 */
function presentOrderLeg(order: OrderRow, legs: readonly LegRow[]): OrderLeg {
  const main = legs.filter((l) => l.transportMode !== 'ROAD');
  const first = main[0];
  const last = main[main.length - 1];
  const middle = main.length >= 3 ? main[1] : undefined;
  return {
    DepartureVessel: order.departureVessel ?? first?.vessel ?? null,
    ArrivalVessel: order.arrivalVessel ?? last?.vessel ?? null,
    DepartureVoyage: order.departureVoyage ?? first?.voyage ?? null,
    DepartureETD: iso(first?.etd ?? order.etd),
    IntermediateVessel: middle?.vessel ?? null,
    IntermediateVoyage: middle?.voyage ?? null,
    IntermediateETA: iso(middle?.eta),
    ArrivalVoyage: order.arrivalVoyage ?? last?.voyage ?? null,
    ArrivalETA: iso(last?.eta ?? order.eta),
  };
}

export function presentTransport(
  record: DetailRecord,
  legs: readonly LegRow[],
  portsByCode: ReadonlyMap<string, PortRow>,
): DetailTransport {
  return {
    Layout: record.recordType,
    TransportDetailsFromShipment: presentLegs(legs, portsByCode),
    TransportDetails: record.order ? [presentOrderLeg(record.order, legs)] : [],
  };
}

export function presentMilestones(rows: readonly MilestoneDbRow[]): MilestoneRow[] {
  return sortMilestones(
    rows.map((m) => ({
      Milestone: m.name,
      completed: m.completed,
      ActualDate: iso(m.actualDate),
      EstimatedDate: iso(m.estimatedDate),
    })),
  );
}

/**
 * The milestones of an order that is on no shipment yet: RAISED at the order date; CONFIRMED once the
 * order is confirmed; the rest estimated from the order's ex-works date, ETD and ETA.
 */
export function orderMilestones(order: OrderRow): MilestoneRow[] {
  const confirmed = order.ordStatus !== 'PLC';
  const estimates: Record<(typeof MILESTONE_ORDER)[number], Date | null> = {
    RAISED: order.orderDate,
    CONFIRMED: null,
    'PICKED UP': order.exWorks,
    DEPARTED: order.etd,
    'IN TRANSIT': null,
    ARRIVED: order.eta,
    DELIVERED: null,
  };
  return MILESTONE_ORDER.map((name) => {
    const completed = name === 'RAISED' || (name === 'CONFIRMED' && confirmed);
    return {
      Milestone: name,
      completed,
      ActualDate: name === 'RAISED' ? iso(order.orderDate) : null,
      EstimatedDate: iso(estimates[name]),
    };
  });
}

export function presentDocument(row: DocumentRow): EDocument {
  const contentType = (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(row.contentType)
    ? (row.contentType as EDocument['ContentType'])
    : 'text/plain';
  const documentType = (DOCUMENT_TYPES as readonly string[]).includes(row.documentType)
    ? (row.documentType as EDocument['DocumentType'])
    : 'OTHER';
  return {
    DocumentId: row.id,
    FileName: row.fileName,
    ContentType: contentType,
    Size: row.size,
    DocumentType: documentType,
    UploadedAt: row.createdAt.toISOString(),
    UploadedBy: row.uploadedByName,
    DownloadUrl: endpointUrl(shipmentDetailEndpoints.downloadDocument, { params: { documentId: row.id } }),
  };
}

export function presentNote(row: NoteRow): OrderNote {
  return {
    NoteId: row.id,
    Note: row.note,
    CreatedAt: row.createdAt.toISOString(),
    CreatedBy: row.createdByName,
  };
}

type SupportContactRow = typeof supportContacts.$inferSelect;

/**
 * hub §3 "Contact". An organisation group without assigned support contacts sees the provider's
 * general customer-service line, so the panel always offers someone to call.
 */
export function presentContacts(rows: readonly SupportContactRow[]): Contact[] {
  if (rows.length === 0) {
    return [
      {
        image: null,
        GS_FullName: `${PROVIDER_NAME} CUSTOMER SERVICE`,
        GS_EmailAddress: SUPPORT_CONTACT.email,
        Role: 'CUS',
        GS_MobilePhone: SUPPORT_CONTACT.phone,
      },
    ];
  }
  const rank = (role: string) => {
    const i = (SUPPORT_ROLES as readonly string[]).indexOf(role);
    return i === -1 ? SUPPORT_ROLES.length : i;
  };
  return [...rows]
    .sort((a, b) => a.sortOrder - b.sortOrder || rank(a.role) - rank(b.role))
    .map((c) => ({
      image: c.imageUrl,
      GS_FullName: c.fullName,
      GS_EmailAddress: c.email,
      Role: c.role,
      GS_MobilePhone: c.mobilePhone,
    }));
}
