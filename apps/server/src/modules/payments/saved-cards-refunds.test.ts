/**
 * Saved cards, refunds and the reconciliation CSV and access (issue 14), through the test gateway:
 * a saved card is the caller's own (never seen or used by another user), keeps working after a
 * restart (a new gateway process), and holds no number; a refund goes through the gateway once for
 * a double submit, never above what remains, staff only, audited, with the invoices updated by the
 * refund webhook; the reconciliation CSV answers every matching row in the list's scope, and the
 * reconciliation is a client admin's (and staff's), not every customer user's.
 */
import { randomUUID } from 'node:crypto';
import type { Receipt } from '@navia/domain/contracts/payments';
import { BATCH_SIZE_MAX } from '@navia/domain/rules/filters/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, savedCards } from '../../db/schema/index.ts';
import { WEBHOOK_SIGNATURE_HEADER } from '../../integrations/payments/gateway.ts';
import { TEST_CARDS, type TestGateway } from '../../integrations/payments/test-gateway.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoice } from '../invoices/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';

const NOW = new Date('2026-03-02T10:00:00Z');
let t: TestApp;
let me: Agent;
let colleague: Agent;
let myAdmin: Agent;
let stranger: Agent;
let strangerAdmin: Agent;
let staff: Agent;
let groupId: string;
let strangerGroupId: string;
const apps: TestApp[] = [];
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  apps.push(t);
  const mine = await createOrgGroup(db());
  const theirs = await createOrgGroup(db());
  groupId = mine.id;
  strangerGroupId = theirs.id;
  me = await loggedIn(t, { role: 'OP', orgGroupId: mine.id });
  colleague = await loggedIn(t, { role: 'OP', orgGroupId: mine.id });
  myAdmin = await loggedIn(t, { role: 'CA', orgGroupId: mine.id });
  stranger = await loggedIn(t, { role: 'OP', orgGroupId: theirs.id });
  strangerAdmin = await loggedIn(t, { role: 'CA', orgGroupId: theirs.id });
  staff = await loggedIn(t, { role: 'NA' });
});

afterAll(async () => {
  for (const app of apps.slice(1)) await app.app.close();
});

const gatewayOf = (app: TestApp) => app.ctx.payments.testGateway as TestGateway;
const del = (agent: Agent, url: string, app = t) =>
  app.app.inject({ method: 'DELETE', url, headers: { cookie: agent.cookie } });

async function token(agent: Agent, number: string = TEST_CARDS.success) {
  const res = await agent.post('/api/payments/testGateway/tokens', {
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}
const invoice = (amount = 10_000, orgGroupId = groupId) => createInvoice(db(), { orgGroupId, amount });
const receiptOf = (res: { json: () => unknown }) => (res.json() as { payment: Receipt }).payment;
const amountPaid = async (id: string) =>
  (await db().select({ paid: invoices.amountPaid }).from(invoices).where(eq(invoices.id, id)))[0]?.paid;

/** Delivers the gateway's held webhooks to the app, as the processor would. */
async function deliverWebhooks(app = t) {
  const sent = await gatewayOf(app).flush();
  for (const s of sent) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: s.signature },
      payload: s.rawBody,
    });
    expect(res.statusCode).toBe(200);
  }
  return sent.length;
}

/** A settled payment of the invoices, by `agent` with a new card. */
async function settledPayment(agent: Agent, lines: { invoiceId: string; amount: number }[]) {
  const res = await agent.post('/api/payments/pay', {
    idempotencyKey: randomUUID(),
    token: await token(agent),
    invoices: lines,
  });
  expect(res.statusCode, res.body).toBe(200);
  await deliverWebhooks();
  return receiptOf(res);
}

describe('the pay body', () => {
  it.each([
    ['neither a token nor the saved card', {}, 'token'],
    ['both a token and the saved card', { token: 'tok_test_x', useSavedCard: true }, 'token'],
    ['saveCard with the saved card', { useSavedCard: true, saveCard: true }, 'saveCard'],
  ])('refuses %s with a 400 naming the field', async (_label, card, field) => {
    const res = await me.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      invoices: [{ invoiceId: await invoice(), amount: 100 }],
      ...card,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ field })]),
    });
  });
});

