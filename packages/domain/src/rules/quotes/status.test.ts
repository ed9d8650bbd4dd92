import { describe, expect, it } from 'vitest';
import { quoteCurrencyFor } from './currency.ts';
import { type AcceptDecision, acceptDecision, quoteStatus, type StoredQuoteStatus } from './status.ts';

describe('quote status (issue 18)', () => {
  it.each<[StoredQuoteStatus, string | null, string, string]>([
    ['INSTANT', '2026-12-10', '2026-12-10', 'INSTANT'],
    ['INSTANT', '2026-12-10', '2026-12-11', 'EXPIRED'],
    ['PRICED', '2026-12-10', '2026-12-11', 'EXPIRED'],
    ['PRICED', '2026-12-10', '2026-12-01', 'PRICED'],
    ['AWAITING_PRICE', null, '2030-01-01', 'AWAITING_PRICE'],
    ['ACCEPTED', '2026-12-10', '2027-01-01', 'ACCEPTED'],
  ])('%s valid until %s on %s reads %s', (stored, validUntil, today, shown) => {
    expect(quoteStatus(stored, validUntil, today)).toBe(shown);
  });

  const options = [
    { optionId: 'opt-1', validUntil: '2026-12-10' },
    { optionId: 'opt-2', validUntil: '2026-12-05' },
  ];
  it.each<[string, StoredQuoteStatus, string | null, string, string, AcceptDecision]>([
    ['instant, in time', 'INSTANT', null, 'opt-1', '2026-12-01', { ok: true, alreadyAccepted: false }],
    ['priced, in time', 'PRICED', null, 'opt-2', '2026-12-05', { ok: true, alreadyAccepted: false }],
    ['expired quote', 'INSTANT', null, 'opt-1', '2026-12-11', { ok: false, why: 'EXPIRED' }],
    ['expired option', 'INSTANT', null, 'opt-2', '2026-12-06', { ok: false, why: 'OPTION_EXPIRED' }],
    ['unknown option', 'INSTANT', null, 'opt-9', '2026-12-01', { ok: false, why: 'UNKNOWN_OPTION' }],
    ['awaiting price', 'AWAITING_PRICE', null, 'opt-1', '2026-12-01', { ok: false, why: 'NOT_PRICED' }],
    ['same option again', 'ACCEPTED', 'opt-1', 'opt-1', '2027-03-01', { ok: true, alreadyAccepted: true }],
    [
      'another option',
      'ACCEPTED',
      'opt-1',
      'opt-2',
      '2026-12-01',
      { ok: false, why: 'OTHER_OPTION_ACCEPTED' },
    ],
  ])('accept: %s', (_label, status, acceptedOptionId, optionId, today, decision) => {
    expect(
      acceptDecision({ status, validUntil: '2026-12-10', acceptedOptionId, options }, optionId, today),
    ).toEqual(decision);
  });

  it.each<[Parameters<typeof quoteCurrencyFor>[0], string]>([
    [{ requested: 'EUR', orgCountry: 'NZ' }, 'EUR'],
    [{ orgSettings: { currency: 'USD' }, orgCountry: 'AU' }, 'USD'],
    [{ orgSettings: { currency: 'dollars' }, orgCountry: 'NZ' }, 'NZD'],
    [{ orgCountry: 'au' }, 'AUD'],
    [{ orgCountry: 'ZZ' }, 'AUD'],
    [{}, 'AUD'],
  ])('quote currency %#', (input, currency) => {
    expect(quoteCurrencyFor(input)).toBe(currency);
  });
});
