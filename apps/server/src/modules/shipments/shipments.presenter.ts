/** The only way a search record reaches the client (hub §3 "Shipment list row", "Container row"). */
import type { ContainerRow, ShipmentListRow } from '@navia/domain/contracts/shipments';
import { dayOf, daysBetween } from '@navia/domain/rules/filters/dates';
import { orderColourStatus } from '@navia/domain/rules/filters/order-colour';
import { buyerPartyOf } from '@navia/domain/rules/parties';
import type { SearchClock } from './filter-sql.ts';
import type { PageContainer, SearchRow } from './shipments.repository.ts';

const isoOf = (d: Date | null) => (d ? d.toISOString() : null);

function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

/** Whole days from today to the date's day, in the caller's zone. */
function daysFromToday(date: Date | null, clock: SearchClock): number | null {
  return date ? daysBetween(clock.today, dayOf(date, clock.zone)) : null;
}

export function presentContainer(c: PageContainer): ContainerRow {
  return {
    ContainerNumber: c.containerNumber,
    ShipConNumber: c.containerNumber,
    ContainerType: c.containerType,
    BookedFlag: c.bookedFlag,
    ShipCargoAvailable: isoOf(c.cargoAvailable),
    ShipCargoStorage: isoOf(c.cargoStorage),
    EmptyReturnedBy: isoOf(c.emptyReturnedBy),
    EstimatedDelivery: isoOf(c.estimatedDelivery),
    ActualDelivery: isoOf(c.actualDelivery),
    ConfirmedDelivery: isoOf(c.confirmedDelivery),
    EarliestDelivery: isoOf(c.earliestDelivery),
  };
}

/** Days the earliest-stored undelivered container has been in storage (null when none is). */
function daysInStorage(list: readonly PageContainer[], clock: SearchClock): number | null {
  const stored = list
    .filter((c) => c.actualDelivery === null && c.cargoStorage !== null && c.cargoStorage <= clock.now)
    .map((c) => c.cargoStorage as Date); // filtered to non-null above
  if (stored.length === 0) return null;
  const earliest = new Date(Math.min(...stored.map((d) => d.getTime())));
  return daysBetween(dayOf(earliest, clock.zone), clock.today);
}

export function presentSearchRow(
  row: SearchRow,
  containerList: readonly PageContainer[],
  clock: SearchClock,
  /** Well-to-wheel kg CO2e of the row's shipment (modules/emissions), null for an unshipped order. */
  totalCo2e: number | null = null,
): ShipmentListRow {
  const eta = toDate(row.eta);
  const reqInStore = toDate(row.reqInStore);
  const exWorks = toDate(row.exWorks);
  const etd = toDate(row.etd);
  const deliveredDate = toDate(row.deliveredDate);
  const priority = row.priority === true;
  const buyer = buyerPartyOf(
    row.direction,
    { code: row.supplierCode, name: row.supplier },
    { code: row.consigneeCode, name: row.consignee },
  );
  return {
    RecordId: String(row.rid),
    ShipKey: row.shipKey,
    OrdKey: row.ordKey,
    ShipNumber: row.shipNumber,
    OrdNumber: row.ordNumber,
    OrdNumberFull: row.ordNumberFull,
    ShipOrderReference: row.shipOrderReference,
    Supplier: row.supplier,
    SupplierCode: row.supplierCode,
    ShipConsignee: row.consignee,
    ConsigneeCode: row.consigneeCode,
    BuyerCode: buyer.code,
    Buyer: buyer.name,
    Transport: row.transportMode,
    Origin: row.origin,
    OriginName: row.originName,
    OriginCountry: row.originCountry,
    Destination: row.destination,
    DestName: row.destName,
    DestCountry: row.destCountry,
    ShipStateDest: row.shipStateDest,
    ETD: isoOf(etd),
    ETA: isoOf(eta),
    ATD: isoOf(toDate(row.atd)),
    ATA: isoOf(toDate(row.ata)),
    STA: isoOf(toDate(row.sta)),
    ServiceLevel: row.serviceLevel,
    Packing: row.packing,
    OrdPriority: priority ? 1 : 0,
    priority,
    isFavourite: row.isFavourite === true,
    OrderColourStatus: orderColourStatus(
      { ordStatus: row.ordStatus, exWorks, reqInStore, eta, deliveredDate },
      clock.now,
    ),
    Milestone: row.milestone,
    CustomsStatus: row.customsStatus,
    OrdStatus: row.ordStatus,
    ClientShipmentID: row.clientShipmentId,
    NoOfPacks: row.noOfPacks,
    HouseBill: row.houseBill,
    MasterBill: row.masterBill,
    PackType: row.packType,
    ActualWeight: row.actualWeight,
    ChargeableWeight: row.chargeableWeight,
    TotalCO2e: totalCo2e,
    UnitOfWeight: row.unitOfWeight,
    ActualVolume: row.actualVolume,
    UnitOfVolume: row.unitOfVolume,
    Container: containerList.length > 0 ? containerList.map((c) => c.containerNumber).join(', ') : null,
    OrdExWorks: isoOf(exWorks),
    OrdInStore: isoOf(reqInStore),
    ExWorks: isoOf(exWorks),
    ReqInStore: isoOf(reqInStore),
    OrderDate: isoOf(toDate(row.orderDate)),
    PickupDate: isoOf(toDate(row.pickupDate)),
    DeliveredDate: isoOf(deliveredDate),
    ETAToInStore:
      eta && reqInStore ? daysBetween(dayOf(eta, clock.zone), dayOf(reqInStore, clock.zone)) : null,
    DaysToETD: daysFromToday(etd, clock),
    DaysToExWorks: daysFromToday(exWorks, clock),
    DaysToArrival: daysFromToday(eta, clock),
    DaysInStorage: daysInStorage(containerList, clock),
    CarrierName: row.carrierName,
    Vessel: row.vessel,
    TranshipmentVessel: row.transhipmentVessel,
    ArrivalVessel: row.arrivalVessel,
    ArrivalVoyage: row.arrivalVoyage,
    LoadPort: row.loadPort,
    DischargePort: row.dischargePort,
    Voyage: row.voyage,
    DataSource: row.dataSource,
    Direction: row.direction,
    Containers: containerList.map(presentContainer),
  };
}
