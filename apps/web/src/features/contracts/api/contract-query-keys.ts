/**
 * The contracts feature's query keys, apart from the search (contract-search.ts, with its infinite
 * query): a contract's page, its dialogs and the settings refresh the lists without loading the
 * search (decision 013, the JS budget).
 */
import type { ContractDateField } from '@navia/domain/rules/contracts/filters';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import type { ContractSortColumn, ContractTab } from '../rules/contract-search-url.ts';

export type ContractSearchRequest = {
  tab: ContractTab;
  filters: FilterSetWire;
  searchText: string;
  onlyActionRequired: boolean;
  orderBy: ContractSortColumn;
  orderDir: 'ASC' | 'DESC';
};

/** Every query of this feature starts with this, so one call refreshes them all after a change. */
export const CONTRACTS_QUERY_ROOT = 'contracts';

export const contractSearchKeys = {
  root: [CONTRACTS_QUERY_ROOT, 'search'] as const,
  results: (request: ContractSearchRequest) => [CONTRACTS_QUERY_ROOT, 'search', 'results', request] as const,
  totals: (request: ContractSearchRequest) => [CONTRACTS_QUERY_ROOT, 'search', 'totals', request] as const,
  dateGroups: (field: ContractDateField, filters: FilterSetWire) =>
    [CONTRACTS_QUERY_ROOT, 'search', 'date-groups', field, filters] as const,
};
