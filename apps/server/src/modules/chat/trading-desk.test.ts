import { describe, expect, it } from 'vitest';
import { tradingDeskAt } from './trading-desk.ts';

/** Wednesday 4 March 2026, 10:00 in Melbourne. */
const WEDNESDAY_10AM = new Date('2026-03-03T23:00:00Z');
/** Monday 9 March 2026, 10:00 in Melbourne: Labour Day, a public holiday in Victoria. */
const LABOUR_DAY_10AM = new Date('2026-03-08T23:00:00Z');
/** Saturday 7 March 2026, 12:00 in Melbourne. */
const SATURDAY_NOON = new Date('2026-03-07T01:00:00Z');

describe('the trading desk', () => {
  it('is open on a working day within the hours of the user’s zone', () => {
    expect(tradingDeskAt(WEDNESDAY_10AM, 'AU', 'trading')).toMatchObject({ open: true, reason: 'OPEN' });
  });

  it('is closed at the weekend and on a public holiday of the zone, whose days it lists', () => {
    expect(tradingDeskAt(SATURDAY_NOON, 'AU', 'trading')).toMatchObject({ open: false, reason: 'WEEKEND' });
    const holiday = tradingDeskAt(LABOUR_DAY_10AM, 'AU', 'trading');
    expect(holiday).toMatchObject({ open: false, reason: 'PUBLIC_HOLIDAY' });
    expect(holiday.publicHolidays).toEqual(expect.arrayContaining(['2026-03-09', '2027-12-25']));
  });

  it('is always open when the desk is staffed around the clock', () => {
    expect(tradingDeskAt(SATURDAY_NOON, 'AU', 'always')).toMatchObject({ open: true, publicHolidays: [] });
  });
});
