/**
 * Pages of the admin lists: the connect admin tables (each tab loads its whole list and shows it 25
 * rows at a time), and the /admin lists of issue 15 (paged on the server). One page size, one count.
 */

/** Rows on one page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page asked for, kept within the pages there are (a delete can empty the last page). */
export function clampPage(page: number, total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCountOf(total, size));
}

/** The rows of one page (1-based). */
export function rowsOfPage<T>(rows: readonly T[], page: number, size = ADMIN_PAGE_SIZE): readonly T[] {
  const start = (clampPage(page, rows.length, size) - 1) * size;
  return rows.slice(start, start + size);
}

/** The count under a table, e.g. '26–50 of 130'; blank for an empty list. */
export function pageRangeText(page: number, total: number, size = ADMIN_PAGE_SIZE): string {
  if (total === 0) return '';
  const first = (clampPage(page, total, size) - 1) * size + 1;
  const last = Math.min(first + size - 1, total);
  return `${first}–${last} of ${total}`;
}
