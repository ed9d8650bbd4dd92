/** Test data for the bookings screens: answers shaped as the shared schemas declare them. */
import { type Booking, bookingSchema } from '@navia/domain/contracts/bookings';
import type { BookingFormValues } from './booking-form.ts';

export const BOOKING_ID = '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b';
export const REQUEST_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const party = (name: string, code: string, country: string, address: string) => ({
  organisation: { key: code.toLowerCase(), name, code, orgCode: code, country, newOrg: false },
  address: { Address: address, City: '', Country: country, FullAddress: address },
});

export const SHIPPER = party('NINGBO HONGDA HOUSEHOLD', 'NINHONCN', 'CHINA', '88 JIANGDONG ROAD, NINGBO');
export const CONSIGNEE = party(
  'ACME RETAIL MELBOURNE',
  'ACMRETMEL',
  'AUSTRALIA',
  '12 EXAMPLE ROAD, DANDENONG',
);

/** A stored booking (checked against the shared schema); override what the test is about. */
export function buildBooking(overrides: Partial<Booking> = {}): Booking {
  return bookingSchema.parse({
    _id: BOOKING_ID,
    bookingNumber: 'B-000042',
    status: 'SUBMITTED',
    requestId: REQUEST_ID,
    type: 'IMPORT',
    direction: 'Import',
    origin: { kind: 'NONE' },
    shipper: SHIPPER,
    consignee: CONSIGNEE,
    transportMode: 'SEA',
    packing: 'FCL',
    originPort: 'CNNGB',
    destinationPort: 'AUMEL',
    containers: [{ containerType: '40HC', quantity: 1 }],
    cargoLines: [
      { description: 'HOUSEHOLD GOODS', packs: 800, packType: 'CTN', weightKg: 12000, volumeM3: 60 },
    ],
    readyDate: '2030-03-04',
    orgGroupId: 'og-1',
    declineReason: null,
    shipKey: null,
    shipNumber: null,
    createdBy: { _id: 'user-1', fullname: 'Jane Citizen' },
    decidedBy: null,
    createdAt: '2026-11-28T02:00:00.000Z',
    updatedAt: '2026-11-28T02:00:00.000Z',
    decidedAt: null,
    ...overrides,
  });
}

/** A form ready to submit: every required field filled. */
export function completeBookingForm(requestId = REQUEST_ID): BookingFormValues {
  return {
    requestId,
    type: 'IMPORT',
    direction: 'Import',
    origin: { kind: 'NONE' },
    shipper: SHIPPER,
    consignee: CONSIGNEE,
    pickupAddress: null,
    deliveryAddress: null,
    transportMode: 'SEA',
    packing: 'FCL',
    originPort: 'CNNGB',
    destinationPort: 'AUMEL',
    cargoLines: [
      {
        description: 'HOUSEHOLD GOODS',
        sku: null,
        packs: 800,
        packType: 'CTN',
        weightKg: 12000,
        volumeM3: 60,
      },
    ],
    containers: [{ containerType: '40HC', quantity: 1 }],
    readyDate: '2030-03-04',
    requiredInStoreDate: null,
    pickupWindow: null,
    vesselPreference: null,
    handlingMethod: 'ASK',
    incoterm: 'FOB',
    notes: '',
  };
}
