import { Alert, Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { isApiError } from '../../../lib/api-client.ts';

/** A list that failed to load: the server's text (or the generic one) and TRY AGAIN, as on /admin. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={MESSAGES.otherError}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{isApiError(error) ? error.message : MESSAGES.genericSubmit}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          TRY AGAIN
        </Button>
      </Group>
    </Alert>
  );
}
