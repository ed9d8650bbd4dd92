/** The demo rate cards (issue 18): valid as the API would take them, and pricing the demo lanes. */
import { rateCardInputSchema } from '@navia/domain/contracts/quotes';
import { lookupIn } from '@navia/domain/rules/quotes/conversion';
import { manualDecision } from '@navia/domain/rules/quotes/manual';
import { buildOptions } from '@navia/domain/rules/quotes/options';
import { type CardRequest, selectCardSets } from '@navia/domain/rules/quotes/selection';
import { describe, expect, it } from 'vitest';
import { snapshotRates } from '../modules/exchange-rates/exchange-rates.service.ts';
import { seedRateCards } from './rate-cards.ts';

const NOW = Date.parse('2026-11-28T00:00:00Z');
const cards = seedRateCards(NOW);

describe('seeded rate cards', () => {
  it('each is a valid rate card, valid today, with a unique id', () => {
    for (const { _id, updatedAt, ...card } of cards) {
      expect(rateCardInputSchema.safeParse(card).error).toBeUndefined();
      expect(card.validFrom <= '2026-11-28' && '2026-11-28' <= card.validTo).toBe(true);
    }
    expect(new Set(cards.map((c) => c._id)).size).toBe(cards.length);
  });

  it.each<[string, CardRequest, number]>([
    [
      'CNSHA→AUMEL 40HC',
      {
        origin: 'CNSHA',
        destination: 'AUMEL',
        mode: 'SEA_FCL',
        readyDate: '2026-12-05',
        containerTypes: ['40HC'],
      },
      5,
    ],
    [
      'CNNGB→AUBNE 20GP (country-wide only)',
      {
        origin: 'CNNGB',
        destination: 'AUBNE',
        mode: 'SEA_FCL',
        readyDate: '2026-12-05',
        containerTypes: ['20GP'],
      },
      1,
    ],
    [
      'CNSHA→AUMEL LCL',
      { origin: 'CNSHA', destination: 'AUMEL', mode: 'SEA_LCL', readyDate: '2026-12-05', containerTypes: [] },
      2,
    ],
    [
      'CNSHA→AUMEL AIR',
      { origin: 'CNSHA', destination: 'AUMEL', mode: 'AIR', readyDate: '2026-12-05', containerTypes: [] },
      3,
    ],
    [
      'AUMEL→AUSYD ROAD',
      { origin: 'AUMEL', destination: 'AUSYD', mode: 'ROAD', readyDate: '2026-12-05', containerTypes: [] },
      3,
    ],
    [
      'CNSHA→USLAX 40GP',
      {
        origin: 'CNSHA',
        destination: 'USLAX',
        mode: 'SEA_FCL',
        readyDate: '2026-12-05',
        containerTypes: ['40GP'],
      },
      3,
    ],
    [
      'DEHAM→CNSHA 40HC',
      {
        origin: 'DEHAM',
        destination: 'CNSHA',
        mode: 'SEA_FCL',
        readyDate: '2026-12-05',
        containerTypes: ['40HC'],
      },
      3,
    ],
  ])('%s: %i options', (_label, request, n) => {
    expect(selectCardSets(cards, request)).toHaveLength(n);
  });

  it('prices a 40HC Shanghai → Melbourne in AUD at the snapshot rates', () => {
    const request = {
      mode: 'SEA_FCL' as const,
      pieces: [],
      containers: [{ containerType: '40HC' as const, quantity: 1, weightKg: 14_500 }],
      dangerousGoods: false,
      outOfGauge: false,
    };
    const sets = selectCardSets(cards, {
      origin: 'CNSHA',
      destination: 'AUMEL',
      mode: 'SEA_FCL',
      readyDate: '2026-12-05',
      containerTypes: ['40HC'],
    });
    const options = buildOptions({
      request,
      sets: manualDecision(request, sets).sets,
      currency: 'AUD',
      rates: lookupIn(snapshotRates()),
      today: '2026-11-28',
      sortBy: 'price',
      co2eKg: null,
    });
    expect(options.length).toBeGreaterThanOrEqual(3);
    for (const o of options) expect(o.total.amount).toBeGreaterThan(200_000);
  });
});
