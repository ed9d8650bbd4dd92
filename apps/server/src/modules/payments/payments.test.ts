/**
 * Card payments through the test gateway (issue 14): tokens, fees, one charge per idempotency key
 * (double submits, two tabs), declines, 3-D Secure, webhooks verified and applied once with the
 * invoices updated in the same transaction, the audit log, and isolation between groups.
 */
import { randomUUID } from 'node:crypto';
import type { Receipt } from '@navia/domain/contracts/payments';
import { DEFAULT_MERCHANT_FEES } from '@navia/domain/rules/invoices/merchant-fee';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { invoices, orgGroupMerchantFees } from '../../db/schema/index.ts';
import { WEBHOOK_SIGNATURE_HEADER } from '../../integrations/payments/gateway.ts';
import { signWebhook, TEST_CARDS, type TestGateway } from '../../integrations/payments/test-gateway.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoice } from '../invoices/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';

const NOW = new Date('2026-03-02T10:00:00Z');
let t: TestApp;
let me: Agent;
let stranger: Agent;
let groupId: string;
const db = () => t.database.db;
const gateway = () => t.ctx.payments.testGateway as TestGateway;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const mine = await createOrgGroup(db());
  const theirs = await createOrgGroup(db());
  groupId = mine.id;
  me = await loggedIn(t, { role: 'OP', orgGroupId: mine.id });
  stranger = await loggedIn(t, { role: 'OP', orgGroupId: theirs.id });
});

async function token(number: string = TEST_CARDS.success, agent = me) {
  const res = await agent.post('/api/payments/testGateway/tokens', {
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}
const invoice = (
  amount = 10_000,
  extra: Parameters<typeof createInvoice>[1] extends infer T ? Partial<T> : never = {},
) => createInvoice(db(), { orgGroupId: groupId, amount, ...extra });
const pay = (body: Record<string, unknown>, agent = me) => agent.post('/api/payments/pay', body);
const receiptOf = (res: { json: () => unknown }) => (res.json() as { payment: Receipt }).payment;
const amountPaid = async (id: string) =>
  (await db().select({ paid: invoices.amountPaid }).from(invoices).where(eq(invoices.id, id)))[0]?.paid;

/** Delivers the gateway's held webhooks to the app, as the processor would; answers the status codes. */
async function deliverWebhooks() {
  const sent = await gateway().flush();
  const codes: number[] = [];
  for (const s of sent) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: s.signature },
      payload: s.rawBody,
    });
    codes.push(res.statusCode);
  }
  return { sent, codes };
}

describe('the test gateway calls', () => {
  it('says it is a test gateway, with its cards', async () => {
    const res = await me.get('/api/payments/gateway');
    expect(res.json()).toMatchObject({ gateway: 'TEST', isTest: true, publishableKey: null });
    expect((res.json() as { testCards: unknown[] }).testCards.length).toBeGreaterThan(3);
  });

  it('tokenises a card without answering its number, and names the field of a bad one', async () => {
    const ok = await me.post('/api/payments/testGateway/tokens', {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).not.toContain('4242424242424242');
    const bad = await me.post('/api/payments/testGateway/tokens', {
      number: '4242 4242 4242 4241',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ field: 'number' }] });
  });

  it("answers the group's fee per card type: its own rate, else the default", async () => {
    await db()
      .insert(orgGroupMerchantFees)
      .values({ orgGroupId: groupId, cardType: 'AMEX', basisPoints: 199 });
    const res = await me.get('/api/payments/merchantFees');
    expect(res.json()).toEqual({
      fees: [
        { cardType: 'VISA', basisPoints: DEFAULT_MERCHANT_FEES.VISA, isCustom: false },
        { cardType: 'MASTERCARD', basisPoints: DEFAULT_MERCHANT_FEES.MASTERCARD, isCustom: false },
        { cardType: 'AMEX', basisPoints: 199, isCustom: true },
      ],
    });
  });
});

