import { recordDeliveryButtons as deliveryButtonsOf } from '@navia/domain/rules/delivery/earliest';
import { isPriority, recordMarkOf } from '@navia/domain/rules/record-marks';
import { describe, expect, it } from 'vitest';
import { buildContainer, buildListRow } from '../test-rows.ts';
import { detailPathOf, staDays } from './record-rules.ts';
import { readSearchUrl, searchQuery, searchTargetPath } from './search-url.ts';

const NOW = new Date('2026-03-10T02:00:00Z');

describe('result row rules', () => {
  it('counts STA days as ETA minus STA, blank when either is missing', () => {
    expect(staDays(buildListRow({ ETA: '2026-04-03T10:00:00.000Z', STA: '2026-04-01T10:00:00.000Z' }))).toBe(
      2,
    );
    expect(staDays(buildListRow({ ETA: '2026-04-01T10:00:00.000Z', STA: '2026-04-04T10:00:00.000Z' }))).toBe(
      -3,
    );
    expect(staDays(buildListRow({ ETA: '2026-04-01T10:00:00.000Z', STA: null }))).toBeNull();
  });

  it('disables both delivery buttons once every container has a confirmed delivery', () => {
    const confirmed = buildListRow({
      Containers: [
        buildContainer({
          ConfirmedDelivery: '2026-03-01T00:00:00Z',
          ShipCargoAvailable: '2026-02-01T00:00:00Z',
        }),
      ],
    });
    expect(deliveryButtonsOf(confirmed, NOW)).toEqual({ delivery: false, earliestDelivery: false });
  });

  it('disables EARLIEST DELIVERY while the cargo is not available, and enables both once it is', () => {
    const notYet = buildListRow({
      Containers: [buildContainer({ ShipCargoAvailable: '2026-03-20T00:00:00Z' })],
    });
    expect(deliveryButtonsOf(notYet, NOW)).toEqual({ delivery: true, earliestDelivery: false });
    const noDate = buildListRow({ Containers: [buildContainer()] });
    expect(deliveryButtonsOf(noDate, NOW)).toEqual({ delivery: true, earliestDelivery: false });
    const available = buildListRow({
      Containers: [
        buildContainer({
          ConfirmedDelivery: '2026-03-01T00:00:00Z',
          ShipCargoAvailable: '2026-02-01T00:00:00Z',
        }),
        buildContainer({ ShipCargoAvailable: '2026-03-09T00:00:00Z' }),
      ],
    });
    expect(deliveryButtonsOf(available, NOW)).toEqual({ delivery: true, earliestDelivery: true });
  });

  it('treats a record without containers as confirmed once it is delivered', () => {
    expect(deliveryButtonsOf(buildListRow({ DeliveredDate: '2026-03-01T00:00:00Z' }), NOW).delivery).toBe(
      false,
    );
    expect(deliveryButtonsOf(buildListRow(), NOW).delivery).toBe(true);
  });

  it('opens and marks a record by its shipment, else by its order', () => {
    const onShipment = buildListRow({
      ShipKey: 'AU-S1',
      ShipNumber: 'S1',
      OrdKey: 'AU-PO-1',
      OrdNumberFull: 'PO-1-0',
    });
    expect(recordMarkOf(onShipment)).toMatchObject({ key: 'AU-S1', number: 'S1', isShipment: true });
    expect(detailPathOf(onShipment)).toBe('/shipment/AU-S1');
    const order = buildListRow({
      ShipKey: null,
      ShipNumber: null,
      OrdKey: 'AU-PO-2',
      OrdNumberFull: 'PO-2-0',
    });
    expect(recordMarkOf(order)).toMatchObject({ key: 'AU-PO-2', number: 'PO-2-0', isShipment: false });
    expect(detailPathOf(order)).toBe('/shipment/AU-PO-2');
  });

  it('is priority when in the priority records or ticked', () => {
    expect(isPriority(buildListRow({ priority: true }))).toBe(true);
    expect(isPriority(buildListRow({ OrdPriority: 1 }))).toBe(true);
    expect(isPriority(buildListRow())).toBe(false);
  });
});

describe('search URL', () => {
  it("uses the key's date window as its filters and its default sort", () => {
    const state = readSearchUrl('tracking', 'SHIPARR7', undefined, new URLSearchParams('advancedSearch=0'));
    expect(state.filters).toEqual([{ ETA: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 7 } }]);
    expect(state).toMatchObject({ orderBy: 'ETA', orderDir: 'DESC', advanced: false, tab: 'results' });
    const planned = readSearchUrl('tracking', 'PLANNEDORDERS', undefined, new URLSearchParams());
    expect(planned).toMatchObject({ orderBy: 'DaysToExWorks', orderDir: 'ASC', defaultSort: true });
  });

  it('reads advancedSearch=1, valid filters, the sort, the tab and days in storage; ignores bad filters', () => {
    const query = searchQuery({
      advanced: true,
      filters: [{ Transport: 'SEA' }],
      sort: { orderBy: 'ShipNumber', orderDir: 'ASC' },
      tab: 'favourites',
    });
    const state = readSearchUrl('deliveries', 'All', '5', new URLSearchParams(query));
    expect(state).toMatchObject({
      advanced: true,
      filters: [{ Transport: 'SEA' }],
      orderBy: 'ShipNumber',
      orderDir: 'ASC',
      tab: 'favourites',
      daysInStorage: 5,
    });
    const bad = readSearchUrl(
      'tracking',
      'All',
      undefined,
      new URLSearchParams({ filters: '[{"Colour":"RED"}]' }),
    );
    expect(bad.filters).toEqual([]);
  });

  it('searches on its own page, and from elsewhere goes to /tracking/All or /delivery/All (hub §2)', () => {
    expect(searchTargetPath('/tracking/SHIPARR7', 'tracking')).toBe('/tracking/SHIPARR7');
    expect(searchTargetPath('/delivery/STORAGE3/4', 'deliveries')).toBe('/delivery/STORAGE3/4');
    expect(searchTargetPath('/', 'tracking')).toBe('/tracking/All');
    expect(searchTargetPath('/shipment/AU-S1', 'deliveries')).toBe('/delivery/All');
    expect(searchTargetPath('/tracking/All', 'deliveries')).toBe('/delivery/All');
  });
});
