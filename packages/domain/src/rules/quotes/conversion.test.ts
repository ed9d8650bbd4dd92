import { describe, expect, it } from 'vitest';
import { convertLines, MissingRateError, type RateTable, rateBetween } from './conversion.ts';

// ECB style: units per 1 EUR.
const table: RateTable = {
  rates: { USD: '1.0500', AUD: '1.6200', NZD: '1.8000', JPY: '160' },
  date: '2026-11-27',
};

describe('conversion into the quote currency (issue 18)', () => {
  it.each<[string, string, number]>([
    ['USD', 'AUD', 1.542857],
    ['EUR', 'AUD', 1.62],
    ['AUD', 'USD', 0.648148],
    ['AUD', 'AUD', 1],
  ])('%s→%s cross rate', (from, to, rate) => {
    expect(rateBetween(table, from, to).rate).toBe(rate);
  });

  it('names the currency without a rate', () => {
    expect(() => rateBetween(table, 'XAF', 'AUD')).toThrow(MissingRateError);
    try {
      rateBetween(table, 'AUD', 'XAF');
    } catch (e) {
      expect((e as MissingRateError).currency).toBe('XAF');
    }
  });

  it('converts each line half-even and sums the converted lines', () => {
    const result = convertLines(
      [
        { code: 'FREIGHT', label: 'Ocean freight', original: { amount: 185_000, currency: 'USD' } },
        { code: 'FUEL', label: 'Fuel', original: { amount: 32_000, currency: 'USD' } },
        { code: 'DOCUMENTATION', label: 'Docs', original: { amount: 8_500, currency: 'AUD' } },
        { code: 'ORIGIN', label: 'Origin', original: { amount: 10_000, currency: 'EUR' } },
      ],
      'AUD',
      table,
    );
    // 1850.00 × 1.542857 = 2854.28545 → 2854.29 ; 320.00 × 1.542857 = 493.71424 → 493.71
    expect(result.lines.map((l) => l.converted.amount)).toEqual([285_429, 49_371, 8_500, 16_200]);
    expect(result.total).toEqual({ amount: 359_500, currency: 'AUD' });
    expect(result.exchangeRates).toEqual([
      { from: 'USD', to: 'AUD', rate: 1.542857, date: '2026-11-27' },
      { from: 'EUR', to: 'AUD', rate: 1.62, date: '2026-11-27' },
    ]);
  });

  it('converts into a currency without minor units', () => {
    const result = convertLines(
      [{ code: 'F', label: 'F', original: { amount: 1_000, currency: 'USD' } }],
      'JPY',
      table,
    );
    // 10.00 USD × 152.380952 = 1523.80952 → 1524 JPY
    expect(result.total).toEqual({ amount: 1_524, currency: 'JPY' });
  });
});
