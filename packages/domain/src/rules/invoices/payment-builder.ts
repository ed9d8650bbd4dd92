/**
 * The payment builder (hub §2 invoice tables, hub §3 payment builder object): the invoices a user
 * has picked to pay, what is paid now on each, and the totals shown before paying. Pure: the web's
 * builder and the server's payment check both run these rules, so what the user saw is what is
 * charged.
 *
 * - Clicking an unpaid invoice adds it; clicking it again removes it.
 * - A fully paid invoice is not clickable, nor one whose TransactionCategory differs from the first
 *   picked (hub §2).
 * - Invoices in different currencies are never summed into one charge: the builder refuses mixing
 *   (decision 021) rather than grouping, so a payment is always one charge in one currency.
 * - The amount paid now on an invoice defaults to its outstanding amount and may be lowered to any
 *   amount above zero (a partial payment), never raised above what is outstanding.
 * - The merchant fee is a percentage of the total paid now, for the card type, rounded half-even once
 *   on the total (so per-invoice roundings never add up to a different fee).
 */
import { compareMoney, formatMoney, type Money, percentOf, plus, sum, zero } from './money.ts';
import { type InvoiceAmounts, outstandingAmount } from './status.ts';

export type BuilderInvoice = InvoiceAmounts & {
  readonly id: string;
  readonly transactionNumber: string;
  readonly transactionCategory: string;
};

export type BuilderLine = { readonly invoice: BuilderInvoice; readonly payNow: Money };
export type PaymentBuilder = { readonly lines: readonly BuilderLine[] };

export const emptyBuilder: PaymentBuilder = { lines: [] };

export const BUILDER_REFUSALS = {
  FULLY_PAID: 'This invoice is fully paid.',
  CATEGORY_MISMATCH:
    'Only invoices of the same transaction category can be paid together. Pay the selected ones first.',
  CURRENCY_MISMATCH: 'Invoices in different currencies cannot be paid together. Pay the selected ones first.',
} as const;
export type BuilderRefusal = keyof typeof BUILDER_REFUSALS;

export const AMOUNT_ERRORS = {
  NOT_POSITIVE: 'Enter an amount above zero.',
  ABOVE_OUTSTANDING: 'The amount cannot be more than the outstanding amount',
  WRONG_CURRENCY: 'The amount must be in the invoice currency.',
} as const;
export type AmountError = keyof typeof AMOUNT_ERRORS;

export const isSelected = (builder: PaymentBuilder, invoiceId: string): boolean =>
  builder.lines.some((l) => l.invoice.id === invoiceId);

/** Why an invoice cannot be added to the builder now, or null when it can (or is already in it). */
export function selectRefusal(builder: PaymentBuilder, invoice: BuilderInvoice): BuilderRefusal | null {
  if (isSelected(builder, invoice.id)) return null;
  if (outstandingAmount(invoice).amount <= 0) return 'FULLY_PAID';
  const first = builder.lines[0]?.invoice;
  if (!first) return null;
  if (first.transactionCategory !== invoice.transactionCategory) return 'CATEGORY_MISMATCH';
  if (first.invoiceAmount.currency !== invoice.invoiceAmount.currency) return 'CURRENCY_MISMATCH';
  return null;
}

/** A row click: removes a picked invoice, adds an allowed one, or says why it cannot be added. */
export function toggleInvoice(
  builder: PaymentBuilder,
  invoice: BuilderInvoice,
): { builder: PaymentBuilder; refusal: BuilderRefusal | null } {
  if (isSelected(builder, invoice.id)) {
    return { builder: { lines: builder.lines.filter((l) => l.invoice.id !== invoice.id) }, refusal: null };
  }
  const refusal = selectRefusal(builder, invoice);
  if (refusal) return { builder, refusal };
  return {
    builder: { lines: [...builder.lines, { invoice, payNow: outstandingAmount(invoice) }] },
    refusal: null,
  };
}

/** Why an amount to pay now on an invoice is not allowed, or null. */
export function payNowError(invoice: InvoiceAmounts, payNow: Money): AmountError | null {
  if (payNow.currency !== invoice.invoiceAmount.currency) return 'WRONG_CURRENCY';
  if (payNow.amount <= 0) return 'NOT_POSITIVE';
  if (compareMoney(payNow, outstandingAmount(invoice)) > 0) return 'ABOVE_OUTSTANDING';
  return null;
}

/** Sets what is paid now on a picked invoice; an amount that is not allowed leaves the builder as is. */
export function setPayNow(
  builder: PaymentBuilder,
  invoiceId: string,
  payNow: Money,
): { builder: PaymentBuilder; error: AmountError | null } {
  const line = builder.lines.find((l) => l.invoice.id === invoiceId);
  if (!line) return { builder, error: null };
  const error = payNowError(line.invoice, payNow);
  if (error) return { builder, error };
  return {
    builder: { lines: builder.lines.map((l) => (l.invoice.id === invoiceId ? { ...l, payNow } : l)) },
    error: null,
  };
}

/** The builder's currency: the first picked invoice's (every line shares it). */
export const builderCurrency = (builder: PaymentBuilder): string | null =>
  builder.lines[0]?.invoice.invoiceAmount.currency ?? null;

export type BuilderTotals = {
  readonly totalAmount: Money;
  readonly totalPaid: Money;
  readonly totalPaymentNow: Money;
  readonly merchantFee: Money;
  /** What the card is charged: totalPaymentNow plus merchantFee. */
  readonly totalCharge: Money;
};

/** The totals of hub §3's payment builder object, with the fee at `feeBasisPoints` of the card type. */
export function builderTotals(
  builder: PaymentBuilder,
  feeBasisPoints: number,
  currency?: string,
): BuilderTotals {
  const code = builderCurrency(builder) ?? currency ?? 'AUD';
  const totalPaymentNow = sum(
    builder.lines.map((l) => l.payNow),
    code,
  );
  const merchantFee = totalPaymentNow.amount > 0 ? percentOf(totalPaymentNow, feeBasisPoints) : zero(code);
  return {
    totalAmount: sum(
      builder.lines.map((l) => l.invoice.invoiceAmount),
      code,
    ),
    totalPaid: sum(
      builder.lines.map((l) => l.invoice.amountPaid),
      code,
    ),
    totalPaymentNow,
    merchantFee,
    totalCharge: plus(totalPaymentNow, merchantFee),
  };
}

/** The refusal's text with the builder's currency where it helps ('… This payment is in AUD.'). */
export function refusalText(builder: PaymentBuilder, refusal: BuilderRefusal): string {
  const currency = builderCurrency(builder);
  if (refusal === 'CURRENCY_MISMATCH' && currency) {
    return `${BUILDER_REFUSALS.CURRENCY_MISMATCH} This payment is in ${currency}.`;
  }
  return BUILDER_REFUSALS[refusal];
}

/** The builder's lines as the user reads them, for the confirmation summary and the receipt e-mail. */
export const describeLines = (builder: PaymentBuilder, locale = 'en-GB'): string[] =>
  builder.lines.map((l) => `${l.invoice.transactionNumber}: ${formatMoney(l.payNow, locale)}`);
