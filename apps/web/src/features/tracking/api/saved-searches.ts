/**
 * Saved searches (hub §3 "Saved search", hub §7 getSearches, saveSearch, deleteSearch). Save and
 * delete answer the whole list, which replaces the cached one (hub §4 "the list reloads after a
 * save or delete completes without error").
 */
import {
  type SavedSearch,
  type SaveSearchBody,
  savedSearchesResponseSchema,
} from '@navia/domain/contracts/shipments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const savedSearchesQueryKey = ['saved-searches'] as const;

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: savedSearchesQueryKey,
    queryFn: async ({ signal }) => {
      const { searches } = await apiRequest('/api/user/getSearches', {
        method: 'POST',
        body: {},
        schema: savedSearchesResponseSchema,
        signal,
      });
      return searches;
    },
    enabled,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveSearchBody) =>
      (
        await apiRequest('/api/user/saveSearch', {
          method: 'POST',
          body,
          schema: savedSearchesResponseSchema,
        })
      ).searches,
    onSuccess: (searches: SavedSearch[]) => queryClient.setQueryData(savedSearchesQueryKey, searches),
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await apiRequest('/api/user/deleteSearch', {
          method: 'POST',
          body: { _id: id },
          schema: savedSearchesResponseSchema,
        })
      ).searches,
    onSuccess: (searches: SavedSearch[]) => queryClient.setQueryData(savedSearchesQueryKey, searches),
  });
}
