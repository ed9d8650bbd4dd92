/**
 * The count ('26–50 of 130', announced politely) for a list with rows, and the page buttons for a
 * list of more than one page: the pager of the admin lists (the connect admin tabs, the network's
 * organisations, /admin and /admin/deletedorgs). 25 rows a page (rules/paging.ts).
 */
import { Group, Pagination, Text } from '@mantine/core';
import { clampPage, pageCountOf, pageRangeText } from '@navia/domain/rules/paging';

type CountedPagerProps = {
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

export function CountedPager({ label, page, total, onChange }: CountedPagerProps) {
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
          value={clampPage(page, total)}
          onChange={onChange}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}
