/** search_rows follows its source tables (migration 0005): row by row, or rebuilt after a bulk write. */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { containers, orders, searchState, shipments } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createContainer,
  createOrder,
  createShipment,
  createShipments,
  daysAfter,
  loggedIn,
} from './test-factories.ts';

const NOW = new Date('2026-03-10T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
const db = () => t.database.db;

async function client() {
  const group = await createOrgGroup(db());
  return { group, agent: await loggedIn(t, { orgGroupId: group.id }) };
}

describe('search rows follow the source tables', () => {
  it('shows a change to a shipment in the next search', async () => {
    const { group, agent } = await client();
    const s = await createShipment(db(), group.id, { eta: daysAfter(NOW, 3) });
    expect((await agent.search({ key: 'SHIPARR7' })).totalCount).toBe(1);
    await db()
      .update(shipments)
      .set({ ata: daysAfter(NOW, -1) })
      .where(eq(shipments.id, s.id));
    expect((await agent.search({ key: 'SHIPARR7' })).totalCount).toBe(0);
    expect((await agent.search({ key: 'ARVNOTDEL' })).totalCount).toBe(1);
  });

  it('replaces the shipment row by its order rows when orders arrive, and back when they go', async () => {
    const { group, agent } = await client();
    const s = await createShipment(db(), group.id);
    expect((await agent.search({})).result.map((r) => r.OrdKey)).toEqual([null]);
    const o1 = await createOrder(db(), group.id, { shipmentId: s.id });
    const o2 = await createOrder(db(), group.id, { shipmentId: s.id });
    expect((await agent.search({})).result.map((r) => r.OrdKey).sort()).toEqual(
      [o1.ordKey, o2.ordKey].sort(),
    );
    await db().delete(orders).where(eq(orders.shipmentId, s.id));
    expect((await agent.search({})).result.map((r) => [r.ShipKey, r.OrdKey])).toEqual([[s.shipKey, null]]);
  });

  it('finds a container by its new number after it changes, but ignores date-only container updates', async () => {
    const { group, agent } = await client();
    const s = await createShipment(db(), group.id);
    const box = await createContainer(db(), group.id, s.id, { containerNumber: 'OLDU1111111' });
    expect((await agent.search({ filters: [{ GeneralSearch: 'OLDU111' }] })).totalCount).toBe(1);
    await db().update(containers).set({ containerNumber: 'NEWU2222222' }).where(eq(containers.id, box.id));
    expect((await agent.search({ filters: [{ GeneralSearch: 'OLDU111' }] })).totalCount).toBe(0);
    expect((await agent.search({ filters: [{ Container: 'newu222' }] })).totalCount).toBe(1);
    await db()
      .update(containers)
      .set({ confirmedDelivery: daysAfter(NOW, 1) })
      .where(eq(containers.id, box.id));
    expect((await agent.search({ filters: [{ ConfirmedDelivery: '3 DAYS' }] })).totalCount).toBe(1);
  });

  it('marks the rows stale after a bulk write and rebuilds them before the next search', async () => {
    const { group, agent } = await client();
    // One statement of 1001 rows: over the per-statement limit, so it only marks the rows stale.
    await createShipments(db(), group.id, 1001, () => ({ eta: daysAfter(NOW, 2) }), { perStatement: 1001 });
    const [state] = await db().select().from(searchState);
    expect(state?.stale).toBe(true);
    expect((await agent.search({ key: 'SHIPARR7' })).totalCount).toBe(1001);
    const [after] = await db().select().from(searchState);
    expect(after?.stale).toBe(false);
  });
});

describe('search rows stay readable from their indexes alone', () => {
  it('are vacuumed after 1% of them change or arrive, and analysed after 2% (migration 0050)', async () => {
    const result = (await db().execute(
      sql`select reloptions from pg_class where relname = 'search_rows' and relkind = 'r'`,
    )) as unknown as { rows: { reloptions: string[] | null }[] };
    expect([...(result.rows[0]?.reloptions ?? [])].sort()).toEqual([
      'autovacuum_analyze_scale_factor=0.02',
      'autovacuum_vacuum_insert_scale_factor=0.01',
      'autovacuum_vacuum_scale_factor=0.01',
    ]);
  });
});
