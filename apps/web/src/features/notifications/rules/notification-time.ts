/**
 * When a notification arrived: relative within a week ("5 minutes ago", in the reader's locale), the
 * hub §9 date (DD MMM YYYY, in the reader's language) beyond that; the full date and time for a tooltip.
 */
import { formatDate, formatDateTime, formatRelativeTime } from '../../../lib/locale.ts';

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];
const WEEK_SECONDS = 7 * 24 * 60 * 60;

export function notificationAge(createdAt: string, now: number, locale: string): string {
  const seconds = Math.round((Date.parse(createdAt) - now) / 1000);
  const ago = Math.abs(seconds);
  if (ago < 60) return 'just now';
  if (ago >= WEEK_SECONDS) return formatDate(createdAt, locale);
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [name, length] of STEPS) {
    if (ago >= length) {
      unit = name;
      size = length;
    }
  }
  return formatRelativeTime(Math.trunc(seconds / size), unit, locale);
}

/** DD MMM YYYY and the time of day (en-GB HH:mm), for a tooltip. */
export function notificationDateTime(createdAt: string, locale: string): string {
  return formatDateTime(createdAt, locale, { hour: '2-digit' });
}
