import { describe, expect, it } from 'vitest';
import { invoiceFilters, paymentFilters } from './filters.ts';

describe('invoice filter catalogue (hub §5)', () => {
  it('takes the filter types of hub §5 and normalises them to one AND list', () => {
    const set = invoiceFilters.setSchema.parse({
      0: { Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' },
      1: { OutstandingAmount: { from: '100', to: null }, TransactionNumber: ' ' },
      timestamp: 123,
    });
    expect(invoiceFilters.normalise(set).map((f) => [f.key, f.kind])).toEqual([
      ['Currency', 'options'],
      ['InvoiceStatus', 'options'],
      ['OutstandingAmount', 'range'],
    ]);
  });

  it.each([
    ['a currency that is not offered', { Currency: 'GBP' }, [0, 'Currency']],
    ['a status that is not one of hub §4', { InvoiceStatus: 'PAID' }, [0, 'InvoiceStatus']],
    ['a range with from above to', { InvoiceAmount: { from: 10, to: 5 } }, [0, 'InvoiceAmount', 'to']],
  ])('refuses %s, naming the field', (_label, group, path) => {
    const result = invoiceFilters.setSchema.safeParse([group]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path.join('.'));
  });

  it('refuses an unknown key, naming it', () => {
    const result = invoiceFilters.setSchema.safeParse([{ Colour: 'red' }]);
    expect(result.error?.issues[0]?.message).toContain('Colour');
  });

  it('the payment history has its own catalogue', () => {
    expect(paymentFilters.keys).toContain('PaymentDate');
    expect(paymentFilters.setSchema.safeParse([{ DueDate: { prev: 1, next: 1 } }]).success).toBe(false);
  });
});
