/**
 * Saved searches of a list that keeps its own (hub §3 "Saved search", connect §5): the contracts
 * list (isContractsSearch) and the invoice list (isInvoicesSearch). One list of every saved search
 * of the user (the limit of 7 counts them all), shared with the tracking search's cache; save and
 * delete answer the whole list, which replaces the cached one.
 */
import { type SavedSearch, savedSearchEndpoints } from '@navia/domain/contracts/shipments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';
import type { FilterSetWire } from '../filter-builder/filter-draft.ts';

/** Which list a saved search belongs to: the flag it is saved with and filtered by. */
export type SavedSearchKind = 'contracts' | 'invoices';

const FLAG_OF = {
  contracts: 'isContractsSearch',
  invoices: 'isInvoicesSearch',
} as const satisfies Record<SavedSearchKind, keyof SavedSearch>;

/** The tracking search's key too: one cached list of the user's saved searches. */
const savedSearchesKey = ['saved-searches'] as const;

export function useSavedSearches(enabled: boolean) {
  return useQuery({
    queryKey: savedSearchesKey,
    queryFn: async ({ signal }) =>
      (await callEndpoint(savedSearchEndpoints.getSearches, { body: {} }, { signal })).searches,
    enabled,
  });
}

/** The saved searches of one list. */
export const searchesOfKind = (searches: readonly SavedSearch[], kind: SavedSearchKind) =>
  searches.filter((s) => s[FLAG_OF[kind]] === true);

export function useSaveSearchOfKind(kind: SavedSearchKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, filters }: { name: string; filters: FilterSetWire }) =>
      (
        await callEndpoint(savedSearchEndpoints.saveSearch, {
          body: {
            name,
            filters,
            advancedSearch: false,
            deliveriesCustomSearch: false,
            isContractsSearch: kind === 'contracts',
            isInvoicesSearch: kind === 'invoices',
          },
        })
      ).searches,
    onSuccess: (searches) => queryClient.setQueryData(savedSearchesKey, searches),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callEndpoint(savedSearchEndpoints.deleteSearch, { body: { _id: id } })).searches,
    onSuccess: (searches) => queryClient.setQueryData(savedSearchesKey, searches),
  });
}
