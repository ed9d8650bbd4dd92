/**
 * /payments/:key (issue 14; hub §2 invoice tables, hub §3 the invoice search state and the payment
 * builder object, hub §5 invoice filters, hub §9 money columns and the DueDate sort). Two tabs:
 * INVOICES (/payments/All) and PAYMENT HISTORY (/payments/history, the reserved key).
 *
 * The invoices tab searches the invoices of :key ('All', a TransactionNumber or a ShipmentNumber,
 * which the text box sets) with the invoice filters, sorted DueDate DESC unless chosen otherwise,
 * in batches of 30 as the table scrolls, with the count, EXPORT CSV of every matching invoice and
 * saved invoice searches; filters and sort live in the URL. A number that finds no invoice at all
 * goes to /noinvoice. Clicking an unpaid invoice (or Enter/Space on its row) toggles it in the
 * payment builder beside the table; an invoice that cannot join is refused with the reason, as a
 * toast and beside the builder. The builder survives more batches, filter changes and tab changes.
 */
import { Box, Button, Container, Flex, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InvoiceRow } from '@navia/domain/contracts/invoices';
import { MESSAGES } from '@navia/domain/errors';
import { CHOSEN_COLUMN_SORT_DIR } from '@navia/domain/rules/filters/sort';
import {
  emptyBuilder,
  type PaymentBuilder,
  refusalText,
  toggleInvoice,
} from '@navia/domain/rules/invoices/payment-builder';
import { isPayable } from '@navia/domain/rules/invoices/status';
import { IconBookmark, IconDownload, IconFilter } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FilterChips } from '../../../components/filter-builder/filter-chips.tsx';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { withoutFilter } from '../../../components/filter-builder/filter-labels.ts';
import { FilterSearchBar } from '../../../components/search-bar/filter-search-bar.tsx';
import { listSearchParams, useListSearchUrl } from '../../../components/search-bar/list-search-url.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { invoiceExportUrl, invoiceRowsOf, invoiceTotalOf, useInvoiceSearch } from '../api/invoices.ts';
import { type PayNowDraft, toBuilderInvoice, typePayNow } from '../rules/invoice-builder.ts';
import {
  ALL_KEY,
  HISTORY_KEY,
  INVOICE_LIST_URL,
  invoiceFilterCatalogue,
  invoicesPath,
} from '../rules/invoice-filters.ts';
import { BuilderPanel } from './builder-panel.tsx';
import { InvoiceTable } from './invoice-table.tsx';

// The history, the detail drawer, the checkout and the saved searches load when first shown
// (decision 013), so the invoice list's first paint stays within the page budget.
const PaymentHistory = lazy(() =>
  import('./history/payment-history.tsx').then((m) => ({ default: m.PaymentHistory })),
);
const InvoiceDetailDrawer = lazy(() =>
  import('./invoice-detail/invoice-detail-drawer.tsx').then((m) => ({ default: m.InvoiceDetailDrawer })),
);
const CheckoutPanel = lazy(() =>
  import('./checkout/checkout-panel.tsx').then((m) => ({ default: m.CheckoutPanel })),
);
const SavedSearchesDialog = lazy(() =>
  import('../../../components/saved-searches/saved-searches-dialog.tsx').then((m) => ({
    default: m.SavedSearchesDialog,
  })),
);

const NO_INVOICES = 'No invoices match this search.';
const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.otherError);

type BuilderState = {
  builder: PaymentBuilder;
  drafts: Readonly<Record<string, PayNowDraft>>;
  refusal: string | null;
};

