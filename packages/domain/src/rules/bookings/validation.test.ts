import { describe, expect, it } from 'vitest';
import {
  type BookingRuleInput,
  bookingErrors,
  effectiveDirection,
  BOOKING_ERROR_TEXTS as T,
} from './validation.ts';

const today = '2026-11-28';
const base: BookingRuleInput = {
  type: 'IMPORT',
  direction: null,
  transportMode: 'SEA',
  packing: 'LCL',
  originPort: 'CNSHA',
  destinationPort: 'AUMEL',
  readyDate: '2026-12-01',
  requiredInStoreDate: '2026-12-20',
  pickupWindow: { start: 9, end: 15 },
  cargoLines: [{ weightKg: 500 }],
  containers: [],
};

describe('bookingErrors', () => {
  const cases: [string, Partial<BookingRuleInput>, { field: string; message: string }[]][] = [
    ['a valid LCL import', {}, []],
    ['ready today', { readyDate: today }, []],
    ['ready yesterday', { readyDate: '2026-11-27' }, [{ field: 'readyDate', message: T.readyDatePast }]],
    [
      'in store on the ready day',
      { requiredInStoreDate: '2026-12-01' },
      [{ field: 'requiredInStoreDate', message: T.requiredInStoreBeforeReady }],
    ],
    [
      'in store before ready',
      { requiredInStoreDate: '2026-11-30' },
      [{ field: 'requiredInStoreDate', message: T.requiredInStoreBeforeReady }],
    ],
    ['no in-store date', { requiredInStoreDate: null }, []],
    [
      'FCL without containers',
      { packing: 'FCL', cargoLines: [] },
      [{ field: 'containers', message: T.fclNeedsContainers }],
    ],
    [
      'FCL with containers and a line without weight',
      { packing: 'FCL', containers: [{ quantity: 1 }], cargoLines: [{ weightKg: null }] },
      [],
    ],
    [
      'LCL with containers',
      { containers: [{ quantity: 1 }] },
      [{ field: 'containers', message: T.containersOnlyFcl }],
    ],
    ['LCL without lines', { cargoLines: [] }, [{ field: 'cargoLines', message: T.cargoNeeded }]],
    [
      'a line without weight',
      { cargoLines: [{ weightKg: 10 }, { weightKg: null }] },
      [{ field: 'cargoLines.1.weightKg', message: T.weightNeeded }],
    ],
    [
      'ROAD without direction',
      { type: 'ROAD', transportMode: 'ROAD' },
      [{ field: 'direction', message: T.directionNeeded }],
    ],
    ['ROAD with a direction', { type: 'ROAD', transportMode: 'ROAD', direction: 'Export' }, []],
    [
      'ROAD by sea',
      { type: 'ROAD', transportMode: 'SEA', direction: 'Import' },
      [{ field: 'transportMode', message: T.roadMode }],
    ],
    ['IMPORT with its own direction', { direction: 'Import' }, []],
    [
      'IMPORT with another direction',
      { direction: 'Export' },
      [{ field: 'direction', message: T.directionMismatch }],
    ],
    ['same ports', { destinationPort: 'CNSHA' }, [{ field: 'destinationPort', message: T.samePorts }]],
    ['a one-hour window', { pickupWindow: { start: 9, end: 9 } }, []],
    [
      'a window ending before it starts',
      { pickupWindow: { start: 15, end: 9 } },
      [{ field: 'pickupWindow.end', message: T.pickupWindowOrder }],
    ],
  ];
  it.each(cases)('%s', (_name, change, errors) => {
    expect(bookingErrors({ ...base, ...change }, today)).toEqual(errors);
  });
});

describe('effectiveDirection', () => {
  it.each([
    ['IMPORT', null, 'Import'],
    ['EXPORT', 'Import', 'Export'],
    ['CROSS_TRADE', null, 'Cross-Trade'],
    ['ROAD', 'Import', 'Import'],
    ['ROAD', null, null],
  ] as const)('%s with %s: %s', (type, manual, direction) => {
    expect(effectiveDirection(type, manual)).toBe(direction);
  });
});
