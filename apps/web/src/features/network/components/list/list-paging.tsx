/**
 * Paging of a network list loaded whole (the organisations): pages of 25 as the connect admin tables
 * (rules/admin-paging.ts), the page in the URL (`page`, from 1) so a reload or a shared link opens
 * the same page, and the count ('26–50 of 130') with Mantine's Pagination under the table.
 */
import { Group, Pagination, Text } from '@mantine/core';
import { clampPage, pageCountOf, pageRangeText, rowsOfPage } from '../../rules/admin-paging.ts';

/** The `page` parameter: a whole number from 1; anything else is page 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page of `rows` to show: the asked page, or the last one when there are fewer (a filter
 * narrowed the list, or the link is older than the list).
 */
export function pageOf<T>(rows: readonly T[], asked: number) {
  return { page: clampPage(asked, rows.length), rows: rowsOfPage(rows, asked) };
}

type ListPaginationProps = {
  /** What the pages are of, for the navigation's name ("Organisations pages"). */
  label: string;
  page: number;
  total: number;
  onChange: (page: number) => void;
};

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * The count ('26–50 of 130', announced politely) for a list with rows, and the page buttons for a
 * list of more than one page. The one pager of the network's lists (the admin tabs use it too).
 */
export function ListPagination({ label, page, total, onChange }: ListPaginationProps) {
  if (total === 0) return null;
  const pageCount = pageCountOf(total);
  return (
    <Group component="nav" aria-label={`${label} pages`} justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {pageRangeText(page, total)}
      </Text>
      {pageCount > 1 && (
        <Pagination
          size="sm"
          total={pageCount}
          value={page}
          onChange={onChange}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}
