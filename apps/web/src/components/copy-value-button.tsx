import { ActionIcon, Button, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** How long the button says "Copied" after a copy. */
const COPIED_FOR_MS = 2000;

/**
 * Copies a value (a callback URL, a secret) to the clipboard. Its name (`label`) says what it
 * copies, and that it was copied for a moment afterwards. Without `text` it is an icon button with
 * the label as a tooltip (on hover and focus); with it, a small button showing the text.
 */
export function CopyValueButton({ value, label, text }: { value: string; label: string; text?: string }) {
  return (
    <CopyButton value={value} timeout={COPIED_FOR_MS}>
      {({ copied, copy }) => {
        const name = copied ? `${label}: copied` : label;
        const icon = copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />;
        if (text !== undefined) {
          return (
            <Button
              size="xs"
              variant="default"
              leftSection={icon}
              onClick={copy}
              disabled={value === ''}
              aria-label={name}
            >
              {copied ? 'COPIED' : text}
            </Button>
          );
        }
        return (
          <Tooltip label={copied ? 'Copied' : label} events={{ hover: true, focus: true, touch: false }}>
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : undefined}
              onClick={copy}
              disabled={value === ''}
              aria-label={name}
            >
              {icon}
            </ActionIcon>
          </Tooltip>
        );
      }}
    </CopyButton>
  );
}
