/**
 * A filter set's wire form (hub §3), apart from the filter builder's drafts and catalogues so that
 * screens that only pass filter sets on (the dashboard's search widgets, the search URLs) do not
 * load the builder's catalogue at first paint (issue 13, the home route's JS).
 */
import type { FilterKey } from '@navia/domain/rules/filters/catalogue';

/**
 * A filter set as it travels (hub §3): a list of groups, each a filter key → value map. The shared
 * schema (filterSetSchema) checks it; its input type is open, so this names the shape.
 */
type FilterGroupWire = Record<string, unknown>;
export type FilterSetWire = FilterGroupWire[];

/** The groups of a set of unknown shape (a key's default filters, a saved search's filters). */
export function asFilterSet(value: unknown): FilterSetWire {
  const groups = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : [];
  return groups.filter((g): g is FilterGroupWire => typeof g === 'object' && g !== null && !Array.isArray(g));
}

/** The general search is not a builder row: it travels as a group of its own. */
export const GENERAL_SEARCH_KEY = 'GeneralSearch' satisfies FilterKey;
