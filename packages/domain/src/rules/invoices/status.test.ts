import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import { deriveInvoiceStatus, type InvoiceStatus, isPayable, outstandingAmount, todayIn } from './status.ts';

const invoice = (amount: number, paid: number, dueDate = '2026-11-20') => ({
  invoiceAmount: money(amount, 'AUD'),
  amountPaid: money(paid, 'AUD'),
  dueDate,
});

describe('invoice status derivation (hub §4, issue 14)', () => {
  it.each<[string, number, number, string, InvoiceStatus]>([
    // label, amount, paid, today, status (due 2026-11-20)
    ['nothing paid, before due', 10_000, 0, '2026-11-19', 'OUTSTANDING'],
    ['nothing paid, on the due date', 10_000, 0, '2026-11-20', 'OUTSTANDING'],
    ['nothing paid, the day after due', 10_000, 0, '2026-11-21', 'PAYMENT OVERDUE'],
    ['part paid, before due', 10_000, 2_500, '2026-11-19', 'PARTIALLY PAID'],
    ['part paid, after due', 10_000, 2_500, '2026-12-01', 'PAYMENT OVERDUE'],
    ['fully paid, before due', 10_000, 10_000, '2026-11-19', 'FULLY PAID'],
    ['fully paid, after due', 10_000, 10_000, '2027-01-01', 'FULLY PAID'],
    ['overpaid', 10_000, 10_001, '2026-11-19', 'FULLY PAID'],
    ['a credit note', -5_000, 0, '2026-12-01', 'FULLY PAID'],
    ['a zero invoice', 0, 0, '2026-12-01', 'FULLY PAID'],
    ['refunded back to nothing paid', 10_000, 0, '2026-11-01', 'OUTSTANDING'],
  ])('%s', (_label, amount, paid, today, status) => {
    expect(deriveInvoiceStatus(invoice(amount, paid), today)).toBe(status);
  });

  it('outstanding never goes below zero', () => {
    expect(outstandingAmount(invoice(10_000, 12_000))).toEqual(money(0, 'AUD'));
    expect(outstandingAmount(invoice(10_000, 2_500))).toEqual(money(7_500, 'AUD'));
    expect(outstandingAmount(invoice(-5_000, 0))).toEqual(money(0, 'AUD'));
  });

  it('only an invoice with something owed is payable', () => {
    expect(isPayable(invoice(10_000, 9_999))).toBe(true);
    expect(isPayable(invoice(10_000, 10_000))).toBe(false);
    expect(isPayable(invoice(-1, 0))).toBe(false);
  });

  it("reads today in the caller's time zone", () => {
    const instant = new Date('2026-11-20T14:30:00Z');
    expect(todayIn('Australia/Sydney', instant)).toBe('2026-11-21'); // 01:30 next day
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-20');
    // So the same instant is overdue in Sydney and not yet in Los Angeles.
    expect(deriveInvoiceStatus(invoice(100, 0), todayIn('Australia/Sydney', instant))).toBe(
      'PAYMENT OVERDUE',
    );
    expect(deriveInvoiceStatus(invoice(100, 0), todayIn('America/Los_Angeles', instant))).toBe('OUTSTANDING');
  });
});
