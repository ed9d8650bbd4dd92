import type { ShipmentEmission } from '@navia/domain/rules/emissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createFactorTableEmissions } from '../../integrations/emissions.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { scopeOf } from '../../lib/scope.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { coEmission } from '../shipment-detail/shipment-detail.service.ts';
import { findLegsOfShipments } from './emissions.repository.ts';
import { emissionsByShipment, totalCo2eOf } from './shipment-emissions.ts';
import { refreshStaleEmissions, storedEmissionOf } from './stored-emissions.ts';

const NOW = new Date('2026-03-02T00:00:00Z');
const emissions = createFactorTableEmissions();
const VERSION = emissions.factorVersion;
const staff = scopeOf({ userId: 'test', role: 'NA', orgGroupId: null, trustedPartyId: null });

type StoredRow = {
  id: number;
  co2e_kg: number | null;
  co2e_sea_kg: number | null;
  co2e_air_kg: number | null;
  co2e_road_kg: number | null;
  co2e_factors: string | null;
};

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await seedDemoData(database, { shipments: 150, seed: 5, now: NOW });
}, 30_000);

afterAll(async () => {
  await database?.close();
});

const storedRows = () =>
  database.query<StoredRow>(
    'select id, co2e_kg, co2e_sea_kg, co2e_air_kg, co2e_road_kg, co2e_factors from shipments order by id',
  );

/** What the legs give today, in the stored form. */
async function computedRows(ids: number[]) {
  const computed = emissionsByShipment(emissions, await findLegsOfShipments(database.db, ids));
  return new Map(ids.map((id) => [id, storedEmissionOf(computed.get(id), VERSION)]));
}

function expectSame(actual: StoredRow, expected: ReturnType<typeof storedEmissionOf>) {
  expect(actual.co2e_factors).toBe(expected.co2eFactors);
  const pairs: [number | null, number | null][] = [
    [actual.co2e_kg, expected.co2eKg],
    [actual.co2e_sea_kg, expected.co2eSeaKg],
    [actual.co2e_air_kg, expected.co2eAirKg],
    [actual.co2e_road_kg, expected.co2eRoadKg],
  ];
  for (const [a, e] of pairs) {
    if (e === null) expect(a).toBeNull();
    else expect(a).toBeCloseTo(e, 6);
  }
}

describe('storedEmissionOf', () => {
  const leg = (mode: 'SEA_CONTAINER' | 'AIR' | 'ROAD', kgCo2e: number) => ({
    mode,
    kgCo2e,
    distanceKm: 1,
    gCo2ePerTkm: 1,
  });
  const result = (kgCo2e: number | null, legs: ShipmentEmission['legs']): ShipmentEmission => ({
    kgCo2e,
    legs,
    factorVersion: 'v',
  });
  it.each([
    ['no legs', undefined, { co2eKg: null, co2eSeaKg: null, co2eAirKg: null, co2eRoadKg: null }],
    [
      'a leg not computable',
      result(null, []),
      { co2eKg: null, co2eSeaKg: null, co2eAirKg: null, co2eRoadKg: null },
    ],
    [
      'road, sea and road again',
      result(112, [leg('ROAD', 5), leg('SEA_CONTAINER', 100), leg('ROAD', 7)]),
      { co2eKg: 112, co2eSeaKg: 100, co2eAirKg: 0, co2eRoadKg: 12 },
    ],
    ['air only', result(40, [leg('AIR', 40)]), { co2eKg: 40, co2eSeaKg: 0, co2eAirKg: 40, co2eRoadKg: 0 }],
  ])('%s', (_, input, expected) => {
    expect(storedEmissionOf(input, 'GLEC-X')).toEqual({ ...expected, co2eFactors: 'GLEC-X' });
  });
});

describe('the stored CO2e of shipments', () => {
  it('is what the legs compute, for every seeded shipment', async () => {
    const rows = await storedRows();
    const expected = await computedRows(rows.map((r) => r.id));
    for (const row of rows) expectSame(row, expected.get(row.id) ?? storedEmissionOf(undefined, VERSION));
    // The demo data has computable shipments; every one of them carries its split.
    expect(rows.filter((r) => r.co2e_kg !== null).length).toBeGreaterThan(100);
  });

  it('is recomputed for rows of another factor version or none, once', async () => {
    const before = await storedRows();
    await database.query(
      `update shipments set co2e_kg = null, co2e_sea_kg = null, co2e_air_kg = null, co2e_road_kg = null,
              co2e_factors = null where id % 3 = 0`,
    );
    await database.query(`update shipments set co2e_kg = 1, co2e_factors = 'GLEC-OLD' where id % 3 = 1`);
    const altered = before.filter((r) => r.id % 3 !== 2).length;

    expect(await refreshStaleEmissions(database.db, emissions, 40)).toBe(altered);
    const after = await storedRows();
    const expected = await computedRows(after.map((r) => r.id));
    for (const row of after) expectSame(row, expected.get(row.id) ?? storedEmissionOf(undefined, VERSION));
    expect(await refreshStaleEmissions(database.db, emissions, 40)).toBe(0);
  });

  it('gives the same lists and CO2 widget figures whether stored or computed from the legs', async () => {
    const deps = {
      ctx: { database, now: () => NOW } as unknown as AppContext,
      storage: {} as FileStorage,
      emissions,
    };
    const read = () =>
      database.query<{ id: number; co2eKg: number | null; co2eFactors: string | null }>(
        'select id, co2e_kg as "co2eKg", co2e_factors as "co2eFactors" from shipments order by id',
      );
    const stored = await totalCo2eOf(database.db, staff, emissions, await read());
    expect(stored.size).toBeGreaterThan(100);
    const widget = await coEmission(deps, staff, 'all', 90);
    expect(widget.shipments).toBeGreaterThan(0);

    await database.query('update shipments set co2e_factors = null');
    expect(await totalCo2eOf(database.db, staff, emissions, await read())).toEqual(stored);
    const live = await coEmission(deps, staff, 'all', 90);
    expect(live.shipments).toBe(widget.shipments);
    expect(live.totalCO2e).toBeCloseTo(widget.totalCO2e ?? Number.NaN, 1);
    expect(new Set(live.byMode.map((m) => m.mode))).toEqual(new Set(widget.byMode.map((m) => m.mode)));
    for (const mode of widget.byMode) {
      expect(live.byMode.find((m) => m.mode === mode.mode)?.totalCO2e).toBeCloseTo(mode.totalCO2e, 1);
    }
    await refreshStaleEmissions(database.db, emissions);
  });
});
