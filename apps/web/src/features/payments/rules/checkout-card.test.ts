import { describe, expect, it } from 'vitest';
import {
  brandAsTyped,
  CARD_ERRORS,
  cardFormErrors,
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
  tokenizeBodyOf,
} from './checkout-card.ts';

const NOW = new Date(2026, 10, 28); // 28 Nov 2026

describe('card form rules', () => {
  it('groups the number as typed, Amex 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('tells the brand from the first digits', () => {
    expect(brandAsTyped('4')).toBe('VISA');
    expect(brandAsTyped('55')).toBe('MASTERCARD');
    expect(brandAsTyped('2221')).toBe('MASTERCARD');
    expect(brandAsTyped('37')).toBe('AMEX');
    expect(brandAsTyped('6011')).toBeNull();
    expect(brandAsTyped('')).toBeNull();
  });

  it('reads MM/YY and MM/YYYY expiries', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('3/2031')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('00/30')).toBeNull();
    expect(parseExpiry('12-30')).toBeNull();
  });

  it('keeps a card good to the end of its expiry month', () => {
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2025 }, NOW)).toBe(true);
  });

  it('names each field that is wrong', () => {
    expect(cardFormErrors({ number: '', expiry: '', cvc: '', name: '' }, NOW)).toEqual({
      number: CARD_ERRORS.NUMBER_REQUIRED,
      expiry: CARD_ERRORS.EXPIRY_FORMAT,
      cvc: CARD_ERRORS.CVC_FORMAT,
    });
    expect(
      cardFormErrors({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12', name: '' }, NOW),
    ).toEqual({
      number: CARD_ERRORS.NUMBER_INVALID,
      expiry: CARD_ERRORS.EXPIRED,
      cvc: CARD_ERRORS.CVC_FORMAT,
    });
    // Luhn-valid but a brand the gateway does not take (Discover).
    expect(
      cardFormErrors({ number: '6011 1111 1111 1117', expiry: '12/30', cvc: '123', name: '' }, NOW),
    ).toEqual({
      number: CARD_ERRORS.BRAND_NOT_TAKEN,
    });
    expect(
      cardFormErrors({ number: '3782 822463 10005', expiry: '12/30', cvc: '123', name: '' }, NOW),
    ).toEqual({
      cvc: CARD_ERRORS.CVC_FORMAT_AMEX,
    });
    expect(
      cardFormErrors({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: '' }, NOW),
    ).toEqual({});
  });

  it('sends the digits and the expiry as numbers to the tokens call', () => {
    expect(
      tokenizeBodyOf({ number: '4242 4242 4242 4242', expiry: '07/31', cvc: ' 123 ', name: 'J' }),
    ).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2031,
      cvc: '123',
    });
  });
});
