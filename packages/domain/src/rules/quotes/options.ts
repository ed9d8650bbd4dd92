/**
 * Quote options from the card sets that price a request (issue 18): each set's breakdown in the
 * cards' currencies, converted into the quote's currency, with the set's transit time and how long
 * the price holds (the earliest validTo of its cards, and at most QUOTE_VALIDITY_DAYS after the day
 * it is quoted). Options are ordered by price (cheapest first, then quicker, then carrier) or by
 * transit (quickest first, then cheaper, then carrier) and numbered opt-1, opt-2… in that order.
 */
import type { QuoteOption, QuoteRequest } from '../../contracts/quotes.ts';
import { chargeableWeightKg } from './chargeable.ts';
import { convertLines, type RateLookup, type RateTable } from './conversion.ts';
import { priceCards } from './pricing.ts';
import type { CardSet } from './selection.ts';

/** An instant price holds this many days from the day it is quoted, unless a card ends sooner. */
export const QUOTE_VALIDITY_DAYS = 14;

export type QuoteSort = 'price' | 'transit';

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day an option's price holds. */
export function optionValidUntil(set: CardSet, today: string): string {
  const cap = addDays(today, QUOTE_VALIDITY_DAYS);
  return set.cards.reduce((min, card) => (card.validTo < min ? card.validTo : min), cap);
}

/** Orders options (a new array) and numbers them opt-1… in that order. */
export function sortOptions<
  T extends Pick<QuoteOption, 'total' | 'transitDays' | 'carrier' | 'serviceLevel'>,
>(options: readonly T[], by: QuoteSort): T[] {
  const byPrice = (a: T, b: T) => a.total.amount - b.total.amount;
  const byTransit = (a: T, b: T) => a.transitDays - b.transitDays;
  const byName = (a: T, b: T) =>
    a.carrier.localeCompare(b.carrier) || a.serviceLevel.localeCompare(b.serviceLevel);
  return [...options].sort((a, b) =>
    by === 'price'
      ? byPrice(a, b) || byTransit(a, b) || byName(a, b)
      : byTransit(a, b) || byPrice(a, b) || byName(a, b),
  );
}

export type BuildOptionsInput = {
  request: Pick<QuoteRequest, 'mode' | 'pieces' | 'containers'>;
  sets: readonly CardSet[];
  currency: string;
  rates: RateTable | RateLookup;
  /** The day the quote is made (YYYY-MM-DD). */
  today: string;
  sortBy: QuoteSort;
  /** The emissions model's estimate for the cargo over the lane (same for every carrier), or null. */
  co2eKg: number | null;
};

/** The priced, converted, ordered and numbered options. Throws MissingRateError for a currency without a rate. */
export function buildOptions(input: BuildOptionsInput): QuoteOption[] {
  const { request } = input;
  const chargeable = chargeableWeightKg(request.mode, request);
  const options = input.sets.map((set): QuoteOption => {
    const { lines, total, exchangeRates } = convertLines(
      priceCards(set.cards, request),
      input.currency,
      input.rates,
    );
    return {
      optionId: '',
      carrier: set.carrier,
      serviceLevel: set.serviceLevel,
      transitDays: Math.max(...set.cards.map((c) => c.transitDays)),
      validUntil: optionValidUntil(set, input.today),
      chargeableWeightKg: chargeable,
      breakdown: lines.map((l) => ({
        code: l.code,
        label: l.label,
        original: l.original,
        converted: l.converted,
      })),
      total,
      exchangeRates,
      co2eKg: input.co2eKg,
      rateCardId: set.cards[0]?._id ?? null,
    };
  });
  return sortOptions(options, input.sortBy).map((o, i) => ({ ...o, optionId: `opt-${i + 1}` }));
}

/** The day a quote's prices stop holding: the latest of its options' (null without options). */
export function quoteValidUntil(options: readonly Pick<QuoteOption, 'validUntil'>[]): string | null {
  return options.reduce<string | null>(
    (max, o) => (max === null || o.validUntil > max ? o.validUntil : max),
    null,
  );
}
