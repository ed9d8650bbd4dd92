/**
 * Where a shipment in transit is drawn on the cargo map (issue 13 "A map of cargo in transit"). No
 * vessel or flight positions are known, so the position is interpolated along the great circle
 * between the load and discharge ports by the share of the transit time elapsed — the map says so.
 */
import type { Coordinates } from '../emissions.ts';

const RAD = Math.PI / 180;
const DEG = 180 / Math.PI;

/** A share of 0..1: values below 0 (or not finite) become 0, values above 1 become 1. */
export function clampUnit(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return value >= 1 ? 1 : value;
}

/**
 * The share of the transit elapsed at `now`: (now − departed) / (arrival − departed), clamped to
 * 0..1. An arrival at or before the departure (a bad or missing estimate) counts as arrived once
 * departed.
 */
export function transitProgress(departedAt: Date, expectedArrivalAt: Date, now: Date): number {
  const span = expectedArrivalAt.getTime() - departedAt.getTime();
  const elapsed = now.getTime() - departedAt.getTime();
  if (span <= 0) return elapsed >= 0 ? 1 : 0;
  return clampUnit(elapsed / span);
}

const normaliseLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/**
 * The point at `fraction` (clamped 0..1) of the great circle from `from` to `to` (spherical linear
 * interpolation of the unit vectors). Coincident or antipodal ends fall back to a straight blend.
 */
export function greatCircleInterpolate(from: Coordinates, to: Coordinates, fraction: number): Coordinates {
  const f = clampUnit(fraction);
  const lat1 = from.latitude * RAD;
  const lon1 = from.longitude * RAD;
  const lat2 = to.latitude * RAD;
  const lon2 = to.longitude * RAD;
  const a = [Math.cos(lat1) * Math.cos(lon1), Math.cos(lat1) * Math.sin(lon1), Math.sin(lat1)] as const;
  const b = [Math.cos(lat2) * Math.cos(lon2), Math.cos(lat2) * Math.sin(lon2), Math.sin(lat2)] as const;
  const dot = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const angle = Math.acos(dot);
  const sinAngle = Math.sin(angle);
  if (sinAngle < 1e-9) {
    return {
      latitude: from.latitude + (to.latitude - from.latitude) * f,
      longitude: normaliseLongitude(from.longitude + (to.longitude - from.longitude) * f),
    };
  }
  const wa = Math.sin((1 - f) * angle) / sinAngle;
  const wb = Math.sin(f * angle) / sinAngle;
  const x = wa * a[0] + wb * b[0];
  const y = wa * a[1] + wb * b[1];
  const z = wa * a[2] + wb * b[2];
  return {
    latitude: Math.atan2(z, Math.sqrt(x * x + y * y)) * DEG,
    longitude: normaliseLongitude(Math.atan2(y, x) * DEG),
  };
}

/**
 * Late risk (issue 13): the current ETA is later than the first estimate of the arrival. Either date
 * missing means no evidence of a delay, so not late.
 */
export function isLateRisk(eta: Date | null, firstEstimatedArrival: Date | null): boolean {
  if (!eta || !firstEstimatedArrival) return false;
  return eta.getTime() > firstEstimatedArrival.getTime();
}

/** Hours the ETA has slipped past the first estimate (0 when not later). */
export function delayHours(eta: Date | null, firstEstimatedArrival: Date | null): number {
  if (!eta || !firstEstimatedArrival) return 0;
  return Math.max(0, Math.round((eta.getTime() - firstEstimatedArrival.getTime()) / 3_600_000));
}
