import { describe, expect, it } from 'vitest';
import {
  convert,
  currencyExponent,
  formatMoney,
  minus,
  money,
  parseAmount,
  percentOf,
  plus,
  split,
  sum,
  toDecimalText,
} from './money.ts';

describe('money in minor units (issue 14)', () => {
  it('adds and subtracts without floats', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(plus(money(10, 'AUD'), money(20, 'AUD'))).toEqual({ amount: 30, currency: 'AUD' });
    expect(minus(money(100, 'USD'), money(1, 'USD'))).toEqual({ amount: 99, currency: 'USD' });
    expect(sum([money(1, 'NZD'), money(2, 'NZD'), money(3, 'NZD')], 'NZD')).toEqual(money(6, 'NZD'));
    expect(sum([], 'EUR')).toEqual(money(0, 'EUR'));
  });

  it('refuses to add two currencies', () => {
    expect(() => plus(money(1, 'AUD'), money(1, 'USD'))).toThrow();
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => money(1.5, 'AUD')).toThrow(RangeError);
    expect(() => money(1, 'XXY')).toThrow(RangeError);
  });

  it.each([
    // amount, basis points, expected: half-even on the exact product
    [100_005, 150, 1500], // 1,000.05 × 1.5 % = 15.00075 → 15.00
    [100, 50, 0], // 0.005 → 0.00 (half to even: 0)
    [300, 50, 2], // 0.015 → 0.02 (half to even: 2)
    [500, 50, 2], // 0.025 → 0.02 (half to even: 2)
    [700, 50, 4], // 0.035 → 0.04
    [123_456, 140, 1728], // 1,234.56 × 1.4 % = 17.28384 → 17.28
    [0, 260, 0],
  ])('percentOf(%i AUD, %i bp) is %i, rounded half-even', (amount, bp, expected) => {
    expect(percentOf(money(amount, 'AUD'), bp)).toEqual({ amount: expected, currency: 'AUD' });
  });

  it('converts with a decimal rate, rounding half-even in the target currency', () => {
    expect(convert(money(10_000, 'USD'), '1.5', 'AUD')).toEqual(money(15_000, 'AUD'));
    expect(convert(money(1, 'USD'), '0.5', 'AUD')).toEqual(money(0, 'AUD')); // 0.005 → 0.00
    expect(convert(money(3, 'USD'), '0.5', 'AUD')).toEqual(money(2, 'AUD')); // 0.015 → 0.02
    expect(convert(money(1000, 'AUD'), '150.25', 'JPY')).toEqual(money(1502, 'JPY')); // 1,502.5 → 1,502 (even)
    expect(convert(money(1000, 'AUD'), '150.35', 'JPY')).toEqual(money(1504, 'JPY')); // 1,503.5 → 1,504 (even)
  });

  it('splits without losing a cent', () => {
    const parts = split(money(100, 'EUR'), [1, 1, 1]);
    expect(parts.map((p) => p.amount)).toEqual([34, 33, 33]);
  });

  it.each([
    ['AUD', 2],
    ['JPY', 0],
    ['BHD', 3],
  ])('%s is written with %i digits', (code, digits) => {
    expect(currencyExponent(code)).toBe(digits);
  });

  it.each([
    [123_450, 'AUD', '1234.50'],
    [5, 'USD', '0.05'],
    [-1250, 'NZD', '-12.50'],
    [1500, 'JPY', '1500'],
  ])('toDecimalText(%i %s) is %s', (amount, currency, text) => {
    expect(toDecimalText(money(amount, currency))).toBe(text);
  });

  it('formats per currency in en-GB (hub §9 money columns)', () => {
    expect(formatMoney(money(123_450, 'AUD'))).toBe('A$1,234.50');
    expect(formatMoney(money(123_450, 'USD'))).toBe('US$1,234.50');
    expect(formatMoney(money(123_450, 'EUR'))).toBe('€1,234.50');
    expect(formatMoney(money(123_450, 'NZD'))).toBe('NZ$1,234.50');
    // Beyond a double's exact range the digits still come out right.
    expect(formatMoney(money(900_719_925_474_099, 'AUD'))).toBe('A$9,007,199,254,740.99');
  });

  it.each([
    ['12.5', 'AUD', 1250],
    ['1,200.00', 'USD', 120_000],
    ['.75', 'EUR', 75],
    ['0.1', 'AUD', 10],
    ['12.345', 'AUD', null],
    ['12,34', 'AUD', null],
    ['', 'AUD', null],
    ['-5', 'AUD', null],
    ['1.5', 'JPY', null],
  ])('parseAmount(%j, %s) is %j', (text, currency, amount) => {
    expect(parseAmount(text, currency)?.amount ?? null).toBe(amount);
  });
});
