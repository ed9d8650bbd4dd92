/**
 * Saved contract searches (connect §5 "Saved search requires filters and a name"; hub §2 saved
 * searches with isContractsSearch): the user's saved searches marked isContractsSearch, saved and
 * deleted through the same calls as the hub's (each answers the whole list).
 */
import { type SavedSearch, savedSearchEndpoints } from '@navia/domain/contracts/shipments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { CONTRACTS_QUERY_ROOT } from './contract-query-keys.ts';

const savedSearchesKey = [CONTRACTS_QUERY_ROOT, 'saved-searches'] as const;

const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesKey,
    queryFn: async ({ signal }) =>
      (await callEndpoint(savedSearchEndpoints.getSearches, { body: {} }, { signal })).searches,
  });

/** Every saved search of the user: the limit of 7 counts them all. */
export function useSavedSearches(enabled: boolean) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}

export const contractSearchesOf = (searches: readonly SavedSearch[]) =>
  searches.filter((s) => s.isContractsSearch);

export function useSaveContractSearch() {
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
            isContractsSearch: true,
          },
        })
      ).searches,
    onSuccess: (searches) => queryClient.setQueryData(savedSearchesKey, searches),
  });
}

export function useDeleteContractSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await callEndpoint(savedSearchEndpoints.deleteSearch, { body: { _id: id } })).searches,
    onSuccess: (searches) => queryClient.setQueryData(savedSearchesKey, searches),
  });
}
