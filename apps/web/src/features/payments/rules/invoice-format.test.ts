import { describe, expect, it } from 'vitest';
import { formatInvoiceDay } from './invoice-format.ts';

describe('formatInvoiceDay in the user language (issue 13)', () => {
  it.each([
    ['en-GB', '05 Sep 2026'],
    ['en-US', '05 Sep 2026'],
    ['ms-MY', '05 Sep 2026'],
    ['hu-HU', '05 Szept 2026'],
  ])('%s', (locale, text) => {
    expect(formatInvoiceDay(new Date(2026, 8, 5, 12).toISOString(), locale)).toBe(text);
  });

  it('shows a dash without a day', () => {
    expect(formatInvoiceDay(null, 'en-GB')).toBe('—');
  });
});
