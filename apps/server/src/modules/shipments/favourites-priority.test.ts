/** Favourites and priority records: scoped writes, the favourites search and the priority list. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favourites, priorityRecords } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrder, createShipment, daysAfter, loggedIn } from './test-factories.ts';

const NOW = new Date('2026-03-10T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
const db = () => t.database.db;

async function twoGroups() {
  const a = await createOrgGroup(db());
  const b = await createOrgGroup(db());
  return {
    a,
    b,
    clientA: await loggedIn(t, { orgGroupId: a.id }),
    clientB: await loggedIn(t, { orgGroupId: b.id }),
  };
}

const favourite = (s: { shipKey: string; shipNumber: string }) => ({
  favouriteId: s.shipKey,
  favouriteNumber: s.shipNumber,
  DataSource: 'AU',
  isShipment: true,
});

describe('favourites', () => {
  it('adds and removes a favourite, answering the favourites, and lists it through the favourites search', async () => {
    const { a, clientA } = await twoGroups();
    const loved = await createShipment(db(), a.id, { eta: daysAfter(NOW, 1) });
    await createShipment(db(), a.id);
    const order = await createOrder(db(), a.id);

    const added = await clientA.post('/api/shipments/addShipmentToMyFavourite', favourite(loved));
    expect(added.statusCode).toBe(200);
    // A new favourite is subscribed to notifications with the user's defaults (every type on).
    expect(added.json()).toMatchObject({
      favourites: [favourite(loved)],
      recordNotifications: {
        active: true,
        recordsToNotify: [
          {
            recordKey: loved.shipKey,
            isShipment: true,
            notificationTypes: expect.objectContaining({ confirmedArrival: true, changeArrivalDate: true }),
          },
        ],
      },
    });
    await clientA.post('/api/shipments/addShipmentToMyFavourite', {
      favouriteId: order.ordKey,
      favouriteNumber: order.ordNumber,
      DataSource: 'AU',
      isShipment: false,
    });

    const favs = await clientA.post('/api/shipments/favouriteShipments', { batchNo: 1 });
    expect(favs.statusCode).toBe(200);
    expect(favs.json().totalCount).toBe(2);
    expect(favs.json().result.every((r: { isFavourite: boolean }) => r.isFavourite)).toBe(true);
    const all = await clientA.search({});
    expect(
      all.result
        .filter((r) => r.isFavourite)
        .map((r) => r.ShipKey ?? r.OrdKey)
        .sort(),
    ).toEqual([loved.shipKey, order.ordKey].sort());

    const removed = await clientA.post('/api/shipments/removeShipmentFromMyFavourite', {
      favouriteId: loved.shipKey,
    });
    expect(removed.json().favourites.map((f: { favouriteId: string }) => f.favouriteId)).toEqual([
      order.ordKey,
    ]);
  });

  it('refuses, with 404, a record of another organisation group, and writes nothing', async () => {
    const { b, clientA } = await twoGroups();
    const theirs = await createShipment(db(), b.id);
    const res = await clientA.post('/api/shipments/addShipmentToMyFavourite', favourite(theirs));
    expect(res.statusCode).toBe(404);
    const rows = await db().select().from(favourites).where(eq(favourites.userId, clientA.user.id));
    expect(rows).toEqual([]);
  });

  it("keeps each user's favourites to themselves", async () => {
    const { a, clientA } = await twoGroups();
    const colleague = await loggedIn(t, { orgGroupId: a.id });
    const s = await createShipment(db(), a.id);
    await clientA.post('/api/shipments/addShipmentToMyFavourite', favourite(s));
    expect(
      (await colleague.post('/api/shipments/favouriteShipments', { batchNo: 1 })).json().totalCount,
    ).toBe(0);
    await colleague.post('/api/shipments/removeShipmentFromMyFavourite', { favouriteId: s.shipKey });
    expect((await clientA.post('/api/shipments/favouriteShipments', { batchNo: 1 })).json().totalCount).toBe(
      1,
    );
  });

  it('needs batchNo on the favourites search too', async () => {
    const { clientA } = await twoGroups();
    const res = await clientA.post('/api/shipments/favouriteShipments', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toEqual({ field: 'batchNo', message: 'pageNo is required' });
  });
});

describe('priority records', () => {
  const body = (s: { shipKey: string; shipNumber: string }) => ({
    recordKey: s.shipKey,
    recordNumber: s.shipNumber,
    isShipment: true,
    DataSource: 'AU',
  });

  it('toggles a record for the whole organisation group and flags it in results', async () => {
    const { a, clientA } = await twoGroups();
    const colleague = await loggedIn(t, { orgGroupId: a.id });
    const s = await createShipment(db(), a.id);
    expect((await clientA.post('/api/org/priorityShipments', body(s))).json()).toEqual({ ticked: true });
    const seen = await colleague.search({});
    expect(seen.result[0]).toMatchObject({ priority: true, OrdPriority: 1 });
    expect((await colleague.post('/api/org/priorityShipments', body(s))).json()).toEqual({ ticked: false });
    expect((await clientA.search({})).result[0]).toMatchObject({ priority: false, OrdPriority: 0 });
  });

  it('refuses, with 404, a record of another organisation group', async () => {
    const { b, clientA } = await twoGroups();
    const theirs = await createShipment(db(), b.id);
    expect((await clientA.post('/api/org/priorityShipments', body(theirs))).statusCode).toBe(404);
    const rows = await db()
      .select()
      .from(priorityRecords)
      .where(and(eq(priorityRecords.orgGroupId, b.id), eq(priorityRecords.recordKey, theirs.shipKey)));
    expect(rows).toEqual([]);
  });

  it('lists the priority records not delivered, only of the caller, by country in local view', async () => {
    const { a, b, clientA, clientB } = await twoGroups();
    const toAu = await createShipment(db(), a.id, { destination: 'AUSYD', shipNumber: 'Z-AU' });
    const toNz = await createShipment(db(), a.id, {
      origin: 'CNSHA',
      destination: 'NZAKL',
      shipNumber: 'Y-NZ',
    });
    const delivered = await createShipment(db(), a.id, {
      deliveredDate: daysAfter(NOW, -1),
      milestone: 'DELIVERED',
    });
    const theirs = await createShipment(db(), b.id);
    for (const s of [toAu, toNz, delivered]) await clientA.post('/api/org/priorityShipments', body(s));
    await clientB.post('/api/org/priorityShipments', body(theirs));

    const list = await clientA.get('/api/org/priorityShipments/AU/false');
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((r: { ShipNumber: string }) => r.ShipNumber)).toEqual(['Z-AU', 'Y-NZ']);
    const local = await clientA.get('/api/org/priorityShipments/AU/true');
    expect(local.json().result.map((r: { ShipNumber: string }) => r.ShipNumber)).toEqual(['Z-AU']);
    expect((await clientA.get('/api/org/priorityShipments/XX/true')).statusCode).toBe(400);
  });

  it('unticks a row that is priority by its order key, in one call, when the row names its OrdKey', async () => {
    const { a, clientA } = await twoGroups();
    const s = await createShipment(db(), a.id);
    const order = await createOrder(db(), a.id, { shipmentId: s.id });
    const byOrder = {
      recordKey: order.ordKey,
      recordNumber: order.ordNumber,
      isShipment: false,
      DataSource: 'AU',
    };
    expect((await clientA.post('/api/org/priorityShipments', byOrder)).json()).toEqual({ ticked: true });

    const row = { ...body(s), OrdKey: order.ordKey };
    expect((await clientA.post('/api/org/priorityShipments', row)).json()).toEqual({ ticked: false });
    const left = await db().select().from(priorityRecords).where(eq(priorityRecords.orgGroupId, a.id));
    expect(left).toEqual([]);
    expect((await clientA.post('/api/org/priorityShipments', row)).json()).toEqual({ ticked: true });
    const ticked = await db().select().from(priorityRecords).where(eq(priorityRecords.orgGroupId, a.id));
    expect(ticked.map((r) => r.recordKey)).toEqual([s.shipKey]);
  });

  it("ignores an OrdKey that is not the record's own order", async () => {
    const { a, b, clientA } = await twoGroups();
    const s = await createShipment(db(), a.id);
    const theirs = await createOrder(db(), b.id);
    await db().insert(priorityRecords).values({
      orgGroupId: b.id,
      recordKey: theirs.ordKey,
      recordNumber: theirs.ordNumber,
      isShipment: false,
      dataSource: 'AU',
    });
    const row = { ...body(s), OrdKey: theirs.ordKey };
    expect((await clientA.post('/api/org/priorityShipments', row)).json()).toEqual({ ticked: true });
    const kept = await db().select().from(priorityRecords).where(eq(priorityRecords.orgGroupId, b.id));
    expect(kept.map((r) => r.recordKey)).toEqual([theirs.ordKey]);
  });

  it('lets staff tick a record of any group, stored against that group', async () => {
    const { a } = await twoGroups();
    const s = await createShipment(db(), a.id);
    const staff = await loggedIn(t, { role: 'NU' });
    expect((await staff.post('/api/org/priorityShipments', body(s))).json()).toEqual({ ticked: true });
    const rows = await db().select().from(priorityRecords).where(eq(priorityRecords.recordKey, s.shipKey));
    expect(rows.map((r) => r.orgGroupId)).toEqual([a.id]);
  });
});
