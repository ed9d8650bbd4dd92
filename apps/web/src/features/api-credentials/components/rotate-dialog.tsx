/**
 * RESET PASSWORD and RESET PUBLIC KEY (hub §7): a confirmation first, as the current secret or key
 * stops working at once; then the new value. The new password is shown this once, with a copy button
 * and a warning; closing the dialog forgets it (the server keeps only its hash).
 */
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { CopyValueButton } from '../../../components/copy-value-button.tsx';
import { useResetPassword, useResetPublicKey } from '../api/api-credentials.ts';

export type RotationKind = 'password' | 'publicKey';

export const ROTATION_TEXTS: Readonly<Record<RotationKind, { title: string; confirm: string }>> = {
  password: {
    title: 'RESET PASSWORD',
    confirm:
      'The current password stops working at once, and every access token made with it ends. The group’s systems need the new password to call the API again.',
  },
  publicKey: {
    title: 'RESET PUBLIC KEY',
    confirm: 'The current public key stops working at once, and every access token of this API user ends.',
  },
};

export const SECRET_WARNING = 'Copy the new password now: it will not be shown again.';

function NewValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={700} id={`${label}-label`}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          block
          fz="sm"
          fw={700}
          style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          aria-labelledby={`${label}-label`}
        >
          {value}
        </Code>
        <CopyValueButton value={value} label={`Copy the ${label.toLowerCase()}`} text="COPY" />
      </Group>
    </Stack>
  );
}

export function RotateDialog({
  kind,
  orgGroupId,
  onClose,
}: {
  kind: RotationKind | null;
  orgGroupId: string;
  onClose: () => void;
}) {
  const resetPassword = useResetPassword(orgGroupId);
  const resetPublicKey = useResetPublicKey(orgGroupId);
  const rotation = kind === 'publicKey' ? resetPublicKey : resetPassword;
  const texts = ROTATION_TEXTS[kind ?? 'password'];
  const secret = kind === 'password' ? resetPassword.data?.password : undefined;
  const newKey = kind === 'publicKey' ? resetPublicKey.data?.publicKey : undefined;
  const done = rotation.isSuccess;

  const close = () => {
    // The secret leaves memory with the dialog.
    resetPassword.reset();
    resetPublicKey.reset();
    onClose();
  };

  return (
    <Modal
      opened={kind !== null}
      onClose={close}
      title={texts.title}
      centered
      closeOnClickOutside={!done}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {done ? (
        <Stack gap="md">
          {secret !== undefined && (
            <>
              <Alert color="yellow" variant="light" role="status" title="NEW PASSWORD">
                {SECRET_WARNING}
              </Alert>
              <NewValue label="NEW PASSWORD" value={secret} />
            </>
          )}
          {newKey && <NewValue label="NEW PUBLIC KEY" value={newKey} />}
          <Group justify="flex-end">
            <Button onClick={close}>DONE</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{texts.confirm}</Text>
          {rotation.isError && (
            <Alert color="red" variant="light" role="alert">
              {MESSAGES.apiCredentialsFailed}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={rotation.isPending}>
              CANCEL
            </Button>
            <Button color="red" loading={rotation.isPending} onClick={() => rotation.mutate()}>
              {texts.title}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
