/**
 * The hourly time-range picker's rule (connect §4): the first click sets the start, the second the
 * end (the two ordered by index), the third restarts; in single mode one click selects and closes.
 * Hours are indexes 0-23 (the slot of connect §3 has index = hour + 1; see delivery/hour-slots.ts).
 */
import { HOUR_SLOTS, type HourSlot } from '../delivery/hour-slots.ts';

export interface TimeRange {
  start: number | null;
  end: number | null;
}

export const EMPTY_TIME_RANGE: TimeRange = { start: null, end: null };

/** connect §9: 24 slots from midnight (12:00AM) to 11 PM. */
export const TIME_RANGE_SLOTS: readonly HourSlot[] = HOUR_SLOTS;

/** The picker's next value after a click on `hour`, and whether the picker closes. */
export function clickTimeSlot(
  value: TimeRange,
  hour: number,
  single = false,
): { value: TimeRange; close: boolean } {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return { value, close: false };
  if (single) return { value: { start: hour, end: hour }, close: true };
  if (value.start === null || value.end !== null) return { value: { start: hour, end: null }, close: false };
  const [start, end] = hour < value.start ? [hour, value.start] : [value.start, hour];
  // The range stays on screen after the second click, so a third click visibly restarts it.
  return { value: { start, end }, close: false };
}

/** Whether `hour` is inside the chosen range (or is the lone start). */
export function isHourInRange(value: TimeRange, hour: number): boolean {
  if (value.start === null) return false;
  if (value.end === null) return hour === value.start;
  return hour >= value.start && hour <= value.end;
}

/** The field's text: '9:00AM - 5:00PM', '9:00AM' (single or start only) or ''. */
export function timeRangeText(value: TimeRange, single = false): string {
  const text = (hour: number | null) => (hour === null ? '' : (TIME_RANGE_SLOTS[hour]?.text ?? ''));
  if (value.start === null) return '';
  if (single || value.end === null || value.end === value.start) return text(value.start);
  return `${text(value.start)} - ${text(value.end)}`;
}
