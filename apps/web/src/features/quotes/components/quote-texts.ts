/** The words of the quote pages (issue 18), upper case as the rest of the portal. */
import type { QuoteMode, QuoteStatus } from '@navia/domain/contracts/quotes';

export const QUOTE_MODE_LABELS: Readonly<Record<QuoteMode, string>> = {
  SEA_FCL: 'SEA FCL',
  SEA_LCL: 'SEA LCL',
  AIR: 'AIR',
  ROAD: 'ROAD',
};

export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  INSTANT: 'INSTANT',
  AWAITING_PRICE: 'AWAITING PRICE',
  PRICED: 'PRICED',
  ACCEPTED: 'ACCEPTED',
  EXPIRED: 'EXPIRED',
};

export const QUOTE_STATUS_COLORS: Readonly<Record<QuoteStatus, string>> = {
  INSTANT: 'blue',
  AWAITING_PRICE: 'orange',
  PRICED: 'teal',
  ACCEPTED: 'green',
  EXPIRED: 'gray',
};

export const QUOTE_TEXTS = {
  manualTitle: 'YOUR REQUEST HAS GONE TO OUR TEAM FOR PRICING',
  manualBody:
    'NO RATE APPLIES TO THIS REQUEST, SO IT NEEDS A MANUAL QUOTE. WE WILL NOTIFY YOU WHEN IT IS PRICED; YOU WILL FIND IT UNDER MY QUOTES.',
  noOptions: 'NO OPTIONS',
  accept: 'ACCEPT',
  accepted: 'ACCEPTED',
} as const;

/** The URL a chosen option books through (the bookings page pre-fills from the quote). */
export const bookingUrlOf = (quoteId: string, optionId: string) =>
  `/bookings?quote=${encodeURIComponent(quoteId)}&option=${encodeURIComponent(optionId)}`;
