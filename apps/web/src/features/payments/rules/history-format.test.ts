import { describe, expect, it } from 'vitest';
import { withSearchText } from './history-filters.ts';
import { formatAmount, formatDay, formatSignedAmount, receiptPath } from './history-format.ts';
import { isResolvable, resolveNoteProblem, toggleState } from './reconciliation-format.ts';

describe('payment history and reconciliation rules', () => {
  it('writes amounts per currency from minor units, signed differences and days', () => {
    expect(formatAmount(123_450, 'AUD', 'en-GB')).toBe('A$1,234.50');
    expect(formatAmount(5, 'EUR', 'en-GB')).toBe('€0.05');
    expect(formatAmount(null, 'AUD', 'en-GB')).toBe('—');
    expect(formatSignedAmount(-500, 'NZD', 'en-GB')).toBe('−NZ$5.00');
    expect(formatSignedAmount(9_900, 'USD', 'en-GB')).toBe('+US$99.00');
    expect(formatSignedAmount(0, 'AUD', 'en-GB')).toBe('A$0.00');
    expect(formatDay('2026-11-05T03:00:00.000Z', 'en-GB')).toBe('05 Nov 2026');
    expect(formatDay(null, 'en-GB')).toBe('—');
    expect(receiptPath('PAY0000000001')).toBe('/payment/completed?paymentId=PAY0000000001');
  });

  // Issue 13: amounts and days in the user's language; the portal's DD MMM YYYY order stays.
  const at = new Date(2026, 8, 5, 14, 5).toISOString();
  it.each([
    ['en-GB', 'A$1,234.50', '−NZ$5.00', '05 Sep 2026'],
    ['en-US', 'A$1,234.50', '−NZ$5.00', '05 Sep 2026'],
    ['ms-MY', 'A$1,234.50', '−NZ$5.00', '05 Sep 2026'],
    ['hu-HU', '1234,50 AUD', '−5,00 NZD', '05 Szept 2026'],
  ])('writes amounts and days in %s', (locale, amount, signed, day) => {
    const spaces = (text: string) => text.replace(/\s/g, ' ');
    expect(spaces(formatAmount(123_450, 'AUD', locale))).toBe(amount);
    expect(spaces(formatSignedAmount(-500, 'NZD', locale))).toBe(signed);
    expect(formatDay(at, locale)).toBe(day);
  });

  it('adds the search text as a PaymentId or TransactionNumber group', () => {
    expect(withSearchText([], '  ')).toEqual([]);
    expect(withSearchText([{ TransactionCurrency: 'AUD' }], 'pay00001')).toEqual([
      { TransactionCurrency: 'AUD' },
      { PaymentId: 'PAY00001' },
    ]);
    expect(withSearchText([], 'INV-77')).toEqual([{ TransactionNumber: 'INV-77' }]);
  });

  it('toggles states in their listed order and checks resolutions', () => {
    expect(toggleState(['UNMATCHED_PAYMENT'], 'MISMATCHED')).toEqual(['MISMATCHED', 'UNMATCHED_PAYMENT']);
    expect(toggleState(['MISMATCHED'], 'MISMATCHED')).toEqual([]);
    expect(isResolvable({ state: 'MATCHED', resolution: null })).toBe(false);
    expect(isResolvable({ state: 'MISMATCHED', resolution: { note: 'x' } })).toBe(false);
    expect(isResolvable({ state: 'UNMATCHED_SETTLEMENT', resolution: null })).toBe(true);
    expect(resolveNoteProblem(' ab ')).not.toBeNull();
    expect(resolveNoteProblem('abc')).toBeNull();
  });
});
