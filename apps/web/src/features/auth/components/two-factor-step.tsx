/**
 * The login's second step (issue 15): AUTHENTICATION CODE, for a user with two-factor sign-in on.
 * A 6-digit code of the authenticator app, or (USE A RECOVERY CODE) a one-time recovery code. Loaded
 * only when the password step answers twoFactorRequired, so the login page's first load stays small.
 */
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { loginProblemFor } from '@navia/domain/rules/login-problem';
import {
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  TWO_FACTOR_TEXTS,
} from '@navia/domain/rules/two-factor/two-factor';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSigninTwoFactor } from '../api/signin-two-factor.ts';

type Mode = 'code' | 'recovery';

export type TwoFactorStepProps = {
  email: string;
  challengeId: string;
  hash: string | null;
  /** Signed in: the user is stored, the login route sends them on. */
  onSignedIn: () => void;
  /** Back to the password step (BACK TO LOG IN, or the challenge expired), with a message or none. */
  onRestart: (message: string | null) => void;
};

function formatProblem(mode: Mode, typed: string): string | null {
  if (typed.trim() === '') return MESSAGES.fieldRequired;
  if (mode === 'code')
    return TOTP_CODE_PATTERN.test(normaliseTotpCode(typed)) ? null : TWO_FACTOR_TEXTS.codeFormat;
  return RECOVERY_CODE_PATTERN.test(normaliseRecoveryCode(typed)) ? null : TWO_FACTOR_TEXTS.recoveryFormat;
}

export function TwoFactorStep({ email, challengeId, hash, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [mode, setMode] = useState<Mode>('code');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useSigninTwoFactor(hash);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  // The field takes the focus when the step opens and when the kind of code changes (it is keyed by
  // the mode, so each kind mounts its own field): a stable callback ref runs once per mount.
  const focusOnMount = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
    element?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const format = formatProblem(mode, typed);
    setFieldError(format);
    setProblem(null);
    if (format) return;
    const body =
      mode === 'code'
        ? { challengeId, code: normaliseTotpCode(typed) }
        : { challengeId, recoveryCode: normaliseRecoveryCode(typed) };
    verify.mutate(body, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const answer = error instanceof ApiError && error.status > 0 ? error : null;
        if (answer?.code === 'TWO_FACTOR_CHALLENGE_EXPIRED') {
          onRestart(answer.message);
          return;
        }
        setTyped('');
        const found = loginProblemFor(answer, email);
        setProblem(found.kind === 'message' ? found.text : MESSAGES.notActive);
        input.current?.focus();
      },
    });
  };

  const switchMode = () => {
    setMode(mode === 'code' ? 'recovery' : 'code');
    setTyped('');
    setFieldError(null);
    setProblem(null);
  };

  const label = mode === 'code' ? TWO_FACTOR_TEXTS.stepTitle : TWO_FACTOR_TEXTS.recoveryCodeLabel;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="md">
        <Text fw={700} size="lg" component="h2" m={0} id={headingId}>
          {TWO_FACTOR_TEXTS.formTitle}
        </Text>
        <Text size="sm">
          Signing in as <strong>{email}</strong>
        </Text>
        <TextInput
          ref={focusOnMount}
          key={mode}
          label={label}
          description={mode === 'code' ? TWO_FACTOR_TEXTS.codeHint : TWO_FACTOR_TEXTS.recoveryHint}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setFieldError(null);
            setProblem(null);
          }}
          error={fieldError}
          autoComplete={mode === 'code' ? 'one-time-code' : 'off'}
          inputMode={mode === 'code' ? 'numeric' : 'text'}
          maxLength={mode === 'code' ? 7 : 11}
          spellCheck={false}
          autoCapitalize={mode === 'code' ? 'off' : 'characters'}
          styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
        />
        {problem && (
          <Alert color="red" role="alert" variant="light">
            {problem}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          {TWO_FACTOR_TEXTS.verify}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" fw={600} onClick={switchMode}>
            {mode === 'code' ? TWO_FACTOR_TEXTS.useRecoveryCode : TWO_FACTOR_TEXTS.useAuthenticator}
          </Anchor>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onRestart(null)}>
            {TWO_FACTOR_TEXTS.back}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
