/**
 * The country list with calling codes (connect §3 "Country list entry": country, countryCode, value,
 * label, callingCode, callingCodeLabel), built from libphonenumber-js (the regions it knows and their
 * calling codes) and the runtime's Intl.DisplayNames (English names), not a hand-typed list.
 *
 * Spec quirks not kept: the original list had a few entries without a calling code and one duplicate
 * South Korea entry. No client depends on either (the country code is found by the name, where a
 * duplicate can only make the match ambiguous), so every entry here has a calling code and each
 * region appears once.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface CountryEntry {
  /** English name, e.g. 'New Zealand'. */
  country: string;
  /** ISO 3166-1 alpha-2 code (or the ITU region libphonenumber uses, e.g. 'AC', 'XK'). */
  countryCode: string;
  /** The select's value: the country name (the form value `country` is a name). */
  value: string;
  label: string;
  /** Digits without the plus, e.g. '64'. */
  callingCode: string;
  /** e.g. 'New Zealand (+64)'. */
  callingCodeLabel: string;
}

const displayNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** The English name of a region code; the code itself when the runtime does not know it. */
export function countryNameOf(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  return displayNames.of(upper) ?? upper;
}

export const COUNTRY_LIST: readonly CountryEntry[] = getCountries()
  .map((code) => {
    const country = countryNameOf(code);
    const callingCode = getCountryCallingCode(code);
    return {
      country,
      countryCode: code,
      value: country,
      label: country,
      callingCode,
      callingCodeLabel: `${country} (+${callingCode})`,
    };
  })
  .sort((a, b) => a.country.localeCompare(b.country, 'en'));

function normalise(name: string): string {
  return name.trim().toLocaleUpperCase('en');
}

const byName = new Map(COUNTRY_LIST.map((c) => [normalise(c.country), c]));

/**
 * connect §5: "Country code is found by matching the country name to the country list" (the match
 * ignores case and surrounding spaces). Null when no entry has that name.
 */
export function countryCodeOfName(name: string | null | undefined): string | null {
  if (!name) return null;
  return byName.get(normalise(name))?.countryCode ?? null;
}

/** The entry of a country name, or null. */
export function countryEntryOfName(name: string | null | undefined): CountryEntry | null {
  if (!name) return null;
  return byName.get(normalise(name)) ?? null;
}
