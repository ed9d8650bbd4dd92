import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { signinBodySchema } from '@navia/domain/contracts/current-user';
import { type LoginProblem, loginProblemFor } from '@navia/domain/rules/login-problem';
import type { Area } from '@navia/domain/rules/navigation';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useSignin } from '../api/signin.ts';
import { useRememberedEmail } from '../hooks/use-remembered-email.ts';
import { InactiveAccountNotice } from './inactive-account-notice.tsx';
import { PasswordField } from './password-field.tsx';

// Issue 15: the AUTHENTICATION CODE step loads only for a user with two-factor sign-in on.
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx').then((m) => ({ default: m.TwoFactorStep })));

type LoginFields = { email: string; password: string; rememberMe: boolean };
type LoginErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The shared sign-in schema over what was typed (hub §5: an empty field is 'This field is
 * required.'): the body to send, or each field's first message.
 */
function checkLogin(fields: LoginFields, area: Area) {
  const parsed = signinBodySchema.safeParse(
    { ...fields, loginFromConnect: area === 'connect' },
    requiredWhenEmpty,
  );
  if (parsed.success) return { values: parsed.data, errors: {} as LoginErrors };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { values: null, errors };
}

/**
 * The e-mail and password form of both login pages (hub §2, §4, §5). A successful sign-in stores
 * the user in the current-user query; the login route then sends the user on (postLoginPath).
 * Plain state rather than react-hook-form, which the login page's first visit would otherwise
 * load (16 KB gzip; decision 027): the fields are checked by the shared schema on submit, and
 * again on every change once a submit failed; the first field at fault takes the focus.
 */
export function LoginForm({ area }: { area: Area }) {
  const { rememberedEmail, saveChoice } = useRememberedEmail();
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const signin = useSignin(hash);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  /** The second step's challenge, once the password was right for a user with two-factor sign-in on. */
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [fields, setFields] = useState<LoginFields>({
    email: rememberedEmail,
    password: '',
    rememberMe: rememberedEmail !== '',
  });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (name: keyof LoginFields, value: string | boolean) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    // hub §4: the login error clears when the e-mail or password changes.
    if (name !== 'rememberMe') setProblem(null);
    if (submitted) setErrors(checkLogin(next, area).errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { values, errors: found } = checkLogin(fields, area);
    setErrors(found);
    if (!values) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
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
  };

  const resetPath = area === 'connect' ? '/connect/requestReset' : '/requestReset';
  if (challengeId) {
    const { email, rememberMe } = fields;
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          email={email}
          challengeId={challengeId}
          hash={hash}
          onSignedIn={() => saveChoice(rememberMe === true, email)}
          onRestart={(message) => {
            // Back to the password step: the e-mail stays, the password is typed again.
            setFields((f) => ({ ...f, password: '' }));
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
          name="email"
          ref={emailRef}
          value={fields.email}
          onChange={(e) => change('email', e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordField
          label="PASSWORD"
          autoComplete="current-password"
          name="password"
          ref={passwordRef}
          value={fields.password}
          onChange={(e) => change('password', e.currentTarget.value)}
          error={errors.password}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="REMEMBER ME"
            name="rememberMe"
            checked={fields.rememberMe}
            onChange={(e) => change('rememberMe', e.currentTarget.checked)}
          />
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
