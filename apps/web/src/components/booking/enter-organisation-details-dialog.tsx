/**
 * Enter Organization Details (connect §2, §3, §5): a new organisation, or a new address on an
 * existing one. Required fields say 'This field is required'; the postcode is at most 10
 * characters; the country code is found from the country name (countries.ts). A field's error shows
 * once it is touched, it has changed, or a submit has failed.
 */
import { Button, Group, Modal, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  completeOrganisationValues,
  EMPTY_ORGANISATION_VALUES,
  type OrganisationFormField,
  REQUIRED_FIELDS,
  showFieldError,
  validateOrganisationForm,
} from '@navia/domain/rules/booking-dialogs/organisation-form';
import { ORGANISATION_TEXTS, POSTCODE_MAX_LENGTH } from '@navia/domain/rules/booking-dialogs/organisations';
import type { NewOrganisationValues, OrganisationOption } from '@navia/domain/rules/booking-dialogs/types';
import { type FormEvent, useState } from 'react';
import { CountrySelect } from './country-select.tsx';

export interface EnterOrganisationDetailsDialogProps {
  opened: boolean;
  onClose: () => void;
  mode: 'organisation' | 'address';
  /** The organisation a new address is for (address mode). */
  organisation?: OrganisationOption | undefined;
  onSubmit: (values: NewOrganisationValues) => void;
}

type TextField = Exclude<OrganisationFormField, 'label' | 'value' | 'country' | 'countryCode'>;

const FIELD_LABELS: Record<TextField | 'country', string> = {
  name: 'NAME',
  Address1: 'ADDRESS',
  city: 'CITY',
  state: 'STATE',
  postcode: 'POSTCODE',
  country: 'COUNTRY',
  contactName: 'CONTACT NAME',
  email: 'EMAIL',
  phone: 'PHONE',
};

export function EnterOrganisationDetailsDialog(props: EnterOrganisationDetailsDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={ORGANISATION_TEXTS.newOrgTitle}
      size={600}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted while open only: every opening starts with an empty, untouched form. */}
      {props.opened && <OrganisationForm {...props} />}
    </Modal>
  );
}

function OrganisationForm({ mode, organisation, onSubmit, onClose }: EnterOrganisationDetailsDialogProps) {
  const [values, setValues] = useState<NewOrganisationValues>(EMPTY_ORGANISATION_VALUES);
  const [touched, setTouched] = useState<Partial<Record<OrganisationFormField, boolean>>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const errors = validateOrganisationForm(values, mode);
  const required = new Set<OrganisationFormField>(REQUIRED_FIELDS[mode]);

  const errorOf = (field: OrganisationFormField) => {
    const shown = showFieldError({
      touched: touched[field] === true,
      dirty: values[field] !== EMPTY_ORGANISATION_VALUES[field],
      submitFailed,
    });
    return shown ? errors[field] : undefined;
  };
  const set = (field: OrganisationFormField, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: OrganisationFormField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setSubmitFailed(true);
      return;
    }
    onSubmit(completeOrganisationValues(values, organisation?.name));
    onClose();
  };

  const text = (field: TextField, extra: { type?: string; maxLength?: number } = {}) => (
    <TextInput
      label={FIELD_LABELS[field]}
      value={values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      onBlur={() => touch(field)}
      error={errorOf(field)}
      required={required.has(field)}
      type={extra.type}
      // The postcode rule is a message, not a silent cut: the field accepts more and says so.
      data-maxlength={extra.maxLength}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={ORGANISATION_TEXTS.newOrgTitle}>
      {mode === 'address' && organisation && (
        <Text size="sm" fw={600} mb="xs">
          {organisation.name}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {mode === 'organisation' && text('name')}
        {text('Address1')}
        {text('city')}
        {text('state')}
        {text('postcode', { maxLength: POSTCODE_MAX_LENGTH })}
        <CountrySelect
          label={FIELD_LABELS.country}
          value={values.country || null}
          onChange={(country) => {
            set('country', country ?? '');
            touch('country');
          }}
          onBlur={() => touch('country')}
          error={errorOf('country')}
          required
        />
        {text('contactName')}
        {text('email', { type: 'email' })}
        {text('phone', { type: 'tel' })}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button type="submit">SUBMIT</Button>
      </Group>
    </form>
  );
}
