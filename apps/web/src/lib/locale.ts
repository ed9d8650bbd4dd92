/**
 * The user's language (hub §3 "language", issue 13): a BCP 47 tag saved by /settings that decides
 * how dates and numbers are formatted. The texts stay English (no message catalogues yet). Dates
 * keep the portal's DD MMM YYYY order in every language; the month name, the digits' grouping and
 * the clock follow the language. Formatters are cached: Intl constructors are slow.
 */
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@navia/domain/contracts/current-user';
import { useCurrentUser } from './auth.ts';

/** The names /settings offers, each in its own language's English description. */
export const LANGUAGE_LABELS: Readonly<Record<SupportedLanguage, string>> = {
  'en-GB': 'ENGLISH (UNITED KINGDOM)',
  'en-US': 'ENGLISH (UNITED STATES)',
  'en-AU': 'ENGLISH (AUSTRALIA)',
  'en-NZ': 'ENGLISH (NEW ZEALAND)',
  'ms-MY': 'MALAY (MALAYSIA)',
  'hu-HU': 'HUNGARIAN (HUNGARY)',
};

/** A stored language as a supported tag; anything else (an older 'en', a missing value) is en-GB. */
export function localeOf(language: string | null | undefined): SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as SupportedLanguage)
    : DEFAULT_LANGUAGE;
}

/** The signed-in user's locale (en-GB when logged out or still loading). */
export function useLocale(): SupportedLanguage {
  const { data: user } = useCurrentUser();
  return localeOf(user?.language);
}

type DateInput = Date | string | number | null | undefined;
type ZoneOption = { timeZone?: string };
/** year: false leaves the year out (DD MMM); hour: '2-digit' pads the hour (09:05, not 9:05). */
type DateOptions = ZoneOption & { year?: boolean; hour?: 'numeric' | '2-digit' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  // The key names the constructor (d|, n|, r|), so what is stored under it is a T.
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare date (2026-11-28) is that day at local midnight, as dayjs reads it, not UTC midnight.
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T00:00:00`)
        : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD MMM YYYY with the language's month name (28 Nov 2026; hu-HU 28 nov 2026); '' without a date. */
export function formatDate(
  value: DateInput,
  locale: string,
  { timeZone, year = true }: DateOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = dateFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: year ? 'numeric' : undefined,
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // English months stay three letters (en-GB 'Sep', as dayjs and the spec write it; ICU says 'Sept').
  const name = part('month').replace(/\.$/, '');
  const month = locale.startsWith('en') ? name.slice(0, 3) : name;
  const dayMonth = `${part('day')} ${month.charAt(0).toUpperCase()}${month.slice(1)}`;
  return year ? `${dayMonth} ${part('year')}` : dayMonth;
}

/** The time of day in the language's clock (en-US 2:05 PM, en-GB 14:05); '' without a date. */
export function formatTime(
  value: DateInput,
  locale: string,
  { timeZone, hour = 'numeric' }: DateOptions = {},
): string {
  const date = toDate(value);
  return date ? dateFormat(locale, { hour, minute: '2-digit', timeZone }).format(date) : '';
}

/** DD MMM YYYY and the time of day. */
export function formatDateTime(value: DateInput, locale: string, options: DateOptions = {}): string {
  const date = toDate(value);
  return date ? `${formatDate(date, locale, options)} ${formatTime(date, locale, options)}` : '';
}

/**
 * A number in the language's digits grouping and decimal mark (en-GB 1,234.5; hu-HU 1 234,5). A
 * decimal string ('1234.50') is formatted exactly, with no float in between.
 */
export function formatNumber(
  value: number | bigint | Intl.StringNumericLiteral,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** How long ago or ahead, in the language ('3 hours ago', 'yesterday'; hu-HU '3 órával ezelőtt'). */
export function formatRelativeTime(value: number, unit: Intl.RelativeTimeFormatUnit, locale: string): string {
  return cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
    value,
    unit,
  );
}