const withoutKey = <T,>(record: Readonly<Record<string, T>>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/** The payment builder's state and its changes; it lives in the page, whatever is searched. */
function usePaymentBuilder() {
  const [state, setState] = useState<BuilderState>({ builder: emptyBuilder, drafts: {}, refusal: null });

  const toggle = (row: InvoiceRow) => {
    const invoice = toBuilderInvoice(row);
    // hub §2: a fully paid invoice is not clickable.
    if (!isPayable(invoice)) return;
    const { builder, refusal } = toggleInvoice(state.builder, invoice);
    if (refusal) {
      const text = refusalText(state.builder, refusal);
      notifications.show({ color: 'orange', title: 'INVOICE NOT ADDED', message: text });
      setState({ ...state, refusal: text });
      return;
    }
    setState({ builder, drafts: withoutKey(state.drafts, invoice.id), refusal: null });
  };
  const payNow = (invoiceId: string, text: string) => {
    const next = typePayNow(state.builder, invoiceId, text);
    setState({ ...state, builder: next.builder, drafts: { ...state.drafts, [invoiceId]: next.draft } });
  };
  const remove = (invoiceId: string) =>
    setState({
      builder: { lines: state.builder.lines.filter((l) => l.invoice.id !== invoiceId) },
      drafts: withoutKey(state.drafts, invoiceId),
      refusal: null,
    });
  const clear = () => setState({ builder: emptyBuilder, drafts: {}, refusal: null });
  const dismissRefusal = () => setState({ ...state, refusal: null });
  /** Every PAY NOW holds an allowed amount: the builder is what will be charged. */
  const valid = Object.values(state.drafts).every((d) => d.error === null);
  return { ...state, valid, toggle, payNow, remove, clear, dismissRefusal };
}

type Builder = ReturnType<typeof usePaymentBuilder>;

function InvoicesTab({ invoiceKey, builder }: { invoiceKey: string; builder: Builder }) {
  const navigate = useNavigate();
  const [state, update] = useListSearchUrl(INVOICE_LIST_URL);
  const request = useMemo(
    () => ({ key: invoiceKey, filters: state.filters, orderBy: state.orderBy, orderDir: state.orderDir }),
    [invoiceKey, state.filters, state.orderBy, state.orderDir],
  );
  const search = useInvoiceSearch(request);
  const rows = invoiceRowsOf(search.data);
  const total = invoiceTotalOf(search.data);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [detailWanted, setDetailWanted] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);
  const [savedWanted, setSavedWanted] = useState(false);
  const selectedIds = useMemo(
    () => new Set(builder.builder.lines.map((l) => l.invoice.id)),
    [builder.builder],
  );

  // A number that matches no invoice at all is not payable here (hub §2 /noinvoice).
  const nothingForKey =
    invoiceKey !== ALL_KEY && search.isSuccess && total === 0 && state.filters.length === 0;
  useEffect(() => {
    if (nothingForKey) navigate('/noinvoice', { replace: true });
  }, [nothingForKey, navigate]);

  /** The text box names the key (a transaction or shipment number); the rest goes in the query. */
  const runSearch = (next: { filters: FilterSetWire; searchText: string }) =>
    navigate(
      invoicesPath(
        next.searchText.trim() || ALL_KEY,
        listSearchParams({ ...state, filters: next.filters, searchText: '' }, INVOICE_LIST_URL.defaultSort),
      ),
    );

  const changeSort = (columnId: string) => {
    if (!INVOICE_LIST_URL.isSortColumn(columnId)) return;
    if (columnId === state.orderBy) update({ orderDir: state.orderDir === 'DESC' ? 'ASC' : 'DESC' });
    else update({ orderBy: columnId, orderDir: CHOSEN_COLUMN_SORT_DIR });
  };
  const openDetails = useMemo(
    () => (id: string) => {
      setDetailWanted(true);
      setDetailId(id);
    },
    [],
  );
  const lines = builder.builder.lines.length;

  return (
    <Stack gap="sm">
      <FilterSearchBar
        label="Invoice search"
        textLabel="Transaction or shipment number"
        placeholder="Transaction or shipment n°"
        textIcon={<IconFilter size={16} aria-hidden />}
        applied={{ filters: state.filters, searchText: invoiceKey === ALL_KEY ? '' : invoiceKey }}
        onSearch={runSearch}
        catalogue={invoiceFilterCatalogue}
        actions={
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            onClick={() => {
              setSavedWanted(true);
              setSavedOpen(true);
            }}
          >
            SAVED SEARCHES
          </Button>
        }
      />
      <FilterChips
        filters={state.filters}
        advanced={false}
        catalogue={invoiceFilterCatalogue}
        onRemove={(groupIndex, key) => update({ filters: withoutFilter(state.filters, groupIndex, key) })}
      />
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {search.isPending
            ? 'Searching…'
            : `${total} INVOICE${total === 1 ? '' : 'S'}${total > 0 ? ` · SHOWING ${rows.length} OF ${total}` : ''}`}
        </Text>
        <Button
          component="a"
          href={invoiceExportUrl(request)}
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          EXPORT CSV
        </Button>
      </Group>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="md" align={{ base: 'stretch', lg: 'flex-start' }}>
        <Box flex={1} miw={0}>
          <InvoiceTable
            rows={rows}
            totalCount={total}
            selectedIds={selectedIds}
            onToggle={builder.toggle}
            onDetails={openDetails}
            sort={{ columnId: state.orderBy, desc: state.orderDir === 'DESC' }}
            onSortChange={changeSort}
            hasMore={search.hasNextPage}
            isFetchingMore={search.isFetchingNextPage}
            onLoadMore={() => void search.fetchNextPage()}
            isLoading={search.isPending}
            emptyMessage={
              search.isError ? (
                <Text c="red" role="alert">
                  {errorText(search.error)}
                </Text>
              ) : (
                NO_INVOICES
              )
            }
          />
        </Box>
        <Box w={{ base: '100%', lg: 340 }} style={{ flexShrink: 0 }}>
          <BuilderPanel
            builder={builder.builder}
            drafts={builder.drafts}
            onPayNow={builder.payNow}
            onRemove={builder.remove}
            onClear={builder.clear}
            refusal={builder.refusal}
            onDismissRefusal={builder.dismissRefusal}
          >
            {lines > 0 &&
              (builder.valid ? (
                <Suspense fallback={<Loader size="sm" aria-label="Loading the payment form" />}>
                  <CheckoutPanel builder={builder.builder} />
                </Suspense>
              ) : (
                <Text size="sm" c="dimmed">
                  Correct the amounts to pay to continue.
                </Text>
              ))}
          </BuilderPanel>
        </Box>
      </Flex>
      <Suspense fallback={null}>
        {detailWanted && <InvoiceDetailDrawer invoiceId={detailId} onClose={() => setDetailId(null)} />}
        {savedWanted && (
          <SavedSearchesDialog
            kind="invoices"
            opened={savedOpen}
            onClose={() => setSavedOpen(false)}
            filters={state.filters}
            onRun={(filters) => update({ filters })}
          />
        )}
      </Suspense>
    </Stack>
  );
}

function TabLink({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant={active ? 'filled' : 'default'}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Button>
  );
}

export function PaymentsPage() {
  const key = useParams().key?.trim() || ALL_KEY;
  const history = key === HISTORY_KEY;
  const builder = usePaymentBuilder();
  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            PAYMENTS
          </Title>
          <Group component="nav" aria-label="Payments" gap="xs">
            <TabLink to={`/payments/${ALL_KEY}`} active={!history}>
              INVOICES
            </TabLink>
            <TabLink to={`/payments/${HISTORY_KEY}`} active={history}>
              PAYMENT HISTORY
            </TabLink>
          </Group>
        </Group>
        {history ? (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the payment history" />}>
            <PaymentHistory />
          </Suspense>
        ) : (
          <InvoicesTab invoiceKey={key} builder={builder} />
        )}
      </Stack>
    </Container>
  );
}
