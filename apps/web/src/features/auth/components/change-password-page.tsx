import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { changePasswordBodySchema } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PageLoader } from '../../../components/page-loader.tsx';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { isUnusableLink, useChangePassword, useResetToken } from '../api/account-tokens.ts';
import { AuthFrame } from './auth-frame.tsx';
import { PasswordField } from './password-field.tsx';

type ChangePasswordValues = z.input<typeof changePasswordBodySchema>;

export const PASSWORD_CHANGED_NOTICE = 'Your password has been changed. You can now log in with it.';

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordBodySchema, requiredWhenEmpty),
    defaultValues: { token, password: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => navigate('/login', { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } }),
      onError: (error) => {
        if (isUnusableLink(error)) navigate('/invalidToken', { replace: true });
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose a new password for {email}.
        </Text>
        <PasswordField
          label="NEW PASSWORD"
          description="At least 10 characters."
          autoComplete="new-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        {change.isError && !isUnusableLink(change.error) && (
          <Alert color="red" variant="light" role="alert">
            {MESSAGES.genericSubmit}
          </Alert>
        )}
        <Button type="submit" size="md" loading={change.isPending}>
          SAVE PASSWORD
        </Button>
      </Stack>
    </form>
  );
}

/** /changePassword?token=: the reset link is checked on load; an unusable link goes to /invalidToken. */
export function ChangePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useResetToken(token);
  if (token === '') return <Navigate to="/invalidToken" replace />;
  if (check.isPending) return <PageLoader label="Checking your link" />;
  if (check.isError) {
    if (isUnusableLink(check.error)) return <Navigate to="/invalidToken" replace />;
    return (
      <AuthFrame area="hub" title="CHOOSE A NEW PASSWORD">
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.genericSubmit}
        </Alert>
        <Button variant="light" onClick={() => void check.refetch()}>
          TRY AGAIN
        </Button>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame area="hub" title="CHOOSE A NEW PASSWORD">
      <NewPasswordForm token={token} email={check.data.email} />
    </AuthFrame>
  );
}
