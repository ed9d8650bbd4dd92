/** Rate cards for the quote rule tests. */
import type { RateCard } from '../../contracts/quotes.ts';

export const card = (over: Partial<RateCard> & Pick<RateCard, '_id'>): RateCard => ({
  origin: 'CNSHA',
  destination: 'AUMEL',
  mode: 'SEA_FCL',
  containerType: '40HC',
  carrier: 'Maersk',
  serviceLevel: 'Standard',
  validFrom: '2026-11-01',
  validTo: '2027-01-31',
  currency: 'USD',
  baseRate: 185_000,
  minimumCharge: 0,
  weightBreaks: [],
  maxWeightKg: null,
  surcharges: [],
  transitDays: 16,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
