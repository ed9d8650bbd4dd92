/**
 * An open chat (hub §4 "Chat"), loaded when START CHAT is pressed: the channel's connection, the
 * messages and the input, with the states' texts (hub §8): connecting, the archived channel's
 * reconnect, the channel error, the message send error, the attachment upload error and the
 * trading-hours notice (hub §5, §9).
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ChatHandshake, ChatInfo } from '@navia/domain/contracts/chat';
import { isAtLeast } from '@navia/domain/rules/access';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { asksForPerson } from '@navia/domain/rules/chat-bot';
import {
  checkTradingHours,
  TRADING_NOTICE_MS,
  tradingHoursNotice,
  tradingZoneOf,
} from '@navia/domain/rules/trading-hours';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useUploadChatAttachment } from '../api/chat-attachments.ts';
import { useOlderMessages } from '../api/chat-history.ts';
import type { MentionSource } from '../api/mention-contacts.ts';
import { type MessageDraft, type RecordMarkKind, useChatChannel } from '../hooks/use-chat-channel.ts';
import { type ComposerDraft, useComposer } from '../hooks/use-composer.ts';
import { attachmentProblem } from '../rules/attachment-check.ts';
import { inputDisabled } from '../rules/chat-channel-state.ts';
import { lowestMessageId } from '../rules/chat-messages.ts';
import classes from './chat.module.css';
import { ChatInput, type SubmitOutcome } from './chat-input.tsx';
import { ChatMessageList } from './chat-message-list.tsx';

/** The trading-hours notice: shown for TRADING_NOTICE_MS, then gone (hub §9 "flashes 8 s"). */
function useFlashingNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const flash = useCallback((text: string) => {
    clearTimeout(timer.current ?? undefined);
    setNotice(text);
    timer.current = setTimeout(() => setNotice(null), TRADING_NOTICE_MS);
  }, []);
  return [notice, flash] as const;
}

/** The fields every message of this channel carries (hub §7 `message`: DataSource, general). */
function channelFields(handshake: ChatHandshake): Partial<MessageDraft> {
  if (handshake.generalChatKey) return { general: true };
  return handshake.DataSource ? { DataSource: handshake.DataSource } : {};
}

function draftToMessage(handshake: ChatHandshake, draft: ComposerDraft): MessageDraft {
  const mention = draft.mention;
  return {
    ...channelFields(handshake),
    chat: draft.text,
    ...(draft.replyTo ? { replyTo: draft.replyTo.messageId } : {}),
    ...(draft.editing ? { messageBeingUpdated: draft.editing.messageId } : {}),
    // A message addressed to a person asks the bot not to answer it.
    ...(mention ? { mention: { name: mention.name, isBot: mention.isBot } } : {}),
    ...(mention && !mention.isBot ? { HubbiDisabled: true } : {}),
  };
}

