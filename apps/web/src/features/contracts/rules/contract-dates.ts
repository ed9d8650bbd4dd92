import { formatDate, formatDateTime } from '../../../lib/locale.ts';

/** DD MMM YYYY (connect §9) in the user's language; blank without a date. */
export function formatContractDate(value: string | null | undefined, locale: string): string {
  return formatDate(value, locale);
}

/** DD MMM YYYY and the time of day (en-GB HH:mm): when a change was made. */
export function formatContractDateTime(value: string, locale: string): string {
  return formatDateTime(value, locale, { hour: '2-digit' });
}
