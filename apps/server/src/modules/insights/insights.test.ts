/**
 * /insights reports (issue 13): each chart's figures over the caller's organisation group only
 * (another group's shipments are never counted), staff over every group or the one they name, the
 * date range (default, bounds, two-year cap) and bad input answered 400 naming the field.
 */
import { randomInt } from 'node:crypto';
import type { InsightReport } from '@navia/domain/contracts/insights';
import { DEFAULT_EMISSION_FACTORS, factorFor, legDistanceKm, roundCo2e } from '@navia/domain/rules/emissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ports, transportLegs } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshStoredEmissions } from '../emissions/stored-emissions.ts';
import { type Agent, createShipment, loggedIn } from '../shipments/test-factories.ts';

const NOW = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
const db = () => t.database.db;

const portCode = () =>
  `XI${Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('')}`;
const LOAD = { code: portCode(), name: 'Insight Harbour', country: 'XI', latitude: 31.2, longitude: 121.5 };
const DISCHARGE = { code: portCode(), name: 'Report Bay', country: 'XI', latitude: -37.8, longitude: 144.9 };
const at = (iso: string) => new Date(`${iso}Z`);

let groupA: { id: string; code: string };
let a: Agent;
let b: Agent;
let staff: Agent;
let noPermission: Agent;

