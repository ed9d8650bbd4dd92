import { HOME_COUNTRIES, type HomeCountry } from '../constants.ts';

/** hub §1 supported home countries, by name.  */
export const HOME_COUNTRY_NAMES: Readonly<Record<HomeCountry, string>> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  US: 'USA',
  MY: 'Malaysia',
  HU: 'Hungary',
};

export const HOME_COUNTRY_OPTIONS = HOME_COUNTRIES.map((code) => ({
  value: code,
  label: HOME_COUNTRY_NAMES[code],
}));
