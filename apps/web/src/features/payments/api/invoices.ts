/**
 * The invoice search's calls (contracts/invoices.ts): the search in batches of 30, DueDate first by
 * default (hub §9), and the CSV of every matching invoice. Each search is a query keyed by all that
 * defines it under ['invoices'], so an answer to an older search never shows and a payment
 * (which invalidates ['invoices']) refreshes the amounts and statuses.
 */
import { BATCH_SIZE, FIRST_BATCH } from '@navia/domain/constants';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import {
  type InvoiceSortColumn,
  type InvoicesWithFiltersResponse,
  invoiceEndpoints,
} from '@navia/domain/contracts/invoices';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { batchRows, batchTotal, nextBatchNo } from '../../../lib/batches.ts';

export type InvoiceSearchRequest = {
  /** 'All', a TransactionNumber or a ShipmentNumber (/payments/:key). */
  key: string;
  filters: FilterSetWire;
  orderBy: InvoiceSortColumn;
  orderDir: 'ASC' | 'DESC';
};

/** Every invoice query's root: invalidate it after a payment. */
export const INVOICES_QUERY_ROOT = 'invoices';

const invoiceKeys = {
  all: [INVOICES_QUERY_ROOT] as const,
  search: (request: InvoiceSearchRequest) => [INVOICES_QUERY_ROOT, 'search', request] as const,
};

export type InvoiceBatch = InvoicesWithFiltersResponse & { batchNo: number };

const searchBody = (request: InvoiceSearchRequest) => ({
  key: request.key,
  filters: request.filters,
  orderBy: request.orderBy,
  orderDir: request.orderDir,
});

export function useInvoiceSearch(request: InvoiceSearchRequest) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.search(request),
    queryFn: async ({ pageParam, signal }): Promise<InvoiceBatch> => {
      const answer = await callEndpoint(
        invoiceEndpoints.invoicesWithFilters,
        { body: { ...searchBody(request), batchNo: pageParam, batchSize: BATCH_SIZE } },
        { signal },
      );
      return { ...answer, batchNo: pageParam };
    },
    initialPageParam: FIRST_BATCH,
    getNextPageParam: nextBatchNo,
  });
}

export const invoiceRowsOf = (data: InfiniteData<InvoiceBatch> | undefined) => batchRows(data);
export const invoiceTotalOf = (data: InfiniteData<InvoiceBatch> | undefined) => batchTotal(data);

/** The CSV of every invoice the search matches (a link: the browser downloads it). */
export function invoiceExportUrl(request: InvoiceSearchRequest): string {
  return endpointUrl(invoiceEndpoints.exportCsv, { query: { search: JSON.stringify(searchBody(request)) } });
}
