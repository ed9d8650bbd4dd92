/**
 * The logged-out quick lookup (hub §7 "Logged-out"): GET /api/search/shipments and, for the modal,
 * GET /api/search/shipment (OrdKey omitted when '-').
 */

import { DETAIL_REQUEST_TIMEOUT_MS } from '@navia/domain/constants';
import {
  type QuickLookupResult,
  type QuickLookupSearchType,
  quickLookupDetailSchema,
  quickLookupResponseSchema,
} from '@navia/domain/contracts/lookup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type QuickLookupValues = { searchType: QuickLookupSearchType; searchValue: string };

export function useQuickLookupSearch() {
  return useMutation({
    mutationFn: async (values: QuickLookupValues) => {
      const query = new URLSearchParams({ searchType: values.searchType, searchValue: values.searchValue });
      return (await apiRequest(`/api/search/shipments?${query}`, { schema: quickLookupResponseSchema }))
        .result;
    },
  });
}

export function useQuickLookupDetail(selected: Pick<QuickLookupResult, 'ShipKey' | 'OrdKey'> | null) {
  return useQuery({
    queryKey: ['quick-lookup', selected?.ShipKey ?? null, selected?.OrdKey ?? null],
    enabled: selected !== null,
    retry: false,
    queryFn: ({ signal }) => {
      if (!selected) throw new Error('no shipment selected');
      const query = new URLSearchParams({ ShipKey: selected.ShipKey });
      if (selected.OrdKey && selected.OrdKey !== '-') query.set('OrdKey', selected.OrdKey);
      return apiRequest(`/api/search/shipment?${query}`, {
        schema: quickLookupDetailSchema,
        signal,
        timeoutMs: DETAIL_REQUEST_TIMEOUT_MS,
      });
    },
  });
}
