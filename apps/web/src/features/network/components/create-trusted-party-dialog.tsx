/**
 * CREATE MANUALLY (connect §3 "Manual creation fields", §7 POST /createManually): a trusted party
 * and its first user, created by the inviting side without an e-mailed sign-up. The fields and
 * their rules are the shared schema's; the form lays them out in the spec's groups.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { createManuallyBodySchema } from '@navia/domain/contracts/trusted-parties';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useCreateTrustedParty } from '../api/trusted-parties.ts';
import { addUserErrorText } from '../rules/network-texts.ts';

type ManualTrustedParty = z.input<typeof createManuallyBodySchema>;
type FieldName = Exclude<keyof ManualTrustedParty, 'password' | 'client'>;
type Field = { name: FieldName; label: string; required?: boolean; type?: string; hint?: string };

/** connect §3 manual creation fields, in the form's groups. */
const COMPANY_FIELDS: Field[] = [
  { name: 'companyName', label: 'COMPANY NAME', required: true },
  { name: 'businessNickName', label: 'BUSINESS NICKNAME' },
  { name: 'businessNumber', label: 'BUSINESS NUMBER' },
  { name: 'organisationType', label: 'ORGANISATION TYPE' },
  { name: 'companyWebsite', label: 'COMPANY WEBSITE' },
];
const CONTACT_FIELDS: Field[] = [
  { name: 'contactName', label: 'CONTACT NAME', required: true },
  { name: 'contactNickName', label: 'CONTACT NICKNAME' },
  { name: 'contactEmail', label: 'CONTACT EMAIL', required: true, type: 'email' },
  { name: 'phone', label: 'PHONE', type: 'tel' },
];
const ADDRESS_FIELDS: Field[] = [
  { name: 'streetAddress', label: 'STREET ADDRESS' },
  { name: 'suburb', label: 'SUBURB' },
  { name: 'city', label: 'CITY' },
  { name: 'state', label: 'STATE' },
  { name: 'postcode', label: 'POSTCODE' },
  { name: 'country', label: 'COUNTRY', required: true, hint: 'Two-letter code, e.g. MY' },
];

const EMPTY: ManualTrustedParty = {
  companyName: '',
  companyWebsite: '',
  contactEmail: '',
  contactName: '',
  businessNickName: '',
  contactNickName: '',
  phone: '',
  organisationType: '',
  businessNumber: '',
  password: '',
  country: '',
  state: '',
  streetAddress: '',
  suburb: '',
  city: '',
  postcode: '',
  client: '',
};

type CreateTrustedPartyDialogProps = {
  opened: boolean;
  /** Staff name the organisation group (by code) the trusted party is linked to. */
  staff: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
};

export function CreateTrustedPartyDialog({
  opened,
  staff,
  onClose,
  onCreated,
}: CreateTrustedPartyDialogProps) {
  const form = useForm<ManualTrustedParty, unknown, z.output<typeof createManuallyBodySchema>>({
    resolver: zodResolver(createManuallyBodySchema, requiredWhenEmpty),
    defaultValues: EMPTY,
  });
  const create = useCreateTrustedParty();
  const errors = form.formState.errors;
  const close = () => {
    form.reset(EMPTY);
    create.reset();
    onClose();
  };
  const fields = (list: Field[]) =>
    list.map((field) => (
      <TextInput
        key={field.name}
        label={field.label}
        type={field.type}
        required={field.required}
        description={field.hint}
        {...form.register(field.name)}
        error={errors[field.name]?.message}
      />
    ));

  return (
    <Modal opened={opened} onClose={close} title="CREATE TRUSTED PARTY" size="xl">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          create.mutate(staff ? values : { ...values, client: undefined }, {
            onSuccess: (id) => {
              form.reset(EMPTY);
              onCreated(id);
            },
          }),
        )}
      >
        <Stack gap="md">
          <Title order={3} size="h6">
            COMPANY
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields(COMPANY_FIELDS)}
            {staff && (
              <TextInput
                label="CLIENT"
                description="The code of the organisation group it trades with."
                required
                {...form.register('client', { required: 'This field is required.' })}
                error={errors.client?.message}
              />
            )}
          </SimpleGrid>
          <Title order={3} size="h6">
            CONTACT
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fields(CONTACT_FIELDS)}
            <PasswordInput
              label="PASSWORD"
              description="The contact's account (the first user) signs in with it."
              required
              autoComplete="new-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
          </SimpleGrid>
          <Title order={3} size="h6">
            ADDRESS
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields(ADDRESS_FIELDS)}</SimpleGrid>
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {addUserErrorText(create.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              CANCEL
            </Button>
            <Button type="submit" loading={create.isPending}>
              CREATE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
