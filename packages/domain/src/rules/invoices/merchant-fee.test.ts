import { describe, expect, it } from 'vitest';
import {
  cardTypeOf,
  DEFAULT_MERCHANT_FEES,
  formatFeeRate,
  merchantFeeRate,
  passesLuhn,
} from './merchant-fee.ts';

describe('merchant fees (issue 14, editOrgCustomFee)', () => {
  it.each([
    ['VISA', null, DEFAULT_MERCHANT_FEES.VISA],
    ['VISA', { VISA: 90 }, 90],
    ['AMEX', { VISA: 90 }, DEFAULT_MERCHANT_FEES.AMEX],
    ['MASTERCARD', { MASTERCARD: null }, DEFAULT_MERCHANT_FEES.MASTERCARD],
    ['MASTERCARD', { MASTERCARD: 0 }, 0],
  ] as const)('%s with custom %j is %i bp', (card, custom, rate) => {
    expect(merchantFeeRate(card, custom)).toBe(rate);
  });

  it.each([
    [140, '1.40%'],
    [5, '0.05%'],
    [1000, '10.00%'],
  ])('%i bp reads %s', (bp, text) => {
    expect(formatFeeRate(bp)).toBe(text);
  });

  it.each([
    ['4242 4242 4242 4242', 'VISA', true],
    ['5555555555554444', 'MASTERCARD', true],
    ['2223003122003222', 'MASTERCARD', true],
    ['378282246310005', 'AMEX', true],
    ['4242424242424241', 'VISA', false],
    ['6011111111111117', null, true],
  ] as const)('%s is %s, Luhn %s', (number, type, luhn) => {
    expect(cardTypeOf(number)).toBe(type);
    expect(passesLuhn(number)).toBe(luhn);
  });
});
