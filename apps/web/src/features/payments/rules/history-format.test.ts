import { describe, expect, it } from 'vitest';
import { withSearchText } from './history-filters.ts';
import { formatAmount, formatDay, formatSignedAmount, receiptPath } from './history-format.ts';
import { isResolvable, resolveNoteProblem, toggleState } from './reconciliation-format.ts';

describe('payment history and reconciliation rules', () => {
  it('writes amounts per currency from minor units, signed differences and days', () => {
    expect(formatAmount(123_450, 'AUD')).toBe('A$1,234.50');
    expect(formatAmount(5, 'EUR')).toBe('€0.05');
    expect(formatAmount(null, 'AUD')).toBe('—');
    expect(formatSignedAmount(-500, 'NZD')).toBe('−NZ$5.00');
    expect(formatSignedAmount(9_900, 'USD')).toBe('+US$99.00');
    expect(formatSignedAmount(0, 'AUD')).toBe('A$0.00');
    expect(formatDay('2026-11-05T03:00:00.000Z')).toBe('05 Nov 2026');
    expect(formatDay(null)).toBe('—');
    expect(receiptPath('PAY0000000001')).toBe('/payment/completed?paymentId=PAY0000000001');
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
