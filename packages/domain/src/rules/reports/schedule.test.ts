import { describe, expect, it } from 'vitest';
import { REPORT_CATALOGUE, REPORT_CODES, reportFileName } from './catalogue.ts';
import { REPORT_COLUMNS, reportCsv } from './columns.ts';
import {
  daysAfter,
  describeSchedule,
  dueRunAt,
  lastSevenDays,
  nextRunAt,
  nextSevenDays,
  previousRunAt,
  type ReportSchedule,
  scheduleProblem,
  wallTimeInstant,
  weekdayOf,
} from './schedule.ts';

const daily = (time: string): ReportSchedule => ({ frequency: 'DAILY', weekday: null, time });
const weekly = (weekday: ReportSchedule['weekday'], time: string): ReportSchedule => ({
  frequency: 'WEEKLY',
  weekday,
  time,
});
const at = (iso: string) => new Date(iso);

describe('nextRunAt', () => {
  it.each([
    // DAILY, UTC: later today, or tomorrow once the time has passed (strictly after).
    ['daily before the time', daily('07:00'), '2026-11-28T06:59:00Z', 'UTC', '2026-11-28T07:00:00.000Z'],
    ['daily at the time', daily('07:00'), '2026-11-28T07:00:00Z', 'UTC', '2026-11-29T07:00:00.000Z'],
    ['daily across a month end', daily('07:00'), '2026-11-30T08:00:00Z', 'UTC', '2026-12-01T07:00:00.000Z'],
    ['daily across a year end', daily('23:59'), '2026-12-31T23:59:30Z', 'UTC', '2027-01-01T23:59:00.000Z'],
    ['daily across 28 February', daily('00:00'), '2027-02-28T12:00:00Z', 'UTC', '2027-03-01T00:00:00.000Z'],
    ['daily across 29 February', daily('00:00'), '2028-02-28T12:00:00Z', 'UTC', '2028-02-29T00:00:00.000Z'],
    // Sydney (UTC+11 in summer): 07:00 there is 20:00 UTC the day before.
    [
      'daily in Sydney',
      daily('07:00'),
      '2026-11-28T21:00:00Z',
      'Australia/Sydney',
      '2026-11-29T20:00:00.000Z',
    ],
    [
      'daily in Sydney, month end',
      daily('07:00'),
      '2026-11-30T19:00:00Z',
      'Australia/Sydney',
      '2026-11-30T20:00:00.000Z',
    ],
    // WEEKLY: 2026-11-28 is a Saturday.
    [
      'weekly later this week',
      weekly('MONDAY', '08:00'),
      '2026-11-28T10:00:00Z',
      'UTC',
      '2026-11-30T08:00:00.000Z',
    ],
    [
      'weekly the same day, before',
      weekly('SATURDAY', '12:00'),
      '2026-11-28T10:00:00Z',
      'UTC',
      '2026-11-28T12:00:00.000Z',
    ],
    [
      'weekly the same day, after',
      weekly('SATURDAY', '09:00'),
      '2026-11-28T10:00:00Z',
      'UTC',
      '2026-12-05T09:00:00.000Z',
    ],
    [
      'weekly across a month end',
      weekly('TUESDAY', '08:00'),
      '2026-11-30T10:00:00Z',
      'UTC',
      '2026-12-01T08:00:00.000Z',
    ],
    [
      'weekly Sunday across a year end',
      weekly('SUNDAY', '18:00'),
      '2026-12-28T00:00:00Z',
      'UTC',
      '2027-01-03T18:00:00.000Z',
    ],
    // Monday 08:00 in Auckland (UTC+13) is Sunday 19:00 UTC.
    [
      'weekly in Auckland',
      weekly('MONDAY', '08:00'),
      '2026-11-29T18:00:00Z',
      'Pacific/Auckland',
      '2026-11-29T19:00:00.000Z',
    ],
    // Los Angeles: Monday 08:00 PST is 16:00 UTC.
    [
      'weekly in Los Angeles',
      weekly('MONDAY', '08:00'),
      '2026-11-30T15:00:00Z',
      'America/Los_Angeles',
      '2026-11-30T16:00:00.000Z',
    ],
  ])('%s', (_name, schedule, after, zone, expected) => {
    expect(nextRunAt(schedule, at(after), zone).toISOString()).toBe(expected);
  });
});

describe('previousRunAt', () => {
  it.each([
    ['daily, earlier today', daily('07:00'), '2026-11-28T07:00:00Z', 'UTC', '2026-11-28T07:00:00.000Z'],
    ['daily, yesterday', daily('07:00'), '2026-12-01T06:59:00Z', 'UTC', '2026-11-30T07:00:00.000Z'],
    [
      'weekly, last week',
      weekly('MONDAY', '08:00'),
      '2026-12-01T00:00:00Z',
      'UTC',
      '2026-11-30T08:00:00.000Z',
    ],
    [
      'weekly, across a month end',
      weekly('FRIDAY', '17:00'),
      '2026-12-03T00:00:00Z',
      'UTC',
      '2026-11-27T17:00:00.000Z',
    ],
    [
      'daily in Sydney',
      daily('07:00'),
      '2026-11-30T19:59:00Z',
      'Australia/Sydney',
      '2026-11-29T20:00:00.000Z',
    ],
  ])('%s', (_name, schedule, now, zone, expected) => {
    expect(previousRunAt(schedule, at(now), zone).toISOString()).toBe(expected);
  });
});

