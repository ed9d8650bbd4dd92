/**
 * The Stripe adapter against recorded API answers (fixtures/stripe.ts) through the official SDK, and
 * webhook signatures made with the SDK's own test-header helper.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  CARD_DECLINED_ERROR,
  CUSTOMER,
  EVENT_CUSTOMER_CREATED,
  EVENT_PAYMENT_INTENT_SUCCEEDED,
  EVENT_REFUND_CREATED,
  NO_SUCH_PAYMENT_METHOD_ERROR,
  PAYMENT_INTENT_REQUIRES_ACTION,
  PAYMENT_INTENT_SAVED_CARD,
  PAYMENT_INTENT_SUCCEEDED,
  PAYMENT_METHOD_NOT_ATTACHED_ERROR,
  PAYMENT_METHOD_UNIONPAY,
  PAYMENT_METHOD_VISA,
  PAYMENT_METHOD_VISA_DETACHED,
  REFUND_SUCCEEDED,
} from './fixtures/stripe.ts';
import { StripeGateway } from './stripe-gateway.ts';

const WEBHOOK_SECRET = 'whsec_test_recorded';
type Route = { method: string; path: RegExp; status: number; body: unknown };
type Sent = { method: string; path: string; body: string; idempotencyKey: string | null };

/** A Stripe gateway whose SDK talks to a fetch that answers the recorded fixtures. */
function gatewayWith(routes: Route[]) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    sent.push({
      method,
      path: url.pathname,
      body: String(init?.body ?? ''),
      idempotencyKey: headers.get('idempotency-key'),
    });
    const route = routes.find((r) => r.method === method && r.path.test(url.pathname));
    if (!route)
      return new Response(JSON.stringify({ error: { type: 'api_error', message: 'no fixture' } }), {
        status: 500,
      });
    return new Response(JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_fixture' },
    });
  }) as typeof fetch;
  const gateway = StripeGateway.fromConfig(
    'sk_test_fixture',
    WEBHOOK_SECRET,
    Stripe.createFetchHttpClient(fetchFn),
  );
  return { gateway, sent };
}

const retrieveVisa: Route = {
  method: 'GET',
  path: /^\/v1\/payment_methods\/pm_1QvisaRecorded$/,
  status: 200,
  body: PAYMENT_METHOD_VISA,
};
const request = {
  amount: 12_168,
  currency: 'AUD',
  token: 'pm_1QvisaRecorded',
  idempotencyKey: '0b6f0d0e-2c3b-4c1e-9a5e-7f1d2a3b4c5d',
  paymentId: 'PAY0123456789AB',
};

