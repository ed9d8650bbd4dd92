/**
 * hub §5 mention dropdown: typing '@' opens it; contacts are filtered case-insensitively by name and
 * the bot is always offered; ArrowUp/ArrowDown move with wrap-around, Enter chooses, Escape closes.
 * The chosen contact becomes the composer's mention chip and the typed '@name' leaves the text.
 */
import { CHAT_TEXTS, filterMentionContacts, mentionQuery, moveMentionIndex } from '@navia/domain/rules/chat';
import { type KeyboardEvent, useState } from 'react';
import { type MentionContact, type MentionSource, useMentionContacts } from '../api/mention-contacts.ts';
import type { Composer } from './use-composer.ts';

const BOT: MentionContact = { name: CHAT_TEXTS.botName, isBot: true, role: null };

/** The dropdown's options: the bot first, then the contacts whose name matches. */
function mentionOptions(contacts: readonly MentionContact[], query: string): MentionContact[] {
  return [BOT, ...filterMentionContacts(contacts, query)];
}

export function useMention(composer: Composer, source: MentionSource) {
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const contacts = useMentionContacts(source, query !== null);
  const open = query !== null;
  const options = open ? mentionOptions(contacts.data ?? [], query) : [];

  /** Reads the '@…' being typed before the caret. */
  const follow = (field: HTMLTextAreaElement) => {
    const next = mentionQuery(field.value.slice(0, field.selectionStart ?? field.value.length));
    if (next !== query) setActive(0);
    setQuery(next);
  };

  const choose = (option: MentionContact, field: HTMLTextAreaElement | null) => {
    const text = composer.draft.text;
    const caret = field?.selectionStart ?? text.length;
    const before = text.slice(0, caret).replace(/@[^\s@]*$/, '');
    composer.setText(`${before}${text.slice(caret)}`);
    composer.setMention(option);
    setQuery(null);
  };

  /** Handles the dropdown's keys; true when the key was the dropdown's. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || options.length === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveMentionIndex(current, options.length, event.key as 'ArrowUp' | 'ArrowDown'));
      return true;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      const option = options[Math.min(active, options.length - 1)];
      if (option) choose(option, event.currentTarget);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
      return true;
    }
    return false;
  };

  return {
    open,
    options,
    active: Math.min(active, Math.max(options.length - 1, 0)),
    loading: open && contacts.isFetching,
    follow,
    choose,
    onKeyDown,
    close: () => setQuery(null),
  };
}
