import { describe, expect, it } from 'vitest';
import { diffSku } from './diff.ts';
import type { SkuFields } from './sku-fields.ts';

const blender: SkuFields = {
  productNumber: 'ACM-BLND-500',
  productDescription: 'Blender',
  fullProductDescription: null,
  unitPrice: 1250,
  unitCurrency: 'USD',
  unitOfMeasure: 'EA',
  weightPerUnit: 2.5,
  unitOfWeight: 'KG',
  unitPerInnerPack: null,
  innerUnitPerOuterPack: null,
  outerPackDepth: null,
  outerPackWidth: null,
  outerPackHeight: null,
  outerPackWeight: null,
  outerPackUnitOfWeight: 'KG',
  skuQtyAvailable: null,
  status: 'ACTIVE',
};

describe('diffSku', () => {
  it.each<[string, Partial<SkuFields>, string]>([
    ['nothing changed', { ...blender }, ''],
    ['a price, as decimals of its currency', { unitPrice: 1310 }, 'Unit price: 12.50 → 13.10'],
    [
      'price and description, in field order',
      { productDescription: 'Blender 500 W', unitPrice: 1310 },
      'Description: Blender → Blender 500 W; Unit price: 12.50 → 13.10',
    ],
    ['a value added to an empty field', { unitPerInnerPack: 6 }, 'Units per inner pack: — → 6'],
    ['a value cleared', { weightPerUnit: null }, 'Weight per unit: 2.5 → —'],
    [
      'a currency with no decimals prices the new value in it',
      { unitPrice: 1500, unitCurrency: 'JPY' },
      'Unit price: 12.50 → 1500; Currency: USD → JPY',
    ],
    ['a price set where there was none', { unitPrice: 99 }, 'Unit price: 12.50 → 0.99'],
    ['a status', { status: 'INACTIVE' }, 'Status: ACTIVE → INACTIVE'],
  ])('%s', (_name, after, text) => {
    expect(diffSku(blender, after).text).toBe(text);
  });

  it('keeps the full old and new values of each changed field only', () => {
    const long = 'x'.repeat(80);
    const diff = diffSku(blender, { fullProductDescription: long, productNumber: 'ACM-BLND-500' });
    expect(diff.changes).toEqual({ fullProductDescription: { from: null, to: long } });
    expect(diff.text).toBe(`Full description: — → ${'x'.repeat(60)}…`);
  });

  it('leaves out the fields the new values do not name', () => {
    expect(diffSku(blender, { productDescription: 'Blender' }).changes).toEqual({});
  });
});
