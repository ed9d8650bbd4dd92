/** Saved searches as the API answers them (hub §3 "Saved search"). */
import type { SavedSearch } from '@navia/domain/contracts/shipments';
import type { SavedSearchRow } from './saved-searches.repository.ts';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    filters: row.filters,
    advancedSearch: row.advancedSearch,
    deliveriesCustomSearch: row.deliveriesCustomSearch,
    isContractsSearch: row.isContractsSearch,
    isInvoicesSearch: row.isInvoicesSearch,
    createdAt: row.createdAt.toISOString(),
  };
}
