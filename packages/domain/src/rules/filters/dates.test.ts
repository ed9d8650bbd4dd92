import { describe, expect, it } from 'vitest';
import { addDays, dayOf, daysBetween, dayWindow, isCalendarDay, startOfDay, zoneOfCountry } from './dates.ts';

describe('calendar days in the home-country zone', () => {
  it('maps each home country to its trading-hours zone (hub §9)', () => {
    expect(zoneOfCountry('AU')).toBe('Australia/Melbourne');
    expect(zoneOfCountry('HU')).toBe('Europe/Budapest');
    expect(zoneOfCountry('XX')).toBe('Australia/Melbourne');
  });

  it('knows which day it is in a zone', () => {
    const instant = new Date('2026-03-10T14:30:00Z');
    expect(dayOf(instant, 'Australia/Melbourne')).toBe('2026-03-11');
    expect(dayOf(instant, 'America/Chicago')).toBe('2026-03-10');
  });

  it('starts a day at local midnight, also across daylight-saving changes', () => {
    expect(startOfDay('2026-03-10', 'Australia/Melbourne').toISOString()).toBe('2026-03-09T13:00:00.000Z');
    // Melbourne leaves daylight saving on 5 April 2026: that day starts at UTC+11, the next at UTC+10.
    expect(startOfDay('2026-04-05', 'Australia/Melbourne').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(startOfDay('2026-04-06', 'Australia/Melbourne').toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
  });

  it('makes a window from the start of the first day to the start of the day after the last (hub §5)', () => {
    expect(dayWindow('2026-03-01', '2026-03-01', 'Asia/Kuala_Lumpur')).toEqual({
      from: new Date('2026-02-28T16:00:00.000Z'),
      before: new Date('2026-03-01T16:00:00.000Z'),
    });
  });

  it('adds and counts days and checks day texts', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(daysBetween('2026-03-10', '2026-03-02')).toBe(-8);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('29/02/2024')).toBe(false);
  });
});
