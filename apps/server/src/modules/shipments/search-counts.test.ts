/**
 * Search counts kept until the counted rows change (issue 19, decision 030): reused while the
 * groups' search rows stand still, recounted once one of them changes (a shipment, an order, a
 * priority record), never for another group's change, and exact in the API's totalCount.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priorityRecords, shipments } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isVersionedSearch, searchCountsOf } from './search-counts.ts';
import type { SearchSpec } from './search-sql.ts';
import { createOrder, createShipment, loggedIn } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const tracking = (filters: SearchSpec['filters'] = []): SearchSpec => ({
  searchType: 'tracking',
  key: 'All',
  filters,
  advanced: false,
});

describe('which searches are versioned', () => {
  it.each([
    ['the All search', tracking(), true],
    ['a tracking key with filters', { ...tracking([{ Transport: 'AIR' }]), key: 'SHIPARR7' }, true],
    ['the favourites tab', { ...tracking(), favouritesOf: 'u1' }, false],
    [
      'a container-date filter',
      tracking([{ StorageDate: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 3 } }]),
      false,
    ],
    ['the deliveries list', { ...tracking(), searchType: 'deliveries' }, false],
    ['the critical-chain list', { ...tracking(), searchType: 'criticalChain' }, false],
  ] as const)('%s: %s', (_name, spec, versioned) => {
    expect(isVersionedSearch(spec as SearchSpec)).toBe(versioned);
  });
});

describe('a kept count', () => {
  /** A counter standing for the database's count, so the test sees when it runs. */
  function counter(n = 7) {
    const calls = { n: 0 };
    const count = async () => {
      calls.n += 1;
      return n;
    };
    return { calls, count };
  }

  it("is reused until the group's rows change, and not for another group's change", async () => {
    const counts = searchCountsOf(t.database);
    const mine = await createOrgGroup(t.database.db);
    const other = await createOrgGroup(t.database.db);
    const key = `test:${mine.id}`;
    const { calls, count } = counter();
    expect(await counts.count([mine.id], key, count)).toBe(7);
    expect(await counts.count([mine.id], key, count)).toBe(7);
    expect(calls.n).toBe(1);

    await createShipment(t.database.db, other.id);
    await t.ctx.sessions.settle();
    await counts.count([mine.id], key, count);
    expect(calls.n).toBe(1);

    const shipment = await createShipment(t.database.db, mine.id);
    await t.ctx.sessions.settle();
    await counts.count([mine.id], key, count);
    expect(calls.n).toBe(2);

    await t.database.db.update(shipments).set({ vessel: 'NEW VESSEL' }).where(eq(shipments.id, shipment.id));
    await t.ctx.sessions.settle();
    await counts.count([mine.id], key, count);
    expect(calls.n).toBe(3);

    await t.database.db.insert(priorityRecords).values({
      orgGroupId: mine.id,
      recordKey: shipment.shipKey,
      recordNumber: shipment.shipNumber,
      isShipment: true,
      dataSource: 'AU',
    });
    await t.ctx.sessions.settle();
    await counts.count([mine.id], key, count);
    expect(calls.n).toBe(4);
  });

  it("over all groups (staff) is recounted after any group's change", async () => {
    const counts = searchCountsOf(t.database);
    const group = await createOrgGroup(t.database.db);
    const { calls, count } = counter();
    await counts.count('all', 'test:all', count);
    await counts.count('all', 'test:all', count);
    expect(calls.n).toBe(1);
    await createOrder(t.database.db, group.id);
    await t.ctx.sessions.settle();
    await counts.count('all', 'test:all', count);
    expect(calls.n).toBe(2);
  });

  it('runs once for identical counts asked at the same time', async () => {
    const counts = searchCountsOf(t.database);
    const group = await createOrgGroup(t.database.db);
    const { calls, count } = counter();
    const answers = await Promise.all(
      [1, 2, 3].map(() => counts.count([group.id], `test:same:${group.id}`, count)),
    );
    expect(answers).toEqual([7, 7, 7]);
    expect(calls.n).toBe(1);
  });
});

describe("the search's totalCount", () => {
  it('follows every change to the group, batch 1 after batch 1', async () => {
    const group = await createOrgGroup(t.database.db);
    const agent = await loggedIn(t, { orgGroupId: group.id });
    await createShipment(t.database.db, group.id, { transportMode: 'AIR' });
    const first = await agent.search({ key: 'All', batchSize: 30, filters: [{ Transport: 'AIR' }] });
    expect(first.totalCount).toBe(1);
    const again = await agent.search({ key: 'All', batchSize: 30, filters: [{ Transport: 'AIR' }] });
    expect(again.totalCount).toBe(1);
    const second = await createShipment(t.database.db, group.id, { transportMode: 'AIR' });
    expect(
      (await agent.search({ key: 'All', batchSize: 30, filters: [{ Transport: 'AIR' }] })).totalCount,
    ).toBe(2);
    await t.database.db.update(shipments).set({ transportMode: 'SEA' }).where(eq(shipments.id, second.id));
    expect(
      (await agent.search({ key: 'All', batchSize: 30, filters: [{ Transport: 'AIR' }] })).totalCount,
    ).toBe(1);
  });
});
