import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ConnectInvite } from '@navia/domain/contracts/connect-network';
import { MESSAGES } from '@navia/domain/errors';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../components/shipment-summary/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useInvites, useRespondInvite } from '../api/network.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

function ReceivedInvite({ invite }: { invite: ConnectInvite }) {
  const locale = useLocale();
  const respond = useRespondInvite();
  const from = invite.inviter?.name ?? invite.inviterName;
  const busy = respond.isPending;
  return (
    <li>
      <Stack gap={6}>
        <div>
          <Text fw={700} size="sm">
            {from}
          </Text>
          <Text size="xs" c="dimmed">
            {invite.inviterName} invited {invite.inviteeCompanyName} on {formatDate(invite.createdAt, locale)}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="compact-sm"
            loading={busy && respond.variables?.accepted === true}
            disabled={busy}
            onClick={() => respond.mutate({ inviteId: invite._id, accepted: true })}
            aria-label={`Accept the invite from ${from}`}
          >
            ACCEPT
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            loading={busy && respond.variables?.accepted === false}
            disabled={busy}
            onClick={() => respond.mutate({ inviteId: invite._id, accepted: false })}
            aria-label={`Decline the invite from ${from}`}
          >
            DECLINE
          </Button>
        </Group>
        {respond.isError && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {isApiError(respond.error) && respond.error.status !== 500
              ? respond.error.message
              : MESSAGES.genericSubmit}
          </Alert>
        )}
      </Stack>
    </li>
  );
}

/** INVITES WAITING: invites to my entity to answer, and how many of mine await an answer. */
export function InvitesPanel() {
  const invites = useInvites();
  const waiting = invites.data?.received.filter((i) => i.status === 'PENDING' && i.canRespond) ?? [];
  const sentPending = invites.data?.sent.filter((i) => i.status === 'PENDING').length ?? 0;
  return (
    <DashboardPanel
      title="INVITES WAITING"
      icon={<IconMailForward size={22} aria-hidden />}
      loading={invites.isPending}
      loadingLabel="Loading invites"
      error={invites.error}
    >
      {invites.data && (
        <>
          {waiting.length === 0 ? (
            <Text c="dimmed" size="sm">
              No invites wait for your answer.
            </Text>
          ) : (
            <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
              {waiting.map((invite) => (
                <ReceivedInvite key={invite._id} invite={invite} />
              ))}
            </Stack>
          )}
          {sentPending > 0 && (
            <Anchor component={Link} to="/connect/admin/invites" size="sm">
              {sentPending === 1
                ? '1 invite you sent awaits an answer'
                : `${sentPending} invites you sent await an answer`}
            </Anchor>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
