/** Test factories of search result rows, checked against the shared contract. */
import {
  type ContainerRow,
  containerRowSchema,
  type ShipmentListRow,
  shipmentListRowSchema,
} from '@navia/domain/contracts/shipments';

let next = 0;

export function buildContainer(overrides: Partial<ContainerRow> = {}): ContainerRow {
  return containerRowSchema.parse({
    ContainerNumber: 'MSKU1234565',
    ShipConNumber: 'MSKU1234565',
    ContainerType: '40HC',
    BookedFlag: 0,
    ShipCargoAvailable: null,
    ShipCargoStorage: null,
    EmptyReturnedBy: null,
    EstimatedDelivery: null,
    ActualDelivery: null,
    ConfirmedDelivery: null,
    EarliestDelivery: null,
    ...overrides,
  });
}

export function buildListRow(overrides: Partial<ShipmentListRow> = {}): ShipmentListRow {
  next += 1;
  const n = String(1000 + next);
  return shipmentListRowSchema.parse({
    RecordId: `rec-${n}`,
    ShipKey: `AU-S0${n}`,
    OrdKey: null,
    ShipNumber: `S0${n}`,
    OrdNumber: null,
    OrdNumberFull: null,
    ShipOrderReference: null,
    Supplier: 'Hamburger Maschinenbau GmbH',
    SupplierCode: 'HAMMASDE',
    ShipConsignee: 'Acme Retail Pty Ltd',
    ConsigneeCode: 'ACMRETMEL',
    Transport: 'SEA',
    Origin: 'DEHAM',
    OriginName: 'Hamburg',
    OriginCountry: 'DE',
    Destination: 'AUMEL',
    DestName: 'Melbourne',
    DestCountry: 'AU',
    ShipStateDest: null,
    ETD: '2026-03-01T00:00:00.000Z',
    ETA: '2026-04-01T00:00:00.000Z',
    ATD: null,
    ATA: null,
    STA: null,
    ServiceLevel: null,
    Packing: 'FCL',
    OrdPriority: 0,
    priority: false,
    isFavourite: false,
    OrderColourStatus: null,
    Milestone: 'DEPARTED',
    CustomsStatus: 'NOT SENT',
    OrdStatus: null,
    ClientShipmentID: null,
    NoOfPacks: null,
    HouseBill: null,
    MasterBill: null,
    PackType: null,
    ActualWeight: null,
    ChargeableWeight: null,
    TotalCO2e: null,
    UnitOfWeight: 'KG',
    ActualVolume: null,
    UnitOfVolume: null,
    Container: null,
    OrdExWorks: null,
    OrdInStore: null,
    ExWorks: null,
    ReqInStore: null,
    OrderDate: null,
    PickupDate: null,
    DeliveredDate: null,
    ETAToInStore: null,
    DaysToETD: null,
    DaysToExWorks: null,
    DaysToArrival: null,
    DaysInStorage: null,
    CarrierName: null,
    Vessel: null,
    TranshipmentVessel: null,
    ArrivalVessel: null,
    ArrivalVoyage: null,
    LoadPort: null,
    DischargePort: null,
    Voyage: null,
    DataSource: 'AU',
    Direction: 'IMPORT',
    Containers: [],
    ...overrides,
  });
}

/** A shipmentsWithFilters answer of rows. */
export const batchOf = (rows: ShipmentListRow[], totalCount = rows.length, batchNo = 1) => ({
  result: rows,
  currentCount: (batchNo - 1) * 30 + rows.length,
  totalCount,
});
