/**
 * Applied-filter chips (hub §2 "applied-filter chips exist; their behaviour is not shown"). DECIDED:
 * one chip per applied filter, reading "LABEL: value"; in advanced search the chips of a group are
 * joined by OR and the groups by AND; removing a chip searches again without that filter.
 */

import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE } from '@navia/domain/rules/detail-panels';
import { valueParts } from '@navia/domain/rules/filters/filter-set';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { type FilterCatalogue, trackingFilterCatalogue } from './filter-catalogue.ts';
import { type FilterSetWire, GENERAL_SEARCH_KEY } from './filter-draft.ts';

export type AppliedChip = { groupIndex: number; key: string; label: string };

const day = (text: unknown) =>
  typeof text === 'string' && text
    ? dayjs(text.slice(0, 10)).locale(DISPLAY_DATE_LOCALE).format(DISPLAY_DATE_FORMAT)
    : '';

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The value of one applied filter, in words. */
function filterValueLabel(key: string, value: unknown, catalogue: FilterCatalogue): string {
  const def = catalogue.definition(key);
  if (def.type === 'date') {
    if (typeof value === 'string') return `NEXT ${/(\d+)/.exec(value)?.[1] ?? 0} DAYS`;
    const v = (value ?? {}) as Record<string, unknown>;
    if (v.isBlank) return def.blankLabel ?? 'IS BLANK';
    if (v.durationType === 'DateRange') return `${day(v.startDate)} – ${day(v.endDate)}`;
    const prev = Number(v.prevDuration ?? 0) || 0;
    const next = Number(v.nextDuration ?? 0) || 0;
    if (prev === 0 && next === 0) return 'TODAY';
    if (prev === 0) return `NEXT ${next} DAYS`;
    if (next === 0) return `LAST ${prev} DAYS`;
    return `LAST ${prev} / NEXT ${next} DAYS`;
  }
  if (def.type === 'range') {
    const v = (value ?? {}) as Record<string, unknown>;
    const from = num(v.from);
    const to = num(v.to);
    if (from !== null && to !== null) return `${from} – ${to}`;
    return from !== null ? `FROM ${from}` : `UP TO ${to ?? ''}`;
  }
  const parts = valueParts(String(value ?? ''));
  const labelOf = (p: string) => def.options?.find((o) => o.value === p)?.label ?? p;
  return parts.map(labelOf).join(' OR ');
}

/** The chips of an applied set, group by group. */
export function appliedChips(
  set: FilterSetWire,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): AppliedChip[] {
  return set.flatMap((group, groupIndex) =>
    Object.entries(group).flatMap(([key, value]) => {
      if (!catalogue.isKey(key)) return [];
      const label =
        key === GENERAL_SEARCH_KEY
          ? `SEARCH: ${String(value)}`
          : `${catalogue.definition(key).label}: ${filterValueLabel(key, value, catalogue)}`;
      return [{ groupIndex, key, label }];
    }),
  );
}

/** The set without one filter (and without a group it leaves empty). */
export function withoutFilter(set: FilterSetWire, groupIndex: number, key: string): FilterSetWire {
  return set
    .map((group, i) =>
      i === groupIndex ? Object.fromEntries(Object.entries(group).filter(([k]) => k !== key)) : group,
    )
    .filter((group) => Object.keys(group).length > 0);
}
