import { describe, expect, it } from 'vitest';
import { deliveryButtons, earliestDeliveryErrors } from './earliest.ts';

const form = {
  packing: 'FCL',
  dropMode: 'SDL',
  period: 'AM' as const,
  location: { label: 'HQ', address: '1 Main St' },
  emptyReturnBy: '2026-03-20',
};

describe('earliest delivery (hub §2, §4, §5)', () => {
  it('hub §5: mode, period and location are required', () => {
    expect(earliestDeliveryErrors({ ...form, dropMode: null, period: null, location: null })).toEqual([
      'mode',
      'period',
      'location',
    ]);
    expect(earliestDeliveryErrors(form)).toEqual([]);
  });
  it('hub §5: the custom address is required when CUSTOM ADDRESS', () => {
    const location = { label: 'CUSTOM ADDRESS', address: '', customAddress: '' };
    expect(earliestDeliveryErrors({ ...form, location })).toEqual(['customAddress']);
  });
  it('hub §5: for FCL an empty-return-by date is required; not for LCL', () => {
    expect(earliestDeliveryErrors({ ...form, emptyReturnBy: null })).toEqual(['emptyReturnBy']);
    expect(earliestDeliveryErrors({ ...form, packing: 'LCL', emptyReturnBy: null })).toEqual([]);
  });
  it('hub §4: both buttons are disabled once a delivery is confirmed', () => {
    const confirmed = { ConfirmedDelivery: '2026-03-05T00:00:00.000Z', ShipCargoAvailable: '2026-03-01' };
    expect(deliveryButtons(confirmed, '2026-03-04')).toEqual({ delivery: false, earliestDelivery: false });
  });
  it('hub §4: earliest delivery is also disabled while the cargo is not available', () => {
    expect(deliveryButtons({ ConfirmedDelivery: null, ShipCargoAvailable: null }, '2026-03-04')).toEqual({
      delivery: true,
      earliestDelivery: false,
    });
    expect(
      deliveryButtons({ ConfirmedDelivery: null, ShipCargoAvailable: '2026-03-01T00:00:00Z' }, '2026-03-04'),
    ).toEqual({ delivery: true, earliestDelivery: true });
  });
});
