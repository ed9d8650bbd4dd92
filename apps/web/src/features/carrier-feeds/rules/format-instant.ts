import { formatDateTime } from '../../../lib/locale.ts';

/**
 * DD MMM YYYY and the time of day (en-GB HH:mm) in the user's language and the browser's time zone,
 * as the other screens show an instant.
 */
export const formatInstant = (iso: string, locale: string) =>
  formatDateTime(iso, locale, { hour: '2-digit' });
