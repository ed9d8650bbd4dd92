/**
 * Money for invoices and payments (issue 14, hub §3 Invoice and Payment, hub §9 money columns):
 * integer minor units with the ISO 4217 currency beside them. Arithmetic goes through dinero.js,
 * never through floats; percentages and conversions round half-even to the currency's digits.
 */

import {
  add,
  allocate,
  compare,
  type Dinero,
  type DineroCurrency,
  dinero,
  halfEven,
  multiply,
  subtract,
  toSnapshot,
  transformScale,
} from 'dinero.js';
import * as currencies from 'dinero.js/currencies';

export { INVOICE_CURRENCIES, type InvoiceCurrency } from './options.ts';

/** An amount as stored and sent: integer minor units and the currency's code. */
export type Money = { readonly amount: number; readonly currency: string };

const byCode = new Map<string, DineroCurrency<number>>(
  Object.values(currencies as Record<string, unknown>)
    .filter((c): c is DineroCurrency<number> => typeof c === 'object' && c !== null && 'code' in c)
    .map((c) => [c.code, c]),
);

/** The dinero currency of an ISO 4217 code; throws on an unknown code (validation rejects it first). */
export function currencyOf(code: string): DineroCurrency<number> {
  const currency = byCode.get(code);
  if (!currency) throw new RangeError(`Unknown currency ${code}`);
  return currency;
}

export const isKnownCurrency = (code: string): boolean => byCode.has(code);

/** The digits after the decimal point a currency is written with (AUD 2, JPY 0, BHD 3). */
export const currencyExponent = (code: string): number => currencyOf(code).exponent;

function toDinero(m: Money): Dinero<number> {
  if (!Number.isSafeInteger(m.amount)) throw new RangeError(`Amount ${m.amount} is not integer minor units`);
  return dinero({ amount: m.amount, currency: currencyOf(m.currency) });
}

function fromDinero(d: Dinero<number>): Money {
  const currency = toSnapshot(d).currency;
  const { amount } = toSnapshot(transformScale(d, currency.exponent, halfEven));
  return { amount, currency: currency.code };
}

export const money = (amount: number, currency: string): Money => fromDinero(toDinero({ amount, currency }));
export const zero = (currency: string): Money => ({ amount: 0, currency });

/** The sum of amounts of one currency; summing two currencies is a programming error, never a charge. */
export function sum(amounts: readonly Money[], currency: string): Money {
  return fromDinero(amounts.reduce((acc, m) => add(acc, toDinero(m)), toDinero(zero(currency))));
}

export const plus = (a: Money, b: Money): Money => fromDinero(add(toDinero(a), toDinero(b)));
export const minus = (a: Money, b: Money): Money => fromDinero(subtract(toDinero(a), toDinero(b)));
export const compareMoney = (a: Money, b: Money): -1 | 0 | 1 =>
  compare(toDinero(a), toDinero(b)) as -1 | 0 | 1;
export const minMoney = (a: Money, b: Money): Money => (compareMoney(a, b) <= 0 ? a : b);

/**
 * A percentage of an amount, given in basis points (1.5 % is 150), rounded half-even to the currency's
 * minor unit: the merchant fee. 150 bp of 1,000.05 AUD is 15.00075, which is 15.00.
 */
export function percentOf(m: Money, basisPoints: number): Money {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`Rate ${basisPoints} is not whole basis points`);
  }
  return fromDinero(multiply(toDinero(m), { amount: basisPoints, scale: 4 }));
}

/** An amount converted with a decimal exchange rate string ('0.6523'), rounded half-even. */
export function convert(m: Money, rate: string, to: string): Money {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Rate ${rate} is not a decimal`);
  const fraction = match[2] ?? '';
  const scaled = Number(`${match[1]}${fraction}`);
  const converted = multiply(toDinero(m), { amount: scaled, scale: fraction.length });
  // Same number in the target currency's minor units: rescale to the source exponent first, then swap.
  const { amount, scale } = toSnapshot(converted);
  const target = currencyOf(to);
  return fromDinero(transformScale(dinero({ amount, currency: target, scale }), target.exponent, halfEven));
}

/** Splits an amount by ratios without losing a cent (the remainder goes to the first shares). */
export function split(m: Money, ratios: readonly number[]): Money[] {
  return allocate(toDinero(m), [...ratios]).map(fromDinero);
}

/**
 * The decimal text of an amount with the currency's digits ('1234.50'), no grouping: for CSV files
 * and inputs. Built from the integer, never through a float.
 */
export function toDecimalText(m: Money): string {
  const exponent = currencyExponent(m.currency);
  const negative = m.amount < 0;
  const digits = String(Math.abs(m.amount)).padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * An amount for display (hub §9 money columns): the currency's symbol and digits, grouped, in the
 * given locale ('A$1,234.50' in en-GB). Intl formats the exact decimal string, so no float rounding.
 */
export function formatMoney(m: Money, locale = 'en-GB'): string {
  const exponent = currencyExponent(m.currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: m.currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(toDecimalText(m) as unknown as number);
}

/**
 * A typed amount ('12.5', '1,200.00') in minor units of the currency; null when it is not an amount
 * or has more decimals than the currency has. Reads the digits, never multiplies a float.
 */
export function parseAmount(text: string, currency: string): Money | null {
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const exponent = currencyExponent(currency);
  if (fraction.length > exponent) return null;
  const amount = Number(`${whole || '0'}${fraction.padEnd(exponent, '0')}`);
  return Number.isSafeInteger(amount) ? { amount, currency } : null;
}
