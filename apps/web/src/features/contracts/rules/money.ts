/**
 * Contract prices (connect §3 SKU unitPrice and unitCurrency): the API carries minor units (cents)
 * with the currency beside them. A typed price is turned into minor units by reading its digits,
 * never by multiplying a float, and minor units are shown through Intl.NumberFormat.
 */
import { formatNumber } from '../../../lib/locale.ts';

/** The digits after the decimal point a currency is written with (USD 2, JPY 0). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Digits, optionally in groups of three with commas, then an optional decimal part. */
const PRICE_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * A price typed as a decimal ('12.5', '1,200.00', '.75') in minor units of the currency; null when
 * the text is not a price or has more decimals than the currency has.
 */
export function parsePriceToMinor(text: string, currency: string): number | null {
  const match = PRICE_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return null;
  const minor = Number(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A decimal string of minor units ('4599' in USD is '45.99'), by moving the point. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A price for display from minor units, in the user's locale: en-GB 'US$45.99', en-US '$45.99'. */
export function formatMinorUnits(minor: number, currency: string, locale: string): string {
  // minorToDecimal always answers digits with an optional sign and point: a numeric literal string,
  // which Intl formats exactly (no float in between).
  const decimal = minorToDecimal(minor, currency) as `${number}`;
  return formatNumber(decimal, locale, { style: 'currency', currency });
}
