/**
 * A quote's status as shown (issue 18), a pure function of the stored status and today: an INSTANT
 * or PRICED quote whose validUntil has passed reads EXPIRED (validUntil itself is still valid). An
 * accepted quote stays ACCEPTED; one awaiting its price does not expire. And whether an option may
 * be accepted.
 */
import type { QuoteOption, QuoteStatus } from '../../contracts/quotes.ts';

export type StoredQuoteStatus = Exclude<QuoteStatus, 'EXPIRED'>;

export function quoteStatus(
  stored: StoredQuoteStatus,
  validUntil: string | null,
  today: string,
): QuoteStatus {
  if ((stored === 'INSTANT' || stored === 'PRICED') && validUntil !== null && validUntil < today)
    return 'EXPIRED';
  return stored;
}

export type AcceptDecision =
  | { ok: true; alreadyAccepted: boolean }
  | {
      ok: false;
      why: 'UNKNOWN_OPTION' | 'NOT_PRICED' | 'EXPIRED' | 'OPTION_EXPIRED' | 'OTHER_OPTION_ACCEPTED';
    };

/**
 * Whether `optionId` of a quote may be accepted today: only an INSTANT or PRICED quote that has not
 * expired, and an option whose own validUntil has not passed. Accepting the accepted option again
 * is allowed (idempotent); another option of an accepted quote is not.
 */
export function acceptDecision(
  quote: {
    status: StoredQuoteStatus;
    validUntil: string | null;
    acceptedOptionId: string | null;
    options: readonly Pick<QuoteOption, 'optionId' | 'validUntil'>[];
  },
  optionId: string,
  today: string,
): AcceptDecision {
  if (quote.status === 'ACCEPTED')
    return quote.acceptedOptionId === optionId
      ? { ok: true, alreadyAccepted: true }
      : { ok: false, why: 'OTHER_OPTION_ACCEPTED' };
  if (quote.status === 'AWAITING_PRICE') return { ok: false, why: 'NOT_PRICED' };
  const option = quote.options.find((o) => o.optionId === optionId);
  if (!option) return { ok: false, why: 'UNKNOWN_OPTION' };
  if (quoteStatus(quote.status, quote.validUntil, today) === 'EXPIRED') return { ok: false, why: 'EXPIRED' };
  if (option.validUntil < today) return { ok: false, why: 'OPTION_EXPIRED' };
  return { ok: true, alreadyAccepted: false };
}
