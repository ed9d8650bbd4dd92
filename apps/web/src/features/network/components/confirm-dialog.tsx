import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that closes without acting; 'CANCEL' unless that reads oddly next to the action. */
  cancelLabel?: string;
  pending: boolean;
  /** The failure's text, shown in the dialog so the user can retry or cancel. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action (delete a trusted party, an address, a user). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size="sm">
      <Stack gap="md">
        <Text size="sm">{props.message}</Text>
        {props.error && (
          <Alert color="red" variant="light" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel ?? 'CANCEL'}
          </Button>
          <Button color="red" loading={props.pending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
