/**
 * /connect/organisations (connect §2): the organisations of my group and of my network, with their
 * group. connect §8: a failed list is shown in the table; an empty one says 'NO ORGS FOUND'. The
 * filter narrows the loaded list by name, code and country, case-insensitively (connect §5); the
 * list shows in pages of 25. The filter and the page are in the URL (`filter`, `page`).
 */
import { Alert, Anchor, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import type { NetworkOrganisation } from '@navia/domain/contracts/connect-users';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CountedPager } from '../../../components/counted-pager.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { createDataColumnHelper } from '../../../components/data-table/data-table-features.ts';
import { useOrganisations } from '../api/organisations.ts';
import { organisationPath } from '../rules/network-paths.ts';
import { NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { pageOf, pageParam } from './list/list-paging.tsx';
import { useUrlText } from './list/use-url-text.ts';

const column = createDataColumnHelper<NetworkOrganisation>();
const columns = [
  column.accessor('name', {
    header: 'NAME',
    enableSorting: false,
    size: 280,
    cell: (c) => (
      <Anchor component={Link} to={organisationPath(c.row.original.code)} size="sm" fw={600}>
        {c.getValue()}
      </Anchor>
    ),
  }),
  column.accessor('code', { header: 'CODE', enableSorting: false, size: 140 }),
  column.accessor('country', { header: 'COUNTRY', enableSorting: false, size: 110 }),
  column.accessor('orgGroupName', { header: 'GROUP', enableSorting: false, size: 220 }),
  column.accessor('addressCount', {
    header: 'ADDRESSES',
    enableSorting: false,
    size: 110,
    meta: { align: 'end' },
  }),
];

/** connect §5: case-insensitive over name, code and country. */
function matches(org: NetworkOrganisation, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [org.name, org.code, org.country, org.orgGroupName].some((v) => v.toLowerCase().includes(needle));
}

/** Sets or drops URL parameters ('' or 1 drop `filter` and `page`); the others stay. */
function withParams(params: URLSearchParams, patch: { filter?: string; page?: number }) {
  const next = new URLSearchParams(params);
  if (patch.filter !== undefined) {
    if (patch.filter) next.set('filter', patch.filter);
    else next.delete('filter');
  }
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set('page', String(patch.page));
    else next.delete('page');
  }
  return next;
}

export function OrganisationsPage() {
  const navigate = useNavigate();
  const orgs = useOrganisations();
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: { filter?: string; page?: number }, replace = false) =>
      setParams((current) => withParams(current, patch), { replace }),
    [setParams],
  );
  const applied = params.get('filter') ?? '';
  // The list narrows once the typing pauses, and a new filter starts again from page 1.
  const filter = useUrlText(applied, (text) => update({ filter: text, page: 1 }, true));
  const matching = useMemo(
    () => (orgs.data ?? []).filter((org) => matches(org, applied)),
    [orgs.data, applied],
  );
  const shown = pageOf(matching, pageParam(params));
  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="sm">
        <Title order={1} size="h3">
          ORGANISATIONS
        </Title>
        <TextInput
          label="FILTER"
          placeholder="Name, code or country"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter.typed}
          onChange={(e) => filter.setTyped(e.currentTarget.value)}
          maw={420}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {orgs.isPending ? 'Loading…' : `${matching.length} ORGANISATION${matching.length === 1 ? '' : 'S'}`}
        </Text>
        <DataTable
          // A new page starts at its top row.
          key={shown.page}
          label="Organisations"
          columns={columns}
          data={shown.rows}
          getRowId={(row) => row._id}
          totalCount={matching.length}
          isLoading={orgs.isPending}
          onRowActivate={(row) => navigate(organisationPath(row.code))}
          rowHref={(row) => organisationPath(row.code)}
          rowLabel={(row) => `Open organisation ${row.name}`}
          emptyMessage={
            orgs.isError ? (
              <Alert color="red" variant="light" role="alert">
                {networkErrorText(orgs.error)}
              </Alert>
            ) : (
              <Text c="dimmed">{NETWORK_TEXTS.noOrgs}</Text>
            )
          }
        />
        <CountedPager
          label="Organisations"
          page={shown.page}
          total={matching.length}
          onChange={(page) => update({ page })}
        />
      </Stack>
    </Container>
  );
}