describe('saved cards', () => {
  it('saves a card with a payment, shows it to its owner only, pays with it, and forgets it', async () => {
    expect((await me.get('/api/payments/savedCard')).json()).toEqual({ card: null });
    const first = await invoice(10_000);
    const saved = await me.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      token: await token(me, TEST_CARDS.successMastercard),
      saveCard: true,
      invoices: [{ invoiceId: first, amount: 10_000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const card = { brand: 'MASTERCARD', last4: '4444', expMonth: 12, expYear: 2030 };
    expect((await me.get('/api/payments/savedCard')).json()).toEqual({ card });
    // Only the gateway's reference, brand, last four and expiry are stored: never the number.
    const [row] = await db().select().from(savedCards).where(eq(savedCards.userId, me.user.id));
    expect(row?.token).toMatch(/^pm_test_ok_MASTERCARD_4444_/);
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.successMastercard);
    // Another user of the same group neither sees nor uses it.
    expect((await colleague.get('/api/payments/savedCard')).json()).toEqual({ card: null });
    const second = await invoice(5_000);
    const theirs = await colleague.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      useSavedCard: true,
      invoices: [{ invoiceId: second, amount: 5_000 }],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ issues: [{ field: 'useSavedCard' }] });
    // Its owner pays with it: the saved brand's fee, the card on the receipt, settled by webhook.
    const paid = await me.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      useSavedCard: true,
      invoices: [{ invoiceId: second, amount: 5_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(receiptOf(paid)).toMatchObject({ card: { brand: 'MASTERCARD', last4: '4444' } });
    await deliverWebhooks();
    expect(await amountPaid(second)).toBe(5_000);
    // Deleting it is the owner's alone: another user's DELETE forgets nothing of mine.
    expect((await del(colleague, '/api/payments/savedCard')).json()).toEqual({ card: null });
    expect((await me.get('/api/payments/savedCard')).json()).toEqual({ card });
    const gone = await del(me, '/api/payments/savedCard');
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ card: null });
    expect((await me.get('/api/payments/savedCard')).json()).toEqual({ card: null });
    const audited = await t.database.query(
      "select event_type from audit_events where actor_user_id = $1 and event_type like 'SAVED_CARD_%' order by id",
      [me.user.id],
    );
    expect(audited.map((r) => (r as { event_type: string }).event_type)).toEqual([
      'SAVED_CARD_ADDED',
      'SAVED_CARD_DELETED',
    ]);
  });

  it('keeps no card whose charge was declined', async () => {
    const res = await stranger.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      token: await token(stranger, TEST_CARDS.declined),
      saveCard: true,
      invoices: [{ invoiceId: await invoice(1_000, strangerGroupId), amount: 1_000 }],
    });
    expect(receiptOf(res).status).toBe('FAILED');
    expect((await stranger.get('/api/payments/savedCard')).json()).toEqual({ card: null });
  });

  it('keeps working after a restart: another process of the test gateway charges the saved card', async () => {
    const first = await invoice(3_000);
    await me.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      token: await token(me),
      saveCard: true,
      invoices: [{ invoiceId: first, amount: 3_000 }],
    });
    await deliverWebhooks();
    // A new app on the same database: a new gateway process, its tokens and secret gone.
    const restarted = await createTestApp({ now: () => NOW });
    apps.push(restarted);
    const again: Agent = {
      ...me,
      post: (url, payload = {}) =>
        restarted.app.inject({
          method: 'POST',
          url,
          payload: payload as object,
          headers: { cookie: me.cookie },
        }),
      get: (url) => restarted.app.inject({ method: 'GET', url, headers: { cookie: me.cookie } }),
    };
    expect((await again.get('/api/payments/savedCard')).json()).toMatchObject({
      card: { brand: 'VISA', last4: '4242' },
    });
    const second = await invoice(2_000);
    const paid = await again.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      useSavedCard: true,
      invoices: [{ invoiceId: second, amount: 2_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(receiptOf(paid).status).toBe('PENDING');
    expect(await deliverWebhooks(restarted)).toBe(1);
    expect(await amountPaid(second)).toBe(2_000);
    expect((await del(me, '/api/payments/savedCard', restarted)).statusCode).toBe(200);
  });
});

