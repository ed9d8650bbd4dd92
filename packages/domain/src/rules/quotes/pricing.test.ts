import { describe, expect, it } from 'vitest';
import type { CargoPiece, RateCard } from '../../contracts/quotes.ts';
import { card } from './fixtures.test-helpers.ts';
import { breakRate, type PricingCargo, perKgFreight, priceCards } from './pricing.ts';

const piece = (l: number, w: number, h: number, kg: number, quantity = 1): CargoPiece => ({
  quantity,
  lengthCm: l,
  widthCm: w,
  heightCm: h,
  weightKg: kg,
});
const fcl = (containers: PricingCargo['containers']): PricingCargo => ({
  mode: 'SEA_FCL',
  pieces: [],
  containers,
});
const breaks = [
  { minKg: 0, ratePerKg: 620 },
  { minKg: 45, ratePerKg: 480 },
  { minKg: 100, ratePerKg: 395 },
  { minKg: 300, ratePerKg: 350 },
];
const air = card({ _id: 'air', mode: 'AIR', containerType: null, weightBreaks: breaks, baseRate: 0 });

describe('quote pricing (issue 18)', () => {
  it.each<[number, number]>([
    [10, 620],
    [45, 480],
    [99.5, 480],
    [100, 395],
    [1000, 350],
  ])('break rate at %d kg is %i', (kg, rate) => {
    expect(breakRate(breaks, kg)).toBe(rate);
  });

  it.each<[string, number, number]>([
    ['below the first break', 10, 6_200],
    ['45 kg at the +45 rate', 45, 21_600],
    // 90 kg × 4.80 = 432.00, but 100 kg × 3.95 = 395.00 is cheaper: the break point applies.
    ['break point: charged as 100 kg', 90, 39_500],
    ['80 kg: still cheaper at its own break', 80, 38_400],
    ['half kilograms round half-even', 12.5, 7_750],
  ])('AIR freight %s', (_label, kg, amount) => {
    expect(perKgFreight(air, kg)).toEqual({ amount, currency: 'USD' });
  });

  it('AIR and ROAD without breaks price baseRate per chargeable kg', () => {
    expect(perKgFreight({ weightBreaks: [], baseRate: 45, currency: 'AUD' }, 334)).toEqual({
      amount: 15_030,
      currency: 'AUD',
    });
  });

  it('SEA_FCL: per container, each surcharge by its basis, in its currency', () => {
    const c = card({
      _id: 'fcl',
      baseRate: 185_000,
      surcharges: [
        { code: 'FUEL', basis: 'PER_CONTAINER', amount: 32_000, currency: 'USD' },
        { code: 'DOCUMENTATION', basis: 'PER_SHIPMENT', amount: 8_500, currency: 'AUD' },
        { code: 'SECURITY', basis: 'PER_KG', amount: 1, currency: 'USD' },
        { code: 'ORIGIN', basis: 'PERCENT_OF_FREIGHT', amount: 250, currency: 'USD' },
      ],
    });
    const lines = priceCards([c], fcl([{ containerType: '40HC', quantity: 2, weightKg: 12_000 }]));
    expect(lines.map((l) => [l.code, l.original.amount, l.original.currency])).toEqual([
      ['FREIGHT', 370_000, 'USD'],
      ['FUEL', 64_000, 'USD'],
      ['DOCUMENTATION', 8_500, 'AUD'],
      ['SECURITY', 24_000, 'USD'],
      ['ORIGIN', 9_250, 'USD'],
    ]);
    expect(lines[0]?.label).toBe('Ocean freight (2 × 40HC)');
  });

  it('SEA_FCL across two container types charges PER_SHIPMENT once', () => {
    const doc = {
      code: 'DOCUMENTATION' as const,
      basis: 'PER_SHIPMENT' as const,
      amount: 8_500,
      currency: 'AUD',
    };
    const cards: RateCard[] = [
      card({ _id: '20', containerType: '20GP', baseRate: 110_000, surcharges: [doc] }),
      card({ _id: '40', containerType: '40HC', baseRate: 185_000, surcharges: [doc] }),
    ];
    const lines = priceCards(
      cards,
      fcl([
        { containerType: '20GP', quantity: 1, weightKg: 9_000 },
        { containerType: '40HC', quantity: 1, weightKg: 12_000 },
      ]),
    );
    expect(lines.map((l) => [l.code, l.original.amount])).toEqual([
      ['FREIGHT', 110_000],
      ['DOCUMENTATION', 8_500],
      ['FREIGHT', 185_000],
    ]);
  });

  it('SEA_LCL: per revenue tonne and PER_CBM, never below the minimum charge', () => {
    const lcl = card({
      _id: 'lcl',
      mode: 'SEA_LCL',
      containerType: null,
      baseRate: 4_500,
      minimumCharge: 9_000,
      surcharges: [{ code: 'DESTINATION', basis: 'PER_CBM', amount: 3_333, currency: 'AUD' }],
    });
    // 2.4 rt × 45.00 = 108.00 ; 2.4 m³ × 33.33 = 79.992 → 79.99
    const big = priceCards([lcl], {
      mode: 'SEA_LCL',
      pieces: [piece(120, 100, 100, 600, 2)],
      containers: [],
    });
    expect(big.map((l) => l.original.amount)).toEqual([10_800, 7_999]);
    // 0.5 rt × 45.00 = 22.50 → the 90.00 minimum
    const small = priceCards([lcl], { mode: 'SEA_LCL', pieces: [piece(100, 100, 50, 100)], containers: [] });
    expect(small[0]?.original.amount).toBe(9_000);
  });

  it('PERCENT_OF_FREIGHT rounds half-even', () => {
    // 150 bp of 1,000.50 = 15.0075 → 15.01 (half-even on the third decimal: 15.0075 → 15.01)
    const c = card({
      _id: 'p',
      baseRate: 100_050,
      surcharges: [{ code: 'FUEL', basis: 'PERCENT_OF_FREIGHT', amount: 150, currency: 'USD' }],
    });
    const lines = priceCards([c], fcl([{ containerType: '40HC', quantity: 1, weightKg: 1 }]));
    expect(lines[1]?.original.amount).toBe(1_501);
  });
});
