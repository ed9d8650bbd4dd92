/**
 * Calendar days for the date filters (hub §5): durations count whole days from today, and ranges
 * run from the start of the first day to the end of the last, in the caller's home-country zone.
 * Pure functions over Intl, so the server and the browser agree on "today".
 */
import type { HomeCountry } from '../../constants.ts';
import { HOME_COUNTRY_ZONES } from './constants.ts';

/** A calendar day, 'YYYY-MM-DD'. */
export type CalendarDay = string;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

export function zoneOfCountry(country: HomeCountry | string): string {
  return (HOME_COUNTRY_ZONES as Record<string, string>)[country] ?? HOME_COUNTRY_ZONES.AU;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

function wallClock(instant: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at `instant`, in milliseconds, read from Intl. */
function offsetFromIntl(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * Offsets per zone and quarter hour, where the offset is the same at both ends of it (null where a
 * change of offset falls inside). Intl's formatToParts costs microseconds, and a page of search
 * results asks for hundreds of days (issue 19: 1.2 ms of every search request).
 */
const OFFSET_SPAN_MS = 15 * 60_000;
const offsets = new Map<string, number | null>();

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, zone: string): number {
  const span = Math.floor(instant.getTime() / OFFSET_SPAN_MS);
  const key = `${zone} ${span}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = offsetFromIntl(new Date(span * OFFSET_SPAN_MS), zone);
    const end = offsetFromIntl(new Date((span + 1) * OFFSET_SPAN_MS - 1000), zone);
    offset = start === end ? start : null;
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset ?? offsetFromIntl(instant, zone);
}

/** The calendar day of `instant` in `zone`. */
export function dayOf(instant: Date, zone: string): CalendarDay {
  // The offset is whole seconds, so the wall clock's day is the UTC day of instant + offset.
  return new Date(instant.getTime() + offsetMs(instant, zone)).toISOString().slice(0, 10);
}

function dayToUtcMidnight(day: CalendarDay): number {
  const m = DAY_PATTERN.exec(day);
  if (!m) throw new Error(`not a calendar day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** True for a real calendar day written 'YYYY-MM-DD' (anything after the date part is ignored). */
export function isCalendarDay(text: string): boolean {
  const m = DAY_PATTERN.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() + 1 === Number(m[2]) &&
    d.getUTCDate() === Number(m[3])
  );
}

/** The date part of a 'YYYY-MM-DD…' string, as the client wrote it. */
export function calendarDayOf(text: string): CalendarDay {
  return text.slice(0, 10);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(dayToUtcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((dayToUtcMidnight(to) - dayToUtcMidnight(from)) / DAY_MS);
}

/** The instant a calendar day starts in `zone` (start-of-day). */
export function startOfDay(day: CalendarDay, zone: string): Date {
  const midnightUtc = dayToUtcMidnight(day);
  // Two passes settle the offset even when the day starts next to a daylight-saving change.
  let guess = midnightUtc - offsetMs(new Date(midnightUtc), zone);
  guess = midnightUtc - offsetMs(new Date(guess), zone);
  return new Date(guess);
}

/** A window of whole days: from the start of `startDay` up to (not including) the day after `endDay`. */
export type DayWindow = { from: Date; before: Date };

/** hub §5: "Ranges use start-of-day and end-of-day". The end is exclusive: the start of the next day. */
export function dayWindow(startDay: CalendarDay, endDay: CalendarDay, zone: string): DayWindow {
  return { from: startOfDay(startDay, zone), before: startOfDay(addDays(endDay, 1), zone) };
}
