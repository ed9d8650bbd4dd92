import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import {
  type BuilderInvoice,
  builderTotals,
  emptyBuilder,
  type PaymentBuilder,
  refusalText,
  selectRefusal,
  setPayNow,
  toggleInvoice,
} from './payment-builder.ts';

const inv = (
  id: string,
  amount: number,
  paid = 0,
  over: Partial<Pick<BuilderInvoice, 'transactionCategory'>> & { currency?: string } = {},
): BuilderInvoice => ({
  id,
  transactionNumber: `INV-${id}`,
  transactionCategory: over.transactionCategory ?? 'FRT',
  invoiceAmount: money(amount, over.currency ?? 'AUD'),
  amountPaid: money(paid, over.currency ?? 'AUD'),
  dueDate: '2026-12-01',
});

const pick = (...invoices: BuilderInvoice[]): PaymentBuilder =>
  invoices.reduce((b, i) => toggleInvoice(b, i).builder, emptyBuilder);

describe('payment builder (hub §2, hub §3, issue 14)', () => {
  it.each([
    ['the first unpaid invoice', [], inv('a', 1000), null],
    ['a fully paid invoice', [], inv('a', 1000, 1000), 'FULLY_PAID'],
    ['a credit note', [], inv('a', -1000), 'FULLY_PAID'],
    ['one of the same category and currency', [inv('a', 1000)], inv('b', 500), null],
    [
      'another category',
      [inv('a', 1000)],
      inv('b', 500, 0, { transactionCategory: 'CUR' }),
      'CATEGORY_MISMATCH',
    ],
    ['another currency', [inv('a', 1000)], inv('b', 500, 0, { currency: 'USD' }), 'CURRENCY_MISMATCH'],
    ['one already picked', [inv('a', 1000)], inv('a', 1000), null],
  ] as const)('%s: %s', (_label, picked, candidate, refusal) => {
    expect(selectRefusal(pick(...picked), candidate)).toBe(refusal);
  });

  it('a click toggles: adds with the outstanding amount, removes on the second click', () => {
    const added = toggleInvoice(emptyBuilder, inv('a', 1000, 250));
    expect(added.refusal).toBeNull();
    expect(added.builder.lines[0]?.payNow).toEqual(money(750, 'AUD'));
    expect(toggleInvoice(added.builder, inv('a', 1000, 250)).builder.lines).toEqual([]);
  });

  it('a refused click leaves the builder as it was and says why', () => {
    const b = pick(inv('a', 1000));
    const r = toggleInvoice(b, inv('b', 1000, 0, { currency: 'NZD' }));
    expect(r.builder).toBe(b);
    expect(refusalText(b, r.refusal ?? 'FULLY_PAID')).toBe(
      'Invoices in different currencies cannot be paid together. Pay the selected ones first. This payment is in AUD.',
    );
  });

  it.each([
    ['a partial amount', 400, null],
    ['the whole outstanding amount', 750, null],
    ['above the outstanding amount', 751, 'ABOVE_OUTSTANDING'],
    ['zero', 0, 'NOT_POSITIVE'],
    ['a negative amount', -1, 'NOT_POSITIVE'],
  ] as const)('paying %s now', (_label, amount, error) => {
    const b = pick(inv('a', 1000, 250));
    const r = setPayNow(b, 'a', money(amount, 'AUD'));
    expect(r.error).toBe(error);
    expect(r.builder.lines[0]?.payNow).toEqual(money(error ? 750 : amount, 'AUD'));
  });

  it('refuses an amount in another currency', () => {
    expect(setPayNow(pick(inv('a', 1000)), 'a', money(10, 'USD')).error).toBe('WRONG_CURRENCY');
  });

  it('totals the builder object and the fee once, half-even, on the total', () => {
    // 333.35 paid now on each of three invoices. At 2 %, a fee per invoice (6.667 → 6.67) would add up
    // to 20.01; on the total, 1,000.05 × 2 % = 20.001 → 20.00. At 1.5 %: 15.00075 → 15.00.
    const b = pick(inv('a', 33_335), inv('b', 33_335, 0), inv('c', 50_000, 16_665));
    const t = builderTotals(b, 150);
    expect(t.totalAmount).toEqual(money(116_670, 'AUD'));
    expect(t.totalPaid).toEqual(money(16_665, 'AUD'));
    expect(t.totalPaymentNow).toEqual(money(100_005, 'AUD'));
    expect(t.merchantFee).toEqual(money(1_500, 'AUD'));
    expect(t.totalCharge).toEqual(money(101_505, 'AUD'));
    expect(builderTotals(b, 200).merchantFee).toEqual(money(2_000, 'AUD'));
  });

  it('an empty builder totals zero with no fee', () => {
    const t = builderTotals(emptyBuilder, 150, 'NZD');
    expect(t.totalPaymentNow).toEqual(money(0, 'NZD'));
    expect(t.merchantFee).toEqual(money(0, 'NZD'));
  });
});
