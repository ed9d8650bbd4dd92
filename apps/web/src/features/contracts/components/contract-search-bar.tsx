/**
 * The contracts search bar (connect §2, §4, §5): the shared filter search bar with the search text
 * (reference, parties, organisation, product number; Enter searches) and the filter builder over the
 * contracts catalogue, whose date filters show the contracts per month. A search fires only when
 * every filter has a value ('ALL FILTERS MUST HAVE A VALUE'); clearing resets to one empty filter.
 */
import type { ReactNode } from 'react';
import type { DateFilterAddon } from '../../../components/filter-builder/filter-value-input.tsx';
import {
  type AppliedListSearch,
  FilterSearchBar,
} from '../../../components/search-bar/filter-search-bar.tsx';
import { contractFilterCatalogue } from '../rules/contract-filters.ts';

export type AppliedContractSearch = AppliedListSearch;

type ContractSearchBarProps = {
  applied: AppliedContractSearch;
  onSearch: (search: AppliedContractSearch) => void;
  dateAddon: DateFilterAddon;
  /** More buttons on the bar (saved searches). */
  actions?: ReactNode;
};

export function ContractSearchBar({ applied, onSearch, dateAddon, actions }: ContractSearchBarProps) {
  return (
    <FilterSearchBar
      label="Contract search"
      textLabel="Search contracts"
      placeholder="Reference, buyer, seller, organisation, product n°…"
      applied={applied}
      onSearch={onSearch}
      catalogue={contractFilterCatalogue}
      dateAddon={dateAddon}
      actions={actions}
    />
  );
}
