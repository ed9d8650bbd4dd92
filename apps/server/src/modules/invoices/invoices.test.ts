/**
 * The invoice calls (issue 14): the search with every hub §5 filter type, the default DueDate sort,
 * batches, statuses derived in the caller's zone (the SQL form equal to the domain's), the key of
 * /payments/:key, CSV export, the detail with lines and payments, and isolation: another group's
 * invoices, and a trusted party's, are never seen.
 */
import type { InvoiceDetailResponse, InvoicesWithFiltersResponse } from '@navia/domain/contracts/invoices';
import { money } from '@navia/domain/rules/invoices/money';
import { deriveInvoiceStatus } from '@navia/domain/rules/invoices/status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { createOrgGroup, createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { statusSql } from './invoices.repository.ts';
import { createInvoice } from './test-records.ts';

// 2026-03-02 10:00 UTC is 21:00 in Sydney, still 2026-03-02; 2026-03-02 14:00 UTC is the 3rd there.
const NOW = new Date('2026-03-02T14:00:00Z');

let t: TestApp;
let mine: { id: string; code: string };
let me: Agent;
let stranger: Agent;
let staff: Agent;
let supplier: Agent;
const db = () => t.database.db;

const search = async (agent: Agent, body: Record<string, unknown> = {}) => {
  const res = await agent.post('/api/invoices/invoicesWithFilters', { batchNo: 1, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InvoicesWithFiltersResponse;
};
const numbers = (res: InvoicesWithFiltersResponse) => res.result.map((r) => r.TransactionNumber);

let tag: string;
const n = (suffix: string) => `${tag}-${suffix}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  mine = await createOrgGroup(db());
  const theirs = await createOrgGroup(db());
  me = await loggedIn(t, { role: 'OP', orgGroupId: mine.id, homeCountry: 'AU' });
  stranger = await loggedIn(t, { role: 'OP', orgGroupId: theirs.id, homeCountry: 'AU' });
  staff = await loggedIn(t, { role: 'NU', homeCountry: 'AU' });
  const tp = await createTrustedParty(db());
  supplier = await loggedIn(t, { role: 'TPADMIN', trustedPartyId: tp.id, connectAccess: true });
  tag = `T${unique().toUpperCase()}`;
  const base = { orgGroupId: mine.id, userId: me.user.id };
  // Due dates around "today" in Sydney (2026-03-03).
  await createInvoice(db(), { ...base, transactionNumber: n('OUT'), amount: 10_000, dueDate: '2026-03-03' });
  await createInvoice(db(), { ...base, transactionNumber: n('LATE'), amount: 20_000, dueDate: '2026-03-02' });
  await createInvoice(db(), {
    ...base,
    transactionNumber: n('PART'),
    amount: 30_000,
    paid: 10_000,
    dueDate: '2026-03-20',
    shipmentNumber: `S${tag}`,
  });
  await createInvoice(db(), { ...base, transactionNumber: n('PAID'), amount: 40_000, paid: 40_000 });
  await createInvoice(db(), {
    ...base,
    transactionNumber: n('USD'),
    currency: 'USD',
    amount: 50_000,
    dueDate: '2026-01-01',
  });
  await createInvoice(db(), { orgGroupId: theirs.id, transactionNumber: n('THEIRS'), amount: 99_900 });
});

describe('POST /api/invoices/invoicesWithFilters', () => {
  it("answers the caller's group's invoices, DueDate DESC by default, statuses in the caller's zone", async () => {
    const res = await search(me);
    expect(res.totalCount).toBe(5);
    expect(res.currentCount).toBe(5);
    expect(numbers(res)).toEqual([n('PAID'), n('PART'), n('OUT'), n('LATE'), n('USD')]);
    const status = Object.fromEntries(res.result.map((r) => [r.TransactionNumber, r.InvoiceStatus]));
    expect(status).toEqual({
      [n('PAID')]: 'FULLY PAID',
      [n('PART')]: 'PARTIALLY PAID',
      // Due on the 3rd: today in Sydney, so not yet overdue; the one due on the 2nd is.
      [n('OUT')]: 'OUTSTANDING',
      [n('LATE')]: 'PAYMENT OVERDUE',
      [n('USD')]: 'PAYMENT OVERDUE',
    });
    const part = res.result.find((r) => r.TransactionNumber === n('PART'));
    expect(part).toMatchObject({ InvoiceAmount: 30_000, AmountPaid: 10_000, OutstandingAmount: 20_000 });
  });

  it('filters by every hub §5 filter type, and sorts and pages', async () => {
    const overdueAud = await search(me, { filters: [{ Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' }] });
    expect(numbers(overdueAud)).toEqual([n('LATE')]);
    const range = await search(me, { filters: [{ OutstandingAmount: { from: '150', to: 250 } }] });
    expect(numbers(range).sort()).toEqual([n('LATE'), n('PART')].sort());
    const text = await search(me, { filters: [{ TransactionNumber: 'part' }] });
    expect(numbers(text)).toEqual([n('PART')]);
    const due = await search(me, {
      filters: [{ DueDate: { durationType: 'DateRange', startDate: '2026-03-01', endDate: '2026-03-03' } }],
    });
    expect(numbers(due).sort()).toEqual([n('LATE'), n('OUT')].sort());
    const asc = await search(me, { orderBy: 'InvoiceAmount', orderDir: 'ASC', batchSize: 2 });
    expect(numbers(asc)).toEqual([n('OUT'), n('LATE')]);
    expect(asc).toMatchObject({ currentCount: 2, totalCount: 5 });
    const page2 = await search(me, { orderBy: 'InvoiceAmount', orderDir: 'ASC', batchSize: 2, batchNo: 2 });
    expect(numbers(page2)).toEqual([n('PART'), n('PAID')]);
    expect(page2.currentCount).toBe(4);
  });

  it('narrows to a TransactionNumber or ShipmentNumber key (/payments/:key)', async () => {
    expect(numbers(await search(me, { key: n('out').toLowerCase() }))).toEqual([n('OUT')]);
    expect(numbers(await search(me, { key: `S${tag}` }))).toEqual([n('PART')]);
    expect((await search(me, { key: n('THEIRS') })).totalCount).toBe(0);
  });

  it("never answers another group's invoices, nor any to a trusted party; staff see all and narrow by group", async () => {
    expect(numbers(await search(stranger))).toEqual([n('THEIRS')]);
    expect((await search(me, { orgGroupCode: 'ANYTHING' })).totalCount).toBe(5);
    const tpRes = await supplier.post('/api/invoices/invoicesWithFilters', { batchNo: 1 });
    expect([200, 403]).toContain(tpRes.statusCode);
    if (tpRes.statusCode === 200) expect((tpRes.json() as InvoicesWithFiltersResponse).totalCount).toBe(0);
    const all = await search(staff, { filters: [{ TransactionNumber: tag }] });
    expect(all.totalCount).toBe(6);
    const one = await search(staff, { orgGroupCode: mine.code, filters: [{ TransactionNumber: tag }] });
    expect(one.totalCount).toBe(5);
  });

  it('counts a whole group from the counts the triggers keep, equal to its invoices through inserts, deletes and moves', async () => {
    const group = await createOrgGroup(db());
    const other = await createOrgGroup(db());
    const owner = await loggedIn(t, { role: 'OP', orgGroupId: group.id, homeCountry: 'AU' });
    const real = async (id: string) =>
      (await db().select().from(invoices).where(eq(invoices.orgGroupId, id))).length;
    const whole = async (agent: Agent, body: Record<string, unknown> = {}) =>
      (await search(agent, body)).totalCount;
    expect(await whole(owner)).toBe(0);
    const ids: string[] = [];
    for (const suffix of ['A', 'B', 'C']) {
      ids.push(
        await createInvoice(db(), { orgGroupId: group.id, transactionNumber: n(`GC${suffix}`), amount: 100 }),
      );
    }
    expect(await whole(owner)).toBe(3);
    // An update of amounts only, then one moving a row to another group, then a delete.
    await db().update(invoices).set({ amountPaid: 50 }).where(eq(invoices.orgGroupId, group.id));
    expect(await whole(owner)).toBe(await real(group.id));
    await db()
      .update(invoices)
      .set({ orgGroupId: other.id })
      .where(eq(invoices.id, ids[1] as string));
    await db()
      .delete(invoices)
      .where(eq(invoices.id, ids[2] as string));
    expect(await whole(owner)).toBe(1);
    expect(await real(group.id)).toBe(1);
    // Staff over every group, and over one, agree with the invoices themselves.
    const everyone = (await db().select().from(invoices)).length;
    expect(await whole(staff)).toBe(everyone);
    expect(await whole(staff, { orgGroupCode: other.code })).toBe(await real(other.id));
    // With a filter or a key the search counts the invoices themselves.
    expect(await whole(owner, { filters: [{ TransactionNumber: n('GCA') }] })).toBe(1);
  });

  it.each([
    ['no batchNo', {}, 'batchNo'],
    ['an unknown filter', { batchNo: 1, filters: [{ Colour: 'red' }] }, 'Colour'],
    ['a currency not offered', { batchNo: 1, filters: [{ Currency: 'GBP' }] }, 'Currency'],
    ['an unknown sort', { batchNo: 1, orderBy: 'Colour' }, 'orderBy'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const res = await me.post('/api/invoices/invoicesWithFilters', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });

  it('derives statuses in SQL exactly as the domain does, on any day', async () => {
    for (const today of ['2026-01-01', '2026-03-02', '2026-03-03', '2026-03-21', '2099-01-02']) {
      const rows = await db()
        .select({
          invoiceAmount: invoices.invoiceAmount,
          amountPaid: invoices.amountPaid,
          currency: invoices.currency,
          dueDate: invoices.dueDate,
          status: statusSql(today),
        })
        .from(invoices)
        .where(eq(invoices.orgGroupId, mine.id));
      expect(rows).toHaveLength(5);
      for (const r of rows) {
        const amounts = {
          invoiceAmount: money(r.invoiceAmount, r.currency),
          amountPaid: money(r.amountPaid, r.currency),
          dueDate: r.dueDate,
        };
        expect(r.status, `${JSON.stringify(amounts)} on ${today}`).toBe(deriveInvoiceStatus(amounts, today));
      }
    }
  });
});

describe('GET /api/invoices/:id and export.csv', () => {
  it('answers an invoice with its lines and the payments against it; another group gets 404', async () => {
    const [part] = (await search(me, { key: n('PART') })).result;
    const res = await me.get(`/api/invoices/${part?._id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as InvoiceDetailResponse;
    expect(detail.invoice.TransactionNumber).toBe(n('PART'));
    expect(detail.lines).toEqual([
      { position: 1, chargeCode: 'OFRT', description: 'Ocean freight', amount: 30_000, gstAmount: 0 },
    ]);
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]).toMatchObject({
      PaidAmount: 10_000,
      PaymentGateway: 'TEST',
      status: 'SUCCEEDED',
    });
    expect((await stranger.get(`/api/invoices/${part?._id}`)).statusCode).toBe(404);
    expect((await me.get('/api/invoices/not-a-uuid')).statusCode).toBe(400);
  });

  it('exports every matching invoice as CSV with decimal amounts, and refuses a bad search', async () => {
    const search = JSON.stringify({
      filters: [{ TransactionNumber: tag }],
      orderBy: 'InvoiceAmount',
      orderDir: 'ASC',
    });
    const res = await me.get(`/api/invoices/export.csv?search=${encodeURIComponent(search)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('TransactionNumber,TransactionType');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toContain(`${n('OUT')},INV,FRT`);
    expect(lines[1]).toContain('100.00');
    expect(res.body).not.toContain(n('THEIRS'));
    const bad = await me.get(
      `/api/invoices/export.csv?search=${encodeURIComponent('{"filters":[{"Currency":"GBP"}]}')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Currency');
  });
});
