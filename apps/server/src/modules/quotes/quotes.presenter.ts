/** Quote and rate card rows as the API answers them (contracts/quotes.ts). */
import type { Quote, RateCard } from '@navia/domain/contracts/quotes';
import { quoteStatus } from '@navia/domain/rules/quotes/status';
import type { QuoteRow, RateCardRow } from '../../db/schema/index.ts';

/** Q- and the portal-wide sequence, six digits at least. */
export const quoteNumber = (seq: number): string => `Q-${String(seq).padStart(6, '0')}`;

/** A quote, its status as of `today` (EXPIRED derived). */
export function presentQuote(row: QuoteRow, creatorName: string, today: string): Quote {
  return {
    _id: row.id,
    quoteNumber: quoteNumber(row.seq),
    status: quoteStatus(row.status, row.validUntil, today),
    manualQuoteRequired: row.manualQuoteRequired,
    manualReason: row.manualReason,
    request: row.request,
    currency: row.currency,
    options: row.options,
    acceptedOptionId: row.acceptedOptionId,
    orgGroupId: row.orgGroupId,
    createdBy: { _id: row.createdBy, fullname: creatorName },
    createdAt: row.createdAt.toISOString(),
    pricedAt: row.pricedAt?.toISOString() ?? null,
    validUntil: row.validUntil,
  };
}

export function presentRateCard(row: RateCardRow): RateCard {
  return {
    _id: row.id,
    origin: row.origin,
    destination: row.destination,
    mode: row.mode,
    containerType: row.containerType,
    carrier: row.carrier,
    serviceLevel: row.serviceLevel,
    validFrom: row.validFrom,
    validTo: row.validTo,
    currency: row.currency,
    baseRate: row.baseRate,
    minimumCharge: row.minimumCharge,
    weightBreaks: row.weightBreaks,
    maxWeightKg: row.maxWeightKg,
    surcharges: row.surcharges,
    transitDays: row.transitDays,
    updatedAt: row.updatedAt.toISOString(),
  };
}
