/**
 * The contracts list's state in the URL (STYLE 9; connect §2, §3 "Contract search state"): the tab
 * (all or favourites), the only-action-required toggle and the status chosen from the totals, on top
 * of the shared list search (components/search-bar/list-search-url.ts: the search text, the applied
 * filters and the sort). Absent values are the defaults: all, the user's remembered toggle, every
 * status, createdAt DESC (connect §9).
 */
import { CONTRACT_SORT_COLUMNS } from '@navia/domain/contracts/connect-contracts';
import { contractFilterSetSchema } from '@navia/domain/rules/contracts/filters';
import { CONTRACT_STATUSES, type ContractStatus } from '@navia/domain/rules/contracts/workflow';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import {
  type ListSearchState,
  type ListSearchUrl,
  type ListSort,
  listSearchParams,
  readListSearch,
} from '../../../components/search-bar/list-search-url.ts';

export type ContractTab = 'all' | 'favourites';
export type ContractSortColumn = (typeof CONTRACT_SORT_COLUMNS)[number];

/** The contracts' own parameters; the search's are the shared list search's. */
const CONTRACT_URL_PARAMS = {
  tab: 'tab',
  actionRequired: 'actionRequired',
  status: 'status',
} as const;

export type ContractListState = ListSearchState<ContractSortColumn> & {
  tab: ContractTab;
  /** null: not in the URL, the user's remembered setting applies. */
  onlyActionRequired: boolean | null;
  status: ContractStatus | null;
};

/** connect §3, §9: the default sort is createdAt DESC. */
const DEFAULT_CONTRACT_SORT: ListSort<ContractSortColumn> = { orderBy: 'createdAt', orderDir: 'DESC' };

export const isContractSortColumn = (v: string): v is ContractSortColumn =>
  (CONTRACT_SORT_COLUMNS as readonly string[]).includes(v);

const isStatus = (v: string): v is ContractStatus => (CONTRACT_STATUSES as readonly string[]).includes(v);

const CONTRACT_LIST_URL: ListSearchUrl<ContractSortColumn> = {
  filterSchema: contractFilterSetSchema,
  isSortColumn: isContractSortColumn,
  defaultSort: DEFAULT_CONTRACT_SORT,
};

export function readContractListUrl(params: URLSearchParams): ContractListState {
  const status = params.get(CONTRACT_URL_PARAMS.status) ?? '';
  const actionRequired = params.get(CONTRACT_URL_PARAMS.actionRequired);
  return {
    tab: params.get(CONTRACT_URL_PARAMS.tab) === 'favourites' ? 'favourites' : 'all',
    onlyActionRequired: actionRequired === '1' ? true : actionRequired === '0' ? false : null,
    status: isStatus(status) ? status : null,
    ...readListSearch(params, CONTRACT_LIST_URL),
  };
}

/** The URL query of a list state; defaults are left out, so /connect/contracts is the plain list. */
export function contractListQuery(state: Partial<ContractListState>): string {
  const params = new URLSearchParams();
  if (state.tab === 'favourites') params.set(CONTRACT_URL_PARAMS.tab, 'favourites');
  if (state.onlyActionRequired !== undefined && state.onlyActionRequired !== null)
    params.set(CONTRACT_URL_PARAMS.actionRequired, state.onlyActionRequired ? '1' : '0');
  if (state.status) params.set(CONTRACT_URL_PARAMS.status, state.status);
  // Without a column the sort is the default; a column without a direction sorts DESC.
  const sort = state.orderBy
    ? { orderBy: state.orderBy, orderDir: state.orderDir ?? DEFAULT_CONTRACT_SORT.orderDir }
    : DEFAULT_CONTRACT_SORT;
  const search = listSearchParams(
    { searchText: state.searchText ?? '', filters: state.filters ?? [], ...sort },
    DEFAULT_CONTRACT_SORT,
  );
  for (const [name, value] of search) params.append(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters a search sends: the applied ones and, when a status total was chosen, that status. */
export function searchFiltersOf(state: Pick<ContractListState, 'filters' | 'status'>): FilterSetWire {
  return state.status ? [...state.filters, { status: state.status }] : state.filters;
}
