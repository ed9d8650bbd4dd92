import { describe, expect, it } from 'vitest';
import { convertAmount, crossRate, formatAmount, invertRate, parseDecimal } from './exchange.ts';

const RATES = { USD: '1.0573', AUD: '1.6280', JPY: '158.12', GBP: '0.83213', NZD: '1.8011', ZERO: '0' };

describe('crossRate through EUR', () => {
  it.each([
    ['EUR', 'USD', 1.0573],
    ['USD', 'EUR', 0.945805], // 1 / 1.0573 = 0.94580535…
    ['AUD', 'USD', 0.649447], // 1.0573 / 1.6280 = 0.6494471…
    ['USD', 'AUD', 1.539771], // 1.6280 / 1.0573 = 1.5397711…
    ['GBP', 'JPY', 190.018387], // 158.12 / 0.83213 = 190.0183865…
    ['NZD', 'AUD', 0.903892], // 1.6280 / 1.8011 = 0.9038920…
    ['USD', 'USD', 1],
    ['EUR', 'EUR', 1],
  ])('%s → %s = %d', (base, quote, rate) => {
    expect(crossRate(RATES, base, quote)).toBe(rate);
  });

  it.each([
    ['USD', 'XYZ'],
    ['XYZ', 'EUR'],
    ['ZERO', 'USD'],
  ])('no rate for %s → %s', (base, quote) => {
    expect(crossRate(RATES, base, quote)).toBeNull();
  });
});

describe('convertAmount (2 decimals, half-up, exact)', () => {
  it.each([
    [100, 0.649447, 64.94],
    ['100', '1.539771', 153.98],
    [1.005, 1, 1.01], // 1.005 in binary is 1.00499…: exact decimal rounding gives 1.01
    [0.1, 3, 0.3],
    [2, 0.125, 0.25],
    [1_000_000, 190.021992, 190021992],
    [0, 1.2345, 0],
    [12.5, 2, 25],
  ])('%s × %s = %d', (amount, rate, result) => {
    expect(convertAmount(amount, rate)).toBe(result);
  });

  it('formats with 2 decimals', () => {
    expect(formatAmount(25)).toBe('25.00');
    expect(formatAmount(64.9)).toBe('64.90');
  });
});

describe('invertRate and parseDecimal', () => {
  it('inverts to 6 decimals', () => {
    expect(invertRate(0.649447)).toBe(1.539772);
    expect(invertRate(0)).toBeNull();
  });
  it('parses plain decimals and numbers in exponent form, refuses others', () => {
    expect(parseDecimal('1.0573')).toEqual({ int: 10573n, scale: 4 });
    expect(parseDecimal(1e-7)).toEqual({ int: 1n, scale: 7 });
    expect(() => parseDecimal('1e5x')).toThrow(RangeError);
    expect(() => parseDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
