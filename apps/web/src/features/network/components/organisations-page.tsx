/**
 * /connect/organisations (connect §2): the organisations of my group and of my network, with their
 * group. connect §8: a failed list is shown in the table; an empty one says 'NO ORGS FOUND'. The
 * filter narrows the loaded list by name, code and country, case-insensitively (connect §5).
 */
import { Alert, Anchor, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import type { NetworkOrganisation } from '@navia/domain/contracts/connect-users';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { createDataColumnHelper } from '../../../components/data-table/data-table-features.ts';
import { useOrganisations } from '../api/organisations.ts';
import { organisationPath } from '../rules/network-paths.ts';
import { NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';

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

export function OrganisationsPage() {
  const navigate = useNavigate();
  const orgs = useOrganisations();
  const [filter, setFilter] = useState('');
  const rows = (orgs.data ?? []).filter((org) => matches(org, filter));
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
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maw={420}
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {orgs.isPending ? 'Loading…' : `${rows.length} ORGANISATIONS`}
        </Text>
        <DataTable
          label="Organisations"
          columns={columns}
          data={rows}
          getRowId={(row) => row._id}
          totalCount={rows.length}
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
      </Stack>
    </Container>
  );
}
