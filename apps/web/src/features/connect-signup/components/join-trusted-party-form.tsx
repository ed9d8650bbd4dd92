/**
 * CREATE MY USER (issue 17, connect §7 addNewUser {user, trustedPartyId, hash}): a person invited to
 * a trusted party that is already on connect, with no account yet, joins it as its user. Loaded on
 * demand by the sign-up page, only when the person picks this choice.
 *
 * The server takes only the address the invite was sent to (the link proves that mailbox), and only
 * when it is of the trusted party's own company domain; so the e-mail is shown, never typed.
 * Errors (issue 17, connect §8): a 400's field issues on their fields; the bad-hash answer, 401 and
 * 403 with the server's text; 406 with the server's 'This email is not available.' (User creation
 * 406); anything else 'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.'. What was typed stays.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { newTrustedPartyUserSchema } from '@navia/domain/contracts/connect-network';
import { newPasswordSchema } from '@navia/domain/contracts/user';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import type { JoinValues } from '../api/invite-signup.ts';
import { InvitedEmailField, NewPasswordField } from './account-fields.tsx';
import { PasswordInputField } from './password-input-field.tsx';

/** connect §8 "Add-user and invite fallback" (spelling as the spec gives it). */
export const JOIN_FALLBACK_TEXT = 'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.';
export const PASSWORDS_DIFFER = 'The passwords do not match.';

const joinFormSchema = z
  .object({
    fullname: newTrustedPartyUserSchema.shape.fullname,
    email: newTrustedPartyUserSchema.shape.email,
    password: newPasswordSchema,
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });

type JoinFormInput = z.input<typeof joinFormSchema>;
type JoinFormOutput = z.output<typeof joinFormSchema>;

/** The server's field names (body.user.*) that this form shows. */
const FIELDS = ['fullname', 'email', 'password'] as const;
type ServerField = (typeof FIELDS)[number];

function problemText(error: unknown): string {
  if (!(error instanceof ApiError)) return JOIN_FALLBACK_TEXT;
  if (error.code === 'INVITE_HASH_INVALID') return error.message;
  if (error.status === 401 || error.status === 403 || error.status === 406) return error.message;
  return JOIN_FALLBACK_TEXT;
}

type Props = {
  /** The invite's contact: the person's name (editable) and the address it was sent to. */
  contactName: string;
  contactEmail: string;
  /** The trusted party joined, for the form's name. */
  trustedPartyName: string;
  submitting: boolean;
  /** Resolves when the server has answered; a rejection's field issues land on their fields. */
  onSubmit: (values: JoinValues) => Promise<unknown>;
};

export function JoinTrustedPartyForm({
  contactName,
  contactEmail,
  trustedPartyName,
  submitting,
  onSubmit,
}: Props) {
  const form = useForm<JoinFormInput, unknown, JoinFormOutput>({
    resolver: zodResolver(joinFormSchema, requiredWhenEmpty),
    defaultValues: { fullname: contactName, email: contactEmail, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  // Opened by CREATE MY USER: the keyboard goes on to the first field.
  useEffect(() => form.setFocus('fullname'), [form]);

  const submit = form.handleSubmit(async ({ fullname, email, password }) => {
    form.clearErrors('root');
    try {
      await onSubmit({ fullname, email, password });
    } catch (error) {
      // The typed values stay; the server's field issues show on their fields.
      const onFields =
        error instanceof ApiError && error.status === 400
          ? error.issues.flatMap((issue) => {
              const field = issue.field.replace(/^user\./, '');
              return (FIELDS as readonly string[]).includes(field)
                ? [{ field: field as ServerField, message: issue.message }]
                : [];
            })
          : [];
      onFields.forEach(({ field, message }, i) => {
        form.setError(field, { message }, { shouldFocus: i === 0 });
      });
      if (onFields.length === 0) form.setError('root', { message: problemText(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Create my user at ${trustedPartyName}`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="FULL NAME"
            required
            autoComplete="name"
            error={errors.fullname?.message}
            {...form.register('fullname')}
          />
          <InvitedEmailField error={errors.email?.message} {...form.register('email')} />
          <NewPasswordField error={errors.password?.message} {...form.register('password')} />
          <PasswordInputField
            label="CONFIRM PASSWORD"
            required
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </SimpleGrid>
        {errors.root?.message && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <Button type="submit" size="md" loading={submitting}>
          CREATE ACCOUNT
        </Button>
      </Stack>
    </form>
  );
}
