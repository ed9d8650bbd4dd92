/**
 * SKU prices (connect §3 SKU unitPrice and unitCurrency): minor units with the currency beside them.
 * The same rules as the contracts screens' prices (apps/web features/contracts/rules/money.ts): a
 * typed price becomes minor units by reading its digits, never by multiplying a float. Here in the
 * domain because the server writes prices into the change history and reads them from CSV files.
 */

/** The digits after the decimal point a currency is written with (USD 2, JPY 0). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2; // not an ISO 4217 code: validation reports it; meanwhile read it as cents
  }
}

/** Digits, optionally in groups of three with commas, then an optional decimal part. */
const PRICE_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * A price written as a decimal ('12.5', '1,200.00', '.75') in minor units of the currency; null when
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

/** A decimal string of minor units ('1250' in USD is '12.50'), by moving the point. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** A price for display in the user's language ('US$12.50' in en-GB), from minor units; '—' without a price. */
export function formatSkuPrice(minor: number | null, currency: string | null, locale: string): string {
  if (minor === null) return '—';
  if (!currency) return String(minor);
  const decimal = minorToDecimal(minor, currency) as `${number}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(decimal);
  } catch {
    return `${decimal} ${currency}`;
  }
}
