/**
 * Connect admin, INVITES (connect §3 Invite, §7 invites GET and PUT {inviteId, accepted}, resend):
 * the invites my side sent, with their status and RESEND while pending, and the invites sent to
 * me, which I accept (the two parties are then linked) or decline.
 */
import { Alert, Badge, Button, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { ConnectInvite } from '@navia/domain/contracts/connect-network';
import { useState } from 'react';
import { useAnswerInvite, useInvites, useResendInvite } from '../api/invites.ts';
import {
  formatNetworkDate,
  inviteErrorText,
  NETWORK_TEXTS,
  networkErrorText,
} from '../rules/network-texts.ts';

const STATUS_COLOURS: Record<string, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'teal',
  DECLINED: 'red',
  EXPIRED: 'gray',
  CANCELLED: 'gray',
};

function InviteActions({ invite, direction }: { invite: ConnectInvite; direction: 'sent' | 'received' }) {
  const resend = useResendInvite();
  const answer = useAnswerInvite();
  if (!(direction === 'sent' ? invite.canResend : invite.canRespond)) return null;
  const error = resend.error ?? answer.error;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        {direction === 'sent' ? (
          <Button
            size="compact-xs"
            variant="default"
            loading={resend.isPending}
            disabled={resend.isSuccess}
            onClick={() => resend.mutate(invite._id)}
            aria-label={`Resend the invite to ${invite.inviteeEmail}`}
          >
            {resend.isSuccess ? 'SENT' : 'RESEND'}
          </Button>
        ) : (
          <>
            <Button
              size="compact-xs"
              loading={answer.isPending && answer.variables.accepted}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ inviteId: invite._id, accepted: true })}
              aria-label={`Accept the invite from ${invite.inviter?.name ?? invite.inviterName}`}
            >
              ACCEPT
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              color="red"
              loading={answer.isPending && !answer.variables.accepted}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ inviteId: invite._id, accepted: false })}
              aria-label={`Decline the invite from ${invite.inviter?.name ?? invite.inviterName}`}
            >
              DECLINE
            </Button>
          </>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {direction === 'sent' ? inviteErrorText(error) : networkErrorText(error)}
        </Text>
      )}
    </Stack>
  );
}

function InviteTable({
  invites,
  direction,
}: {
  invites: readonly ConnectInvite[];
  direction: 'sent' | 'received';
}) {
  if (invites.length === 0) return <Text c="dimmed">{NETWORK_TEXTS.noInvites}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={direction === 'sent' ? 'Sent invites' : 'Received invites'} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{direction === 'sent' ? 'COMPANY' : 'FROM'}</Table.Th>
            <Table.Th>{direction === 'sent' ? 'CONTACT' : 'INVITED BY'}</Table.Th>
            <Table.Th>STATUS</Table.Th>
            <Table.Th>SENT</Table.Th>
            <Table.Th>
              <span hidden>ACTIONS</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invites.map((invite) => (
            <Table.Tr key={invite._id}>
              <Table.Td>
                {direction === 'sent'
                  ? invite.inviteeCompanyName
                  : (invite.inviter?.name ?? invite.inviterName)}
              </Table.Td>
              <Table.Td>
                {direction === 'sent' ? `${invite.inviteeName} · ${invite.inviteeEmail}` : invite.inviterName}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={STATUS_COLOURS[invite.status] ?? 'gray'}>
                  {invite.status}
                </Badge>
              </Table.Td>
              <Table.Td>{formatNetworkDate(invite.createdAt)}</Table.Td>
              <Table.Td>
                <InviteActions invite={invite} direction={direction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function AdminInvitesTab() {
  const invites = useInvites();
  const [direction, setDirection] = useState<'sent' | 'received'>('received');
  const sent = invites.data?.sent ?? [];
  const received = invites.data?.received ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        w="fit-content"
        aria-label="Invites"
        value={direction}
        onChange={(v) => setDirection(v === 'sent' ? 'sent' : 'received')}
        data={[
          { value: 'received', label: `RECEIVED (${received.length})` },
          { value: 'sent', label: `SENT (${sent.length})` },
        ]}
      />
      {invites.isPending ? (
        <Loader size="sm" aria-label="Loading invites" />
      ) : invites.isError ? (
        <Alert color="red" variant="light" role="alert">
          {networkErrorText(invites.error)}
        </Alert>
      ) : (
        <InviteTable invites={direction === 'sent' ? sent : received} direction={direction} />
      )}
    </Stack>
  );
}
