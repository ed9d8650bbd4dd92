/**
 * Paging of a network list loaded whole (the organisations): pages of 25 as the connect admin tables
 * (domain rules/paging.ts), the page in the URL (`page`, from 1) so a reload or a shared link opens
 * the same page; components/counted-pager.tsx shows the count and the buttons under the table.
 */
import { clampPage, rowsOfPage } from '@navia/domain/rules/paging';

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
