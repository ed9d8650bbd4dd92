/**
 * The search state of a search page, read from and written to the URL (STYLE 9): every change is
 * a navigation, so Back and Forward walk through searches and a search can be shared as a link.
 * hub §2: every search writes advancedSearch=1 or 0 into the URL (a URL without it means 0, so
 * links such as /tracking/All and a tile's /tracking/{code} stay as they are until a search).
 */
import type { SearchType } from '@navia/domain/rules/filters/search-keys';
import type { SortColumn, SortDirection } from '@navia/domain/rules/filters/sort';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import {
  type ResultTab,
  readSearchUrl,
  type SearchUrlState,
  searchPagePath,
  searchQuery,
  searchTargetPath,
  URL_PARAMS,
} from '../rules/search-url.ts';

export type AppliedSearch = { filters: FilterSetWire; advanced: boolean };

export function useSearchUrl(searchType: SearchType, key: string) {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, search: currentQuery } = useLocation();
  const state: SearchUrlState = useMemo(
    () => readSearchUrl(searchType, key, params.value, searchParams),
    [searchType, key, params.value, searchParams],
  );

  const sortOf = useCallback(
    (s: SearchUrlState) => (s.defaultSort ? null : { orderBy: s.orderBy, orderDir: s.orderDir }),
    [],
  );

  /**
   * Runs a search: on this page when it is of this type, else on /tracking/All or /delivery/All.
   * Answers false when the search is the one already shown (nothing to navigate to).
   */
  const applySearch = useCallback(
    (search: AppliedSearch, type: SearchType = searchType): boolean => {
      const path = searchTargetPath(type === searchType ? pathname : '', type);
      const query = searchQuery({ advanced: search.advanced, filters: search.filters, sort: sortOf(state) });
      const current = new URLSearchParams(currentQuery);
      current.delete(URL_PARAMS.tab);
      if (path === pathname && `?${current.toString()}` === query) return false;
      navigate(`${path}${query}`);
      return true;
    },
    [navigate, pathname, currentQuery, searchType, sortOf, state],
  );

  const setAdvanced = useCallback(
    (advanced: boolean) =>
      setSearchParams((p) => {
        p.set(URL_PARAMS.advanced, advanced ? '1' : '0');
        return p;
      }),
    [setSearchParams],
  );

  const setSort = useCallback(
    (orderBy: SortColumn, orderDir: SortDirection) =>
      setSearchParams((p) => {
        p.set(URL_PARAMS.orderBy, orderBy);
        p.set(URL_PARAMS.orderDir, orderDir);
        return p;
      }),
    [setSearchParams],
  );

  const setTab = useCallback(
    (tab: ResultTab) =>
      setSearchParams(
        (p) => {
          if (tab === 'results') p.delete(URL_PARAMS.tab);
          else p.set(URL_PARAMS.tab, tab);
          return p;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  /** hub §4: switching between tracking and delivery clears the filters. */
  const switchType = useCallback(
    (type: SearchType) => {
      navigate(`${searchPagePath(type, 'All')}${searchQuery({ advanced: state.advanced, filters: null })}`);
    },
    [navigate, state.advanced],
  );

  /** Another key (and days in storage) of this page or another type's, keeping the advanced flag. */
  const goToKey = useCallback(
    (nextKey: string, daysInStorage?: number, type: SearchType = searchType) =>
      navigate(
        `${searchPagePath(type, nextKey, daysInStorage)}${searchQuery({ advanced: state.advanced, filters: null })}`,
      ),
    [navigate, searchType, state.advanced],
  );

  /** A saved search carries no key: it runs on the All page of its type, with its advancedSearch. */
  const runSavedSearch = useCallback(
    (search: AppliedSearch, type: SearchType) =>
      navigate(
        `${searchPagePath(type, 'All')}${searchQuery({ advanced: search.advanced, filters: search.filters })}`,
      ),
    [navigate],
  );

  return { state, applySearch, setAdvanced, setSort, setTab, switchType, goToKey, runSavedSearch };
}
