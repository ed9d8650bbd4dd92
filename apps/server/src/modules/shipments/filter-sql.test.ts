/** Every filter type of the catalogue, and the AND/OR logic of groups, through the search API. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import {
  type Agent,
  createCarrier,
  createContainer,
  createOrder,
  createProduct,
  createReference,
  createShipment,
  daysAfter,
  ensurePort,
  loggedIn,
  shipNumbers,
} from './test-factories.ts';

/** 13:00 on 10 March 2026 in Melbourne (AEDT, UTC+11): today is 2026-03-10, it began at 2026-03-09T13:00Z. */
const NOW = new Date('2026-03-10T02:00:00Z');
const TODAY_START = new Date('2026-03-09T13:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
const db = () => t.database.db;

type World = { groupId: string; client: Agent };
async function world(): Promise<World> {
  const group = await createOrgGroup(db());
  return { groupId: group.id, client: await loggedIn(t, { orgGroupId: group.id }) };
}
/** Creates shipments named after their role, so answers read as sets of names. */
async function ship(w: World, name: string, values: Parameters<typeof createShipment>[2] = {}) {
  return createShipment(db(), w.groupId, { shipNumber: name, ...values });
}
const found = async (w: World, filters: unknown, isAdvancedSearch = false) =>
  shipNumbers(await w.client.search({ filters, isAdvancedSearch }));

describe('date filters', () => {
  it('PrevNext covers whole days from today - prev to the end of today + next, in the home-country zone', async () => {
    const w = await world();
    await ship(w, 'before-window', { eta: new Date(TODAY_START.getTime() - 2 * 86_400_000 - 1) });
    await ship(w, 'first-day', { eta: new Date(TODAY_START.getTime() - 2 * 86_400_000) });
    await ship(w, 'today', { eta: NOW });
    await ship(w, 'last-moment', { eta: new Date(TODAY_START.getTime() + 8 * 86_400_000 - 1) });
    await ship(w, 'after-window', { eta: new Date(TODAY_START.getTime() + 8 * 86_400_000) });
    await ship(w, 'no-eta');
    expect(await found(w, [{ ETA: { durationType: 'PrevNext', prevDuration: 2, nextDuration: 7 } }])).toEqual(
      ['first-day', 'last-moment', 'today'],
    );
    // Missing durations are 0 (hub §5), and numbers typed as text are accepted.
    expect(await found(w, [{ ETA: { durationType: 'PrevNext', nextDuration: '' } }])).toEqual(['today']);
    expect(await found(w, [{ ETA: { durationType: 'PrevNext', nextDuration: '7' } }])).toEqual([
      'last-moment',
      'today',
    ]);
  });

  it("reads 'N DAYS' as today to today + N", async () => {
    const w = await world();
    await ship(w, 'in-3', { etd: daysAfter(NOW, 3) });
    await ship(w, 'in-9', { etd: daysAfter(NOW, 9) });
    await ship(w, 'yesterday', { etd: daysAfter(NOW, -1) });
    expect(await found(w, [{ ETD: '7 DAYS' }])).toEqual(['in-3']);
  });

  it('DateRange runs from the start of startDate to the end of endDate', async () => {
    const w = await world();
    await ship(w, 'mar-01-early', { atd: new Date('2026-02-28T13:00:00Z') }); // 00:00 on 1 March in Melbourne
    await ship(w, 'feb-28-late', { atd: new Date('2026-02-28T12:59:59Z') });
    await ship(w, 'mar-05-late', { atd: new Date('2026-03-05T12:59:59Z') });
    await ship(w, 'mar-06', { atd: new Date('2026-03-05T13:00:00Z') });
    const range = { durationType: 'DateRange', startDate: '2026-03-01', endDate: '2026-03-05' };
    expect(await found(w, [{ ATD: range }])).toEqual(['mar-01-early', 'mar-05-late']);
  });

  it('is blank matches records without the date', async () => {
    const w = await world();
    await ship(w, 'arrived', { ata: daysAfter(NOW, -1) });
    await ship(w, 'not-arrived');
    expect(await found(w, [{ ATA: { durationType: 'PrevNext', isBlank: true } }])).toEqual(['not-arrived']);
  });

  it('container dates match any container; confirmed delivery empty finds a container still unconfirmed', async () => {
    const w = await world();
    const confirmed = await ship(w, 'confirmed');
    await createContainer(db(), w.groupId, confirmed.id, {
      confirmedDelivery: daysAfter(NOW, 1),
      cargoStorage: daysAfter(NOW, 2),
    });
    const open = await ship(w, 'open');
    await createContainer(db(), w.groupId, open.id, { cargoAvailable: daysAfter(NOW, -1) });
    await ship(w, 'no-containers');
    expect(await found(w, [{ ConfirmedDelivery: { durationType: 'PrevNext', isBlank: true } }])).toEqual([
      'open',
    ]);
    expect(await found(w, [{ ConfirmedDelivery: { durationType: 'PrevNext', nextDuration: 3 } }])).toEqual([
      'confirmed',
    ]);
    expect(await found(w, [{ StorageDate: '3 DAYS' }])).toEqual(['confirmed']);
    expect(await found(w, [{ CargoAvailable: { durationType: 'PrevNext', prevDuration: 2 } }])).toEqual([
      'open',
    ]);
  });

  it('order dates filter orders', async () => {
    const w = await world();
    await createOrder(db(), w.groupId, {
      ordNumber: 'ex-soon',
      exWorks: daysAfter(NOW, 2),
      reqInStore: daysAfter(NOW, 30),
    });
    await createOrder(db(), w.groupId, {
      ordNumber: 'ex-late',
      exWorks: daysAfter(NOW, 20),
      reqInStore: daysAfter(NOW, 5),
    });
    expect(await found(w, [{ ExWorks: '7 DAYS' }])).toEqual(['ex-soon']);
    expect(await found(w, [{ ReqInStore: '7 DAYS' }])).toEqual(['ex-late']);
    expect(
      await found(w, [
        { OrderDate: { durationType: 'DateRange', startDate: '2026-01-01', endDate: '2026-01-01' } },
      ]),
    ).toEqual(['ex-late', 'ex-soon']);
  });
});

describe('status and flag filters', () => {
  it('dropdowns match one value, or any of several joined by ##', async () => {
    const w = await world();
    await ship(w, 'sea', {
      transportMode: 'SEA',
      packing: 'FCL',
      customsStatus: 'CLEARED',
      direction: 'IMPORT',
    });
    await ship(w, 'air', {
      transportMode: 'AIR',
      packing: 'AIR',
      customsStatus: 'SENT NOT CLEARED',
      direction: 'EXPORT',
    });
    await ship(w, 'road', {
      transportMode: 'ROAD',
      packing: 'FTL',
      customsStatus: 'NOT SENT',
      direction: 'IMPORT',
    });
    expect(await found(w, [{ Transport: 'AIR' }])).toEqual(['air']);
    expect(await found(w, [{ Transport: 'SEA##ROAD' }])).toEqual(['road', 'sea']);
    expect(await found(w, [{ Packing: 'FTL' }])).toEqual(['road']);
    expect(await found(w, [{ CustomsStatus: 'SENT NOT CLEARED' }])).toEqual(['air']);
    expect(await found(w, [{ Direction: 'EXPORT' }])).toEqual(['air']);
  });

  it('order status matches orders, and UNDELIVERED everything not delivered', async () => {
    const w = await world();
    await createOrder(db(), w.groupId, { ordNumber: 'planned', ordStatus: 'PLC' });
    await createOrder(db(), w.groupId, { ordNumber: 'delivered', ordStatus: 'DLV' });
    await ship(w, 'shipment-delivered', { deliveredDate: daysAfter(NOW, -1) });
    await ship(w, 'shipment-open');
    expect(await found(w, [{ OrdStatus: 'PLC' }])).toEqual(['planned']);
    expect(await found(w, [{ OrdStatus: 'UNDELIVERED' }])).toEqual(['planned', 'shipment-open']);
  });

  it('milestone and priority are custom options', async () => {
    const w = await world();
    const flagged = await ship(w, 'flagged', { milestone: 'ARRIVED' });
    await ship(w, 'plain', { milestone: 'DEPARTED' });
    const tick = await w.client.post('/api/org/priorityShipments', {
      recordKey: flagged.shipKey,
      recordNumber: flagged.shipNumber,
      isShipment: true,
      DataSource: 'AU',
    });
    expect(tick.json()).toEqual({ ticked: true });
    expect(await found(w, [{ Milestone: 'ARRIVED' }])).toEqual(['flagged']);
    expect(await found(w, [{ Priority: 'YES' }])).toEqual(['flagged']);
    expect(await found(w, [{ Priority: 'NO' }])).toEqual(['plain']);
  });
});

describe('number and reference filters (contains, any case)', () => {
  it('matches shipment and order numbers and bills in part', async () => {
    const w = await world();
    const tag = unique();
    await ship(w, `SHIP-${tag}-ONE`, {
      houseBill: `HBL${tag}`,
      masterBill: `MBL${tag}`,
      clientShipmentId: `CID${tag}`,
      shipOrderReference: `REF${tag}`,
    });
    await ship(w, 'other');
    await createOrder(db(), w.groupId, { ordNumber: `PO${tag}` });
    expect(await found(w, [{ ShipNumber: `ship-${tag}`.toLowerCase() }])).toEqual([`SHIP-${tag}-ONE`]);
    for (const key of ['HouseBill', 'MasterBill', 'ClientShipmentID', 'ShipOrderReference']) {
      expect(await found(w, [{ [key]: tag }]), key).toEqual([`SHIP-${tag}-ONE`]);
    }
    expect(await found(w, [{ OrdNumber: `po${tag}` }])).toEqual([`PO${tag}`]);
  });

  it('matches containers, SKUs (products or SKU references) and ASNs of the shipment', async () => {
    const w = await world();
    const boxed = await ship(w, 'boxed');
    const box = await createContainer(db(), w.groupId, boxed.id, { containerNumber: 'ABCU7654321' });
    await createProduct(db(), w.groupId, box.id, { partNo: 'WIDGET-77' });
    const referenced = await ship(w, 'referenced');
    await createReference(db(), w.groupId, referenced.id, 'SKU', 'WIDGET-78');
    await createReference(db(), w.groupId, referenced.id, 'ASN', 'ASN-5555');
    await ship(w, 'bare');
    expect(await found(w, [{ Container: 'abcu765' }])).toEqual(['boxed']);
    expect(await found(w, [{ SKU: 'widget-7' }])).toEqual(['boxed', 'referenced']);
    expect(await found(w, [{ ASN: '5555' }])).toEqual(['referenced']);
  });

  it('treats LIKE wildcards literally', async () => {
    const w = await world();
    await ship(w, 'percent', { houseBill: 'HB%1' });
    await ship(w, 'plain', { houseBill: 'HBX1' });
    expect(await found(w, [{ HouseBill: '%' }])).toEqual(['percent']);
    expect(await found(w, [{ HouseBill: 'HB_1' }])).toEqual([]);
  });
});

describe('general filters', () => {
  it('parties match a code exactly or a name in part', async () => {
    const w = await world();
    await ship(w, 'acme', {
      supplierCode: 'ACMSUPCN',
      supplier: 'Acme Supplies',
      consigneeCode: 'BUYAU',
      consignee: 'Buyer Pty',
    });
    await ship(w, 'other', {
      supplierCode: 'OTHCN',
      supplier: 'Other Works',
      consigneeCode: 'ELSAU',
      consignee: 'Else Pty',
    });
    expect(await found(w, [{ Supplier: 'acmsupcn' }])).toEqual(['acme']);
    expect(await found(w, [{ Supplier: 'supplies' }])).toEqual(['acme']);
    expect(await found(w, [{ Consignee: 'else' }])).toEqual(['other']);
  });

  it('locations match a code prefix (a country) or a port name; carriers and vessels by name', async () => {
    const w = await world();
    await ensurePort(db(), 'NZAKL', 'Auckland', 'NZ');
    const carrier = await createCarrier(db(), `Tasman Line ${unique()}`);
    await ship(w, 'from-nz', {
      origin: 'NZAKL',
      loadPort: 'NZAKL',
      carrierId: carrier.id,
      vessel: 'KOTA NAZAR',
    });
    await ship(w, 'from-cn', {
      origin: 'CNSHA',
      loadPort: 'CNSHA',
      dischargePort: 'AUMEL',
      transhipmentVessel: 'MSC ANNA',
    });
    expect(await found(w, [{ Origin: 'NZ' }])).toEqual(['from-nz']);
    expect(await found(w, [{ Origin: 'auck' }])).toEqual(['from-nz']);
    expect(await found(w, [{ LoadPort: 'CNSHA' }])).toEqual(['from-cn']);
    expect(await found(w, [{ Destination: 'AU' }])).toEqual(['from-cn', 'from-nz']);
    expect(await found(w, [{ DischargePort: 'AUMEL' }])).toEqual(['from-cn']);
    expect(await found(w, [{ Carrier: 'tasman' }])).toEqual(['from-nz']);
    expect(await found(w, [{ Carrier: carrier.code }])).toEqual(['from-nz']);
    expect(await found(w, [{ Vessel: 'anna' }])).toEqual(['from-cn']);
  });

  it('the general search looks in all ten fields of hub §2', async () => {
    const w = await world();
    const tag = unique().toUpperCase();
    const carrier = await createCarrier(db(), `CARRIER${tag}`);
    await ship(w, `SN${tag}`);
    await ship(w, 'mbl', { masterBill: `MB${tag}` });
    await ship(w, 'hbl', { houseBill: `HB${tag}` });
    await ship(w, 'cid', { clientShipmentId: `CI${tag}` });
    await ship(w, 'ref', { shipOrderReference: `RF${tag}` });
    await ship(w, 'carrier', { carrierId: carrier.id });
    const boxed = await ship(w, 'container');
    const box = await createContainer(db(), w.groupId, boxed.id, { containerNumber: `BX${tag}` });
    const skud = await ship(w, 'sku');
    const skuBox = await createContainer(db(), w.groupId, skud.id);
    await createProduct(db(), w.groupId, skuBox.id, { partNo: `PN${tag}` });
    const asn = await ship(w, 'asn');
    await createReference(db(), w.groupId, asn.id, 'ASN', `AS${tag}`);
    await createOrder(db(), w.groupId, { ordNumber: `ON${tag}` });
    await ship(w, 'unrelated');
    void box;
    expect(await found(w, [{ GeneralSearch: tag.toLowerCase() }])).toEqual(
      [`ON${tag}`, `SN${tag}`, 'asn', 'carrier', 'cid', 'container', 'hbl', 'mbl', 'ref', 'sku'].sort(),
    );
  });
});

describe('amount filters (ranges)', () => {
  it('match inclusive bounds, with either bound open', async () => {
    const w = await world();
    await ship(w, 'light', { actualWeight: 500, chargeableWeight: 600, actualVolume: 2, noOfPacks: 1 });
    await ship(w, 'medium', { actualWeight: 1500, chargeableWeight: 1600, actualVolume: 8, noOfPacks: 20 });
    await ship(w, 'heavy', { actualWeight: 9000, chargeableWeight: 9100, actualVolume: 40, noOfPacks: 300 });
    expect(await found(w, [{ ActualWeight: { from: 500, to: 1500 } }])).toEqual(['light', 'medium']);
    expect(await found(w, [{ ChargeableWeight: { from: '1601' } }])).toEqual(['heavy']);
    expect(await found(w, [{ ActualVolume: { to: 8 } }])).toEqual(['light', 'medium']);
    expect(await found(w, [{ NoOfPacks: { from: 2, to: 299 } }])).toEqual(['medium']);
  });

  it('refuses a range without bounds or with from above to', async () => {
    const w = await world();
    for (const value of [{}, { from: 5, to: 1 }]) {
      const res = await w.client.post('/api/shipments/shipmentsWithFilters', {
        batchNo: 1,
        filters: [{ NoOfPacks: value }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].field).toMatch(/^filters\.0\.NoOfPacks/);
    }
  });
});

describe('AND / OR logic', () => {
  async function modes(w: World) {
    await ship(w, 'sea-fcl', { transportMode: 'SEA', packing: 'FCL' });
    await ship(w, 'sea-lcl', { transportMode: 'SEA', packing: 'LCL' });
    await ship(w, 'air', { transportMode: 'AIR', packing: 'AIR' });
  }

  it('ANDs every filter when the search is not advanced', async () => {
    const w = await world();
    await modes(w);
    expect(await found(w, [{ Transport: 'SEA', Packing: 'LCL' }])).toEqual(['sea-lcl']);
    expect(await found(w, [{ Transport: 'SEA' }, { Packing: 'LCL' }])).toEqual(['sea-lcl']);
  });

  it('ORs within a group and ANDs the groups in advanced search', async () => {
    const w = await world();
    await modes(w);
    expect(await found(w, [{ Transport: 'AIR', Packing: 'LCL' }], true)).toEqual(['air', 'sea-lcl']);
    expect(await found(w, [{ Transport: 'AIR', Packing: 'LCL' }, { Transport: 'SEA' }], true)).toEqual([
      'sea-lcl',
    ]);
    // advancedSearch=1 as the URL carries it
    expect(
      shipNumbers(
        await w.client.search({ filters: [{ Transport: 'AIR', Packing: 'LCL' }], isAdvancedSearch: 1 }),
      ),
    ).toEqual(['air', 'sea-lcl']);
  });

  it('accepts the groups as an ordered map, ignoring a timestamp key', async () => {
    const w = await world();
    await modes(w);
    const filters = { 0: { Transport: 'SEA' }, 1: { Packing: 'FCL##AIR' }, timestamp: 1741600000000 };
    expect(await found(w, filters)).toEqual(['sea-fcl']);
  });

  it("drops values that are '' or only '##' before searching", async () => {
    const w = await world();
    await modes(w);
    expect(await found(w, [{ Transport: '', Packing: '##', ShipNumber: ' ' }])).toEqual([
      'air',
      'sea-fcl',
      'sea-lcl',
    ]);
    expect(await found(w, [{ Transport: 'AIR', ETA: '' }], true)).toEqual(['air']);
  });
});