async function leg(
  orgGroupId: string,
  shipmentId: number,
  transportMode: string,
  dischargePort = DISCHARGE.code,
) {
  await db().insert(transportLegs).values({
    id: shipmentId,
    orgGroupId,
    shipmentId,
    leg: 1,
    transportMode,
    loadPort: LOAD.code,
    dischargePort,
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  await db().insert(ports).values([LOAD, DISCHARGE]).onConflictDoNothing();
  groupA = await createOrgGroup(db());
  const groupB = await createOrgGroup(db());
  a = await loggedIn(t, { orgGroupId: groupA.id, insights: true });
  b = await loggedIn(t, { orgGroupId: groupB.id, insights: true });
  staff = await loggedIn(t, { role: 'NU' });
  noPermission = await loggedIn(t, { orgGroupId: groupA.id, insights: false });

  // A sea shipment: 20 days in transit, arrived within 24 h of its STA (on time), 3 days to delivery.
  const sea = await createShipment(db(), groupA.id, {
    transportMode: 'SEA',
    etd: at('2026-02-10T00:00:00'),
    atd: at('2026-02-10T00:00:00'),
    sta: at('2026-03-01T12:00:00'),
    ata: at('2026-03-02T00:00:00'),
    deliveredDate: at('2026-03-05T00:00:00'),
  });
  await leg(groupA.id, sea.id, 'SEA');
  // An air shipment: 2 days in transit, 2 days past its STA (late), 1 day to delivery.
  const air = await createShipment(db(), groupA.id, {
    transportMode: 'AIR',
    etd: at('2026-03-05T00:00:00'),
    atd: at('2026-03-05T00:00:00'),
    sta: at('2026-03-05T00:00:00'),
    ata: at('2026-03-07T00:00:00'),
    deliveredDate: at('2026-03-08T00:00:00'),
  });
  await leg(groupA.id, air.id, 'AIR');
  // Departed, not arrived; a leg to a port without coordinates: no CO2e.
  const unknownPort = await createShipment(db(), groupA.id, { etd: at('2026-03-20T00:00:00') });
  await leg(groupA.id, unknownPort.id, 'SEA', 'ZZ998');
  // Before the range.
  await createShipment(db(), groupA.id, { etd: at('2025-06-01T00:00:00'), ata: at('2025-06-30T00:00:00') });
  // Another group's shipment in the range: never in group A's figures.
  const other = await createShipment(db(), groupB.id, {
    transportMode: 'ROAD',
    supplier: 'Other Supplier',
    origin: 'NZAKL',
    etd: at('2026-02-15T00:00:00'),
    atd: at('2026-02-15T00:00:00'),
    sta: at('2026-02-20T00:00:00'),
    ata: at('2026-02-20T00:00:00'),
    deliveredDate: at('2026-02-25T00:00:00'),
  });
  await leg(groupB.id, other.id, 'ROAD');
  // Whoever writes legs stores the shipments' CO2e, which the CO2e chart sums.
  await refreshStoredEmissions(db(), t.ctx.emissions, [sea.id, air.id, unknownPort.id, other.id]);
});

const RANGE = 'from=2026-01-01&to=2026-06-15';

async function report(agent: Agent, name: string, query = RANGE): Promise<InsightReport> {
  const res = await agent.get(`/api/insights/reports/${name}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InsightReport;
}

describe('GET /api/insights/reports/:report', () => {
  it('counts shipments by month of departure and mode, every month of the range listed', async () => {
    const r = await report(a, 'shipmentsByMonth');
    expect(r).toMatchObject({ report: 'shipmentsByMonth', from: '2026-01-01', to: '2026-06-15' });
    expect(r.rows.map((row) => row.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(r.rows[1]).toEqual({ month: '2026-02', SEA: 1, AIR: 0, ROAD: 0, total: 1 });
    expect(r.rows[2]).toEqual({ month: '2026-03', SEA: 1, AIR: 1, ROAD: 0, total: 2 });
    expect(r.rows.reduce((s, row) => s + Number(row.total), 0)).toBe(3);
  });

  it('splits arrivals into on time and late against the first estimated arrival', async () => {
    const r = await report(a, 'onTimePerformance');
    expect(r.rows.find((row) => row.month === '2026-03')).toEqual({
      month: '2026-03',
      onTime: 1,
      late: 1,
      onTimePercent: 50,
    });
    expect(r.rows.find((row) => row.month === '2026-02')).toEqual({
      month: '2026-02',
      onTime: 0,
      late: 0,
      onTimePercent: null,
    });
  });

  it('gives the median transit time per lane', async () => {
    const r = await report(a, 'transitTimes');
    expect(r.rows).toEqual([
      { lane: 'CNSHA → AUMEL', shipments: 2, medianDays: 11, p10Days: 3.8, p90Days: 18.2 },
    ]);
  });

  it('gives the dwell time from arrival to delivery by mode', async () => {
    const r = await report(a, 'dwellTimes');
    expect(r.rows).toEqual([
      { mode: 'AIR', shipments: 1, medianDays: 1, p90Days: 1, averageDays: 1 },
      { mode: 'SEA', shipments: 1, medianDays: 3, p90Days: 3, averageDays: 3 },
    ]);
  });

  it('computes CO2e by mode and lane as the emissions model does, leaving out a shipment it cannot compute', async () => {
    const r = await report(a, 'emissions');
    const kg = (mode: 'SEA_CONTAINER' | 'AIR') =>
      (legDistanceKm(mode, LOAD, DISCHARGE) * 1.2 * factorFor(DEFAULT_EMISSION_FACTORS, mode).gCo2ePerTkm) /
      1000;
    const sea = roundCo2e(kg('SEA_CONTAINER'));
    const air = roundCo2e(kg('AIR'));
    expect(r.rows).toHaveLength(2);
    expect(r.rows[0]).toMatchObject({ lane: 'CNSHA → AUMEL', shipments: 2, ROAD: 0 });
    expect(r.rows[0]?.SEA).toBeCloseTo(sea, 1);
    expect(r.rows[0]?.AIR).toBeCloseTo(air, 1);
    expect(r.rows[1]).toMatchObject({ lane: 'ALL LANES', shipments: 2 });
    expect(r.rows[1]?.total).toBeCloseTo(sea + air, 1);
  });

  it('ranks the top suppliers and consignees', async () => {
    const r = await report(a, 'topParties');
    expect(r.rows).toEqual([
      { role: 'SUPPLIER', name: 'Supplier Co', shipments: 3 },
      { role: 'CONSIGNEE', name: 'Consignee Pty', shipments: 3 },
    ]);
  });

  it("never counts another group's shipments, and a group sees only its own", async () => {
    const theirs = await report(b, 'topParties');
    expect(theirs.rows).toEqual([
      { role: 'SUPPLIER', name: 'Other Supplier', shipments: 1 },
      { role: 'CONSIGNEE', name: 'Consignee Pty', shipments: 1 },
    ]);
    // Naming group A's code changes nothing for a customer.
    const named = await report(b, 'shipmentsByMonth', `${RANGE}&orgGroupCode=${groupA.code}`);
    expect(named.rows.reduce((s, row) => s + Number(row.total), 0)).toBe(1);
    expect(named.rows.find((row) => row.month === '2026-02')).toMatchObject({ ROAD: 1, SEA: 0 });
  });

  it('lets staff see every group, or the one they name', async () => {
    const all = await report(staff, 'shipmentsByMonth');
    expect(all.rows.reduce((s, row) => s + Number(row.total), 0)).toBeGreaterThanOrEqual(4);
    const one = await report(staff, 'shipmentsByMonth', `${RANGE}&orgGroupCode=${groupA.code.toLowerCase()}`);
    expect(one.rows).toEqual((await report(a, 'shipmentsByMonth')).rows);
  });

  it('defaults to the last 365 days up to today', async () => {
    const r = await report(a, 'shipmentsByMonth', '');
    expect(r).toMatchObject({ from: '2025-06-16', to: '2026-06-15' });
    expect(r.rows.reduce((s, row) => s + Number(row.total), 0)).toBe(3);
  });

  it.each([
    ['from=2026-13-01&to=2026-06-15', 'from'],
    ['from=2026-02-30&to=2026-06-15', 'from'],
    ['from=2026-06-15&to=2026-01-01', 'to'],
    ['from=2023-01-01&to=2026-06-15', 'to'],
    ['from=2020-01-01', 'from'],
    ['from=2026-01-01&to=yesterday', 'to'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await a.get(`/api/insights/reports/shipmentsByMonth?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
  });

  it('refuses an unknown report with 400', async () => {
    const res = await a.get(`/api/insights/reports/revenue?${RANGE}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('report');
  });

  it('refuses a user without the insights permission, and anonymous callers', async () => {
    expect((await noPermission.get(`/api/insights/reports/emissions?${RANGE}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/insights/reports/emissions' })).statusCode).toBe(
      401,
    );
  });
});
