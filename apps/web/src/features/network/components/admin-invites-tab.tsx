/**
 * Connect admin, INVITES (connect §3 Invite, §7 invites GET and PUT {inviteId, accepted}, resend,
 * cancel): the invites my side sent, with their status, RESEND and CANCEL (after a confirmation)
 * while pending, and the invites sent to me, which I accept (the two parties are then linked) or
 * decline.
 */
import { Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { ConnectInvite } from '@navia/domain/contracts/connect-network';
import { type ReactNode, useEffect, useId, useReducer, useState } from 'react';
import { useLocale } from '../../../lib/locale.ts';
import { useAnswerInvite, useCancelInvite, useInvites, useResendInvite } from '../api/invites.ts';
import { resendBlockOf } from '../rules/invite-resend.ts';
import {
  formatNetworkDate,
  inviteErrorText,
  NETWORK_TEXTS,
  networkErrorText,
  resendErrorText,
} from '../rules/network-texts.ts';
import { AdminPagedList } from './admin/admin-paged-list.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import classes from './network.module.css';

const STATUS_COLOURS: Record<string, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'teal',
  DECLINED: 'red',
  EXPIRED: 'gray',
  CANCELLED: 'gray',
};

type Direction = 'sent' | 'received';

type InviteActionsProps = {
  invite: ConnectInvite;
  direction: Direction;
  /** Asks to cancel a sent invite (the tab confirms first). */
  onCancel: (invite: ConnectInvite) => void;
};

/**
 * Why the invite cannot be sent again now (or null), rendered again when the wait is over so RESEND
 * comes back on its own.
 */
function useResendBlock(invite: ConnectInvite) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const block = resendBlockOf(invite, Date.now());
  const until = block?.until ?? null;
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(rerender, Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return block;
}

function InviteActions({ invite, direction, onCancel }: InviteActionsProps) {
  const resend = useResendInvite();
  const answer = useAnswerInvite();
  const resendBlock = useResendBlock(invite);
  const reasonId = useId();
  if (!(direction === 'sent' ? invite.canResend : invite.canRespond)) return null;
  const error = resend.error ?? answer.error;
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap">
        {direction === 'sent' ? (
          <>
            <Button
              size="compact-xs"
              variant="default"
              loading={resend.isPending}
              disabled={resend.isSuccess || resendBlock !== null}
              onClick={() => resend.mutate(invite._id)}
              aria-label={`Resend the invite to ${invite.inviteeEmail}`}
              aria-describedby={resendBlock ? reasonId : undefined}
            >
              {resend.isSuccess ? 'SENT' : 'RESEND'}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              disabled={resend.isPending}
              onClick={() => onCancel(invite)}
              aria-label={`Cancel the invite to ${invite.inviteeEmail}`}
            >
              CANCEL
            </Button>
          </>
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
      {direction === 'sent' && resendBlock && (
        <Text id={reasonId} size="xs" c="dimmed" className={classes.resendReason}>
          {resendBlock.reason}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red" role="alert" className={classes.resendReason}>
          {direction === 'sent' ? resendErrorText(error) : networkErrorText(error)}
        </Text>
      )}
    </Stack>
  );
}

type InviteTableProps = {
  invites: readonly ConnectInvite[];
  direction: Direction;
  isLoading: boolean;
  /** The error or the empty text, for a list with no invites. */
  emptyMessage: ReactNode;
  onCancel: (invite: ConnectInvite) => void;
};

function InviteTable({ invites, direction, isLoading, emptyMessage, onCancel }: InviteTableProps) {
  const locale = useLocale();
  if (isLoading)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading invites" />
      </Center>
    );
  if (invites.length === 0) return emptyMessage;
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
              <Table.Td className={classes.statusCell}>
                <Badge size="sm" variant="light" color={STATUS_COLOURS[invite.status] ?? 'gray'}>
                  {invite.status}
                </Badge>
              </Table.Td>
              <Table.Td className={classes.noWrapCell}>
                {formatNetworkDate(invite.createdAt, locale)}
              </Table.Td>
              <Table.Td>
                <InviteActions invite={invite} direction={direction} onCancel={onCancel} />
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
  const cancel = useCancelInvite();
  const [direction, setDirection] = useState<Direction>('received');
  const [toCancel, setToCancel] = useState<ConnectInvite | null>(null);
  const sent = invites.data?.sent ?? [];
  const received = invites.data?.received ?? [];
  const closeCancel = () => {
    cancel.reset();
    setToCancel(null);
  };
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
      <AdminPagedList
        label={direction === 'sent' ? 'Sent invites' : 'Received invites'}
        query={invites}
        rows={direction === 'sent' ? sent : received}
        emptyText={NETWORK_TEXTS.noInvites}
        resetKey={direction}
      >
        {(page) => (
          <InviteTable
            invites={page.rows}
            direction={direction}
            isLoading={page.isLoading}
            emptyMessage={page.emptyMessage}
            onCancel={setToCancel}
          />
        )}
      </AdminPagedList>
      <ConfirmDialog
        opened={toCancel !== null}
        title="CANCEL INVITE"
        message={`Cancel the invite to ${toCancel?.inviteeCompanyName ?? ''} (${toCancel?.inviteeEmail ?? ''})? Its link stops working.`}
        confirmLabel="CANCEL INVITE"
        cancelLabel="KEEP INVITE"
        pending={cancel.isPending}
        error={cancel.isError ? inviteErrorText(cancel.error) : null}
        onClose={closeCancel}
        onConfirm={() => toCancel && cancel.mutate(toCancel._id, { onSuccess: closeCancel })}
      />
    </Stack>
  );
}
