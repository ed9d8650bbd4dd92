import { describe, expect, it } from 'vitest';
import { laneStats, median, transitDays } from './lane-stats.ts';

describe('transitDays', () => {
  it.each([
    ['ten days', '2026-01-01T00:00:00Z', '2026-01-11T00:00:00Z', 10],
    ['a day and a half', '2026-01-01T00:00:00Z', '2026-01-02T12:00:00Z', 1.5],
    ['no departure', null, '2026-01-11T00:00:00Z', null],
    ['no arrival', '2026-01-01T00:00:00Z', null, null],
    ['arrival before departure', '2026-01-11T00:00:00Z', '2026-01-01T00:00:00Z', null],
    ['arrival equal to departure', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', null],
  ])('%s', (_label, departed, arrived, expected) => {
    expect(transitDays(departed ? new Date(departed) : null, arrived ? new Date(arrived) : null)).toBe(
      expected,
    );
  });
});

describe('median', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[10, 10, 30], 10],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('laneStats', () => {
  it.each([
    ['no shipments', [], null],
    ['only invalid values', [0, -2, Number.NaN], null],
    ['one shipment', [12.34], { medianDays: 12.3, minDays: 12.3, maxDays: 12.3, sampleSize: 1 }],
    [
      'an odd sample',
      [30.04, 28, 35.96, 29, 31],
      { medianDays: 30, minDays: 28, maxDays: 36, sampleSize: 5 },
    ],
    ['an even sample', [2, 1, 4, 3], { medianDays: 2.5, minDays: 1, maxDays: 4, sampleSize: 4 }],
    [
      'invalid values ignored',
      [5, Number.NaN, 0, 7],
      { medianDays: 6, minDays: 5, maxDays: 7, sampleSize: 2 },
    ],
  ])('%s', (_label, days, expected) => {
    expect(laneStats(days)).toEqual(expected);
  });
});
