/**
 * /admin: the staff overview (hub §2 administration; issue 15). Links to the admin sub-pages the
 * caller may open (rules/org-admin/admin-links.ts), then the organisation groups: search by name or
 * code, sort by a column, 25 a page. The search, sort and page are in the URL (q, sort, dir, page),
 * so a reload or a shared link opens the same list.
 */
import { Alert, Button, Container, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@navia/domain/errors';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { adminLinksFor } from '@navia/domain/rules/org-admin/admin-links';
import {
  firstDirectionOf,
  nextSort,
  ORG_GROUP_SORTS,
  type OrgGroupSort,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@navia/domain/rules/org-admin/org-list';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CountedPager } from '../../../components/counted-pager.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { type OrgGroupListState, useOrgGroupsPage } from '../api/org-groups.ts';
import { OrgGroupsTable } from './org-groups-table.tsx';

const SEARCH_DEBOUNCE_MS = 250;

function listStateOf(params: URLSearchParams): OrgGroupListState {
  const sort = ORG_GROUP_SORTS.find((s) => s === params.get('sort')) ?? 'code';
  const direction = SORT_DIRECTIONS.find((d) => d === params.get('dir')) ?? firstDirectionOf(sort);
  const page = Number(params.get('page'));
  return {
    filter: params.get('q')?.trim() ?? '',
    sort,
    direction,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function AdminLinks() {
  const { data: user } = useCurrentUser();
  const links = adminLinksFor(toAccessSubject(user));
  if (links.length === 0) return null;
  return (
    <Group component="nav" aria-label="Administration pages" gap="xs">
      {links.map((link) => (
        <Button key={link.path} component={Link} to={link.path} variant="light" size="xs">
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

export function AdminOverviewPage() {
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params);
  const [typed, setTyped] = useState(state.filter);
  const [debounced] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const query = useOrgGroupsPage(state);

  const update = (next: Partial<OrgGroupListState>) => {
    const merged = { ...state, ...next };
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | null) => (value ? out.set(key, value) : out.delete(key));
        set('q', merged.filter || null);
        set('sort', merged.sort === 'code' ? null : merged.sort);
        set('dir', merged.direction === firstDirectionOf(merged.sort) ? null : merged.direction);
        set('page', merged.page > 1 ? String(merged.page) : null);
        return out;
      },
      { replace: true },
    );
  };

  // The typed search reaches the URL (and the query) once typing pauses; a new search starts on page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced text should write the URL.
  useEffect(() => {
    if (debounced !== state.filter) update({ filter: debounced, page: 1 });
  }, [debounced]);

  const onSort = (sort: OrgGroupSort) => update({ ...nextSort(state, sort), page: 1 });

  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          ADMINISTRATION
        </Title>
        <AdminLinks />
        <PageSection title="ORGANISATION GROUPS">
          <TextInput
            label="SEARCH"
            description="By name or code"
            placeholder="e.g. ACME"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maw={420}
            type="search"
          />
          {query.isError && !query.data ? (
            <Alert color="red" role="alert" title={MESSAGES.otherError}>
              <Group justify="space-between">
                <span>{MESSAGES.genericSubmit}</span>
                <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                  TRY AGAIN
                </Button>
              </Group>
            </Alert>
          ) : (
            <OrgGroupsTable
              rows={query.data?.rows ?? []}
              loading={query.isPending}
              sort={state.sort}
              direction={state.direction as SortDirection}
              onSort={onSort}
            />
          )}
          <CountedPager
            label="Organisation groups"
            page={state.page}
            total={query.data?.total ?? 0}
            onChange={(page) => update({ page })}
          />
        </PageSection>
      </Stack>
    </Container>
  );
}
