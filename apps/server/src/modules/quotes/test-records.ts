/** Test records for the quote calls and the guards' probes: a quote of a group, priced at once. */
import type { QuoteOption, QuoteRequest } from '@navia/domain/contracts/quotes';
import type { StoredQuoteStatus } from '@navia/domain/rules/quotes/status';
import type { Executor } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';

export type TestQuote = {
  /** Null: a quote staff asked for themselves. */
  orgGroupId: string | null;
  userId: string;
  status?: StoredQuoteStatus;
  validUntil?: string | null;
  origin?: string;
  destination?: string;
};

const testQuoteRequest = (origin: string, destination: string): QuoteRequest => ({
  origin,
  destination,
  mode: 'SEA_FCL',
  pieces: [],
  containers: [{ containerType: '40HC', quantity: 1, weightKg: 12_000 }],
  readyDate: '2099-01-10',
  incoterm: 'FOB',
  handlingMethod: 'TRL',
  dangerousGoods: false,
  outOfGauge: false,
  commodity: 'Furniture',
});

const testQuoteOption = (validUntil: string): QuoteOption => ({
  optionId: 'opt-1',
  carrier: 'Test Line',
  serviceLevel: 'Standard',
  transitDays: 16,
  validUntil,
  chargeableWeightKg: 12_000,
  breakdown: [
    {
      code: 'FREIGHT',
      label: 'Ocean freight (1 × 40HC)',
      original: { amount: 250_000, currency: 'AUD' },
      converted: { amount: 250_000, currency: 'AUD' },
    },
  ],
  total: { amount: 250_000, currency: 'AUD' },
  exchangeRates: [],
  co2eKg: null,
  rateCardId: null,
});

/** An INSTANT quote (by default) with one option valid far ahead; answers its id. */
export async function createQuote(db: Executor, input: TestQuote): Promise<string> {
  const status = input.status ?? 'INSTANT';
  const validUntil = input.validUntil === undefined ? '2099-12-31' : input.validUntil;
  const priced = status !== 'AWAITING_PRICE';
  const origin = input.origin ?? 'CNSHA';
  const destination = input.destination ?? 'AUMEL';
  const [row] = await db
    .insert(quotes)
    .values({
      orgGroupId: input.orgGroupId,
      createdBy: input.userId,
      origin,
      destination,
      mode: 'SEA_FCL',
      request: testQuoteRequest(origin, destination),
      currency: 'AUD',
      options: priced ? [testQuoteOption(validUntil ?? '2099-12-31')] : [],
      carriers: priced ? ['Test Line'] : [],
      status,
      manualQuoteRequired: !priced || status === 'PRICED',
      manualReason: priced && status !== 'PRICED' ? null : 'NO_RATE_CARD',
      acceptedOptionId: status === 'ACCEPTED' ? 'opt-1' : null,
      validUntil: priced ? validUntil : null,
    })
    .returning({ id: quotes.id });
  if (!row) throw new Error('quote insert failed');
  return row.id;
}
