/**
 * What changed between two versions of a SKU (connect §3 change history): the changed fields with
 * their old and new values (sku_changes.changes) and the same in words (updatedFieldsText), e.g.
 * "Unit price: 12.50 → 13.10; Description: Blender → Blender 500 W". Prices are written as decimals
 * of their own currency; an empty value reads '—'.
 */
import { minorToDecimal } from './money.ts';
import { SKU_FIELD_LABELS, SKU_FIELDS, type SkuField, type SkuFields } from './sku-fields.ts';

export type SkuChange = { from: unknown; to: unknown };
export type SkuDiff = { changes: Partial<Record<SkuField, SkuChange>>; text: string };

/** Long texts are cut in the words (the full values stay in `changes`). */
const TEXT_MAX = 60;
const EMPTY = '—';

function shown(field: SkuField, value: unknown, currency: string | null): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field === 'unitPrice' && typeof value === 'number') {
    return currency ? minorToDecimal(value, currency) : String(value);
  }
  const text = String(value);
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text;
}

/**
 * The fields of `after` that differ from `before` (only the fields `after` names: an import that
 * leaves a column out does not change it). Answers an empty text when nothing changed.
 */
export function diffSku(before: SkuFields, after: Partial<SkuFields>): SkuDiff {
  const changes: Partial<Record<SkuField, SkuChange>> = {};
  const words: string[] = [];
  for (const field of SKU_FIELDS) {
    if (!(field in after)) continue;
    const from = before[field];
    const to = after[field] ?? null;
    if (from === to) continue;
    changes[field] = { from, to };
    const fromText = shown(field, from, before.unitCurrency);
    const toText = shown(
      field,
      to,
      after.unitCurrency !== undefined ? after.unitCurrency : before.unitCurrency,
    );
    words.push(`${SKU_FIELD_LABELS[field]}: ${fromText} → ${toText}`);
  }
  return { changes, text: words.join('; ') };
}
