import { describe, expect, it } from 'vitest';
import type { ContainerRow } from '../../contracts/shipments.ts';
import { deliveryContainersOf, deliveryTargetOfRow } from './target.ts';

const box = (overrides: Partial<ContainerRow>): ContainerRow => ({
  ContainerNumber: 'MSCU1234565',
  ShipConNumber: 'MSCU1234565',
  ContainerType: '40HC',
  BookedFlag: 0,
  ShipCargoAvailable: '2026-11-20T03:00:00.000Z',
  ShipCargoStorage: '2026-11-24T03:00:00.000Z',
  EmptyReturnedBy: '2026-11-30T03:00:00.000Z',
  EstimatedDelivery: null,
  ActualDelivery: null,
  ConfirmedDelivery: null,
  EarliestDelivery: null,
  ...overrides,
});

describe('deliveryContainersOf (hub §3 container row)', () => {
  it('turns the container dates into days of the zone', () => {
    const [late] = deliveryContainersOf(
      [box({ ShipCargoAvailable: '2026-11-20T14:00:00.000Z' })],
      'Australia/Melbourne',
    );
    expect(late?.dates.firstAvailable).toBe('2026-11-21');
  });

  it('turns the container dates into days', () => {
    const [c] = deliveryContainersOf([box({})], 'UTC');
    expect(c?.dates).toEqual({
      firstAvailable: '2026-11-20',
      inStorage: '2026-11-24',
      emptyReturnBy: '2026-11-30',
    });
  });

  it('keeps one entry per number: LCL cargo lines share their box, booked only when every line is', () => {
    const list = deliveryContainersOf(
      [
        box({ BookedFlag: 1, ConfirmedDelivery: '2026-11-25T00:00:00.000Z' }),
        box({ BookedFlag: 0 }),
        box({ ContainerNumber: 'TGHU0000010', BookedFlag: 1 }),
      ],
      'UTC',
    );
    expect(list.map((c) => [c.ContainerNumber, c.BookedFlag, c.ConfirmedDelivery])).toEqual([
      ['MSCU1234565', 0, '2026-11-25T00:00:00.000Z'],
      ['TGHU0000010', 1, null],
    ]);
  });
});

describe('deliveryTargetOfRow', () => {
  const row = {
    ShipKey: 'AU-S1',
    ShipNumber: 'S1',
    OrdNumber: null,
    DataSource: 'AU',
    Packing: 'FCL',
    Transport: 'SEA',
    Direction: 'IMPORT',
    BuyerCode: 'CON',
    Containers: [box({})],
  };

  it('maps the search row fields the dialogs submit', () => {
    expect(deliveryTargetOfRow(row, 'UTC')).toMatchObject({
      ShipKey: 'AU-S1',
      ContainerMode: 'FCL',
      TransportMode: 'SEA',
      buyerCode: 'CON',
    });
  });

  it('has no target for an order that is on no shipment', () => {
    expect(deliveryTargetOfRow({ ...row, ShipKey: null, ShipNumber: null }, 'UTC')).toBeNull();
  });
});
