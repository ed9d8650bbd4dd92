/**
 * The SKU catalogue's filters: the shared filter builder over SKU_FILTER_CATALOGUE, checked with the
 * shared skuFilterSetSchema. Filters are ANDed within and between groups (rules/skus/filters.ts), so
 * the builder runs in its simple mode.
 */
import { FILTER_GROUP_LABELS, FILTER_GROUPS } from '@navia/domain/rules/filters/catalogue';
import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { valueParts } from '@navia/domain/rules/filters/filter-set';
import { SKU_FILTER_CATALOGUE, skuFilterSetSchema } from '@navia/domain/rules/skus/filters';
import {
  type BuilderFilterDefinition,
  type FilterCatalogue,
  unknownKey,
} from '../../../components/filter-builder/filter-catalogue.ts';

const definitions: Readonly<Record<string, BuilderFilterDefinition>> = SKU_FILTER_CATALOGUE;
const keys = Object.keys(definitions);
const isKey = (key: string) => Object.hasOwn(definitions, key);

export const skuFilterCatalogue: FilterCatalogue = {
  definition: (key) => definitions[key] ?? unknownKey(key),
  isKey,
  menu: () =>
    FILTER_GROUPS.map((group) => ({
      label: FILTER_GROUP_LABELS[group],
      keys: keys.filter((k) => definitions[k]?.group === group),
    })),
  hiddenKeys: (usedKeys, currentKey) => {
    const hidden = new Set(usedKeys.filter((k) => k !== currentKey && isKey(k)));
    return keys.filter((k) => hidden.has(k));
  },
  problemOf: (set) => {
    const parsed = skuFilterSetSchema.safeParse(set);
    if (!parsed.success) {
      const missing = parsed.error.issues.some((i) => i.message === SEARCH_MESSAGES.allFiltersMustHaveValue);
      return missing ? SEARCH_MESSAGES.allFiltersMustHaveValue : (parsed.error.issues[0]?.message ?? null);
    }
    const empty = parsed.data.some((group) =>
      Object.values(group).some((v) => typeof v === 'string' && valueParts(v).length === 0),
    );
    return empty ? SEARCH_MESSAGES.allFiltersMustHaveValue : null;
  },
};
