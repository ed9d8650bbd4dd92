import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../emissions.ts';
import { clampUnit, delayHours, greatCircleInterpolate, isLateRisk, transitProgress } from './position.ts';

const SHANGHAI = { latitude: 31.2304, longitude: 121.4737 };
const MELBOURNE = { latitude: -37.8393, longitude: 144.9165 };
const LOS_ANGELES = { latitude: 33.7406, longitude: -118.2775 };
const at = (iso: string) => new Date(iso);

describe('clampUnit', () => {
  it.each([
    [-0.5, 0],
    [0, 0],
    [0.25, 0.25],
    [1, 1],
    [3, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('clamps %s to %s', (value, expected) => {
    expect(clampUnit(value)).toBe(expected);
  });
});

describe('transitProgress', () => {
  const departed = at('2026-11-01T00:00:00Z');
  const arrival = at('2026-11-11T00:00:00Z');
  it.each([
    ['before departure', '2026-10-30T00:00:00Z', 0],
    ['at departure', '2026-11-01T00:00:00Z', 0],
    ['a quarter of the way', '2026-11-03T12:00:00Z', 0.25],
    ['half way', '2026-11-06T00:00:00Z', 0.5],
    ['at the ETA', '2026-11-11T00:00:00Z', 1],
    ['past the ETA, not yet arrived', '2026-11-20T00:00:00Z', 1],
  ])('%s', (_label, now, expected) => {
    expect(transitProgress(departed, arrival, at(now))).toBeCloseTo(expected, 10);
  });

  it('counts an ETA at or before the departure as arrived once departed', () => {
    expect(transitProgress(arrival, departed, at('2026-11-12T00:00:00Z'))).toBe(1);
    expect(transitProgress(arrival, arrival, at('2026-11-10T00:00:00Z'))).toBe(0);
  });
});

describe('greatCircleInterpolate', () => {
  it.each([
    ['the start at 0', 0, SHANGHAI],
    ['the end at 1', 1, MELBOURNE],
    ['the start below 0 (clamped)', -1, SHANGHAI],
    ['the end above 1 (clamped)', 2, MELBOURNE],
  ])('gives %s', (_label, fraction, expected) => {
    const p = greatCircleInterpolate(SHANGHAI, MELBOURNE, fraction);
    expect(p.latitude).toBeCloseTo(expected.latitude, 6);
    expect(p.longitude).toBeCloseTo(expected.longitude, 6);
  });

  it('moves along the equator by equal angles', () => {
    const p = greatCircleInterpolate({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 }, 1 / 3);
    expect(p.latitude).toBeCloseTo(0, 9);
    expect(p.longitude).toBeCloseTo(30, 9);
  });

  it.each([0.1, 0.37, 0.5, 0.9])('splits the distance in proportion at %s', (fraction) => {
    const total = greatCircleKm(SHANGHAI, MELBOURNE);
    const p = greatCircleInterpolate(SHANGHAI, MELBOURNE, fraction);
    expect(greatCircleKm(SHANGHAI, p)).toBeCloseTo(total * fraction, 3);
    expect(greatCircleKm(p, MELBOURNE)).toBeCloseTo(total * (1 - fraction), 3);
  });

  it('crosses the antimeridian on the short way, with longitudes kept in -180..180', () => {
    const mid = greatCircleInterpolate(SHANGHAI, LOS_ANGELES, 0.5);
    expect(Math.abs(mid.longitude)).toBeGreaterThan(150);
    expect(mid.longitude).toBeLessThanOrEqual(180);
    expect(mid.longitude).toBeGreaterThanOrEqual(-180);
    // The great circle bows north of both ports.
    expect(mid.latitude).toBeGreaterThan(SHANGHAI.latitude);
  });

  it('stays put between coincident ports', () => {
    const p = greatCircleInterpolate(MELBOURNE, MELBOURNE, 0.5);
    expect(p.latitude).toBeCloseTo(MELBOURNE.latitude, 9);
    expect(p.longitude).toBeCloseTo(MELBOURNE.longitude, 9);
  });
});

describe('late risk', () => {
  const first = at('2026-11-10T00:00:00Z');
  it.each([
    ['ETA later than the first estimate', at('2026-11-12T06:00:00Z'), first, true, 54],
    ['ETA equal to the first estimate', first, first, false, 0],
    ['ETA earlier than the first estimate', at('2026-11-09T00:00:00Z'), first, false, 0],
    ['no ETA', null, first, false, 0],
    ['no first estimate', at('2026-11-12T00:00:00Z'), null, false, 0],
  ])('%s', (_label, eta, firstEstimate, late, hours) => {
    expect(isLateRisk(eta, firstEstimate)).toBe(late);
    expect(delayHours(eta, firstEstimate)).toBe(hours);
  });
});
