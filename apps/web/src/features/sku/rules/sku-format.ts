/** How the SKU screens write paths, dates and prices. */
import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE } from '@navia/domain/rules/detail-panels';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { formatNumber } from '../../../lib/locale.ts';

export const skuPath = (id: string) => `/connect/sku/${encodeURIComponent(id)}`;
export const contractPath = (id: string) => `/connect/contracts/${encodeURIComponent(id)}`;

/** DD MMM YYYY HH:mm, en-GB: when a change was made. */
export function formatChangeDate(value: string): string {
  return dayjs(value).locale(DISPLAY_DATE_LOCALE).format(`${DISPLAY_DATE_FORMAT} HH:mm`);
}

/** DD MMM YYYY, en-GB (connect §9). */
export function formatDay(value: string): string {
  return dayjs(value).locale(DISPLAY_DATE_LOCALE).format(DISPLAY_DATE_FORMAT);
}

/** A number in the user's locale (up to 3 decimals) with its unit, or '—'. */
export function withUnit(value: number | null, locale: string, unit?: string | null): string {
  if (value === null) return '—';
  const number = formatNumber(value, locale, { maximumFractionDigits: 3 });
  return unit ? `${number} ${unit}` : number;
}
