/**
 * The payment history's calls (contracts/payments.ts): the payment search in batches of 30
 * (PaymentDate DESC unless sorted otherwise, narrowed to the chosen organisations, paymentOrgs) and
 * the staff refund. Each search is a query keyed by all that defines it, so an answer to an older
 * search never shows. Keys are rooted at ['payments'].
 */
import { BATCH_SIZE, FIRST_BATCH } from '@navia/domain/constants';
import type { EndpointResult } from '@navia/domain/contracts/endpoint';
import { paymentEndpoints } from '@navia/domain/contracts/payments';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { batchRows, batchTotal, nextBatchNo } from '../../../lib/batches.ts';
import { type PaymentSortColumn, withSearchText } from '../rules/history-filters.ts';

export type PaymentSearchRequest = {
  filters: FilterSetWire;
  searchText: string;
  orderBy: PaymentSortColumn;
  orderDir: 'ASC' | 'DESC';
  paymentOrgs: readonly string[];
};

const paymentHistoryKeys = {
  all: ['payments', 'history'] as const,
  search: (request: PaymentSearchRequest) => ['payments', 'history', 'search', request] as const,
};

type PaymentsAnswer = EndpointResult<typeof paymentEndpoints.paymentsWithFilters>;
export type PaymentRow = PaymentsAnswer['result'][number];
export type PaymentOrg = PaymentsAnswer['paymentOrgs'][number];
type PaymentBatch = PaymentsAnswer & { batchNo: number };

export function usePaymentSearch(request: PaymentSearchRequest) {
  return useInfiniteQuery({
    queryKey: paymentHistoryKeys.search(request),
    queryFn: async ({ pageParam, signal }): Promise<PaymentBatch> => {
      const answer = await callEndpoint(
        paymentEndpoints.paymentsWithFilters,
        {
          body: {
            batchNo: pageParam,
            batchSize: BATCH_SIZE,
            orderBy: request.orderBy,
            orderDir: request.orderDir,
            filters: withSearchText(request.filters, request.searchText),
            paymentOrgs: [...request.paymentOrgs],
          },
        },
        { signal },
      );
      return { ...answer, batchNo: pageParam };
    },
    initialPageParam: FIRST_BATCH,
    getNextPageParam: nextBatchNo,
  });
}

export const paymentRowsOf = (data: InfiniteData<PaymentBatch> | undefined) => batchRows(data);
export const paymentTotalOf = (data: InfiniteData<PaymentBatch> | undefined) => batchTotal(data);
export const paymentOrgsOf = (data: InfiniteData<PaymentBatch> | undefined): PaymentOrg[] =>
  data?.pages[0]?.paymentOrgs ?? [];

/** Staff refund a payment, all that remains (no amount) or an amount in minor units; then the history reloads. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { paymentId: string; amount: number | null; reason: string }) =>
      (
        await callEndpoint(paymentEndpoints.refund, {
          params: { paymentId: input.paymentId },
          body: { reason: input.reason, ...(input.amount === null ? {} : { amount: input.amount }) },
        })
      ).payment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
