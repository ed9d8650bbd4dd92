/**
 * The messages of a chat (hub §3, §4): grouped by day (Today, Tomorrow, Yesterday, else DD/MM),
 * edits folded into the message they change, own messages on the right, messages on their way at
 * the end. An empty chat says so (hub §8 "Empty chat"). The list is a polite live region, so a
 * screen reader reads new messages, and it scrolls to the bottom CHAT_REFRESH_DELAY_MS after one.
 */
import { Button, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { CHAT_REFRESH_DELAY_MS, CHAT_TEXTS, foldEdits } from '@navia/domain/rules/chat';
import { useEffect, useId, useRef } from 'react';
import type { PendingSend } from '../rules/chat-channel-state.ts';
import { groupByDay } from '../rules/chat-messages.ts';
import classes from './chat.module.css';
import { ChatMessageItem, PendingMessageItem } from './chat-message-item.tsx';
import { MessageErrorBoundary } from './message-error-boundary.tsx';

function EmptyChat() {
  return (
    <Stack gap={4} py="xs">
      {CHAT_TEXTS.emptyLines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function ChatMessageList({
  messages,
  pending,
  connected,
  userId,
  tall,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReply,
  onEdit,
}: {
  messages: readonly ChatMessage[];
  pending: readonly PendingSend[];
  connected: boolean;
  userId: string | null;
  tall: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReply?: (message: ChatMessage) => void;
  onEdit?: (message: ChatMessage) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const headingPrefix = useId();
  const shown = foldEdits(messages);
  const groups = groupByDay(shown, new Date());
  const newest = `${messages.at(-1)?.messageId ?? ''}:${pending.length}`;

  // hub §9: scroll to the bottom 500 ms after a new message (images have started to lay out by then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes.
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = list.current;
      if (element) element.scrollTop = element.scrollHeight;
    }, CHAT_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newest]);

  const empty = shown.length === 0 && pending.length === 0;
  return (
    <div
      ref={list}
      className={`${classes.list} ${tall ? classes.tall : ''}`}
      role="log"
      aria-live="polite"
      aria-label="Chat messages"
      // Scrollable: reachable by keyboard to scroll (axe scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
      tabIndex={0}
    >
      {hasOlder && (
        <Button variant="subtle" size="compact-sm" loading={loadingOlder} onClick={onLoadOlder}>
          LOAD OLDER MESSAGES
        </Button>
      )}
      {empty && <EmptyChat />}
      {groups.map((group, index) => {
        const headingId = `${headingPrefix}-day-${index}`;
        return (
          <div key={`${group.label}-${group.messages[0]?.messageId}`}>
            <p className={classes.day} id={headingId}>
              {group.label}
            </p>
            <ul className={classes.messages} aria-labelledby={headingId}>
              {group.messages.map((message) => {
                const own = userId !== null && message.from === userId;
                return (
                  <li key={message.messageId} className={`${classes.row} ${own ? classes.own : ''}`}>
                    <MessageErrorBoundary>
                      <ChatMessageItem message={message} own={own} onReply={onReply} onEdit={onEdit} />
                    </MessageErrorBoundary>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {pending.length > 0 && (
        <ul className={classes.messages} aria-label="Messages being sent">
          {pending.map((p) => (
            <li key={p.clientMessageId} className={`${classes.row} ${classes.own}`}>
              <PendingMessageItem pending={p} connected={connected} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
