/** How the SKU screens write paths, dates and prices. */
import { formatDate, formatDateTime, formatNumber } from '../../../lib/locale.ts';

export const skuPath = (id: string) => `/connect/sku/${encodeURIComponent(id)}`;
export const contractPath = (id: string) => `/connect/contracts/${encodeURIComponent(id)}`;

/** DD MMM YYYY and the time of day (en-GB HH:mm) in the user's language: when a change was made. */
export function formatChangeDate(value: string, locale: string): string {
  return formatDateTime(value, locale, { hour: '2-digit' });
}

/** DD MMM YYYY (connect §9) in the user's language. */
export function formatDay(value: string, locale: string): string {
  return formatDate(value, locale);
}

/** A number in the user's locale (up to 3 decimals) with its unit, or '—'. */
export function withUnit(value: number | null, locale: string, unit?: string | null): string {
  if (value === null) return '—';
  const number = formatNumber(value, locale, { maximumFractionDigits: 3 });
  return unit ? `${number} ${unit}` : number;
}
