/**
 * /admin/api (hub §2, role NA; issue 15): pick an organisation group, then its API credentials
 * panel. The picked group is in the URL (?orgGroupId=), so the page can be linked and reloaded.
 */
import { Alert, Anchor, Button, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { Link, useSearchParams } from 'react-router';
import { useOrgGroupOptions } from '../api/org-groups.ts';
import { ApiCredentialsPanel } from './api-credentials-panel.tsx';

export const PICK_GROUP_TEXT = 'Pick an organisation group to see its API credentials.';

export function ApiCredentialsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const orgGroupId = searchParams.get('orgGroupId');
  const groups = useOrgGroupOptions();

  const pick = (value: string | null) =>
    setSearchParams(value ? { orgGroupId: value } : {}, { replace: true });

  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/admin" size="sm">
            ADMINISTRATION
          </Anchor>
          <Title order={1} size="h2">
            API CREDENTIALS
          </Title>
          <Text c="dimmed">
            Customers’ own systems call the API with their organisation group’s credentials. Rotate them here;
            the new password is shown once.
          </Text>
        </Stack>
        {groups.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{MESSAGES.apiCredentialsFailed}</Text>
              <Button size="xs" variant="light" onClick={() => void groups.refetch()}>
                TRY AGAIN
              </Button>
            </Group>
          </Alert>
        ) : (
          <Select
            label="ORGANISATION GROUP"
            placeholder={groups.isPending ? 'Loading…' : 'Search by name or code'}
            data={groups.data ?? []}
            value={orgGroupId}
            onChange={pick}
            searchable
            clearable
            limit={50}
            nothingFoundMessage="No organisation group matches"
            disabled={groups.isPending}
            maw={480}
          />
        )}
        {orgGroupId ? (
          <ApiCredentialsPanel key={orgGroupId} orgGroupId={orgGroupId} />
        ) : (
          <Text size="sm" c="dimmed">
            {PICK_GROUP_TEXT}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
