/**
 * The cargo map and the shipping calculator (issue 13): shipments in transit and lane estimates of the
 * caller's organisation group only, positions interpolated by time elapsed, late risk, the bound on
 * the map, the port type-ahead, and bad input answered 400 naming the field.
 */
import { randomInt } from 'node:crypto';
import type { InTransitResponse, LaneEstimateResponse } from '@navia/domain/contracts/transit';
import { IN_TRANSIT_LIMIT } from '@navia/domain/contracts/transit';
import { DEFAULT_EMISSION_FACTORS, factorFor, legDistanceKm } from '@navia/domain/rules/emissions';
import { greatCircleInterpolate } from '@navia/domain/rules/transit/position';
import { beforeAll, describe, expect, it } from 'vitest';
import { ports } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Agent,
  createShipment,
  createShipments,
  daysAfter,
  loggedIn,
} from '../shipments/test-factories.ts';

const NOW = new Date('2026-06-15T00:00:00Z');
let t: TestApp;
const db = () => t.database.db;

/** A UN/LOCODE no other test uses: XQ and three random letters. */
const portCode = () =>
  `XQ${Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('')}`;
const LOAD = {
  code: portCode(),
  name: 'Transitville Harbour',
  country: 'XQ',
  latitude: 31.2,
  longitude: 121.5,
};
const DISCHARGE = { code: portCode(), name: 'Arrival Bay', country: 'XQ', latitude: -37.8, longitude: 144.9 };
const OTHER = { code: portCode(), name: 'Elsewhere Quay', country: 'XQ', latitude: 1.3, longitude: 103.8 };

let groupA: string;
let groupB: string;
let a: Agent;
let b: Agent;
let staff: Agent;
const keys: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await db().insert(ports).values([LOAD, DISCHARGE, OTHER]).onConflictDoNothing();
  groupA = (await createOrgGroup(db())).id;
  groupB = (await createOrgGroup(db())).id;
  a = await loggedIn(t, { orgGroupId: groupA });
  b = await loggedIn(t, { orgGroupId: groupB });
  staff = await loggedIn(t, { role: 'NU' });
  const lane = { loadPort: LOAD.code, dischargePort: DISCHARGE.code };
  // Half way: departed 5 days ago, ETA in 5 days, 2 days later than first planned.
  keys.late = (
    await createShipment(db(), groupA, {
      ...lane,
      atd: daysAfter(NOW, -5),
      eta: daysAfter(NOW, 5),
      sta: daysAfter(NOW, 3),
    })
  ).shipKey;
  // A quarter of the way, on time.
  keys.onTime = (
    await createShipment(db(), groupA, {
      ...lane,
      transportMode: 'AIR',
      atd: daysAfter(NOW, -1),
      eta: daysAfter(NOW, 3),
      sta: daysAfter(NOW, 3),
    })
  ).shipKey;
  // Not on the map: not departed, arrived, departure still ahead, a port without coordinates.
  await createShipment(db(), groupA, { ...lane, etd: daysAfter(NOW, 2), eta: daysAfter(NOW, 12) });
  await createShipment(db(), groupA, { ...lane, atd: daysAfter(NOW, -20), ata: daysAfter(NOW, -2) });
  await createShipment(db(), groupA, { ...lane, atd: daysAfter(NOW, 1), eta: daysAfter(NOW, 9) });
  await createShipment(db(), groupA, {
    loadPort: 'ZZ999',
    dischargePort: DISCHARGE.code,
    atd: daysAfter(NOW, -1),
  });
  keys.otherGroup = (
    await createShipment(db(), groupB, { ...lane, atd: daysAfter(NOW, -2), eta: daysAfter(NOW, 8) })
  ).shipKey;
});

const inTransit = async (agent: Agent) => {
  const res = await agent.get('/api/transit/inTransit');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InTransitResponse;
};

describe('GET /api/transit/inTransit', () => {
  it("lists only the caller's group's shipments between departure and arrival", async () => {
    const mine = await inTransit(a);
    expect(mine.shipments.map((s) => s.ShipKey).sort()).toEqual([keys.late, keys.onTime].sort());
    expect(mine.totalCount).toBe(2);
    expect(mine.lateCount).toBe(1);
    expect(mine.asOf).toBe(NOW.toISOString());
    const theirs = await inTransit(b);
    expect(theirs.shipments.map((s) => s.ShipKey)).toEqual([keys.otherGroup]);
  });

  it('lists the earliest ETA first', async () => {
    expect((await inTransit(a)).shipments.map((s) => s.ShipKey)).toEqual([keys.onTime, keys.late]);
  });

  it('places each shipment between its ports by the time elapsed and flags the late one', async () => {
    const { shipments } = await inTransit(a);
    const late = shipments.find((s) => s.ShipKey === keys.late);
    const onTime = shipments.find((s) => s.ShipKey === keys.onTime);
    expect(late).toMatchObject({ progress: 0.5, lateRisk: true, delayHours: 48, TransportMode: 'SEA' });
    expect(onTime).toMatchObject({ progress: 0.25, lateRisk: false, delayHours: 0, TransportMode: 'AIR' });
    expect(late?.loadPort).toEqual(LOAD);
    expect(late?.dischargePort).toEqual(DISCHARGE);
    const expected = greatCircleInterpolate(LOAD, DISCHARGE, 0.5);
    expect(late?.position.latitude).toBeCloseTo(expected.latitude, 3);
    expect(late?.position.longitude).toBeCloseTo(expected.longitude, 3);
  });

  it('lets staff see every group', async () => {
    const all = await inTransit(staff);
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
  });

  it(`draws at most ${IN_TRANSIT_LIMIT} shipments and counts them all`, async () => {
    const group = (await createOrgGroup(db())).id;
    const many = await loggedIn(t, { orgGroupId: group });
    await createShipments(db(), group, IN_TRANSIT_LIMIT + 7, (i) => ({
      loadPort: LOAD.code,
      dischargePort: OTHER.code,
      atd: daysAfter(NOW, -3),
      eta: daysAfter(NOW, 1 + i / 100),
    }));
    const answer = await inTransit(many);
    expect(answer.shipments).toHaveLength(IN_TRANSIT_LIMIT);
    expect(answer.totalCount).toBe(IN_TRANSIT_LIMIT + 7);
  });

  it('refuses a user without the tracking permission', async () => {
    const noTracking = await loggedIn(t, { orgGroupId: groupA, tracking: false });
    expect((await noTracking.get('/api/transit/inTransit')).statusCode).toBe(403);
  });
});

