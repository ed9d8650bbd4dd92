import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { emailOnlyBodySchema } from '@navia/domain/contracts/current-user';
import { MESSAGES } from '@navia/domain/errors';
import { areaForPath } from '@navia/domain/rules/navigation';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useRequestPasswordReset } from '../api/account-emails.ts';
import { AuthFrame } from './auth-frame.tsx';

type ResetRequest = z.input<typeof emailOnlyBodySchema>;

/** /requestReset and /connect/requestReset: FORGOT PASSWORD asks for a reset link by e-mail. */
export function RequestResetPage() {
  const area = areaForPath(useLocation().pathname);
  const loginPath = area === 'connect' ? '/connect/login' : '/login';
  const request = useRequestPasswordReset();
  const form = useForm<ResetRequest>({
    resolver: zodResolver(emailOnlyBodySchema, requiredWhenEmpty),
    defaultValues: { email: '', loginFromConnect: area === 'connect' },
  });
  const onSubmit = form.handleSubmit((values) =>
    request.mutate({ email: values.email, loginFromConnect: area === 'connect' }),
  );

  return (
    <AuthFrame area={area} title="FORGOT PASSWORD">
      {request.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {request.data}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </Text>
            <TextInput
              label="EMAIL"
              type="email"
              autoComplete="email"
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            {request.isError && (
              <Alert color="red" variant="light" role="alert">
                {request.error instanceof ApiError && request.error.status > 0
                  ? request.error.message
                  : MESSAGES.genericSubmit}
              </Alert>
            )}
            <Button type="submit" size="md" loading={request.isPending}>
              SEND RESET LINK
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={loginPath} fw={600} size="sm">
        BACK TO THE LOGIN PAGE
      </Anchor>
    </AuthFrame>
  );
}
