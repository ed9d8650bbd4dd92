import { describe, expect, it } from 'vitest';
import { signWebhook, TEST_CARDS, TestGateway } from './test-gateway.ts';

const NOW = new Date('2026-03-02T10:00:00Z');
const gateway = () => new TestGateway({ secret: 'whsec_test', now: () => NOW });
const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: number.startsWith('3') ? '1234' : '123',
});

function tokenOf(g: TestGateway, number: string) {
  const t = g.tokenize(card(number));
  if (!t.ok) throw new Error(t.message);
  return t.token;
}

describe('the test gateway (issue 14)', () => {
  it.each([
    ['a bad number', { ...card('4242424242424241') }, 'number'],
    ['an expired card', { ...card(TEST_CARDS.success), expYear: 2026, expMonth: 2 }, 'expYear'],
    ['a bad month', { ...card(TEST_CARDS.success), expMonth: 13 }, 'expMonth'],
    ['a short CVC', { ...card(TEST_CARDS.success), cvc: '12' }, 'cvc'],
    ['an Amex with a 3-digit CVC', { ...card(TEST_CARDS.successAmex), cvc: '123' }, 'cvc'],
  ])('refuses to tokenise %s, naming the field', (_label, input, field) => {
    const result = gateway().tokenize(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it('keeps only the summary of a card it tokenised', () => {
    const result = gateway().tokenize(card('4242 4242 4242 4242'));
    expect(result).toMatchObject({
      ok: true,
      card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
  });

  it.each([
    [TEST_CARDS.success, 'PROCESSING', 'payment.succeeded'],
    [TEST_CARDS.declined, 'FAILED', null],
    [TEST_CARDS.insufficientFunds, 'FAILED', null],
    [TEST_CARDS.threeDSecure, 'REQUIRES_ACTION', null],
  ])('charges %s: %s, then %s', async (number, status, event) => {
    const g = gateway();
    const result = await g.charge({
      amount: 1000,
      currency: 'AUD',
      token: tokenOf(g, number),
      idempotencyKey: 'k',
      paymentId: 'P',
    });
    expect(result.status).toBe(status);
    const sent = await g.flush();
    expect(sent.map((s) => g.verifyWebhook(s.rawBody, s.signature)?.type ?? null)).toEqual(
      event ? [event] : [],
    );
  });

  it('answers a repeated idempotency key with the first charge, and charges once', async () => {
    const g = gateway();
    const request = {
      amount: 1000,
      currency: 'AUD',
      token: tokenOf(g, TEST_CARDS.success),
      idempotencyKey: 'same',
      paymentId: 'P',
    };
    const [a, b] = await Promise.all([g.charge(request), g.charge(request)]);
    expect(a).toEqual(b);
    expect(await g.flush()).toHaveLength(1);
  });

  it('completes or fails a 3-D Secure challenge', async () => {
    const g = gateway();
    const base = { amount: 500, currency: 'NZD', paymentId: 'P' };
    const ok = await g.charge({ ...base, token: tokenOf(g, TEST_CARDS.threeDSecure), idempotencyKey: 'a' });
    expect((await g.confirmAuthentication(ok.reference as string, true)).status).toBe('PROCESSING');
    const no = await g.charge({ ...base, token: tokenOf(g, TEST_CARDS.threeDSecure), idempotencyKey: 'b' });
    expect((await g.confirmAuthentication(no.reference as string, false)).status).toBe('FAILED');
    const events = (await g.flush()).map((s) => g.verifyWebhook(s.rawBody, s.signature)?.type);
    expect(events).toEqual(['payment.succeeded', 'payment.failed']);
  });

  it('verifies webhook signatures: a wrong secret, a changed body or a stale time is refused', async () => {
    const g = gateway();
    await g.charge({
      amount: 1,
      currency: 'AUD',
      token: tokenOf(g, TEST_CARDS.success),
      idempotencyKey: 'k',
      paymentId: 'P',
    });
    const [sent] = await g.flush();
    if (!sent) throw new Error('no event');
    expect(g.verifyWebhook(sent.rawBody, sent.signature)).not.toBeNull();
    expect(g.verifyWebhook(Buffer.from(`${sent.rawBody.toString()} `), sent.signature)).toBeNull();
    expect(g.verifyWebhook(sent.rawBody, signWebhook('other', sent.rawBody, NOW))).toBeNull();
    const stale = signWebhook('whsec_test', sent.rawBody, new Date(NOW.getTime() - 301_000));
    expect(g.verifyWebhook(sent.rawBody, stale)).toBeNull();
    expect(g.verifyWebhook(sent.rawBody, undefined)).toBeNull();
  });

  it('refunds up to the charge', async () => {
    const g = gateway();
    const r = await g.charge({
      amount: 1000,
      currency: 'AUD',
      token: tokenOf(g, TEST_CARDS.success),
      idempotencyKey: 'k',
      paymentId: 'P',
    });
    await g.refund(r.reference as string, 400);
    await expect(g.refund(r.reference as string, 601)).rejects.toThrow();
  });
});
