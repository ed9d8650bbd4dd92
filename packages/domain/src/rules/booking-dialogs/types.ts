/**
 * The shared booking dialogs' values (connect §3): the organisation option of the picker, the
 * organisation address the server answers, and the Enter Organization Details form values.
 */

/** connect §3 "Organisation option (picker)": every text upper-cased, a dash when missing. */
export interface OrganisationOption {
  key: string;
  name: string;
  label: string;
  value: string;
  code: string;
  orgCode: string;
  country: string;
  /** Added with Enter Organization Details (not yet known to the forwarding system). */
  newOrg: boolean;
  /** A selected organisation gains these (connect §3). */
  Address1?: string;
  city?: string;
  postcode?: string;
  state?: string;
  phone?: string;
  countryCode?: string;
  contactName?: string;
  email?: string;
}

/** connect §3 "Organisation address (server)": Address, City, Country, postcode, state, phone; also FullAddress. */
export interface OrganisationAddress {
  _id: string;
  Address: string;
  City: string;
  Country: string;
  postcode: string;
  state: string;
  phone: string;
  FullAddress: string;
}

/** connect §3 "New address/organisation form values". */
export interface NewOrganisationValues {
  label: string;
  value: string;
  name: string;
  Address1: string;
  city: string;
  country: string;
  countryCode: string;
  state: string;
  postcode: string;
  contactName: string;
  email: string;
  phone: string;
}
