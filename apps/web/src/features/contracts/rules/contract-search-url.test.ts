import { describe, expect, it } from 'vitest';
import { contractListQuery, readContractListUrl, searchFiltersOf } from './contract-search-url.ts';

const read = (query: string) => readContractListUrl(new URLSearchParams(query));

describe('the contracts list in the URL', () => {
  it('defaults to all contracts, the remembered toggle, newest first', () => {
    expect(read('')).toEqual({
      tab: 'all',
      onlyActionRequired: null,
      status: null,
      searchText: '',
      filters: [],
      orderBy: 'createdAt',
      orderDir: 'DESC',
    });
    expect(contractListQuery(read(''))).toBe('');
  });

  it('keeps the tab, toggle, status, text, filters and sort through a round trip', () => {
    const state = {
      tab: 'favourites' as const,
      onlyActionRequired: true,
      status: 'AMENDED' as const,
      searchText: 'PO-2026',
      filters: [{ transportType: 'SEA' }],
      orderBy: 'seller' as const,
      orderDir: 'ASC' as const,
    };
    expect(read(contractListQuery(state).slice(1))).toEqual(state);
  });

  it('writes the same parameters as existing links, in the same order, and reads them back', () => {
    const query =
      '?tab=favourites&actionRequired=0&status=CONFIRMED&q=PO-2026&filters=%5B%7B%22incoTerms%22%3A%22FOB%22%7D%5D&orderBy=seller&orderDir=ASC';
    const state = read(query.slice(1));
    expect(state).toEqual({
      tab: 'favourites',
      onlyActionRequired: false,
      status: 'CONFIRMED',
      searchText: 'PO-2026',
      filters: [{ incoTerms: 'FOB' }],
      orderBy: 'seller',
      orderDir: 'ASC',
    });
    expect(contractListQuery(state)).toBe(query);
  });

  it('leaves the default sort out, and writes a column given without a direction as DESC', () => {
    expect(contractListQuery({ status: 'CONFIRMED', orderBy: 'createdAt', orderDir: 'DESC' })).toBe(
      '?status=CONFIRMED',
    );
    expect(contractListQuery({ orderDir: 'ASC' })).toBe('');
    expect(contractListQuery({ orderBy: 'seller' })).toBe('?orderBy=seller&orderDir=DESC');
    expect(contractListQuery({ searchText: '  ', filters: [] })).toBe('');
  });

  it('drops what is not a contract filter, status or sort column', () => {
    const state = read(
      'status=SOLD&orderBy=ETA&filters=%5B%7B%22ShipNumber%22%3A%22S1%22%7D%5D&actionRequired=x',
    );
    expect(state).toMatchObject({
      status: null,
      orderBy: 'createdAt',
      filters: [],
      onlyActionRequired: null,
    });
  });

  it('sends the status chosen from the totals as one more filter', () => {
    expect(searchFiltersOf({ filters: [{ incoTerms: 'FOB' }], status: 'CONFIRMED' })).toEqual([
      { incoTerms: 'FOB' },
      { status: 'CONFIRMED' },
    ]);
  });
});
