/**
 * EDIT my own trusted party (connect §7 POST /editOwnTrustedParty {updatedTP}), for its TPADMIN:
 * the company's details, contact and main address.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type TrustedPartyDetails, trustedPartyFieldsSchema } from '@navia/domain/contracts/trusted-parties';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useEditOwnTrustedParty } from '../api/trusted-parties.ts';
import { networkErrorText } from '../rules/network-texts.ts';

type OwnTrustedPartyUpdate = z.input<typeof trustedPartyFieldsSchema>;
/** An optional e-mail left empty is no e-mail (the shared schema checks any text it gets). */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

type Field = { name: keyof OwnTrustedPartyUpdate; label: string; required?: boolean; type?: string };

const FIELDS: Field[] = [
  { name: 'name', label: 'NAME', required: true },
  { name: 'businessName', label: 'BUSINESS NAME', required: true },
  { name: 'businessNickName', label: 'BUSINESS NICKNAME' },
  { name: 'businessNumber', label: 'BUSINESS NUMBER' },
  { name: 'businessWebsite', label: 'WEBSITE' },
  { name: 'type', label: 'ORGANISATION TYPE' },
  { name: 'contactName', label: 'CONTACT NAME' },
  { name: 'contactEmail', label: 'CONTACT EMAIL', type: 'email' },
  { name: 'phone', label: 'PHONE', type: 'tel' },
  { name: 'address1', label: 'STREET ADDRESS' },
  { name: 'suburb', label: 'SUBURB' },
  { name: 'city', label: 'CITY' },
  { name: 'state', label: 'STATE' },
  { name: 'postcode', label: 'POSTCODE' },
  { name: 'country', label: 'COUNTRY', required: true },
];

function valuesOf(tp: TrustedPartyDetails): OwnTrustedPartyUpdate {
  // Every field is listed in FIELDS, so the object has each key of the form.
  return Object.fromEntries(FIELDS.map((f) => [f.name, tp[f.name] ?? ''])) as OwnTrustedPartyUpdate;
}

type EditTrustedPartyDialogProps = { trustedParty: TrustedPartyDetails; onClose: () => void };

export function EditTrustedPartyDialog({ trustedParty, onClose }: EditTrustedPartyDialogProps) {
  const form = useForm<OwnTrustedPartyUpdate, unknown, z.output<typeof trustedPartyFieldsSchema>>({
    resolver: zodResolver(trustedPartyFieldsSchema, requiredWhenEmpty),
    defaultValues: valuesOf(trustedParty),
  });
  const edit = useEditOwnTrustedParty();
  const errors = form.formState.errors;
  return (
    <Modal opened onClose={onClose} title="EDIT TRUSTED PARTY" size="xl">
      <form noValidate onSubmit={form.handleSubmit((values) => edit.mutate(values, { onSuccess: onClose }))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                type={field.type}
                required={field.required}
                {...form.register(field.name, field.type === 'email' ? { setValueAs: emptyAsNull } : {})}
                error={errors[field.name]?.message}
              />
            ))}
          </SimpleGrid>
          {edit.isError && (
            <Alert color="red" variant="light" role="alert">
              {networkErrorText(edit.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={edit.isPending}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
