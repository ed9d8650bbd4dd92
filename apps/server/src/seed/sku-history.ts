/**
 * A seeded catalogue SKU's change history (connect §3: changeDate, changedBy, updatedFieldsText):
 * the "Created" row, then a few edits spread between its creation and the seed's day, each a price,
 * stock or carton change worded by the domain's own diff (rules/skus/diff.ts), as the server words
 * an edit. The SKU row takes the fields after the last edit, and its version counts the rows.
 */
import { diffSku } from '@navia/domain/rules/skus/diff';
import type { SkuFields } from '@navia/domain/rules/skus/sku-fields';
import type { Rng } from './prng.ts';
import type { Row } from './tables.ts';
import { DAY } from './world.ts';

const MINUTE = 60_000;
const minute = (ms: number) => Math.round(ms / MINUTE) * MINUTE;

export type SkuActor = { userId: string | null; name: string };

export type SeedSkuHistory = {
  /** The fields after the last edit. */
  fields: SkuFields;
  version: number;
  updatedAt: number;
  /** sku_changes rows (TABLES.skuChanges column order). */
  changes: Row[];
};

/** The next edit of `fields`: a few fields changed, or null when this kind does not apply. */
function nextEdit(fields: SkuFields, kind: number, rng: Rng): Partial<SkuFields> | null {
  switch (kind) {
    case 0:
      return fields.unitPrice === null
        ? null
        : { unitPrice: Math.round(fields.unitPrice * (1 + rng.int(2, 9) / 100)) };
    case 1:
      return fields.skuQtyAvailable === null
        ? { skuQtyAvailable: rng.int(20, 90) * 100 }
        : { skuQtyAvailable: Math.max(0, fields.skuQtyAvailable - rng.int(5, 40) * 100) };
    case 2:
      return fields.outerPackWeight === null
        ? null
        : {
            outerPackWeight: Math.round((fields.outerPackWeight + rng.int(1, 6) / 10) * 10) / 10,
            innerUnitPerOuterPack: fields.innerUnitPerOuterPack,
          };
    default:
      return fields.unitPrice === null
        ? null
        : { unitPrice: Math.round(fields.unitPrice * (1 - rng.int(1, 4) / 100)), status: fields.status };
  }
}

/** Builds the history of SKU `skuId`, created as `created` at `createdAt` by `actors[0]`. */
export function skuHistory(
  skuId: string,
  created: SkuFields,
  createdAt: number,
  now: number,
  actors: readonly SkuActor[],
  rng: Rng,
): SeedSkuHistory {
  const author = actors[0] ?? { userId: null, name: 'SYSTEM' };
  const changes: Row[] = [[skuId, createdAt, author.userId, author.name, 'Created', {}]];
  let fields = created;
  let at = createdAt;
  const edits = rng.int(1, 3);
  const span = now - DAY - createdAt;
  const kinds = [0, 1, 2, 3];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [kinds[i], kinds[j]] = [kinds[j] ?? 0, kinds[i] ?? 0];
  }
  for (let i = 0; i < edits; i++) {
    const edit = nextEdit(fields, kinds[i] ?? 0, rng);
    if (!edit) continue;
    const diff = diffSku(fields, edit);
    if (diff.text === '') continue;
    at = minute(createdAt + (span * (i + 1)) / (edits + 1) + rng.int(0, 8) * 3_600_000);
    const actor = actors[rng.int(0, actors.length - 1)] ?? author;
    changes.push([skuId, at, actor.userId, actor.name, diff.text, diff.changes]);
    fields = { ...fields, ...edit };
  }
  return { fields, version: changes.length, updatedAt: at, changes };
}
