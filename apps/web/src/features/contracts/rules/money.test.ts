import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMinorUnits, minorToDecimal, parsePriceToMinor } from './money.ts';

describe('contract prices in minor units', () => {
  it('knows how many decimals a currency is written with', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('reads a typed decimal price into minor units from its digits', () => {
    expect(parsePriceToMinor('45.99', 'USD')).toBe(4599);
    expect(parsePriceToMinor('12.5', 'USD')).toBe(1250);
    expect(parsePriceToMinor('12', 'AUD')).toBe(1200);
    expect(parsePriceToMinor('12.', 'AUD')).toBe(1200);
    expect(parsePriceToMinor('.75', 'EUR')).toBe(75);
    expect(parsePriceToMinor(' 1,200.00 ', 'GBP')).toBe(120000);
    expect(parsePriceToMinor('0.07', 'USD')).toBe(7);
    expect(parsePriceToMinor('1500', 'JPY')).toBe(1500);
  });

  it('keeps exact amounts that float multiplication gets wrong', () => {
    // 1.005 * 100 and 4.35 * 100 are not whole numbers in binary floating point.
    expect(parsePriceToMinor('4.35', 'USD')).toBe(435);
    expect(parsePriceToMinor('1.10', 'USD')).toBe(110);
    expect(parsePriceToMinor('123456789.99', 'USD')).toBe(12345678999);
  });

  it('refuses text that is not a price, or has more decimals than the currency', () => {
    for (const text of ['', ' ', 'abc', '12.345', '1,2', '12,34.5', '-5', '1e3', '12.5.1', '.']) {
      expect(parsePriceToMinor(text, 'USD')).toBeNull();
    }
    expect(parsePriceToMinor('12.5', 'JPY')).toBeNull();
  });

  it('writes minor units back as the decimal the user types', () => {
    expect(minorToDecimal(4599, 'USD')).toBe('45.99');
    expect(minorToDecimal(7, 'USD')).toBe('0.07');
    expect(minorToDecimal(0, 'USD')).toBe('0.00');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
    expect(parsePriceToMinor(minorToDecimal(123456, 'MYR'), 'MYR')).toBe(123456);
  });

  it('shows a price with its currency', () => {
    expect(formatMinorUnits(4599, 'USD', 'en-GB')).toBe('US$45.99');
    expect(formatMinorUnits(120000, 'GBP', 'en-GB')).toBe('£1,200.00');
    expect(formatMinorUnits(1500, 'JPY', 'en-GB')).toBe('JP¥1,500');
  });

  it("shows a price in the user's locale", () => {
    expect(formatMinorUnits(4599, 'USD', 'en-US')).toBe('$45.99');
    expect(formatMinorUnits(12345600, 'GBP', 'hu-HU')).toMatch(/^123\s456,00\sGBP$/);
  });
});
