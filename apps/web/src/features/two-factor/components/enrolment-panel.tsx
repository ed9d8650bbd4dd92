/**
 * Setting up two-factor sign-in: START makes a secret on the server, which answers its QR code (an
 * SVG drawn there, so the page carries no QR library) and the manual key; the first code confirms it.
 */
import { Alert, Button, Code, CopyButton, Group, Image, List, Stack, Text } from '@mantine/core';
import type { TwoFactorSetup } from '@navia/domain/contracts/two-factor';
import { failureText } from '../../../lib/failure-text.ts';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor.ts';
import { CodeForm } from './code-form.tsx';

type EnrolmentPanelProps = {
  staff: boolean;
  /** Confirmed: the recovery codes to show once. */
  onEnrolled: (codes: string[]) => void;
};

export function EnrolmentPanel({ staff, onEnrolled }: EnrolmentPanelProps) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const setup: TwoFactorSetup | undefined = start.data;

  if (!setup)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>
          Sign in with your password and a 6-digit code from an authenticator app on your phone (such as
          Google Authenticator, Microsoft Authenticator or 1Password).
        </Text>
        <Text size="sm" c="dimmed">
          {staff
            ? 'Staff accounts keep two-factor sign-in once it is on.'
            : 'You can turn it off again with a code from the app.'}
        </Text>
        {start.isError && (
          <Alert color="red" role="alert">
            {failureText(start.error)}
          </Alert>
        )}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          SET UP TWO-FACTOR SIGN-IN
        </Button>
      </Stack>
    );

  return (
    <Stack gap="md">
      <List type="ordered" spacing="md">
        <List.Item>
          <Stack gap="xs">
            <Text>Scan this QR code with your authenticator app.</Text>
            <Image
              src={setup.qrCode}
              alt="QR code of your two-factor sign-in key"
              w={200}
              h={200}
              bg="white"
              p={6}
              radius="sm"
            />
            <Text size="sm">Or type this key into the app (time-based, 6 digits):</Text>
            <Group gap="xs" wrap="wrap">
              <Code fz="md" aria-label="Manual key">
                {setup.manualKey}
              </Code>
              <CopyButton value={setup.manualKey.replaceAll(' ', '')}>
                {({ copied, copy }) => (
                  <Button variant="subtle" size="compact-sm" onClick={copy}>
                    {copied ? 'COPIED' : 'COPY KEY'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </List.Item>
        <List.Item>
          <Stack gap="xs">
            <Text>Enter the code the app shows.</Text>
            <CodeForm
              name="CONFIRM THE SET-UP"
              action="CONFIRM"
              pending={confirm.isPending}
              onCode={(code, onRefused) =>
                confirm.mutate(
                  { code },
                  { onSuccess: (answer) => onEnrolled(answer.recoveryCodes), onError: onRefused },
                )
              }
            />
          </Stack>
        </List.Item>
      </List>
      <Group>
        <Button variant="subtle" onClick={() => start.reset()}>
          CANCEL
        </Button>
      </Group>
    </Stack>
  );
}
