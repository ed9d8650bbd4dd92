/** SKU rows → the declared answers (contracts/skus.ts). */
import type { SkuDetail, SkuRow } from '@navia/domain/contracts/skus';
import {
  SKU_CURRENCIES,
  SKU_STATUSES,
  SKU_UNITS_OF_MEASURE,
  SKU_UNITS_OF_WEIGHT,
} from '@navia/domain/rules/skus/constants';
import { SKU_FIELD_LABELS, type SkuFields } from '@navia/domain/rules/skus/sku-fields';
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

/** The catalogue fields the caller may see: without the price when it is not theirs to see (decision 020). */
export function shownFieldsOf(row: SkuSearchRow): SkuFields {
  const fields = fieldsOf(row.sku);
  return row.priceShown ? fields : { ...fields, unitPrice: null, unitCurrency: null };
}

const PRICE_PARTS = [`${SKU_FIELD_LABELS.unitPrice}: `, `${SKU_FIELD_LABELS.unitCurrency}: `];
/** Where a change came from, appended to its words (contracts.repository upsertCatalogue, the import). */
const SOURCE_SUFFIX = / \((?:from a contract|CSV import)\)$/;

/**
 * A history row's words without its price changes ("Unit price: 5.00 → 6.50", "Currency: …"), for a
 * caller who does not see the price; null when the row changed nothing else (it is then left out).
 * diffSku joins one "Label: from → to" per field with "; ", and a price never holds "; ", so every
 * price change is one whole part (a description that merely contains the words loses that part too).
 */
export function historyTextWithoutPrices(text: string): string | null {
  const suffix = SOURCE_SUFFIX.exec(text)?.[0] ?? '';
  const parts = text.slice(0, text.length - suffix.length).split('; ');
  const kept = parts.filter((part) => !PRICE_PARTS.some((label) => part.startsWith(label)));
  if (kept.length === parts.length) return text;
  return kept.length === 0 ? null : `${kept.join('; ')}${suffix}`;
}

export function presentSkuRow(row: SkuSearchRow): SkuRow {
  const { sku } = row;
  return {
    _id: sku.id,
    ...shownFieldsOf(row),
    owner: {
      _id: sku.orgGroupId ?? sku.ownerTrustedPartyId ?? '',
      kind: sku.orgGroupId ? 'ORGANISATION' : 'TRUSTED PARTY',
      name: row.ownerName,
    },
    isMine: row.isMine,
    priceHidden: !row.priceShown,
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
    history: history.flatMap((h) => {
      const text = row.priceShown ? h.updatedFieldsText : historyTextWithoutPrices(h.updatedFieldsText);
      return text === null
        ? []
        : [
            {
              _id: String(h.id),
              changeDate: h.changedAt.toISOString(),
              changedBy: h.changedByName,
              updatedFieldsText: text,
            },
          ];
    }),
  };
}
