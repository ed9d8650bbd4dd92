/**
 * The invoice search's filters (hub §5 invoice filter types) and its state in the URL (STYLE 9):
 * the shared filter builder over INVOICE_FILTER_CATALOGUE, checked with the shared invoice filter
 * set schema, in the builder's simple (AND) mode. Amount ranges are typed in major units of the
 * invoice's currency and sent as typed (the server reads them so). The sort is DueDate DESC unless
 * the URL says otherwise (hub §9).
 */
import { INVOICE_SORT_COLUMNS, type InvoiceSortColumn } from '@navia/domain/contracts/invoices';
import { FILTER_GROUP_LABELS, FILTER_GROUPS } from '@navia/domain/rules/filters/catalogue';
import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { valueParts } from '@navia/domain/rules/filters/filter-set';
import { INVOICE_FILTER_CATALOGUE, invoiceFilters } from '@navia/domain/rules/invoices/filters';
import {
  type BuilderFilterDefinition,
  type FilterCatalogue,
  unknownKey,
} from '../../../components/filter-builder/filter-catalogue.ts';
import type { ListSearchUrl } from '../../../components/search-bar/list-search-url.ts';

const definitions: Readonly<Record<string, BuilderFilterDefinition>> = INVOICE_FILTER_CATALOGUE;
const keys = Object.keys(definitions);
const isKey = (key: string) => Object.hasOwn(definitions, key);

export const invoiceFilterCatalogue: FilterCatalogue = {
  definition: (key) => definitions[key] ?? unknownKey(key),
  isKey,
  menu: () =>
    FILTER_GROUPS.map((group) => ({
      label: FILTER_GROUP_LABELS[group],
      keys: keys.filter((k) => definitions[k]?.group === group),
    })).filter((g) => g.keys.length > 0),
  hiddenKeys: (usedKeys, currentKey) => {
    const hidden = new Set(usedKeys.filter((k) => k !== currentKey && isKey(k)));
    return keys.filter((k) => hidden.has(k));
  },
  problemOf: (set) => {
    const parsed = invoiceFilters.setSchema.safeParse(set);
    if (!parsed.success) {
      const missing = parsed.error.issues.some((i) => i.message === SEARCH_MESSAGES.allFiltersMustHaveValue);
      return missing ? SEARCH_MESSAGES.allFiltersMustHaveValue : (parsed.error.issues[0]?.message ?? null);
    }
    const empty = parsed.data.some((group) =>
      Object.values(group).some((v) => typeof v === 'string' && valueParts(v).length === 0),
    );
    return empty ? SEARCH_MESSAGES.allFiltersMustHaveValue : null;
  },
};

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
