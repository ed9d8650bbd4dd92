/**
 * The exchange-rate calculator's rules (issue 13 item 11; hub §4, §5, §9). Rates are the ECB euro
 * reference rates: units of a currency per 1 EUR. Any pair is cross-computed through EUR:
 * base→quote = rate(quote) / rate(base), with EUR itself at 1. The arithmetic is decimal and exact
 * (BigInt scaled integers) until the final half-up rounding: the rate to 6 decimals, a converted
 * amount to 2 decimals (hub §9).
 */

/** Decimals of a cross rate as the API answers it. */
export const RATE_DECIMALS = 6;
/** Decimals of a converted amount (hub §9). */
export const AMOUNT_DECIMALS = 2;
/** The ECB's base currency. */
export const ECB_BASE = 'EUR';

export const CURRENCY_CODE_PATTERN = /^[A-Z]{3}$/;

/** A decimal as an integer and a scale: 1.0573 → { int: 10573n, scale: 4 }. */
type Decimal = { int: bigint; scale: number };

const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Parses a plain decimal (no exponent); throws on anything else. */
export function parseDecimal(value: string | number): Decimal {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`Not a decimal: ${text}`);
  const fraction = match[3] ?? '';
  const int = BigInt(`${match[2]}${fraction}`);
  return { int: match[1] ? -int : int, scale: fraction.length };
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // toString gives the shortest round-tripping form; expand exponents.
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

const TEN = 10n;
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (n * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

/** A scaled integer as a number with `scale` decimals. */
function toNumber(int: bigint, scale: number): number {
  const negative = int < 0n;
  const digits = (negative ? -int : int).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}

/** Rates per 1 EUR by currency code (EUR itself may be absent: it is 1). */
export type EuroRates = Readonly<Record<string, string | number>>;

/** The rate of one currency per 1 EUR, or null when the ECB does not publish it. */
export function euroRate(rates: EuroRates, currency: string): Decimal | null {
  if (currency === ECB_BASE) return { int: 1n, scale: 0 };
  const rate = rates[currency];
  if (rate === undefined) return null;
  const parsed = parseDecimal(rate);
  return parsed.int > 0n ? parsed : null;
}

/**
 * How many `quote` one `base` buys, cross-computed through EUR and rounded half-up to 6 decimals;
 * null when either currency has no rate.
 */
export function crossRate(rates: EuroRates, base: string, quote: string): number | null {
  const b = euroRate(rates, base);
  const q = euroRate(rates, quote);
  if (!b || !q) return null;
  if (base === quote) return 1;
  // (q.int / 10^q.scale) / (b.int / 10^b.scale) scaled by 10^RATE_DECIMALS
  const numerator = q.int * pow10(b.scale + RATE_DECIMALS);
  const denominator = b.int * pow10(q.scale);
  return toNumber(divRound(numerator, denominator), RATE_DECIMALS);
}

/** amount × rate, exact, rounded half-up to 2 decimals (hub §9). */
export function convertAmount(amount: string | number, rate: string | number): number {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate);
  const product = a.int * r.int;
  const scale = a.scale + r.scale;
  if (scale <= AMOUNT_DECIMALS) return toNumber(product * pow10(AMOUNT_DECIMALS - scale), AMOUNT_DECIMALS);
  return toNumber(divRound(product, pow10(scale - AMOUNT_DECIMALS)), AMOUNT_DECIMALS);
}

/** The inverse rate (quote→base) of a rate, 6 decimals, for display after INVERT without a call. */
export function invertRate(rate: string | number): number | null {
  const r = parseDecimal(rate);
  if (r.int <= 0n) return null;
  return toNumber(divRound(pow10(r.scale + RATE_DECIMALS), r.int), RATE_DECIMALS);
}

/** A converted amount as shown: exactly 2 decimals. */
export function formatAmount(value: number): string {
  return value.toFixed(AMOUNT_DECIMALS);
}
