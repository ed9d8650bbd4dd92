import { describe, expect, it } from 'vitest';
import type { QuoteRequest } from '../../contracts/quotes.ts';
import { card } from './fixtures.test-helpers.ts';
import { manualDecision } from './manual.ts';
import { addDays, buildOptions, quoteValidUntil, sortOptions } from './options.ts';
import { selectCardSets } from './selection.ts';

const rates = { rates: { USD: '1.0500', AUD: '1.6200' }, date: '2026-11-27' };
type Cargo = Pick<QuoteRequest, 'mode' | 'pieces' | 'containers' | 'dangerousGoods' | 'outOfGauge'>;
const fcl40: Cargo = {
  mode: 'SEA_FCL',
  pieces: [],
  containers: [{ containerType: '40HC', quantity: 1, weightKg: 12_000 }],
  dangerousGoods: false,
  outOfGauge: false,
};
const cards = [
  card({ _id: 'maersk', carrier: 'Maersk', baseRate: 185_000, transitDays: 16, validTo: '2026-12-05' }),
  card({ _id: 'cma', carrier: 'CMA CGM', baseRate: 172_000, transitDays: 19 }),
  card({ _id: 'oocl', carrier: 'OOCL', baseRate: 199_000, transitDays: 14, maxWeightKg: 10_000 }),
];
const cardRequest = {
  origin: 'CNSHA',
  destination: 'AUMEL',
  mode: 'SEA_FCL' as const,
  readyDate: '2026-12-01',
  containerTypes: ['40HC' as const],
};

describe('manual quotes (issue 18)', () => {
  const sets = selectCardSets(cards, cardRequest);
  it.each<[string, Partial<Cargo>, ReturnType<typeof manualDecision>['reason']]>([
    ['priced from cards', {}, null],
    ['dangerous goods', { dangerousGoods: true }, 'DANGEROUS_GOODS'],
    ['out of gauge flag', { outOfGauge: true }, 'OUT_OF_GAUGE'],
    [
      'out of gauge piece',
      {
        mode: 'AIR',
        containers: [],
        pieces: [{ quantity: 1, lengthCm: 500, widthCm: 100, heightCm: 100, weightKg: 100 }],
      },
      'OUT_OF_GAUGE',
    ],
  ])('%s', (_label, over, reason) => {
    expect(manualDecision({ ...fcl40, ...over }, sets).reason).toBe(reason);
  });

  it('over every card’s max weight: OVER_WEIGHT_BREAKS', () => {
    const capped = sets.map((s) => ({ ...s, cards: s.cards.map((c) => ({ ...c, maxWeightKg: 26_500 })) }));
    const heavy = {
      ...fcl40,
      containers: [{ containerType: '40HC' as const, quantity: 1, weightKg: 28_000 }],
    };
    expect(manualDecision(heavy, capped).reason).toBe('OVER_WEIGHT_BREAKS');
    expect(manualDecision(fcl40, capped).reason).toBeNull();
  });

  it('no card: NO_RATE_CARD', () => {
    expect(manualDecision(fcl40, []).reason).toBe('NO_RATE_CARD');
  });

  it('cards the cargo is too heavy for are left out when others price it', () => {
    const heavy = {
      ...fcl40,
      containers: [{ containerType: '40HC' as const, quantity: 1, weightKg: 12_000 }],
    };
    const decision = manualDecision(heavy, sets);
    expect(decision.sets.map((s) => s.carrier)).toEqual(['CMA CGM', 'Maersk']);
  });
});

describe('quote options (issue 18)', () => {
  const fitting = manualDecision(fcl40, selectCardSets(cards, cardRequest)).sets;

  it('orders by price, numbers them, converts and caps validity', () => {
    const options = buildOptions({
      request: fcl40,
      sets: fitting,
      currency: 'AUD',
      rates,
      today: '2026-11-28',
      sortBy: 'price',
      co2eKg: 1234.5,
    });
    expect(options.map((o) => [o.optionId, o.carrier, o.total.amount, o.validUntil])).toEqual([
      // 1720.00 USD × 1.542857 = 2653.71404 → 2653.71 AUD
      ['opt-1', 'CMA CGM', 265_371, '2026-12-12'],
      // 1850.00 × 1.542857 = 2854.28545 → 2854.29
      ['opt-2', 'Maersk', 285_429, '2026-12-05'],
    ]);
    expect(options[0]?.chargeableWeightKg).toBe(12_000);
    expect(options[0]?.co2eKg).toBe(1234.5);
    expect(options[0]?.rateCardId).toBe('cma');
    expect(quoteValidUntil(options)).toBe('2026-12-12');
  });

  it('orders by transit', () => {
    const options = buildOptions({
      request: fcl40,
      sets: fitting,
      currency: 'USD',
      rates,
      today: '2026-11-28',
      sortBy: 'transit',
      co2eKg: null,
    });
    expect(options.map((o) => [o.optionId, o.carrier, o.transitDays])).toEqual([
      ['opt-1', 'Maersk', 16],
      ['opt-2', 'CMA CGM', 19],
    ]);
  });

  it.each<['price' | 'transit', string[]]>([
    ['price', ['b', 'c', 'a']],
    ['transit', ['a', 'c', 'b']],
  ])('ties: by %s', (by, order) => {
    const o = (carrier: string, amount: number, transitDays: number) => ({
      carrier,
      serviceLevel: 'S',
      transitDays,
      total: { amount, currency: 'AUD' },
    });
    const sorted = sortOptions([o('a', 300, 10), o('b', 100, 20), o('c', 100, 15)], by);
    expect(sorted.map((x) => x.carrier)).toEqual(by === 'price' ? ['c', 'b', 'a'] : order);
  });

  it('adds calendar days across months', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(quoteValidUntil([])).toBeNull();
  });
});
