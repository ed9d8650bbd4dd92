/** Test builders for quotes (checked against the shared schema). */
import { type Quote, type QuoteOption, quoteOptionSchema, quoteSchema } from '@navia/domain/contracts/quotes';

export const QUOTE_ID = '3f6c2a1e-8b4d-4e2f-9a7b-5c1d2e3f4a5b';

export function buildOption(overrides: Partial<QuoteOption> = {}): QuoteOption {
  const total = overrides.total ?? { amount: 250_000, currency: 'AUD' };
  return quoteOptionSchema.parse({
    optionId: 'opt-1',
    carrier: 'Maersk',
    serviceLevel: 'Standard',
    transitDays: 16,
    validUntil: '2026-12-10',
    chargeableWeightKg: null,
    breakdown: [
      {
        code: 'FREIGHT',
        label: 'Ocean freight',
        original: { amount: 160_000, currency: 'USD' },
        converted: total,
      },
    ],
    total,
    exchangeRates: [{ from: 'USD', to: 'AUD', rate: 1.5625, date: '2026-11-27' }],
    co2eKg: 1830,
    rateCardId: null,
    ...overrides,
  });
}

export function buildQuote(overrides: Partial<Quote> = {}): Quote {
  return quoteSchema.parse({
    _id: QUOTE_ID,
    quoteNumber: 'Q-000123',
    status: 'INSTANT',
    manualQuoteRequired: false,
    manualReason: null,
    request: {
      origin: 'CNSHA',
      destination: 'AUMEL',
      mode: 'SEA_FCL',
      pieces: [],
      containers: [{ containerType: '40HC', quantity: 1, weightKg: 12_000 }],
      readyDate: '2026-11-20',
      incoterm: 'FOB',
      handlingMethod: 'ASK',
      dangerousGoods: false,
      outOfGauge: false,
      commodity: '',
    },
    currency: 'AUD',
    options: [buildOption()],
    acceptedOptionId: null,
    orgGroupId: 'og-1',
    createdBy: { _id: 'user-1', fullname: 'Jane Citizen' },
    createdAt: '2026-11-18T02:00:00.000Z',
    pricedAt: null,
    validUntil: '2026-12-10',
    ...overrides,
  });
}
