/** DELETE … ? — the confirmation before a news update or a newsletter is deleted. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { failureText } from '../../../lib/failure-text.ts';

export function ConfirmDeleteDialog({
  title,
  name,
  opened,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  name: string;
  opened: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">Delete “{name}”? This cannot be undone.</Text>
        {error ? (
          <Alert color="red" role="alert">
            {failureText(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            DELETE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
