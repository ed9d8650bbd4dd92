/**
 * /connect/sku: the SKU catalogue the caller sees (its own and its partners'), with the type-ahead,
 * the search text and filters, sorting, batches of 30 as the table scrolls, EXPORT CSV of every
 * matching SKU, IMPORT CSV (a dry run first) and NEW SKU. The search text, filters and sort live in
 * the URL (rules/sku-search-url.ts). Staff see every SKU and name the owner of what they add or
 * import (organisation group or trusted party); others add to their own catalogue.
 */
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { isStaff } from '@navia/domain/rules/access';
import { CHOSEN_COLUMN_SORT_DIR } from '@navia/domain/rules/filters/sort';
import { SKU_TEXTS } from '@navia/domain/rules/skus/constants';
import { IconDownload, IconFilter, IconPlus, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterSearchBar } from '../../../components/search-bar/filter-search-bar.tsx';
import { useListSearchUrl } from '../../../components/search-bar/list-search-url.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { skuExportUrl, skuRowsOf, skuTotalOf, useSkuSearch } from '../api/skus.ts';
import { skuFilterCatalogue } from '../rules/sku-filters.ts';
import { skuPath } from '../rules/sku-format.ts';
import { SKU_LIST_URL } from '../rules/sku-search-url.ts';
import { SkuTable } from './sku-table.tsx';
import { SkuTypeahead } from './sku-typeahead.tsx';

// The NEW SKU and IMPORT CSV dialogs (and react-hook-form with them) load when opened, so the list's
// first paint stays within the page budget (decision 013).
const SkuFormDialog = lazy(() => import('./sku-form.tsx').then((m) => ({ default: m.SkuFormDialog })));
const SkuImportDialog = lazy(() =>
  import('./sku-import-dialog.tsx').then((m) => ({ default: m.SkuImportDialog })),
);

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.otherError);

export function SkusPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const [request, updateSearch] = useListSearchUrl(SKU_LIST_URL);
  const [dialog, setDialog] = useState<'new' | 'import' | null>(null);
  const search = useSkuSearch(request);
  const rows = skuRowsOf(search.data);
  const total = skuTotalOf(search.data);
  // Staff write for the owner they pick; everyone else into their own catalogue.
  const staff = user ? isStaff(user.type) : false;
  const canWrite = Boolean(user);

  const changeSort = (columnId: string) => {
    if (!SKU_LIST_URL.isSortColumn(columnId)) return;
    if (columnId === request.orderBy)
      updateSearch({ orderDir: request.orderDir === 'DESC' ? 'ASC' : 'DESC' });
    else updateSearch({ orderBy: columnId, orderDir: CHOSEN_COLUMN_SORT_DIR });
  };

  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            SKU CATALOGUE
          </Title>
          <Group gap="xs">
            <Button
              component="a"
              href={skuExportUrl(request)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              EXPORT CSV
            </Button>
            {canWrite && (
              <Button
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                onClick={() => setDialog('import')}
              >
                IMPORT CSV
              </Button>
            )}
            {canWrite && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog('new')}>
                NEW SKU
              </Button>
            )}
          </Group>
        </Group>
        <FilterSearchBar
          label="SKU search"
          textLabel="Filter the list"
          placeholder="Filter the list: product n° or description"
          textIcon={<IconFilter size={16} aria-hidden />}
          textBasis="1 1 12rem"
          applied={{ filters: request.filters, searchText: request.searchText }}
          onSearch={updateSearch}
          catalogue={skuFilterCatalogue}
          leading={<SkuTypeahead />}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {search.isPending
            ? 'Searching…'
            : `${total} SKU${total === 1 ? '' : 'S'}${total > 0 ? ` · SHOWING ${rows.length} OF ${total}` : ''}`}
        </Text>
        <SkuTable
          staff={staff}
          rows={rows}
          totalCount={total}
          sort={{ columnId: request.orderBy, desc: request.orderDir === 'DESC' }}
          onSortChange={changeSort}
          hasMore={search.hasNextPage}
          isFetchingMore={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
          isLoading={search.isPending}
          emptyMessage={
            search.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorText(search.error)}
              </Alert>
            ) : (
              SKU_TEXTS.noSkus
            )
          }
        />
      </Stack>
      <Suspense fallback={null}>
        {dialog === 'new' && (
          <SkuFormDialog
            opened
            chooseOwner={staff}
            onClose={() => setDialog(null)}
            onSaved={(sku) => {
              setDialog(null);
              navigate(skuPath(sku._id));
            }}
          />
        )}
        {dialog === 'import' && (
          <SkuImportDialog opened chooseOwner={staff} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </Container>
  );
}
