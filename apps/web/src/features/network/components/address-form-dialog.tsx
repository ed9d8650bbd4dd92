/**
 * Add or edit one of my trusted party's addresses (connect §7 POST /addresses {newAddress}, PUT
 * /addresses/{id} {updatedAddress}). connect §5: name, address, city and country are required and
 * the postcode is at most 10 characters (the shared schema's rules).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type TrustedPartyAddress,
  trustedPartyAddressInputSchema,
} from '@navia/domain/contracts/trusted-parties';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useSaveAddress } from '../api/trusted-party-addresses.ts';
import { networkErrorText } from '../rules/network-texts.ts';

type AddressValues = z.input<typeof trustedPartyAddressInputSchema>;
type AddressInput = Required<{ [K in keyof AddressValues]: string }>;
/** An optional e-mail left empty is no e-mail (the shared schema checks any text it gets). */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

type Field = { name: keyof AddressInput; label: string; required?: boolean; type?: string; hint?: string };

const FIELDS: Field[] = [
  { name: 'name', label: 'NAME', required: true },
  { name: 'address1', label: 'ADDRESS', required: true },
  { name: 'city', label: 'CITY', required: true },
  { name: 'state', label: 'STATE' },
  { name: 'postcode', label: 'POSTCODE' },
  { name: 'country', label: 'COUNTRY', required: true, hint: 'Two-letter code, e.g. MY' },
  { name: 'contactName', label: 'CONTACT NAME' },
  { name: 'email', label: 'EMAIL', type: 'email' },
  { name: 'phone', label: 'PHONE', type: 'tel' },
];

function valuesOf(address: TrustedPartyAddress | null): AddressInput {
  return {
    name: address?.name ?? '',
    address1: address?.address1 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country ?? '',
    contactName: address?.contactName ?? '',
    email: address?.email ?? '',
    phone: address?.phone ?? '',
  };
}

type AddressFormDialogProps = {
  trustedPartyId: string;
  /** The address to edit; null adds a new one. */
  address: TrustedPartyAddress | null;
  /** Staff add to the trusted party they look at; its own users to their own. */
  forTrustedParty: boolean;
  onClose: () => void;
};

export function AddressFormDialog(props: AddressFormDialogProps) {
  const { trustedPartyId, address, onClose } = props;
  const form = useForm<AddressValues, unknown, z.output<typeof trustedPartyAddressInputSchema>>({
    resolver: zodResolver(trustedPartyAddressInputSchema, requiredWhenEmpty),
    defaultValues: valuesOf(address),
  });
  const save = useSaveAddress(trustedPartyId, props.forTrustedParty);
  const errors = form.formState.errors;
  return (
    <Modal opened onClose={onClose} title={address ? 'EDIT ADDRESS' : 'ADD ADDRESS'} size="lg">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          save.mutate({ id: address?._id ?? null, values }, { onSuccess: onClose }),
        )}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                type={field.type}
                required={field.required}
                description={field.hint}
                {...form.register(field.name, field.type === 'email' ? { setValueAs: emptyAsNull } : {})}
                error={errors[field.name]?.message}
              />
            ))}
          </SimpleGrid>
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {networkErrorText(save.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={save.isPending}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
