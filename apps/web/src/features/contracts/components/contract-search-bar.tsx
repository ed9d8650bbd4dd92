/**
 * The contracts search bar (connect §2, §4, §5): the search text (reference, parties, organisation,
 * product number; Enter searches) and the filter builder over the contracts catalogue, whose date
 * filters show the contracts per month. A search fires only when every filter has a value ('ALL
 * FILTERS MUST HAVE A VALUE'); clearing resets to one empty filter.
 */
import { Alert, Badge, Button, Collapse, Group, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import {
  appliedFilterSet,
  draftProblem,
  emptyDraft,
  type FilterDraft,
  type FilterSetWire,
  filterSetToDraft,
} from '../../../components/filter-builder/filter-draft.ts';
import type { DateFilterAddon } from '../../../components/filter-builder/filter-value-input.tsx';
import { contractFilterCatalogue } from '../rules/contract-filters.ts';

/** The builder loads when FILTERS first opens (decision 013). */
const FilterBuilder = lazy(() =>
  import('../../../components/filter-builder/filter-builder.tsx').then((m) => ({ default: m.FilterBuilder })),
);

export type AppliedContractSearch = { filters: FilterSetWire; searchText: string };

type ContractSearchBarProps = {
  applied: AppliedContractSearch;
  onSearch: (search: AppliedContractSearch) => void;
  dateAddon: DateFilterAddon;
  /** More buttons on the bar (saved searches). */
  actions?: ReactNode;
};

export function ContractSearchBar({ applied, onSearch, dateAddon, actions }: ContractSearchBarProps) {
  const [text, setText] = useState(applied.searchText);
  const [draft, setDraft] = useState<FilterDraft>(() =>
    filterSetToDraft(applied.filters, false, contractFilterCatalogue),
  );
  const [open, setOpen] = useState(false);
  const [builderWanted, setBuilderWanted] = useState(false);
  if (open && !builderWanted) setBuilderWanted(true);
  const [error, setError] = useState<string | null>(null);
  const builderId = useId();

  // A search applied elsewhere (a chip, a saved search, Back) resets the bar to it.
  const appliedJson = JSON.stringify(applied);
  useEffect(() => {
    const next = JSON.parse(appliedJson) as AppliedContractSearch;
    setText(next.searchText);
    setDraft(filterSetToDraft(next.filters, false, contractFilterCatalogue));
    setError(null);
  }, [appliedJson]);

  const run = () => {
    const problem = draftProblem(draft, contractFilterCatalogue);
    if (problem) {
      setError(problem);
      setOpen(true);
      return;
    }
    onSearch({ filters: appliedFilterSet(draft, false, contractFilterCatalogue), searchText: text.trim() });
    setOpen(false);
    setError(null);
  };

  const filterCount = applied.filters.reduce((n, g) => n + Object.keys(g).length, 0);

  return (
    <Paper withBorder radius="md" p="sm" role="search" aria-label="Contract search">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" align="flex-end">
          <TextInput
            flex="1 1 14rem"
            miw={0}
            aria-label="Search contracts"
            placeholder="Reference, buyer, seller, organisation, product n°…"
            leftSection={<IconSearch size={16} aria-hidden />}
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
          {actions}
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
                  catalogue={contractFilterCatalogue}
                  dateAddon={dateAddon}
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
