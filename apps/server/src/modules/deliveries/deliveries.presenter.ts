/** The only way delivery rows reach the client (contracts/deliveries.ts shapes). */
import type { DeliveryRequest, SavedAddress } from '@navia/domain/contracts/deliveries';
import { formatSubmittedDate } from '@navia/domain/rules/delivery/calendar';
import { dropModeOption, isHandlingMethod } from '@navia/domain/rules/delivery/drop-modes';
import { HOUR_SLOTS } from '@navia/domain/rules/delivery/hour-slots';
import type { AddressRow, StoredRequest } from './deliveries.repository.ts';

const slot = (index: number | null) => (index === null ? null : (HOUR_SLOTS[index - 1] ?? null));
const submitted = (day: string | null) => (day === null ? null : formatSubmittedDate(day));

export function presentDeliveryRequest(stored: StoredRequest): DeliveryRequest {
  const r = stored.request;
  return {
    _id: r.id,
    kind: r.kind,
    status: r.status,
    requestId: r.requestId,
    ShipKey: stored.shipKey,
    ShipNumber: r.shipNumber,
    DataSource: r.dataSource,
    OrdNumber: r.ordNumber,
    location: { label: r.locationLabel, address: r.locationAddress, customAddress: r.customAddress },
    ContainerMode: r.containerMode,
    TransportMode: r.transportMode,
    VGMRequired: r.vgmRequired,
    additionalNotes: r.additionalNotes,
    period: r.period,
    emptyReturnBy: submitted(r.emptyReturnBy),
    flag: r.datesMissing,
    sendViaEmail: r.sendViaEmail,
    createdBy: stored.createdByName,
    createdAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    containers: stored.containers.map((c) => ({
      ContainerNumber: c.containerNumber,
      dropMode: c.dropMode !== null && isHandlingMethod(c.dropMode) ? dropModeOption(c.dropMode) : null,
      deliveryDate: submitted(c.deliveryDate),
      pickupTime: slot(c.pickupTimeIndex),
      deliveryDateReturn: submitted(c.deliveryDateReturn),
      pickupTimeReturn: slot(c.pickupTimeReturnIndex),
      willIncurStorageDelivery: c.willIncurStorageDelivery,
      willIncurStorageReturn: c.willIncurStorageReturn,
    })),
  };
}

/** hub §3 "Address in the wizard": the one-line address plus the equipment defaults. */
export function presentAddress(row: AddressRow): SavedAddress {
  const a = row.address;
  return {
    _id: a.id,
    label: a.label,
    address: [a.address1, a.city, a.state, a.postcode, a.country].filter(Boolean).join(', '),
    address1: a.address1,
    city: a.city,
    state: a.state,
    postcode: a.postcode,
    country: a.country,
    phone: a.phone,
    FCLEquipment: a.fclEquipment,
    LCLEquipment: a.lclEquipment,
    AirEquipment: a.airEquipment,
    isDelivery: a.isDelivery,
    buyerCode: row.buyerCode,
    buyerName: row.buyerName,
  };
}
