/**
 * Routing: turns a lane (origin, destination) into 1–3 transport legs with durations derived from
 * great-circle distances. Sea freight may tranship at a hub; inland destinations (Budapest, Chicago)
 * add a road leg from or to their gateway port.
 */

import { greatCircleKm } from '@navia/domain/rules/emissions';
import { AIR_HUBS, INLAND_GATEWAYS, SEA_HUBS, type SeedPort } from './data/ports.ts';
import type { Rng } from './prng.ts';
import { DAY, HOUR, type Lane, type PackingMode } from './world.ts';

type LegMode = 'SEA' | 'AIR' | 'ROAD';

/** A leg with start and end as offsets (ms) from the shipment's ETD. */
export type LegPlan = { mode: LegMode; load: string; discharge: string; start: number; end: number };

export type RoutePlan = { legs: LegPlan[]; total: number };

const SEA_KM_PER_DAY = 620;
const SEA_ROUTE_FACTOR = 1.35;

function port(ports: ReadonlyMap<string, SeedPort>, code: string): SeedPort {
  const found = ports.get(code);
  if (!found) throw new Error(`unknown port ${code}`);
  return found;
}

function seaDuration(km: number): number {
  return Math.max(2, Math.ceil((km * SEA_ROUTE_FACTOR) / SEA_KM_PER_DAY) + 1) * DAY;
}

function roadDuration(km: number): number {
  return Math.round(Math.max(6, (km * 1.25) / 70 + 4)) * HOUR;
}

function airDuration(km: number): number {
  return Math.round((km / 800 + 1.5) * 2) * (HOUR / 2);
}

/** Hubs that add at most `maxDetour` to the direct distance, in a fixed order. */
const hubCache = new Map<string, readonly string[]>();
function hubsBetween(
  ports: ReadonlyMap<string, SeedPort>,
  hubs: readonly string[],
  from: string,
  to: string,
  minKm: number,
  maxDetour: number,
): readonly string[] {
  const key = `${hubs.join(',')}|${from}|${to}`;
  const cached = hubCache.get(key);
  if (cached) return cached;
  const a = port(ports, from);
  const b = port(ports, to);
  const direct = greatCircleKm(a, b);
  const found =
    direct < minKm
      ? []
      : hubs.filter((h) => {
          if (h === from || h === to) return false;
          const hub = port(ports, h);
          return (greatCircleKm(a, hub) + greatCircleKm(hub, b)) / direct <= maxDetour;
        });
  hubCache.set(key, found);
  return found;
}

/** Sea legs between two seaports: direct, or via a hub on the way. */
function seaLegs(ports: ReadonlyMap<string, SeedPort>, from: string, to: string, rng: Rng): LegPlan[] {
  const hubs = hubsBetween(ports, SEA_HUBS, from, to, 1500, 1.2);
  if (hubs.length > 0 && rng.chance(0.45)) {
    const hub = rng.pick(hubs);
    const first = seaDuration(greatCircleKm(port(ports, from), port(ports, hub)));
    const dwell = rng.int(2, 5) * DAY;
    const second = seaDuration(greatCircleKm(port(ports, hub), port(ports, to)));
    return [
      { mode: 'SEA', load: from, discharge: hub, start: 0, end: first },
      { mode: 'SEA', load: hub, discharge: to, start: first + dwell, end: first + dwell + second },
    ];
  }
  return [
    {
      mode: 'SEA',
      load: from,
      discharge: to,
      start: 0,
      end: seaDuration(greatCircleKm(port(ports, from), port(ports, to))),
    },
  ];
}

function shift(legs: LegPlan[], by: number): LegPlan[] {
  return legs.map((leg) => ({ ...leg, start: leg.start + by, end: leg.end + by }));
}

/** Plans the legs of a shipment on `lane`. */
export function planRoute(
  ports: ReadonlyMap<string, SeedPort>,
  mode: PackingMode,
  lane: Lane,
  rng: Rng,
): RoutePlan {
  const { origin, destination } = lane;
  let legs: LegPlan[];
  if (mode === 'road') {
    legs = [
      {
        mode: 'ROAD',
        load: origin,
        discharge: destination,
        start: 0,
        end: roadDuration(greatCircleKm(port(ports, origin), port(ports, destination))),
      },
    ];
  } else if (mode === 'air') {
    const direct = airDuration(greatCircleKm(port(ports, origin), port(ports, destination)));
    const hubs = hubsBetween(ports, AIR_HUBS, origin, destination, 3000, 1.3);
    if (hubs.length > 0 && rng.chance(0.4)) {
      const hub = rng.pick(hubs);
      const first = airDuration(greatCircleKm(port(ports, origin), port(ports, hub)));
      const connection = rng.int(6, 30) * HOUR;
      const second = airDuration(greatCircleKm(port(ports, hub), port(ports, destination)));
      legs = [
        { mode: 'AIR', load: origin, discharge: hub, start: 0, end: first },
        {
          mode: 'AIR',
          load: hub,
          discharge: destination,
          start: first + connection,
          end: first + connection + second,
        },
      ];
    } else {
      legs = [{ mode: 'AIR', load: origin, discharge: destination, start: 0, end: direct }];
    }
  } else {
    const inboundGateways = INLAND_GATEWAYS[destination];
    const outboundGateways = INLAND_GATEWAYS[origin];
    if (inboundGateways) {
      const gateway = rng.pick(inboundGateways);
      const sea = seaLegs(ports, origin, gateway, rng);
      const landed = (sea[sea.length - 1] as LegPlan).end + rng.int(2, 4) * DAY;
      const road = roadDuration(greatCircleKm(port(ports, gateway), port(ports, destination)));
      legs = [
        ...sea,
        { mode: 'ROAD', load: gateway, discharge: destination, start: landed, end: landed + road },
      ];
    } else if (outboundGateways) {
      const gateway = rng.pick(outboundGateways);
      const road = roadDuration(greatCircleKm(port(ports, origin), port(ports, gateway)));
      const sailing = road + rng.int(1, 3) * DAY;
      legs = [
        { mode: 'ROAD', load: origin, discharge: gateway, start: 0, end: road },
        ...shift(seaLegs(ports, gateway, destination, rng), sailing),
      ];
    } else {
      legs = seaLegs(ports, origin, destination, rng);
    }
  }
  return { legs, total: (legs[legs.length - 1] as LegPlan).end };
}
