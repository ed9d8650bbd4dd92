/**
 * The staff inbox's channels (issue 12): organisation group, the chat (record or general), the last
 * message, unread customer messages, how long the oldest unanswered one has waited and who handles
 * it; each row opens its chat, and is claimed, released or archived.
 */
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { ChatInboxRow } from '@navia/domain/contracts/chat';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { formatDate, formatTime, useLocale } from '../../../lib/locale.ts';
import type { InboxAction } from '../api/chat-inbox.ts';
import { inboxChannelLabel, waitingText } from '../rules/inbox-rows.ts';
import classes from './chat.module.css';

const texts = CHAT_TEXTS.inbox;

/** DD MMM, HH:mm in the reader's locale (en-GB 05 Mar, 09:05; en-US 05 Mar, 09:05 AM). */
const lastMessageTime = (iso: string, locale: string) =>
  `${formatDate(iso, locale, { year: false })}, ${formatTime(iso, locale, { hour: '2-digit' })}`;

export function InboxTable({
  rows,
  userId,
  now,
  selectedId,
  busy,
  onOpen,
  onAction,
}: {
  rows: readonly ChatInboxRow[];
  userId: string | null;
  now: Date;
  selectedId: string | null;
  busy: boolean;
  onOpen: (row: ChatInboxRow) => void;
  onAction: (action: InboxAction, row: ChatInboxRow) => void;
}) {
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{texts.columns.organisation}</Table.Th>
            <Table.Th scope="col">{texts.columns.chat}</Table.Th>
            <Table.Th scope="col">{texts.columns.lastMessage}</Table.Th>
            <Table.Th scope="col">{texts.columns.unread}</Table.Th>
            <Table.Th scope="col">{texts.columns.waiting}</Table.Th>
            <Table.Th scope="col">{texts.columns.handledBy}</Table.Th>
            <Table.Th scope="col">{texts.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { channel } = row;
            const label = inboxChannelLabel(row);
            const mine = channel.handledBy !== null && channel.handledBy.userId === userId;
            const selected = channel.channelId === selectedId;
            return (
              <Table.Tr key={channel.channelId} className={selected ? classes.selectedRow : undefined}>
                <Table.Td>{channel.orgGroupName}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {label}
                  </Text>
                  {channel.representativeRequested && (
                    <Text size="xs" c="dimmed">
                      {texts.askedForRepresentative}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={2}>
                    {row.lastMessageText ?? '—'}
                  </Text>
                  {row.lastMessageAt && (
                    <Text size="xs" c="dimmed">
                      {lastMessageTime(row.lastMessageAt, locale)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.unread > 0 ? (
                    <Badge color="red" aria-label={`${row.unread} unread`}>
                      {row.unread}
                    </Badge>
                  ) : (
                    '0'
                  )}
                </Table.Td>
                <Table.Td>{waitingText(row.waitingSince, now) ?? '—'}</Table.Td>
                <Table.Td>
                  {channel.handledBy
                    ? mine
                      ? CHAT_TEXTS.you
                      : channel.handledBy.name
                    : texts.handledByNobody}
                </Table.Td>
                <Table.Td>
                  {/* Stacked: three buttons side by side would push the column out of view beside the chat. */}
                  <Stack gap={4} align="stretch">
                    <Button
                      size="compact-xs"
                      variant={selected ? 'filled' : 'light'}
                      aria-label={`Open ${label}`}
                      aria-pressed={selected}
                      onClick={() => onOpen(row)}
                    >
                      {texts.open}
                    </Button>
                    {mine ? (
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={busy}
                        aria-label={`Release ${label}`}
                        onClick={() => onAction('release', row)}
                      >
                        {texts.release}
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="default"
                        disabled={busy}
                        aria-label={`Claim ${label}`}
                        onClick={() => onAction('claim', row)}
                      >
                        {texts.claim}
                      </Button>
                    )}
                    {channel.status === 'open' && (
                      <Button
                        size="compact-xs"
                        variant="default"
                        color="red"
                        disabled={busy}
                        aria-label={`Archive ${label}`}
                        onClick={() => onAction('archive', row)}
                      >
                        {texts.archive}
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
