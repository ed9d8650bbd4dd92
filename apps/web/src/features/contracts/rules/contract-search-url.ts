/**
 * The contracts list's state in the URL (STYLE 9; connect §2, §3 "Contract search state"): the tab
 * (all or favourites), the only-action-required toggle, the status chosen from the totals, the
 * search text, the applied filters and the sort. Absent values are the defaults: all, the user's
 * remembered toggle, every status, createdAt DESC (connect §9).
 */
import { CONTRACT_SORT_COLUMNS } from '@navia/domain/contracts/connect-contracts';
import { contractFilterSetSchema } from '@navia/domain/rules/contracts/filters';
import { CONTRACT_STATUSES, type ContractStatus } from '@navia/domain/rules/contracts/workflow';
import { asFilterSet, type FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';

export type ContractTab = 'all' | 'favourites';
export type ContractSortColumn = (typeof CONTRACT_SORT_COLUMNS)[number];

const CONTRACT_URL_PARAMS = {
  tab: 'tab',
  actionRequired: 'actionRequired',
  status: 'status',
  text: 'q',
  filters: 'filters',
  orderBy: 'orderBy',
  orderDir: 'orderDir',
} as const;

export type ContractListState = {
  tab: ContractTab;
  /** null: not in the URL, the user's remembered setting applies. */
  onlyActionRequired: boolean | null;
  status: ContractStatus | null;
  searchText: string;
  filters: FilterSetWire;
  orderBy: ContractSortColumn;
  orderDir: 'ASC' | 'DESC';
};

/** connect §3, §9: the default sort is createdAt DESC. */
const DEFAULT_CONTRACT_SORT = { orderBy: 'createdAt', orderDir: 'DESC' } as const;

export const isContractSortColumn = (v: string): v is ContractSortColumn =>
  (CONTRACT_SORT_COLUMNS as readonly string[]).includes(v);

const isStatus = (v: string): v is ContractStatus => (CONTRACT_STATUSES as readonly string[]).includes(v);

function filtersOf(text: string | null): FilterSetWire {
  if (!text) return [];
  try {
    const parsed = contractFilterSetSchema.safeParse(JSON.parse(text));
    return parsed.success ? asFilterSet(parsed.data) : [];
  } catch {
    return [];
  }
}

export function readContractListUrl(params: URLSearchParams): ContractListState {
  const orderBy = params.get(CONTRACT_URL_PARAMS.orderBy) ?? '';
  const status = params.get(CONTRACT_URL_PARAMS.status) ?? '';
  const actionRequired = params.get(CONTRACT_URL_PARAMS.actionRequired);
  return {
    tab: params.get(CONTRACT_URL_PARAMS.tab) === 'favourites' ? 'favourites' : 'all',
    onlyActionRequired: actionRequired === '1' ? true : actionRequired === '0' ? false : null,
    status: isStatus(status) ? status : null,
    searchText: (params.get(CONTRACT_URL_PARAMS.text) ?? '').slice(0, 200),
    filters: filtersOf(params.get(CONTRACT_URL_PARAMS.filters)),
    orderBy: isContractSortColumn(orderBy) ? orderBy : DEFAULT_CONTRACT_SORT.orderBy,
    orderDir: params.get(CONTRACT_URL_PARAMS.orderDir) === 'ASC' ? 'ASC' : DEFAULT_CONTRACT_SORT.orderDir,
  };
}

/** The URL query of a list state; defaults are left out, so /connect/contracts is the plain list. */
export function contractListQuery(state: Partial<ContractListState>): string {
  const params = new URLSearchParams();
  if (state.tab === 'favourites') params.set(CONTRACT_URL_PARAMS.tab, 'favourites');
  if (state.onlyActionRequired !== undefined && state.onlyActionRequired !== null)
    params.set(CONTRACT_URL_PARAMS.actionRequired, state.onlyActionRequired ? '1' : '0');
  if (state.status) params.set(CONTRACT_URL_PARAMS.status, state.status);
  if (state.searchText?.trim()) params.set(CONTRACT_URL_PARAMS.text, state.searchText.trim());
  if (state.filters && state.filters.length > 0)
    params.set(CONTRACT_URL_PARAMS.filters, JSON.stringify(state.filters));
  if (
    state.orderBy &&
    (state.orderBy !== DEFAULT_CONTRACT_SORT.orderBy || state.orderDir !== DEFAULT_CONTRACT_SORT.orderDir)
  ) {
    params.set(CONTRACT_URL_PARAMS.orderBy, state.orderBy);
    params.set(CONTRACT_URL_PARAMS.orderDir, state.orderDir ?? 'DESC');
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters a search sends: the applied ones and, when a status total was chosen, that status. */
export function searchFiltersOf(state: Pick<ContractListState, 'filters' | 'status'>): FilterSetWire {
  return state.status ? [...state.filters, { status: state.status }] : state.filters;
}
