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

describe('dayOf, with offsets kept per quarter hour (issue 19)', () => {
  /** The day as Intl writes it for the zone, the reference. */
  const intlDay = (instant: Date, zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);

  it.each([
    // Zones with daylight saving, whole-hour and half-hour offsets, around their 2026 changes.
    ['Australia/Sydney', '2026-04-04T14:00:00Z'],
    ['Australia/Sydney', '2026-10-03T14:00:00Z'],
    ['Europe/Budapest', '2026-03-29T00:00:00Z'],
    ['Europe/Budapest', '2026-10-25T00:00:00Z'],
    ['America/New_York', '2026-03-08T05:00:00Z'],
    ['Australia/Adelaide', '2026-04-04T15:30:00Z'],
    ['Asia/Kolkata', '2026-06-30T18:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
  ])('agrees with Intl in %s around %s, minute by minute over six hours', (zone, around) => {
    const start = new Date(around).getTime() - 3 * 3_600_000;
    for (let t = start; t <= start + 6 * 3_600_000; t += 60_000 + 7) {
      const instant = new Date(t);
      expect(dayOf(instant, zone)).toBe(intlDay(instant, zone));
    }
  });
});
