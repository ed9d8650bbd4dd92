/**
 * DELETE … ? — the confirmation before something is deleted (news updates, newsletters, report
 * plans, rate cards): what goes and what stays, the server's reason when it refuses, CANCEL and DELETE.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureText } from '../lib/failure-text.ts';

export function ConfirmDeleteDialog({
  title,
  message,
  opened,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  /** What is deleted, and what it means. */
  message: ReactNode;
  opened: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
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
