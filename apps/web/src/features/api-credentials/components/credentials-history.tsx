/** credentialsHistory (hub §7): the API user's creation and rotations, newest first. */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ApiCredentialAction, CredentialsHistoryRow } from '@navia/domain/contracts/api-credentials';
import { MESSAGES } from '@navia/domain/errors';
import { type SimpleColumn, SimpleTable } from '../../../components/simple-table.tsx';
import { formatDate, formatTime, useLocale } from '../../../lib/locale.ts';
import { useCredentialsHistory } from '../api/api-credentials.ts';

export const NO_ROTATIONS_TEXT = 'No API user yet: RESET PASSWORD creates one.';

const ACTION_LABELS: Readonly<Record<ApiCredentialAction, string>> = {
  CREATED: 'API USER CREATED',
  PASSWORD_RESET: 'PASSWORD RESET',
  PUBLIC_KEY_RESET: 'PUBLIC KEY RESET',
};

export function CredentialsHistory({ orgGroupId }: { orgGroupId: string }) {
  const history = useCredentialsHistory(orgGroupId);
  const locale = useLocale();
  if (history.isPending) return <Loader size="sm" aria-label="Loading the rotation history" />;
  if (history.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{MESSAGES.apiCredentialsFailed}</Text>
          <Button size="xs" variant="light" onClick={() => void history.refetch()}>
            TRY AGAIN
          </Button>
        </Group>
      </Alert>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NO_ROTATIONS_TEXT}
      </Text>
    );
  }
  const columns: SimpleColumn<CredentialsHistoryRow>[] = [
    {
      header: 'DATE',
      cell: (row) => (
        <>
          {formatDate(row.changeDate, locale)}
          <br />
          {formatTime(row.changeDate, locale)}
        </>
      ),
    },
    { header: 'CHANGE', cell: (row) => ACTION_LABELS[row.action] },
    { header: 'CHANGED BY', cell: (row) => row.changedBy },
  ];
  return (
    <SimpleTable
      columns={columns}
      rows={history.data}
      rowKey={(row) => row._id}
      caption="Rotations of the API credentials, newest first"
      // Narrow enough for a 360 px screen: a table that scrolls is a region the keyboard cannot reach.
      minWidth={260}
      horizontalSpacing="xs"
      striped
    />
  );
}
