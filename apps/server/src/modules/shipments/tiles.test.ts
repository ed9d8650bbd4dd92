/** Key-metric tiles: each tile equals the totalCount of its search, for all 14 codes (issue 3). */
import type { Tile } from '@navia/domain/contracts/shipments';
import { searchRequestFor } from '@navia/domain/rules/filters/search-keys';
import { KEY_METRIC_CODES, type KeyMetricCode } from '@navia/domain/rules/key-metrics';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Agent, createOrder, createShipment, daysAfter, loggedIn } from './test-factories.ts';

const NOW = new Date('2026-03-10T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
const db = () => t.database.db;

/** The expected count of each code for the records `metricWorld` creates. */
const EXPECTED: Record<KeyMetricCode, number> = {
  SHIPARR7: 2, // arr3 and the export ETD7MIS record arriving in 5
  SHIPARR14: 3, // + arr10
  SHIPDEP7: 5, // dep5 and the four export shipments (ETD +1, +2, +3, +6)
  SHIPDEP14: 6, // + dep12
  EXWORK7: 1,
  RIS7: 1,
  RISETA: 1,
  ORDEXW: 1,
  ARVNOTDEL: 1,
  ARVNOTCLE: 1,
  ETD7MIS: 1,
  ETD7NOTC: 2,
  PRINOTDEL: 1,
  PRINOTSHIP: 1,
};

async function tick(agent: Agent, recordKey: string, isShipment = true) {
  const res = await agent.post('/api/org/priorityShipments', {
    recordKey,
    recordNumber: 'N',
    isShipment,
    DataSource: 'AU',
  });
  expect(res.json()).toEqual({ ticked: true });
}

/** One organisation group with a record for every key metric, and decoys that match none. */
async function metricWorld(options: { exports?: boolean } = {}) {
  const group = await createOrgGroup(db());
  const client = await loggedIn(t, { orgGroupId: group.id });
  const g = group.id;
  const imp = { direction: 'IMPORT' as const, houseBill: 'HB1', milestone: 'IN TRANSIT' };
  await createShipment(db(), g, {
    ...imp,
    eta: daysAfter(NOW, 3),
    atd: daysAfter(NOW, -10),
    etd: daysAfter(NOW, -10),
  });
  await createShipment(db(), g, {
    ...imp,
    eta: daysAfter(NOW, 10),
    atd: daysAfter(NOW, -5),
    etd: daysAfter(NOW, -5),
  });
  await createShipment(db(), g, {
    ...imp,
    ata: daysAfter(NOW, -2),
    eta: daysAfter(NOW, -2),
    atd: daysAfter(NOW, -20),
    customsStatus: 'NOT SENT',
  });
  await createShipment(db(), g, {
    ...imp,
    ata: daysAfter(NOW, -3),
    atd: daysAfter(NOW, -30),
    customsStatus: 'CLEARED',
    deliveredDate: daysAfter(NOW, -1),
    milestone: 'DELIVERED',
  });
  await createShipment(db(), g, { ...imp, etd: daysAfter(NOW, 5), eta: daysAfter(NOW, 40) });
  await createShipment(db(), g, { ...imp, etd: daysAfter(NOW, 12), eta: daysAfter(NOW, 50) });
  const importPriority = await createShipment(db(), g, {
    ...imp,
    atd: daysAfter(NOW, -15),
    eta: daysAfter(NOW, 20),
  });
  await tick(client, importPriority.shipKey);
  // Orders (import)
  await createOrder(db(), g, {
    ordStatus: 'PLC',
    exWorks: daysAfter(NOW, 4),
    reqInStore: daysAfter(NOW, 60),
    eta: daysAfter(NOW, 30),
  });
  await createOrder(db(), g, {
    ordStatus: 'CNF',
    exWorks: daysAfter(NOW, 30),
    reqInStore: daysAfter(NOW, 6),
    eta: daysAfter(NOW, 10),
  });
  await createOrder(db(), g, { ordStatus: 'PLC', exWorks: daysAfter(NOW, -3) });
  await createOrder(db(), g, {
    ordStatus: 'DLV',
    exWorks: daysAfter(NOW, -30),
    reqInStore: daysAfter(NOW, 2),
  });
  if (options.exports !== false) {
    const exp = { direction: 'EXPORT' as const };
    await createShipment(db(), g, {
      ...exp,
      etd: daysAfter(NOW, 2),
      eta: daysAfter(NOW, 5),
      houseBill: null,
      milestone: 'RAISED',
    });
    await createShipment(db(), g, {
      ...exp,
      etd: daysAfter(NOW, 6),
      eta: daysAfter(NOW, 25),
      houseBill: 'HB2',
      milestone: 'CONFIRMED',
    });
    await createShipment(db(), g, {
      ...exp,
      etd: daysAfter(NOW, 3),
      eta: daysAfter(NOW, 25),
      houseBill: 'HB3',
      milestone: 'PICKED UP',
    });
    const exportPriority = await createShipment(db(), g, {
      ...exp,
      etd: daysAfter(NOW, 1),
      eta: daysAfter(NOW, 25),
      houseBill: 'HB4',
      milestone: 'PICKED UP',
    });
    await tick(client, exportPriority.shipKey);
    // An export order due ex-works soon counts for no importer tile.
    await createOrder(db(), g, { direction: 'EXPORT', ordStatus: 'PLC', exWorks: daysAfter(NOW, 2) });
  }
  return { group, client };
}

async function tilesOf(agent: Agent): Promise<Tile[]> {
  const res = await agent.get('/api/shipments/tiles');
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

describe('GET /api/shipments/tiles', () => {
  it('gives every one of the 14 codes the totalCount of its /tracking/{code} search', async () => {
    const { client } = await metricWorld();
    const tiles = await tilesOf(client);
    expect(tiles.map((tile) => tile.key)).toEqual([...KEY_METRIC_CODES]);
    for (const tile of tiles) {
      const withWindow = await client.search(searchRequestFor('tracking', tile.key));
      const keyOnly = await client.search({ key: tile.key });
      expect({ code: tile.key, value: tile.value }).toEqual({ code: tile.key, value: EXPECTED[tile.key] });
      expect(withWindow.totalCount, tile.key).toBe(tile.value);
      expect(keyOnly.totalCount, tile.key).toBe(tile.value);
    }
  });

  it("counts only the caller's organisation group", async () => {
    await metricWorld(); // another group with the same records
    const { client } = await metricWorld();
    const values = Object.fromEntries((await tilesOf(client)).map((tile) => [tile.key, tile.value]));
    expect(values).toEqual(EXPECTED);
  });

  // Fourteen searches over every group of the worker's database, which the test files before this
  // one filled: 20 s, against the 5 s default (on PGlite beside the static checks, it took over 5 s).
  it('staff get every tile over all groups, still equal to their searches', async () => {
    await metricWorld();
    const staff = await loggedIn(t, { role: 'NSU' });
    const tiles = await tilesOf(staff);
    expect(tiles).toHaveLength(14);
    for (const tile of tiles) {
      expect((await staff.search(searchRequestFor('tracking', tile.key))).totalCount, tile.key).toBe(
        tile.value,
      );
      expect(tile.value, tile.key).toBeGreaterThanOrEqual(EXPECTED[tile.key]);
    }
  }, 20_000);

  it('offers exporter tiles only to users who see export records (hub §6 access modes)', async () => {
    const { client } = await metricWorld({ exports: false });
    const tiles = await tilesOf(client);
    expect(tiles.map((tile) => tile.accessMode)).not.toContain('EXPORTER');
    expect(tiles.map((tile) => tile.key)).toEqual(
      KEY_METRIC_CODES.filter((c) => !['ETD7MIS', 'ETD7NOTC', 'PRINOTSHIP'].includes(c)),
    );
    const empty = await loggedIn(t, { orgGroupId: (await createOrgGroup(db())).id });
    expect((await tilesOf(empty)).every((tile) => tile.accessMode === 'BOTH' && tile.value === 0)).toBe(true);
  });

  it("orders tiles by the user's layout selection, else the first 8 offered", async () => {
    const group = await createOrgGroup(db());
    const layout = [
      { widgetType: 'TILES', config: { selectedItems: [{ key: 'SHIPDEP7' }, { key: 'SHIPARR7' }] } },
    ];
    const chooser = await loggedIn(t, { orgGroupId: group.id, customLayout: layout });
    const chosen = Object.fromEntries((await tilesOf(chooser)).map((tile) => [tile.key, tile.order]));
    expect(chosen).toMatchObject({ SHIPDEP7: 0, SHIPARR7: 1, SHIPARR14: null });
    const staff = await loggedIn(t, { role: 'NU' });
    const orders = (await tilesOf(staff)).map((tile) => tile.order);
    expect(orders).toEqual([0, 1, 2, 3, 4, 5, 6, 7, null, null, null, null, null, null]);
  });
});
