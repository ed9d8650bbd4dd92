/**
 * The SKU list's search: the text (product number or description; Enter searches) and the filter
 * builder over the SKU filter catalogue. A search fires only when every filter has a value; clearing
 * resets to one empty filter.
 */
import { Alert, Badge, Button, Collapse, Group, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconFilter } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import {
  appliedFilterSet,
  draftProblem,
  emptyDraft,
  type FilterDraft,
  type FilterSetWire,
  filterSetToDraft,
} from '../../../components/filter-builder/filter-draft.ts';
import { skuFilterCatalogue } from '../rules/sku-filters.ts';

/** The builder loads when FILTERS first opens (decision 013). */
const FilterBuilder = lazy(() =>
  import('../../../components/filter-builder/filter-builder.tsx').then((m) => ({ default: m.FilterBuilder })),
);

export type AppliedSkuSearch = { filters: FilterSetWire; searchText: string };

type SkuSearchBarProps = {
  applied: AppliedSkuSearch;
  onSearch: (search: AppliedSkuSearch) => void;
  /** The type-ahead and other controls on the bar. */
  children?: ReactNode;
};

export function SkuSearchBar({ applied, onSearch, children }: SkuSearchBarProps) {
  const [text, setText] = useState(applied.searchText);
  const [draft, setDraft] = useState<FilterDraft>(() =>
    filterSetToDraft(applied.filters, false, skuFilterCatalogue),
  );
  const [open, setOpen] = useState(false);
  const [builderWanted, setBuilderWanted] = useState(false);
  if (open && !builderWanted) setBuilderWanted(true);
  const [error, setError] = useState<string | null>(null);
  const builderId = useId();

  const run = () => {
    const problem = draftProblem(draft, skuFilterCatalogue);
    if (problem) {
      setError(problem);
      setOpen(true);
      return;
    }
    onSearch({ filters: appliedFilterSet(draft, false, skuFilterCatalogue), searchText: text.trim() });
    setOpen(false);
    setError(null);
  };
  const filterCount = applied.filters.reduce((n, g) => n + Object.keys(g).length, 0);

  return (
    <Paper withBorder radius="md" p="sm" role="search" aria-label="SKU search">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" align="flex-end">
          {children}
          <TextInput
            flex="1 1 12rem"
            miw={0}
            aria-label="Filter the list"
            placeholder="Filter the list: product n° or description"
            leftSection={<IconFilter size={16} aria-hidden />}
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.currentTarget.value)}
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
        </Group>
        <Collapse expanded={open} id={builderId}>
          <Stack gap="sm" pt={4}>
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={() => {
                  setDraft(emptyDraft());
                  setText('');
                  setError(null);
                }}
              >
                CLEAR FILTERS
              </Button>
            </Group>
            {builderWanted && (
              <Suspense fallback={<Loader size="sm" aria-label="Loading filters" />}>
                <FilterBuilder
                  draft={draft}
                  onChange={(next) => {
                    setDraft(next);
                    setError(null);
                  }}
                  advanced={false}
                  catalogue={skuFilterCatalogue}
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
