/**
 * The invoice table's rows as the payment builder (rules/invoices/payment-builder.ts) reads them, and
 * the amounts the builder's PAY NOW inputs hold. The rules themselves are the domain's.
 */
import type { InvoiceRow } from '@navia/domain/contracts/invoices';
import { parseAmount, toDecimalText } from '@navia/domain/rules/invoices/money';
import {
  AMOUNT_ERRORS,
  type AmountError,
  type BuilderInvoice,
  type PaymentBuilder,
  setPayNow,
} from '@navia/domain/rules/invoices/payment-builder';

export function toBuilderInvoice(row: InvoiceRow): BuilderInvoice {
  const currency = row.TransactionCurrency;
  return {
    id: row._id,
    transactionNumber: row.TransactionNumber,
    transactionCategory: row.TransactionCategory,
    invoiceAmount: { amount: row.InvoiceAmount, currency },
    amountPaid: { amount: row.AmountPaid, currency },
    dueDate: row.DueDate,
  };
}

/** What a PAY NOW input shows and, when it is not an allowed amount, why. */
export type PayNowDraft = { text: string; error: AmountError | null };

/**
 * A PAY NOW input changed: the typed text is kept whatever it is; an allowed amount goes into the
 * builder, any other leaves the builder's line as it was and says why.
 */
export function typePayNow(
  builder: PaymentBuilder,
  invoiceId: string,
  text: string,
): { builder: PaymentBuilder; draft: PayNowDraft } {
  const line = builder.lines.find((l) => l.invoice.id === invoiceId);
  if (!line) return { builder, draft: { text, error: null } };
  const amount = parseAmount(text, line.invoice.invoiceAmount.currency);
  if (!amount) return { builder, draft: { text, error: 'NOT_POSITIVE' } };
  const next = setPayNow(builder, invoiceId, amount);
  return { builder: next.builder, draft: { text, error: next.error } };
}

/** The PAY NOW text of a line no one has typed in: what the builder pays now on it. */
export const payNowText = (builder: PaymentBuilder, invoiceId: string): string => {
  const line = builder.lines.find((l) => l.invoice.id === invoiceId);
  return line ? toDecimalText(line.payNow) : '';
};

export const payNowErrorText = (error: AmountError | null) => (error ? AMOUNT_ERRORS[error] : null);
