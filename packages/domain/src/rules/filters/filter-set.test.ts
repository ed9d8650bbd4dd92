import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from './constants.ts';
import {
  dateFilterDays,
  filterSetSchema,
  missingFilterValue,
  normaliseFilterSet,
  valueParts,
} from './filter-set.ts';

const normalise = (input: unknown) => normaliseFilterSet(filterSetSchema.parse(input));

describe('filter set schema', () => {
  it('accepts a list of groups or an ordered map of groups, ignoring timestamp', () => {
    expect(filterSetSchema.parse({ 0: { Transport: 'SEA' }, 1: { Packing: 'FCL' }, timestamp: 5 })).toEqual([
      { Transport: 'SEA' },
      { Packing: 'FCL' },
    ]);
    expect(filterSetSchema.parse(undefined)).toEqual([]);
  });

  it("refuses an unset row with 'ALL FILTERS MUST HAVE A VALUE'", () => {
    const result = filterSetSchema.safeParse([{ emptyFilter: '' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: [0, 'emptyFilter'],
      message: SEARCH_MESSAGES.allFiltersMustHaveValue,
    });
  });

  it.each([
    [{ Transport: 'RAIL' }, [0, 'Transport']],
    [{ Nope: 'x' }, [0]],
    [{ ETA: { durationType: 'PrevNext', nextDuration: 1.5 } }, [0, 'ETA', 'nextDuration']],
    [{ ETA: { durationType: 'PrevNext', nextDuration: '-1' } }, [0, 'ETA', 'nextDuration']],
    [{ ETA: { durationType: 'PrevNext', nextDuration: '1e3' } }, [0, 'ETA', 'nextDuration']],
    [
      { ETA: { durationType: 'DateRange', startDate: '2026-02-30', endDate: '2026-03-01' } },
      [0, 'ETA', 'startDate'],
    ],
    [
      { ETA: { durationType: 'DateRange', startDate: '2026-03-05', endDate: '2026-03-01' } },
      [0, 'ETA', 'endDate'],
    ],
    [{ NoOfPacks: { from: 'ten' } }, [0, 'NoOfPacks', 'from']],
  ])('refuses %j at the field', (group, path) => {
    const result = filterSetSchema.safeParse([group]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('normaliseFilterSet (hub §5)', () => {
  it("drops values that are '' or only '##', and then empty groups", () => {
    expect(normalise([{ ShipNumber: '', Transport: '##', Packing: '####' }, { ETA: '' }])).toEqual([]);
  });

  it('splits ## values into alternatives', () => {
    expect(normalise([{ Transport: 'SEA##AIR##' }])).toEqual([
      [{ key: 'Transport', kind: 'options', values: ['SEA', 'AIR'] }],
    ]);
    expect(valueParts(' A ## B')).toEqual(['A', 'B']);
  });

  it('defaults missing durations to 0 and reads typed numbers', () => {
    expect(
      normalise([{ ETA: { durationType: 'PrevNext', prevDuration: null, nextDuration: '14' } }]),
    ).toEqual([[{ key: 'ETA', kind: 'date', date: { mode: 'prevNext', prev: 0, next: 14 } }]]);
  });

  it("reads 'N DAYS' as today to today + N, and is blank as blank", () => {
    expect(normalise([{ ETD: '7 DAYS', ATA: { durationType: 'DateRange', isBlank: true } }])).toEqual([
      [
        { key: 'ETD', kind: 'date', date: { mode: 'prevNext', prev: 0, next: 7 } },
        { key: 'ATA', kind: 'date', date: { mode: 'blank' } },
      ],
    ]);
  });

  it('keeps ranges with one open bound', () => {
    expect(normalise([{ ActualWeight: { from: '', to: '12.5' } }])).toEqual([
      [{ key: 'ActualWeight', kind: 'range', from: null, to: 12.5 }],
    ]);
  });

  it('takes the date part of date range values', () => {
    expect(
      normalise([
        { ETA: { durationType: 'DateRange', startDate: '2026-03-01T10:00:00.000Z', endDate: '2026-03-02' } },
      ]),
    ).toEqual([
      [{ key: 'ETA', kind: 'date', date: { mode: 'range', startDay: '2026-03-01', endDay: '2026-03-02' } }],
    ]);
  });
});

describe('dateFilterDays', () => {
  it('turns durations into the first and last day', () => {
    expect(dateFilterDays({ mode: 'prevNext', prev: 3, next: 7 }, '2026-03-30')).toEqual({
      startDay: '2026-03-27',
      endDay: '2026-04-06',
    });
    expect(dateFilterDays({ mode: 'blank' }, '2026-03-30')).toBe('blank');
  });
});

describe('missingFilterValue', () => {
  it("answers 'ALL FILTERS MUST HAVE A VALUE' for an unset row or an empty value, else null", () => {
    expect(missingFilterValue([{ emptyFilter: '' }])).toBe(SEARCH_MESSAGES.allFiltersMustHaveValue);
    expect(missingFilterValue([{ ShipNumber: '##' }])).toBe(SEARCH_MESSAGES.allFiltersMustHaveValue);
    expect(missingFilterValue([{ NoOfPacks: {} }])).toBe(SEARCH_MESSAGES.allFiltersMustHaveValue);
    expect(missingFilterValue([{ ShipNumber: 'S1' }])).toBeNull();
  });
});
