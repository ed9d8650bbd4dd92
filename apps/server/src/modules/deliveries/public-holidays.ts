/**
 * Public holidays of a destination (ARCHITECTURE "holidays": date-holidays, public type only,
 * English names; offline). The delivery-date picker disables them (hub §5).
 */
import Holidays from 'date-holidays';

export type DestinationRegion = { country: string; state: string | null };

/** hub §3: the destination's first two letters are the country; the state from ShipStateDest or the port. */
export function destinationRegion(destination: string, state: string | null): DestinationRegion {
  return { country: destination.slice(0, 2).toUpperCase(), state: state?.trim().toUpperCase() || null };
}

type Holiday = { iso: string; name: string };

/** A region's year never changes, and working it out is costly (astronomy for the moveable feasts). */
const cache = new Map<string, readonly Holiday[]>();
const CACHE_MAX = 2000;

/**
 * The public holidays of a year, one per day (a substitute day counts), as ISO days with their
 * names. A state date-holidays does not know falls back to the country's holidays.
 */
export function publicHolidays(region: DestinationRegion, year: number): Holiday[] {
  const key = `${region.country}|${region.state ?? ''}|${year}`;
  let holidays = cache.get(key);
  if (!holidays) {
    holidays = computeHolidays(region, year);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(key, holidays);
  }
  return holidays.map((h) => ({ ...h }));
}

function computeHolidays(region: DestinationRegion, year: number): Holiday[] {
  const options = { types: ['public' as const], languages: ['en'] };
  const countryOnly = new Holidays(region.country, options);
  const states = countryOnly.getStates(region.country) ?? {};
  const calendar =
    region.state && region.state in states
      ? new Holidays(region.country, region.state, options)
      : countryOnly;
  const byDay = new Map<string, string>();
  for (const holiday of calendar.getHolidays(year) || []) {
    if (holiday.type !== 'public') continue;
    const iso = holiday.date.slice(0, 10);
    if (!byDay.has(iso)) byDay.set(iso, holiday.name);
  }
  return [...byDay].map(([iso, name]) => ({ iso, name })).sort((a, b) => a.iso.localeCompare(b.iso));
}
