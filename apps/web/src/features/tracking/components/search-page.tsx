/**
 * The search pages (hub §2): /tracking/:key, /delivery/:key/:value? (value: days in storage) and
 * /criticalChain/:tab?. One page per search type, all built from the same search bar, chips and
 * result tabs; the search itself lives in the URL. The delivery dialogs that the table's buttons
 * open are mounted around the page by its route (app/routes.tsx, lib/delivery-slots.ts).
 */
import { Button, Container, Group, Pill, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import {
  ALL_KEY,
  CRITICAL_CHAIN_KEYS,
  isSearchKey,
  type SearchType,
  searchKeyDefinition,
} from '@navia/domain/rules/filters/search-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { FilterChips } from '../../../components/filter-builder/filter-chips.tsx';
import { withoutFilter } from '../../../components/filter-builder/filter-labels.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { type ShipmentSearchRequest, searchQueryKeys } from '../api/search.ts';
import { useSearchUrl } from '../hooks/use-search-url.ts';
import { searchPagePath } from '../rules/search-url.ts';
import { ResultsSection } from './results-section.tsx';
import { SavedSearchesPopup } from './saved-searches-popup.tsx';
import { SearchBar } from './search-bar.tsx';

const TITLES: Readonly<Record<SearchType, string>> = {
  tracking: 'TRACKING',
  deliveries: 'DELIVERIES',
  criticalChain: 'CRITICAL CHAIN',
};

function DaysInStorageInput({
  value,
  onApply,
}: {
  value: number | undefined;
  onApply: (days?: number) => void;
}) {
  const [days, setDays] = useState(value === undefined ? '' : String(value));
  // A whole number of days, 0 to 3650; empty clears the filter. (A text input with a digit pattern:
  // Mantine's NumberInput would add ~9 KB to the search page's first paint for this one field.)
  const parsed = /^\d{1,4}$/.test(days.trim()) ? Number(days.trim()) : null;
  const invalid = days.trim() !== '' && (parsed === null || parsed > 3650);
  const apply = () => {
    if (!invalid) onApply(parsed ?? undefined);
  };
  return (
    <Group gap="xs" align="flex-start">
      <TextInput
        size="xs"
        w={170}
        label="MIN. DAYS IN STORAGE"
        inputMode="numeric"
        error={invalid ? 'A whole number from 0 to 3650' : undefined}
        value={days}
        onChange={(e) => setDays(e.currentTarget.value.replace(/[^\d]/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
      <Button size="xs" variant="default" onClick={apply} mt={22}>
        APPLY
      </Button>
    </Group>
  );
}

function SearchPageContent({
  user,
  searchType,
  searchKey,
}: {
  user: CurrentUser;
  searchType: SearchType;
  searchKey: string;
}) {
  const queryClient = useQueryClient();
  const { state, applySearch, setAdvanced, setSort, setTab, switchType, goToKey, runSavedSearch } =
    useSearchUrl(searchType, searchKey);
  const keyText = searchKeyDefinition(searchType, searchKey)?.text ?? searchKey;
  const applied = { filters: state.filters, advanced: state.advanced };
  const request: ShipmentSearchRequest = {
    searchType,
    key: searchKey,
    filters: state.filters,
    advanced: state.advanced,
    orderBy: state.orderBy,
    orderDir: state.orderDir,
    daysInStorage: state.daysInStorage,
  };

  const search = (next: typeof applied) => {
    const changed = applySearch(next);
    // The same search again: fetch it afresh (the All cache keeps its hour, hub §9).
    if (!changed && !(searchKey === ALL_KEY && next.filters.length === 0)) {
      void queryClient.invalidateQueries({ queryKey: searchQueryKeys.results(request) });
    }
  };

  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <div>
            <Title order={1} size="h3">
              {TITLES[searchType]}
            </Title>
            {searchKey !== ALL_KEY && searchType !== 'criticalChain' && (
              <Text size="sm" c="dimmed">
                {keyText}
              </Text>
            )}
          </div>
          {searchType === 'deliveries' && (
            <DaysInStorageInput
              key={state.daysInStorage ?? 'none'}
              value={state.daysInStorage}
              onApply={(days) => goToKey(searchKey, days)}
            />
          )}
        </Group>

        {searchType === 'criticalChain' && (
          <Group component="nav" aria-label="Critical chain" gap="xs">
            {Object.entries(CRITICAL_CHAIN_KEYS).map(([key, def]) => (
              <Button
                key={key}
                component={Link}
                to={`${searchPagePath('criticalChain', key)}?advancedSearch=${state.advanced ? 1 : 0}`}
                size="xs"
                variant={key === searchKey ? 'filled' : 'default'}
                aria-current={key === searchKey ? 'page' : undefined}
              >
                {def.text}
              </Button>
            ))}
          </Group>
        )}

        <SearchBar
          searchType={searchType}
          applied={applied}
          onSearch={(next) => search(next)}
          onAdvancedChange={setAdvanced}
          {...(searchType === 'criticalChain' ? {} : { onTypeChange: switchType })}
          actions={
            <SavedSearchesPopup
              searchType={searchType}
              applied={applied}
              onRun={runSavedSearch}
              onPreset={(key, type) => goToKey(key, undefined, type)}
            />
          }
        />

        {(searchKey !== ALL_KEY && searchType !== 'criticalChain') || state.daysInStorage !== undefined ? (
          <Group gap={6} aria-label="Search key">
            {searchKey !== ALL_KEY && searchType !== 'criticalChain' && (
              <Pill
                size="md"
                withRemoveButton
                onRemove={() => goToKey(ALL_KEY, state.daysInStorage)}
                removeButtonProps={{ 'aria-label': `Remove ${keyText}`, 'aria-hidden': false, tabIndex: 0 }}
              >
                {keyText}
              </Pill>
            )}
            {state.daysInStorage !== undefined && (
              <Pill
                size="md"
                withRemoveButton
                onRemove={() => goToKey(searchKey)}
                removeButtonProps={{
                  'aria-label': 'Remove days in storage',
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
              >
                {`IN STORAGE ${state.daysInStorage}+ DAYS`}
              </Pill>
            )}
          </Group>
        ) : null}
        <FilterChips
          filters={state.filters}
          advanced={state.advanced}
          onRemove={(groupIndex, key) =>
            search({ filters: withoutFilter(state.filters, groupIndex, key), advanced: state.advanced })
          }
        />

        <ResultsSection
          user={user}
          request={request}
          tab={state.tab}
          onTabChange={setTab}
          onSortChange={setSort}
        />
      </Stack>
    </Container>
  );
}

function SearchPage({ searchType }: { searchType: SearchType }) {
  const params = useParams();
  const { data: user } = useCurrentUser();
  const key = (searchType === 'criticalChain' ? params.tab : params.key) ?? ALL_KEY;
  if (!isSearchKey(searchType, key)) return <Navigate to={searchPagePath(searchType, ALL_KEY)} replace />;
  if (!user) return <PageLoader />;
  // A new key or type is a new search: the bar and tables start afresh.
  return (
    <SearchPageContent key={`${searchType}/${key}`} user={user} searchType={searchType} searchKey={key} />
  );
}

export const TrackingPage = () => <SearchPage searchType="tracking" />;
export const DeliveryPage = () => <SearchPage searchType="deliveries" />;
export const CriticalChainPage = () => <SearchPage searchType="criticalChain" />;
