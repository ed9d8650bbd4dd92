import { describe, expect, it } from 'vitest';
import { childLinesOf } from './child-lines.ts';
import { buildContract, buildSku } from './contract-factories.ts';

describe('the lines a child contract may take', () => {
  const parent = buildContract({
    skus: [
      buildSku({ productNumber: 'A', quantity: 100, quantityTemp: 60, skuQtyAvailable: 40 }),
      buildSku({ productNumber: 'B', quantity: 50, quantityTemp: 50, skuQtyAvailable: 0 }),
    ],
  });

  it('lists only lines with quantity left, starting a new child at all that is left', () => {
    expect(childLinesOf(parent, null).map((l) => [l.sku.productNumber, l.current, l.max])).toEqual([
      ['A', 40, 40],
    ]);
  });

  it('lets an edited child keep what it holds, on top of what is left', () => {
    const child = buildContract({ isChild: true, skus: [buildSku({ productNumber: 'B', quantity: 10 })] });
    expect(childLinesOf(parent, child).map((l) => [l.sku.productNumber, l.current, l.max])).toEqual([
      ['A', 0, 40],
      ['B', 10, 10],
    ]);
  });
});
