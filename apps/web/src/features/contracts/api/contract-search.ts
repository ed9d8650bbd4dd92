/**
 * The contracts search (connect §3 "Contract search state", §4 "Searches", §7 POST get and
 * getDateGroupCount): batches of 30, the status counts with the first batch, the favourites tab and
 * the only-action-required toggle (which the server remembers as the user's isViewActionRequired).
 * Each search is a query keyed by all that defines it, so an answer to an older search never shows,
 * and a replaced search's request is aborted. The unfiltered All list is reused for an hour when it
 * is not empty (connect §4, §9).
 */
import { BATCH_SIZE, FIRST_BATCH } from '@navia/domain/constants';
import {
  type ContractRow,
  type ContractSearchResponse,
  connectContractEndpoints,
} from '@navia/domain/contracts/connect-contracts';
import type { CurrentUser } from '@navia/domain/contracts/user';
import type { ContractDateField } from '@navia/domain/rules/contracts/filters';
import { ALL_SEARCH_CACHE_MS } from '@navia/domain/rules/filters/constants';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { type ContractSearchRequest, contractSearchKeys } from './contract-query-keys.ts';

type ContractBatch = ContractSearchResponse & { batchNo: number };

function searchBody(request: ContractSearchRequest, batchNo: number, batchSize: number) {
  const text = request.searchText.trim();
  return {
    filters: request.filters,
    key: request.tab === 'favourites' ? ('favourites' as const) : ('All' as const),
    getFavourites: request.tab === 'favourites',
    isOnlyActionRequired: request.onlyActionRequired,
    orderBy: request.orderBy,
    orderDir: request.orderDir,
    batchNo,
    batchSize,
    includeStatusTotals: batchNo === FIRST_BATCH,
    ...(text ? { searchText: text } : {}),
  };
}

async function fetchBatch(request: ContractSearchRequest, batchNo: number, signal: AbortSignal) {
  const answer = await callEndpoint(
    connectContractEndpoints.get,
    { body: searchBody(request, batchNo, BATCH_SIZE) },
    { signal },
  );
  return { ...answer, batchNo };
}

const loaded = (pages: readonly ContractBatch[]) => pages.reduce((n, p) => n + p.result.length, 0);

/** The next batch, or undefined once every matching contract is loaded. */
function nextBatchNo(pages: readonly ContractBatch[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.result.length === 0) return undefined;
  return loaded(pages) < last.totalCount ? last.batchNo + 1 : undefined;
}

/** The plain All list: no filter, no text, no toggle, the all tab. */
function isUnfilteredAll(request: ContractSearchRequest): boolean {
  return (
    request.tab === 'all' &&
    request.filters.length === 0 &&
    request.searchText.trim() === '' &&
    !request.onlyActionRequired
  );
}

/** connect §4, §9: the cached All result is reused when under an hour old and not empty. */
function staleTimeOf(request: ContractSearchRequest) {
  return (query: { state: { data: InfiniteData<ContractBatch> | undefined } }) => {
    const rows = query.state.data?.pages[0]?.result.length ?? 0;
    return isUnfilteredAll(request) && rows > 0 ? ALL_SEARCH_CACHE_MS : 0;
  };
}

const contractSearchQueryOptions = (request: ContractSearchRequest) =>
  infiniteQueryOptions({
    queryKey: contractSearchKeys.results(request),
    queryFn: ({ pageParam, signal }) => fetchBatch(request, pageParam, signal),
    initialPageParam: FIRST_BATCH,
    getNextPageParam: (_last, pages) => nextBatchNo(pages),
    staleTime: staleTimeOf(request),
    gcTime: isUnfilteredAll(request) ? ALL_SEARCH_CACHE_MS : undefined,
  });

/**
 * The list. The server remembers the only-action-required toggle on the user, so the cached user
 * is brought in line with what this search sent.
 */
export function useContractSearch(request: ContractSearchRequest) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(contractSearchQueryOptions(request));
  const remembered = query.isSuccess ? request.onlyActionRequired : null;
  useEffect(() => {
    if (remembered === null) return;
    const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
    if (user && user.isViewActionRequired !== remembered) {
      queryClient.setQueryData(currentUserQueryKey, { ...user, isViewActionRequired: remembered });
    }
  }, [queryClient, remembered]);
  return query;
}

/**
 * The status totals without the status chosen from them (so the other chips keep their counts):
 * one contract asked for, with the counts.
 */
export function useStatusTotals(request: ContractSearchRequest, enabled: boolean) {
  return useQuery({
    queryKey: contractSearchKeys.totals(request),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          connectContractEndpoints.get,
          { body: searchBody(request, FIRST_BATCH, 1) },
          { signal },
        )
      ).statusCounts,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function contractRowsOf(data: InfiniteData<ContractBatch> | undefined): ContractRow[] {
  return data?.pages.flatMap((p) => p.result) ?? [];
}

export function contractTotalOf(data: InfiniteData<ContractBatch> | undefined): number {
  return data?.pages[0]?.totalCount ?? 0;
}

/** connect §7 getDateGroupCount: matching contracts per month of a date field. */
const dateGroupsQueryOptions = (field: ContractDateField, filters: FilterSetWire) =>
  queryOptions({
    queryKey: contractSearchKeys.dateGroups(field, filters),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          connectContractEndpoints.getDateGroupCount,
          { body: { filters, dateFormat: 'month', field } },
          { signal },
        )
      ).result,
    staleTime: 60_000,
  });

export function useDateGroupCounts(field: ContractDateField, filters: FilterSetWire) {
  return useQuery(dateGroupsQueryOptions(field, filters));
}
