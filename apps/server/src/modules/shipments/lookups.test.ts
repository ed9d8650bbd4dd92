/** Type-ahead lookups (hub §5): from 3 characters, among the caller's records only. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { createCarrier, createOrder, createShipment, ensurePort, loggedIn } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const db = () => t.database.db;

describe('type-ahead lookups', () => {
  it("answers only the caller's carriers, parties and locations, and nothing under 3 characters", async () => {
    const tag = unique().toUpperCase();
    const a = await createOrgGroup(db());
    const b = await createOrgGroup(db());
    const mine = await createCarrier(db(), `Mine ${tag} Lines`);
    const theirs = await createCarrier(db(), `Theirs ${tag} Lines`);
    await ensurePort(db(), 'NZAKL', 'Auckland', 'NZ');
    await ensurePort(db(), 'USLAX', 'Los Angeles', 'US');
    await createShipment(db(), a.id, {
      carrierId: mine.id,
      supplierCode: `SUP${tag}`,
      supplier: `Supplier ${tag}`,
      consigneeCode: `CON${tag}`,
      consignee: `Consignee ${tag}`,
      origin: 'NZAKL',
    });
    await createOrder(db(), a.id, { supplierCode: `ORD${tag}`, supplier: `Order supplier ${tag}` });
    await createShipment(db(), b.id, {
      carrierId: theirs.id,
      supplierCode: `XSUP${tag}`,
      supplier: `Theirs supplier ${tag}`,
      origin: 'USLAX',
    });
    const client = await loggedIn(t, { orgGroupId: a.id });
    const ask = async (path: string, payload: Record<string, unknown>) => {
      const res = await client.post(`/api/shipments/${path}`, payload);
      expect(res.statusCode).toBe(200);
      return res.json().result as { value: string; label: string }[];
    };

    expect(await ask('getCarrier', { filter: tag.toLowerCase() })).toEqual([
      { value: mine.code, label: mine.name },
    ]);
    expect((await ask('shipmentsSuppliers', { filter: tag })).map((o) => o.value).sort()).toEqual([
      `ORD${tag}`,
      `SUP${tag}`,
    ]);
    expect(await ask('shipmentsConsignee', { filter: tag })).toEqual([
      { value: `CON${tag}`, label: `Consignee ${tag}` },
    ]);
    expect(await ask('shipmentsLocations', { filter: 'auck', searchType: 'Origin' })).toEqual([
      { value: 'NZAKL', label: 'Auckland, NZ (NZAKL)' },
    ]);
    expect(await ask('shipmentsLocations', { filter: 'los ang', searchType: 'Origin' })).toEqual([]);
    expect(await ask('shipmentsLocations', { filter: 'auck', searchType: 'Destination' })).toEqual([]);
    expect(await ask('getCarrier', { filter: 'Mi' })).toEqual([]);
  });

  it('refuses a location lookup without a valid searchType', async () => {
    const client = await loggedIn(t, { orgGroupId: (await createOrgGroup(db())).id });
    const res = await client.post('/api/shipments/shipmentsLocations', { filter: 'abc', searchType: 'Port' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('searchType');
  });
});
