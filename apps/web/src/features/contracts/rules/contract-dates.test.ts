import { describe, expect, it } from 'vitest';
import { formatContractDate, formatContractDateTime } from './contract-dates.ts';

// Local times, so the expected texts hold in any time zone.
const changed = new Date(2026, 8, 5, 14, 5).toISOString();

describe('contract dates in the user language (issue 13)', () => {
  it.each([
    ['en-GB', '05 Sep 2026', '05 Sep 2026 14:05'],
    ['en-US', '05 Sep 2026', '05 Sep 2026 02:05 PM'],
    ['ms-MY', '05 Sep 2026', '05 Sep 2026 02:05 PTG'],
    ['hu-HU', '05 Szept 2026', '05 Szept 2026 14:05'],
  ])('%s', (locale, day, dateTime) => {
    expect(formatContractDate(changed, locale)).toBe(day);
    expect(formatContractDateTime(changed, locale).replace(/\s/g, ' ')).toBe(dateTime);
  });

  it('is blank without a date', () => {
    expect(formatContractDate(null, 'en-GB')).toBe('');
    expect(formatContractDate(undefined, 'hu-HU')).toBe('');
  });

  it('reads a bare day as that local day, as dayjs did', () => {
    expect(formatContractDate('2026-11-28', 'en-GB')).toBe('28 Nov 2026');
  });
});
