import { describe, expect, it } from 'vitest';
import { buyerPartyOf } from './parties.ts';

const supplier = { code: 'SUP', name: 'Supplier Co' };
const consignee = { code: 'CON', name: 'Consignee Pty' };

describe('buyerPartyOf (hub §3 BuyerCode, Buyer)', () => {
  it.each([
    ['IMPORT', consignee],
    ['import', consignee],
    ['EXPORT', supplier],
  ])('on an %s record is %o', (direction, expected) => {
    expect(buyerPartyOf(direction, supplier, consignee)).toEqual(expected);
  });
});
