/**
 * The invoice search's filters (hub §5 invoice filter types) and its state in the URL (STYLE 9):
 * the shared filter builder over INVOICE_FILTER_CATALOGUE, checked with the shared invoice filter
 * set schema, in the builder's simple (AND) mode. Amount ranges are typed in major units of the
 * invoice's currency and sent as typed (the server reads them so). The sort is DueDate DESC unless
 * the URL says otherwise (hub §9).
 */
import { INVOICE_SORT_COLUMNS, type InvoiceSortColumn } from '@navia/domain/contracts/invoices';
import { INVOICE_FILTER_CATALOGUE, invoiceFilters } from '@navia/domain/rules/invoices/filters';
import {
  type FilterCatalogue,
  recordFilterCatalogue,
} from '../../../components/filter-builder/filter-catalogue.ts';
import type { ListSearchUrl } from '../../../components/search-bar/list-search-url.ts';

export const invoiceFilterCatalogue: FilterCatalogue = recordFilterCatalogue(
  INVOICE_FILTER_CATALOGUE,
  invoiceFilters.setSchema,
);

const isInvoiceSortColumn = (id: string): id is InvoiceSortColumn =>
  (INVOICE_SORT_COLUMNS as readonly string[]).includes(id);

export const INVOICE_LIST_URL: ListSearchUrl<InvoiceSortColumn> = {
  filterSchema: invoiceFilters.setSchema,
  isSortColumn: isInvoiceSortColumn,
  defaultSort: { orderBy: 'DueDate', orderDir: 'DESC' },
};

/** /payments/:key's reserved key for the payment history tab. */
export const HISTORY_KEY = 'history';
export const ALL_KEY = 'All';

/** The path of an invoice search: its key in the path, filters and sort in the query. */
export function invoicesPath(key: string, query: URLSearchParams): string {
  const text = query.toString();
  return `/payments/${encodeURIComponent(key || ALL_KEY)}${text ? `?${text}` : ''}`;
}
