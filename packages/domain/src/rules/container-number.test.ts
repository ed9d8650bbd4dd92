import { describe, expect, it } from 'vitest';
import {
  isMistypedContainerNumber,
  iso6346CheckDigit,
  isValidContainerNumber,
  makeContainerNumber,
} from './container-number.ts';

/**
 * Published container numbers, each checked by hand (letter values, weights 2^0..2^9, sum mod 11):
 * CSQU3054383  13 + 30·2 + 28·4 + 32·8 + 3·16 + 0·32 + 5·64 + 4·128 + 3·256 + 8·512 = 6185; 6185 mod 11 = 3
 * MSKU9070323  24 + 30·2 + 21·4 + 32·8 + 9·16 + 0·32 + 7·64 + 0·128 + 3·256 + 2·512 = 2808; 2808 mod 11 = 3
 * TCNU7200794  31 + 13·2 + 25·4 + 32·8 + 7·16 + 2·32 + 0·64 + 0·128 + 7·256 + 9·512 = 6989; 6989 mod 11 = 4
 * TOLU4734787  31 + 26·2 + 23·4 + 32·8 + 4·16 + 7·32 + 3·64 + 4·128 + 7·256 + 8·512 = 7311; 7311 mod 11 = 7
 * GYOU4047990  17 + 37·2 + 26·4 + 32·8 + 4·16 + 0·32 + 4·64 + 7·128 + 9·256 + 9·512 = 8579; 8579 mod 11 = 10 → 0
 */
const PUBLISHED = [
  { number: 'CSQU3054383', checkDigit: 3, note: 'the ISO 6346 worked example' },
  { number: 'MSKU9070323', checkDigit: 3, note: 'a Maersk box' },
  { number: 'TCNU7200794', checkDigit: 4, note: 'a Triton box' },
  { number: 'TOLU4734787', checkDigit: 7, note: 'a Triton (TOL) box' },
  { number: 'GYOU4047990', checkDigit: 0, note: 'remainder 10 counts as 0' },
] as const;

describe('iso6346CheckDigit', () => {
  it.each(PUBLISHED)('gives $checkDigit for $number ($note)', ({ number, checkDigit }) => {
    expect(iso6346CheckDigit(number.slice(0, 10))).toBe(checkDigit);
  });

  it('accepts lower case', () => {
    expect(iso6346CheckDigit('csqu305438')).toBe(3);
  });

  it.each(['CSQU30543', 'CSQ3054383', 'CSQX305438', 'CSQU3054Z8', ''])(
    'rejects the malformed %j',
    (value) => {
      expect(() => iso6346CheckDigit(value)).toThrow(RangeError);
    },
  );
});

describe('isValidContainerNumber', () => {
  it.each(PUBLISHED)('accepts $number', ({ number }) => {
    expect(isValidContainerNumber(number)).toBe(true);
  });

  it('ignores spaces and case', () => {
    expect(isValidContainerNumber('CSQU 305438 3')).toBe(true);
    expect(isValidContainerNumber('csqu3054383')).toBe(true);
  });

  it.each([
    ['CSQU3054384', 'wrong check digit'],
    ['MSKU9070324', 'wrong check digit'],
    ['CSQU305438', 'too short'],
    ['CSQU30543833', 'too long'],
    ['CSQX3054383', 'unknown equipment category'],
    ['CSQU3054Z83', 'letter in the serial'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidContainerNumber(value)).toBe(false);
  });
});

describe('makeContainerNumber', () => {
  it('appends the check digit', () => {
    expect(makeContainerNumber('CSQ', 'U', 305438)).toBe('CSQU3054383');
    expect(makeContainerNumber('msk', 'U', '907032')).toBe('MSKU9070323');
  });

  it('pads the serial to six digits', () => {
    const number = makeContainerNumber('TGH', 'U', 42);
    expect(number.slice(0, 10)).toBe('TGHU000042');
    expect(isValidContainerNumber(number)).toBe(true);
  });

  it('always makes a valid number', () => {
    for (let serial = 0; serial < 1000; serial += 7) {
      expect(isValidContainerNumber(makeContainerNumber('HLX', 'U', serial * 997))).toBe(true);
    }
  });
});

describe('isMistypedContainerNumber (hub §5 Container filter)', () => {
  it.each([
    ['CSQU3054384', true],
    ['csqu 305438 4', true],
    ['CSQU3054383', false],
    ['CSQU305', false],
    ['3054383', false],
    ['', false],
  ])('%s: %s', (entered, expected) => {
    expect(isMistypedContainerNumber(entered)).toBe(expected);
  });
});
