import { describe, expect, it } from 'vitest';
import { isPriority, priorityToggle, recordKeysOf, recordMarkOf } from './record-marks.ts';

const row = {
  ShipKey: 'S1',
  OrdKey: 'O1',
  ShipNumber: 'SHP001',
  OrdNumberFull: 'PO-1/1',
  OrdNumber: 'PO-1',
  DataSource: 'AU',
};

describe('record marks', () => {
  it('marks a row by its shipment when it has one', () => {
    expect(recordMarkOf(row)).toEqual({ key: 'S1', number: 'SHP001', isShipment: true, dataSource: 'AU' });
  });

  it('marks an order on no shipment by its order key and full number', () => {
    expect(recordMarkOf({ ...row, ShipKey: null })).toEqual({
      key: 'O1',
      number: 'PO-1/1',
      isShipment: false,
      dataSource: 'AU',
    });
  });

  it('answers to both keys', () => {
    expect(recordKeysOf(row)).toEqual(['S1', 'O1']);
    expect(recordKeysOf({ ShipKey: null, OrdKey: 'O1' })).toEqual(['O1']);
  });

  it.each([
    [false, 0, false],
    [true, 0, true],
    [false, 1, true],
  ])('priority %s with OrdPriority %s is priority: %s', (priority, OrdPriority, expected) => {
    expect(isPriority({ priority, OrdPriority })).toBe(expected);
  });
});

describe('priority toggle (hub §4)', () => {
  it.each([
    ['ticks the mark key when no key is priority', [], { tick: 'S1', untick: [] }],
    ['unticks the shipment key', ['S1'], { tick: null, untick: ['S1'] }],
    ['unticks the order key a row was priority by, ticking nothing', ['O1'], { tick: null, untick: ['O1'] }],
    ['unticks both keys', ['S1', 'O1'], { tick: null, untick: ['S1', 'O1'] }],
  ])('%s', (_, priorityKeys, expected) => {
    expect(priorityToggle('S1', ['S1', 'O1'], new Set(priorityKeys))).toEqual(expected);
  });
});
