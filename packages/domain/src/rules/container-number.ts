/**
 * ISO 6346 freight container numbers: a 3-letter owner code, an equipment category letter (U for
 * freight containers, J for detachable equipment, Z for trailers and chassis), a 6-digit serial
 * number and a check digit, e.g. CSQU3054383.
 */

const FORMAT = /^[A-Z]{3}[UJZ]\d{6}\d$/;
const OWNER_AND_SERIAL = /^[A-Z]{3}[UJZ]\d{6}$/;

/**
 * Letter values: A is 10 and the values skip 11, 22 and 33 (multiples of 11), so B is 12, L is 23
 * and V is 34.
 */
function letterValue(letter: string): number {
  let value = 10 + (letter.charCodeAt(0) - 65);
  if (value >= 11) value += 1;
  if (value >= 22) value += 1;
  if (value >= 33) value += 1;
  return value;
}

/**
 * The check digit for the first ten characters (owner code, category and serial). The character at
 * position i (from 0) is weighted 2^i. The digit is the sum mod 11, where a remainder of 10 counts as 0.
 */
export function iso6346CheckDigit(ownerAndSerial: string): number {
  const code = ownerAndSerial.toUpperCase();
  if (!OWNER_AND_SERIAL.test(code)) {
    throw new RangeError(`not an ISO 6346 owner code, category and serial: ${ownerAndSerial}`);
  }
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const ch = code.charAt(i);
    const value = i < 4 ? letterValue(ch) : ch.charCodeAt(0) - 48;
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** True for a well-formed container number with the right check digit; spaces are ignored. */
export function isValidContainerNumber(containerNumber: string): boolean {
  const code = containerNumber.replace(/\s+/g, '').toUpperCase();
  if (!FORMAT.test(code)) return false;
  return iso6346CheckDigit(code.slice(0, 10)) === Number(code.charAt(10));
}

/** Builds a container number with its check digit, e.g. ('MSK', 'U', 907032) gives MSKU9070323. */
export function makeContainerNumber(
  owner3: string,
  categoryU: 'U' | 'J' | 'Z',
  serial6: number | string,
): string {
  const serial = String(serial6).padStart(6, '0');
  const head = `${owner3.toUpperCase()}${categoryU}${serial}`;
  return `${head}${iso6346CheckDigit(head)}`;
}

/** hub §5 Container filter: shown under a typed number that has the ISO 6346 shape but a wrong check digit. */
export const CONTAINER_NUMBER_TYPO_TEXT = 'CHECK DIGIT DOES NOT MATCH, IS THE NUMBER RIGHT?';

/**
 * A whole container number typed with the wrong check digit — most likely a typo. Partial numbers
 * are fine (the filter matches parts), so only an 11-character number in the ISO 6346 shape counts.
 */
export function isMistypedContainerNumber(entered: string): boolean {
  const code = entered.replace(/\s+/g, '').toUpperCase();
  return FORMAT.test(code) && !isValidContainerNumber(code);
}
