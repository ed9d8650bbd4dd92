/**
 * Column settings of a configurable table (hub §2 "columns are configurable per user"): which
 * columns show and in what order. Stored on the user as customTableSettings[tableName], in the
 * shape of the editCustomTableSettings contract.
 */
import { tableColumnSettingSchema } from '@navia/domain/contracts/shipments';
import { z } from 'zod';

export type ColumnSetting = z.infer<typeof tableColumnSettingSchema>;

export type ConfigurableColumn = { id: string; label: string; defaultVisible: boolean };

const storedSettingsSchema = z.array(tableColumnSettingSchema);

/**
 * The settings in force: the stored ones for columns that still exist, in their stored order, then
 * any column the stored settings do not know (added since), with its default visibility.
 */
export function resolveColumnSettings(
  columns: readonly ConfigurableColumn[],
  stored: unknown,
): ColumnSetting[] {
  const parsed = storedSettingsSchema.safeParse(stored);
  const known = new Set(columns.map((c) => c.id));
  const kept = parsed.success
    ? [...parsed.data]
        .filter((s) => known.has(s.id))
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map(({ id, visible }) => ({ id, visible }))
    : [];
  const seen = new Set(kept.map((s) => s.id));
  const added = columns.filter((c) => !seen.has(c.id)).map((c) => ({ id: c.id, visible: c.defaultVisible }));
  return [...kept, ...added].map((s, order) => ({ ...s, order }));
}

export function defaultColumnSettings(columns: readonly ConfigurableColumn[]): ColumnSetting[] {
  return resolveColumnSettings(columns, undefined);
}

/** The TanStack column order and visibility of the settings; `fixed` columns keep their place at the end. */
export function tableStateOf(settings: readonly ColumnSetting[], fixed: readonly string[] = []) {
  return {
    columnOrder: [...settings.map((s) => s.id), ...fixed],
    columnVisibility: Object.fromEntries(settings.map((s) => [s.id, s.visible])),
  };
}

/** Moves the setting at `index` one place up (-1) or down (+1). */
export function moveColumn(settings: readonly ColumnSetting[], index: number, step: -1 | 1): ColumnSetting[] {
  const target = index + step;
  if (target < 0 || target >= settings.length) return [...settings];
  const next = [...settings];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next.map((s, order) => ({ ...s, order }));
}
