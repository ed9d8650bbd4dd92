/**
 * CHAT widget (hub §2 "Chat panels": the general chat, header MESSAGES with the tooltip 'Messages
 * from the provider will appear here.'; issue 13 item 4). The same chat as /messages: START CHAT,
 * then the conversation (loaded on demand, decision 013) on the general channel. When chat is off
 * for the caller (hub §6: viewing as an organisation, secret mode, local view) the reason shows.
 */
import { Loader, Text } from '@mantine/core';
import { CHAT_TEXTS, CHAT_UNAVAILABLE_TEXTS, GENERAL_CHAT_KEY } from '@navia/domain/rules/chat';
import { lazy, Suspense, useState } from 'react';
import { WidgetFrame, widgetStateOf } from '../../../components/dashboard/widget-frame.tsx';
import { HelpTooltip } from '../../../components/help-tooltip.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { useChatInfo } from '../api/chat-info.ts';
import { ChatStartPrompt } from './chat-start-prompt.tsx';

const ChatConversation = lazy(() =>
  import('./chat-conversation.tsx').then((m) => ({ default: m.ChatConversation })),
);

const handshake = { generalChatKey: GENERAL_CHAT_KEY } as const;
const noop = () => undefined;

export function ChatWidget(_props: WidgetProps) {
  const { data: user } = useCurrentUser();
  const info = useChatInfo();
  const [started, setStarted] = useState(false);
  const state = widgetStateOf(info, { errorMessage: CHAT_TEXTS.channelError });
  const unavailable = info.data && !info.data.available ? info.data.unavailableReason : null;

  return (
    <WidgetFrame
      title={CHAT_TEXTS.generalChatTitle}
      actions={<HelpTooltip label={CHAT_TEXTS.generalChatTooltip} />}
      state={state}
    >
      {info.data && !info.data.available ? (
        <Text size="sm" role="note">
          {unavailable ? CHAT_UNAVAILABLE_TEXTS[unavailable] : CHAT_TEXTS.channelError}
        </Text>
      ) : !started ? (
        <ChatStartPrompt onStart={() => setStarted(true)} />
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the chat" />}>
          <ChatConversation
            handshake={handshake}
            mentions={{ kind: 'general', orgGroupId: user?.orgGroupCode?._id ?? null }}
            info={info.data}
            tall={false}
            onIncomingMessage={noop}
          />
        </Suspense>
      )}
    </WidgetFrame>
  );
}