describe('daylight saving', () => {
  it('runs a skipped time (Sydney, 4 Oct 2026 02:30) at 03:30 wall time', () => {
    const instant = wallTimeInstant('2026-10-04', 150, 'Australia/Sydney');
    // 03:30 AEDT (UTC+11) is 16:30 UTC the day before.
    expect(instant.toISOString()).toBe('2026-10-03T16:30:00.000Z');
  });
  it('runs a repeated time (Sydney, 5 Apr 2026 02:30) once, at its first occurrence (AEDT)', () => {
    expect(wallTimeInstant('2026-04-05', 150, 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    const next = nextRunAt(daily('02:30'), at('2026-04-04T15:30:00Z'), 'Australia/Sydney');
    expect(next.toISOString()).toBe('2026-04-05T16:30:00.000Z');
  });
  it('keeps the wall time across the change (07:00 before and after, New York)', () => {
    expect(nextRunAt(daily('07:00'), at('2026-03-07T13:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
    expect(nextRunAt(daily('07:00'), at('2026-03-06T13:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-07T12:00:00.000Z',
    );
  });
});

describe('dueRunAt', () => {
  const schedule = daily('07:00');
  it('answers the latest scheduled time when the subscription is older', () => {
    expect(
      dueRunAt(schedule, at('2026-11-28T09:00:00Z'), 'UTC', at('2026-11-01T00:00:00Z'))?.toISOString(),
    ).toBe('2026-11-28T07:00:00.000Z');
  });
  it('backfills nothing before the subscription (or the latest change)', () => {
    expect(dueRunAt(schedule, at('2026-11-28T09:00:00Z'), 'UTC', at('2026-11-28T08:00:00Z'))).toBeNull();
  });
});

describe('schedules and windows', () => {
  it.each([
    ['2026-11-28', 'SATURDAY'],
    ['2026-11-30', 'MONDAY'],
    ['2027-01-03', 'SUNDAY'],
    ['2028-02-29', 'TUESDAY'],
  ])('%s is a %s', (day, weekday) => {
    expect(weekdayOf(day)).toBe(weekday);
  });

  it.each([
    [daily('07:00'), null, 'DAILY AT 07:00'],
    [weekly('MONDAY', '08:30'), null, 'WEEKLY ON MONDAY AT 08:30'],
    [daily('7:00'), 'time: must be HH:MM, 00:00 to 23:59', 'DAILY AT 7:00'],
    [daily('24:00'), 'time: must be HH:MM, 00:00 to 23:59', 'DAILY AT 24:00'],
    [weekly(null, '08:00'), 'weekday: a weekly report needs a weekday', 'WEEKLY ON MONDAY AT 08:00'],
  ])('%j: problem %s, text %s', (schedule, problem, text) => {
    expect(scheduleProblem(schedule)).toBe(problem);
    expect(describeSchedule(schedule)).toBe(text);
  });

  it('covers next week from today, and the last 7 days up to today, in the zone', () => {
    // 2026-11-30 13:30 UTC is already 1 December in Sydney.
    expect(nextSevenDays(at('2026-11-30T13:30:00Z'), 'Australia/Sydney')).toEqual({
      today: '2026-12-01',
      firstDay: '2026-12-01',
      lastDay: '2026-12-07',
    });
    expect(lastSevenDays(at('2026-03-02T10:00:00Z'), 'UTC')).toEqual({
      today: '2026-03-02',
      firstDay: '2026-02-24',
      lastDay: '2026-03-02',
    });
    expect(daysAfter('2026-02-27', '2026-03-02')).toBe(3);
  });
});

describe('catalogue and columns', () => {
  it('defines every code once, each with columns and a valid schedule', () => {
    expect(REPORT_CATALOGUE.map((r) => r.code)).toEqual([...REPORT_CODES]);
    for (const r of REPORT_CATALOGUE) {
      expect(scheduleProblem(r.schedule), r.code).toBeNull();
      expect(REPORT_COLUMNS[r.code].length, r.code).toBeGreaterThan(3);
    }
  });

  it('writes CSV with a BOM, the headers, quoting and defused formulas', () => {
    const csv = reportCsv('DELIVERY_REQUESTS', [
      {
        RequestedOn: '2026-11-28',
        ShipNumber: 'S1',
        Location: 'Dock 1, "North"',
        RequestedBy: '=cmd',
        Containers: 2,
      },
    ]);
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe(
      'REQUESTED ON,SHIP. NO.,ORDER NO.,REQUEST,STATUS,DELIVERY LOCATION,TRANSPORT,CONTAINER MODE,CONTAINERS,REQUESTED BY',
    );
    expect(line).toBe('2026-11-28,S1,,,,"Dock 1, ""North""",,,2,\'=cmd');
  });

  it('names a file by report, group and day', () => {
    expect(reportFileName('OVERDUE_INVOICES', 'ACME', '2026-11-28', 'PDF')).toBe(
      'overdue-invoices-ACME-2026-11-28.pdf',
    );
  });
});
