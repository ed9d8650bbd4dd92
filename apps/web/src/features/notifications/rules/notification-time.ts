/**
 * When a notification arrived: relative within a week ("5 minutes ago", in the reader's locale), the
 * hub §9 date (DD MMM YYYY, en-GB) beyond that; the full date and time for a tooltip.
 */
import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE } from '@navia/domain/rules/detail-panels';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { formatRelativeTime } from '../../../lib/locale.ts';

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
  if (ago >= WEEK_SECONDS) return dayjs(createdAt).locale(DISPLAY_DATE_LOCALE).format(DISPLAY_DATE_FORMAT);
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

export function notificationDateTime(createdAt: string): string {
  return dayjs(createdAt).locale(DISPLAY_DATE_LOCALE).format(`${DISPLAY_DATE_FORMAT} HH:mm`);
}