describe('POST /api/payments/:paymentId/refund', () => {
  it('refunds once for a double submit, through the webhook, invoices first and the fee last', async () => {
    const a = await invoice(6_000);
    const b = await invoice(4_000);
    const paid = await settledPayment(me, [
      { invoiceId: a, amount: 6_000 },
      { invoiceId: b, amount: 4_000 },
    ]);
    expect(paid.totalCharge).toBeGreaterThan(10_000);
    const body = { amount: 3_000, reason: 'Charged twice by mistake' };
    const url = `/api/payments/${paid.PaymentId}/refund`;
    const [one, two] = await Promise.all([staff.post(url, body), staff.post(url, body)]);
    expect(one?.statusCode, one?.body).toBe(200);
    expect(two?.statusCode, two?.body).toBe(200);
    expect(await deliverWebhooks()).toBe(1);
    const after = receiptOf(await me.get(`/api/payments/${paid.PaymentId}`));
    expect(after).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 3_000 });
    const [first, second] = [...[a, b]].sort((x, y) => {
      const nx = after.invoices.find((i) => i._id === x)?.TransactionNumber ?? '';
      const ny = after.invoices.find((i) => i._id === y)?.TransactionNumber ?? '';
      return nx.localeCompare(ny);
    });
    // The last invoice first.
    const lastPaid = second === a ? 6_000 : 4_000;
    expect(await amountPaid(second as string)).toBe(lastPaid - 3_000);
    expect(await amountPaid(first as string)).toBe(second === a ? 4_000 : 6_000);
    // The rest by default (the fee included): the invoices are no longer paid at all.
    const rest = await staff.post(url, { reason: 'Customer cancelled the order' });
    expect(rest.statusCode, rest.body).toBe(200);
    await deliverWebhooks();
    expect(receiptOf(await staff.get(`/api/payments/${paid.PaymentId}`))).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: paid.totalCharge,
    });
    expect(await amountPaid(a)).toBe(0);
    expect(await amountPaid(b)).toBe(0);
    const audited = await t.database.query(
      "select actor_user_id, detail from audit_events where event_type = 'PAYMENT_REFUND_REQUESTED' and target = $1 order by id",
      [paid.PaymentId],
    );
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({ actor_user_id: staff.user.id });
    expect((audited[0] as { detail: string }).detail).toContain('Charged twice by mistake');
  });

  it('refuses more than remains (refunds asked and not yet confirmed included) with a 409', async () => {
    const a = await invoice(5_000);
    const paid = await settledPayment(me, [{ invoiceId: a, amount: 5_000 }]);
    const url = `/api/payments/${paid.PaymentId}/refund`;
    const above = await staff.post(url, { amount: paid.totalCharge + 1, reason: 'Too much' });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({ code: 'REFUND_ABOVE_REMAINING' });
    expect((above.json() as { message: string }).message).toMatch(/more than what remains/);
    expect((await staff.post(url, { amount: 4_000, reason: 'Part of it' })).statusCode).toBe(200);
    // The webhook has not arrived yet: what was asked still counts.
    const second = await staff.post(url, { amount: paid.totalCharge - 3_999, reason: 'The rest and one' });
    expect(second.statusCode).toBe(409);
    expect((await staff.post(url, { amount: paid.totalCharge - 4_000, reason: 'The rest' })).statusCode).toBe(
      200,
    );
    await deliverWebhooks();
    const none = await staff.post(url, { reason: 'Once more' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'REFUND_ABOVE_REMAINING' });
  });

  it('refuses a payment that did not succeed with a 409, and anyone but staff with a 403', async () => {
    const declined = await me.post('/api/payments/pay', {
      idempotencyKey: randomUUID(),
      token: await token(me, TEST_CARDS.declined),
      invoices: [{ invoiceId: await invoice(1_000), amount: 1_000 }],
    });
    const failed = receiptOf(declined);
    const refused = await staff.post(`/api/payments/${failed.PaymentId}/refund`, { reason: 'No charge' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_NOT_REFUNDABLE' });
    const paid = await settledPayment(me, [{ invoiceId: await invoice(2_000), amount: 2_000 }]);
    for (const agent of [me, myAdmin]) {
      const res = await agent.post(`/api/payments/${paid.PaymentId}/refund`, { reason: 'Mine to refund?' });
      expect(res.statusCode).toBe(403);
    }
    expect(receiptOf(await me.get(`/api/payments/${paid.PaymentId}`)).refundedAmount).toBe(0);
  });
});

