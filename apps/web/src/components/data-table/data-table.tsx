/**
 * The shared result table (ARCHITECTURE "tables"): TanStack Table 9 for columns, visibility, order
 * and the sort indicator, TanStack Virtual for rows, and infinite scroll over batches the caller
 * loads. Sorting is the server's: a header click asks the caller to change the sort. Rows are
 * focusable and open with Enter or a click (hub §2 "Clicking a cell opens /shipment/{id}").
 */

import { Center, Loader, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { flexRender, type Header, type RowData, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import classes from './data-table.module.css';
import { type DataColumn, type DataTableFeatures, dataTableFeatures } from './data-table-features.ts';

/** Height of one body row, px (rows are single-line, so the virtualizer never measures). */
const DATA_TABLE_ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;
/** Rows before the end at which the next batch is asked for. */
const LOAD_AHEAD_ROWS = 8;

/** hub §9: tables are 400 px high, 800 px when scrollable. */
const TABLE_HEIGHTS = { min: 400, scrollable: 800 } as const;

export type DataTableSort = { columnId: string; desc: boolean } | null;

export type DataTableProps<TData extends RowData> = {
  /** Accessible name of the table. */
  label: string;
  columns: DataColumn<TData>[];
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** Rows that match in all (loaded or not): aria-rowcount, so screen readers know the size. */
  totalCount: number;
  /**
   * Rows of the whole list before the first one given (a paged list's later pages), so each row's
   * aria-rowindex is its place in the whole list, not on the page.
   */
  rowOffset?: number;
  sort?: DataTableSort;
  onSortChange?: (columnId: string) => void;
  columnOrder?: string[];
  columnVisibility?: Record<string, boolean>;
  onRowActivate?: (row: TData) => void;
  /** What activating a row does, read out with it (e.g. "Open shipment S0100"). */
  rowLabel?: (row: TData) => string;
  hasMore?: boolean;
  isFetchingMore?: boolean;
  onLoadMore?: () => void;
  isLoading?: boolean;
  /** Shown instead of rows when there are none (or the error, when there is one). */
  emptyMessage?: ReactNode;
  minHeight?: number;
  maxHeight?: number;
  /**
   * `auto`: columns take the width of their content (connect §2: tables on a contracts path use
   * automatic column layout); `fixed` (default): the columns' sizes.
   */
  layout?: 'fixed' | 'auto';
  /**
   * The row's own page: a Ctrl/Cmd/Shift-click or a middle click on the row opens it in a new tab
   * (connect §2 "also opened in a new tab from a list"); a plain click or Enter activates the row.
   */
  rowHref?: (row: TData) => string;
  /**
   * A row's state, drawn on its <tr>: `selected` makes the rows pickable (aria-selected, highlighted;
   * Space picks as Enter does), `disabled` leaves a row out of activation (aria-disabled), `warning`
   * tints it (its cells must also say why in words).
   */
  rowState?: (row: TData) => DataTableRowState;
};

export type DataTableRowState = { selected?: boolean; disabled?: boolean; warning?: boolean };

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"], [role="checkbox"]';

/**
 * A click or Enter on a control inside the row belongs to that control, not to the row; so does one
 * from a dialog a cell opened (a portal: React bubbles its events through the row, the DOM does not
 * hold it there).
 */
function fromControlInside(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return true;
  const control = target.closest(INTERACTIVE);
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}

function ariaSortOf(header: Header<DataTableFeatures, RowData, unknown>) {
  if (!header.column.getCanSort()) return undefined;
  const sorted = header.column.getIsSorted();
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

function HeaderCell<TData extends RowData>({
  header,
  onSortChange,
  autoLayout,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
  onSortChange: ((columnId: string) => void) | undefined;
  autoLayout: boolean;
}) {
  const meta = header.column.columnDef.meta;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const ariaSort = onSortChange
    ? ariaSortOf(header as Header<DataTableFeatures, RowData, unknown>)
    : undefined;
  const sorted = header.column.getIsSorted();
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={classes.th}
      data-align={meta?.align ?? 'start'}
      style={autoLayout ? undefined : { width: header.getSize() }}
    >
      {ariaSort ? (
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => onSortChange?.(header.column.id)}
          aria-label={`${meta?.label ?? String(header.column.columnDef.header)}, sort ${
            sorted === 'desc' ? 'ascending' : 'descending'
          }`}
        >
          <span className={classes.headerText}>{content}</span>
          {sorted === 'asc' ? (
            <IconArrowUp size={14} aria-hidden className={classes.sortIconActive} />
          ) : sorted === 'desc' ? (
            <IconArrowDown size={14} aria-hidden className={classes.sortIconActive} />
          ) : (
            <IconArrowsSort size={14} aria-hidden className={classes.sortIcon} />
          )}
        </UnstyledButton>
      ) : (
        <span className={classes.headerText}>{content}</span>
      )}
    </th>
  );
}

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const {
    columns,
    data,
    getRowId,
    sort = null,
    columnOrder,
    columnVisibility,
    hasMore = false,
    isFetchingMore = false,
    onLoadMore,
    rowOffset = 0,
  } = props;
  const minHeight = props.minHeight ?? TABLE_HEIGHTS.min;
  const maxHeight = props.maxHeight ?? TABLE_HEIGHTS.scrollable;

  const sorting = useMemo(() => (sort ? [{ id: sort.columnId, desc: sort.desc }] : []), [sort]);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    manualSorting: true,
    state: {
      sorting,
      ...(columnOrder ? { columnOrder } : {}),
      ...(columnVisibility ? { columnVisibility } : {}),
    },
  });

  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DATA_TABLE_ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 0, height: maxHeight },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  // Infinite scroll: ask for the next batch when the last rendered row nears the end.
  useEffect(() => {
    if (hasMore && !isFetchingMore && onLoadMore && lastIndex >= rows.length - 1 - LOAD_AHEAD_ROWS) {
      onLoadMore();
    }
  }, [hasMore, isFetchingMore, onLoadMore, lastIndex, rows.length]);

  const visibleColumns = table.getVisibleLeafColumns();
  const tableWidth = visibleColumns.reduce((sum, c) => sum + c.getSize(), 0);
  const contentHeight = HEADER_HEIGHT + Math.max(rows.length, 1) * DATA_TABLE_ROW_HEIGHT;
  const height = contentHeight > minHeight ? Math.min(contentHeight, maxHeight) : minHeight;
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const span = Math.max(visibleColumns.length, 1);

  const activate = (row: TData) => props.onRowActivate?.(row);
  const autoLayout = props.layout === 'auto';
  const { rowHref } = props;
  /** A modified or middle click on a row with its own page opens that page in a new tab. */
  const openInNewTab = (row: TData, event: MouseEvent) => {
    if (!rowHref) return false;
    const newTab = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
    if (newTab) window.open(rowHref(row), '_blank', 'noopener');
    return newTab;
  };

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      style={{ height }}
      // The scroller is keyboard-scrollable on its own only when rows cannot be focused.
      tabIndex={props.onRowActivate ? undefined : 0}
    >
      <table
        className={classes.table}
        aria-label={props.label}
        aria-rowcount={props.totalCount + 1}
        aria-busy={props.isLoading || isFetchingMore}
        data-layout={autoLayout ? 'auto' : undefined}
        style={autoLayout ? { minWidth: '100%' } : { width: tableWidth, minWidth: '100%' }}
      >
        {!autoLayout && (
          <colgroup>
            {visibleColumns.map((c) => (
              <col key={c.id} style={{ width: c.getSize() }} />
            ))}
          </colgroup>
        )}
        <thead className={classes.thead}>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  header={header}
                  onSortChange={props.onSortChange}
                  autoLayout={autoLayout}
                />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className={classes.message}>
                {/* Kept in the visible part of a table wider than the screen (it scrolls sideways). */}
                <div className={classes.messageInView}>
                  {props.isLoading ? (
                    <Center py="xl">
                      <Loader size="sm" aria-label="Loading results" />
                    </Center>
                  ) : (
                    props.emptyMessage
                  )}
                </div>
              </td>
            </tr>
          ) : (
            <>
              {paddingTop > 0 && (
                <tr aria-hidden style={{ height: paddingTop }}>
                  <td colSpan={span} className={classes.spacer} />
                </tr>
              )}
              {items.map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const original = row.original;
                const state = props.rowState?.(original);
                const activatable = props.onRowActivate !== undefined && !state?.disabled;
                const pickable = state?.selected !== undefined;
                return (
                  <tr
                    key={row.id}
                    aria-rowindex={rowOffset + item.index + 2}
                    className={classes.row}
                    data-activatable={activatable ? true : undefined}
                    data-warning={state?.warning ? true : undefined}
                    aria-selected={state?.selected}
                    aria-disabled={state?.disabled ? true : undefined}
                    style={{ height: DATA_TABLE_ROW_HEIGHT }}
                    tabIndex={props.onRowActivate ? 0 : undefined}
                    aria-label={props.rowLabel?.(original)}
                    onClick={(event) => {
                      if (fromControlInside(event) || openInNewTab(original, event)) return;
                      if (activatable) activate(original);
                    }}
                    onAuxClick={(event) => {
                      if (event.button === 1 && !fromControlInside(event)) openInNewTab(original, event);
                    }}
                    onKeyDown={(event) => {
                      const picks = event.key === 'Enter' || (pickable && event.key === ' ');
                      if (picks && !fromControlInside(event)) {
                        event.preventDefault();
                        if (activatable) activate(original);
                      }
                    }}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={classes.td}
                        data-align={cell.column.columnDef.meta?.align ?? 'start'}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {paddingBottom > 0 && (
                <tr aria-hidden style={{ height: paddingBottom }}>
                  <td colSpan={span} className={classes.spacer} />
                </tr>
              )}
              {isFetchingMore && (
                <tr>
                  <td colSpan={span} className={classes.message}>
                    <Center py="xs">
                      <Loader size="xs" aria-label="Loading more results" />
                    </Center>
                  </td>
                </tr>
              )}
            </>
          )}
        </tbody>
      </table>
      {rows.length > 0 && !hasMore && rows.length >= props.totalCount && rows.length > 10 && (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          END OF RESULTS
        </Text>
      )}
    </div>
  );
}
