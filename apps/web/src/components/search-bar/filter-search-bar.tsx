/**
 * A list's search bar in the simple (AND) mode of the filter builder: the search text (Enter
 * searches), SEARCH, FILTERS with the count applied, and under it the builder over the list's
 * catalogue with CLEAR FILTERS and APPLY FILTERS. A search fires only when every filter has a value
 * ('ALL FILTERS MUST HAVE A VALUE', hub §4/§5, connect §5); a successful one collapses the filters.
 * A search applied elsewhere (Back, a link, a chip) resets the bar to it. The builder loads when
 * FILTERS first opens (decision 013).
 */
import { Alert, Badge, Button, Collapse, Group, Loader, Paper, Stack, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import type { FilterCatalogue } from '../filter-builder/filter-catalogue.ts';
import {
  appliedFilterSet,
  draftProblem,
  emptyDraft,
  type FilterDraft,
  type FilterSetWire,
  filterSetToDraft,
} from '../filter-builder/filter-draft.ts';
import type { DateFilterAddon } from '../filter-builder/filter-value-input.tsx';

const FilterBuilder = lazy(() =>
  import('../filter-builder/filter-builder.tsx').then((m) => ({ default: m.FilterBuilder })),
);

export type AppliedListSearch = { filters: FilterSetWire; searchText: string };

type FilterSearchBarProps = {
  /** The search region's accessible name. */
  label: string;
  /** The text box's accessible name, placeholder and icon (a magnifier unless given). */
  textLabel: string;
  placeholder: string;
  textIcon?: ReactNode;
  /** The text box's flex basis in the bar. */
  textBasis?: string;
  applied: AppliedListSearch;
  onSearch: (search: AppliedListSearch) => void;
  catalogue: FilterCatalogue;
  /** Shown under each date filter's inputs. */
  dateAddon?: DateFilterAddon;
  /** Controls before the text box (a type-ahead). */
  leading?: ReactNode;
  /** More buttons after FILTERS (saved searches). */
  actions?: ReactNode;
};

export function FilterSearchBar({
  label,
  textLabel,
  placeholder,
  textIcon = <IconSearch size={16} aria-hidden />,
  textBasis = '1 1 14rem',
  applied,
  onSearch,
  catalogue,
  dateAddon,
  leading,
  actions,
}: FilterSearchBarProps) {
  const [text, setText] = useState(applied.searchText);
  const [draft, setDraft] = useState<FilterDraft>(() => filterSetToDraft(applied.filters, false, catalogue));
  const [open, setOpen] = useState(false);
  // Once opened, the builder stays mounted so that the collapse animates both ways.
  const [builderWanted, setBuilderWanted] = useState(false);
  if (open && !builderWanted) setBuilderWanted(true);
  const [error, setError] = useState<string | null>(null);
  const builderId = useId();

  const appliedJson = JSON.stringify(applied);
  useEffect(() => {
    // The JSON is the one written just above, so its shape is known.
    const next = JSON.parse(appliedJson) as AppliedListSearch;
    setText(next.searchText);
    setDraft(filterSetToDraft(next.filters, false, catalogue));
    setError(null);
  }, [appliedJson, catalogue]);

  const run = () => {
    const problem = draftProblem(draft, catalogue);
    if (problem) {
      setError(problem);
      setOpen(true);
      return;
    }
    onSearch({ filters: appliedFilterSet(draft, false, catalogue), searchText: text.trim() });
    setOpen(false);
    setError(null);
  };

  const filterCount = applied.filters.reduce((n, g) => n + Object.keys(g).length, 0);

  return (
    <Paper withBorder radius="md" p="sm" role="search" aria-label={label}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" align="flex-end">
          {leading}
          <TextInput
            flex={textBasis}
            miw={0}
            aria-label={textLabel}
            placeholder={placeholder}
            leftSection={textIcon}
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
                  catalogue={catalogue}
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
