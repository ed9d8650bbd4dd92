/**
 * The Select an Organisation picker's rules (connect §3 "Organisation option (picker)", §4 the
 * picker's states, §5 validation and search, §7 the bookings picker's loading rules).
 */
import type { BookingDirection, BookingType, OrganisationSearchType } from '../bookings/types.ts';
import { directionOfBookingType } from '../bookings/types.ts';

export type { OrganisationSearchType } from '../bookings/types.ts';

import { countryCodeOfName } from './countries.ts';
import type { NewOrganisationValues, OrganisationAddress, OrganisationOption } from './types.ts';

/** connect §7: the search type sent with allOrgsInCW, only for road transport or cross trade. */

/** One entry of the allOrgsInCW / orgsInCW answer (connect §3 source fields). */
export interface OrganisationSourceRow {
  ShipSupplier?: string | null;
  ShipSupplierCode?: string | null;
  ShipSupplierKey?: string | null;
  ShipConsignee?: string | null;
  ShipConsigneeCode?: string | null;
  ShipConsigneeKey?: string | null;
  BaseCountry?: string | null;
}

export const ORGANISATION_TEXTS = {
  title: 'Select an Organisation',
  newOrgTitle: 'Enter Organization Details',
  noOrgs: 'NO ORGS FOUND',
  noAddresses: 'NO ADDRESSES FOUND FOR THIS ORG',
  addressLoadFailed: 'THE ADDRESSES OF THIS ORG COULD NOT BE LOADED',
  select: 'SELECT',
  addOrganisation: 'ADD NEW ORGANISATION',
  addAddress: 'ADD NEW ADDRESS',
  search: 'SEARCH',
  required: 'This field is required',
  postcodeTooLong: 'Postcode must be at most 10 characters',
  invalidValues: 'INVALID VALUES',
  fieldErrorsPrefix: 'THE FOLLOWING FIELDS CONTAIN ERRORS: ',
} as const;

export const POSTCODE_MAX_LENGTH = 10;

/**
 * The search type of a booking (connect §7: "with search type (exporter or importer) only for road
 * transport or cross trade, using booking type or a manual direction override"). The direction is
 * the override when given, else the booking type's own. In an import the counterpart picked is the
 * exporter, in an export the importer (the same sides IMPORT and EXPORT read, connect §3); in a cross
 * trade the picker says which party it picks (crossTradeExporter).
 */
export function organisationSearchType(
  bookingType: BookingType,
  directionOverride: BookingDirection | null | undefined,
  crossTradeExporter = false,
): OrganisationSearchType | undefined {
  if (bookingType !== 'ROAD' && bookingType !== 'CROSS_TRADE') return undefined;
  const direction = directionOverride ?? directionOfBookingType(bookingType);
  switch (direction) {
    case 'Import':
      return 'exporter';
    case 'Export':
      return 'importer';
    case 'Cross-Trade':
      return crossTradeExporter ? 'exporter' : 'importer';
    default:
      return undefined;
  }
}

/**
 * connect §3: ShipSupplier, ShipSupplierCode, ShipSupplierKey for IMPORT bookings, and for road
 * transport or cross trade when the search type is exporter; ShipConsignee… otherwise.
 */
export function organisationSourceSide(
  bookingType: BookingType,
  searchType: OrganisationSearchType | undefined,
): 'supplier' | 'consignee' {
  if (bookingType === 'IMPORT') return 'supplier';
  if ((bookingType === 'ROAD' || bookingType === 'CROSS_TRADE') && searchType === 'exporter')
    return 'supplier';
  return 'consignee';
}

/** connect §3: upper-cased, a dash when missing. */
export function optionText(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return text === '' ? '-' : text.toLocaleUpperCase('en');
}

/** One option from one answer row; null when the row lacks a name or BaseCountry (dropped, connect §3). */
export function toOrganisationOption(
  row: OrganisationSourceRow,
  side: 'supplier' | 'consignee',
): OrganisationOption | null {
  const name = side === 'supplier' ? row.ShipSupplier : row.ShipConsignee;
  const code = side === 'supplier' ? row.ShipSupplierCode : row.ShipConsigneeCode;
  const key = side === 'supplier' ? row.ShipSupplierKey : row.ShipConsigneeKey;
  if (!name?.trim() || !row.BaseCountry?.trim()) return null;
  const upperName = optionText(name);
  return {
    // The key names the organisation to the server (its addresses by buyerCode): kept as sent, since
    // codes match exactly; only the texts a user reads are upper-cased.
    key: key?.trim() || '-',
    name: upperName,
    label: upperName,
    value: upperName,
    code: optionText(code),
    orgCode: optionText(code),
    country: optionText(row.BaseCountry),
    newOrg: false,
  };
}

