import { QUICK_LOOKUP_RATE_LIMIT } from '@navia/domain/contracts/lookup';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordNotes, supportContacts } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDetailOrder, createDetailShipment } from '../shipment-detail/test-records.ts';

let t: TestApp;
let sea: Awaited<ReturnType<typeof createDetailShipment>>;
let air: Awaited<ReturnType<typeof createDetailShipment>>;
let order: Awaited<ReturnType<typeof createDetailOrder>>;
let ipCounter = 0;

/** Each test calls from its own address, so the per-IP limit of one test never touches another. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function get(url: string, ip: string) {
  return t.app.inject({ method: 'GET', url, remoteAddress: ip });
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  return [];
}

beforeAll(async () => {
  t = await createTestApp();
  const group = await createOrgGroup(t.database.db);
  sea = await createDetailShipment(t.database.db, group.id, 'FCL', { upsAwbNumber: '1Z999' });
  air = await createDetailShipment(t.database.db, group.id, 'AIR');
  order = await createDetailOrder(t.database.db, group.id, sea.id);
  await t.database.db.insert(recordNotes).values({
    orgGroupId: group.id,
    recordKey: sea.shipKey,
    note: 'SECRET DELIVERY CODE 4711',
    createdByName: 'Someone',
  });
  await t.database.db
    .insert(supportContacts)
    .values({ orgGroupId: group.id, role: 'ACT', fullName: 'Private Person', email: 'private@navia.demo' });
});

describe('GET /api/search/shipments', () => {
  it('finds a shipment by house bill, ignoring case, without signing in', async () => {
    const value = sea.houseBill?.toLowerCase() ?? '';
    const res = await get(`/api/search/shipments?searchType=HouseBill&searchValue=${value}`, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      {
        shipNumber: sea.shipNumber,
        ETD: sea.etd?.toISOString(),
        ETA: sea.eta?.toISOString(),
        ShipKey: sea.shipKey,
        OrdKey: order.ordKey,
        buyer: 'Acme Retail Pty Ltd',
      },
    ]);
  });

  it('finds by shipment number and master bill, with OrdKey "-" when there is no order', async () => {
    const byNumber = await get(
      `/api/search/shipments?searchType=ShipNumber&searchValue=${air.shipNumber}`,
      freshIp(),
    );
    expect(byNumber.json().result).toEqual([expect.objectContaining({ ShipKey: air.shipKey, OrdKey: '-' })]);
    const byMaster = await get(
      `/api/search/shipments?searchType=MasterBill&searchValue=${air.masterBill}`,
      freshIp(),
    );
    expect(byMaster.json().result).toHaveLength(1);
  });

  it('answers exact numbers only, so a fragment finds nothing', async () => {
    const fragment = (sea.houseBill ?? '').slice(0, 5);
    const res = await get(`/api/search/shipments?searchType=HouseBill&searchValue=${fragment}`, freshIp());
    expect(res.json().result).toEqual([]);
  });

  it('needs both a search type and a value', async () => {
    const res = await get('/api/search/shipments?searchValue=', freshIp());
    expect(res.statusCode).toBe(400);
    const fields = res.json().issues.map((i: { field: string; message: string }) => [i.field, i.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['searchType', 'This field is required.'],
        ['searchValue', 'This field is required.'],
      ]),
    );
  });

  it(`is limited to ${QUICK_LOOKUP_RATE_LIMIT.max} calls a minute per IP`, async () => {
    const ip = freshIp();
    const url = `/api/search/shipments?searchType=ShipNumber&searchValue=NOPE`;
    for (let i = 0; i < QUICK_LOOKUP_RATE_LIMIT.max; i++) expect((await get(url, ip)).statusCode).toBe(200);
    const limited = await get(url, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect((await get(url, freshIp())).statusCode).toBe(200);
  });
});

describe('GET /api/search/shipment', () => {
  it('answers the modal summary with milestones nested as milestones.milestones', async () => {
    const res = await get(`/api/search/shipment?ShipKey=${sea.shipKey}&OrdKey=${order.ordKey}`, freshIp());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ShipNumber: sea.shipNumber,
      OrdNumberFull: order.ordNumberFull,
      TransportMode: 'SEA',
      upsAwbNumber: '1Z999',
      TransportDetailsFromShipment: [],
    });
    expect(body.milestones.milestones).toHaveLength(7);
    expect(body.Containers).toHaveLength(2);
  });

  it('exposes no private field: no products, prices, contacts, documents, notes or marks', async () => {
    const res = await get(`/api/search/shipment?ShipKey=${sea.shipKey}`, freshIp());
    const keys = new Set(keysOf(res.json()));
    for (const forbidden of [
      'Products',
      'SKUDetails',
      'Goods',
      'TotalCO2e',
      'isFavourite',
      'Priority',
      'DataSource',
      'Supplier',
      'ShipConsignee',
      'HouseBill',
      'MasterBill',
      'contacts',
      'GS_FullName',
      'DownloadUrl',
      'Note',
      'InvoiceAmount',
    ]) {
      expect(keys.has(forbidden), forbidden).toBe(false);
    }
    expect(res.body).not.toContain('SECRET DELIVERY CODE');
    expect(res.body).not.toContain('Private Person');
    expect(res.body).not.toContain('HW-100');
    expect(res.body).not.toContain('Ningbo');
  });

  it('shows the planned route but no containers for air', async () => {
    const res = await get(`/api/search/shipment?ShipKey=${air.shipKey}&OrdKey=-`, freshIp());
    const body = res.json();
    expect(body.Containers).toEqual([]);
    expect(body.TransportDetailsFromShipment).toEqual([
      expect.objectContaining({ Leg: 1, TransportMode: 'AIR', LoadPortName: 'Shanghai Test' }),
    ]);
  });

  it('answers 404 for an unknown key', async () => {
    const res = await get('/api/search/shipment?ShipKey=AU-NOPE', freshIp());
    expect(res.statusCode).toBe(404);
  });
});
