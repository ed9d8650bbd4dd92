/**
 * The parent's lines a child contract may take from (decision 018: skuQtyAvailable is what a line has
 * left after its confirmed quantity and its live children). connect §5: lines with nothing left are
 * not listed. An edited child may also keep what it holds (its line is matched by product number).
 */
import type { Contract, ContractSku } from '@navia/domain/contracts/connect-contracts';

export type ChildLine = {
  /** The parent's line. */
  sku: ContractSku;
  /** The quantity the form starts with: all that is left (a new child) or what the child holds. */
  current: number;
  /** The most the child may take. */
  max: number;
};

export function childLinesOf(
  parent: Pick<Contract, 'skus'>,
  child: Pick<Contract, 'skus'> | null,
): ChildLine[] {
  return parent.skus
    .map((sku) => {
      const held = child?.skus.find((c) => c.productNumber === sku.productNumber)?.quantity ?? 0;
      const max = Math.max(sku.skuQtyAvailable, 0) + held;
      return { sku, current: child ? held : Math.max(sku.skuQtyAvailable, 0), max };
    })
    .filter((line) => line.max > 0);
}
