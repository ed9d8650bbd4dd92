/**
 * A filter catalogue over one kind of record (contracts, SKUs, invoices, payments): the filter types,
 * groups and value forms of the tracking search (hub §3 "Filter set", hub §5), declared once per
 * record kind as a table of definitions. From the table come the wire schema of the filter groups
 * (strict keys, a value schema per type, the group limits and messages) and the normalisation to one
 * flat AND list the server turns into SQL. Each server repository maps every key to its SQL.
 */
import { z } from 'zod';
import type { FilterGroupName, FilterOption, FilterType } from './catalogue.ts';
import { FILTER_GROUPS_MAX, FILTERS_PER_GROUP_MAX, SEARCH_MESSAGES } from './constants.ts';
import {
  dateFilterValueSchema,
  EMPTY_FILTER_KEY,
  groupsInOrder,
  type NormalisedFilterValue,
  normaliseFilterValue,
  optionsValueSchema,
  rangeFilterValueSchema,
  textFilterValueSchema,
} from './filter-set.ts';

export type RecordFilterDefinition = {
  type: FilterType;
  group: FilterGroupName;
  label: string;
  options?: readonly FilterOption[];
};

/** Helpers to write a catalogue as a table. */
export const filterOptions = (values: readonly string[]): FilterOption[] =>
  values.map((v) => ({ value: v, label: v }));
export const dateFilter = (label: string): RecordFilterDefinition => ({
  type: 'date',
  group: 'dates',
  label,
});
export const textFilter = (
  label: string,
  group: FilterGroupName = 'numbersAndReferences',
): RecordFilterDefinition => ({ type: 'text', group, label });
export const dropdownFilter = (label: string, values: readonly string[]): RecordFilterDefinition => ({
  type: 'dropdown',
  group: 'statusAndFlags',
  label,
  options: filterOptions(values),
});
export const rangeFilter = (label: string): RecordFilterDefinition => ({
  type: 'range',
  group: 'amounts',
  label,
});

function valueSchemaFor(def: RecordFilterDefinition) {
  if (def.type === 'date') return dateFilterValueSchema;
  if (def.type === 'range') return rangeFilterValueSchema;
  if (def.type === 'text') return textFilterValueSchema;
  return optionsValueSchema(def.options ?? []);
}

export type NormalisedRecordFilter<K extends string> = { key: K } & NormalisedFilterValue;

/**
 * The schemas and normalisation of a catalogue. `id` names the group schema in the OpenAPI
 * (e.g. 'InvoiceFilterGroup'); `what` names the records in the set's description.
 */
export function recordFilters<C extends Record<string, RecordFilterDefinition>>(
  catalogue: C,
  id: string,
  what: string,
) {
  type Key = keyof C & string;
  const keys = Object.keys(catalogue) as Key[];
  const groupShape: Record<string, z.ZodOptional<z.ZodType>> = Object.fromEntries(
    keys.map((k) => [k, valueSchemaFor(catalogue[k] as RecordFilterDefinition).optional()]),
  );
  const groupSchema = z
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
    .meta({ id });
  const setSchema = z
    .preprocess(groupsInOrder, z.array(groupSchema).max(FILTER_GROUPS_MAX))
    .describe(
      `${what} filter groups: a list, or an object whose values are groups; AND within and between groups.`,
    );

  /** hub §5: empty values are dropped, then empty groups; one flat AND list. */
  function normalise(set: z.output<typeof setSchema>): NormalisedRecordFilter<Key>[] {
    const out: NormalisedRecordFilter<Key>[] = [];
    for (const group of set) {
      for (const [key, value] of Object.entries(group as Record<string, unknown>)) {
        if (key === EMPTY_FILTER_KEY || value === undefined) continue;
        const def = catalogue[key as Key] as RecordFilterDefinition;
        const normalised = normaliseFilterValue(def.type, value);
        if (normalised) out.push({ key: key as Key, ...normalised });
      }
    }
    return out;
  }

  return { keys, groupSchema, setSchema, normalise };
}
