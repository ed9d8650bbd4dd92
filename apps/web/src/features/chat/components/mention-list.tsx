import type { MentionContact } from '../api/mention-contacts.ts';
import classes from './chat.module.css';

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * hub §5 mention dropdown: a listbox the message field controls (aria-activedescendant), so focus
 * stays in the field while the arrows move; a click chooses too.
 */
export function MentionList({
  id,
  options,
  active,
  onChoose,
}: {
  id: string;
  options: readonly MentionContact[];
  active: number;
  onChoose: (option: MentionContact) => void;
}) {
  return (
    // A long list scrolls (12rem): the list itself is a tab stop so a keyboard can scroll it too (axe
    // scrollable-region-focusable); choosing stays with the message field's arrows and Enter.
    <div id={id} role="listbox" aria-label="Mention someone" className={classes.mentionList} tabIndex={0}>
      {options.map((option, index) => (
        // The message field handles the keys (arrows, Enter, Escape); a click chooses too.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox is operated from the message field.
        <div
          key={`${option.isBot ? 'bot' : 'contact'}-${option.name}`}
          id={mentionOptionId(id, index)}
          role="option"
          // Focus stays in the message field (aria-activedescendant), so the options take none.
          tabIndex={-1}
          aria-selected={index === active}
          className={classes.option}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {option.isBot ? `${option.name} (bot)` : option.name}
        </div>
      ))}
    </div>
  );
}
