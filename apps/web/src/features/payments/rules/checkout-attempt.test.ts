import { money } from '@navia/domain/rules/invoices/money';
import type { PaymentBuilder } from '@navia/domain/rules/invoices/payment-builder';
import { describe, expect, it } from 'vitest';
import { attemptFor, attemptSignature, isDefiniteError, newAttemptKey } from './checkout-attempt.ts';

const builder = (amount: number): PaymentBuilder => ({
  lines: [
    {
      invoice: {
        id: '11111111-1111-4111-8111-111111111111',
        transactionNumber: 'INV-1',
        transactionCategory: 'FREIGHT',
        invoiceAmount: money(50_000, 'AUD'),
        amountPaid: money(0, 'AUD'),
        dueDate: '2026-12-01',
      },
      payNow: money(amount, 'AUD'),
    },
  ],
});

let n = 0;
const keys = () => `key-${++n}`;

describe('payment attempts', () => {
  it('keeps the key and token of an unsettled attempt with the same invoices, amounts and card', () => {
    const signature = attemptSignature(builder(10_000), '4242:12/2030', false);
    const first = attemptFor(null, signature, keys);
    const withToken = { ...first, token: 'tok_1' };
    expect(attemptFor(withToken, signature, keys)).toBe(withToken);
  });

  it('makes a new key after a definite answer', () => {
    const signature = attemptSignature(builder(10_000), 'saved', false);
    const first = attemptFor(null, signature, keys);
    const next = attemptFor({ ...first, settled: true }, signature, keys);
    expect(next.key).not.toBe(first.key);
    expect(next.token).toBeNull();
  });

  it('makes a new key when an amount, the card or saving it changes', () => {
    const first = attemptFor(null, attemptSignature(builder(10_000), 'saved', false), keys);
    for (const signature of [
      attemptSignature(builder(9_000), 'saved', false),
      attemptSignature(builder(10_000), '4242:12/2030', false),
      attemptSignature(builder(10_000), 'saved', true),
    ]) {
      expect(attemptFor(first, signature, keys).key).not.toBe(first.key);
    }
  });

  it('treats a network error or a 5xx as unknown, any other answer as definite', () => {
    expect(isDefiniteError({ status: 0, code: 'NETWORK' })).toBe(false);
    expect(isDefiniteError({ status: 502, code: 'INTERNAL' })).toBe(false);
    expect(isDefiniteError({ status: 409, code: 'INVOICE_NOT_PAYABLE' })).toBe(true);
    expect(isDefiniteError({ status: 400, code: 'VALIDATION' })).toBe(true);
  });

  it('makes v4 uuids', () => {
    expect(newAttemptKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
