import { describe, expect, it } from 'vitest';
import type { ContainerType, QuoteMode } from '../../contracts/quotes.ts';
import { card } from './fixtures.test-helpers.ts';
import { type CardRequest, laneEndScore, selectCardSets } from './selection.ts';

const request = (over: Partial<CardRequest> = {}): CardRequest => ({
  origin: 'CNSHA',
  destination: 'AUMEL',
  mode: 'SEA_FCL',
  readyDate: '2026-12-01',
  containerTypes: ['40HC'],
  ...over,
});

describe('rate card selection (issue 18)', () => {
  it.each<[string, string, 0 | 1 | 2]>([
    ['AUMEL', 'AUMEL', 2],
    ['AU', 'AUMEL', 1],
    ['AUSYD', 'AUMEL', 0],
    ['NZ', 'AUMEL', 0],
  ])('lane end %s for %s scores %i', (cardEnd, port, score) => {
    expect(laneEndScore(cardEnd, port)).toBe(score);
  });

  it.each<[string, Parameters<typeof card>[0], Partial<CardRequest>, boolean]>([
    ['exact lane', { _id: 'a' }, {}, true],
    ['country-wide destination', { _id: 'a', destination: 'AU' }, {}, true],
    ['other port', { _id: 'a', destination: 'AUSYD' }, {}, false],
    ['other mode', { _id: 'a', mode: 'AIR' as QuoteMode, containerType: null }, {}, false],
    ['other container type', { _id: 'a', containerType: '20GP' as ContainerType }, {}, false],
    ['ready on validFrom', { _id: 'a', validFrom: '2026-12-01' }, {}, true],
    ['ready on validTo', { _id: 'a', validTo: '2026-12-01' }, {}, true],
    ['ready after validTo', { _id: 'a', validTo: '2026-11-30' }, {}, false],
    ['ready before validFrom', { _id: 'a', validFrom: '2026-12-02' }, {}, false],
    [
      'LCL ignores container types',
      { _id: 'a', mode: 'SEA_LCL' as QuoteMode, containerType: null },
      { mode: 'SEA_LCL', containerTypes: [] },
      true,
    ],
  ])('%s', (_label, c, req, applies) => {
    expect(selectCardSets([card(c)], request(req)).length).toBe(applies ? 1 : 0);
  });

  it('a port card beats a country-wide card of the same carrier and service', () => {
    const sets = selectCardSets(
      [
        card({ _id: 'country', destination: 'AU', baseRate: 100 }),
        card({ _id: 'port', baseRate: 999_999 }),
        card({ _id: 'other-carrier', carrier: 'CMA CGM', destination: 'AU' }),
      ],
      request(),
    );
    expect(sets.map((s) => [s.carrier, s.cards.map((c) => c._id)])).toEqual([
      ['CMA CGM', ['other-carrier']],
      ['Maersk', ['port']],
    ]);
  });

  it('between equal lanes the latest validFrom wins', () => {
    const sets = selectCardSets(
      [card({ _id: 'old', validFrom: '2026-10-01' }), card({ _id: 'new', validFrom: '2026-11-15' })],
      request(),
    );
    expect(sets[0]?.cards.map((c) => c._id)).toEqual(['new']);
  });

  it('a SEA_FCL option needs a card for every requested container type', () => {
    const cards = [
      card({ _id: 'm-40', carrier: 'Maersk' }),
      card({ _id: 'm-20', carrier: 'Maersk', containerType: '20GP' }),
      card({ _id: 'c-40', carrier: 'CMA CGM' }),
    ];
    const sets = selectCardSets(cards, request({ containerTypes: ['20GP', '40HC'] }));
    expect(sets.map((s) => [s.carrier, s.cards.map((c) => c._id)])).toEqual([['Maersk', ['m-20', 'm-40']]]);
  });
});
