/**
 * hub §3 BuyerCode and Buyer on search rows, the detail record and the CSV: the customer's own party
 * (consignee of an import, supplier of an export), so a client can take a row's BuyerCode straight
 * to POST /api/org/deliveryAddress.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { orgAddresses, organisations } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { createShipment, loggedIn } from './test-factories.ts';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-10T02:00:00Z') });
});

describe('BuyerCode and Buyer', () => {
  it('name the consignee of an import and the supplier of an export, in rows, detail and CSV', async () => {
    const group = await createOrgGroup(db());
    const client = await loggedIn(t, { orgGroupId: group.id });
    const code = `CON${unique().toUpperCase()}`;
    const imported = await createShipment(db(), group.id, {
      direction: 'IMPORT',
      consigneeCode: code,
      consignee: 'Importer Pty',
      shipNumber: `IMP${unique().toUpperCase()}`,
    });
    const exported = await createShipment(db(), group.id, {
      direction: 'EXPORT',
      supplierCode: `SUP${unique().toUpperCase()}`,
      supplier: 'Exporter Ltd',
    });

    const { result } = await client.search({});
    const row = (key: string) => result.find((r) => r.ShipKey === key);
    expect(row(imported.shipKey)).toMatchObject({ BuyerCode: code, Buyer: 'Importer Pty' });
    expect(row(exported.shipKey)).toMatchObject({ BuyerCode: exported.supplierCode, Buyer: 'Exporter Ltd' });

    const detail = await client.post(`/api/shipments/${imported.shipKey}/details/general`, {});
    expect(detail.json()).toMatchObject({ BuyerCode: code, Buyer: 'Importer Pty' });

    const search = encodeURIComponent(JSON.stringify({ key: 'All', filters: [] }));
    const csv = await client.get(`/api/shipments/export.csv?listKey=tracking&search=${search}`);
    const [header = '', ...lines] = csv.body.trim().split('\r\n');
    const columns = header.split(',');
    const line = lines.find((l) => l.startsWith(imported.shipNumber))?.split(',') ?? [];
    expect(line[columns.indexOf('BuyerCode')]).toBe(code);
    expect(line[columns.indexOf('Buyer')]).toBe('Importer Pty');
  });

  it("takes a row's BuyerCode to its delivery addresses", async () => {
    const group = await createOrgGroup(db());
    const client = await loggedIn(t, { orgGroupId: group.id });
    const code = `CON${unique().toUpperCase()}`;
    await createShipment(db(), group.id, { direction: 'IMPORT', consigneeCode: code });
    const [org] = await db()
      .insert(organisations)
      .values({ orgGroupId: group.id, code, name: 'Importer Pty', country: 'AU' })
      .returning();
    if (!org) throw new Error('no organisation');
    await db().insert(orgAddresses).values({
      orgGroupId: group.id,
      organisationId: org.id,
      label: 'DC',
      address1: '1 Dock Rd',
      city: 'MELBOURNE',
      state: 'VIC',
      postcode: '3000',
      country: 'AU',
      isDelivery: true,
    });
    const [first] = (await client.search({})).result;
    const res = await client.post('/api/org/deliveryAddress', { buyerCode: first?.BuyerCode });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((a: { label: string }) => a.label)).toEqual(['DC']);
  });
});
