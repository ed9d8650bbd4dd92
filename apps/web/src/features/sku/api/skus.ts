/**
 * The SKU catalogue's calls (contracts/skus.ts): the search in batches of 30, the type-ahead, one
 * SKU, create, edit and the CSV import (staff name the owner of what they create or import). Each search is a query keyed by all that defines it, so an
 * answer to an older search never shows.
 */
import { BATCH_SIZE, FIRST_BATCH } from '@navia/domain/constants';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { type SkuSearchResponse, type SkuSortColumn, skuEndpoints } from '@navia/domain/contracts/skus';
import { TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import type { SkuFields } from '@navia/domain/rules/skus/sku-fields';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { batchRows, batchTotal, nextBatchNo } from '../../../lib/batches.ts';
import type { SkuOwnerRef } from '../rules/sku-owner.ts';

export type SkuSearchRequest = {
  filters: FilterSetWire;
  searchText: string;
  orderBy: SkuSortColumn;
  orderDir: 'ASC' | 'DESC';
};

const skuKeys = {
  all: ['skus'] as const,
  search: (request: SkuSearchRequest) => ['skus', 'search', request] as const,
  typeahead: (text: string) => ['skus', 'typeahead', text] as const,
  one: (id: string) => ['skus', 'one', id] as const,
};

type SkuBatch = SkuSearchResponse & { batchNo: number };

const searchBody = (request: SkuSearchRequest) => {
  const text = request.searchText.trim();
  return {
    filters: request.filters,
    orderBy: request.orderBy,
    orderDir: request.orderDir,
    ...(text ? { searchText: text } : {}),
  };
};

export function useSkuSearch(request: SkuSearchRequest) {
  return useInfiniteQuery({
    queryKey: skuKeys.search(request),
    queryFn: async ({ pageParam, signal }): Promise<SkuBatch> => {
      const answer = await callEndpoint(
        skuEndpoints.search,
        { body: { ...searchBody(request), batchNo: pageParam, batchSize: BATCH_SIZE } },
        { signal },
      );
      return { ...answer, batchNo: pageParam };
    },
    initialPageParam: FIRST_BATCH,
    getNextPageParam: nextBatchNo,
  });
}

export const skuRowsOf = (data: InfiniteData<SkuBatch> | undefined) => batchRows(data);
export const skuTotalOf = (data: InfiniteData<SkuBatch> | undefined) => batchTotal(data);

/** The CSV of every SKU the search matches (a link: the browser downloads it). */
export function skuExportUrl(request: SkuSearchRequest): string {
  return endpointUrl(skuEndpoints.exportCsv, { query: { search: JSON.stringify(searchBody(request)) } });
}

/** connect §5: the type-ahead asks from 3 characters. */
export function useSkuTypeahead(text: string) {
  const ready = text.length >= TYPEAHEAD_MIN_CHARS;
  return useQuery({
    queryKey: skuKeys.typeahead(text),
    queryFn: async ({ signal }) =>
      (await callEndpoint(skuEndpoints.typeahead, { query: { text } }, { signal })).result,
    enabled: ready,
    staleTime: 30_000,
  });
}

export function useSku(id: string) {
  return useQuery({
    queryKey: skuKeys.one(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(skuEndpoints.getOne, { params: { id } }, { signal })).sku,
  });
}

export function useCreateSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sku: SkuFields; owner: SkuOwnerRef | null }) =>
      (await callEndpoint(skuEndpoints.create, { body: { sku: input.sku, ...input.owner } })).sku,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skuKeys.all }),
  });
}

export function useEditSku() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { _id: string; version: number; sku: SkuFields }) =>
      (await callEndpoint(skuEndpoints.edit, { body: input })).sku,
    onSuccess: (sku) => {
      queryClient.setQueryData(skuKeys.one(sku._id), sku);
      return queryClient.invalidateQueries({ queryKey: ['skus', 'search'] });
    },
  });
}

export function useImportSkus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { csv: string; dryRun: boolean; owner: SkuOwnerRef | null }) =>
      callEndpoint(skuEndpoints.import, { body: { csv: input.csv, dryRun: input.dryRun, ...input.owner } }),
    onSuccess: (answer) => {
      if (answer.written) return queryClient.invalidateQueries({ queryKey: skuKeys.all });
    },
  });
}
