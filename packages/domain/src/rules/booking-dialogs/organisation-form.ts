/**
 * Enter Organization Details (connect §3 "New address/organisation form values", §5): a new
 * organisation needs name, address, city and country; an address-only form address, city and
 * country; the postcode is at most 10 characters; the country code is found from the country name.
 */
import { countryCodeOfName } from './countries.ts';
import { ORGANISATION_TEXTS, POSTCODE_MAX_LENGTH } from './organisations.ts';
import type { NewOrganisationValues } from './types.ts';

export type OrganisationFormMode = 'organisation' | 'address';
export type OrganisationFormField = keyof NewOrganisationValues;
export type OrganisationFormErrors = Partial<Record<OrganisationFormField, string>>;

export const EMPTY_ORGANISATION_VALUES: NewOrganisationValues = {
  label: '',
  value: '',
  name: '',
  Address1: '',
  city: '',
  country: '',
  countryCode: '',
  state: '',
  postcode: '',
  contactName: '',
  email: '',
  phone: '',
};

export const REQUIRED_FIELDS: Readonly<Record<OrganisationFormMode, readonly OrganisationFormField[]>> = {
  organisation: ['name', 'Address1', 'city', 'country'],
  address: ['Address1', 'city', 'country'],
};

/** The field errors of the form (empty when it may be submitted). */
export function validateOrganisationForm(
  values: NewOrganisationValues,
  mode: OrganisationFormMode,
): OrganisationFormErrors {
  const errors: OrganisationFormErrors = {};
  for (const field of REQUIRED_FIELDS[mode]) {
    if (values[field].trim() === '') errors[field] = ORGANISATION_TEXTS.required;
  }
  if (values.postcode.trim().length > POSTCODE_MAX_LENGTH)
    errors.postcode = ORGANISATION_TEXTS.postcodeTooLong;
  return errors;
}

/**
 * connect §5: a field's error shows once it is touched, the submit has failed, or it has changed.
 */
export function showFieldError(state: { touched: boolean; dirty: boolean; submitFailed: boolean }): boolean {
  return state.touched || state.dirty || state.submitFailed;
}

/** The submitted values: trimmed, label and value from the name, the country code from the country name. */
export function completeOrganisationValues(
  values: NewOrganisationValues,
  organisationName?: string,
): NewOrganisationValues {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as NewOrganisationValues;
  const name = (trimmed.name || organisationName || '').trim();
  const label = name.toLocaleUpperCase('en');
  return {
    ...trimmed,
    name,
    label,
    value: label,
    countryCode: countryCodeOfName(trimmed.country) ?? '',
  };
}
