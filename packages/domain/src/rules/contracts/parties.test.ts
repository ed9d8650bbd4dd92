import { describe, expect, it } from 'vitest';
import { contractActionErrorText, truncateCell } from './constants.ts';
import { contractFilterSetSchema, normaliseContractFilters } from './filters.ts';
import { type ContractCaller, contractPartiesOf, creatorSideOf } from './parties.ts';

const acme = 'group-acme';
const tp = 'tp-penang';
const buying = { orgGroupId: acme, trustedPartyId: tp, contractType: 'BUYING' as const };
const caller = (
  role: ContractCaller['role'],
  orgGroupId: string | null,
  trustedPartyId: string | null = null,
) => ({
  role,
  orgGroupId,
  trustedPartyId,
});

describe('parties on a contract', () => {
  it.each([
    ['a user of the owning group is the buyer of a buying contract', caller('OP', acme), buying, ['buyer']],
    ['its client admin is also the approver', caller('CA', acme), buying, ['buyer', 'approver']],
    ['the counterparty trusted party is the seller', caller('TPADMIN', null, tp), buying, ['seller']],
    [
      'and the buyer of a selling contract',
      caller('TPOP', null, tp),
      { ...buying, contractType: 'SELLING' as const },
      ['buyer'],
    ],
    [
      'the owning group is both sides of a stock transfer',
      caller('OP', acme),
      { ...buying, contractType: 'STOCK TRANSFER' as const, trustedPartyId: null },
      ['buyer', 'seller'],
    ],
    ['staff are the admin', caller('NU', null), buying, ['admin']],
    ['another group is nobody', caller('CA', 'group-kiwi'), buying, []],
    ['an unrelated trusted party is nobody', caller('TPADMIN', null, 'tp-other'), buying, []],
    [
      'a trusted-party user without a trusted party is nobody',
      caller('TPADMIN', null, null),
      { ...buying, trustedPartyId: null },
      [],
    ],
  ] as const)('%s', (_label, who, contract, expected) => {
    expect(contractPartiesOf(who, contract)).toEqual(expected);
  });

  it('makes a trusted party the creator on its own side', () => {
    expect(creatorSideOf(caller('TPADMIN', null, tp), 'BUYING')).toBe('seller');
    expect(creatorSideOf(caller('CA', acme), 'SELLING')).toBe('seller');
    expect(creatorSideOf(caller('CA', acme), 'STOCK TRANSFER')).toBe('buyer');
  });
});

describe('contract texts', () => {
  it.each([
    [{ serverMessage: 'Not yours', statusText: 'Conflict' }, 'Not yours'],
    [{ serverMessage: ' ', statusText: 'Conflict' }, 'Conflict'],
    [{}, 'ERROR OCCURRED'],
  ])('connect §8: accept and reject errors show %j as %s', (error, text) => {
    expect(contractActionErrorText(error)).toBe(text);
  });

  it('truncates with an ellipsis past the limit (connect §9)', () => {
    expect(truncateCell('Penang Precision Components Sdn Bhd', 23)).toBe('Penang Precision Compon…');
    expect(truncateCell('ACME', 23)).toBe('ACME');
    expect(truncateCell(null, 14)).toBe('');
  });
});

describe('contract filters', () => {
  it('drops empty values and keeps the rest, typed by the catalogue', () => {
    const set = contractFilterSetSchema.parse([
      { status: 'ACCEPTED##AMENDED', buyer: '', referenceNumber: 'PO-26' },
    ]);
    expect(normaliseContractFilters(set)).toEqual([
      { key: 'status', kind: 'options', values: ['ACCEPTED', 'AMENDED'] },
      { key: 'referenceNumber', kind: 'text', values: ['PO-26'] },
    ]);
  });

  it('refuses an unknown key and a status the workflow does not have', () => {
    expect(contractFilterSetSchema.safeParse([{ ShipNumber: 'S1' }]).success).toBe(false);
    expect(contractFilterSetSchema.safeParse([{ status: 'LOST' }]).success).toBe(false);
  });
});
