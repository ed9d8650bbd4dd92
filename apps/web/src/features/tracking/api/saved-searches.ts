/**
 * Saved searches (hub §3 "Saved search", hub §7 getSearches, saveSearch, deleteSearch). Save and
 * delete answer the whole list, which replaces the cached one (hub §4 "the list reloads after a
 * save or delete completes without error").
 */
import {
  type SavedSearch,
  type SaveSearchBody,
  savedSearchEndpoints,
} from '@navia/domain/contracts/shipments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const savedSearchesQueryKey = ['saved-searches'] as const;

const fetchSavedSearches = async (signal?: AbortSignal) =>
  (await callEndpoint(savedSearchEndpoints.getSearches, { body: {} }, { signal })).searches;

const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => fetchSavedSearches(signal),
  });

export function useSavedSearches(enabled = true) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}

const saveSearch = async (body: SaveSearchBody) =>
  (await callEndpoint(savedSearchEndpoints.saveSearch, { body })).searches;

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: (searches: SavedSearch[]) => queryClient.setQueryData(savedSearchesQueryKey, searches),
  });
}

const deleteSearch = async (id: string) =>
  (await callEndpoint(savedSearchEndpoints.deleteSearch, { body: { _id: id } })).searches;

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSearch,
    onSuccess: (searches: SavedSearch[]) => queryClient.setQueryData(savedSearchesQueryKey, searches),
  });
}
