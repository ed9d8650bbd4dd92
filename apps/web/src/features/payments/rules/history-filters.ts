/**
 * The payment history's search (hub §3 payment search state): the shared filter builder over
 * PAYMENT_FILTER_CATALOGUE in its simple (AND) mode, the URL reader's settings (PaymentDate DESC
 * unless the URL says otherwise) and the search text. The payment search has no free text on the
 * wire, so the text box narrows by payment (a PAY… id) or else by transaction number.
 */
import { PAYMENT_SORT_COLUMNS } from '@navia/domain/contracts/payments';
import { FILTER_GROUPS_MAX } from '@navia/domain/rules/filters/constants';
import { PAYMENT_FILTER_CATALOGUE, paymentFilters } from '@navia/domain/rules/invoices/filters';
import {
  type FilterCatalogue,
  recordFilterCatalogue,
} from '../../../components/filter-builder/filter-catalogue.ts';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import type { ListSearchUrl } from '../../../components/search-bar/list-search-url.ts';

export type PaymentSortColumn = (typeof PAYMENT_SORT_COLUMNS)[number];

export const paymentFilterCatalogue: FilterCatalogue = recordFilterCatalogue(
  PAYMENT_FILTER_CATALOGUE,
  paymentFilters.setSchema,
);

const isPaymentSortColumn = (id: string): id is PaymentSortColumn =>
  (PAYMENT_SORT_COLUMNS as readonly string[]).includes(id);

/** hub §3: the payment search is ordered by PaymentDate DESC by default. */
export const PAYMENT_LIST_URL: ListSearchUrl<PaymentSortColumn> = {
  filterSchema: paymentFilters.setSchema,
  isSortColumn: isPaymentSortColumn,
  defaultSort: { orderBy: 'PaymentDate', orderDir: 'DESC' },
};

const PAYMENT_ID_TEXT = /^PAY[0-9A-Z]*$/i;

/**
 * The filters sent for the applied filters and search text: the text becomes one more AND group, a
 * PaymentId filter when it reads as a payment id (PAY…), else a TransactionNumber filter.
 */
export function withSearchText(filters: FilterSetWire, searchText: string): FilterSetWire {
  const text = searchText.trim();
  if (!text || filters.length >= FILTER_GROUPS_MAX) return filters;
  const key = PAYMENT_ID_TEXT.test(text) ? 'PaymentId' : 'TransactionNumber';
  return [...filters, { [key]: PAYMENT_ID_TEXT.test(text) ? text.toUpperCase() : text }];
}
