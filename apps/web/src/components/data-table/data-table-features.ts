/**
 * The TanStack Table 9 features every DataTable registers (v9 tables declare what they use):
 * sorting (server-side, so no sorted row model), column visibility, order and sizing. Column
 * definitions are typed against these features.
 */
import {
  type ColumnDef,
  columnOrderingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

/** Per-column extras the DataTable reads. */
export type DataColumnMeta = {
  /** Accessible name of the column when its header is not plain text (icons, buttons). */
  label?: string;
  align?: 'start' | 'center' | 'end';
};

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnSizingFeature,
  columnMeta: {} as DataColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

// biome-ignore lint/suspicious/noExplicitAny: a column list mixes value types, as TanStack's own ColumnDef arrays do.
export type DataColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** A column helper bound to the DataTable's features. */
export function createDataColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