export function ChatConversation({
  handshake,
  mentions,
  info,
  tall,
  onIncomingMessage,
  onRecordMarksChanged,
}: {
  handshake: ChatHandshake;
  mentions: MentionSource;
  info: ChatInfo | undefined;
  tall: boolean;
  onIncomingMessage: () => void;
  onRecordMarksChanged?: (kind: RecordMarkKind) => void;
}) {
  const { data: user } = useCurrentUser();
  const userId = user?._id ?? null;
  const locale = useLocale();
  // Staff are the representatives: the trading-hours check and notice are the customer's.
  const staff = user ? isAtLeast(user.type, 'NU') : false;
  const [notice, flash] = useFlashingNotice();
  const fallbackNotice = info?.tradingHours.notice ?? tradingHoursNotice(tradingZoneOf(user?.homeCountry));
  const chat = useChatChannel({
    handshake,
    userId,
    onIncomingMessage,
    ...(onRecordMarksChanged ? { onRecordMarksChanged } : {}),
    // The customer's refusal reaches the channel's room too; staff there need no trading notice.
    onRepresentativeRefused: (text) => {
      if (!staff) flash(text ?? fallbackNotice);
    },
  });
  const { state } = chat;
  const composer = useComposer();
  const upload = useUploadChatAttachment();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const older = useOlderMessages();
  const { mutate: fetchOlder } = older;
  const { dispatch } = chat;

  const submit = async (draft: ComposerDraft): Promise<SubmitOutcome> => {
    // hub §5: asking for a representative outside trading hours sends nothing; the notice flashes
    // (unless the desk answers around the clock: the hours are not enforced). The server's check
    // (asksForPerson) decides what counts, so a request it would refuse is never sent.
    if (!staff && !draft.editing && info?.tradingHours.enforced && asksForPerson(draft.text)) {
      const hours = checkTradingHours(new Date(), user?.homeCountry, info.tradingHours.publicHolidays);
      if (!hours.open) {
        flash(info.tradingHours.notice);
        return 'cleared';
      }
    }
    const result = await chat.send(draftToMessage(handshake, draft));
    return result.ok ? 'sent' : 'failed';
  };

  const attach = (file: File) => {
    setUploadError(null);
    const problem = attachmentProblem(file);
    if (problem) {
      setUploadError(problem);
      return;
    }
    if (!state.channel) return;
    upload.mutate(
      { channelId: state.channel.channelId, file },
      {
        onSuccess: (uploaded) => void chat.sendFile(uploaded),
        onError: () => setUploadError(CHAT_TEXTS.attachmentUploadFailed),
      },
    );
  };

  // The composer's state lives here, so this renders on every key typed: what the memoised message
  // list gets must stay the same object meanwhile (composer.replyTo and composer.edit already do).
  const channelId = state.channel?.channelId ?? null;
  const loadOlder = useCallback(() => {
    const beforeId = lowestMessageId(state.messages);
    if (channelId === null || beforeId === null) return;
    fetchOlder(
      { channelId, beforeId },
      {
        onSuccess: (page) =>
          dispatch({ type: 'olderLoaded', messages: page.messages, hasOlder: page.hasOlder }),
      },
    );
  }, [state.messages, channelId, fetchOlder, dispatch]);

  const firstLoad =
    (state.status === 'connecting' || state.status === 'opening') && state.messages.length === 0;
  return (
    <Stack gap="sm">
      {state.status === 'error' && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{state.errorText ?? CHAT_TEXTS.channelError}</Text>
            <Button size="compact-sm" variant="light" onClick={chat.retry}>
              {CHAT_TEXTS.tryAgain}
            </Button>
          </Group>
        </Alert>
      )}
      {firstLoad ? (
        <Loader size="sm" aria-label="Connecting to the chat" />
      ) : (
        state.status !== 'idle' && (
          <ChatMessageList
            messages={state.messages}
            pending={state.pending}
            connected={state.connected}
            userId={userId}
            locale={locale}
            tall={tall}
            hasOlder={state.hasOlder}
            loadingOlder={older.isPending}
            onLoadOlder={loadOlder}
            onReply={composer.replyTo}
            onEdit={composer.edit}
          />
        )
      )}
      {state.status === 'open' && !state.connected && (
        <Text size="xs" c="dimmed" role="status">
          {CHAT_TEXTS.reconnecting}
        </Text>
      )}
      {state.status === 'archived' ? (
        <Button variant="light" onClick={chat.reopen}>
          {CHAT_TEXTS.archived}
        </Button>
      ) : (
        state.status !== 'error' && (
          <ChatInput
            composer={composer}
            disabled={inputDisabled(state)}
            mentions={mentions}
            onSubmit={submit}
            onAttach={attach}
            attachDisabled={upload.isPending || !state.channel}
          />
        )
      )}
      {upload.isPending && <Loader size="xs" aria-label="Uploading the file" />}
      <div role="status">
        {notice && (
          <Alert color="yellow" variant="light" className={classes.notice}>
            {notice}
          </Alert>
        )}
      </div>
      {(state.sendErrorText || uploadError) && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => {
            chat.dispatch({ type: 'dismissSendError' });
            setUploadError(null);
          }}
        >
          {state.sendErrorText ?? uploadError}
        </Alert>
      )}
    </Stack>
  );
}
