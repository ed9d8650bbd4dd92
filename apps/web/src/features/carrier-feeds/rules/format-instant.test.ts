import { describe, expect, it } from 'vitest';
import { formatInstant } from './format-instant.ts';

describe('formatInstant in the user language (issue 13)', () => {
  it.each([
    ['en-GB', '05 Sep 2026 09:05'],
    ['en-US', '05 Sep 2026 09:05 AM'],
    ['ms-MY', '05 Sep 2026 09:05 PG'],
    ['hu-HU', '05 Szept 2026 09:05'],
  ])('%s', (locale, text) => {
    expect(formatInstant(new Date(2026, 8, 5, 9, 5).toISOString(), locale).replace(/\s/g, ' ')).toBe(text);
  });
});
