import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { type SignupBody, signupBodySchema } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { HOME_COUNTRY_OPTIONS } from '@navia/domain/rules/home-countries';
import { areaForPath } from '@navia/domain/rules/navigation';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { type SignupValues, useSignup } from '../api/signup.ts';
import { AuthFrame } from './auth-frame.tsx';
import { PasswordField } from './password-field.tsx';

/** hub §8 "User creation": 406 means the e-mail is taken; anything else is the generic text. */
function signupProblem(error: unknown): string {
  return error instanceof ApiError && error.status === 406
    ? MESSAGES.emailNotAvailable
    : MESSAGES.userCreationFailed;
}

/** /signup (the connect sign-up is by invite link: features/connect-signup). Sign-up paths hide the navigation bar (hub §2). */
export function SignupPage() {
  const area = areaForPath(useLocation().pathname);
  const loginPath = area === 'connect' ? '/connect/login' : '/login';
  const signup = useSignup();
  const form = useForm<SignupBody, unknown, SignupValues>({
    resolver: zodResolver(signupBodySchema, requiredWhenEmpty),
    defaultValues: {
      fullname: '',
      email: '',
      password: '',
      homeCountry: 'AU',
      loginFromConnect: area === 'connect',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => signup.mutate(values));

  if (signup.isSuccess) {
    return (
      <AuthFrame area={area} title="CHECK YOUR E-MAIL">
        <Alert color="green" variant="light" role="status">
          Thank you for signing up. We have sent you an e-mail: open the link in it to activate your account.
        </Alert>
        <Anchor component={Link} to={loginPath} fw={600}>
          BACK TO THE LOGIN PAGE
        </Anchor>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame area={area} title="SIGN UP">
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="md">
          <TextInput
            label="FULL NAME"
            autoComplete="name"
            error={errors.fullname?.message}
            {...form.register('fullname')}
          />
          <TextInput
            label="EMAIL"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label="PASSWORD"
            description="At least 10 characters."
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Controller
            control={form.control}
            name="homeCountry"
            render={({ field }) => (
              <Select
                label="HOME COUNTRY"
                data={HOME_COUNTRY_OPTIONS}
                allowDeselect={false}
                error={errors.homeCountry?.message}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {signup.isError && (
            <Alert color="red" variant="light" role="alert">
              {signupProblem(signup.error)}
            </Alert>
          )}
          <Button type="submit" size="md" loading={signup.isPending}>
            SIGN UP
          </Button>
          <Text size="sm">
            Already have an account?{' '}
            <Anchor component={Link} to={loginPath} fw={600}>
              LOG IN
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
