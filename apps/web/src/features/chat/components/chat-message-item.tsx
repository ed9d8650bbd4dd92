/**
 * One chat message (hub §3 "Chat message"): the sender (username, or the provider's representative
 * when there is none; staff with their role; the bot labelled), the time, the quoted message of a
 * reply, the text or the file, and the edited marker. Own messages sit on the right.
 */
import { ActionIcon, Badge } from '@mantine/core';
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { memo } from 'react';
import { formatTime } from '../../../lib/locale.ts';
import type { PendingSend } from '../rules/chat-channel-state.ts';
import { messageText } from '../rules/message-text.ts';
import classes from './chat.module.css';
import { ChatAttachment } from './chat-attachment.tsx';

const senderName = (message: Pick<ChatMessage, 'username'>) => message.username ?? CHAT_TEXTS.representative;

/** Memoised: a new message in a long chat draws itself, not every message before it. */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  own,
  locale,
  onReply,
  onEdit,
}: {
  message: ChatMessage;
  own: boolean;
  /** The reader's locale: the clock of the time sent (en-GB 09:05, en-US 09:05 AM). */
  locale: string;
  onReply?: ((message: ChatMessage) => void) | undefined;
  onEdit?: ((message: ChatMessage) => void) | undefined;
}) {
  const name = senderName(message);
  const editable = own && onEdit && message.type !== 'file';
  return (
    <div className={classes.bubble}>
      <div className={classes.meta}>
        <span className={classes.sender}>{own ? CHAT_TEXTS.you : name}</span>
        {message.role === 'staff' && message.roleName && (
          <span className={classes.secondary}>{message.roleName}</span>
        )}
        {message.role === 'bot' && (
          <Badge size="xs" variant="light" component="span">
            {CHAT_TEXTS.botBadge}
          </Badge>
        )}
        <time className={classes.secondary} dateTime={message.ts}>
          {formatTime(message.ts, locale, { hour: '2-digit' })}
        </time>
      </div>
      {message.replyTo && (
        <blockquote className={classes.quote}>
          {`${senderName(message.replyTo)}: ${message.replyTo.text}`}
        </blockquote>
      )}
      {message.type === 'file' && message.fileSource ? (
        <ChatAttachment file={message.fileSource} />
      ) : (
        <p className={classes.text}>
          {message.mention && <span className={classes.secondary}>{`@${message.mention.name} `}</span>}
          {messageText(message)}
        </p>
      )}
      {(message.edited || onReply || editable) && (
        <div className={classes.actions}>
          {message.edited && (
            <span className={`${classes.meta} ${classes.secondary}`}>{CHAT_TEXTS.edited}</span>
          )}
          {onReply && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Reply to ${own ? 'your' : `${name}'s`} message`}
              onClick={() => onReply(message)}
            >
              <IconArrowBackUp size={14} aria-hidden />
            </ActionIcon>
          )}
          {editable && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="Edit your message"
              onClick={() => onEdit(message)}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          )}
        </div>
      )}
    </div>
  );
});

/** A message on its way: shown at once, replaced by the stored one when the server has it. */
export function PendingMessageItem({ pending, connected }: { pending: PendingSend; connected: boolean }) {
  return (
    <div className={`${classes.bubble} ${classes.pending}`}>
      <div className={classes.meta}>
        <span className={classes.sender}>{CHAT_TEXTS.you}</span>
        <span className={classes.secondary}>
          {connected ? CHAT_TEXTS.sending : CHAT_TEXTS.waitingForConnection}
        </span>
      </div>
      <p className={classes.text}>{pending.text}</p>
    </div>
  );
}
