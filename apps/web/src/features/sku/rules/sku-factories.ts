/** Test data for the SKU screens: answers shaped as the shared schemas declare them. */
import type { SkuDetail, SkuRow } from '@navia/domain/contracts/skus';

export function buildSkuRow(overrides: Partial<SkuRow> = {}): SkuRow {
  return {
    _id: 'sku-1',
    productNumber: 'SPP-CAP-38',
    productDescription: 'PP screw cap 38 mm',
    fullProductDescription: null,
    unitPrice: 1250,
    unitCurrency: 'USD',
    unitOfMeasure: 'PCS',
    weightPerUnit: 0.004,
    unitOfWeight: 'KG',
    unitPerInnerPack: 100,
    innerUnitPerOuterPack: 10,
    outerPackDepth: 40,
    outerPackWidth: 30,
    outerPackHeight: 25,
    outerPackWeight: 4.5,
    outerPackUnitOfWeight: 'KG',
    skuQtyAvailable: 12000,
    status: 'ACTIVE',
    owner: { _id: 'tp-1', kind: 'TRUSTED PARTY', name: 'Selangor Precision Plastics' },
    isMine: true,
    version: 2,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-22T06:30:00.000Z',
    ...overrides,
  };
}

export function buildSkuDetail(overrides: Partial<SkuDetail> = {}): SkuDetail {
  return {
    ...buildSkuRow(),
    createdBy: 'Sam Supplier',
    contracts: [],
    history: [],
    ...overrides,
  };
}
