import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { type SigninBody, signinBodySchema } from '@navia/domain/contracts/current-user';
import { type LoginProblem, loginProblemFor } from '@navia/domain/rules/login-problem';
import type { Area } from '@navia/domain/rules/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/form-resolver.ts';
import { type SigninValues, useSignin } from '../api/signin.ts';
import { useRememberedEmail } from '../hooks/use-remembered-email.ts';
import { InactiveAccountNotice } from './inactive-account-notice.tsx';
import { PasswordField } from './password-field.tsx';

// Issue 15: the AUTHENTICATION CODE step loads only for a user with two-factor sign-in on.
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })));

/**
 * The e-mail and password form of both login pages (hub §2, §4, §5). A successful sign-in stores
 * the user in the current-user query; the login route then sends the user on (postLoginPath).
 */
export function LoginForm({ area }: { area: Area }) {
  const { rememberedEmail, saveChoice } = useRememberedEmail();
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const signin = useSignin(hash);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  /** The second step's challenge, once the password was right for a user with two-factor sign-in on. */
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const form = useForm<SigninBody, unknown, SigninValues>({
    resolver: zodResolver(signinBodySchema, requiredWhenEmpty),
    defaultValues: {
      email: rememberedEmail,
      password: '',
      rememberMe: rememberedEmail !== '',
      loginFromConnect: area === 'connect',
    },
  });
  const { errors } = form.formState;

  // hub §4: the login error clears when the e-mail or password changes.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'email' || name === 'password') setProblem(null);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    signin.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'twoFactor') setChallengeId(outcome.challenge.challengeId);
        else saveChoice(values.rememberMe === true, values.email);
      },
      onError: (error) => {
        const answer = error instanceof ApiError && error.status > 0 ? error : null;
        setProblem(loginProblemFor(answer, values.email));
      },
    });
  });

  const resetPath = area === 'connect' ? '/connect/requestReset' : '/requestReset';
  if (challengeId) {
    const { email, rememberMe } = form.getValues();
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          email={email}
          challengeId={challengeId}
          hash={hash}
          onSignedIn={() => saveChoice(rememberMe === true, email)}
          onRestart={(message) => {
            // Back to the password step: the e-mail stays, the password is typed again.
            form.setValue('password', '');
            setChallengeId(null);
            setProblem(message ? { kind: 'message', text: message } : null);
          }}
        />
      </Suspense>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Log into ${PROVIDER_NAME} ${area === 'connect' ? 'Connect' : 'Hub'}`}
    >
      <Stack gap="md">
        <TextInput
          label="EMAIL"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="PASSWORD"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox label="REMEMBER ME" {...form.register('rememberMe')} />
          <Anchor component={Link} to={resetPath} size="sm" fw={600}>
            FORGOT PASSWORD
          </Anchor>
        </Group>
        {problem?.kind === 'notActive' && <InactiveAccountNotice email={problem.email} />}
        {problem?.kind === 'message' && (
          <Alert color="red" role="alert" variant="light">
            {problem.text}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={signin.isPending}>
          LOG IN
        </Button>
      </Stack>
    </form>
  );
}
