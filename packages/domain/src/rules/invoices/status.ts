/**
 * Invoice statuses (hub §4: OUTSTANDING, PARTIALLY PAID, FULLY PAID, PAYMENT OVERDUE). The spec
 * leaves the transition rules open; they are derived here, never stored by hand, from the invoice's
 * amount, what has settled against it (payments and applied credit notes) and its due date, read in
 * the caller's time zone:
 *
 * | outstanding | paid so far | today vs due date | status          |
 * |-------------|-------------|-------------------|-----------------|
 * | ≤ 0         | any         | any               | FULLY PAID      |
 * | > 0         | any         | after due date    | PAYMENT OVERDUE |
 * | > 0         | > 0         | on or before      | PARTIALLY PAID  |
 * | > 0         | 0           | on or before      | OUTSTANDING     |
 *
 * So an invoice moves OUTSTANDING → PARTIALLY PAID → FULLY PAID as payments settle, becomes PAYMENT
 * OVERDUE the day after its due date while anything is owed, and a refund moves it back. A credit
 * note (a negative invoice amount) owes nothing: it is FULLY PAID from the start.
 */
import { compareMoney, type Money, minus, zero } from './money.ts';
import type { InvoiceStatus } from './options.ts';

export { INVOICE_STATUSES, type InvoiceStatus } from './options.ts';

export type InvoiceAmounts = {
  /** InvoiceAmount, GST included; negative for a credit note. */
  readonly invoiceAmount: Money;
  /** AmountPaid: settled payments and applied credits, less refunds. */
  readonly amountPaid: Money;
  /** DueDate as a calendar day, YYYY-MM-DD. */
  readonly dueDate: string;
};

/** OutstandingAmount: what is still owed, never below zero (an overpayment owes nothing). */
export function outstandingAmount(invoice: Pick<InvoiceAmounts, 'invoiceAmount' | 'amountPaid'>): Money {
  const owed = minus(invoice.invoiceAmount, invoice.amountPaid);
  return compareMoney(owed, zero(owed.currency)) > 0 ? owed : zero(owed.currency);
}

export function deriveInvoiceStatus(invoice: InvoiceAmounts, today: string): InvoiceStatus {
  const owed = outstandingAmount(invoice);
  if (owed.amount === 0) return 'FULLY PAID';
  if (today > invoice.dueDate) return 'PAYMENT OVERDUE';
  return invoice.amountPaid.amount > 0 ? 'PARTIALLY PAID' : 'OUTSTANDING';
}

/** Whether the invoice can take a payment now (the builder's clickable rows, hub §2). */
export const isPayable = (invoice: InvoiceAmounts): boolean => outstandingAmount(invoice).amount > 0;

/** Today's calendar day (YYYY-MM-DD) in an IANA time zone: the caller's zone decides overdue. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
