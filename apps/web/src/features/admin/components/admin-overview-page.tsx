import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { OrgGroupOverview } from '@navia/domain/contracts/org';
import { MESSAGES } from '@navia/domain/errors';
import { HUB_ROUTE_RULES, hasAccess } from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { HOME_COUNTRY_NAMES } from '@navia/domain/rules/home-countries';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useOrgGroups } from '../api/org-groups.ts';

const count = new Intl.NumberFormat('en-GB');

function YesNo({ value, label }: { value: boolean; label: string }) {
  return (
    <Badge variant="light" color={value ? 'green' : 'gray'} aria-label={`${label}: ${value ? 'yes' : 'no'}`}>
      {value ? 'YES' : 'NO'}
    </Badge>
  );
}

function OrgGroupRow({ group }: { group: OrgGroupOverview }) {
  return (
    <Table.Tr>
      <Table.Td ff="monospace">{group.code}</Table.Td>
      <Table.Td>{group.name}</Table.Td>
      <Table.Td>{HOME_COUNTRY_NAMES[group.country]}</Table.Td>
      <Table.Td>
        <YesNo value={group.connectAccess} label="Connect access" />
      </Table.Td>
      <Table.Td>
        <YesNo value={group.hubbiEnabled} label="Chat bot" />
      </Table.Td>
      <Table.Td ta="right">{count.format(group.organisations)}</Table.Td>
      <Table.Td ta="right">{count.format(group.users)}</Table.Td>
      <Table.Td ta="right">{count.format(group.shipments)}</Table.Td>
    </Table.Tr>
  );
}

/** /admin: the staff overview of organisation groups (hub §2 administration). */
export function AdminOverviewPage() {
  const { data, isPending, isError, error, refetch } = useOrgGroups();
  const { data: user } = useCurrentUser();
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2">
          ADMINISTRATION
        </Title>
        {hasAccess(toAccessSubject(user), HUB_ROUTE_RULES.admin) && (
          <Group>
            <Button component={Link} to="/admin/carrierFeeds" variant="light">
              CARRIER FEEDS
            </Button>
            <Button component={Link} to="/admin/rateCards" variant="light">
              RATE CARDS
            </Button>
          </Group>
        )}
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              ORGANISATION GROUPS
            </Title>
            {isPending && <PageLoader label="Loading organisation groups" />}
            {isError && (
              <Alert color="red" role="alert" title={MESSAGES.otherError}>
                <Group justify="space-between">
                  <Text size="sm">{isApiError(error) ? error.message : MESSAGES.genericSubmit}</Text>
                  <Button size="xs" variant="light" onClick={() => void refetch()}>
                    TRY AGAIN
                  </Button>
                </Group>
              </Alert>
            )}
            {data && data.length === 0 && <Text c="dimmed">NO ORGS FOUND</Text>}
            {data && data.length > 0 && (
              <Table.ScrollContainer minWidth={760}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Caption>{`${data.length} organisation groups`}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">CODE</Table.Th>
                      <Table.Th scope="col">NAME</Table.Th>
                      <Table.Th scope="col">COUNTRY</Table.Th>
                      <Table.Th scope="col">CONNECT</Table.Th>
                      <Table.Th scope="col">CHAT BOT</Table.Th>
                      <Table.Th scope="col" ta="right">
                        ORGANISATIONS
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        USERS
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        SHIPMENTS
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.map((group) => (
                      <OrgGroupRow key={group._id} group={group} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
