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

  it('refunds up to the charge, once per refund key', async () => {
    const g = gateway();
    const r = await g.charge({
      amount: 1000,
      currency: 'AUD',
      token: tokenOf(g, TEST_CARDS.success),
      idempotencyKey: 'k',
      paymentId: 'P',
    });
    await g.flush();
    const refund = (amount: number, idempotencyKey: string) =>
      g.refund({
        reference: r.reference as string,
        amount,
        idempotencyKey,
        charged: { amount: 1000, currency: 'AUD' },
      });
    await refund(400, 'r1');
    await refund(400, 'r1');
    const events = (await g.flush()).map((s) => g.verifyWebhook(s.rawBody, s.signature));
    expect(events).toMatchObject([{ type: 'payment.refunded', amount: 400 }]);
    await expect(refund(601, 'r2')).rejects.toThrow();
    await refund(600, 'r3');
  });

  it("refunds a charge of its own made before a restart (or by the seed) against the portal's record, never another's", async () => {
    const restarted = gateway();
    const charged = { amount: 1000, currency: 'NZD' };
    const refund = (reference: string, amount: number, idempotencyKey: string) =>
      restarted.refund({ reference, amount, idempotencyKey, charged });
    await refund('test_pi_000000000000000000000001', 700, 'a');
    const events = (await restarted.flush()).map((s) => restarted.verifyWebhook(s.rawBody, s.signature));
    expect(events).toMatchObject([
      {
        type: 'payment.refunded',
        reference: 'test_pi_000000000000000000000001',
        amount: 700,
        currency: 'NZD',
      },
    ]);
    await expect(refund('test_pi_000000000000000000000001', 301, 'b')).rejects.toThrow(
      'refund above the charge',
    );
    await expect(refund('pi_3Qstripe', 100, 'c')).rejects.toThrow('unknown charge');
  });

  it('saves a card as a self-describing reference that another process (a restart) charges', async () => {
    const first = gateway();
    const token = tokenOf(first, TEST_CARDS.threeDSecure);
    const saved = await first.saveCard(token);
    expect(saved).toMatchObject({ card: { brand: 'VISA', last4: '3220', expMonth: 12, expYear: 2030 } });
    expect(saved?.reference).toMatch(/^pm_test_threeds_VISA_3220_122030_[0-9a-f]{16}$/);
    expect(saved?.reference).not.toContain(TEST_CARDS.threeDSecure);
    const restarted = gateway();
    const charge = { amount: 1000, currency: 'AUD', idempotencyKey: 'k2', paymentId: 'P2' };
    const result = await restarted.charge({ ...charge, token: saved?.reference as string });
    expect(result).toMatchObject({ status: 'REQUIRES_ACTION', card: { last4: '3220' } });
    // A reference is not a token: the card behind a pay request's token is never one.
    expect(await restarted.cardOf(saved?.reference as string)).toBeNull();
    const declined = await first.saveCard(tokenOf(first, TEST_CARDS.declined));
    expect(
      await restarted.charge({ ...charge, idempotencyKey: 'k3', token: declined?.reference as string }),
    ).toMatchObject({ status: 'FAILED', failureCode: 'card_declined' });
    expect(await first.saveCard('tok_test_unknown')).toBeNull();
  });
});
