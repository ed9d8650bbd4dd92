/**
 * What the filter builder, its draft rules and the applied-filter chips know of a filter catalogue.
 * The tracking search (rules/filters/catalogue.ts) is the default; another search (the contracts
 * search, connect §5) gives its own, so one builder serves both without a copy.
 */
import {
  builderMenu,
  type FilterGroupName,
  type FilterOption,
  type FilterType,
  filterDefinition,
  hiddenFilterOptions,
  isFilterKey,
  type TypeAheadSource,
} from '@navia/domain/rules/filters/catalogue';
import { missingFilterValue } from '@navia/domain/rules/filters/filter-set';

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

/** A key the catalogue does not know: callers check isKey first. */
export function unknownKey(key: string): never {
  throw new Error(`${key} is not a filter of this catalogue`);
}
