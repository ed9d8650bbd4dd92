/**
 * A connect admin tab's DataTable inside the shared frame (AdminPagedList): the open page's rows,
 * the loader, the error or the empty text, and the pages under it.
 */
import type { RowData } from '@tanstack/react-table';
import { DataTable } from '../../../../components/data-table/data-table.tsx';
import type { DataColumn } from '../../../../components/data-table/data-table-features.ts';
import { type AdminListQuery, AdminPagedList } from './admin-paged-list.tsx';

type AdminDataTableProps<T extends RowData> = {
  label: string;
  columns: DataColumn<T>[];
  getRowId: (row: T) => string;
  query: AdminListQuery;
  rows: readonly T[];
  emptyText: string;
};

export function AdminDataTable<T extends RowData>({
  query,
  rows,
  emptyText,
  ...table
}: AdminDataTableProps<T>) {
  return (
    <AdminPagedList label={table.label} query={query} rows={rows} emptyText={emptyText}>
      {(page) => (
        <DataTable
          {...table}
          data={page.rows}
          totalCount={page.total}
          rowOffset={page.offset}
          isLoading={page.isLoading}
          emptyMessage={page.emptyMessage}
        />
      )}
    </AdminPagedList>
  );
}
