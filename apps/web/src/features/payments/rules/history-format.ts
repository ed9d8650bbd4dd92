/** How the payment history and reconciliation write dates, amounts and links (hub §9). */
import type { PAYMENT_STATUSES } from '@navia/domain/contracts/payments';
import { formatMoney, isKnownCurrency } from '@navia/domain/rules/invoices/money';
import { formatDate } from '../../../lib/locale.ts';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** DD MMM YYYY (hub §9) in the user's language; '—' when there is no date. */
export function formatDay(value: string | null, locale: string): string {
  return formatDate(value, locale) || '—';
}

/** An amount in minor units in its currency (en-GB 'A$1,234.50'), in the user's language; '—' when there is none. */
export function formatAmount(amount: number | null, currency: string, locale: string): string {
  if (amount === null) return '—';
  if (!isKnownCurrency(currency)) return `${amount} ${currency}`;
  return formatMoney({ amount, currency }, locale);
}

/** A difference with its sign always written ('+A$5.00', '−A$5.00', 'A$0.00'). */
export function formatSignedAmount(amount: number, currency: string, locale: string): string {
  const size = formatAmount(Math.abs(amount), currency, locale);
  if (amount > 0) return `+${size}`;
  if (amount < 0) return `−${size}`;
  return size;
}

/** The receipt of a payment (/payment/completed). */
export const receiptPath = (paymentId: string) =>
  `/payment/completed?paymentId=${encodeURIComponent(paymentId)}`;

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  PENDING: 'PENDING',
  REQUIRES_ACTION: 'REQUIRES ACTION',
  SUCCEEDED: 'SUCCEEDED',
  FAILED: 'FAILED',
  REFUNDED: 'REFUNDED',
  PARTIALLY_REFUNDED: 'PARTIALLY REFUNDED',
};

export const PAYMENT_STATUS_COLORS: Readonly<Record<PaymentStatus, string>> = {
  PENDING: 'gray',
  REQUIRES_ACTION: 'yellow',
  SUCCEEDED: 'green',
  FAILED: 'red',
  REFUNDED: 'grape',
  PARTIALLY_REFUNDED: 'grape',
};

/** Staff may refund what succeeded and is not wholly refunded yet. */
export const isRefundable = (status: PaymentStatus) =>
  status === 'SUCCEEDED' || status === 'PARTIALLY_REFUNDED';

export const REFUND_TEXTS = {
  reasonRequired: 'Say why (at least 3 characters).',
  amountInvalid: (currency: string) => `Enter an amount in ${currency}, e.g. 12.50, or leave it empty.`,
} as const;
