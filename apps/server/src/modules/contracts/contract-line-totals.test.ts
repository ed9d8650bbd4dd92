/**
 * A contract's total quantity and line count are kept by the database from its lines (migration
 * 0037): the contracts search sorts and filters by them through an index (issue 19).
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractSkus, contracts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ContractWorld, contractWorld, createBuying, skuLine } from './test-contracts.ts';

let t: TestApp;
let w: ContractWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
});

async function totalsOf(id: string) {
  const [row] = await t.database.db
    .select({ totalQuantity: contracts.totalQuantity, skuCount: contracts.skuCount })
    .from(contracts)
    .where(eq(contracts.id, id));
  return row;
}

describe('contract line totals', () => {
  it('follow the lines through an insert, an update and a delete, in one statement or several', async () => {
    const created = await createBuying(w);
    expect(await totalsOf(created._id)).toEqual({ totalQuantity: 2100, skuCount: 3 });

    const db = t.database.db;
    const [line] = await db.select().from(contractSkus).where(eq(contractSkus.contractId, created._id));
    if (!line) throw new Error('no line');
    const { id: _id, ...copy } = line;
    await db.insert(contractSkus).values([
      { ...copy, position: 10, quantity: 5 },
      { ...copy, position: 11, quantity: 7 },
    ]);
    expect(await totalsOf(created._id)).toEqual({ totalQuantity: 2112, skuCount: 5 });

    await db
      .update(contractSkus)
      .set({ quantity: sql`${contractSkus.quantity} + 1` })
      .where(eq(contractSkus.contractId, created._id));
    expect(await totalsOf(created._id)).toEqual({ totalQuantity: 2117, skuCount: 5 });

    await db.delete(contractSkus).where(eq(contractSkus.contractId, created._id));
    expect(await totalsOf(created._id)).toEqual({ totalQuantity: 0, skuCount: 0 });
  });

  it("moves only the changed contracts' totals, and a line moved to another contract counts on both", async () => {
    const a = await createBuying(w, { skus: [skuLine('MOVE-1', 10), skuLine('MOVE-2', 20)] });
    const b = await createBuying(w, { skus: [skuLine('MOVE-3', 30)] });
    const untouched = await createBuying(w, { skus: [skuLine('STAY-1', 40)] });
    const db = t.database.db;
    const [line] = await db.select().from(contractSkus).where(eq(contractSkus.productNumber, 'MOVE-2'));
    if (!line) throw new Error('no line');
    await db.update(contractSkus).set({ contractId: b._id, position: 5 }).where(eq(contractSkus.id, line.id));
    expect(await totalsOf(a._id)).toEqual({ totalQuantity: 10, skuCount: 1 });
    expect(await totalsOf(b._id)).toEqual({ totalQuantity: 50, skuCount: 2 });
    expect(await totalsOf(untouched._id)).toEqual({ totalQuantity: 40, skuCount: 1 });
  });

  it('are what the search filters by, fractional and huge bounds included', async () => {
    const reference = `TOTALS-${Date.now()}`;
    await createBuying(w, {
      referenceNumber: reference,
      skus: [skuLine('RANGE-1', 7), skuLine('RANGE-2', 5)],
    });
    const found = async (range: { from?: number; to?: number }) =>
      (await w.buyer.search({ searchText: reference, filters: [{ totalQuantity: range }] })).result.map(
        (r) => r.referenceNumber,
      );
    expect(await found({ from: 12, to: 12 })).toEqual([reference]);
    expect(await found({ from: 11.5, to: 12.5 })).toEqual([reference]);
    expect(await found({ from: 12.01 })).toEqual([]);
    expect(await found({ to: 11.99 })).toEqual([]);
    expect(await found({ from: -1e300, to: 1e300 })).toEqual([reference]);
    expect(await found({ from: 1e300 })).toEqual([]);
  });
});
