/**
 * The invoice table (hub §2 invoice tables): transaction, shipment and order numbers, dates, category,
 * currency, amounts formatted per currency (hub §9), outstanding as '$' and OSTotal on CUR rows, and
 * the status badge. A PAYMENT OVERDUE row is styled as a warning; a row in the payment builder is
 * highlighted and aria-selected; a fully paid row is not clickable (aria-disabled). A row toggles in
 * the builder with a click, Enter or Space; its DETAILS button opens the invoice's detail.
 *
 * The columns are built once per locale (stable across renders, so focus stays put; amounts in the
 * user's locale); the details handler comes through a context the cells read, and the row states
 * through the shared table's rowState.
 */
import { ActionIcon, Badge, Text, VisuallyHidden } from '@mantine/core';
import type { InvoiceRow } from '@navia/domain/contracts/invoices';
import { type InvoiceStatus, isPayable } from '@navia/domain/rules/invoices/status';
import { IconAlertTriangle, IconFileInvoice } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { DataTable, type DataTableSort } from '../../../components/data-table/data-table.tsx';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import { useLocale } from '../../../lib/locale.ts';
import { toBuilderInvoice } from '../rules/invoice-builder.ts';
import { formatInvoiceDay, ordNumberCell, outstandingCell, rowMoney } from '../rules/invoice-format.ts';

/** The details button's action: the columns are stable, so it comes through context. */
type RowContext = { onDetails: (id: string) => void };
const InvoiceRowContext = createContext<RowContext>({ onDetails: () => {} });

const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  OUTSTANDING: 'blue',
  'PARTIALLY PAID': 'violet',
  'FULLY PAID': 'green',
  'PAYMENT OVERDUE': 'red',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const overdue = status === 'PAYMENT OVERDUE';
  return (
    <Badge
      size="sm"
      variant={overdue ? 'filled' : 'light'}
      color={STATUS_COLOURS[status]}
      leftSection={overdue ? <IconAlertTriangle size={12} aria-hidden /> : undefined}
    >
      {status}
    </Badge>
  );
}

function DetailsButton({ row }: { row: InvoiceRow }) {
  const { onDetails } = useContext(InvoiceRowContext);
  return (
    <ActionIcon
      variant="subtle"
      aria-label={`Details of invoice ${row.TransactionNumber}`}
      onClick={() => onDetails(row._id)}
    >
      <IconFileInvoice size={18} aria-hidden />
    </ActionIcon>
  );
}

const column = createDataColumnHelper<InvoiceRow>();
const money = (
  key: 'InvoiceAmount' | 'GSTAmount' | 'AmountPaid',
  header: string,
  locale: string,
  sortable = true,
) =>
  column.accessor(key, {
    header,
    size: sortable ? 160 : 120,
    enableSorting: sortable,
    meta: { align: 'end' },
    cell: (c) => rowMoney(c.row.original, c.getValue(), locale),
  });

/** hub §2: each column has a header, an accessor, a width and an orderable flag. */
const invoiceColumns = (locale: string): DataColumn<InvoiceRow>[] => [
  column.display({
    id: 'details',
    header: () => <VisuallyHidden>DETAILS</VisuallyHidden>,
    size: 52,
    meta: { label: 'DETAILS', align: 'center' },
    cell: (c) => <DetailsButton row={c.row.original} />,
  }),
  column.accessor('TransactionNumber', {
    header: 'TRANSACTION N°',
    size: 175,
    cell: (c) => (
      <Text span size="sm" fw={600}>
        {c.getValue()}
      </Text>
    ),
  }),
  column.accessor('ShipmentNumber', { header: 'SHIPMENT N°', size: 155, cell: (c) => c.getValue() ?? '—' }),
  column.accessor('OrdNumberFull', {
    header: 'ORDER N°',
    size: 130,
    enableSorting: false,
    cell: (c) => ordNumberCell(c.row.original),
  }),
  column.accessor('InvoiceDate', {
    header: 'INVOICE DATE',
    size: 150,
    cell: (c) => formatInvoiceDay(c.getValue(), locale),
  }),
  column.accessor('DueDate', {
    header: 'DUE DATE',
    size: 130,
    cell: (c) => formatInvoiceDay(c.getValue(), locale),
  }),
  column.accessor('TransactionCategory', { header: 'CATEGORY', size: 100, enableSorting: false }),
  column.accessor('TransactionCurrency', { header: 'CURRENCY', size: 125 }),
  money('InvoiceAmount', 'INVOICE AMOUNT', locale),
  money('GSTAmount', 'GST', locale, false),
  money('AmountPaid', 'AMOUNT PAID', locale),
  column.accessor('OutstandingAmount', {
    header: 'OUTSTANDING',
    size: 160,
    meta: { align: 'end' },
    cell: (c) => outstandingCell(c.row.original, locale),
  }),
  column.accessor('InvoiceStatus', {
    header: 'STATUS',
    size: 185,
    cell: (c) => <InvoiceStatusBadge status={c.getValue()} />,
  }),
];

function rowLabel(row: InvoiceRow, selected: boolean): string {
  const n = row.TransactionNumber;
  if (selected) return `Remove invoice ${n} from the payment`;
  if (!isPayable(toBuilderInvoice(row))) return `Invoice ${n}, fully paid`;
  return `Add invoice ${n} to the payment`;
}

type InvoiceTableProps = {
  rows: readonly InvoiceRow[];
  totalCount: number;
  selectedIds: ReadonlySet<string>;
  onToggle: (row: InvoiceRow) => void;
  onDetails: (id: string) => void;
  sort: DataTableSort;
  onSortChange: (columnId: string) => void;
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  isLoading: boolean;
  emptyMessage: ReactNode;
};

export function InvoiceTable(props: InvoiceTableProps) {
  const { selectedIds, onDetails } = props;
  const context = useMemo<RowContext>(() => ({ onDetails }), [onDetails]);
  const locale = useLocale();
  const columns = useMemo(() => invoiceColumns(locale), [locale]);
  return (
    <InvoiceRowContext.Provider value={context}>
      <DataTable
        label="Invoices"
        columns={columns}
        data={props.rows}
        getRowId={(row) => row._id}
        totalCount={props.totalCount}
        sort={props.sort}
        onSortChange={props.onSortChange}
        onRowActivate={props.onToggle}
        rowLabel={(row) => rowLabel(row, selectedIds.has(row._id))}
        rowState={(row) => ({
          selected: selectedIds.has(row._id),
          disabled: !isPayable(toBuilderInvoice(row)),
          warning: row.InvoiceStatus === 'PAYMENT OVERDUE',
        })}
        hasMore={props.hasMore}
        isFetchingMore={props.isFetchingMore}
        onLoadMore={props.onLoadMore}
        isLoading={props.isLoading}
        emptyMessage={
          typeof props.emptyMessage === 'string' ? (
            <Text c="dimmed">{props.emptyMessage}</Text>
          ) : (
            props.emptyMessage
          )
        }
      />
    </InvoiceRowContext.Provider>
  );
}
