/**
 * The logged-out quick lookup (hub §7 "Logged-out"): GET /api/search/shipments and, for the modal,
 * GET /api/search/shipment (OrdKey omitted when '-').
 */

import { DETAIL_REQUEST_TIMEOUT_MS } from '@navia/domain/constants';
import {
  lookupEndpoints,
  type QuickLookupResult,
  type QuickLookupSearchType,
} from '@navia/domain/contracts/lookup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export type QuickLookupValues = { searchType: QuickLookupSearchType; searchValue: string };

export function useQuickLookupSearch() {
  return useMutation({
    mutationFn: async (values: QuickLookupValues) =>
      (await callEndpoint(lookupEndpoints.quickLookup, { query: values })).result,
  });
}

export function useQuickLookupDetail(selected: Pick<QuickLookupResult, 'ShipKey' | 'OrdKey'> | null) {
  return useQuery({
    queryKey: ['quick-lookup', selected?.ShipKey ?? null, selected?.OrdKey ?? null],
    enabled: selected !== null,
    retry: false,
    queryFn: ({ signal }) => {
      if (!selected) throw new Error('no shipment selected');
      const OrdKey = selected.OrdKey && selected.OrdKey !== '-' ? selected.OrdKey : undefined;
      return callEndpoint(
        lookupEndpoints.quickLookupDetail,
        { query: { ShipKey: selected.ShipKey, OrdKey } },
        { signal, timeoutMs: DETAIL_REQUEST_TIMEOUT_MS },
      );
    },
  });
}
