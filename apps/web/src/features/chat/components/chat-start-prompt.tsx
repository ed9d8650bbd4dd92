import { Button, Stack, Text } from '@mantine/core';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { IconMessage } from '@tabler/icons-react';

/** hub §4 "not connected": the prompt and START CHAT (hub §8 "Chat start prompt"). */
export function ChatStartPrompt({ onStart }: { onStart: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{CHAT_TEXTS.startPrompt}</Text>
      <Button leftSection={<IconMessage size={16} aria-hidden />} onClick={onStart}>
        {CHAT_TEXTS.startChat}
      </Button>
    </Stack>
  );
}
