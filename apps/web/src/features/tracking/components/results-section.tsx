/**
 * The result tabs of a search page (hub §2 "Tabs for search results, favourites and priority
 * shipments"; hub §2 PRIORITY tooltip): each a DataTable with the user's columns; the search
 * results and favourites load in batches of 30 as the table scrolls.
 */
import { Alert, Button, Group, Tabs, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { CHOSEN_COLUMN_SORT_DIR, isSortColumn } from '@navia/domain/rules/filters/sort';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import type { InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { resolveColumnSettings, tableStateOf } from '../../../components/data-table/column-settings.ts';
import { ColumnSettingsButton } from '../../../components/data-table/column-settings-button.tsx';
import { DataTable, type DataTableSort } from '../../../components/data-table/data-table.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { exportCsvUrl } from '../api/export-csv.ts';
import {
  rowsOf,
  type SearchBatch,
  type ShipmentSearchRequest,
  totalOf,
  useFavouriteRecords,
  usePriorityRecords,
  useSearchResults,
} from '../api/search.ts';
import { useSaveTableSettings } from '../api/table-settings.ts';
import { detailPathOf } from '../rules/record-rules.ts';
import type { ResultTab } from '../rules/search-url.ts';
import {
  ACTIONS_COLUMN_ID,
  configurableColumns,
  RESULT_COLUMNS,
  RESULT_COLUMNS_WITH_ACTIONS,
  tableNameOf,
} from './result-columns.tsx';
import { recordNumberOf } from './value-cells.tsx';

/** hub §2 PRIORITY SHIPMENTS tooltip. */
const PRIORITY_TOOLTIP = 'Priority records exclude delivered ones.';
/** hub §9: the favourites table is 392 px high. */
const FAVOURITES_TABLE_HEIGHT = 392;

type ResultsSectionProps = {
  user: CurrentUser;
  request: ShipmentSearchRequest;
  tab: ResultTab;
  onTabChange: (tab: ResultTab) => void;
  onSortChange: (
    orderBy: ShipmentSearchRequest['orderBy'],
    orderDir: ShipmentSearchRequest['orderDir'],
  ) => void;
};

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.otherError);

type InfiniteResult = {
  data: InfiniteData<SearchBatch> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

export function ResultsSection({ user, request, tab, onTabChange, onSortChange }: ResultsSectionProps) {
  const navigate = useNavigate();
  const results = useSearchResults(request);
  const favourites = useFavouriteRecords(request.orderBy, request.orderDir);
  const priority = usePriorityRecords(user.homeCountry, user.localViewActive);
  const saveSettings = useSaveTableSettings(tableNameOf(request.searchType));

  const columns = useMemo(() => configurableColumns(request.searchType), [request.searchType]);
  const stored = user.customTableSettings[tableNameOf(request.searchType)];
  const settings = useMemo(() => resolveColumnSettings(columns, stored), [columns, stored]);
  const tableState = useMemo(() => tableStateOf(settings, [ACTIONS_COLUMN_ID]), [settings]);

  const sort: DataTableSort = { columnId: request.orderBy, desc: request.orderDir === 'DESC' };
  // hub §9: a sort change by a chosen column defaults to DESC; the same column again flips it.
  const changeSort = (columnId: string) => {
    if (!isSortColumn(columnId)) return;
    if (columnId === request.orderBy) onSortChange(columnId, request.orderDir === 'DESC' ? 'ASC' : 'DESC');
    else onSortChange(columnId, CHOSEN_COLUMN_SORT_DIR);
  };

  const open = (row: ShipmentListRow) => navigate(detailPathOf(row));
  const rowLabel = (row: ShipmentListRow) => `Open ${recordNumberOf(row)}`;

  const infiniteTable = (query: InfiniteResult, label: string, empty: string, minHeight?: number) => (
    <DataTable
      label={label}
      columns={RESULT_COLUMNS_WITH_ACTIONS}
      data={rowsOf(query.data)}
      getRowId={(row) => row.RecordId}
      totalCount={totalOf(query.data)}
      sort={sort}
      onSortChange={changeSort}
      columnOrder={tableState.columnOrder}
      columnVisibility={tableState.columnVisibility}
      onRowActivate={open}
      rowLabel={rowLabel}
      hasMore={query.hasNextPage}
      isFetchingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      isLoading={query.isPending}
      emptyMessage={
        query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(query.error)}
          </Alert>
        ) : (
          <Text c="dimmed">{empty}</Text>
        )
      }
      {...(minHeight ? { minHeight } : {})}
    />
  );

  const total = totalOf(results.data);
  const loaded = rowsOf(results.data).length;
  const favouriteCount = totalOf(favourites.data);

  return (
    <Tabs
      value={tab}
      onChange={(value) => onTabChange((value as ResultTab | null) ?? 'results')}
      keepMounted={false}
    >
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Tabs.List>
          <Tabs.Tab value="results">SEARCH RESULTS</Tabs.Tab>
          <Tabs.Tab value="favourites">{`FAVOURITES (${favourites.isPending ? '…' : favouriteCount})`}</Tabs.Tab>
          <Tooltip label={PRIORITY_TOOLTIP} events={{ hover: true, focus: true, touch: true }}>
            <Tabs.Tab value="priority" rightSection={<IconInfoCircle size={14} aria-hidden />}>
              PRIORITY
              <VisuallyHidden>{` (${PRIORITY_TOOLTIP})`}</VisuallyHidden>
            </Tabs.Tab>
          </Tooltip>
        </Tabs.List>
        <Group gap="xs" pb={4}>
          <ColumnSettingsButton
            columns={columns}
            settings={settings}
            onSave={(next) => saveSettings.mutateAsync(next)}
            errorText="AN ERROR OCCURRED, PLEASE TRY AGAIN LATER"
          />
          <Button
            component="a"
            href={exportCsvUrl(request)}
            download
            size="xs"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            EXPORT CSV
          </Button>
        </Group>
      </Group>

      <Tabs.Panel value="results" pt="xs">
        <Text size="sm" c="dimmed" role="status" aria-live="polite" mb={6}>
          {results.isPending
            ? 'Searching…'
            : `${total} RECORDS${total > 0 ? ` · SHOWING ${loaded} OF ${total}` : ''}`}
        </Text>
        {infiniteTable(results, 'Search results', 'NO RECORDS MATCH THIS SEARCH')}
      </Tabs.Panel>
      <Tabs.Panel value="favourites" pt="xs">
        {infiniteTable(
          favourites,
          'Favourites',
          'No favourites yet: use the star of a record to add it.',
          FAVOURITES_TABLE_HEIGHT,
        )}
      </Tabs.Panel>
      <Tabs.Panel value="priority" pt="xs">
        <Text size="sm" c="dimmed" mb={6}>
          {PRIORITY_TOOLTIP}
        </Text>
        <DataTable
          label="Priority records"
          columns={RESULT_COLUMNS}
          data={priority.data?.result ?? []}
          getRowId={(row) => row.RecordId}
          totalCount={priority.data?.totalCount ?? 0}
          columnOrder={tableState.columnOrder}
          columnVisibility={tableState.columnVisibility}
          onRowActivate={open}
          rowLabel={rowLabel}
          isLoading={priority.isPending}
          emptyMessage={
            priority.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(priority.error)}
              </Alert>
            ) : (
              <Text c="dimmed">No priority records.</Text>
            )
          }
        />
      </Tabs.Panel>
    </Tabs>
  );
}
