import { describe, expect, it } from 'vitest';
import { type CubicUnit, cubicVolume, formatCubic, roundTo, tabOfUnit, toBaseLength } from './cubic.ts';

describe('toBaseLength (hub §9 factors)', () => {
  it.each<[CubicUnit, number, number]>([
    ['mm', 1000, 1],
    ['mm', 250, 0.25],
    ['cm', 100, 1],
    ['cm', 45, 0.45],
    ['m', 2.5, 2.5],
    ['inch', 12, 1],
    ['inch', 6, 0.5],
    ['feet', 7, 7],
    ['yard', 1, 3],
    ['yard', 2.5, 7.5],
  ])('%s %d → %d (metres for mm/cm/m, feet for inch/feet/yard)', (unit, value, base) => {
    expect(toBaseLength(value, unit)).toBeCloseTo(base, 12);
  });

  it.each<[CubicUnit, 'meters' | 'feet']>([
    ['mm', 'meters'],
    ['cm', 'meters'],
    ['m', 'meters'],
    ['inch', 'feet'],
    ['feet', 'feet'],
    ['yard', 'feet'],
  ])('%s belongs to the %s tab', (unit, tab) => expect(tabOfUnit(unit)).toBe(tab));
});

describe('cubicVolume', () => {
  it.each([
    [{ length: 1200, width: 800, height: 1000, quantity: 2, unit: 'mm' as const }, 1.92],
    [{ length: 120, width: 80, height: 100, quantity: 1, unit: 'cm' as const }, 0.96],
    [{ length: 1.2, width: 1, height: 1.5, quantity: 3, unit: 'm' as const }, 5.4],
    [{ length: 12, width: 12, height: 12, quantity: 1, unit: 'inch' as const }, 1],
    [{ length: 24, width: 18, height: 10, quantity: 5, unit: 'inch' as const }, 12.5],
    [{ length: 10, width: 10, height: 5, quantity: 4, unit: 'inch' as const }, 1.157],
    [{ length: 2, width: 3, height: 4, quantity: 1, unit: 'feet' as const }, 24],
    [{ length: 1, width: 1, height: 1, quantity: 2, unit: 'yard' as const }, 54],
    [{ length: 1, width: 1, height: 1, quantity: 1, unit: 'mm' as const }, 0],
    [{ length: 0, width: 5, height: 5, quantity: 1, unit: 'm' as const }, 0],
    [{ length: 11, width: 10, height: 10, quantity: 1, unit: 'cm' as const }, 0.001],
  ])('%o → %d (3 decimals)', (input, expected) => {
    expect(cubicVolume(input)).toBe(expected);
  });

  it.each([
    { length: null, width: 1, height: 1, quantity: 1, unit: 'm' as const },
    { length: 1, width: undefined, height: 1, quantity: 1, unit: 'm' as const },
    { length: 1, width: 1, height: null, quantity: 1, unit: 'm' as const },
    { length: 1, width: 1, height: 1, quantity: null, unit: 'm' as const },
    { length: 1, width: 1, height: 1, quantity: 1, unit: null },
    { length: -1, width: 1, height: 1, quantity: 1, unit: 'm' as const },
    { length: Number.NaN, width: 1, height: 1, quantity: 1, unit: 'm' as const },
  ])('no result unless length, width, height, quantity and unit are present and ≥ 0: %o', (input) => {
    expect(cubicVolume(input)).toBeNull();
  });

  it('rounds half up despite binary noise', () => {
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(2.0004999, 3)).toBe(2);
  });

  it('formats with 3 decimals and the cubic unit (m³/ft³, not the spec’s m2/ft2)', () => {
    expect(formatCubic(1.5, 'meters')).toBe('1.500 m³');
    expect(formatCubic(12.5, 'feet')).toBe('12.500 ft³');
  });
});