describe('the Stripe gateway (issue 14)', () => {
  it('reads the card behind a PaymentMethod; an unknown one or a brand not taken is none', async () => {
    const { gateway } = gatewayWith([
      retrieveVisa,
      { method: 'GET', path: /pm_unknown$/, status: 404, body: NO_SUCH_PAYMENT_METHOD_ERROR },
      { method: 'GET', path: /pm_1QunionpayRecorded$/, status: 200, body: PAYMENT_METHOD_UNIONPAY },
    ]);
    expect(await gateway.cardOf('pm_1QvisaRecorded')).toEqual({
      brand: 'VISA',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(await gateway.cardOf('pm_unknown')).toBeNull();
    expect(await gateway.cardOf('pm_1QunionpayRecorded')).toBeNull();
  });

  it('charges with a confirmed PaymentIntent carrying the idempotency key and the PaymentId', async () => {
    const { gateway, sent } = gatewayWith([
      retrieveVisa,
      { method: 'POST', path: /^\/v1\/payment_intents$/, status: 200, body: PAYMENT_INTENT_SUCCEEDED },
    ]);
    const result = await gateway.charge(request);
    expect(result).toMatchObject({
      status: 'PROCESSING',
      reference: 'pi_3QsucceededRecorded',
      card: { brand: 'VISA' },
    });
    const create = sent.find((s) => s.method === 'POST');
    expect(create?.idempotencyKey).toBe(request.idempotencyKey);
    const params = new URLSearchParams(create?.body);
    expect(params.get('amount')).toBe('12168');
    expect(params.get('currency')).toBe('aud');
    expect(params.get('confirm')).toBe('true');
    expect(params.get('metadata[paymentId]')).toBe('PAY0123456789AB');
  });

  it('answers a declined card as FAILED with the decline reason', async () => {
    const { gateway } = gatewayWith([
      retrieveVisa,
      { method: 'POST', path: /^\/v1\/payment_intents$/, status: 402, body: CARD_DECLINED_ERROR },
    ]);
    expect(await gateway.charge(request)).toEqual({
      status: 'FAILED',
      reference: 'pi_3QdeclinedRecorded',
      failureCode: 'insufficient_funds',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('answers 3-D Secure as REQUIRES_ACTION, then reads the intent back once the browser completed it', async () => {
    const { gateway } = gatewayWith([
      retrieveVisa,
      { method: 'POST', path: /^\/v1\/payment_intents$/, status: 200, body: PAYMENT_INTENT_REQUIRES_ACTION },
      {
        method: 'GET',
        path: /^\/v1\/payment_intents\/pi_3QactionRecorded$/,
        status: 200,
        body: {
          ...PAYMENT_INTENT_REQUIRES_ACTION,
          status: 'processing',
          payment_method: PAYMENT_METHOD_VISA,
        },
      },
    ]);
    expect((await gateway.charge(request)).status).toBe('REQUIRES_ACTION');
    expect((await gateway.confirmAuthentication('pi_3QactionRecorded', true)).status).toBe('PROCESSING');
  });

  it("gives the browser the intent's client secret only while it requires action (Stripe.js completes 3-D Secure)", async () => {
    const intent = (status: string) => ({
      method: 'GET' as const,
      path: /^\/v1\/payment_intents\/pi_3QactionRecorded$/,
      status: 200,
      body: { ...PAYMENT_INTENT_REQUIRES_ACTION, status },
    });
    expect(await gatewayWith([intent('requires_action')]).gateway.actionSecretOf('pi_3QactionRecorded')).toBe(
      'pi_3QactionRecorded_secret_3QrecordedSecret',
    );
    expect(
      await gatewayWith([intent('processing')]).gateway.actionSecretOf('pi_3QactionRecorded'),
    ).toBeNull();
  });

  it('verifies webhooks with the SDK: settled, refunded and other events; a bad signature is refused', () => {
    const { gateway } = gatewayWith([]);
    const stripe = new Stripe('sk_test_fixture');
    const signed = (event: object, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify(event);
      return {
        raw: Buffer.from(payload),
        header: stripe.webhooks.generateTestHeaderString({ payload, secret }),
      };
    };
    const ok = signed(EVENT_PAYMENT_INTENT_SUCCEEDED);
    expect(gateway.verifyWebhook(ok.raw, ok.header)).toEqual({
      id: 'evt_3QsucceededRecorded',
      type: 'payment.succeeded',
      reference: 'pi_3QsucceededRecorded',
      amount: 12_168,
      currency: 'AUD',
    });
    const refund = signed(EVENT_REFUND_CREATED);
    expect(gateway.verifyWebhook(refund.raw, refund.header)).toMatchObject({
      type: 'payment.refunded',
      reference: 'pi_3QsucceededRecorded',
      amount: 5_000,
    });
    const other = signed(EVENT_CUSTOMER_CREATED);
    expect(gateway.verifyWebhook(other.raw, other.header)?.type).toBe('other');
    const forged = signed(EVENT_PAYMENT_INTENT_SUCCEEDED, 'whsec_someone_else');
    expect(gateway.verifyWebhook(forged.raw, forged.header)).toBeNull();
    expect(gateway.verifyWebhook(Buffer.from(`${ok.raw.toString()} `), ok.header)).toBeNull();
    expect(gateway.verifyWebhook(ok.raw, undefined)).toBeNull();
  });

  it('makes the Customer once per user (an idempotency key of the user), for saved cards', async () => {
    const { gateway, sent } = gatewayWith([
      { method: 'POST', path: /^\/v1\/customers$/, status: 200, body: CUSTOMER },
    ]);
    const owner = { userId: CUSTOMER.metadata.userId, email: CUSTOMER.email, name: CUSTOMER.name };
    expect(await gateway.createCustomer(owner)).toBe('cus_RecordedSaver');
    const [create] = sent;
    expect(create?.idempotencyKey).toBe(`customer-${owner.userId}`);
    const params = new URLSearchParams(create?.body);
    expect(params.get('email')).toBe(CUSTOMER.email);
    expect(params.get('metadata[userId]')).toBe(owner.userId);
  });

  it('keeps a card with the Customer and setup_future_usage, and charges the saved PaymentMethod again', async () => {
    const { gateway, sent } = gatewayWith([
      retrieveVisa,
      { method: 'POST', path: /^\/v1\/payment_intents$/, status: 200, body: PAYMENT_INTENT_SAVED_CARD },
    ]);
    const saving = await gateway.charge({ ...request, customer: 'cus_RecordedSaver', saveCard: true });
    expect(saving).toMatchObject({ status: 'PROCESSING', reference: 'pi_3QsavedRecorded' });
    const first = new URLSearchParams(sent.filter((s) => s.method === 'POST')[0]?.body);
    expect(first.get('customer')).toBe('cus_RecordedSaver');
    expect(first.get('setup_future_usage')).toBe('off_session');
    // The reference kept is the PaymentMethod itself (attached by Stripe), with its card's summary.
    expect(await gateway.saveCard('pm_1QvisaRecorded')).toEqual({
      reference: 'pm_1QvisaRecorded',
      card: { brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    await gateway.charge({
      ...request,
      idempotencyKey: 'c7a4b1e2-0d3f-4e5a-8b6c-9d0e1f2a3b4c',
      customer: 'cus_RecordedSaver',
    });
    const again = new URLSearchParams(sent.filter((s) => s.method === 'POST')[1]?.body);
    expect(again.get('customer')).toBe('cus_RecordedSaver');
    expect(again.get('payment_method')).toBe('pm_1QvisaRecorded');
    expect(again.get('setup_future_usage')).toBeNull();
  });

  it('forgets a saved card by detaching it; one already detached is fine', async () => {
    const { gateway, sent } = gatewayWith([
      {
        method: 'POST',
        path: /^\/v1\/payment_methods\/pm_1QvisaRecorded\/detach$/,
        status: 200,
        body: PAYMENT_METHOD_VISA_DETACHED,
      },
      {
        method: 'POST',
        path: /^\/v1\/payment_methods\/pm_gone\/detach$/,
        status: 400,
        body: PAYMENT_METHOD_NOT_ATTACHED_ERROR,
      },
    ]);
    await gateway.deleteSavedCard('pm_1QvisaRecorded');
    await gateway.deleteSavedCard('pm_gone');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /v1/payment_methods/pm_1QvisaRecorded/detach',
      'POST /v1/payment_methods/pm_gone/detach',
    ]);
  });

  it('refunds part of a PaymentIntent with the refund key as the idempotency key', async () => {
    const { gateway, sent } = gatewayWith([
      { method: 'POST', path: /^\/v1\/refunds$/, status: 200, body: REFUND_SUCCEEDED },
    ]);
    await gateway.refund({
      reference: 'pi_3QsucceededRecorded',
      amount: 5_000,
      idempotencyKey: 'req:refund-key',
      charged: { amount: 10_000, currency: 'AUD' },
    });
    const [create] = sent;
    expect(create?.idempotencyKey).toBe('req:refund-key');
    const params = new URLSearchParams(create?.body);
    expect(params.get('payment_intent')).toBe('pi_3QsucceededRecorded');
    expect(params.get('amount')).toBe('5000');
  });
});
