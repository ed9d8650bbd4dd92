/**
 * One payment attempt, one idempotency key (decision 021). The key is made when the user presses
 * PAY and kept while the attempt is unsettled: a retry after a network error, a 5xx or a second
 * press sends the same key (and the same card token), so the server answers the first payment
 * instead of charging twice. A definite answer (FAILED, a 4xx refusal) or a change of the invoices,
 * the amounts or the card starts a new attempt with a new key.
 */
import type { PaymentBuilder } from '@navia/domain/rules/invoices/payment-builder';

export type Attempt = {
  readonly key: string;
  /** What the attempt pays for and with (invoices, amounts, card): a change means a new attempt. */
  readonly signature: string;
  /** The card token the attempt sent, reused on a retry (Stripe refuses a reused key with new params). */
  readonly token: string | null;
  /** A definite answer came back: the next press starts a new attempt. */
  readonly settled: boolean;
};

/** A v4 uuid; getRandomValues where randomUUID is missing (a page served over plain http). */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The pay call's invoices: each picked invoice and what is paid on it now. */
export const payInvoicesOf = (builder: PaymentBuilder) =>
  builder.lines.map((l) => ({ invoiceId: l.invoice.id, amount: l.payNow.amount }));

/**
 * The attempt's signature: the invoices and amounts, and the card as `cardIdentity` (the typed
 * card's digits and expiry, 'saved', or Stripe's element version), plus whether it is saved. Held
 * in memory only.
 */
export function attemptSignature(builder: PaymentBuilder, cardIdentity: string, saveCard: boolean): string {
  return JSON.stringify([payInvoicesOf(builder), cardIdentity, saveCard]);
}

/** The attempt a press of PAY makes: the unsettled one of the same signature, else a new one. */
export function attemptFor(current: Attempt | null, signature: string, makeKey = newAttemptKey): Attempt {
  if (current && !current.settled && current.signature === signature) return current;
  return { key: makeKey(), signature, token: null, settled: false };
}

/** Whether an error is an answer (so nothing is in flight under the key) or may be retried with it. */
export function isDefiniteError(error: { status: number; code: string } | null): boolean {
  if (!error) return false;
  return error.code !== 'NETWORK' && error.status > 0 && error.status < 500;
}
