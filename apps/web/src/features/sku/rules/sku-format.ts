/** How the SKU screens write paths, dates and prices. */
import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE } from '@navia/domain/rules/detail-panels';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

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

const numbers = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
/** A number with its unit, or '—'. */
export function withUnit(value: number | null, unit?: string | null): string {
  if (value === null) return '—';
  return unit ? `${numbers.format(value)} ${unit}` : numbers.format(value);
}
