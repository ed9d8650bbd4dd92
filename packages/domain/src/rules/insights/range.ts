/**
 * The date range of /insights (issue 13): calendar days in UTC, both ends included. The default is
 * the last twelve months; a range may span at most two years, so every chart is a bounded scan.
 */
const DAY_MS = 86_400_000;

/** The longest range a report may cover, in days (two years). */
export const INSIGHTS_MAX_RANGE_DAYS = 731;
/** The default range: the last 365 days up to today. */
export const INSIGHTS_DEFAULT_RANGE_DAYS = 365;
/** How many lanes or parties a ranked chart shows. */
export const INSIGHTS_TOP_LANES = 12;
export const INSIGHTS_TOP_PARTIES = 10;
/**
 * On-time: the shipment arrived (ATA) no later than one day after its first estimated arrival (STA,
 * the schedule it was booked on). Shipments without an STA are not counted.
 */
export const ON_TIME_TOLERANCE_HOURS = 24;

export const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day as midnight UTC, or null when it is not a real calendar day. */
export function parseIsoDay(day: string): Date | null {
  if (!isoDayPattern.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : date;
}

export const isoDayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Days from `from` to `to`, both included; 0 or less when `to` precedes `from`. */
export function rangeDays(from: string, to: string): number {
  const a = parseIsoDay(from);
  const b = parseIsoDay(to);
  if (!a || !b) return Number.NaN;
  return Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1;
}

/** Why a range is refused, or null when it is valid. */
export function rangeProblem(from: string, to: string): string | null {
  if (!parseIsoDay(from)) return 'from must be a calendar day YYYY-MM-DD';
  if (!parseIsoDay(to)) return 'to must be a calendar day YYYY-MM-DD';
  const days = rangeDays(from, to);
  if (days < 1) return 'to must not be before from';
  if (days > INSIGHTS_MAX_RANGE_DAYS) return `the range may cover at most ${INSIGHTS_MAX_RANGE_DAYS} days`;
  return null;
}

/** The default range ending on `today` (UTC). */
export function defaultRange(today: Date): { from: string; to: string } {
  const to = isoDayOf(today);
  const from = isoDayOf(
    new Date(Date.parse(`${to}T00:00:00.000Z`) - (INSIGHTS_DEFAULT_RANGE_DAYS - 1) * DAY_MS),
  );
  return { from, to };
}

/** The half-open instant bounds [start, end) of a valid range: midnight UTC of from, and of the day after to. */
export function rangeBounds(from: string, to: string): { start: Date; end: Date } {
  const start = parseIsoDay(from);
  const last = parseIsoDay(to);
  if (!start || !last) throw new Error(`invalid range ${from}..${to}`);
  return { start, end: new Date(last.getTime() + DAY_MS) };
}

/** The months (YYYY-MM) a range touches, oldest first: the x axis of the monthly charts. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const endKey = to.slice(0, 7);
  for (let i = 0; i < 40; i++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= endKey) break;
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** "Origin → Destination": how a lane is labelled. */
export const laneLabel = (origin: string, destination: string) => `${origin} → ${destination}`;

/** Share in whole-and-one-decimal percent, 0 when there is nothing to share. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/** Days with one decimal. */
export const roundDays = (days: number) => Math.round(days * 10) / 10;
