import { describe, expect, it } from 'vitest';
import { EMPTY_SKU_TEXT, skuInputSchema, skuTextOf, skuTextSchema } from './sku-fields.ts';

describe('skuTextSchema (the form and each CSV row)', () => {
  it('turns typed text into SKU fields', () => {
    const parsed = skuTextSchema.parse({
      ...EMPTY_SKU_TEXT,
      productNumber: ' CAP-38 ',
      productDescription: 'Cap',
      unitPrice: '1,200.5',
      unitCurrency: 'eur',
      outerPackDepth: '30.5',
      skuQtyAvailable: '100',
    });
    expect(parsed).toMatchObject({
      productNumber: 'CAP-38',
      unitPrice: 120050,
      unitCurrency: 'EUR',
      outerPackDepth: 30.5,
      skuQtyAvailable: 100,
      unitOfMeasure: 'EA',
      unitOfWeight: 'KG',
      status: 'ACTIVE',
      fullProductDescription: null,
      weightPerUnit: null,
    });
  });

  it.each([
    ['weightPerUnit', '-1', 'must be a number from 0 to 1,000,000'],
    ['weightPerUnit', 'abc', 'must be a number from 0 to 1,000,000'],
    ['skuQtyAvailable', '1.5', 'must be a whole number from 0 to 1,000,000,000'],
    ['unitOfWeight', 'ton', 'must be one of KG, LB'],
    ['status', 'gone', 'must be one of ACTIVE, INACTIVE'],
  ])('names the field: %s = %s', (field, value, message) => {
    const result = skuTextSchema.safeParse({
      ...EMPTY_SKU_TEXT,
      productNumber: 'A',
      productDescription: 'B',
      [field]: value,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  });

  it('round-trips stored fields through the form text', () => {
    const fields = skuInputSchema.parse({
      productNumber: 'A',
      productDescription: 'B',
      unitPrice: 1005,
      unitCurrency: 'USD',
      weightPerUnit: 1.25,
    });
    expect(skuTextOf(fields)).toMatchObject({
      unitPrice: '10.05',
      weightPerUnit: '1.25',
      unitPerInnerPack: '',
    });
    expect(skuTextSchema.parse(skuTextOf(fields))).toEqual(fields);
  });
});

describe('skuInputSchema (the API)', () => {
  it('needs a currency with a price', () => {
    const result = skuInputSchema.safeParse({ productNumber: 'A', productDescription: 'B', unitPrice: 5 });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['unitCurrency']);
  });
});
