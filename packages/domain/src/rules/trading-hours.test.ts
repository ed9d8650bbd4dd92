import { describe, expect, it } from 'vitest';
import { checkTradingHours, TRADING_ZONES, tradingHoursNotice, tradingZoneOf } from './trading-hours.ts';

/**
 * A fixed clock in every zone of hub §9. Each instant is written in UTC and checked against the
 * zone's wall clock, daylight saving included (Melbourne and Auckland are on summer time in
 * November, Chicago on standard time, Budapest on winter time; Kuala Lumpur has none).
 */
describe('checkTradingHours', () => {
  it.each([
    // AU Melbourne, AEDT (UTC+11) on Monday 23 Nov 2026
    ['AU', '2026-11-22T21:29:00Z', false, 'BEFORE_OPENING'], // 08:29 Mon
    ['AU', '2026-11-22T21:30:00Z', true, 'OPEN'], // 08:30 Mon
    ['AU', '2026-11-23T05:59:00Z', true, 'OPEN'], // 16:59 Mon
    ['AU', '2026-11-23T06:00:00Z', false, 'AFTER_CLOSING'], // 17:00 Mon
    ['AU', '2026-11-21T01:00:00Z', false, 'WEEKEND'], // 12:00 Sat
    // AU winter (AEST, UTC+10): Tuesday 14 Jul 2026
    ['AU', '2026-07-13T22:30:00Z', true, 'OPEN'], // 08:30 Tue
    ['AU', '2026-07-13T22:29:00Z', false, 'BEFORE_OPENING'],
    // NZ Auckland, NZDT (UTC+13): Wednesday 25 Nov 2026
    ['NZ', '2026-11-24T19:30:00Z', true, 'OPEN'], // 08:30 Wed
    ['NZ', '2026-11-24T19:29:00Z', false, 'BEFORE_OPENING'],
    ['NZ', '2026-11-25T04:00:00Z', false, 'AFTER_CLOSING'], // 17:00 Wed
    // US Chicago, CST (UTC-6): Monday 23 Nov 2026
    ['US', '2026-11-23T14:30:00Z', true, 'OPEN'], // 08:30 Mon
    ['US', '2026-11-23T14:29:00Z', false, 'BEFORE_OPENING'],
    ['US', '2026-11-23T22:59:00Z', true, 'OPEN'], // 16:59 Mon
    ['US', '2026-11-23T23:00:00Z', false, 'AFTER_CLOSING'],
    // US summer (CDT, UTC-5)
    ['US', '2026-07-14T13:30:00Z', true, 'OPEN'], // 08:30 Tue
    // MY Kuala Lumpur, MYT (UTC+8): Friday 27 Nov 2026
    ['MY', '2026-11-27T00:30:00Z', true, 'OPEN'], // 08:30 Fri
    ['MY', '2026-11-27T00:29:00Z', false, 'BEFORE_OPENING'],
    ['MY', '2026-11-27T09:00:00Z', false, 'AFTER_CLOSING'], // 17:00 Fri
    ['MY', '2026-11-28T02:00:00Z', false, 'WEEKEND'], // 10:00 Sat
    // HU Budapest, CET (UTC+1): Thursday 26 Nov 2026
    ['HU', '2026-11-26T07:30:00Z', true, 'OPEN'], // 08:30 Thu
    ['HU', '2026-11-26T07:29:00Z', false, 'BEFORE_OPENING'],
    ['HU', '2026-11-26T16:00:00Z', false, 'AFTER_CLOSING'], // 17:00 Thu
    ['HU', '2026-11-29T10:00:00Z', false, 'WEEKEND'], // 11:00 Sun
  ])('%s at %s is open: %s (%s)', (country, at, open, reason) => {
    const check = checkTradingHours(new Date(at), country);
    expect(check.open).toBe(open);
    expect(check.reason).toBe(reason);
    expect(check.zone).toBe(TRADING_ZONES[country as keyof typeof TRADING_ZONES]);
  });

  it('closes on a public holiday of the zone, by the local day', () => {
    // 10:00 on Tuesday 3 Nov 2026 in Melbourne (Melbourne Cup day), still Monday in UTC.
    const at = new Date('2026-11-02T23:00:00Z');
    expect(checkTradingHours(at, 'AU').open).toBe(true);
    expect(checkTradingHours(at, 'AU', ['2026-11-03'])).toMatchObject({
      open: false,
      reason: 'PUBLIC_HOLIDAY',
    });
    expect(checkTradingHours(at, 'AU', new Set(['2026-11-02'])).open).toBe(true);
  });

  it('takes Melbourne for a missing or unknown home country', () => {
    expect(tradingZoneOf(null).timeZone).toBe('Australia/Melbourne');
    expect(tradingZoneOf('XX').shortName).toBe('AEST');
    expect(checkTradingHours(new Date('2026-11-22T21:30:00Z'), undefined).open).toBe(true);
  });
});

describe('tradingHoursNotice', () => {
  it.each([
    ['AU', 'TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST'],
    ['NZ', 'TRADING HOURS: MON - FRI 8:30AM TO 5PM NZST'],
    ['US', 'TRADING HOURS: MON - FRI 8:30AM TO 5PM CDT'],
    ['MY', 'TRADING HOURS: MON - FRI 8:30AM TO 5PM MYT'],
    ['HU', 'TRADING HOURS: MON - FRI 8:30AM TO 5PM CET'],
  ])('names the %s zone as hub §9 writes it', (country, notice) => {
    expect(tradingHoursNotice(tradingZoneOf(country))).toBe(notice);
  });
});
