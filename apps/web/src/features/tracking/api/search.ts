/**
 * The searches of the tracking pages (hub §7 Shipments): the search results in batches of 30, the
 * favourites and the priority records. Each search is a TanStack Query keyed by everything that
 * defines it (type, key, filters, advanced, sort, days in storage), so:
 *  - a response of a search that is no longer the current one lands in its own cache entry and is
 *    never shown (hub §4 "a response is ignored when its search key or filters no longer match");
 *  - a replaced search loses its observer and its request is aborted through the query's
 *    AbortSignal; TanStack Query does not turn that cancellation into an error (hub §8).
 */
import { BATCH_SIZE, FIRST_BATCH, type HomeCountry } from '@navia/domain/constants';
import {
  priorityEndpoints,
  type ShipmentListRow,
  shipmentEndpoints,
} from '@navia/domain/contracts/shipments';
import { ALL_SEARCH_CACHE_MS } from '@navia/domain/rules/filters/constants';
import { ALL_KEY, type SearchType } from '@navia/domain/rules/filters/search-keys';
import type { SortColumn, SortDirection } from '@navia/domain/rules/filters/sort';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

export type ShipmentSearchRequest = {
  searchType: SearchType;
  key: string;
  filters: FilterSetWire;
  advanced: boolean;
  orderBy: SortColumn;
  orderDir: SortDirection;
  daysInStorage?: number | undefined;
};

export type SearchBatch = { rows: ShipmentListRow[]; totalCount: number; batchNo: number };

/** Every query of this feature starts with this, so one call can patch or refresh them all. */
const SEARCH_QUERY_ROOT = 'tracking-search';

export const searchQueryKeys = {
  root: [SEARCH_QUERY_ROOT] as const,
  results: (request: ShipmentSearchRequest) => [SEARCH_QUERY_ROOT, 'results', request] as const,
  favourites: (orderBy: SortColumn, orderDir: SortDirection) =>
    [SEARCH_QUERY_ROOT, 'favourites', { orderBy, orderDir }] as const,
  priorityRoot: [SEARCH_QUERY_ROOT, 'priority'] as const,
  priority: (country: string, localView: boolean) =>
    [SEARCH_QUERY_ROOT, 'priority', country, localView] as const,
};

/** One batch of a search: tracking through shipmentsWithFilters, the other variants through /{listKey}. */
async function fetchSearchBatch(
  request: ShipmentSearchRequest,
  batchNo: number,
  signal: AbortSignal | undefined,
): Promise<SearchBatch> {
  const common = {
    key: request.key,
    orderBy: request.orderBy,
    orderDir: request.orderDir,
    filters: request.filters,
    isAdvancedSearch: request.advanced,
  };
  if (request.searchType === 'tracking') {
    const answer = await callEndpoint(
      shipmentEndpoints.shipmentsWithFilters,
      { body: { ...common, batchNo, batchSize: BATCH_SIZE } },
      { signal },
    );
    return { rows: answer.result, totalCount: answer.totalCount, batchNo };
  }
  const answer = await callEndpoint(
    shipmentEndpoints.listSearch,
    {
      params: { listKey: request.searchType },
      body: {
        ...common,
        pageNo: batchNo,
        ...(request.daysInStorage !== undefined ? { daysInStorage: request.daysInStorage } : {}),
      },
    },
    { signal },
  );
  return { rows: answer.result, totalCount: answer.totalCount, batchNo };
}

const loadedCount = (pages: readonly SearchBatch[]) => pages.reduce((n, p) => n + p.rows.length, 0);

/** The next batch number, or undefined once every matching row is loaded. */
function nextBatchNo(pages: readonly SearchBatch[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.rows.length === 0) return undefined;
  return loadedCount(pages) < last.totalCount ? last.batchNo + 1 : undefined;
}

/** hub §4 / §9: the cached All result is reused for up to an hour, if it is not empty. */
function staleTimeOf(request: ShipmentSearchRequest) {
  return (query: { state: { data: InfiniteData<SearchBatch> | undefined } }) => {
    const isAll = request.key === ALL_KEY && request.searchType === 'tracking';
    const rows = query.state.data?.pages[0]?.rows.length ?? 0;
    return isAll && rows > 0 ? ALL_SEARCH_CACHE_MS : 0;
  };
}

const searchResultsQueryOptions = (request: ShipmentSearchRequest) =>
  infiniteQueryOptions({
    queryKey: searchQueryKeys.results(request),
    queryFn: ({ pageParam, signal }) => fetchSearchBatch(request, pageParam, signal),
    initialPageParam: FIRST_BATCH,
    getNextPageParam: (_last, pages) => nextBatchNo(pages),
    staleTime: staleTimeOf(request),
    gcTime: request.key === ALL_KEY ? ALL_SEARCH_CACHE_MS : undefined,
  });

export function useSearchResults(request: ShipmentSearchRequest) {
  return useInfiniteQuery(searchResultsQueryOptions(request));
}

/** One batch of the favourites tab: every favourite record of the user (key All, no filters). */
async function fetchFavouriteBatch(
  orderBy: SortColumn,
  orderDir: SortDirection,
  batchNo: number,
  signal: AbortSignal | undefined,
): Promise<SearchBatch> {
  const answer = await callEndpoint(
    shipmentEndpoints.favouriteShipments,
    { body: { key: ALL_KEY, batchNo, batchSize: BATCH_SIZE, orderBy, orderDir, filters: [] } },
    { signal },
  );
  return { rows: answer.result, totalCount: answer.totalCount, batchNo };
}

const favouriteRecordsQueryOptions = (orderBy: SortColumn, orderDir: SortDirection) =>
  infiniteQueryOptions({
    queryKey: searchQueryKeys.favourites(orderBy, orderDir),
    queryFn: ({ pageParam, signal }) => fetchFavouriteBatch(orderBy, orderDir, pageParam, signal),
    initialPageParam: FIRST_BATCH,
    getNextPageParam: (_last, pages) => nextBatchNo(pages),
  });

/** The favourites tab, in the table's sort. */
export function useFavouriteRecords(orderBy: SortColumn, orderDir: SortDirection) {
  return useInfiniteQuery(favouriteRecordsQueryOptions(orderBy, orderDir));
}

/** The priority tab (hub §7 GET /org/priorityShipments/{country}/{flag}): not delivered, in one list. */
const fetchPriorityRecords = (country: HomeCountry | 'ALL', localView: boolean, signal?: AbortSignal) =>
  callEndpoint(
    priorityEndpoints.priorityShipments,
    { params: { country, flag: localView ? 'true' : 'false' } },
    { signal },
  );

const priorityRecordsQueryOptions = (country: HomeCountry | 'ALL', localView: boolean) =>
  queryOptions({
    queryKey: searchQueryKeys.priority(country, localView),
    queryFn: ({ signal }) => fetchPriorityRecords(country, localView, signal),
  });

export function usePriorityRecords(country: HomeCountry | 'ALL', localView: boolean) {
  return useQuery(priorityRecordsQueryOptions(country, localView));
}

/** The rows of all loaded batches. */
export function rowsOf(data: InfiniteData<SearchBatch> | undefined): ShipmentListRow[] {
  return data?.pages.flatMap((p) => p.rows) ?? [];
}

export function totalOf(data: InfiniteData<SearchBatch> | undefined): number {
  return data?.pages[0]?.totalCount ?? 0;
}
