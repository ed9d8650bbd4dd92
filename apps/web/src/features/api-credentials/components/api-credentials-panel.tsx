/**
 * An organisation group's API credentials (hub §3 "API credentials", hub §7 "API user", issue 15),
 * on /org/:key and /admin/api: apiUserName, publicKey, hasPassword and email, RESET PASSWORD and
 * RESET PUBLIC KEY (confirmed; the new password shown once), and the rotation history. On failure,
 * hub §8 'An error occurred. Please try again later'.
 */
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ApiCredentials } from '@navia/domain/contracts/api-credentials';
import { MESSAGES } from '@navia/domain/errors';
import { type ReactNode, useState } from 'react';
import { CopyValueButton } from '../../../components/copy-value-button.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useApiCredentials } from '../api/api-credentials.ts';
import { CredentialsHistory } from './credentials-history.tsx';
import { RotateDialog, type RotationKind } from './rotate-dialog.tsx';

const NONE_TEXT = '—';

function CredentialsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 104, sm: 180 }} scope="row">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

function CredentialsTable({ credentials }: { credentials: ApiCredentials }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        <CredentialsRow label="API USER NAME">{credentials.apiUserName ?? NONE_TEXT}</CredentialsRow>
        <CredentialsRow label="PUBLIC KEY">
          {credentials.publicKey ? (
            <Group gap="xs" wrap="wrap">
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                {credentials.publicKey}
              </Text>
              <CopyValueButton value={credentials.publicKey} label="Copy the public key" text="COPY" />
            </Group>
          ) : (
            NONE_TEXT
          )}
        </CredentialsRow>
        <CredentialsRow label="PASSWORD">{credentials.hasPassword ? 'SET' : 'NOT SET'}</CredentialsRow>
        <CredentialsRow label="EMAIL">{credentials.email ?? NONE_TEXT}</CredentialsRow>
      </Table.Tbody>
    </Table>
  );
}

function CredentialsProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // Refused outright (not an administrator, nor the group's client admin): the reason, no retry.
  if (isApiError(error) && error.code === 'API_CREDENTIALS_NOT_ALLOWED') {
    return (
      <Text size="sm" c="dimmed">
        {error.message}
      </Text>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{MESSAGES.apiCredentialsFailed}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          TRY AGAIN
        </Button>
      </Group>
    </Alert>
  );
}

export function ApiCredentialsPanel({ orgGroupId }: { orgGroupId: string }) {
  const credentials = useApiCredentials(orgGroupId);
  const [rotating, setRotating] = useState<RotationKind | null>(null);

  return (
    <PageSection title="API CREDENTIALS">
      <Text size="sm" c="dimmed">
        The group’s own systems call the API with these: an access token from POST /api/user/accessToken with
        the API user name (or public key) and the password.
      </Text>
      {credentials.isPending ? (
        <Loader size="sm" aria-label="Loading the API credentials" />
      ) : credentials.isError ? (
        <CredentialsProblem error={credentials.error} onRetry={() => void credentials.refetch()} />
      ) : (
        <Stack gap="md">
          <CredentialsTable credentials={credentials.data} />
          <Group gap="sm">
            <Button variant="light" color="red" onClick={() => setRotating('password')}>
              RESET PASSWORD
            </Button>
            <Button variant="light" color="red" onClick={() => setRotating('publicKey')}>
              RESET PUBLIC KEY
            </Button>
          </Group>
          <Stack gap="xs">
            <Title order={3} size="h5">
              ROTATION HISTORY
            </Title>
            <CredentialsHistory orgGroupId={orgGroupId} />
          </Stack>
          <RotateDialog kind={rotating} orgGroupId={orgGroupId} onClose={() => setRotating(null)} />
        </Stack>
      )}
    </PageSection>
  );
}
