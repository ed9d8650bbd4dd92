/**
 * The /admin list of organisation groups (issue 15): its sort keys, its page size (25, as the
 * connect admin tables; rules/paging.ts does the paging arithmetic).
 */
import { ADMIN_PAGE_SIZE } from '../paging.ts';

export const ORG_GROUP_SORTS = ['name', 'code', 'country', 'users', 'shipments'] as const;
export type OrgGroupSort = (typeof ORG_GROUP_SORTS)[number];
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Rows on one page of the /admin list: the admin lists' page size. */
export const ORG_GROUP_PAGE_SIZE = ADMIN_PAGE_SIZE;
/** The most rows one POST /api/org/get page may ask for. */
export const ORG_GROUP_MAX_PAGE_SIZE = 100;

/** The direction a column sorts in first: counts biggest first, text A to Z. */
export function firstDirectionOf(sort: OrgGroupSort): SortDirection {
  return sort === 'users' || sort === 'shipments' ? 'DESC' : 'ASC';
}

/** Clicking a column: the same column turns round, another starts at its first direction. */
export function nextSort(
  current: { sort: OrgGroupSort; direction: SortDirection },
  clicked: OrgGroupSort,
): { sort: OrgGroupSort; direction: SortDirection } {
  if (current.sort !== clicked) return { sort: clicked, direction: firstDirectionOf(clicked) };
  return { sort: clicked, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
}

/**
 * An organisation code as stored: trimmed and upper case (codes are compared upper case
 * everywhere, e.g. BuyerCode). Letters, digits, '-' and '_' only, 2 to 20 characters.
 */
export const ORG_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,19}$/;
export function normaliseOrgCode(code: string): string {
  return code.trim().toUpperCase();
}
