/**
 * The payment history (/payments/history, under the INVOICES / PAYMENT HISTORY tabs): the payment
 * search of hub §3 — PaymentDate DESC unless a column says otherwise, the filters of
 * PAYMENT_FILTER_CATALOGUE, and the organisations to narrow to (paymentOrgs, from the answer's own
 * list) — in batches of 30 as the table scrolls. A row is an invoice a payment paid (hub §3
 * Payment). Staff with the admin role refund a payment (all that remains or an amount, with a
 * reason). The search text, filters and sort live in the URL; the organisations in the page.
 */
import { Alert, Anchor, Badge, Button, MultiSelect, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { HUB_ROUTE_RULES, isAtLeast } from '@navia/domain/rules/access';
import { CHOSEN_COLUMN_SORT_DIR } from '@navia/domain/rules/filters/sort';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table.tsx';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../../components/data-table/data-table-features.ts';
import { FilterSearchBar } from '../../../../components/search-bar/filter-search-bar.tsx';
import { useListSearchUrl } from '../../../../components/search-bar/list-search-url.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useCurrentUser } from '../../../../lib/auth.ts';
import { useLocale } from '../../../../lib/locale.ts';
import {
  type PaymentOrg,
  type PaymentRow,
  paymentOrgsOf,
  paymentRowsOf,
  paymentTotalOf,
  usePaymentSearch,
} from '../../api/history.ts';
import { PAYMENT_LIST_URL, paymentFilterCatalogue } from '../../rules/history-filters.ts';
import {
  formatAmount,
  formatDay,
  isRefundable,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  receiptPath,
} from '../../rules/history-format.ts';

// The refund dialog loads when a refund starts (decision 013: the page's first paint stays small).
const RefundDialog = lazy(() => import('./refund-dialog.tsx').then((m) => ({ default: m.RefundDialog })));

const column = createDataColumnHelper<PaymentRow>();
const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.otherError);

const money = (
  key: 'TotalInvoiceAmount' | 'InvoiceOutstandingAmount' | 'PaidAmount' | 'merchantFee',
  header: string,
  locale: string,
) =>
  column.accessor(key, {
    header,
    enableSorting: key === 'PaidAmount',
    meta: { align: 'end' },
    cell: (c) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(c.getValue(), c.row.original.TransactionCurrency, locale)}
      </span>
    ),
  });