describe('reconciliation access and CSV', () => {
  const csvLines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  it('is a client admin’s and staff’s: a customer’s other users are refused', async () => {
    expect((await me.post('/api/payments/reconciliation', {})).statusCode).toBe(403);
    expect((await me.get('/api/payments/reconciliation/export.csv')).statusCode).toBe(403);
    expect((await myAdmin.post('/api/payments/reconciliation', {})).statusCode).toBe(200);
  });

  it('answers every matching row as CSV, a client admin its own group’s only', async () => {
    const mine = await settledPayment(me, [{ invoiceId: await invoice(1_234), amount: 1_234 }]);
    const theirs = await settledPayment(stranger, [
      { invoiceId: await invoice(4_321, strangerGroupId), amount: 4_321 },
    ]);
    // A short settlement of mine: a MISMATCHED row with a negative difference.
    await t.database.query(
      'update gateway_settlements set amount = amount - 5 where gateway_reference = (select gateway_reference from payments where payment_id = $1)',
      [mine.PaymentId],
    );
    const res = await myAdmin.get('/api/payments/reconciliation/export.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="reconciliation-.*\.csv"/);
    const [header, ...lines] = csvLines(res.body);
    expect(header?.split(',')).toEqual([
      'State',
      'PaymentId',
      'OrgGroupCode',
      'GatewayReference',
      'Currency',
      'Charged',
      'Settled',
      'Difference',
      'Invoices',
      'PaymentDate',
      'SettledAt',
      'Resolution',
      'ResolvedBy',
      'ResolvedAt',
    ]);
    const listed = (
      await myAdmin.post('/api/payments/reconciliation', { batchSize: BATCH_SIZE_MAX })
    ).json() as {
      totalCount: number;
    };
    expect(lines).toHaveLength(listed.totalCount);
    expect(res.body).not.toContain(theirs.PaymentId);
    const line = lines.find((l) => l.includes(mine.PaymentId))?.split(',');
    const charged = (mine.totalCharge / 100).toFixed(2);
    expect(line?.slice(0, 1)).toEqual(['MISMATCHED']);
    expect(line?.slice(4, 8)).toEqual(['AUD', charged, ((mine.totalCharge - 5) / 100).toFixed(2), '-0.05']);
    // The filters as query: only my mismatch; staff see both groups' rows.
    const mismatched = await myAdmin.get(
      '/api/payments/reconciliation/export.csv?states=MISMATCHED&unresolvedOnly=true',
    );
    expect(csvLines(mismatched.body).slice(1)).toEqual([expect.stringContaining(mine.PaymentId)]);
    const all = (await staff.get('/api/payments/reconciliation/export.csv?states=MATCHED,MISMATCHED')).body;
    expect(all).toContain(mine.PaymentId);
    expect(all).toContain(theirs.PaymentId);
    expect((await strangerAdmin.get('/api/payments/reconciliation/export.csv')).body).not.toContain(
      mine.PaymentId,
    );
    const bad = await myAdmin.get('/api/payments/reconciliation/export.csv?states=MATCHED,NOPE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ field: 'states' }] });
  });
});
