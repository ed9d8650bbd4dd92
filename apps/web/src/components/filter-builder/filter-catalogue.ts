/**
 * What the filter builder, its draft rules and the applied-filter chips know of a filter catalogue.
 * The tracking search (rules/filters/catalogue.ts) is the default; another search (the contracts
 * search, connect §5) gives its own, so one builder serves both without a copy.
 */
import {
  builderMenu,
  FILTER_GROUP_LABELS,
  FILTER_GROUPS,
  type FilterGroupName,
  type FilterOption,
  type FilterType,
  filterDefinition,
  hiddenFilterOptions,
  isFilterKey,
  type TypeAheadSource,
} from '@navia/domain/rules/filters/catalogue';
import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { missingFilterValue, valueParts } from '@navia/domain/rules/filters/filter-set';
import type { z } from 'zod';

/** The part of a filter definition the builder reads. */
export type BuilderFilterDefinition = {
  type: FilterType;
  group: FilterGroupName;
  label: string;
  options?: readonly FilterOption[];
  typeAhead?: TypeAheadSource;
  blankLabel?: string;
};

export type FilterCatalogue = {
  /** The definition of a key this catalogue knows (check with isKey first). */
  definition: (key: string) => BuilderFilterDefinition;
  isKey: (key: string) => boolean;
  /** The builder's menu: keys offered per group, in order. */
  menu: () => { label: string; keys: string[] }[];
  /** hub §5 / connect §5: keys hidden from a row because other rows of its group use them. */
  hiddenKeys: (usedKeys: readonly string[], currentKey?: string) => string[];
  /** A problem the catalogue's shared schema finds with a (wire) filter set, or null. */
  problemOf: (set: unknown) => string | null;
};

/** The tracking search's catalogue (hub §3, §5). */
export const trackingFilterCatalogue: FilterCatalogue = {
  definition: (key) => (isFilterKey(key) ? filterDefinition(key) : unknownKey(key)),
  isKey: isFilterKey,
  menu: () => builderMenu().map((m) => ({ label: m.label, keys: m.keys })),
  hiddenKeys: hiddenFilterOptions,
  problemOf: (set) => missingFilterValue(set as Parameters<typeof missingFilterValue>[0]),
};

/**
 * The catalogue of a record search (contracts, SKUs, invoices, payments): its definitions per key,
 * offered by group (groups without a key left out), and its shared filter set schema, which says
 * when a filter lacks a value (hub §5 'ALL FILTERS MUST HAVE A VALUE') or is otherwise wrong.
 */
export function recordFilterCatalogue(
  definitions: Readonly<Record<string, BuilderFilterDefinition>>,
  setSchema: z.ZodType<readonly Readonly<Record<string, unknown>>[]>,
): FilterCatalogue {
  const keys = Object.keys(definitions);
  const isKey = (key: string) => Object.hasOwn(definitions, key);
  return {
    definition: (key) => definitions[key] ?? unknownKey(key),
    isKey,
    menu: () =>
      FILTER_GROUPS.map((group) => ({
        label: FILTER_GROUP_LABELS[group],
        keys: keys.filter((k) => definitions[k]?.group === group),
      })).filter((entry) => entry.keys.length > 0),
    hiddenKeys: (usedKeys, currentKey) => {
      const hidden = new Set(usedKeys.filter((k) => k !== currentKey && isKey(k)));
      return keys.filter((k) => hidden.has(k));
    },
    problemOf: (set) => {
      const parsed = setSchema.safeParse(set);
      if (!parsed.success) {
        const missing = parsed.error.issues.some(
          (i) => i.message === SEARCH_MESSAGES.allFiltersMustHaveValue,
        );
        return missing ? SEARCH_MESSAGES.allFiltersMustHaveValue : (parsed.error.issues[0]?.message ?? null);
      }
      const empty = parsed.data.some((group) =>
        Object.values(group).some((v) => typeof v === 'string' && valueParts(v).length === 0),
      );
      return empty ? SEARCH_MESSAGES.allFiltersMustHaveValue : null;
    },
  };
}

/** A key the catalogue does not know: callers check isKey first. */
function unknownKey(key: string): never {
  throw new Error(`${key} is not a filter of this catalogue`);
}
