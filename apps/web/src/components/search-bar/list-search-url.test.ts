import { skuFilterSetSchema } from '@navia/domain/rules/skus/filters';
import { describe, expect, it } from 'vitest';
import {
  filterSetFromParam,
  type ListSearchUrl,
  listSearchParams,
  readListSearch,
} from './list-search-url.ts';

type Column = 'name' | 'updatedAt';
const list: ListSearchUrl<Column> = {
  filterSchema: skuFilterSetSchema,
  isSortColumn: (v): v is Column => v === 'name' || v === 'updatedAt',
  defaultSort: { orderBy: 'name', orderDir: 'ASC' },
};
const read = (query: string) => readListSearch(new URLSearchParams(query), list);

describe('list search in the URL', () => {
  it('reads an empty query as the plain list, and writes the plain list as an empty query', () => {
    const state = read('');
    expect(state).toEqual({ searchText: '', filters: [], orderBy: 'name', orderDir: 'ASC' });
    expect(listSearchParams(state, list.defaultSort).toString()).toBe('');
  });

  it('round-trips the text, the filters and a sort other than the default', () => {
    const state = {
      searchText: ' cap ',
      filters: [{ status: 'ACTIVE' }],
      orderBy: 'updatedAt' as const,
      orderDir: 'DESC' as const,
    };
    const params = listSearchParams(state, list.defaultSort);
    expect(params.get('q')).toBe('cap');
    expect(read(params.toString())).toEqual({ ...state, searchText: 'cap' });
  });

  it('reads filters the schema refuses, broken JSON and unknown sort columns as the defaults', () => {
    expect(read(`filters=${encodeURIComponent('[{"nope":"x"}]')}`).filters).toEqual([]);
    expect(read('filters=%5B%7B').filters).toEqual([]);
    expect(read('orderBy=password&orderDir=sideways')).toMatchObject({ orderBy: 'name', orderDir: 'ASC' });
  });

  it('answers null for a filters parameter that is absent or refused, so a page can fall back to its own default', () => {
    expect(filterSetFromParam(null, skuFilterSetSchema)).toBeNull();
    expect(filterSetFromParam('[{"nope":"x"}]', skuFilterSetSchema)).toBeNull();
    expect(filterSetFromParam('[]', skuFilterSetSchema)).toEqual([]);
  });

  it('caps the search text at the filter text limit', () => {
    expect(read(`q=${'a'.repeat(500)}`).searchText).toHaveLength(200);
  });
});
