/**
 * /connect/contracts (connect §2): the contracts list with the ALL and FAVOURITES tabs, the
 * only-action-required toggle (the user's remembered setting unless the URL says otherwise), the
 * status totals, the search text, the filters and saved contract searches, in batches of 30 sorted
 * by creation, newest first. The search lives in the URL (rules/contract-search-url.ts). NEW
 * CONTRACT and TEMPLATES open dialogs loaded on the first click.
 */
import { Alert, Button, Container, Group, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import type { ContractStatus } from '@navia/domain/rules/contracts/workflow';
import { CHOSEN_COLUMN_SORT_DIR } from '@navia/domain/rules/filters/sort';
import { IconBookmark, IconPlus, IconTemplate } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FilterChips } from '../../../components/filter-builder/filter-chips.tsx';
import type { FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import { withoutFilter } from '../../../components/filter-builder/filter-labels.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { ContractSearchRequest } from '../api/contract-query-keys.ts';
import {
  contractRowsOf,
  contractTotalOf,
  useContractSearch,
  useStatusTotals,
} from '../api/contract-search.ts';
import { contractFilterCatalogue } from '../rules/contract-filters.ts';
import { contractPath } from '../rules/contract-paths.ts';
import {
  type ContractListState,
  contractListQuery,
  isContractSortColumn,
  readContractListUrl,
  searchFiltersOf,
} from '../rules/contract-search-url.ts';
import { ContractSearchBar } from './contract-search-bar.tsx';
import { ContractTable } from './contract-table.tsx';
import { dateGroupAddon } from './date-group-counts.tsx';
import { StatusTotals } from './status-totals.tsx';

const ContractSavedSearchesDialog = lazy(() =>
  import('./contract-saved-searches.tsx').then((m) => ({ default: m.ContractSavedSearchesDialog })),
);
const ContractFormDialog = lazy(() =>
  import('./contract-form-dialog.tsx').then((m) => ({ default: m.ContractFormDialog })),
);
const TemplatesDialog = lazy(() =>
  import('./templates-dialog.tsx').then((m) => ({ default: m.TemplatesDialog })),
);

/** A dialog that mounts on its first opening and stays, so it can animate closed. */
function useLazyDialog() {
  const [state, setState] = useState({ mounted: false, opened: false });
  return {
    ...state,
    open: useCallback(() => setState({ mounted: true, opened: true }), []),
    close: useCallback(() => setState((s) => ({ ...s, opened: false })), []),
  };
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.otherError);

function ContractsList({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readContractListUrl(params), [params]);
  const onlyActionRequired = state.onlyActionRequired ?? user.isViewActionRequired;

  const update = (patch: Partial<ContractListState>) =>
    setParams(new URLSearchParams(contractListQuery({ ...state, ...patch }).slice(1)));

  const request: ContractSearchRequest = {
    tab: state.tab,
    filters: searchFiltersOf(state),
    searchText: state.searchText,
    onlyActionRequired,
    orderBy: state.orderBy,
    orderDir: state.orderDir,
  };
  const search = useContractSearch(request);
  // The totals leave out the status chosen from them, so the other chips keep their counts.
  const totals = useStatusTotals({ ...request, filters: state.filters }, state.status !== null);
  const counts = state.status ? totals.data : search.data?.pages[0]?.statusCounts;

  const filtersJson = JSON.stringify(request.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the filters' JSON, not their identity
  const dateAddon = useMemo(() => dateGroupAddon(request.filters), [filtersJson]);

  const saved = useLazyDialog();
  const form = useLazyDialog();
  const templates = useLazyDialog();
  const [templateId, setTemplateId] = useState<string | null>(null);

  const changeSort = (columnId: string) => {
    if (!isContractSortColumn(columnId)) return;
    if (columnId === state.orderBy) update({ orderDir: state.orderDir === 'DESC' ? 'ASC' : 'DESC' });
    else update({ orderBy: columnId, orderDir: CHOSEN_COLUMN_SORT_DIR });
  };

  const rows = contractRowsOf(search.data);
  const total = contractTotalOf(search.data);

  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            CONTRACTS
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconTemplate size={16} aria-hidden />}
              onClick={templates.open}
            >
              TEMPLATES
            </Button>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                setTemplateId(null);
                form.open();
              }}
            >
              NEW CONTRACT
            </Button>
          </Group>
        </Group>

        <ContractSearchBar
          applied={{ filters: state.filters, searchText: state.searchText }}
          onSearch={(next) => update({ ...next, status: null })}
          dateAddon={dateAddon}
          actions={
            <Button
              variant="default"
              leftSection={<IconBookmark size={16} aria-hidden />}
              onClick={saved.open}
            >
              SAVED SEARCHES
            </Button>
          }
        />
        <FilterChips
          filters={state.filters}
          advanced={false}
          catalogue={contractFilterCatalogue}
          onRemove={(groupIndex, key) => update({ filters: withoutFilter(state.filters, groupIndex, key) })}
        />
        <StatusTotals
          counts={counts}
          selected={state.status}
          loading={state.status ? totals.isPending : search.isPending}
          onSelect={(status: ContractStatus | null) => update({ status })}
        />

        <Tabs
          value={state.tab}
          onChange={(tab) => update({ tab: tab === 'favourites' ? 'favourites' : 'all' })}
        >
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <Tabs.List>
              <Tabs.Tab value="all">ALL</Tabs.Tab>
              <Tabs.Tab value="favourites">FAVOURITES</Tabs.Tab>
            </Tabs.List>
            <Switch
              label="ONLY ACTION REQUIRED"
              checked={onlyActionRequired}
              onChange={(e) => update({ onlyActionRequired: e.currentTarget.checked })}
            />
          </Group>
        </Tabs>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {search.isPending
            ? 'Searching…'
            : `${total} CONTRACTS${total > 0 ? ` · SHOWING ${rows.length} OF ${total}` : ''}`}
        </Text>
        <ContractTable
          label={state.tab === 'favourites' ? 'Favourite contracts' : 'Contracts'}
          rows={rows}
          totalCount={total}
          sort={{ columnId: state.orderBy, desc: state.orderDir === 'DESC' }}
          onSortChange={changeSort}
          isConnectUser={user.isConnectUser}
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
              CONTRACT_TEXTS.noContracts
            )
          }
        />
      </Stack>

      <Suspense fallback={null}>
        {saved.mounted && (
          <ContractSavedSearchesDialog
            opened={saved.opened}
            onClose={saved.close}
            filters={request.filters}
            onRun={(filters: FilterSetWire) => update({ filters, status: null, searchText: '' })}
          />
        )}
        {form.mounted && (
          <ContractFormDialog
            opened={form.opened}
            onClose={form.close}
            mode={{ kind: 'create', templateId }}
            onSaved={(id) => {
              form.close();
              navigate(contractPath(id));
            }}
          />
        )}
        {templates.mounted && (
          <TemplatesDialog
            opened={templates.opened}
            onClose={templates.close}
            onUse={(id) => {
              templates.close();
              setTemplateId(id);
              form.open();
            }}
          />
        )}
      </Suspense>
    </Container>
  );
}

export function ContractsPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <ContractsList user={user} />;
}
