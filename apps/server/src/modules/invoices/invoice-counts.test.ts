/**
 * Invoice search counts kept until the counted invoices change (issue 19, migration 0035): a
 * repeated search reuses its count, an invoice added, paid or removed in the group is counted at
 * once, another group's change recounts nothing, and two groups' identical searches never share one.
 */
import type { InvoicesWithFiltersResponse } from '@navia/domain/contracts/invoices';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, orgGroups } from '../../db/schema/index.ts';
import { changeFeedOf } from '../../lib/change-feed.ts';
import { createKeptCounts } from '../../lib/kept-counts.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { keptCountProbe } from '../../test/kept-count-probe.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { createInvoice } from './test-records.ts';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-02T14:00:00Z') });
});

const totalOf = async (agent: Agent, body: Record<string, unknown> = {}) => {
  const res = await agent.post('/api/invoices/invoicesWithFilters', { batchNo: 1, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InvoicesWithFiltersResponse).totalCount;
};

describe("the invoice search's totalCount", () => {
  it("follows every change to the group's invoices", async () => {
    const group = await createOrgGroup(db());
    const agent = await loggedIn(t, { role: 'OP', orgGroupId: group.id, homeCountry: 'AU' });
    const paid = { filters: [{ InvoiceStatus: 'FULLY PAID' }] };
    await createInvoice(db(), { orgGroupId: group.id });
    const second = await createInvoice(db(), { orgGroupId: group.id, amount: 5_000 });
    expect(await totalOf(agent)).toBe(2);
    expect(await totalOf(agent)).toBe(2);
    expect(await totalOf(agent, paid)).toBe(0);

    await createInvoice(db(), { orgGroupId: group.id });
    expect(await totalOf(agent)).toBe(3);
    await db().update(invoices).set({ amountPaid: 5_000 }).where(eq(invoices.id, second));
    expect(await totalOf(agent, paid)).toBe(1);
    await db().delete(invoiceLines).where(eq(invoiceLines.invoiceId, second));
    await db().delete(invoices).where(eq(invoices.id, second));
    expect(await totalOf(agent)).toBe(2);
    expect(await totalOf(agent, paid)).toBe(0);
  });

  it('is never shared by two groups asking the same search', async () => {
    const [one, two] = [await createOrgGroup(db()), await createOrgGroup(db())];
    const tag = `K${unique().toUpperCase()}`;
    await createInvoice(db(), { orgGroupId: one.id, transactionNumber: `${tag}-1` });
    await createInvoice(db(), { orgGroupId: two.id, transactionNumber: `${tag}-2` });
    await createInvoice(db(), { orgGroupId: two.id, transactionNumber: `${tag}-3` });
    const search = { filters: [{ TransactionNumber: tag }] };
    const first = await loggedIn(t, { role: 'OP', orgGroupId: one.id, homeCountry: 'AU' });
    const other = await loggedIn(t, { role: 'OP', orgGroupId: two.id, homeCountry: 'AU' });
    const staff = await loggedIn(t, { role: 'NU', homeCountry: 'AU' });
    expect(await totalOf(first, search)).toBe(1);
    expect(await totalOf(other, search)).toBe(2);
    expect(await totalOf(staff, search)).toBe(3);
    expect(await totalOf(staff, { ...search, orgGroupCode: one.code })).toBe(1);
  });
});

describe('a kept invoice count', () => {
  it("is reused until the group's invoices change, not for another group's, and forgotten when a group's code changes", async () => {
    await t.ctx.sessions.settle();
    const kept = createKeptCounts(changeFeedOf(t.database), 'invoices', [
      { kind: 'auth', detail: 'org_groups' },
    ]);
    const [mine, other] = [await createOrgGroup(db()), await createOrgGroup(db())];
    const probe = keptCountProbe(t, kept, [mine.id]);
    expect(await probe.ask()).toBe(7);
    await probe.ask();
    expect(probe.calls()).toBe(1);

    expect(await probe.after(() => createInvoice(db(), { orgGroupId: other.id }))).toBe(1);
    let id = '';
    expect(
      await probe.after(async () => {
        id = await createInvoice(db(), { orgGroupId: mine.id });
      }),
    ).toBe(2);
    expect(
      await probe.after(() => db().update(invoices).set({ amountPaid: 1 }).where(eq(invoices.id, id))),
    ).toBe(3);
    expect(
      await probe.after(() =>
        db()
          .update(orgGroups)
          .set({ code: `R${unique().toUpperCase()}` })
          .where(eq(orgGroups.id, other.id)),
      ),
    ).toBe(4);
  });
});
