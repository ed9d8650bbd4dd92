import { Button, Center, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';

/** The user check failed without an answer (server down): say so and offer a retry. */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm" role="alert">
        <Text>{MESSAGES.genericSubmit}</Text>
        <Button variant="light" onClick={onRetry}>
          TRY AGAIN
        </Button>
      </Stack>
    </Center>
  );
}
