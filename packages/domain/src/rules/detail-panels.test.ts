import { describe, expect, it } from 'vitest';
import {
  canArrangeTransport,
  containerExpands,
  containerPanelFor,
  formatWeight,
  LCL_DESCRIPTION_MAX,
  mapsSearchUrl,
  productsByLine,
  quickLookupPanels,
  referenceNumbers,
  routeLayoutFor,
  transportIconFor,
  truncateText,
  yesNo,
} from './detail-panels.ts';

const fcl = {
  ShipNumber: 'S01000003',
  ContainerMode: 'FCL',
  DataSource: 'AU',
  Destination: 'AUMEL',
  Containers: [{ BookedFlag: 1 }, { BookedFlag: 0 }],
};

describe('canArrangeTransport', () => {
  it('hub §2 (decision 008): is offered for a non-LCL shipment of the destination country with a container left to book', () => {
    expect(canArrangeTransport(fcl)).toBe(true);
  });

  it('is not offered without a shipment number', () => {
    expect(canArrangeTransport({ ...fcl, ShipNumber: null })).toBe(false);
    expect(canArrangeTransport({ ...fcl, ShipNumber: '' })).toBe(false);
  });

  it('decision 008: is not offered when every container is already booked (nothing left to deliver)', () => {
    expect(canArrangeTransport({ ...fcl, Containers: [{ BookedFlag: 1 }, { BookedFlag: 1 }] })).toBe(false);
    expect(canArrangeTransport({ ...fcl, Containers: [] })).toBe(false);
  });

  it('is not offered when the data source is not the destination country', () => {
    expect(canArrangeTransport({ ...fcl, DataSource: 'NZ' })).toBe(false);
  });

  it('ignores data source and bookings for LCL', () => {
    expect(
      canArrangeTransport({
        ...fcl,
        ContainerMode: 'LCL',
        DataSource: 'CN',
        Containers: [{ BookedFlag: 0 }],
      }),
    ).toBe(true);
  });

  it('compares the data source with the first two letters of the destination, in any case', () => {
    expect(canArrangeTransport({ ...fcl, DataSource: 'au', Destination: 'AUSYD' })).toBe(true);
  });
});

describe('truncateText', () => {
  it('keeps descriptions of 35 characters whole', () => {
    const text = 'X'.repeat(LCL_DESCRIPTION_MAX);
    expect(truncateText(text, LCL_DESCRIPTION_MAX)).toEqual({ text, truncated: false });
  });

  it('cuts LCL descriptions over 35 characters', () => {
    const text = 'STAINLESS STEEL COOKWARE SET 10PC IN GIFT BOX';
    const cut = truncateText(text, LCL_DESCRIPTION_MAX);
    expect(cut.truncated).toBe(true);
    expect(cut.text).toBe('STAINLESS STEEL COOKWARE SET 10PC I...');
  });
});

describe('formatWeight in the user language (issue 13)', () => {
  it.each([
    ['en-GB', 'METRIC', '12,345.50 KG'],
    ['en-US', 'METRIC', '12,345.50 KG'],
    ['ms-MY', 'IMPERIAL', '220.50 LBS'],
    ['hu-HU', 'METRIC', '12 345,50 KG'],
    ['hu-HU', 'IMPERIAL', '220,50 LBS'],
  ] as const)('%s %s', (locale, unit, text) => {
    const kg = unit === 'METRIC' ? 12345.5 : 100;
    expect(formatWeight(kg, unit, locale).replace(/\s/g, ' ')).toBe(text);
  });
});

describe('formatWeight', () => {
  it('shows kilograms with two decimals for metric users', () => {
    expect(formatWeight(12345.5, 'METRIC', 'en-GB')).toBe('12,345.50 KG');
  });

  it('shows pounds (kg × 2.205) with two decimals otherwise', () => {
    expect(formatWeight(100, 'IMPERIAL', 'en-GB')).toBe('220.50 LBS');
    expect(formatWeight(1.234, 'IMPERIAL', 'en-GB')).toBe('2.72 LBS');
  });

  it('shows N/A for a missing weight', () => {
    expect(formatWeight(null, 'METRIC', 'en-GB')).toBe('N/A');
  });
});

describe('container panels', () => {
  it('shows LCL cargo for LCL records and container details for others with containers', () => {
    expect(containerPanelFor({ ContainerMode: 'LCL', Containers: [{}] })).toBe('LCL_CARGO');
    expect(containerPanelFor({ ContainerMode: 'FCL', Containers: [{}] })).toBe('CONTAINERS');
    expect(containerPanelFor({ ContainerMode: 'LSE', Containers: [] })).toBeNull();
  });

  it('expands a container row only when it has products', () => {
    expect(containerExpands({ Products: [] })).toBe(false);
    expect(containerExpands({ Products: [{}] })).toBe(true);
  });

  it('sorts product lines by line number', () => {
    expect(productsByLine([{ Line: 3 }, { Line: 1 }, { Line: 2 }]).map((p) => p.Line)).toEqual([1, 2, 3]);
  });

  it('shows priority SKUs as YES and NO', () => {
    expect(yesNo(true)).toBe('YES');
    expect(yesNo(false)).toBe('NO');
  });
});

describe('reference numbers', () => {
  it('lists the four numbers in order with N/A for missing ones', () => {
    expect(
      referenceNumbers({
        clientShipmentIdt: 'ACM-2612345',
        upsAwbNumber: null,
        fedexAwbNumber: '123456789012',
        carnetNumber: '',
      }),
    ).toEqual([
      { label: 'CLIENT SHIPMENT ID', value: 'ACM-2612345' },
      { label: 'UPS AWB NUMBER', value: 'N/A' },
      { label: 'FEDEX AWB NUMBER', value: '123456789012' },
      { label: 'CARNET NUMBER', value: 'N/A' },
    ]);
  });
});

describe('quick-lookup panels', () => {
  it('shows containers but no planned route for sea shipments', () => {
    expect(quickLookupPanels({ ShipNumber: 'S1', TransportMode: 'SEA' })).toEqual({
      referenceNumbers: true,
      containers: true,
      plannedRoute: false,
    });
  });

  it('shows the planned route but no containers for air shipments', () => {
    expect(quickLookupPanels({ ShipNumber: 'S1', TransportMode: 'AIR' })).toEqual({
      referenceNumbers: true,
      containers: false,
      plannedRoute: true,
    });
  });

  it('hides reference numbers when the shipment number is N/A', () => {
    expect(quickLookupPanels({ ShipNumber: 'N/A', TransportMode: 'SEA' }).referenceNumbers).toBe(false);
    expect(quickLookupPanels({ ShipNumber: null, TransportMode: 'SEA' }).referenceNumbers).toBe(false);
  });
});

describe('other panel rules', () => {
  it('uses the order layout for orders and the shipment layout otherwise', () => {
    expect(routeLayoutFor('ORDER')).toBe('ORDER');
    expect(routeLayoutFor('SHIPMENT')).toBe('SHIPMENT');
  });

  it('links an address to a maps search, encoded', () => {
    expect(mapsSearchUrl('Melbourne, AU & more')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Melbourne%2C%20AU%20%26%20more',
    );
  });

  it('gives sea and air different header icons', () => {
    expect(transportIconFor('SEA')).toBe('SEA');
    expect(transportIconFor('air')).toBe('AIR');
    expect(transportIconFor('ROAD')).toBe('ROAD');
  });
});