/** The picker's options from the answer rows, in answer order, without repeated keys. */
export function organisationOptions(
  rows: readonly OrganisationSourceRow[],
  side: 'supplier' | 'consignee',
): OrganisationOption[] {
  const seen = new Set<string>();
  const options: OrganisationOption[] = [];
  for (const row of rows) {
    const option = toOrganisationOption(row, side);
    if (!option) continue;
    const id = option.key === '-' ? `${option.name}|${option.code}` : option.key;
    if (seen.has(id)) continue;
    seen.add(id);
    options.push(option);
  }
  return options;
}

/** connect §5: the search is case-insensitive over name, code and country. */
export function filterOrganisations(
  options: readonly OrganisationOption[],
  search: string,
): OrganisationOption[] {
  const needle = search.trim().toLocaleUpperCase('en');
  if (needle === '') return [...options];
  return options.filter((o) =>
    [o.name, o.code, o.country].some((text) => text.toLocaleUpperCase('en').includes(needle)),
  );
}

/** connect §4: a new organisation is put first in the list. */
export function withNewOrganisationFirst(
  options: readonly OrganisationOption[],
  added: OrganisationOption,
): OrganisationOption[] {
  return [added, ...options.filter((o) => o.key !== added.key)];
}

/** An option made from the Enter Organization Details values (a new organisation). */
export function newOrganisationOption(values: NewOrganisationValues, key: string): OrganisationOption {
  const name = optionText(values.name);
  return {
    key,
    name,
    label: name,
    value: name,
    code: '-',
    orgCode: '-',
    country: optionText(values.country),
    newOrg: true,
    Address1: values.Address1.trim(),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    state: values.state.trim(),
    phone: values.phone.trim(),
    countryCode: values.countryCode,
    contactName: values.contactName.trim(),
    email: values.email.trim(),
  };
}

/**
 * connect §3: a selected organisation gains Address1, city, postcode, state, phone, countryCode (the
 * country code found by the address's country name, connect §5).
 */
export function withAddress(
  organisation: OrganisationOption,
  address: OrganisationAddress,
): OrganisationOption {
  return {
    ...organisation,
    Address1: address.Address,
    city: address.City,
    postcode: address.postcode,
    state: address.state,
    phone: address.phone,
    countryCode: countryCodeOfName(address.Country) ?? undefined,
  };
}

/** connect §3: a newly added address also gives contactName and email. */
export function addressFromValues(values: NewOrganisationValues, id: string): OrganisationAddress {
  const parts = [values.Address1, values.city, values.state, values.postcode, values.country]
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return {
    _id: id,
    Address: values.Address1.trim(),
    City: values.city.trim(),
    Country: values.country.trim(),
    postcode: values.postcode.trim(),
    state: values.state.trim(),
    phone: values.phone.trim(),
    FullAddress: parts.join(', '),
  };
}

/**
 * connect §5: on selecting an organisation, missing fields are reported as 'THE FOLLOWING FIELDS
 * CONTAIN ERRORS: ' then NAME, ADDRESS, COUNTRY, COUNTRY CODE NOT FOUND; an empty selection gives
 * 'INVALID VALUES'. Null when the selection is complete.
 */
export function selectionError(
  selection: { organisation: OrganisationOption | null; address: OrganisationAddress | null } | null,
): string | null {
  if (!selection?.organisation || !selection.address) return ORGANISATION_TEXTS.invalidValues;
  const { organisation, address } = selection;
  const missing: string[] = [];
  const blank = (v: string | null | undefined) => !v || v.trim() === '' || v.trim() === '-';
  if (blank(organisation.name)) missing.push('NAME');
  if (blank(address.Address)) missing.push('ADDRESS');
  if (blank(address.Country)) missing.push('COUNTRY');
  else if (countryCodeOfName(address.Country) === null) missing.push('COUNTRY CODE NOT FOUND');
  return missing.length === 0 ? null : `${ORGANISATION_TEXTS.fieldErrorsPrefix}${missing.join(', ')}`;
}
