/**
 * A list search's state in the URL (STYLE 9): the search text (q), the applied filters (filters, as
 * JSON) and the sort (orderBy, orderDir), so a reload, Back and a shared link keep the search. A
 * value that is absent or that the search's shared schema refuses reads as the default, and defaults
 * are left out of the URL, so the plain path is the plain list. The parameter names are those the
 * contracts list and the tracking search already write.
 */
import { FILTER_TEXT_MAX } from '@navia/domain/rules/filters/constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { asFilterSet, type FilterSetWire } from '../filter-builder/filter-set-wire.ts';

const LIST_SEARCH_PARAMS = {
  text: 'q',
  filters: 'filters',
  orderBy: 'orderBy',
  orderDir: 'orderDir',
} as const;

type SortDir = 'ASC' | 'DESC';
export type ListSort<C extends string> = { orderBy: C; orderDir: SortDir };
export type ListSearchState<C extends string> = ListSort<C> & { searchText: string; filters: FilterSetWire };

/** A search's shared filter-set schema (a zod schema): only its check is used. */
type FilterSetSchema = { safeParse: (value: unknown) => { success: boolean; data?: unknown } };

/** What a list tells the reader: its filter schema, its sort columns and its default sort. */
export type ListSearchUrl<C extends string> = {
  filterSchema: FilterSetSchema;
  isSortColumn: (value: string) => value is C;
  defaultSort: ListSort<C>;
};

/** The applied filters a URL parameter carries, when its schema accepts them; otherwise null. */
export function filterSetFromParam(text: string | null, schema: FilterSetSchema): FilterSetWire | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? asFilterSet(parsed.data) : null;
  } catch {
    return null;
  }
}

export function readListSearch<C extends string>(
  params: URLSearchParams,
  list: ListSearchUrl<C>,
): ListSearchState<C> {
  const orderBy = params.get(LIST_SEARCH_PARAMS.orderBy) ?? '';
  const orderDir = params.get(LIST_SEARCH_PARAMS.orderDir);
  return {
    searchText: (params.get(LIST_SEARCH_PARAMS.text) ?? '').trim().slice(0, FILTER_TEXT_MAX),
    filters: filterSetFromParam(params.get(LIST_SEARCH_PARAMS.filters), list.filterSchema) ?? [],
    orderBy: list.isSortColumn(orderBy) ? orderBy : list.defaultSort.orderBy,
    orderDir: orderDir === 'ASC' || orderDir === 'DESC' ? orderDir : list.defaultSort.orderDir,
  };
}

/** The URL parameters of a list search, defaults left out. */
export function listSearchParams<C extends string>(
  state: ListSearchState<C>,
  defaultSort: ListSort<C>,
): URLSearchParams {
  const params = new URLSearchParams();
  const text = state.searchText.trim();
  if (text) params.set(LIST_SEARCH_PARAMS.text, text);
  if (state.filters.length > 0) params.set(LIST_SEARCH_PARAMS.filters, JSON.stringify(state.filters));
  if (state.orderBy !== defaultSort.orderBy || state.orderDir !== defaultSort.orderDir) {
    params.set(LIST_SEARCH_PARAMS.orderBy, state.orderBy);
    params.set(LIST_SEARCH_PARAMS.orderDir, state.orderDir);
  }
  return params;
}

/**
 * The list search of this page's URL and its update: each change is a navigation (Back walks
 * through searches). `list` is read once per render: give a module constant.
 */
export function useListSearchUrl<C extends string>(list: ListSearchUrl<C>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListSearch(params, list), [params, list]);
  const update = useCallback(
    (patch: Partial<ListSearchState<C>>) =>
      setParams(listSearchParams({ ...state, ...patch }, list.defaultSort)),
    [setParams, state, list],
  );
  return [state, update] as const;
}
