/**
 * Test data for the shipment panels, checked against the shared contracts so a fixture cannot drift
 * from the API. Override what a test is about.
 */
import { type QuickLookupDetail, quickLookupDetailSchema } from '@navia/domain/contracts/lookup';
import {
  type DetailContainer,
  type DetailGeneral,
  detailGeneralSchema,
  type MilestoneRow,
  type RecordSummary,
} from '@navia/domain/contracts/shipment-detail';
import { MILESTONE_ORDER } from '@navia/domain/rules/milestones';

/** The seven milestones, the first `done` complete. */
export function buildMilestones(done = 4): MilestoneRow[] {
  return MILESTONE_ORDER.map((name, i) => ({
    Milestone: name,
    completed: i < done,
    ActualDate: i < done ? `2026-03-0${i + 1}T10:00:00.000Z` : null,
    EstimatedDate: `2026-03-${String(i + 10).padStart(2, '0')}T10:00:00.000Z`,
  }));
}

export function buildContainer(overrides: Partial<DetailContainer> = {}): DetailContainer {
  return {
    ContainerNumber: 'MSCU1234565',
    ContainerSealNumber: 'SL1234567',
    ContainerType: '40HC',
    ContainerWeight: 12_000,
    EstimatedDelivery: '2026-03-20T00:00:00.000Z',
    BookedFlag: 1,
    ContainerDescription: null,
    ContainerPieces: null,
    ContainerVolume: null,
    Products: [],
    ...overrides,
  };
}

function buildSummary(overrides: Partial<RecordSummary> = {}): RecordSummary {
  return {
    RecordType: 'SHIPMENT',
    ShipKey: 'AU-S01009240',
    OrdKey: 'AU-PO-102624-0',
    ShipNumber: 'S01009240',
    OrdNumberFull: 'PO-102624-0',
    TransportMode: 'SEA',
    ContainerMode: 'FCL',
    Origin: 'USNYC',
    OriginName: 'New York',
    OriginCountry: 'US',
    Destination: 'AUMEL',
    DestName: 'Melbourne',
    DestCountry: 'AU',
    ETD: '2026-03-04T00:00:00.000Z',
    ETA: '2026-03-25T00:00:00.000Z',
    ATD: '2026-03-04T06:00:00.000Z',
    ATA: null,
    hasATD: true,
    hasATA: false,
    OrdDate: '2026-01-15T00:00:00.000Z',
    OrdExWorks: '2026-02-27T00:00:00.000Z',
    OrdInStore: '2026-04-10T00:00:00.000Z',
    clientShipmentIdt: 'ACM-2612345',
    upsAwbNumber: null,
    fedexAwbNumber: null,
    carnetNumber: null,
    ShipmentContainersDetail: [{ ContainerNumber: 'MSCU1234565', ActualDelivery: null }],
    ...overrides,
  };
}

export function buildDetailGeneral(overrides: Partial<DetailGeneral> = {}): DetailGeneral {
  return detailGeneralSchema.parse({
    ...buildSummary(),
    ShipOrderReference: 'PO-102624',
    DataSource: 'AU',
    Direction: 'IMPORT',
    isFavourite: false,
    Priority: false,
    Containers: [buildContainer()],
    SupplierCode: 'CAROLINA',
    ConsigneeCode: 'ACMEAU',
    BuyerCode: 'ACMEAU',
    Buyer: 'Acme Retail Pty Ltd',
    DeliveryContainers: [],
    SKUDetails: [],
    Goods: {
      Supplier: 'Carolina Home Textiles Inc.',
      ShipConsignee: 'Acme Retail Pty Ltd',
      NoOfPacks: 957,
      PackType: 'CTN',
      ActualWeight: 35_310,
      ChargeableWeight: 35_310,
      ActualVolume: 34.93,
      UnitOfVolume: 'M3',
      ServiceLevel: 'EXP',
      HouseBill: 'NVNYC0003080',
      MasterBill: 'MAEU168850134',
      CustomsStatus: 'NOT SENT',
    },
    TotalCO2e: 12_691.92,
    Contract: null,
    ...overrides,
  });
}

export function buildLookupDetail(overrides: Partial<QuickLookupDetail> = {}): QuickLookupDetail {
  const { Products: _products, ...container } = buildContainer();
  return quickLookupDetailSchema.parse({
    ...buildSummary(),
    Containers: [container],
    TransportDetailsFromShipment: [],
    milestones: { milestones: buildMilestones(4) },
    ...overrides,
  });
}
