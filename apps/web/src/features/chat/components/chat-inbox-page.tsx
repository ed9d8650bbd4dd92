/**
 * /chat/inbox (issue 12; staff, NU and above): the channels waiting for the provider, refreshed
 * live (chatInboxChanged on the main connection, at most every CHAT_INBOX_REFRESH_MS), each claimed, released or archived; opening one
 * shows its chat, where staff reply as themselves (handshake channelId).
 */
import {
  Alert,
  Container,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { ChatInboxRow } from '@navia/domain/contracts/chat';
import { MESSAGES } from '@navia/domain/errors';
import { CHAT_INBOX_REFRESH_MS, CHAT_TEXTS } from '@navia/domain/rules/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime.ts';
import { chatInboxKeys, type InboxFilter, useChatInbox, useInboxAction } from '../api/chat-inbox.ts';
import { useTrailingThrottle } from '../hooks/use-trailing-throttle.ts';
import { inboxChannelLabel } from '../rules/inbox-rows.ts';
import { ChatPanel } from './chat-panel.tsx';
import { InboxTable } from './inbox-table.tsx';

/** The clock of the waiting times, a minute at a time. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ChatInboxPage() {
  const { data: user } = useCurrentUser();
  const [filter, setFilter] = useState<InboxFilter>({ status: 'open', waitingOnly: false });
  const inbox = useChatInbox(filter);
  const action = useInboxAction();
  const [selected, setSelected] = useState<ChatInboxRow | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const now = useMinuteClock();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatInboxKeys.root }),
    [queryClient],
  );
  // Each message of a busy desk changes the inbox: one read per burst, the last change included.
  const refreshSoon = useTrailingThrottle(refresh, CHAT_INBOX_REFRESH_MS);
  useRealtimeEvent('chatInboxChanged', refreshSoon);
  useRealtimeReconnect(refresh);

  const open = (row: ChatInboxRow) => {
    setSelected(row);
    // On a narrow screen the chat sits under the table.
    requestAnimationFrame(() => panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  };
  const channel = selected?.channel ?? null;

  return (
    <Container component="main" size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h3">
            {CHAT_TEXTS.inbox.title}
          </Title>
          <Group gap="md">
            <SegmentedControl
              aria-label={CHAT_TEXTS.inbox.channelsShown}
              value={filter.status}
              onChange={(value) =>
                setFilter((f) => ({ ...f, status: value === 'archived' ? 'archived' : 'open' }))
              }
              data={[
                { value: 'open', label: CHAT_TEXTS.inbox.statusOpen },
                { value: 'archived', label: CHAT_TEXTS.inbox.statusArchived },
              ]}
            />
            <Switch
              label={CHAT_TEXTS.inbox.waitingOnly}
              checked={filter.waitingOnly}
              onChange={(event) => {
                const waitingOnly = event.currentTarget.checked;
                setFilter((f) => ({ ...f, waitingOnly }));
              }}
            />
          </Group>
        </Group>
        {action.isError && (
          <Alert color="red" variant="light" role="alert">
            {action.error.message || MESSAGES.otherError}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: channel ? 7 : 12 }}>
            {inbox.isPending && <Loader size="sm" aria-label={CHAT_TEXTS.inbox.loading} />}
            {inbox.isError && (
              <Alert color="red" variant="light">
                {MESSAGES.otherError}
              </Alert>
            )}
            {inbox.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {CHAT_TEXTS.inbox.empty}
              </Text>
            )}
            {inbox.data && inbox.data.length > 0 && (
              <InboxTable
                rows={inbox.data}
                userId={user?._id ?? null}
                now={now}
                selectedId={channel?.channelId ?? null}
                busy={action.isPending}
                onOpen={open}
                onAction={(kind, row) => action.mutate({ action: kind, channelId: row.channel.channelId })}
              />
            )}
          </Grid.Col>
          {selected && channel && (
            <Grid.Col span={{ base: 12, lg: 5 }} ref={panel}>
              <ChatPanel
                key={channel.channelId}
                title={`${channel.orgGroupName}: ${inboxChannelLabel(selected)}`}
                tooltip={CHAT_TEXTS.inbox.chatTooltip}
                handshake={{ channelId: channel.channelId }}
                mentions={
                  channel.kind === 'record' && channel.recordKey
                    ? { kind: 'record', recordKey: channel.recordKey }
                    : { kind: 'none' }
                }
                autoStart
              />
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </Container>
  );
}
