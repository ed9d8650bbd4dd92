/** A stored booking as the API answers it (contracts/bookings.ts bookingSchema). */
import type { Booking } from '@navia/domain/contracts/bookings';
import type { StoredBooking } from './bookings.repository.ts';

/** B- and the sequence, six digits at least. */
export const bookingNumber = (seq: number): string => `B-${String(seq).padStart(6, '0')}`;

export function presentBooking(row: StoredBooking): Booking {
  return {
    _id: row.id,
    bookingNumber: bookingNumber(row.seq),
    requestId: row.requestId,
    type: row.type,
    direction: row.direction,
    status: row.status,
    origin: row.origin,
    orgGroupId: row.orgGroupId,
    shipper: row.shipper,
    consignee: row.consignee,
    pickupAddress: row.pickupAddress,
    deliveryAddress: row.deliveryAddress,
    transportMode: row.transportMode as Booking['transportMode'],
    packing: row.packing as Booking['packing'],
    originPort: row.originPort,
    destinationPort: row.destinationPort,
    cargoLines: row.cargoLines,
    containers: row.containers as Booking['containers'],
    readyDate: row.readyDate,
    requiredInStoreDate: row.requiredInStoreDate,
    pickupWindow:
      row.pickupStart === null || row.pickupEnd === null
        ? null
        : { start: row.pickupStart, end: row.pickupEnd },
    vesselPreference: row.vessel === null ? null : { vessel: row.vessel, voyage: row.voyage ?? '' },
    handlingMethod: row.handlingMethod as Booking['handlingMethod'],
    incoterm: row.incoterm as Booking['incoterm'],
    notes: row.notes,
    declineReason: row.declineReason,
    shipKey: row.shipKey,
    shipNumber: row.shipNumber,
    createdBy: { _id: row.createdBy, fullname: row.creatorName },
    decidedBy: row.decidedBy === null ? null : { _id: row.decidedBy, fullname: row.deciderName ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
