/**
 * The contracts search's filters (connect §3 "Contract search state", §5): the shared filter
 * builder over CONTRACT_FILTER_CATALOGUE, checked with the shared contractFilterSetSchema.
 * Filters are ANDed within and between groups (rules/contracts/filters.ts), so the builder runs
 * in its simple mode.
 */
import { CONTRACT_FILTER_CATALOGUE, contractFilterSetSchema } from '@navia/domain/rules/contracts/filters';
import {
  type FilterCatalogue,
  recordFilterCatalogue,
} from '../../../components/filter-builder/filter-catalogue.ts';

/** connect §5: the contract filters by group; a key another row of the group uses is hidden. */
export const contractFilterCatalogue: FilterCatalogue = recordFilterCatalogue(
  CONTRACT_FILTER_CATALOGUE,
  contractFilterSetSchema,
);
