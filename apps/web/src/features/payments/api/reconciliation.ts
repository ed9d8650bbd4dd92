/**
 * The reconciliation screens' calls (contracts/payments.ts): the list by page with its counts per
 * state, the CSV export link with the same filters, and the staff resolution. Keys are rooted at
 * ['payments'].
 */
import { BATCH_SIZE } from '@navia/domain/constants';
import type { EndpointResult } from '@navia/domain/contracts/endpoint';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { paymentEndpoints } from '@navia/domain/contracts/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import type { ReconciliationState } from '../rules/reconciliation-format.ts';

export type ReconciliationFilters = { states: readonly ReconciliationState[]; unresolvedOnly: boolean };
export type ReconciliationRequest = ReconciliationFilters & { batchNo: number };

type ReconciliationAnswer = EndpointResult<typeof paymentEndpoints.reconciliation>;
export type ReconciliationRow = ReconciliationAnswer['result'][number];

export const RECONCILIATION_PAGE_SIZE = BATCH_SIZE;

const reconciliationKeys = {
  all: ['payments', 'reconciliation'] as const,
  list: (request: ReconciliationRequest) => ['payments', 'reconciliation', 'list', request] as const,
};

export function useReconciliation(request: ReconciliationRequest) {
  return useQuery({
    queryKey: reconciliationKeys.list(request),
    queryFn: ({ signal }) =>
      callEndpoint(
        paymentEndpoints.reconciliation,
        {
          body: {
            states: [...request.states],
            unresolvedOnly: request.unresolvedOnly,
            batchNo: request.batchNo,
            batchSize: RECONCILIATION_PAGE_SIZE,
          },
        },
        { signal },
      ),
    // A new page or filter keeps the rows on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every row the filters match (a link: the browser downloads it). */
export function reconciliationExportUrl(filters: ReconciliationFilters): string {
  return endpointUrl(paymentEndpoints.reconciliationExport, {
    query: {
      states: filters.states.length > 0 ? filters.states.join(',') : undefined,
      unresolvedOnly: filters.unresolvedOnly ? 'true' : undefined,
    },
  });
}

/**
 * Staff resolve a row. The answered row replaces it in every loaded page, so it shows its resolution
 * where it is; the lists are marked stale (refetched on the next change of page or filter, when an
 * 'unresolved only' list drops it and the counts follow).
 */
export function useResolveReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { rowId: string; note: string }) =>
      (await callEndpoint(paymentEndpoints.resolve, { body: input })).row,
    onSuccess: (row) => {
      queryClient.setQueriesData<ReconciliationAnswer>({ queryKey: reconciliationKeys.all }, (old) =>
        old ? { ...old, result: old.result.map((r) => (r._id === row._id ? row : r)) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: reconciliationKeys.all, refetchType: 'none' });
    },
  });
}
