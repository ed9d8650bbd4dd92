import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@navia/domain/errors';
import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { ports, transportLegs } from '../../db/schema/index.ts';
import { scopeOf } from '../../lib/scope.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { findRowsByIds } from './shipments.repository.ts';
import {
  createCarrier,
  createContainer,
  createOrder,
  createShipment,
  daysAfter,
  loggedIn,
} from './test-factories.ts';

/** 13:00 on 10 March 2026 in Melbourne (the default home country AU). */
const NOW = new Date('2026-03-10T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
const db = () => t.database.db;

async function groupWithClient() {
  const group = await createOrgGroup(db());
  return { group, client: await loggedIn(t, { orgGroupId: group.id }) };
}

describe('POST /api/shipments/shipmentsWithFilters: input', () => {
  it("answers 400 'pageNo is required' when batchNo is missing", async () => {
    const { client } = await groupWithClient();
    const res = await client.post('/api/shipments/shipmentsWithFilters', { key: 'All' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'batchNo', message: MESSAGES.pageNoRequired }]);
  });

  it('refuses an unknown filter key, naming the group', async () => {
    const { client } = await groupWithClient();
    const res = await client.post('/api/shipments/shipmentsWithFilters', {
      batchNo: 1,
      filters: [{ Colour: 'RED' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('filters.0');
    expect(res.json().message).toContain('Colour');
  });

  it("refuses a filter row without a value with 'ALL FILTERS MUST HAVE A VALUE'", async () => {
    const { client } = await groupWithClient();
    const res = await client.post('/api/shipments/shipmentsWithFilters', {
      batchNo: 1,
      filters: [{ ETA: { durationType: 'PrevNext', nextDuration: 3 }, emptyFilter: '' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({
      field: 'filters.0.emptyFilter',
      message: SEARCH_MESSAGES.allFiltersMustHaveValue,
    });
  });

  it('refuses a date range without its end, an option not offered, a negative duration and an unknown sort', async () => {
    const { client } = await groupWithClient();
    const cases: [Record<string, unknown>, string][] = [
      [
        { filters: [{ ETA: { durationType: 'DateRange', startDate: '2026-03-01' } }] },
        'filters.0.ETA.endDate',
      ],
      [{ filters: [{ Transport: 'RAIL' }] }, 'filters.0.Transport'],
      [{ filters: [{ ETD: { durationType: 'PrevNext', prevDuration: -1 } }] }, 'filters.0.ETD.prevDuration'],
      [{ orderBy: 'Colour' }, 'orderBy'],
      [{ batchNo: 0 }, 'batchNo'],
      [{ batchSize: 500 }, 'batchSize'],
      [{ key: 'NOPE' }, 'key'],
    ];
    for (const [body, field] of cases) {
      const res = await client.post('/api/shipments/shipmentsWithFilters', { batchNo: 1, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().issues[0].field, JSON.stringify(body)).toBe(field);
    }
  });

  it('needs a logged-in user with tracking access', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/shipments/shipmentsWithFilters',
      payload: { batchNo: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const group = await createOrgGroup(db());
    const noTracking = await loggedIn(t, { orgGroupId: group.id, tracking: false });
    const res = await noTracking.post('/api/shipments/shipmentsWithFilters', { batchNo: 1 });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/shipments/shipmentsWithFilters: tenant isolation', () => {
  it("never shows a client another organisation group's records; staff see both", async () => {
    const token = `ISO${unique()}`.toUpperCase();
    const a = await groupWithClient();
    const b = await groupWithClient();
    await createShipment(db(), a.group.id, { clientShipmentId: `${token}-A` });
    await createShipment(db(), b.group.id, { clientShipmentId: `${token}-B` });
    const filters = [{ GeneralSearch: token }];

    const seenByA = await a.client.search({ filters });
    expect(seenByA.totalCount).toBe(1);
    expect(seenByA.result[0]?.ClientShipmentID).toBe(`${token}-A`);
    const all = await a.client.search({});
    expect(all.result.every((r) => r.ClientShipmentID !== `${token}-B`)).toBe(true);

    const staff = await loggedIn(t, { role: 'NU' });
    const seenByStaff = await staff.search({ filters });
    expect(seenByStaff.result.map((r) => r.ClientShipmentID).sort()).toEqual([`${token}-A`, `${token}-B`]);
  });

  it("answers a row by id only within the caller's scope, in the ids' order", async () => {
    const token = `BYID${unique()}`.toUpperCase();
    const a = await groupWithClient();
    const b = await groupWithClient();
    await createShipment(db(), a.group.id, { clientShipmentId: `${token}-A` });
    await createShipment(db(), b.group.id, { clientShipmentId: `${token}-B` });
    const staff = await loggedIn(t, { role: 'NU' });
    const found = await staff.search({ filters: [{ GeneralSearch: token }] });
    const idOf = (suffix: string) =>
      Number(found.result.find((r) => r.ClientShipmentID === `${token}-${suffix}`)?.RecordId);
    const ids = [idOf('B'), idOf('A')];
    const scopeOfGroup = (orgGroupId: string) =>
      scopeOf({ userId: randomUUID(), role: 'OP', orgGroupId, trustedPartyId: null });
    const seenByA = await findRowsByIds(db(), scopeOfGroup(a.group.id), ids);
    expect(seenByA.map((r) => r.clientShipmentId)).toEqual([`${token}-A`]);
    const seenByStaff = await findRowsByIds(
      db(),
      scopeOf({ userId: randomUUID(), role: 'NU', orgGroupId: null, trustedPartyId: null }),
      ids,
    );
    expect(seenByStaff.map((r) => r.clientShipmentId)).toEqual([`${token}-B`, `${token}-A`]);
  });

  it('shows nothing to a user without an organisation group', async () => {
    await groupWithClient().then(({ group }) => createShipment(db(), group.id));
    const orphan = await loggedIn(t, { orgGroupId: null, role: 'OP' });
    expect((await orphan.search({})).totalCount).toBe(0);
  });
});

describe('POST /api/shipments/shipmentsWithFilters: records and rows', () => {
  it('lists an order on a shipment, a shipment without orders and an order without a shipment', async () => {
    const { group, client } = await groupWithClient();
    const carrier = await createCarrier(db(), 'Blue Ocean Lines');
    const shipped = await createShipment(db(), group.id, {
      carrierId: carrier.id,
      etd: daysAfter(NOW, 2),
      eta: daysAfter(NOW, 20),
    });
    const order = await createOrder(db(), group.id, { shipmentId: shipped.id, ordStatus: 'SHP' });
    const alone = await createShipment(db(), group.id);
    const planned = await createOrder(db(), group.id, { ordStatus: 'PLC' });
    const box = await createContainer(db(), group.id, shipped.id, {
      containerNumber: 'TGHU1234567',
      bookedFlag: 1,
    });

    const res = await client.search({});
    expect(res.totalCount).toBe(3);
    const byKey = new Map(res.result.map((r) => [r.OrdKey ?? r.ShipKey, r]));
    expect(byKey.get(order.ordKey)).toMatchObject({
      ShipKey: shipped.shipKey,
      OrdKey: order.ordKey,
      ShipNumber: shipped.shipNumber,
      OrdNumberFull: order.ordNumberFull,
      CarrierName: 'Blue Ocean Lines',
      Container: 'TGHU1234567',
      DaysToETD: 2,
      DaysToArrival: 20,
      isFavourite: false,
      priority: false,
      OrdPriority: 0,
      TotalCO2e: null,
    });
    expect(byKey.get(order.ordKey)?.Containers).toEqual([
      expect.objectContaining({
        ContainerNumber: box.containerNumber,
        ShipConNumber: box.containerNumber,
        BookedFlag: 1,
      }),
    ]);
    expect(byKey.get(alone.shipKey)).toMatchObject({
      OrdKey: null,
      OrdStatus: null,
      OrderColourStatus: null,
    });
    expect(byKey.get(planned.ordKey)).toMatchObject({
      ShipKey: null,
      Milestone: 'RAISED',
      CustomsStatus: 'NOT SENT',
    });
  });

  it('pages in stable batches without overlap, sorted ETA descending by default', async () => {
    const { group, client } = await groupWithClient();
    for (let i = 0; i < 7; i++) await createShipment(db(), group.id, { eta: daysAfter(NOW, i % 3) });
    const seen: string[] = [];
    let previous = Number.POSITIVE_INFINITY;
    for (let batchNo = 1; batchNo <= 4; batchNo++) {
      const res = await client.search({ batchNo, batchSize: 2 });
      expect(res.totalCount).toBe(7);
      expect(res.currentCount).toBe(Math.min(batchNo * 2, 7));
      for (const row of res.result) {
        const eta = Date.parse(row.ETA ?? '');
        expect(eta).toBeLessThanOrEqual(previous);
        previous = eta;
        seen.push(row.RecordId);
      }
    }
    expect(new Set(seen).size).toBe(7);
  });

  it('sorts by a chosen column, DESC unless told, nulls last', async () => {
    const { group, client } = await groupWithClient();
    const names = ['B', 'A', 'C'].map((l) => `${l}${unique()}`);
    for (const n of names) await createShipment(db(), group.id, { shipNumber: n });
    await createOrder(db(), group.id); // no ShipNumber
    const desc = await client.search({ orderBy: 'ShipNumber' });
    expect(desc.result.map((r) => r.ShipNumber)).toEqual([...[...names].sort().reverse(), null]);
    const asc = await client.search({ orderBy: 'ShipNumber', orderDir: 'asc' });
    expect(asc.result.map((r) => r.ShipNumber)).toEqual([...[...names].sort(), null]);
  });

  it('answers the key with its search: an order view lists only its orders, in its default order', async () => {
    const { group, client } = await groupWithClient();
    const late = await createOrder(db(), group.id, { ordStatus: 'PLC', exWorks: daysAfter(NOW, 9) });
    const soon = await createOrder(db(), group.id, { ordStatus: 'PLC', exWorks: daysAfter(NOW, 1) });
    await createOrder(db(), group.id, { ordStatus: 'CNF', exWorks: daysAfter(NOW, 3) });
    const res = await client.search({ key: 'PLANNEDORDERS' });
    expect(res.result.map((r) => r.OrdKey)).toEqual([soon.ordKey, late.ordKey]);
    expect(res.result[0]?.DaysToExWorks).toBe(1);
  });
});

describe('POST /api/shipments/shipmentsWithFilters: TotalCO2e', () => {
  it('gives each shipment row its well-to-wheel CO2e from its legs, and none to an unshipped order', async () => {
    const { group, client } = await groupWithClient();
    // Two ports 1,000 km apart along a meridian: 9 degrees of latitude on a 6,371 km sphere.
    const from = `T${unique().slice(0, 4)}`.toUpperCase();
    const to = `T${unique().slice(0, 4)}`.toUpperCase();
    await db()
      .insert(ports)
      .values([
        { code: from, name: 'Alpha', country: 'AU', latitude: 0, longitude: 100 },
        { code: to, name: 'Beta', country: 'AU', latitude: (1000 / 6371) * (180 / Math.PI), longitude: 100 },
      ]);
    const road = await createShipment(db(), group.id, {
      transportMode: 'ROAD',
      chargeableWeight: 2000,
      unitOfWeight: 'KG',
    });
    await db().insert(transportLegs).values({
      id: road.id,
      orgGroupId: group.id,
      shipmentId: road.id,
      leg: 1,
      transportMode: 'ROAD',
      loadPort: from,
      dischargePort: to,
    });
    const planned = await createOrder(db(), group.id, { ordStatus: 'PLC' });
    const res = await client.search({});
    const byKey = new Map(res.result.map((r) => [r.OrdKey ?? r.ShipKey, r]));
    // 1,000 km + 5% road uplift = 1,050 km x 2 t x 150 g/tkm (DEFRA road default) = 315 kg.
    expect(byKey.get(road.shipKey)?.TotalCO2e).toBeCloseTo(315, 1);
    expect(byKey.get(planned.ordKey)?.TotalCO2e).toBeNull();
  });
});

describe('POST /api/shipments/{listKey}', () => {
  it('pages a delivery search by 30 and narrows it by days in storage', async () => {
    const { group, client } = await groupWithClient();
    const stored = await createShipment(db(), group.id, { ata: daysAfter(NOW, -6) });
    await createContainer(db(), group.id, stored.id, { cargoStorage: daysAfter(NOW, -5) });
    const fresh = await createShipment(db(), group.id, { ata: daysAfter(NOW, -1) });
    await createContainer(db(), group.id, fresh.id, { cargoStorage: daysAfter(NOW, -1) });
    const delivered = await createShipment(db(), group.id, { ata: daysAfter(NOW, -9) });
    await createContainer(db(), group.id, delivered.id, { actualDelivery: daysAfter(NOW, -2) });

    const all = await client.post('/api/shipments/deliveries', { key: 'All' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      listKey: 'deliveries',
      key: 'All',
      pageNo: 1,
      pageSize: 30,
      totalCount: 2,
      totalPages: 1,
    });
    const old = await client.post('/api/shipments/deliveries', { key: 'All', daysInStorage: 3 });
    expect(old.json().result.map((r: { ShipKey: string }) => r.ShipKey)).toEqual([stored.shipKey]);
    expect(old.json().result[0].DaysInStorage).toBe(5);
  });

  it('refuses a key of another variant and an unknown variant', async () => {
    const { client } = await groupWithClient();
    const wrongKey = await client.post('/api/shipments/deliveries', { key: 'SHIPARR7' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().message).toMatch(/^key: /);
    const wrongList = await client.post('/api/shipments/contracts', { key: 'All' });
    expect(wrongList.statusCode).toBe(400);
  });

  it('keeps the critical chain to users with that permission', async () => {
    const group = await createOrgGroup(db());
    const without = await loggedIn(t, { orgGroupId: group.id, criticalChain: false });
    expect((await without.post('/api/shipments/criticalChain', { key: 'All' })).statusCode).toBe(403);
    const withIt = await loggedIn(t, { orgGroupId: group.id, criticalChain: true });
    expect((await withIt.post('/api/shipments/criticalChain', { key: 'ORIGIN' })).statusCode).toBe(200);
  });
});