describe('GET /api/transit/laneEstimate', () => {
  const url = (origin: string, destination: string, mode: string) =>
    `/api/transit/laneEstimate?origin=${origin}&destination=${destination}&mode=${mode}`;
  const estimate = async (agent: Agent, origin: string, destination: string, mode = 'SEA') => {
    const res = await agent.get(url(origin, destination, mode));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LaneEstimateResponse;
  };

  let lanes: { origin: string; destination: string };
  beforeAll(async () => {
    const origin = { ...OTHER, code: portCode(), name: 'Lane Origin' };
    const destination = { ...DISCHARGE, code: portCode(), name: 'Lane Destination' };
    await db().insert(ports).values([origin, destination]).onConflictDoNothing();
    lanes = { origin: origin.code, destination: destination.code };
    const arrived = (days: number, overrides = {}) => ({
      loadPort: origin.code,
      dischargePort: destination.code,
      atd: daysAfter(NOW, -60),
      ata: daysAfter(NOW, -60 + days),
      ...overrides,
    });
    for (const days of [10, 12, 20]) await createShipment(db(), groupA, arrived(days));
    // Decoys: another mode, in transit, the reverse lane, another group's (much slower).
    await createShipment(db(), groupA, arrived(2, { transportMode: 'AIR' }));
    await createShipment(db(), groupA, arrived(5, { ata: null }));
    await createShipment(
      db(),
      groupA,
      arrived(7, { loadPort: destination.code, dischargePort: origin.code }),
    );
    await createShipment(db(), groupB, arrived(100));
  });

  it("gives the median and range of the group's past transits on the lane, and CO2e per tonne", async () => {
    const answer = await estimate(a, lanes.origin, lanes.destination);
    expect(answer.transit).toEqual({ medianDays: 12, minDays: 10, maxDays: 20, sampleSize: 3 });
    const distance = legDistanceKm('SEA_CONTAINER', OTHER, DISCHARGE);
    const perTonne = (distance * factorFor(DEFAULT_EMISSION_FACTORS, 'SEA_CONTAINER').gCo2ePerTkm) / 1000;
    expect(answer.co2ePerTonneKg).toBeCloseTo(perTonne, 2);
    expect(answer.distanceKm).toBe(Math.round(distance));
    expect(answer.origin?.code).toBe(lanes.origin);
    expect(answer.factorVersion).toBe(DEFAULT_EMISSION_FACTORS.version);
  });

  it("never counts another group's shipments", async () => {
    expect((await estimate(b, lanes.origin, lanes.destination)).transit).toEqual({
      medianDays: 100,
      minDays: 100,
      maxDays: 100,
      sampleSize: 1,
    });
    const fresh = await loggedIn(t, { orgGroupId: (await createOrgGroup(db())).id });
    const none = await estimate(fresh, lanes.origin, lanes.destination);
    expect(none.transit).toBeNull();
    // The emissions model still answers for the port pair.
    expect(none.co2ePerTonneKg).toBeGreaterThan(0);
  });

  it('accepts codes in lower case and answers a lane by mode', async () => {
    const air = await estimate(a, lanes.origin.toLowerCase(), lanes.destination.toLowerCase(), 'AIR');
    expect(air.transit?.sampleSize).toBe(1);
    expect(air.mode).toBe('AIR');
  });

  it('answers an unknown port with no port and no CO2e', async () => {
    const answer = await estimate(a, 'ZZ999', lanes.destination);
    expect(answer).toMatchObject({ origin: null, co2ePerTonneKg: null, distanceKm: null, transit: null });
  });

  it.each([
    ['a code that is not a UN/LOCODE', url('XX', 'AUMEL', 'SEA'), 'origin'],
    ['a code with a forbidden digit', url('CNSHA', 'AUME1', 'SEA'), 'destination'],
    ['an unknown mode', url('CNSHA', 'AUMEL', 'SHIP'), 'mode'],
    ['no destination', '/api/transit/laneEstimate?origin=CNSHA&mode=SEA', 'destination'],
  ])('refuses %s with a 400 naming the field', async (_label, path, field) => {
    const res = await a.get(path);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });
});

describe('GET /api/transit/ports', () => {
  it('finds ports by name or code, codes starting with the text first', async () => {
    const res = await a.get('/api/transit/ports?q=transitville');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([{ RL_Code: LOAD.code, RL_Portname: LOAD.name, country: 'XQ' }]);
    const byCode = (await a.get(`/api/transit/ports?q=${LOAD.code.toLowerCase()}`)).json();
    expect(byCode.result[0].RL_Code).toBe(LOAD.code);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await a.get('/api/transit/ports?q=%25%25%25')).json().result).toEqual([]);
  });

  it('refuses fewer than 3 characters (hub §5)', async () => {
    const res = await a.get('/api/transit/ports?q=me');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('q');
  });
});
