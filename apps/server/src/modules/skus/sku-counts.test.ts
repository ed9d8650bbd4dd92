/**
 * SKU search counts kept until the counted SKUs change (issue 19, migration 0043): a repeated search
 * reuses its count; a SKU added, changed or removed by an owner the caller sees is counted at once;
 * another owner's change recounts nothing.
 */
import type { SkuSearchResponse } from '@navia/domain/contracts/skus';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { skus } from '../../db/schema/index.ts';
import { changeFeedOf } from '../../lib/change-feed.ts';
import { createKeptCounts } from '../../lib/kept-counts.ts';
import { createOrgGroup, createTrustedParty } from '../../test/factories.ts';
import { keptCountProbe } from '../../test/kept-count-probe.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { type ContractAgent, connectUser, linkTrustedParty } from '../contracts/test-contracts.ts';

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});

const totalOf = async (agent: ContractAgent, body: Record<string, unknown> = {}) => {
  const res = await agent.post('/api/connect/skus/search', { batchNo: 1, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SkuSearchResponse).totalCount;
};

const addSku = async (owner: { orgGroupId?: string; ownerTrustedPartyId?: string }) => {
  const [row] = await db()
    .insert(skus)
    .values({ ...owner, productNumber: `K${unique()}`, productDescription: 'Kept' })
    .returning({ id: skus.id });
  if (!row) throw new Error('no SKU');
  return row.id;
};

describe("the SKU search's totalCount", () => {
  it("follows every change to the SKUs of the owners the caller sees, its own and its partners'", async () => {
    const group = await createOrgGroup(db());
    const supplier = await createTrustedParty(db());
    await linkTrustedParty(t, group.id, supplier.id);
    const agent = await connectUser(t, { role: 'OP', orgGroupId: group.id });
    const inactive = { filters: [{ status: 'INACTIVE' }] };
    await addSku({ orgGroupId: group.id });
    const second = await addSku({ orgGroupId: group.id });
    expect(await totalOf(agent)).toBe(2);
    expect(await totalOf(agent)).toBe(2);
    expect(await totalOf(agent, inactive)).toBe(0);

    await addSku({ ownerTrustedPartyId: supplier.id });
    expect(await totalOf(agent)).toBe(3);
    await db().update(skus).set({ status: 'INACTIVE' }).where(eq(skus.id, second));
    expect(await totalOf(agent, inactive)).toBe(1);
    await db().delete(skus).where(eq(skus.id, second));
    expect(await totalOf(agent)).toBe(2);
    expect(await totalOf(agent, inactive)).toBe(0);
    // A trusted party linked later is another set of owners: counted afresh.
    const later = await createTrustedParty(db());
    await addSku({ ownerTrustedPartyId: later.id });
    await linkTrustedParty(t, group.id, later.id);
    expect(await totalOf(agent)).toBe(3);
  });
});

describe('a kept SKU count', () => {
  it("is reused until its owners' SKUs change, not for another owner's", async () => {
    await t.ctx.sessions.settle();
    const kept = createKeptCounts(changeFeedOf(t.database), 'skus');
    const [mine, other] = [await createOrgGroup(db()), await createTrustedParty(db())];
    const probe = keptCountProbe(t, kept, [mine.id]);
    expect(await probe.ask()).toBe(7);
    expect(await probe.ask()).toBe(7);
    expect(probe.calls()).toBe(1);

    expect(await probe.after(() => addSku({ ownerTrustedPartyId: other.id }))).toBe(1);
    let sku = '';
    expect(
      await probe.after(async () => {
        sku = await addSku({ orgGroupId: mine.id });
      }),
    ).toBe(2);
    expect(
      await probe.after(() => db().update(skus).set({ skuQtyAvailable: 3 }).where(eq(skus.id, sku))),
    ).toBe(3);
    expect(await probe.after(() => db().delete(skus).where(eq(skus.id, sku)))).toBe(4);
  });
});
