/**
 * Applied-filter chips (hub §2 "applied-filter chips exist; their behaviour is not shown"). DECIDED:
 * one chip per applied filter, reading "LABEL: value"; in advanced search the chips of a group are
 * joined by OR and the groups by AND; removing a chip searches again without that filter.
 */

import { valueParts } from '@navia/domain/rules/filters/filter-set';
import { formatDate } from '../../lib/locale.ts';
import type { FilterCatalogue } from './filter-catalogue.ts';
import { type FilterSetWire, GENERAL_SEARCH_KEY } from './filter-set-wire.ts';

export type AppliedChip = { groupIndex: number; key: string; label: string };

/** A filter's day (YYYY-MM-DD…) as DD MMM YYYY in the user's language. */
const day = (text: unknown, locale: string) =>
  typeof text === 'string' && text ? formatDate(text.slice(0, 10), locale) : '';

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The value of one applied filter, in words. */
function filterValueLabel(key: string, value: unknown, catalogue: FilterCatalogue, locale: string): string {
  const def = catalogue.definition(key);
  if (def.type === 'date') {
    if (typeof value === 'string') return `NEXT ${/(\d+)/.exec(value)?.[1] ?? 0} DAYS`;
    const v = (value ?? {}) as Record<string, unknown>;
    if (v.isBlank) return def.blankLabel ?? 'IS BLANK';
    if (v.durationType === 'DateRange') return `${day(v.startDate, locale)} – ${day(v.endDate, locale)}`;
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

/**
 * The chips of an applied set, group by group; dates in the user's language (issue 13: the en-GB
 * default serves callers that do not pass it yet).
 */
export function appliedChips(set: FilterSetWire, catalogue: FilterCatalogue, locale: string): AppliedChip[] {
  return set.flatMap((group, groupIndex) =>
    Object.entries(group).flatMap(([key, value]) => {
      if (!catalogue.isKey(key)) return [];
      const label =
        key === GENERAL_SEARCH_KEY
          ? `SEARCH: ${String(value)}`
          : `${catalogue.definition(key).label}: ${filterValueLabel(key, value, catalogue, locale)}`;
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
