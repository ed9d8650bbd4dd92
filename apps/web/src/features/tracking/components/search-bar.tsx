/**
 * The search bar (hub §2 "Search bar behaviour", hub §4, §5): the general search (Enter searches),
 * the tracking/deliveries switch (which clears the filters), the filter builder with the advanced
 * AND/OR mode (advancedSearch=1/0 in the URL) and 'ALL FILTERS MUST HAVE A VALUE'. A successful
 * search collapses the filters and clears the error; changing a filter hides the error.
 */
import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { SearchType } from '@navia/domain/rules/filters/search-keys';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  appliedFilterSet,
  draftProblem,
  emptyDraft,
  type FilterDraft,
  filterSetToDraft,
  GENERAL_SEARCH_KEY,
  generalSearchOf,
  toAdvancedDraft,
  toSimpleDraft,
  withoutGeneralSearch,
} from '../../../components/filter-builder/filter-draft.ts';
import { lookupFilterOptions, TYPE_AHEAD_SOURCES } from '../api/lookups.ts';
import type { AppliedSearch } from '../hooks/use-search-url.ts';

/** The builder (selects, type-ahead, date inputs) loads when FILTERS first opens (decision 013). */
const FilterBuilder = lazy(() =>
  import('../../../components/filter-builder/filter-builder.tsx').then((m) => ({ default: m.FilterBuilder })),
);

type SearchBarProps = {
  searchType: SearchType;
  applied: AppliedSearch;
  onSearch: (search: AppliedSearch) => void;
  onAdvancedChange: (advanced: boolean) => void;
  /** The tracking/deliveries switch; absent on pages without it (critical chain). */
  onTypeChange?: (type: SearchType) => void;
  /** More buttons on the bar (saved searches). */
  actions?: ReactNode;
};

const countFilters = (applied: AppliedSearch) =>
  withoutGeneralSearch(applied.filters).reduce((n, g) => n + Object.keys(g).length, 0);

export function SearchBar({
  searchType,
  applied,
  onSearch,
  onAdvancedChange,
  onTypeChange,
  actions,
}: SearchBarProps) {
  const [general, setGeneral] = useState(() => generalSearchOf(applied.filters));
  const [draft, setDraft] = useState<FilterDraft>(() => filterSetToDraft(applied.filters, applied.advanced));
  const [open, setOpen] = useState(false);
  // Once opened, the builder stays mounted so that the collapse animates both ways.
  const [builderWanted, setBuilderWanted] = useState(false);
  if (open && !builderWanted) setBuilderWanted(true);
  const [error, setError] = useState<string | null>(null);
  const builderId = useId();

  // A search applied from elsewhere (a chip, a saved search, Back) resets the bar to it.
  const appliedJson = JSON.stringify(applied.filters);
  const advancedRef = useRef(applied.advanced);
  advancedRef.current = applied.advanced;
  useEffect(() => {
    const filters = JSON.parse(appliedJson) as AppliedSearch['filters'];
    setGeneral(generalSearchOf(filters));
    setDraft(filterSetToDraft(filters, advancedRef.current));
    setError(null);
  }, [appliedJson]);

  // The advanced switch (also from the URL) turns the draft into the other mode's shape.
  const shownAdvanced = useRef(applied.advanced);
  useEffect(() => {
    if (shownAdvanced.current === applied.advanced) return;
    shownAdvanced.current = applied.advanced;
    setDraft((d) => (applied.advanced ? toAdvancedDraft(d) : toSimpleDraft(d)));
  }, [applied.advanced]);

  const run = () => {
    const problem = draftProblem(draft);
    if (problem) {
      setError(problem);
      setOpen(true);
      return;
    }
    const filters = appliedFilterSet(draft, applied.advanced);
    const text = general.trim();
    onSearch({
      filters: text ? [...filters, { [GENERAL_SEARCH_KEY]: text }] : filters,
      advanced: applied.advanced,
    });
    setOpen(false);
    setError(null);
  };

  const applyDraft = (next: FilterDraft) => {
    setDraft(next);
    setError(null);
  };

  const filterCount = countFilters(applied);

  return (
    <Paper withBorder radius="md" p="sm" role="search" aria-label="Shipment search">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" align="flex-end">
          {onTypeChange && (
            <SegmentedControl
              aria-label="Search type"
              value={searchType === 'deliveries' ? 'deliveries' : 'tracking'}
              onChange={(value) => {
                setDraft(emptyDraft());
                setGeneral('');
                setError(null);
                onTypeChange(value === 'deliveries' ? 'deliveries' : 'tracking');
              }}
              data={[
                { value: 'tracking', label: 'TRACKING' },
                { value: 'deliveries', label: 'DELIVERIES' },
              ]}
            />
          )}
          <TextInput
            flex="1 1 16rem"
            miw={0}
            aria-label="Search shipments and orders"
            placeholder="Shipment, order, bill, container, SKU, ASN, carrier…"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={general}
            onChange={(e) => setGeneral(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                run();
              }
            }}
          />
          <Button onClick={run}>SEARCH</Button>
          <Button
            variant={open ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              filterCount > 0 ? (
                <Badge size="sm" circle aria-label={`${filterCount} applied`}>
                  {filterCount}
                </Badge>
              ) : null
            }
            aria-expanded={open}
            aria-controls={builderId}
            onClick={() => setOpen((o) => !o)}
          >
            FILTERS
          </Button>
          {actions}
        </Group>
        <Collapse expanded={open} id={builderId}>
          <Stack gap="sm" pt={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Switch
                label="ADVANCED SEARCH (AND / OR GROUPS)"
                checked={applied.advanced}
                onChange={(e) => onAdvancedChange(e.currentTarget.checked)}
              />
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={() => {
                  applyDraft(emptyDraft());
                  setGeneral('');
                }}
              >
                CLEAR FILTERS
              </Button>
            </Group>
            {builderWanted && (
              <Suspense fallback={<Loader size="sm" aria-label="Loading filters" />}>
                <FilterBuilder
                  draft={draft}
                  onChange={applyDraft}
                  advanced={applied.advanced}
                  lookup={lookupFilterOptions}
                  typeAheadSources={TYPE_AHEAD_SOURCES}
                />
              </Suspense>
            )}
            <Group>
              <Button onClick={run}>APPLY FILTERS</Button>
            </Group>
          </Stack>
        </Collapse>
        {error && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
