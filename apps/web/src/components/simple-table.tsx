import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column of a SimpleTable: its header and how a row fills its cell. */
export type SimpleColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keep the cell on one line (dates, weights). */
  nowrap?: boolean;
};

/**
 * A small read-only table: a header row and one row per item, scrolled sideways below `minWidth`
 * (and downwards past `maxHeight`). For the long searchable lists,
 * use data-table/ instead.
 */
export function SimpleTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  minWidth,
  maxHeight,
  ...tableProps
}: {
  columns: readonly SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: string;
  minWidth: number;
  maxHeight?: number;
} & Omit<TableProps, 'children' | 'data'>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native">
      <Table {...tableProps}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.header} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
