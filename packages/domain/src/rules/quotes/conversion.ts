/**
 * Converting a breakdown into the quote's currency (issue 18) at the ECB reference rates cross-
 * computed through EUR (rules/dashboard/exchange.ts crossRate: 6 decimals), each line rounded
 * half-even to the target currency's minor unit (rules/invoices/money.ts convert); the total is the
 * sum of the converted lines, so the lines always add up to it.
 */
import { crossRate, type EuroRates, RATE_DECIMALS } from '../dashboard/exchange.ts';
import { convert, type Money, sum } from './money-ops.ts';
import type { ChargeLine } from './pricing.ts';

/** A rate used: units of `to` per 1 `from` on the ECB day `date`. */
export type AppliedRate = { from: string; to: string; rate: number; date: string };

/** The rates known to a conversion: ECB euro rates and their day. */
export type RateTable = { rates: EuroRates; date: string };

/** The rate between two currencies, or null when there is none. */
export type RateLookup = (from: string, to: string) => AppliedRate | null;

/** A lookup over ECB euro rates, cross-computed through EUR. */
export const lookupIn =
  (table: RateTable): RateLookup =>
  (from, to) => {
    if (from === to) return { from, to, rate: 1, date: table.date };
    const rate = crossRate(table.rates, from, to);
    return rate === null || rate <= 0 ? null : { from, to, rate, date: table.date };
  };

export type ConvertedLine = ChargeLine & { converted: Money };

export class MissingRateError extends Error {
  constructor(readonly currency: string) {
    super(`No exchange rate for ${currency}`);
    this.name = 'MissingRateError';
  }
}

/** The rate from one currency to another, or throws MissingRateError naming the currency without a rate. */
export function rateBetween(table: RateTable, from: string, to: string): AppliedRate {
  if (from === to) return { from, to, rate: 1, date: table.date };
  const rate = crossRate(table.rates, from, to);
  if (rate === null || rate <= 0)
    throw new MissingRateError(crossRate(table.rates, from, from) === null ? from : to);
  return { from, to, rate, date: table.date };
}

/** Whether the table can convert into and out of this currency. */
export const hasRate = (table: RateTable, currency: string): boolean =>
  crossRate(table.rates, currency, currency) !== null;

/** Converts each line into `currency`; answers the lines, their total and the rates used (one per pair). */
export function convertLines(
  lines: readonly ChargeLine[],
  currency: string,
  rates: RateTable | RateLookup,
): { lines: ConvertedLine[]; total: Money; exchangeRates: AppliedRate[] } {
  const lookup = typeof rates === 'function' ? rates : lookupIn(rates);
  const used = new Map<string, AppliedRate>();
  const converted = lines.map((line) => {
    const from = line.original.currency;
    if (from === currency) return { ...line, converted: line.original };
    const applied = used.get(from) ?? lookup(from, currency);
    if (!applied) throw new MissingRateError(from);
    used.set(from, applied);
    return { ...line, converted: convert(line.original, applied.rate.toFixed(RATE_DECIMALS), currency) };
  });
  return {
    lines: converted,
    total: sum(
      converted.map((l) => l.converted),
      currency,
    ),
    exchangeRates: [...used.values()],
  };
}