/** hub §3 Payment's columns, then the payment's status and, for staff, REFUND. */
function paymentColumns(
  onRefund: ((row: PaymentRow) => void) | null,
  locale: string,
): DataColumn<PaymentRow>[] {
  const columns: DataColumn<PaymentRow>[] = [
    column.accessor('TransactionOwner', { header: 'OWNER', enableSorting: false }),
    column.accessor('TransactionNumber', { header: 'TRANSACTION N°' }),
    column.accessor('TransactionCurrency', { header: 'CURRENCY', enableSorting: false }),
    column.accessor('PaymentGateway', { header: 'GATEWAY', enableSorting: false }),
    money('TotalInvoiceAmount', 'INVOICE AMOUNT', locale),
    money('InvoiceOutstandingAmount', 'OUTSTANDING', locale),
    money('PaidAmount', 'PAID', locale),
    money('merchantFee', 'MERCHANT FEE', locale),
    column.accessor('PaymentId', {
      header: 'PAYMENT ID',
      cell: (c) => (
        <Anchor component={Link} to={receiptPath(c.getValue())} size="sm" fw={600}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('PaymentMadeBy', { header: 'PAID BY', enableSorting: false }),
    column.accessor('PaymentDate', {
      header: 'PAYMENT DATE',
      cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(c.getValue(), locale)}</span>,
    }),
    column.accessor('status', {
      header: 'STATUS',
      enableSorting: false,
      cell: (c) => (
        <Badge
          size="sm"
          variant="light"
          color={PAYMENT_STATUS_COLORS[c.row.original.status]}
          style={{ minWidth: 'max-content' }}
        >
          {PAYMENT_STATUS_LABELS[c.row.original.status]}
        </Badge>
      ),
    }),
  ];
  if (!onRefund) return columns;
  return [
    ...columns,
    column.display({
      id: 'actions',
      header: 'ACTIONS',
      meta: { label: 'Actions' },
      cell: (c) =>
        isRefundable(c.row.original.status) ? (
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`Refund payment ${c.row.original.PaymentId}`}
            onClick={() => onRefund(c.row.original)}
          >
            REFUND
          </Button>
        ) : null,
    }),
  ];
}

const orgOptions = (orgs: readonly PaymentOrg[]) =>
  orgs.map((o) => ({ value: o.code, label: o.name && o.name !== o.code ? `${o.code} · ${o.name}` : o.code }));

export function PaymentHistory() {
  const locale = useLocale();
  const { data: user } = useCurrentUser();
  const [request, updateSearch] = useListSearchUrl(PAYMENT_LIST_URL);
  const [paymentOrgs, setPaymentOrgs] = useState<string[]>([]);
  const search = usePaymentSearch({ ...request, paymentOrgs });
  const rows = paymentRowsOf(search.data);
  const total = paymentTotalOf(search.data);
  // The organisations offered stay those the caller may see, whatever the current search.
  const [knownOrgs, setKnownOrgs] = useState<PaymentOrg[]>([]);
  const answeredOrgs = paymentOrgsOf(search.data);
  if (answeredOrgs.length > 0 && JSON.stringify(answeredOrgs) !== JSON.stringify(knownOrgs)) {
    setKnownOrgs(answeredOrgs);
  }
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  const [refunded, setRefunded] = useState<string | null>(null);
  // The refund call is the admin pages' (HUB_ROUTE_RULES.admin): only those who may are offered it.
  const canRefund = user ? isAtLeast(user.type, HUB_ROUTE_RULES.admin.role) : false;
  const startRefund = useCallback((row: PaymentRow) => {
    setRefunded(null);
    setRefunding(row);
  }, []);
  const columns = useMemo(
    () => paymentColumns(canRefund ? startRefund : null, locale),
    [canRefund, startRefund, locale],
  );
  const options = useMemo(() => orgOptions(knownOrgs), [knownOrgs]);

  const changeSort = (columnId: string) => {
    if (!PAYMENT_LIST_URL.isSortColumn(columnId)) return;
    if (columnId === request.orderBy)
      updateSearch({ orderDir: request.orderDir === 'DESC' ? 'ASC' : 'DESC' });
    else updateSearch({ orderBy: columnId, orderDir: CHOSEN_COLUMN_SORT_DIR });
  };

  return (
    <Stack gap="sm">
      <FilterSearchBar
        label="Payment search"
        textLabel="Payment ID or transaction n°"
        placeholder="Payment ID or transaction n°"
        textBasis="1 1 12rem"
        applied={{ filters: request.filters, searchText: request.searchText }}
        onSearch={updateSearch}
        catalogue={paymentFilterCatalogue}
        leading={
          <MultiSelect
            label="ORGANISATIONS"
            placeholder={paymentOrgs.length === 0 ? 'All organisations' : undefined}
            data={options}
            value={paymentOrgs}
            onChange={setPaymentOrgs}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage="No organisation"
            flex="1 1 14rem"
            miw={0}
            comboboxProps={{ withinPortal: true }}
          />
        }
      />
      {refunded && (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setRefunded(null)}>
          {`Refund of ${refunded} sent to the gateway. The invoices change when it settles.`}
        </Alert>
      )}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {search.isPending
          ? 'Searching…'
          : `${total} PAYMENT ROW${total === 1 ? '' : 'S'}${total > 0 ? ` · SHOWING ${rows.length} OF ${total}` : ''}`}
      </Text>
      <DataTable
        label="Payment history"
        layout="auto"
        columns={columns}
        data={rows}
        getRowId={(row) => `${row.PaymentId}:${row.TransactionNumber}`}
        totalCount={total}
        sort={{ columnId: request.orderBy, desc: request.orderDir === 'DESC' }}
        onSortChange={changeSort}
        hasMore={search.hasNextPage}
        isFetchingMore={search.isFetchingNextPage}
        onLoadMore={() => void search.fetchNextPage()}
        isLoading={search.isPending}
        emptyMessage={
          search.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorText(search.error)}
            </Alert>
          ) : (
            <Text c="dimmed">No payments match.</Text>
          )
        }
      />
      {search.hasNextPage && (
        <Button
          variant="default"
          style={{ alignSelf: 'center' }}
          loading={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          LOAD MORE
        </Button>
      )}
      <Suspense fallback={null}>
        {refunding && (
          <RefundDialog
            payment={refunding}
            onClose={() => setRefunding(null)}
            onRefunded={(paymentId) => {
              setRefunding(null);
              setRefunded(paymentId);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
