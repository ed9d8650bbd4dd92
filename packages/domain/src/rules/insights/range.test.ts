import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';
import { defaultRange, monthsOf, parseIsoDay, rangeBounds, rangeProblem } from './range.ts';

describe('insights range', () => {
  it.each([
    ['2026-01-01', '2026-01-01', null],
    ['2024-06-15', '2026-06-15', null],
    ['2024-06-14', '2026-06-15', 'the range may cover at most 731 days'],
    ['2026-02-01', '2026-01-31', 'to must not be before from'],
    ['2026-02-30', '2026-03-01', 'from must be a calendar day YYYY-MM-DD'],
    ['2026-01-01', '2026-1-2', 'to must be a calendar day YYYY-MM-DD'],
  ])('%s..%s → %s', (from, to, problem) => {
    expect(rangeProblem(from, to)).toBe(problem);
  });

  it('defaults to the last 365 days, today included', () => {
    expect(defaultRange(new Date('2026-06-15T23:59:00Z'))).toEqual({ from: '2025-06-16', to: '2026-06-15' });
  });

  it('bounds a range by midnight UTC, the last day included', () => {
    expect(rangeBounds('2026-01-01', '2026-01-31')).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-02-01T00:00:00Z'),
    });
    expect(parseIsoDay('2026-13-01')).toBeNull();
  });

  it.each([
    ['2026-01-15', '2026-01-20', ['2026-01']],
    ['2025-11-30', '2026-02-01', ['2025-11', '2025-12', '2026-01', '2026-02']],
  ])('months of %s..%s', (from, to, months) => {
    expect(monthsOf(from, to)).toEqual(months);
  });
});

describe('toCsv', () => {
  it('quotes, escapes and defuses formulas', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['x,y', 'say "hi"'],
          ['=1+1', null],
          [-3, 2.5],
        ],
      ),
    ).toBe('A,B\r\n"x,y","say ""hi"""\r\n\'=1+1,\r\n-3,2.5\r\n');
  });
});
