/**
 * Dates of the delivery wizard (hub §4, §5, §9; connect §5 "Delivery-date picker"). Calendar days
 * are ISO strings (YYYY-MM-DD) so the rules need no time zone and no date library: the caller
 * decides which calendar "today" and the container dates belong to (the server reads them in UTC).
 */

/** A calendar day, YYYY-MM-DD. */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SUBMITTED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DAY_MS = 86_400_000;

function utcOf(day: IsoDay): number {
  const m = ISO_DAY.exec(day);
  if (!m) throw new Error(`not an ISO day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

const isoOfUtc = (ms: number): IsoDay => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  return isoOfUtc(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) === value;
}

/** The calendar day of an instant, read in UTC. */
export const isoDayOf = (instant: Date): IsoDay => instant.toISOString().slice(0, 10);

export const addDays = (day: IsoDay, days: number): IsoDay => isoOfUtc(utcOf(day) + days * DAY_MS);

/** Later of two days; a missing day loses. */
export function laterDay(a: IsoDay | null, b: IsoDay | null): IsoDay | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

export const isWeekend = (day: IsoDay): boolean => {
  const weekday = new Date(utcOf(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** hub §9: submitted delivery dates are DD/MM/YYYY. */
export function formatSubmittedDate(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** Reads a DD/MM/YYYY date; null when it is not a real calendar day. */
export function parseSubmittedDate(value: string): IsoDay | null {
  const m = SUBMITTED_DAY.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isIsoDay(iso) ? iso : null;
}

/** What the delivery-date picker needs to know about a container and the destination. */
export type DeliveryCalendar = {
  today: IsoDay;
  /** ShipCargoAvailable / firstDayAvailable; null when unknown. */
  firstAvailable: IsoDay | null;
  /** ShipCargoStorage / inStorage; null when unknown. */
  inStorage: IsoDay | null;
  /** Public holidays of the destination's country and state (getPublicHolidays). */
  holidays: ReadonlySet<IsoDay>;
};

export type DisabledReason = 'PAST' | 'TODAY' | 'WEEKEND' | 'BEFORE_FIRST_AVAILABLE' | 'PUBLIC_HOLIDAY';

/**
 * hub §5 / connect §5 delivery-date picker: past days, today, weekends, days before the first
 * available day and public holidays are disabled. Answers why, or null when the day may be chosen.
 */
export function deliveryDateDisabledReason(day: IsoDay, calendar: DeliveryCalendar): DisabledReason | null {
  if (day < calendar.today) return 'PAST';
  if (day === calendar.today) return 'TODAY';
  if (isWeekend(day)) return 'WEEKEND';
  if (calendar.firstAvailable !== null && day < calendar.firstAvailable) return 'BEFORE_FIRST_AVAILABLE';
  if (calendar.holidays.has(day)) return 'PUBLIC_HOLIDAY';
  return null;
}

export const isDeliveryDateDisabled = (day: IsoDay, calendar: DeliveryCalendar): boolean =>
  deliveryDateDisabledReason(day, calendar) !== null;

/** hub §5: days after the in-storage date are highlighted (they incur storage). */
export const isDeliveryDateHighlighted = (day: IsoDay, inStorage: IsoDay | null): boolean =>
  inStorage !== null && day > inStorage;

/** The first day the picker lets the customer choose (earliest delivery asks for this day). */
export function firstSelectableDay(calendar: DeliveryCalendar, searchDays = 60): IsoDay | null {
  let day = laterDay(addDays(calendar.today, 1), calendar.firstAvailable) ?? addDays(calendar.today, 1);
  for (let i = 0; i < searchDays; i += 1) {
    if (!isDeliveryDateDisabled(day, calendar)) return day;
    day = addDays(day, 1);
  }
  return null;
}

/** hub §4: willIncurStorageDelivery — the delivery date is after the storage date. */
export const willIncurStorageDelivery = (deliveryDate: IsoDay | null, inStorage: IsoDay | null): boolean =>
  deliveryDate !== null && inStorage !== null && deliveryDate > inStorage;

/**
 * hub §4 willIncurStorageReturn. The spec names the flag but not its test; we read it as the empty
 * container coming back after its EmptyReturnBy date (the detention-free day), which is what the
 * 'Collection Date … detention costs' warning of hub §5 speaks of.
 */
export const willIncurStorageReturn = (returnDate: IsoDay | null, emptyReturnBy: IsoDay | null): boolean =>
  returnDate !== null && emptyReturnBy !== null && returnDate > emptyReturnBy;

/**
 * hub §5 / §9: the return-date minimum is the later of the storage date or the delivery date plus
 * one day. Null when there is no delivery date yet.
 */
export function returnDateMinimum(deliveryDate: IsoDay | null, inStorage: IsoDay | null): IsoDay | null {
  if (deliveryDate === null) return null;
  return laterDay(inStorage, addDays(deliveryDate, 1));
}

/** hub §4: the Oh No! screen (and the request's flag) when neither cargo-available nor storage date exists. */
export const datesUnconfirmed = (container: { firstAvailable: IsoDay | null; inStorage: IsoDay | null }) =>
  container.firstAvailable === null && container.inStorage === null;
