import { describe, expect, it } from 'vitest';
import { earliestSlots } from './earliest.ts';
import {
  EARLIEST_PERIOD_SLOTS,
  EARLIEST_RETURN_SLOT,
  HOUR_SLOTS,
  hourSlot,
  isPickupSlot,
  PICKUP_SLOTS,
} from './hour-slots.ts';

describe('hour slots (connect §3, §9)', () => {
  it('connect §9: 24 slots from midnight to 11 PM, index 1..24', () => {
    expect(HOUR_SLOTS).toHaveLength(24);
    expect(HOUR_SLOTS[0]).toEqual({ text: '12:00AM', twentyFourHourText: '00', index: 1 });
    expect(HOUR_SLOTS[12]).toEqual({ text: '12:00PM', twentyFourHourText: '12', index: 13 });
    expect(HOUR_SLOTS[23]).toEqual({ text: '11:00PM', twentyFourHourText: '23', index: 24 });
  });
  it('hub §9: pickup hours offered are 7 to 16', () => {
    expect(PICKUP_SLOTS.map((s) => s.twentyFourHourText)).toEqual([
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
    ]);
  });
  it('hub §9: a slot outside 7..16, or one whose parts disagree, is not a pickup slot', () => {
    expect(isPickupSlot(hourSlot(6))).toBe(false);
    expect(isPickupSlot(hourSlot(17))).toBe(false);
    expect(isPickupSlot({ text: '9:00AM', twentyFourHourText: '09', index: 11 })).toBe(false);
    expect(isPickupSlot(hourSlot(16))).toBe(true);
  });
});

describe('earliest delivery slots (hub §5)', () => {
  it("hub §5: AM = 9:00AM ('09', index 10); PM = 6:00PM ('18', index 19)", () => {
    expect(EARLIEST_PERIOD_SLOTS.AM).toEqual({ text: '9:00AM', twentyFourHourText: '09', index: 10 });
    expect(EARLIEST_PERIOD_SLOTS.PM).toEqual({ text: '6:00PM', twentyFourHourText: '18', index: 19 });
  });
  it('hub §5: the return time is always 9:00AM', () => {
    expect(EARLIEST_RETURN_SLOT.text).toBe('9:00AM');
    expect(earliestSlots('PM').pickupTimeReturn).toEqual(hourSlot(9));
  });
});