describe('POST /api/payments/pay', () => {
  it('charges the total with the fee, settles by webhook and updates the invoices in one step', async () => {
    const a = await invoice(10_000);
    const b = await invoice(5_005);
    const res = await pay({
      idempotencyKey: randomUUID(),
      token: await token(),
      invoices: [
        { invoiceId: a, amount: 10_000 },
        { invoiceId: b, amount: 2_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pending = receiptOf(res);
    // 1.40 % of 120.00 = 1.68
    expect(pending).toMatchObject({
      status: 'PENDING',
      PaidAmount: 12_000,
      merchantFee: 168,
      totalCharge: 12_168,
      card: { brand: 'VISA', last4: '4242' },
    });
    expect(await amountPaid(a)).toBe(0);
    const { codes } = await deliverWebhooks();
    expect(codes).toEqual([200]);
    const settled = receiptOf(await me.get(`/api/payments/${pending.PaymentId}`));
    expect(settled.status).toBe('SUCCEEDED');
    expect(settled.invoices.map((i) => [i.PaidAmount, i.InvoiceStatus, i.OutstandingAmount])).toEqual(
      expect.arrayContaining([
        [10_000, 'FULLY PAID', 0],
        [2_000, 'PARTIALLY PAID', 3_005],
      ]),
    );
    const events = await t.database.query<{ event_type: string }>(
      'select event_type from audit_events where target = $1 order by occurred_at, event_type',
      [pending.PaymentId],
    );
    expect(events.map((e) => e.event_type).sort()).toEqual(['PAYMENT_ATTEMPTED', 'PAYMENT_SUCCEEDED']);
  });

  it('charges once for a double submit, a retry or two tabs with one key', async () => {
    const a = await invoice(7_000);
    const body = {
      idempotencyKey: randomUUID(),
      token: await token(),
      invoices: [{ invoiceId: a, amount: 7_000 }],
    };
    const answers = await Promise.all([pay(body), pay(body), pay(body)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => receiptOf(r).PaymentId)).size).toBe(1);
    const retry = await pay(body);
    expect(receiptOf(retry).PaymentId).toBe(receiptOf(answers[0] as never).PaymentId);
    const { sent } = await deliverWebhooks();
    expect(sent).toHaveLength(1);
    expect(await amountPaid(a)).toBe(7_000);
  });

  it('sends an attempt that never reached the gateway again on a later retry, still charging once', async () => {
    const a = await invoice(6_000);
    const body = {
      idempotencyKey: randomUUID(),
      token: await token(),
      invoices: [{ invoiceId: a, amount: 6_000 }],
    };
    const first = receiptOf(await pay(body));
    // As if the process had stopped between writing the payment and calling the gateway, 2 minutes ago.
    await t.database.query(
      "update payments set gateway_reference = null, created_at = $2::timestamptz - interval '2 minutes' where payment_id = $1",
      [first.PaymentId, NOW.toISOString()],
    );
    const retry = receiptOf(await pay(body));
    expect(retry).toMatchObject({ PaymentId: first.PaymentId, status: 'PENDING' });
    const { sent } = await deliverWebhooks();
    expect(sent).toHaveLength(1);
    expect(await amountPaid(a)).toBe(6_000);
  });

  it('refuses the same key for other invoices or amounts', async () => {
    const a = await invoice(3_000);
    const key = randomUUID();
    expect(
      (await pay({ idempotencyKey: key, token: await token(), invoices: [{ invoiceId: a, amount: 1_000 }] }))
        .statusCode,
    ).toBe(200);
    const other = await pay({
      idempotencyKey: key,
      token: await token(),
      invoices: [{ invoiceId: a, amount: 2_000 }],
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'PAYMENT_KEY_REUSED' });
    await deliverWebhooks();
  });

  it('lets only one of two different attempts pay what an invoice owes', async () => {
    const a = await invoice(4_000);
    const attempt = async () =>
      pay({
        idempotencyKey: randomUUID(),
        token: await token(),
        invoices: [{ invoiceId: a, amount: 4_000 }],
      });
    const [x, y] = await Promise.all([attempt(), attempt()]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect([x, y].find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    await deliverWebhooks();
    expect(await amountPaid(a)).toBe(4_000);
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])(
    'answers a decline (%s) with the reason, leaves the invoice payable, and audits it',
    async (card, message) => {
      const a = await invoice(2_000);
      const res = await pay({
        idempotencyKey: randomUUID(),
        token: await token(card),
        invoices: [{ invoiceId: a, amount: 2_000 }],
      });
      expect(res.statusCode).toBe(200);
      expect(receiptOf(res)).toMatchObject({ status: 'FAILED', failureMessage: message });
      expect(await amountPaid(a)).toBe(0);
      const again = await pay({
        idempotencyKey: randomUUID(),
        token: await token(),
        invoices: [{ invoiceId: a, amount: 2_000 }],
      });
      expect(receiptOf(again).status).toBe('PENDING');
      await deliverWebhooks();
      const failed = await t.database.query(
        'select 1 from audit_events where target = $1 and event_type = $2',
        [receiptOf(res).PaymentId, 'PAYMENT_FAILED'],
      );
      expect(failed).toHaveLength(1);
    },
  );

  it('asks for 3-D Secure, then settles once authenticated', async () => {
    const a = await invoice(1_500);
    const res = await pay({
      idempotencyKey: randomUUID(),
      token: await token(TEST_CARDS.threeDSecure),
      invoices: [{ invoiceId: a, amount: 1_500 }],
    });
    const first = receiptOf(res);
    expect(first.status).toBe('REQUIRES_ACTION');
    const done = await me.post(`/api/payments/${first.PaymentId}/authenticate`, { approved: true });
    expect(receiptOf(done).status).toBe('PENDING');
    await deliverWebhooks();
    expect(receiptOf(await me.get(`/api/payments/${first.PaymentId}`)).status).toBe('SUCCEEDED');
  });

  it("gives the payer, and only in pay's answer, the client secret a browser-run challenge needs (Stripe)", async () => {
    const a = await invoice(1_500);
    const asked: string[] = [];
    const spy = vi.spyOn(gateway(), 'actionSecretOf').mockImplementation(async (reference) => {
      asked.push(reference);
      return `${reference}_secret_fixture`;
    });
    try {
      const body = {
        idempotencyKey: randomUUID(),
        token: await token(TEST_CARDS.threeDSecure),
        invoices: [{ invoiceId: a, amount: 1_500 }],
      };
      const first = receiptOf(await pay(body));
      expect(first.status).toBe('REQUIRES_ACTION');
      expect(first.clientSecret).toBe(`${asked[0]}_secret_fixture`);
      // A repeat of the attempt (a lost answer) gets it again; the receipt others read never has it.
      expect(receiptOf(await pay(body)).clientSecret).toBe(first.clientSecret);
      expect(receiptOf(await me.get(`/api/payments/${first.PaymentId}`)).clientSecret).toBeUndefined();
      // A charge that needs no action is answered without one.
      const plain = receiptOf(
        await pay({
          idempotencyKey: randomUUID(),
          token: await token(),
          invoices: [{ invoiceId: await invoice(900), amount: 900 }],
        }),
      );
      expect(plain.clientSecret).toBeUndefined();
      expect(asked).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    [
      'an amount above the outstanding one',
      async () => [{ invoiceId: await invoice(1_000), amount: 1_001 }],
      'invoices.0.amount',
    ],
    [
      'invoices in two currencies',
      async () => [
        { invoiceId: await invoice(1_000), amount: 1_000 },
        { invoiceId: await invoice(1_000, { currency: 'USD' }), amount: 1_000 },
      ],
      'invoices.1.invoiceId',
    ],
    [
      'invoices of two categories',
      async () => [
        { invoiceId: await invoice(1_000), amount: 1_000 },
        { invoiceId: await invoice(1_000, { category: 'DUT' }), amount: 1_000 },
      ],
      'invoices.1.invoiceId',
    ],
  ])('refuses %s with a 400 naming the field', async (_label, lines, field) => {
    const res = await pay({ idempotencyKey: randomUUID(), token: await token(), invoices: await lines() });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });

  it("never pays or shows another group's invoice or payment", async () => {
    const a = await invoice(1_000);
    const res = await pay(
      {
        idempotencyKey: randomUUID(),
        token: await token(TEST_CARDS.success, stranger),
        invoices: [{ invoiceId: a, amount: 1_000 }],
      },
      stranger,
    );
    expect(res.statusCode).toBe(404);
    const mine = await pay({
      idempotencyKey: randomUUID(),
      token: await token(),
      invoices: [{ invoiceId: a, amount: 1_000 }],
    });
    expect((await stranger.get(`/api/payments/${receiptOf(mine).PaymentId}`)).statusCode).toBe(404);
    await deliverWebhooks();
  });
});

describe('POST /api/payments/webhooks/test', () => {
  it('applies an event once however often it is replayed', async () => {
    const a = await invoice(8_000);
    await pay({
      idempotencyKey: randomUUID(),
      token: await token(),
      invoices: [{ invoiceId: a, amount: 8_000 }],
    });
    const [event] = await gateway().flush();
    if (!event) throw new Error('no event');
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/test',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: event.signature },
        payload: event.rawBody,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await amountPaid(a)).toBe(8_000);
  });

  it('refuses a wrong or missing signature with 401 and audits it', async () => {
    const body = Buffer.from(
      JSON.stringify({
        id: 'evt_forged',
        type: 'payment.succeeded',
        reference: 'x',
        amount: 1,
        currency: 'AUD',
      }),
    );
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook('not-the-secret', body, NOW),
      },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(missing.statusCode).toBe(401);
    const refused = await t.database.query(
      "select 1 from audit_events where event_type = 'PAYMENT_WEBHOOK_REFUSED'",
    );
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /api/payments/paymentsWithFilters', () => {
  it("lists a row per invoice paid, newest first, each with its exact share of the fee; never another group's", async () => {
    const a = await invoice(10_000, { transactionNumber: `HIST-A-${randomUUID().slice(0, 6)}` });
    const b = await invoice(10_000, { transactionNumber: `HIST-B-${randomUUID().slice(0, 6)}` });
    const c = await invoice(10_000, { transactionNumber: `HIST-C-${randomUUID().slice(0, 6)}` });
    // 1.40 % of 100.01 = 1.40014 → 1.40, split 1:1:… over 33.34 + 33.34 + 33.33 without losing a cent.
    const res = await pay({
      idempotencyKey: randomUUID(),
      token: await token(),
      invoices: [
        { invoiceId: a, amount: 3_334 },
        { invoiceId: b, amount: 3_334 },
        { invoiceId: c, amount: 3_333 },
      ],
    });
    const paid = receiptOf(res);
    await deliverWebhooks();
    const history = await me.post('/api/payments/paymentsWithFilters', {
      batchNo: 1,
      filters: [{ PaymentId: paid.PaymentId }],
    });
    expect(history.statusCode, history.body).toBe(200);
    const body = history.json() as {
      result: { merchantFee: number; PaidAmount: number; status: string }[];
      totalCount: number;
    };
    expect(body.totalCount).toBe(3);
    expect(body.result.map((r) => r.PaidAmount).sort()).toEqual([3_333, 3_334, 3_334]);
    expect(body.result.reduce((sum, r) => sum + r.merchantFee, 0)).toBe(paid.merchantFee);
    expect(body.result.every((r) => r.status === 'SUCCEEDED')).toBe(true);
    const theirs = await stranger.post('/api/payments/paymentsWithFilters', {
      batchNo: 1,
      filters: [{ PaymentId: paid.PaymentId }],
    });
    expect((theirs.json() as { totalCount: number }).totalCount).toBe(0);
    const all = await me.post('/api/payments/paymentsWithFilters', { batchNo: 1, batchSize: 2 });
    const first = all.json() as { result: { PaymentDate: string }[]; currentCount: number };
    expect(first.currentCount).toBe(2);
  });
});

describe('POST /api/orgGroups/editOrgCustomFee', () => {
  it("sets and clears a group's own rate (NA only), audited, and the next payment's fee follows it", async () => {
    const admin = await loggedIn(t, { role: 'NA' });
    const res = await admin.post('/api/orgGroups/editOrgCustomFee', {
      orgGroupID: groupId,
      org: { merchantFees: { VISA: 100, AMEX: null } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fees: [
        { cardType: 'VISA', basisPoints: 100, isCustom: true },
        {},
        { cardType: 'AMEX', isCustom: false },
      ],
    });
    const a = await invoice(10_000);
    const paid = receiptOf(
      await pay({
        idempotencyKey: randomUUID(),
        token: await token(),
        invoices: [{ invoiceId: a, amount: 10_000 }],
      }),
    );
    expect(paid).toMatchObject({ feeBasisPoints: 100, merchantFee: 100 });
    await deliverWebhooks();
    const audited = await t.database.query(
      "select detail from audit_events where event_type = 'MERCHANT_FEE_CHANGED' and target = $1",
      [groupId],
    );
    expect(audited).toHaveLength(1);
    expect(
      (
        await me.post('/api/orgGroups/editOrgCustomFee', {
          orgGroupID: groupId,
          org: { merchantFees: { VISA: 1 } },
        })
      ).statusCode,
    ).toBe(403);
    const tooHigh = await admin.post('/api/orgGroups/editOrgCustomFee', {
      orgGroupID: groupId,
      org: { merchantFees: { VISA: 1500 } },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.body).toContain('org.merchantFees.VISA');
    expect(
      (
        await admin.post('/api/orgGroups/editOrgCustomFee', {
          orgGroupID: randomUUID(),
          org: { merchantFees: {} },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('reconciliation', () => {
  type Rows = {
    result: {
      _id: string;
      state: string;
      PaymentId: string | null;
      difference: number;
      resolution: unknown;
    }[];
    counts: Record<string, number>;
  };
  it('matches settled payments, shows a short settlement as a mismatch to resolve, and keeps customers to their own', async () => {
    const admin = await loggedIn(t, { role: 'NA' });
    const a = await invoice(20_000);
    const paid = receiptOf(
      await pay({
        idempotencyKey: randomUUID(),
        token: await token(),
        invoices: [{ invoiceId: a, amount: 20_000 }],
      }),
    );
    await deliverWebhooks();
    // A client admin's (and staff's): the group's other users are refused.
    const myAdmin = await loggedIn(t, { role: 'CA', orgGroupId: groupId });
    const theirAdmin = await loggedIn(t, { role: 'CA', orgGroupId: stranger.user.orgGroupId });
    expect((await me.post('/api/payments/reconciliation', {})).statusCode).toBe(403);
    const mine = (await myAdmin.post('/api/payments/reconciliation', {})).json() as Rows;
    const row = mine.result.find((r) => r.PaymentId === paid.PaymentId);
    expect(row).toMatchObject({ state: 'MATCHED', difference: 0 });
    // The gateway's report says it settled five cents less.
    await t.database.query(
      'update gateway_settlements set amount = amount - 5 where gateway_reference = (select gateway_reference from payments where payment_id = $1)',
      [paid.PaymentId],
    );
    const staffView = (
      await admin.post('/api/payments/reconciliation', { states: ['MISMATCHED'], unresolvedOnly: true })
    ).json() as Rows;
    const mismatch = staffView.result.find((r) => r.PaymentId === paid.PaymentId);
    expect(mismatch).toMatchObject({ state: 'MISMATCHED', difference: -5, resolution: null });
    expect((await theirAdmin.post('/api/payments/reconciliation', {})).json()).toMatchObject({ result: [] });
    expect(
      (
        await myAdmin.post('/api/payments/reconciliation/resolve', {
          rowId: mismatch?._id,
          note: 'not mine to do',
        })
      ).statusCode,
    ).toBe(403);
    const resolved = await admin.post('/api/payments/reconciliation/resolve', {
      rowId: mismatch?._id,
      note: 'Bank fee; written off.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ row: { resolution: { note: 'Bank fee; written off.' } } });
    const after = (
      await admin.post('/api/payments/reconciliation', { states: ['MISMATCHED'], unresolvedOnly: true })
    ).json() as Rows;
    expect(after.result.some((r) => r.PaymentId === paid.PaymentId)).toBe(false);
    const audited = await t.database.query(
      "select 1 from audit_events where event_type = 'RECONCILIATION_RESOLVED' and target = $1",
      [paid.PaymentId],
    );
    expect(audited).toHaveLength(1);
    const matched = (
      await admin.post('/api/payments/reconciliation', { states: ['MATCHED'] })
    ).json() as Rows;
    const matchedRow = matched.result[0];
    if (matchedRow) {
      const refused = await admin.post('/api/payments/reconciliation/resolve', {
        rowId: matchedRow._id,
        note: 'nothing to do',
      });
      expect(refused.statusCode).toBe(400);
    }
  });
});

describe('the receipt e-mail', () => {
  it('goes to the payer only, through the outbox, when the charge settles, with the amounts as shown', async () => {
    const a = await invoice(5_000, { transactionNumber: `RCPT-${randomUUID().slice(0, 6)}` });
    const paid = receiptOf(
      await pay({
        idempotencyKey: randomUUID(),
        token: await token(),
        invoices: [{ invoiceId: a, amount: 5_000 }],
      }),
    );
    const subject = `Payment ${paid.PaymentId} received`;
    const before = await t.database.query<{ to_address: string }>(
      'select to_address from outbox_emails where subject = $1',
      [subject],
    );
    expect(before).toHaveLength(0);
    expect((await deliverWebhooks()).codes).toEqual([200]);
    const mails = await t.database.query<{ to_address: string; text_body: string }>(
      'select to_address, text_body from outbox_emails where subject = $1',
      [subject],
    );
    expect(mails.map((m) => m.to_address)).toEqual([me.user.email]);
    expect(mails[0]?.text_body).toContain(paid.PaymentId);
    expect(mails[0]?.text_body).toContain('Total charged: A$');
    expect(mails[0]?.text_body).not.toMatch(/4242\s?4242/);
  });
});
