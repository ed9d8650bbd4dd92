import { describe, expect, it } from 'vitest';
import { trackingFilterCatalogue } from './filter-catalogue.ts';
import { appliedChips } from './filter-labels.ts';

describe('date range chips in the user language (issue 13)', () => {
  const range = [{ ATD: { durationType: 'DateRange', startDate: '2026-09-01', endDate: '2026-09-09' } }];
  it.each([
    ['en-GB', 'ATD: 01 Sep 2026 – 09 Sep 2026'],
    ['en-US', 'ATD: 01 Sep 2026 – 09 Sep 2026'],
    ['ms-MY', 'ATD: 01 Sep 2026 – 09 Sep 2026'],
    ['hu-HU', 'ATD: 01 Szept 2026 – 09 Szept 2026'],
  ])('%s', (locale, label) => {
    expect(appliedChips(range, trackingFilterCatalogue, locale).map((c) => c.label)).toEqual([label]);
  });
});
