/**
 * A chat panel (hub §2 "Chat panels", §4 "Chat"): the title with its tooltip, a toggle that
 * collapses it (it pulses on a new message while collapsed), and the chat. This frame is small and
 * loads with its page; the conversation (message list, input, socket client) loads on START CHAT
 * (decision 013, JS budget). When chat is off for the caller (hub §6: viewing as an organisation,
 * secret mode, local view) the reason shows instead of START CHAT.
 */
import { ActionIcon, Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { ChatHandshake } from '@navia/domain/contracts/chat';
import { CHAT_TEXTS, CHAT_UNAVAILABLE_TEXTS } from '@navia/domain/rules/chat';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { HelpTooltip } from '../../../components/help-tooltip.tsx';
import { useChatInfo } from '../api/chat-info.ts';
import type { MentionSource } from '../api/mention-contacts.ts';
import type { RecordMarkKind } from '../hooks/use-chat-channel.ts';
import classes from './chat-panel.module.css';
import { ChatStartPrompt } from './chat-start-prompt.tsx';

const ChatConversation = lazy(() =>
  import('./chat-conversation.tsx').then((m) => ({ default: m.ChatConversation })),
);

export type ChatPanelProps = {
  title: string;
  tooltip: string;
  /** 1 on a page of its own (the general chat), else a panel's heading. */
  headingOrder?: 1 | 2 | 3;
  /** The channel (contracts/chat.ts handshake): a record, the general chat, or a channel by id. */
  handshake: ChatHandshake;
  mentions: MentionSource;
  /** Connect at once (staff chose the channel in the inbox) instead of offering START CHAT. */
  autoStart?: boolean;
  collapsible?: boolean;
  /** A taller message list, for a page of its own. */
  tall?: boolean;
  onRecordMarksChanged?: (kind: RecordMarkKind) => void;
  /** More controls in the panel's header (a contract chat's ADD ADMIN TO CHAT). */
  actions?: ReactNode;
};

export function ChatPanel({
  title,
  tooltip,
  headingOrder = 2,
  handshake,
  mentions,
  autoStart = false,
  collapsible = true,
  tall = false,
  onRecordMarksChanged,
  actions,
}: ChatPanelProps) {
  const info = useChatInfo();
  const [started, setStarted] = useState(autoStart);
  const [collapsed, setCollapsed] = useState(false);
  const [unseen, setUnseen] = useState(false);
  const collapsedNow = useRef(collapsed);
  useEffect(() => {
    collapsedNow.current = collapsed;
  }, [collapsed]);
  const headingId = useId();
  const bodyId = useId();

  const onIncomingMessage = useCallback(() => {
    if (collapsedNow.current) setUnseen(true);
  }, []);
  const toggle = () => {
    setCollapsed((c) => !c);
    setUnseen(false);
  };
  // A channel's chat is its own: another channel (a record's key or data source changed) starts afresh.
  const channelKey = JSON.stringify(handshake);
  const unavailable = info.data && !info.data.available ? info.data.unavailableReason : null;

  let body: ReactNode;
  if (info.isPending) body = <Loader size="sm" aria-label="Loading the chat" />;
  else if (info.data && !info.data.available)
    body = (
      <Text size="sm" role="note">
        {unavailable ? CHAT_UNAVAILABLE_TEXTS[unavailable] : CHAT_TEXTS.channelError}
      </Text>
    );
  else if (!started) body = <ChatStartPrompt onStart={() => setStarted(true)} />;
  else
    body = (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the chat" />}>
        <ChatConversation
          key={channelKey}
          handshake={handshake}
          mentions={mentions}
          info={info.data}
          tall={tall}
          onIncomingMessage={onIncomingMessage}
          {...(onRecordMarksChanged ? { onRecordMarksChanged } : {})}
        />
      </Suspense>
    );

  const toggleLabel = `${collapsed ? 'Expand' : 'Collapse'} ${title}${unseen ? ', new messages' : ''}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      className={`${classes.panel} ${unseen ? classes.pulse : ''}`}
    >
      <Group justify="space-between" gap="xs" mb={collapsed ? 0 : 'sm'} wrap="nowrap">
        <Title
          order={headingOrder}
          size={headingOrder === 1 ? 'h3' : 'h6'}
          id={headingId}
          className={classes.title}
        >
          <Group gap={6} component="span" wrap="nowrap">
            {title}
            <HelpTooltip label={tooltip} />
            {unseen && <span className={classes.newBadge}>NEW</span>}
          </Group>
        </Title>
        {actions}
        {collapsible && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={bodyId}
            onClick={toggle}
          >
            {collapsed ? <IconChevronDown size={18} aria-hidden /> : <IconChevronUp size={18} aria-hidden />}
          </ActionIcon>
        )}
      </Group>
      <div id={bodyId} hidden={collapsed}>
        {body}
      </div>
    </Paper>
  );
}
