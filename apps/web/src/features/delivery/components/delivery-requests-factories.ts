/**
 * Test data for the delivery dialogs and the DELIVERY REQUESTS panel: a DeliveryTarget and a stored
 * DeliveryRequest, each valid against its shared type or schema, with dates relative to today.
 */
import { type DeliveryRequest, deliveryRequestSchema } from '@navia/domain/contracts/deliveries';
import { addDays, type IsoDay, isoDayOf } from '@navia/domain/rules/delivery/calendar';
import type { DeliveryContainer, DeliveryTarget } from '@navia/domain/rules/delivery/target';

export const todayIso = (): IsoDay => isoDayOf(new Date());

/** A container whose cargo became available 3 days ago, goes into storage in 10 and is due back in 20. */
export function buildDeliveryContainer(overrides: Partial<DeliveryContainer> = {}): DeliveryContainer {
  const today = todayIso();
  const firstAvailable = addDays(today, -3);
  return {
    ContainerNumber: 'MSCU1234565',
    BookedFlag: 0,
    ConfirmedDelivery: null,
    ShipCargoAvailable: `${firstAvailable}T00:00:00.000Z`,
    dates: { firstAvailable, inStorage: addDays(today, 10), emptyReturnBy: addDays(today, 20) },
    ...overrides,
  };
}

/** An FCL export by sea (VGM REQUIRED is asked) with one available container. */
export function buildDeliveryTarget(overrides: Partial<DeliveryTarget> = {}): DeliveryTarget {
  return {
    ShipKey: 'SHIP-KEY-1',
    ShipNumber: 'S00012345',
    DataSource: 'AU',
    OrdNumber: 'ORD-77',
    ContainerMode: 'FCL',
    TransportMode: 'SEA',
    Direction: 'EXPORT',
    buyerCode: 'BUYER1',
    zone: 'UTC',
    containers: [buildDeliveryContainer()],
    ...overrides,
  };
}

let sequence = 0;

/** A stored EARLIEST request (checked against the shared schema), REQUESTED, for one container. */
export function buildDeliveryRequest(overrides: Partial<DeliveryRequest> = {}): DeliveryRequest {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return deliveryRequestSchema.parse({
    _id: id,
    kind: 'EARLIEST',
    status: 'REQUESTED',
    requestId: id,
    ShipKey: 'SHIP-KEY-1',
    ShipNumber: 'S00012345',
    DataSource: 'AU',
    OrdNumber: 'ORD-77',
    location: { label: 'MAIN WAREHOUSE', address: '1 DOCK RD, BOTANY NSW 2019', customAddress: null },
    ContainerMode: 'FCL',
    TransportMode: 'SEA',
    VGMRequired: true,
    additionalNotes: '',
    period: 'AM',
    emptyReturnBy: '20/07/2030',
    flag: false,
    sendViaEmail: true,
    createdBy: 'Jane Citizen',
    createdAt: '2030-07-01T10:00:00.000Z',
    confirmedAt: null,
    containers: [
      {
        ContainerNumber: 'MSCU1234565',
        dropMode: { value: 'SDL', label: 'Side loader drop' },
        deliveryDate: '08/07/2030',
        pickupTime: { text: '9:00AM', twentyFourHourText: '09', index: 10 },
        deliveryDateReturn: '20/07/2030',
        pickupTimeReturn: { text: '9:00AM', twentyFourHourText: '09', index: 10 },
        willIncurStorageDelivery: false,
        willIncurStorageReturn: false,
      },
    ],
    ...overrides,
  });
}
