import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type InvitePrefill, signUpTrustedPartySchema } from '@navia/domain/contracts/connect-network';
import { MESSAGES } from '@navia/domain/errors';
import type { ComponentProps } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import type { SignUpFormValues, SignUpValues } from '../api/invite-signup.ts';
import { InvitedEmailField, NewPasswordField } from './account-fields.tsx';

/** The section headings of the form, quieter than the field labels. */
const legendStyles = {
  legend: {
    fontWeight: 700,
    fontSize: 'var(--mantine-font-size-sm)',
    color: 'var(--mantine-color-dimmed)',
    marginBottom: 'var(--mantine-spacing-xs)',
  },
};

type Props = {
  prefill: InvitePrefill;
  submitting: boolean;
  /** Resolves when the server has answered; a rejection's field issues land on their fields. */
  onSubmit: (values: SignUpValues) => Promise<unknown>;
};

const FIELDS: readonly (keyof SignUpFormValues)[] = [
  'companyName',
  'companyWebsite',
  'contactEmail',
  'contactName',
  'businessNickName',
  'contactNickName',
  'phone',
  'organisationType',
  'businessNumber',
  'password',
  'country',
  'state',
  'streetAddress',
  'suburb',
  'city',
  'postcode',
];

/** connect §8: 406 is the taken e-mail; a bad hash answers the generic text; otherwise the same. */
function problemText(error: unknown): string {
  if (error instanceof ApiError && error.status === 406) return MESSAGES.emailNotAvailable;
  return MESSAGES.genericSubmit;
}

function defaultsFrom(prefill: InvitePrefill): SignUpFormValues {
  return {
    companyName: prefill.companyName,
    companyWebsite: prefill.website ?? '',
    contactEmail: prefill.contactEmail,
    contactName: prefill.contactName,
    businessNickName: '',
    contactNickName: '',
    phone: '',
    organisationType: '',
    businessNumber: prefill.businessNumber ?? '',
    password: '',
    country: prefill.country,
    state: '',
    streetAddress: '',
    suburb: '',
    city: '',
    postcode: '',
  };
}

/** The manual creation fields of connect §3, prefilled from the invite. */
export function TrustedPartySignUpForm({ prefill, submitting, onSubmit }: Props) {
  const form = useForm<SignUpFormValues, unknown, SignUpValues>({
    resolver: zodResolver(signUpTrustedPartySchema, requiredWhenEmpty),
    defaultValues: defaultsFrom(prefill),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root');
    try {
      await onSubmit(values);
    } catch (error) {
      // The typed values stay; the server's field issues show on their fields.
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = issue.field.replace(/^trustedParty\./, '');
          if ((FIELDS as readonly string[]).includes(field)) {
            form.setError(field as FieldPath<SignUpFormValues>, { message: issue.message });
          }
        }
      }
      form.setError('root', { message: problemText(error) });
    }
  });

  const text = (
    name: keyof SignUpFormValues,
    label: string,
    extra: ComponentProps<typeof TextInput> = {},
  ) => <TextInput label={label} error={errors[name]?.message} {...extra} {...form.register(name)} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Create your trusted party">
      <Stack gap="lg">
        <Fieldset legend="COMPANY" variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('companyName', 'COMPANY NAME', { required: true, autoComplete: 'organization' })}
            {text('businessNickName', 'TRADING NAME')}
            {text('businessNumber', 'BUSINESS NUMBER')}
            {text('organisationType', 'ORGANISATION TYPE', { placeholder: 'e.g. Manufacturer' })}
            {text('companyWebsite', 'WEBSITE', { type: 'url', autoComplete: 'url' })}
            {text('phone', 'PHONE', { type: 'tel', autoComplete: 'tel' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="ADDRESS" variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('streetAddress', 'STREET ADDRESS', { autoComplete: 'street-address' })}
            {text('suburb', 'SUBURB')}
            {text('city', 'CITY', { autoComplete: 'address-level2' })}
            {text('state', 'STATE', { autoComplete: 'address-level1' })}
            {text('postcode', 'POSTCODE', { autoComplete: 'postal-code', maxLength: 10 })}
            {text('country', 'COUNTRY', { required: true, autoComplete: 'country' })}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="YOUR LOGIN" variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('contactName', 'CONTACT NAME', { required: true, autoComplete: 'name' })}
            {text('contactNickName', 'PREFERRED NAME', { autoComplete: 'nickname' })}
            <InvitedEmailField error={errors.contactEmail?.message} {...form.register('contactEmail')} />
            <NewPasswordField error={errors.password?.message} {...form.register('password')} />
          </SimpleGrid>
        </Fieldset>
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
