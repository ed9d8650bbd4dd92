/**
 * The SKU list table: product number (a link to the SKU), description, price (or PRICE NOT SHARED,
 * decision 020), unit, quantity available, status, owner and last change. A row opens its SKU
 * (click or Enter; Ctrl, Cmd or a middle click opens it in a new tab). Batches of 30 load as the
 * table scrolls.
 */
import { Anchor, Badge, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { SkuRow } from '@navia/domain/contracts/skus';
import { truncateCell } from '@navia/domain/rules/contracts/constants';
import { formatSkuPrice } from '@navia/domain/rules/skus/money';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableSort } from '../../../components/data-table/data-table.tsx';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import { useLocale } from '../../../lib/locale.ts';
import { formatDay, skuPath, withUnit } from '../rules/sku-format.ts';
import { isPriceHidden, PRICE_NOT_SHARED, PRICE_NOT_SHARED_NOTE } from '../rules/sku-price.ts';

const column = createDataColumnHelper<SkuRow>();
const DESCRIPTION_MAX = 40;
const OWNER_MAX = 25;
/** The description's widest (the table's columns take their content's width). */
const CLIPPED_CELL = {
  display: 'inline-block',
  maxWidth: '16rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
} as const;

/**
 * A group's price a trusted party may not see (decision 020): said, dimmed, with the reason on hover
 * and read out with the cell (the row, not the cell, takes the focus).
 */
function PriceNotShared() {
  return (
    <Tooltip label={PRICE_NOT_SHARED_NOTE} multiline w={260} withArrow>
      <Text span size="xs" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {PRICE_NOT_SHARED}
        <VisuallyHidden>{`. ${PRICE_NOT_SHARED_NOTE}`}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}

/** markMine: '(MINE)' after the caller's own SKUs (not for staff, for whom every SKU is isMine). */
const skuColumns = (markMine: boolean, locale: string): DataColumn<SkuRow>[] => [
  column.accessor('productNumber', {
    header: 'PRODUCT N°',
    cell: (c) => (
      <Anchor component={Link} to={skuPath(c.row.original._id)} fw={600} size="sm">
        {c.getValue()}
      </Anchor>
    ),
  }),
  column.accessor('productDescription', {
    header: 'DESCRIPTION',
    // At most DESCRIPTION_MAX characters, and no wider than the column may be for the table to fit
    // 1280 px (the whole text is in the title).
    cell: (c) => (
      <span title={c.getValue()} style={CLIPPED_CELL}>
        {truncateCell(c.getValue(), DESCRIPTION_MAX)}
      </span>
    ),
  }),
  column.accessor('unitPrice', {
    header: 'UNIT PRICE',
    meta: { align: 'end' },
    cell: (c) =>
      isPriceHidden(c.row.original) ? (
        <PriceNotShared />
      ) : (
        formatSkuPrice(c.getValue(), c.row.original.unitCurrency, locale)
      ),
  }),
  column.accessor('unitOfMeasure', { header: 'UNIT', enableSorting: false }),
  column.accessor('skuQtyAvailable', {
    header: 'QTY AVAILABLE',
    meta: { align: 'end' },
    cell: (c) => withUnit(c.getValue(), locale),
  }),
  column.accessor('status', {
    header: 'STATUS',
    cell: (c) => (
      <Badge size="sm" variant="light" color={c.getValue() === 'ACTIVE' ? 'green' : 'gray'}>
        {c.getValue()}
      </Badge>
    ),
  }),
  column.accessor((row) => row.owner.name, {
    id: 'owner',
    header: 'OWNER',
    cell: (c) => (
      <span title={c.getValue()}>
        {truncateCell(c.getValue(), OWNER_MAX)}
        {markMine && c.row.original.isMine ? ' (MINE)' : ''}
      </span>
    ),
  }),
  column.accessor('updatedAt', { header: 'LAST CHANGED', cell: (c) => formatDay(c.getValue(), locale) }),
];

type SkuTableProps = {
  /** Staff write every SKU (isMine), but none is theirs: no '(MINE)'. */
  staff: boolean;
  rows: readonly SkuRow[];
  totalCount: number;
  sort: DataTableSort;
  onSortChange: (columnId: string) => void;
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  isLoading: boolean;
  emptyMessage: ReactNode;
};

export function SkuTable(props: SkuTableProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const columns = useMemo(() => skuColumns(!props.staff, locale), [props.staff, locale]);
  return (
    <DataTable
      label="SKUs"
      layout="auto"
      columns={columns}
      data={props.rows}
      getRowId={(row) => row._id}
      totalCount={props.totalCount}
      sort={props.sort}
      onSortChange={props.onSortChange}
      onRowActivate={(row) => navigate(skuPath(row._id))}
      rowHref={(row) => skuPath(row._id)}
      rowLabel={(row) => `Open SKU ${row.productNumber}`}
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
  );
}
