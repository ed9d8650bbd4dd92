/**
 * The SKU catalogue's filter catalogue (issue 17: "the list uses the search machinery"): the filter
 * types, groups and value forms of the tracking search (rules/filters) over a SKU's fields, as the
 * contracts search does (rules/contracts/filters.ts). The SQL of each key lives in the server's SKU
 * repository. Filters are ANDed within and between groups.
 */
import {
  dropdownFilter as dropdown,
  type NormalisedRecordFilter,
  type RecordFilterDefinition,
  rangeFilter as range,
  recordFilters,
  textFilter as text,
} from '../filters/record-filters.ts';
import { SKU_CURRENCIES, SKU_STATUSES, SKU_UNITS_OF_MEASURE } from './constants.ts';

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
} as const satisfies Record<string, RecordFilterDefinition>;

export type SkuFilterKey = keyof typeof SKU_FILTER_CATALOGUE;

const skuFilters = recordFilters(SKU_FILTER_CATALOGUE, 'SkuFilterGroup', 'SKU');

export const skuFilterSetSchema = skuFilters.setSchema;
export type NormalisedSkuFilter = NormalisedRecordFilter<SkuFilterKey>;
/** Empty values are dropped, then empty groups; one flat AND list (as hub §5). */
export const normaliseSkuFilters = skuFilters.normalise;
