/**
 * /admin/deletedorgs (hub §2; connect §7 GET /api/org/deleted): the soft-deleted organisations,
 * newest first, searchable by code, name or group, 25 a page, each with RESTORE (POST
 * /api/org/restore). A failed restore says so on its row and leaves the list as it was.
 */
import { Alert, Anchor, Button, Container, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { DeletedOrg } from '@navia/domain/contracts/org';
import { MESSAGES } from '@navia/domain/errors';
import { ORG_GROUP_PAGE_SIZE } from '@navia/domain/rules/org-admin/org-list';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountedPager } from '../../../components/counted-pager.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import { actionErrorText } from '../api/error-text.ts';
import { useDeletedOrgs, useRestoreOrganisation } from '../api/org-groups.ts';

function matches(org: DeletedOrg, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [org.code, org.name, org.orgGroupCode, org.orgGroupName].some((v) =>
    v.toLowerCase().includes(needle),
  );
}

function RestoreButton({ org }: { org: DeletedOrg }) {
  const restore = useRestoreOrganisation();
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="xs"
        variant="light"
        loading={restore.isPending}
        onClick={() => restore.mutate(org._id)}
        aria-label={`Restore ${org.code}`}
      >
        RESTORE
      </Button>
      {restore.isError && (
        <Text size="xs" c="red" role="alert">
          {actionErrorText(restore.error)}
        </Text>
      )}
    </Stack>
  );
}

export function DeletedOrgsPage() {
  const deleted = useDeletedOrgs();
  const locale = useLocale();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const rows = (deleted.data ?? []).filter((org) => matches(org, filter));
  const pageCount = Math.max(1, Math.ceil(rows.length / ORG_GROUP_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  const pageRows = rows.slice((shown - 1) * ORG_GROUP_PAGE_SIZE, shown * ORG_GROUP_PAGE_SIZE);
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} size="h2">
            DELETED ORGANISATIONS
          </Title>
          <Anchor component={Link} to="/admin" size="sm">
            BACK TO ADMINISTRATION
          </Anchor>
        </Group>
        <PageSection title="ORGANISATIONS">
          <TextInput
            label="SEARCH"
            description="By code, name or organisation group"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter}
            onChange={(e) => {
              setFilter(e.currentTarget.value);
              setPage(1);
            }}
            type="search"
            maw={420}
          />
          {deleted.isPending && <PageLoader label="Loading deleted organisations" />}
          {deleted.isError && (
            <Alert color="red" role="alert" title={MESSAGES.otherError}>
              <Group justify="space-between">
                <span>{MESSAGES.genericSubmit}</span>
                <Button size="xs" variant="light" onClick={() => void deleted.refetch()}>
                  TRY AGAIN
                </Button>
              </Group>
            </Alert>
          )}
          {deleted.data && rows.length === 0 && <Text c="dimmed">NO DELETED ORGANISATIONS</Text>}
          {rows.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table striped verticalSpacing="sm" aria-label="DELETED ORGANISATIONS">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">ORGANISATION</Table.Th>
                    <Table.Th scope="col">GROUP</Table.Th>
                    <Table.Th scope="col">DELETED</Table.Th>
                    <Table.Th scope="col" ta="right">
                      ACTION
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pageRows.map((org) => (
                    <Table.Tr key={org._id}>
                      <Table.Td>
                        <Text ff="monospace" size="sm" fw={700}>
                          {org.code}
                        </Text>
                        <Text size="sm">{org.name}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/org/${org.orgGroupId}`} size="sm">
                          {org.orgGroupCode}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {org.orgGroupName}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(org.deletedAt, locale).toUpperCase()}</Text>
                        {org.deletedBy && (
                          <Text size="xs" c="dimmed">
                            {`BY ${org.deletedBy.toUpperCase()}`}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <RestoreButton org={org} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <CountedPager label="Deleted organisations" page={shown} total={rows.length} onChange={setPage} />
        </PageSection>
      </Stack>
    </Container>
  );
}
