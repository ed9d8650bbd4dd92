/**
 * The frame every connect admin tab (users, organisations, trusted parties, invites) puts its table
 * in: what to show while the list loads, when it fails (the server's text, connect §8 "Other
 * errors") or is empty (the tab's empty text), and the list's pages, ADMIN_PAGE_SIZE rows at a time
 * with the count ('1–25 of 130') and the page buttons under the table.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { ADMIN_PAGE_SIZE, clampPage, rowsOfPage } from '@navia/domain/rules/paging';
import { type ReactNode, useState } from 'react';
import { CountedPager } from '../../../../components/counted-pager.tsx';
import { networkErrorText } from '../../rules/network-texts.ts';

/** The part of a TanStack query the frame reads. */
export type AdminListQuery = { isPending: boolean; isError: boolean; error: unknown };

/** What the tab's table is given: the open page's rows, and what to show instead of rows. */
type AdminListView<T> = {
  rows: readonly T[];
  /** Rows of the whole list, on every page. */
  total: number;
  /** Rows of the list before this page's first (the table numbers its rows from there). */
  offset: number;
  isLoading: boolean;
  /** The error, or the empty text, for a list with no rows. */
  emptyMessage: ReactNode;
};

type AdminPagedListProps<T> = {
  /** The table's name; the page buttons are named after it ('Connect users pages'). */
  label: string;
  query: AdminListQuery;
  rows: readonly T[];
  /** connect §8 empty state of this list. */
  emptyText: string;
  /** Back to the first page when this changes (a filter, the invites' direction). */
  resetKey?: string;
  children: (view: AdminListView<T>) => ReactNode;
};

/**
 * The open page, back on the first when `resetKey` changes. The key is kept with the page and the
 * reset is stored in the render that sees the new key (React's adjust-state-on-prop-change: no
 * effect, no flash of the old page, and coming back to the earlier key starts on page 1 too).
 */
function useAdminPage(resetKey: string, total: number) {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  if (state.key !== resetKey) setState({ key: resetKey, page: 1 });
  const page = clampPage(state.key === resetKey ? state.page : 1, total);
  return [page, (next: number) => setState({ key: resetKey, page: next })] as const;
}

export function AdminPagedList<T>({
  label,
  query,
  rows,
  emptyText,
  resetKey = '',
  children,
}: AdminPagedListProps<T>) {
  const total = rows.length;
  const [page, setPage] = useAdminPage(resetKey, total);
  const emptyMessage = query.isError ? (
    <Alert color="red" variant="light" role="alert">
      {networkErrorText(query.error)}
    </Alert>
  ) : (
    <Text c="dimmed">{emptyText}</Text>
  );
  return (
    <Stack gap="xs">
      {children({
        rows: rowsOfPage(rows, page),
        total,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
        isLoading: query.isPending,
        emptyMessage,
      })}
      <CountedPager label={label} page={page} total={total} onChange={setPage} />
    </Stack>
  );
}
