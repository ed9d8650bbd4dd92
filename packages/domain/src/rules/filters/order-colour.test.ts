import { describe, expect, it } from 'vitest';
import { orderColourStatus } from './order-colour.ts';

const now = new Date('2026-03-10T00:00:00Z');
const d = (iso: string) => new Date(iso);
const order = { ordStatus: 'CNF', exWorks: null, reqInStore: null, eta: null, deliveredDate: null };

describe('orderColourStatus', () => {
  it('has no colour for records that are not orders', () => {
    expect(orderColourStatus({ ...order, ordStatus: null }, now)).toBeNull();
  });
  it('is RED when the order arrives after it is required in store', () => {
    expect(orderColourStatus({ ...order, eta: d('2026-03-20'), reqInStore: d('2026-03-18') }, now)).toBe(
      'RED',
    );
  });
  it('is AMBER when ex-works has passed and it is not shipped', () => {
    expect(orderColourStatus({ ...order, exWorks: d('2026-03-01') }, now)).toBe('AMBER');
    expect(orderColourStatus({ ...order, ordStatus: 'SHP', exWorks: d('2026-03-01') }, now)).toBe('GREEN');
  });
  it('is GREEN once delivered, whatever the dates', () => {
    expect(
      orderColourStatus(
        { ...order, ordStatus: 'DLV', eta: d('2026-03-20'), reqInStore: d('2026-03-18') },
        now,
      ),
    ).toBe('GREEN');
  });
});
