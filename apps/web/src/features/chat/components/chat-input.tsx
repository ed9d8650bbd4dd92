/**
 * The chat input (hub §4, §5): the message field with its mention dropdown, the reply, edit and
 * mention chips, the attach button and SEND. Enter sends (Shift+Enter is a new line) unless the
 * mention dropdown is open, where it chooses.
 */
import { ActionIcon, FileButton, Group, Textarea, Tooltip } from '@mantine/core';
import { CHAT_ATTACHMENT_ACCEPT, CHAT_TEXTS } from '@navia/domain/rules/chat';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import type { MentionSource } from '../api/mention-contacts.ts';
import type { Composer, ComposerDraft } from '../hooks/use-composer.ts';
import { useMention } from '../hooks/use-mention.ts';
import classes from './chat.module.css';
import { MentionList, mentionOptionId } from './mention-list.tsx';

/** What became of a draft: sent, cleared without sending (trading hours), or failed (text kept). */
export type SubmitOutcome = 'sent' | 'cleared' | 'failed';

function Chip({ text, clearLabel, onClear }: { text: string; clearLabel: string; onClear: () => void }) {
  return (
    <span className={classes.chip}>
      <span className={classes.chipText}>{text}</span>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        radius="xl"
        aria-label={clearLabel}
        onClick={onClear}
      >
        <IconX size={12} aria-hidden />
      </ActionIcon>
    </span>
  );
}

const senderOf = (draft: ComposerDraft) => draft.replyTo?.username ?? CHAT_TEXTS.representative;

export function ChatInput({
  composer,
  disabled,
  mentions,
  onSubmit,
  onAttach,
  attachDisabled,
}: {
  composer: Composer;
  /** hub §4: while connecting or while the channel is opening. */
  disabled: boolean;
  mentions: MentionSource;
  onSubmit: (draft: ComposerDraft) => Promise<SubmitOutcome>;
  onAttach: (file: File) => void;
  attachDisabled: boolean;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const mention = useMention(composer, mentions);
  const { draft } = composer;
  const canSend = !disabled && draft.text.trim() !== '';
  const aimedAt = draft.replyTo?.messageId ?? draft.editing?.messageId ?? null;
  // Choosing a message to reply to or to edit puts the keyboard in the message field.
  useEffect(() => {
    if (aimedAt) field.current?.focus();
  }, [aimedAt]);

  const submit = async () => {
    if (!canSend) return;
    const sent = { ...draft, text: draft.text.trim() };
    composer.clear();
    mention.close();
    const outcome = await onSubmit(sent);
    if (outcome === 'failed') composer.restore(sent);
  };

  return (
    <form
      className={classes.composer}
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {(draft.replyTo || draft.editing || draft.mention) && (
        <div className={classes.chips}>
          {draft.replyTo && (
            <Chip
              text={`Replying to ${senderOf(draft)}: ${draft.replyTo.text}`}
              clearLabel="Stop replying"
              onClear={() => composer.replyTo(null)}
            />
          )}
          {draft.editing && (
            <Chip text="Editing your message" clearLabel="Stop editing" onClear={() => composer.edit(null)} />
          )}
          {draft.mention && (
            <Chip
              text={`@${draft.mention.name}`}
              clearLabel={`Remove the mention of ${draft.mention.name}`}
              onClear={() => composer.setMention(null)}
            />
          )}
        </div>
      )}
      {mention.open && mention.options.length > 0 && (
        <MentionList
          id={listId}
          options={mention.options}
          active={mention.active}
          onChoose={(option) => {
            mention.choose(option, field.current);
            field.current?.focus();
          }}
        />
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(file) => file && onAttach(file)} accept={CHAT_ATTACHMENT_ACCEPT}>
          {(props) => (
            <Tooltip label="Attach a file">
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                aria-label="Attach a file"
                disabled={disabled || attachDisabled}
              >
                <IconPaperclip size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          ref={field}
          aria-label="Message"
          placeholder="Type a message; @ to mention someone"
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1, minWidth: 0 }}
          value={draft.text}
          disabled={disabled}
          aria-controls={mention.open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={mention.open ? mentionOptionId(listId, mention.active) : undefined}
          onChange={(event) => {
            composer.setText(event.currentTarget.value);
            mention.follow(event.currentTarget);
          }}
          onClick={(event) => mention.follow(event.currentTarget)}
          onBlur={() => mention.close()}
          onKeyDown={(event) => {
            if (mention.onKeyDown(event)) return;
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <ActionIcon type="submit" size="lg" aria-label="Send message" disabled={!canSend}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
