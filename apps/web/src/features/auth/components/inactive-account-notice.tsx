import { Alert, Anchor, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { IconMailForward } from '@tabler/icons-react';
import { useSendActivationEmail } from '../api/account-emails.ts';

/**
 * hub §4: error 'Not active' shows the inactive-account notice; "click here" re-sends the
 * activation e-mail and reports EMAIL SUCCESSFULLY SENT or the failure text.
 */
export function InactiveAccountNotice({ email }: { email: string }) {
  const resend = useSendActivationEmail();
  return (
    <Alert
      color="orange"
      role="alert"
      icon={<IconMailForward size={18} aria-hidden />}
      title="ACCOUNT NOT ACTIVE"
    >
      <Text size="sm">
        Your account has not been activated yet. To receive a new activation e-mail,{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={700}
          underline="always"
          disabled={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          click here
        </Anchor>
        .
      </Text>
      <div aria-live="polite">
        {resend.isSuccess && (
          <Text size="sm" fw={700} c="green.8" mt="xs">
            {MESSAGES.activationSent}
          </Text>
        )}
        {resend.isError && (
          <Text size="sm" fw={700} c="red.8" mt="xs">
            {MESSAGES.activationFailed}
          </Text>
        )}
      </div>
    </Alert>
  );
}
