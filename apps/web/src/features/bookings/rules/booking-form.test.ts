import { describe, expect, it } from 'vitest';
import { emptyBookingForm, holidaySources } from './booking-form.ts';

const empty = emptyBookingForm('00000000-0000-4000-8000-000000000001');
const bookAgain = { kind: 'SHIPMENT', shipKey: 'AU-S01009240' } as const;

describe('holidaySources: whose public holidays each date picker refuses', () => {
  it.each([
    ['a new booking with no ports yet', { ...empty }, '', { ready: null, inStore: null }],
    [
      'a new booking CNSHA → AUMEL: the origin and destination countries',
      { ...empty, originPort: 'cnsha', destinationPort: 'AUMEL' },
      '',
      { ready: { country: 'CN' }, inStore: { country: 'AU' } },
    ],
    [
      'a half-typed port is no country yet',
      { ...empty, originPort: 'CN', destinationPort: 'AUME' },
      '',
      { ready: null, inStore: null },
    ],
    [
      "book again keeping the shipment's destination: the shipment's holidays (connect §7)",
      { ...empty, origin: bookAgain, originPort: 'CNNGB', destinationPort: 'AUMEL' },
      'AUMEL',
      { ready: { country: 'CN' }, inStore: { shipKey: 'AU-S01009240' } },
    ],
    [
      'book again to another destination: that port’s country',
      { ...empty, origin: bookAgain, originPort: 'CNNGB', destinationPort: 'NZAKL' },
      'AUMEL',
      { ready: { country: 'CN' }, inStore: { country: 'NZ' } },
    ],
  ])('%s', (_name, values, initialDestination, expected) => {
    expect(holidaySources(values, initialDestination)).toEqual(expected);
  });
});
