/**
 * The messages of a chat (hub §3, §4): grouped by day (Today, Tomorrow, Yesterday, else DD/MM),
 * edits folded into the message they change, own messages on the right, messages on their way at
 * the end. An empty chat says so (hub §8 "Empty chat"). The list is a polite live region, so a
 * screen reader reads new messages, and it scrolls to the bottom CHAT_REFRESH_DELAY_MS after one.
 *
 * A chat holds up to CHAT_HISTORY_LIMIT messages; the list draws the newest CHAT_RENDER_BATCH, and
 * LOAD OLDER MESSAGES draws that many more (asking for older ones over REST when it holds too few).
 * It is memoised, and so is each message: typing in the input below does not draw it again.
 */
import { Button, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { CHAT_REFRESH_DELAY_MS, CHAT_RENDER_BATCH, CHAT_TEXTS, foldEdits } from '@navia/domain/rules/chat';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
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

export const ChatMessageList = memo(function ChatMessageList({
  messages,
  pending,
  connected,
  userId,
  locale,
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
  /** The reader's locale, for the time each message was sent. */
  locale: string;
  tall: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Pages older messages in over REST. Stable (useCallback), or the memo is lost. */
  onLoadOlder: () => void;
  onReply?: (message: ChatMessage) => void;
  onEdit?: (message: ChatMessage) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const headingPrefix = useId();
  /** How many of the newest messages are drawn. */
  const [drawnCount, setDrawnCount] = useState(CHAT_RENDER_BATCH);
  const folded = useMemo(() => foldEdits(messages), [messages]);
  const shown = useMemo(() => folded.slice(-drawnCount), [folded, drawnCount]);
  const hiddenCount = folded.length - shown.length;
  // Day labels are read when the messages change: "Today" turns into "Yesterday" with the next one.
  const groups = useMemo(() => groupByDay(shown, new Date()), [shown]);
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

  const showOlder = () => {
    setDrawnCount((count) => count + CHAT_RENDER_BATCH);
    if (hiddenCount < CHAT_RENDER_BATCH && hasOlder) onLoadOlder();
  };

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
      {(hasOlder || hiddenCount > 0) && (
        <Button variant="subtle" size="compact-sm" loading={loadingOlder} onClick={showOlder}>
          {CHAT_TEXTS.loadOlder}
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
                      <ChatMessageItem
                        message={message}
                        own={own}
                        locale={locale}
                        onReply={onReply}
                        onEdit={onEdit}
                      />
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
});
