/**
 * Test records for the booking calls and the guards' probes: a SUBMITTED booking of a group.
 * For the tenant-isolation probe (guards/record-probes.ts), the lead adds:
 *   bookingId: [{ form: '_id', make: (o) => createBooking(o.t.database.db, { orgGroupId: o.orgGroupId, userId: o.user.id }), unknown: randomUUID }],
 */
import { randomUUID } from 'node:crypto';
import { exampleBookingSubmission } from '@navia/domain/contracts/bookings';
import type { BookingStatus } from '@navia/domain/rules/bookings/status';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema/index.ts';

export type TestBooking = {
  orgGroupId: string;
  userId: string;
  status?: BookingStatus;
  originPort?: string;
  destinationPort?: string;
};

const party = (p: (typeof exampleBookingSubmission)['shipper']) => ({
  organisation: { ...p.organisation },
  address: {
    ...p.address,
    postcode: '',
    state: '',
    phone: '',
    contactName: '',
    email: '',
  },
});

/** A SUBMITTED (by default) FCL import booking; answers its id. */
export async function createBooking(db: Executor, input: TestBooking): Promise<string> {
  const e = exampleBookingSubmission;
  const [row] = await db
    .insert(bookings)
    .values({
      orgGroupId: input.orgGroupId,
      requestId: randomUUID(),
      type: 'IMPORT',
      direction: 'Import',
      status: input.status ?? 'SUBMITTED',
      origin: { kind: 'NONE' },
      shipper: party(e.shipper),
      consignee: party(e.consignee),
      transportMode: 'SEA',
      packing: 'FCL',
      originPort: input.originPort ?? e.originPort,
      destinationPort: input.destinationPort ?? e.destinationPort,
      cargoLines: e.cargoLines.map((l) => ({ ...l, sku: null })),
      containers: e.containers.map((c) => ({ ...c })),
      readyDate: e.readyDate,
      requiredInStoreDate: e.requiredInStoreDate,
      handlingMethod: e.handlingMethod,
      incoterm: e.incoterm,
      createdBy: input.userId,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking insert failed');
  return row.id;
}
