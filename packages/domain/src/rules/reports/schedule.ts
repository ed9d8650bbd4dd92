/**
 * Report schedules (issue 15, designed; the spec is silent): DAILY at HH:MM, or WEEKLY on a weekday
 * at HH:MM, read in the organisation group's own time zone (its home country's, hub §9 zones), so
 * "07:00" is seven in the morning where the report is read. Pure functions over Intl.
 *
 * - A time that does not exist on a day (the hour skipped when daylight saving starts) runs as the
 *   same wall time plus the skipped hour (02:30 → 03:30); a time that occurs twice runs once, at the
 *   first occurrence.
 * - previousRunAt is the latest scheduled instant at or before now (what the job runs, once); the
 *   job never backfills older ones: a server down for a day runs only the latest missed instance.
 */
import { addDays, type CalendarDay, dayOf } from '../filters/dates.ts';

export const REPORT_FREQUENCIES = ['DAILY', 'WEEKLY'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** ISO order: Monday is day 1. */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type ReportSchedule = {
  frequency: ReportFrequency;
  /** WEEKLY only (null for DAILY). */
  weekday: Weekday | null;
  /** 24-hour wall time, HH:MM. */
  time: string;
};

export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an HH:MM time. */
function minutesOf(time: string): number {
  const m = TIME_PATTERN.exec(time);
  if (!m) throw new Error(`not a time HH:MM: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** Why a schedule is not valid, or null. */
export function scheduleProblem(schedule: ReportSchedule): string | null {
  if (!TIME_PATTERN.test(schedule.time)) return 'time: must be HH:MM, 00:00 to 23:59';
  if (schedule.frequency === 'WEEKLY' && schedule.weekday === null)
    return 'weekday: a weekly report needs a weekday';
  return null;
}

/** The weekday of a calendar day. */
export function weekdayOf(day: CalendarDay): Weekday {
  const utc = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return WEEKDAYS[(utc + 6) % 7] as Weekday;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function wallMinutes(instant: Date, zone: string): { day: CalendarDay; minutes: number } {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormatters.set(zone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: dayOf(instant, zone), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The instant a wall time (minutes after midnight) of `day` occurs in `zone`: the first occurrence
 * when it occurs twice; the wall time plus the skipped gap when it does not occur.
 */
export function wallTimeInstant(day: CalendarDay, minutes: number, zone: string): Date {
  // The wall time written as if it were UTC; an instant is it less the zone's offset then.
  const target = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  const wallOf = (t: number) => {
    const w = wallMinutes(new Date(t), zone);
    return Date.parse(`${w.day}T00:00:00Z`) + w.minutes * MINUTE_MS;
  };
  const offsetAt = (t: number) => wallOf(t) - Math.floor(t / MINUTE_MS) * MINUTE_MS;
  // The offsets in force a day either side (a zone changes at most once in between).
  const before = offsetAt(target - DAY_MS);
  const after = offsetAt(target + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => target - offset)
    .sort((a, b) => a - b)
    .filter((t) => wallOf(t) === target);
  // Occurs (once or twice): the first. In a gap: counted with the offset before the jump.
  return new Date(candidates[0] ?? target - before);
}

function runsOn(schedule: ReportSchedule, day: CalendarDay): boolean {
  return schedule.frequency === 'DAILY' || weekdayOf(day) === schedule.weekday;
}

/** The scheduled instant of `day`, or null when the schedule does not run that day. */
function instantOn(schedule: ReportSchedule, day: CalendarDay, zone: string): Date | null {
  return runsOn(schedule, day) ? wallTimeInstant(day, minutesOf(schedule.time), zone) : null;
}

/** The latest scheduled instant at or before `now`. */
export function previousRunAt(schedule: ReportSchedule, now: Date, zone: string): Date {
  const today = dayOf(now, zone);
  for (let back = -1; back <= 8; back += 1) {
    const at = instantOn(schedule, addDays(today, -back), zone);
    if (at && at.getTime() <= now.getTime()) return at;
  }
  throw new Error('no previous run within 8 days');
}

/** The first scheduled instant strictly after `after`. */
export function nextRunAt(schedule: ReportSchedule, after: Date, zone: string): Date {
  const today = dayOf(after, zone);
  for (let ahead = -1; ahead <= 8; ahead += 1) {
    const at = instantOn(schedule, addDays(today, ahead), zone);
    if (at && at.getTime() > after.getTime()) return at;
  }
  throw new Error('no next run within 8 days');
}

/**
 * The scheduled instant a job run at `now` should produce for a group subscribed since
 * `subscribedAt`, or null: the latest instant at or before now, if the subscription already existed
 * then. (The run table's unique key makes producing it twice a no-op.)
 */
export function dueRunAt(schedule: ReportSchedule, now: Date, zone: string, subscribedAt: Date): Date | null {
  const at = previousRunAt(schedule, now, zone);
  return at.getTime() >= subscribedAt.getTime() ? at : null;
}

/** 'DAILY AT 07:00' / 'WEEKLY ON MONDAY AT 08:00'. */
export function describeSchedule(schedule: ReportSchedule): string {
  return schedule.frequency === 'DAILY'
    ? `DAILY AT ${schedule.time}`
    : `WEEKLY ON ${schedule.weekday ?? 'MONDAY'} AT ${schedule.time}`;
}

/** The calendar days a report covers, in the group's zone. */
export type ReportWindow = { today: CalendarDay; firstDay: CalendarDay; lastDay: CalendarDay };

/** "Next week" (arrivals, departures): today and the 6 days after. */
export function nextSevenDays(now: Date, zone: string): ReportWindow {
  const today = dayOf(now, zone);
  return { today, firstDay: today, lastDay: addDays(today, 6) };
}

/** "The last 7 days" (delivery requests): the 6 days before today, and today. */
export function lastSevenDays(now: Date, zone: string): ReportWindow {
  const today = dayOf(now, zone);
  return { today, firstDay: addDays(today, -6), lastDay: today };
}

/** Whole days between a due day and today (overdue invoices' DAYS OVERDUE). */
export function daysAfter(day: CalendarDay, today: CalendarDay): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
}
