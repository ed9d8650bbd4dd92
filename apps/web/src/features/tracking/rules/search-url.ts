/**
 * The search state that lives in the URL (STYLE 9; hub §2 "Search variants"): the page's key (and
 * the delivery page's days in storage) in the path; advancedSearch=1/0, the applied filters, the
 * sort and the tab in the query. A key's own date window is its default filter set (hub §2 "KEY
 * METRICS tiles": batch 1, that key and its date-range filters).
 */

import { filterSetSchema } from '@navia/domain/rules/filters/filter-set';
import { ALL_KEY, type SearchType, searchKeyDefinition } from '@navia/domain/rules/filters/search-keys';
import { isSortColumn, type SortColumn, type SortDirection } from '@navia/domain/rules/filters/sort';
import { asFilterSet, type FilterSetWire } from '../../../components/filter-builder/filter-set-wire.ts';
import { filterSetFromParam } from '../../../components/search-bar/list-search-url.ts';

/** The page of each search type (hub §2 routes). */
const SEARCH_PAGE_PATHS: Readonly<Record<SearchType, string>> = {
  tracking: '/tracking',
  deliveries: '/delivery',
  criticalChain: '/criticalChain',
};

const RESULT_TABS = ['results', 'favourites', 'priority'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

export const URL_PARAMS = {
  advanced: 'advancedSearch',
  filters: 'filters',
  orderBy: 'orderBy',
  orderDir: 'orderDir',
  tab: 'tab',
} as const;

export type SearchUrlState = {
  searchType: SearchType;
  key: string;
  daysInStorage: number | undefined;
  advanced: boolean;
  /** The applied filters: the URL's, else the key's default window. */
  filters: FilterSetWire;
  orderBy: SortColumn;
  orderDir: SortDirection;
  /** Whether the sort is the key's default (no sort in the URL). */
  defaultSort: boolean;
  tab: ResultTab;
};

export function readSearchUrl(
  searchType: SearchType,
  key: string,
  value: string | undefined,
  params: URLSearchParams,
): SearchUrlState {
  const def = searchKeyDefinition(searchType, key);
  const orderBy = params.get(URL_PARAMS.orderBy);
  const orderDir = params.get(URL_PARAMS.orderDir);
  const sorted = orderBy !== null && isSortColumn(orderBy);
  const tab = params.get(URL_PARAMS.tab);
  const days = value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : undefined;
  return {
    searchType,
    key,
    daysInStorage: searchType === 'deliveries' ? days : undefined,
    advanced: params.get(URL_PARAMS.advanced) === '1',
    filters: filterSetFromParam(params.get(URL_PARAMS.filters), filterSetSchema) ?? asFilterSet(def?.filters),
    orderBy: sorted ? orderBy : (def?.defaultSort.orderBy ?? 'ETA'),
    orderDir: sorted ? (orderDir === 'ASC' ? 'ASC' : 'DESC') : (def?.defaultSort.orderDir ?? 'DESC'),
    defaultSort: !sorted,
    tab: (RESULT_TABS as readonly string[]).includes(tab ?? '') ? (tab as ResultTab) : 'results',
  };
}

/** The path of a search page for a key (and days in storage on the delivery page). */
export function searchPagePath(searchType: SearchType, key: string, daysInStorage?: number): string {
  const base = `${SEARCH_PAGE_PATHS[searchType]}/${encodeURIComponent(key)}`;
  return searchType === 'deliveries' && daysInStorage !== undefined ? `${base}/${daysInStorage}` : base;
}

/**
 * hub §2 "Search bar behaviour": a search made on a page of its own type stays on that page (and
 * key); from anywhere else it goes to /delivery/All for deliveries and /tracking/All otherwise.
 */
export function searchTargetPath(pathname: string, searchType: SearchType): string {
  const base = SEARCH_PAGE_PATHS[searchType];
  if (pathname.startsWith(`${base}/`) || pathname === base) return pathname;
  return searchPagePath(searchType === 'deliveries' ? 'deliveries' : 'tracking', ALL_KEY);
}

/** The query of a search: advancedSearch=1/0 always, the filters and sort when they differ from the key's. */
export function searchQuery(state: {
  advanced: boolean;
  filters: FilterSetWire | null;
  sort?: { orderBy: SortColumn; orderDir: SortDirection } | null;
  tab?: ResultTab;
}): string {
  const params = new URLSearchParams();
  params.set(URL_PARAMS.advanced, state.advanced ? '1' : '0');
  if (state.filters !== null) params.set(URL_PARAMS.filters, JSON.stringify(state.filters));
  if (state.sort) {
    params.set(URL_PARAMS.orderBy, state.sort.orderBy);
    params.set(URL_PARAMS.orderDir, state.sort.orderDir);
  }
  if (state.tab && state.tab !== 'results') params.set(URL_PARAMS.tab, state.tab);
  return `?${params.toString()}`;
}
