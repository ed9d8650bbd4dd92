/**
 * The SKU catalogue's filter catalogue (issue 17: "the list uses the search machinery"): the filter
 * types, groups and value forms of the tracking search (rules/filters) over a SKU's fields, as the
 * contracts search does (rules/contracts/filters.ts). The SQL of each key lives in the server's SKU
 * repository. Filters are ANDed within and between groups.
 */
import { z } from 'zod';
import type { FilterGroupName, FilterOption, FilterType } from '../filters/catalogue.ts';
import { FILTER_GROUPS_MAX, FILTERS_PER_GROUP_MAX, SEARCH_MESSAGES } from '../filters/constants.ts';
import {
  dateFilterValueSchema,
  EMPTY_FILTER_KEY,
  groupsInOrder,
  type NormalisedFilterValue,
  normaliseFilterValue,
  optionsValueSchema,
  rangeFilterValueSchema,
  textFilterValueSchema,
} from '../filters/filter-set.ts';
import { SKU_CURRENCIES, SKU_STATUSES, SKU_UNITS_OF_MEASURE } from './constants.ts';

export type SkuFilterDefinition = {
  type: FilterType;
  group: FilterGroupName;
  label: string;
  options?: readonly FilterOption[];
};

const options = (values: readonly string[]): FilterOption[] => values.map((v) => ({ value: v, label: v }));
const text = (label: string, group: FilterGroupName = 'numbersAndReferences'): SkuFilterDefinition => ({
  type: 'text',
  group,
  label,
});
const dropdown = (label: string, values: readonly string[]): SkuFilterDefinition => ({
  type: 'dropdown',
  group: 'statusAndFlags',
  label,
  options: options(values),
});
const range = (label: string): SkuFilterDefinition => ({ type: 'range', group: 'amounts', label });

export const SKU_FILTER_CATALOGUE = {
  createdAt: { type: 'date', group: 'dates', label: 'CREATED' },
  updatedAt: { type: 'date', group: 'dates', label: 'LAST CHANGED' },
  status: dropdown('STATUS', SKU_STATUSES),
  unitCurrency: dropdown('CURRENCY', SKU_CURRENCIES),
  unitOfMeasure: dropdown('UNIT OF MEASURE', SKU_UNITS_OF_MEASURE),
  owner: dropdown('OWNER', ['MINE', 'PARTNERS']),
  productNumber: text('PRODUCT N°'),
  productDescription: text('DESCRIPTION', 'general'),
  ownerName: text('OWNER NAME', 'general'),
  skuQtyAvailable: range('QUANTITY AVAILABLE'),
  weightPerUnit: range('WEIGHT PER UNIT'),
} as const satisfies Record<string, SkuFilterDefinition>;

export type SkuFilterKey = keyof typeof SKU_FILTER_CATALOGUE;
export const SKU_FILTER_KEYS = Object.keys(SKU_FILTER_CATALOGUE) as SkuFilterKey[];

function valueSchemaFor(def: SkuFilterDefinition) {
  if (def.type === 'date') return dateFilterValueSchema;
  if (def.type === 'range') return rangeFilterValueSchema;
  if (def.type === 'text') return textFilterValueSchema;
  return optionsValueSchema(def.options ?? []);
}

const groupShape: Record<string, z.ZodOptional<z.ZodType>> = Object.fromEntries(
  SKU_FILTER_KEYS.map((k) => [k, valueSchemaFor(SKU_FILTER_CATALOGUE[k]).optional()]),
);

export const skuFilterGroupSchema = z
  .strictObject({ ...groupShape, [EMPTY_FILTER_KEY]: z.unknown().optional() })
  .superRefine((group, ctx) => {
    if (EMPTY_FILTER_KEY in group) {
      ctx.addIssue({
        code: 'custom',
        path: [EMPTY_FILTER_KEY],
        message: SEARCH_MESSAGES.allFiltersMustHaveValue,
      });
    }
    if (Object.keys(group).length > FILTERS_PER_GROUP_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `at most ${FILTERS_PER_GROUP_MAX} filters per group`,
      });
    }
  })
  .meta({ id: 'SkuFilterGroup' });

/** SKU filter groups (an object or a list); AND within and between groups. */
export const skuFilterSetSchema = z
  .preprocess(groupsInOrder, z.array(skuFilterGroupSchema).max(FILTER_GROUPS_MAX))
  .describe('SKU filter groups: a list, or an object whose values are groups.');
export type SkuFilterSetInput = z.input<typeof skuFilterSetSchema>;

export type NormalisedSkuFilter = { key: SkuFilterKey } & NormalisedFilterValue;

/** Empty values are dropped, then empty groups; one flat AND list (as the contracts search). */
export function normaliseSkuFilters(set: z.output<typeof skuFilterSetSchema>): NormalisedSkuFilter[] {
  const out: NormalisedSkuFilter[] = [];
  for (const group of set) {
    for (const [key, value] of Object.entries(group)) {
      if (key === EMPTY_FILTER_KEY || value === undefined) continue;
      const def = SKU_FILTER_CATALOGUE[key as SkuFilterKey];
      const normalised = normaliseFilterValue(def.type, value);
      if (normalised) out.push({ key: key as SkuFilterKey, ...normalised });
    }
  }
  return out;
}
