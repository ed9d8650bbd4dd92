import type { CSSProperties, ReactNode } from 'react';
import classes from './simple-table.module.css';

/** A column of a SimpleTable: its header and how a row fills its cell. */
export type SimpleColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keep the cell on one line (dates, weights). */
  nowrap?: boolean;
};

/**
 * A small read-only table: a header row and one row per item, scrolled sideways below `minWidth`
 * (and downwards past `maxHeight`). For the long searchable lists, use data-table/ instead.
 *
 * A plain HTML table styled like Mantine's Table (issue 13): Mantine's Table and its scroll
 * container brought its ScrollArea onto the home page's first visit (about 7 KB gzip) for a table
 * that never needed either.
 */
export function SimpleTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  minWidth,
  maxHeight,
  striped = false,
  highlightOnHover = false,
  stickyHeader = false,
  fz,
  verticalSpacing = 7,
  horizontalSpacing = 'xs',
  'aria-label': ariaLabel,
}: {
  columns: readonly SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  minWidth: number;
  maxHeight?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  stickyHeader?: boolean;
  /** The table's font size; Mantine's `sm` unless given. */
  fz?: 'xs' | 'sm' | 'md';
  /** Cell padding above and below, in px. */
  verticalSpacing?: number;
  /** Cell padding either side, a Mantine spacing. */
  horizontalSpacing?: 'xs' | 'sm' | 'md';
  'aria-label'?: string;
}) {
  const vars = {
    '--simple-table-min-width': `${minWidth}px`,
    '--simple-table-max-height': maxHeight === undefined ? undefined : `${maxHeight}px`,
    '--simple-table-fz': fz ? `var(--mantine-font-size-${fz})` : undefined,
    '--simple-table-vs': `${verticalSpacing}px`,
    '--simple-table-hs': `var(--mantine-spacing-${horizontalSpacing})`,
  } as CSSProperties;
  return (
    <div className={classes.scroll} style={vars}>
      <table
        className={classes.table}
        aria-label={ariaLabel}
        data-striped={striped || undefined}
        data-hover={highlightOnHover || undefined}
        data-sticky={stickyHeader || undefined}
      >
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-nowrap={column.nowrap || undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
