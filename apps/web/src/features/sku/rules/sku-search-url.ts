/**
 * The SKU list's search in the URL (STYLE 9, with the shared list-search reader): the search text,
 * the applied filters (checked with the shared skuFilterSetSchema) and the sort, productNumber ASC
 * unless the URL says otherwise. A reload or a shared link shows the same search.
 */
import { SKU_SORT_COLUMNS, type SkuSortColumn } from '@navia/domain/contracts/skus';
import { skuFilterSetSchema } from '@navia/domain/rules/skus/filters';
import type { ListSearchUrl } from '../../../components/search-bar/list-search-url.ts';

const isSkuSortColumn = (id: string): id is SkuSortColumn =>
  (SKU_SORT_COLUMNS as readonly string[]).includes(id);

export const SKU_LIST_URL: ListSearchUrl<SkuSortColumn> = {
  filterSchema: skuFilterSetSchema,
  isSortColumn: isSkuSortColumn,
  defaultSort: { orderBy: 'productNumber', orderDir: 'ASC' },
};
