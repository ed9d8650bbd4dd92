/**
 * The SKU catalogue's filters: the shared filter builder over SKU_FILTER_CATALOGUE, checked with the
 * shared skuFilterSetSchema. Filters are ANDed within and between groups (rules/skus/filters.ts), so
 * the builder runs in its simple mode.
 */
import { SKU_FILTER_CATALOGUE, skuFilterSetSchema } from '@navia/domain/rules/skus/filters';
import {
  type FilterCatalogue,
  recordFilterCatalogue,
} from '../../../components/filter-builder/filter-catalogue.ts';

export const skuFilterCatalogue: FilterCatalogue = recordFilterCatalogue(
  SKU_FILTER_CATALOGUE,
  skuFilterSetSchema,
);
