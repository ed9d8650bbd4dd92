/** hub §9 display formats for the shipment summary panels. */
import { NOT_AVAILABLE } from '@navia/domain/rules/detail-panels';
import { formatDate as formatLocaleDate } from '../../lib/locale.ts';

/**
 * DD MMM YYYY in the user's language (issue 13; en-GB by default) in the browser's time zone; N/A
 * when there is no date. Callers pass useLocale(); the en-GB default keeps those that do not yet.
 */
export function formatDate(iso: string | null | undefined, locale: string): string {
  return iso ? formatLocaleDate(iso, locale) || NOT_AVAILABLE : NOT_AVAILABLE;
}

/** A place as "Name, CC", or its code when the name is unknown. */
export function placeName(code: string, name: string | null, country: string | null): string {
  if (!name) return code || NOT_AVAILABLE;
  return country ? `${name}, ${country}` : name;
}
