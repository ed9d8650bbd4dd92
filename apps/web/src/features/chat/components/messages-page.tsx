/**
 * /messages: the user's general chat with the provider (hub §2 "Chat panels": header MESSAGES,
 * tooltip 'Messages from the provider will appear here.'; hub §7 generalChatKey MESSAGES). Mentions
 * offer the organisation group's support team.
 */
import { Container } from '@mantine/core';
import { CHAT_TEXTS, GENERAL_CHAT_KEY } from '@navia/domain/rules/chat';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ChatPanel } from './chat-panel.tsx';

export function MessagesPage() {
  const { data: user } = useCurrentUser();
  return (
    <Container component="main" size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <ChatPanel
        title={CHAT_TEXTS.generalChatTitle}
        tooltip={CHAT_TEXTS.generalChatTooltip}
        headingOrder={1}
        handshake={{ generalChatKey: GENERAL_CHAT_KEY }}
        mentions={{ kind: 'general', orgGroupId: user?.orgGroupCode?._id ?? null }}
        collapsible={false}
        tall
      />
    </Container>
  );
}
