/**
 * The contracts search's filter catalogue (connect §3 "Contract search state", connect §5 filter
 * rules): the same filter types, groups and value forms as the tracking search (rules/filters),
 * over the contract's fields. The SQL of each key lives in the server's contracts repository.
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
import {
  CONTAINER_MODES,
  CONTRACT_SERVICE_TYPES,
  CONTRACT_TRANSPORT_TYPES,
  CONTRACT_TYPES,
  INCOTERMS,
} from './constants.ts';
import { CONTRACT_STATUSES } from './workflow.ts';

export type ContractFilterDefinition = {
  type: FilterType;
  group: FilterGroupName;
  label: string;
  options?: readonly FilterOption[];
};

const options = (values: readonly string[]): FilterOption[] => values.map((v) => ({ value: v, label: v }));
const date = (label: string): ContractFilterDefinition => ({ type: 'date', group: 'dates', label });
const text = (label: string, group: FilterGroupName = 'numbersAndReferences'): ContractFilterDefinition => ({
  type: 'text',
  group,
  label,
});
const dropdown = (label: string, values: readonly string[]): ContractFilterDefinition => ({
  type: 'dropdown',
  group: 'statusAndFlags',
  label,
  options: options(values),
});

export const CONTRACT_FILTER_CATALOGUE = {
  createdAt: date('CREATED'),
  productReadyDate: date('PRODUCT READY'),
  productDeliveryDate: date('PRODUCT DELIVERY'),
  reqExWorksDate: date('REQ. EX WORKS'),
  reqInStoreDate: date('REQ. IN STORE'),
  status: dropdown('STATUS', CONTRACT_STATUSES),
  contractType: dropdown('CONTRACT TYPE', CONTRACT_TYPES),
  transportType: dropdown('TRANSPORT', CONTRACT_TRANSPORT_TYPES),
  serviceType: dropdown('SERVICE TYPE', CONTRACT_SERVICE_TYPES),
  incoTerms: dropdown('INCOTERMS', INCOTERMS),
  containerMode: dropdown('CONTAINER MODE', CONTAINER_MODES),
  referenceNumber: text('REFERENCE N°'),
  productNumber: text('PRODUCT N°'),
  buyer: text('BUYER', 'general'),
  seller: text('SELLER', 'general'),
  organisation: text('ORGANISATION', 'general'),
  portOfLoading: text('PORT OF LOADING', 'general'),
  portOfFinalDestination: text('PORT OF DESTINATION', 'general'),
  countryOfOrigin: text('COUNTRY OF ORIGIN', 'general'),
  countryOfDestination: text('COUNTRY OF DESTINATION', 'general'),
  totalQuantity: { type: 'range', group: 'amounts', label: 'TOTAL QUANTITY' },
} as const satisfies Record<string, ContractFilterDefinition>;

export type ContractFilterKey = keyof typeof CONTRACT_FILTER_CATALOGUE;
export const CONTRACT_FILTER_KEYS = Object.keys(CONTRACT_FILTER_CATALOGUE) as ContractFilterKey[];
/** Date fields getDateGroupCount groups by (connect §7). */
export const CONTRACT_DATE_FIELDS = [
  'createdAt',
  'productReadyDate',
  'productDeliveryDate',
  'reqExWorksDate',
  'reqInStoreDate',
] as const;
export type ContractDateField = (typeof CONTRACT_DATE_FIELDS)[number];

function valueSchemaFor(def: ContractFilterDefinition) {
  if (def.type === 'date') return dateFilterValueSchema;
  if (def.type === 'range') return rangeFilterValueSchema;
  if (def.type === 'text') return textFilterValueSchema;
  return optionsValueSchema(def.options ?? []);
}

const groupShape: Record<string, z.ZodOptional<z.ZodType>> = Object.fromEntries(
  CONTRACT_FILTER_KEYS.map((k) => [k, valueSchemaFor(CONTRACT_FILTER_CATALOGUE[k]).optional()]),
);

export const contractFilterGroupSchema = z
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
  .meta({ id: 'ContractFilterGroup' });

/** connect §3 contract filters: indexed groups (an object or a list); AND within and between groups. */
export const contractFilterSetSchema = z
  .preprocess(groupsInOrder, z.array(contractFilterGroupSchema).max(FILTER_GROUPS_MAX))
  .describe('Contract filter groups: a list, or an object whose values are groups (connect §3).');
export type ContractFilterSetInput = z.input<typeof contractFilterSetSchema>;

export type NormalisedContractFilter = { key: ContractFilterKey } & NormalisedFilterValue;

/** connect §5 (as hub §5): empty values are dropped, then empty groups; one flat AND list. */
export function normaliseContractFilters(
  set: z.output<typeof contractFilterSetSchema>,
): NormalisedContractFilter[] {
  const out: NormalisedContractFilter[] = [];
  for (const group of set) {
    for (const [key, value] of Object.entries(group)) {
      if (key === EMPTY_FILTER_KEY || value === undefined) continue;
      const def = CONTRACT_FILTER_CATALOGUE[key as ContractFilterKey];
      const normalised = normaliseFilterValue(def.type, value);
      if (normalised) out.push({ key: key as ContractFilterKey, ...normalised });
    }
  }
  return out;
}
