import { VisuallyHidden } from '@mantine/core';
import { truncateCell } from '@navia/domain/rules/contracts/constants';

/**
 * connect §9 truncation: the text cut at `max` characters with an ellipsis; the full text is the
 * title (a tooltip on hover) and what a screen reader reads. Used by the connect tables (contracts,
 * trusted parties).
 */
export function TruncatedText({ text, max }: { text: string | null | undefined; max: number }) {
  const full = text ?? '';
  const cut = truncateCell(full, max);
  if (cut === full) return full;
  return (
    <span title={full}>
      <span aria-hidden>{cut}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </span>
  );
}
