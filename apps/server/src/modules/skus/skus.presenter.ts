/** SKU rows → the declared answers (contracts/skus.ts). */
import type { SkuDetail, SkuRow } from '@navia/domain/contracts/skus';
import {
  SKU_CURRENCIES,
  SKU_STATUSES,
  SKU_UNITS_OF_MEASURE,
  SKU_UNITS_OF_WEIGHT,
} from '@navia/domain/rules/skus/constants';
import type { SkuFields } from '@navia/domain/rules/skus/sku-fields';
import type { SkuRecord, SkuSearchRow } from './skus.repository.ts';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The stored row's catalogue fields, with codes read back into their lists. */
export function fieldsOf(row: SkuRecord): SkuFields {
  return {
    productNumber: row.productNumber,
    productDescription: row.productDescription,
    fullProductDescription: row.fullProductDescription,
    unitPrice: row.unitPrice,
    unitCurrency:
      row.unitCurrency !== null && (SKU_CURRENCIES as readonly string[]).includes(row.unitCurrency)
        ? (row.unitCurrency as SkuFields['unitCurrency'])
        : null,
    unitOfMeasure: oneOf(SKU_UNITS_OF_MEASURE, row.unitOfMeasure, 'EA'),
    weightPerUnit: row.weightPerUnit ?? null,
    unitOfWeight: oneOf(SKU_UNITS_OF_WEIGHT, row.unitOfWeight, 'KG'),
    unitPerInnerPack: row.unitPerInnerPack,
    innerUnitPerOuterPack: row.innerUnitPerOuterPack,
    outerPackDepth: row.outerPackDepth ?? null,
    outerPackWidth: row.outerPackWidth ?? null,
    outerPackHeight: row.outerPackHeight ?? null,
    outerPackWeight: row.outerPackWeight ?? null,
    outerPackUnitOfWeight: oneOf(SKU_UNITS_OF_WEIGHT, row.outerPackUnitOfWeight, 'KG'),
    skuQtyAvailable: row.skuQtyAvailable,
    status: oneOf(SKU_STATUSES, row.status, 'ACTIVE'),
  };
}

export function presentSkuRow(row: SkuSearchRow): SkuRow {
  const { sku } = row;
  return {
    _id: sku.id,
    ...fieldsOf(sku),
    owner: {
      _id: sku.orgGroupId ?? sku.ownerTrustedPartyId ?? '',
      kind: sku.orgGroupId ? 'ORGANISATION' : 'TRUSTED PARTY',
      name: row.ownerName,
    },
    isMine: row.isMine,
    version: sku.version,
    createdAt: sku.createdAt.toISOString(),
    updatedAt: sku.updatedAt.toISOString(),
  };
}

export function presentSkuDetail(
  row: SkuSearchRow & { createdBy: string | null },
  contracts: readonly {
    id: string;
    referenceNumber: string;
    contractType: SkuDetail['contracts'][number]['contractType'];
    status: SkuDetail['contracts'][number]['status'];
    quantity: number;
    createdAt: Date;
  }[],
  history: readonly { id: number; changedAt: Date; changedByName: string; updatedFieldsText: string }[],
): SkuDetail {
  return {
    ...presentSkuRow(row),
    createdBy: row.createdBy,
    contracts: contracts.map((c) => ({
      _id: c.id,
      referenceNumber: c.referenceNumber,
      contractType: c.contractType,
      status: c.status,
      quantity: c.quantity,
      createdAt: c.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      _id: String(h.id),
      changeDate: h.changedAt.toISOString(),
      changedBy: h.changedByName,
      updatedFieldsText: h.updatedFieldsText,
    })),
  };
}
