/**
 * What the chat input is composing: the text, the chosen mention (hub §5, a chip that can be
 * cleared), the message replied to and the own message being edited. Sending takes the draft and
 * clears the input; a failed send gives the typed text back (hub §8 "Message send error").
 */
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { useCallback, useMemo, useState } from 'react';
import type { MentionContact } from '../api/mention-contacts.ts';

export type ComposerDraft = {
  text: string;
  mention: MentionContact | null;
  replyTo: ChatMessage | null;
  editing: ChatMessage | null;
};

const empty: ComposerDraft = { text: '', mention: null, replyTo: null, editing: null };

export function useComposer() {
  const [draft, setDraft] = useState<ComposerDraft>(empty);

  const setText = useCallback((text: string) => setDraft((d) => ({ ...d, text })), []);
  const setMention = useCallback(
    (mention: MentionContact | null) => setDraft((d) => ({ ...d, mention })),
    [],
  );
  const replyTo = useCallback(
    (message: ChatMessage | null) => setDraft((d) => ({ ...d, replyTo: message, editing: null })),
    [],
  );
  /** Editing an own message puts its text in the input. */
  const edit = useCallback(
    (message: ChatMessage | null) =>
      setDraft((d) =>
        message
          ? { ...d, editing: message, replyTo: null, text: message.text }
          : { ...d, editing: null, text: '' },
      ),
    [],
  );
  const clear = useCallback(() => setDraft(empty), []);
  /** A failed send: the typed text (and what it was aimed at) comes back unless something new was typed. */
  const restore = useCallback(
    (sent: ComposerDraft) => setDraft((d) => (d.text.trim() === '' ? sent : d)),
    [],
  );

  return useMemo(
    () => ({ draft, setText, setMention, replyTo, edit, clear, restore }),
    [draft, setText, setMention, replyTo, edit, clear, restore],
  );
}

export type Composer = ReturnType<typeof useComposer>;
