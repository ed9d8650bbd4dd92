/**
 * The booking date pickers (connect §3 "Date range value": startDate, endDate; connect §5: futureOnly
 * means from today for a range, from tomorrow for a single date). Days are ISO ('YYYY-MM-DD').
 */
import { addDays, type IsoDay } from '../delivery/calendar.ts';

export interface DateRangeValue {
  startDate: IsoDay | null;
  endDate: IsoDay | null;
}

/** The first day a picker offers, or null when any day may be chosen. */
export function firstOfferedDay(today: IsoDay, mode: 'single' | 'range', futureOnly: boolean): IsoDay | null {
  if (!futureOnly) return null;
  return mode === 'range' ? today : addDays(today, 1);
}

/** Whether `day` is refused: before the first offered day, or one of the excluded days (public holidays). */
export function isBookingDayExcluded(
  day: IsoDay,
  first: IsoDay | null,
  excluded: ReadonlySet<IsoDay> = new Set(),
): boolean {
  return (first !== null && day < first) || excluded.has(day);
}
