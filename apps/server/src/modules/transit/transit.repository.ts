/**
 * SQL of the cargo map and the shipping calculator (issue 13): shipments in transit with their ports'
 * coordinates, the transit times of a lane's past shipments, and the port reference data. Every
 * shipment query takes the caller's Scope.
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { ports, shipments } from '../../db/schema/index.ts';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

const loadPort = alias(ports, 'load_port');
const dischargePort = alias(ports, 'discharge_port');

/** Departed (ATD at or before now) and not arrived (no ATA), under the scope. */
const inTransitCondition = (scope: Scope, now: Date) =>
  and(
    scopeCondition(scope, shipments.orgGroupId),
    isNotNull(shipments.atd),
    lte(shipments.atd, now),
    isNull(shipments.ata),
  );

const portColumns = (p: typeof loadPort | typeof dischargePort) => ({
  code: p.code,
  name: p.name,
  country: p.country,
  latitude: p.latitude,
  longitude: p.longitude,
});

/**
 * Shipments in transit whose load and discharge ports are known (with coordinates), earliest ETA
 * first, at most `limit`; and how many there are, and how many of them have an ETA past the STA.
 */
export async function findInTransit(db: Executor, scope: Scope, now: Date, limit: number) {
  const where = inTransitCondition(scope, now);
  const from = () =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        late: sql<number>`(count(*) filter (where ${shipments.eta} > ${shipments.sta}))::int`,
      })
      .from(shipments)
      .innerJoin(loadPort, eq(loadPort.code, shipments.loadPort))
      .innerJoin(dischargePort, eq(dischargePort.code, shipments.dischargePort))
      .where(where);
  const [rows, counts] = await Promise.all([
    db
      .select({
        shipKey: shipments.shipKey,
        shipNumber: shipments.shipNumber,
        transportMode: shipments.transportMode,
        atd: shipments.atd,
        eta: shipments.eta,
        sta: shipments.sta,
        load: portColumns(loadPort),
        discharge: portColumns(dischargePort),
      })
      .from(shipments)
      .innerJoin(loadPort, eq(loadPort.code, shipments.loadPort))
      .innerJoin(dischargePort, eq(dischargePort.code, shipments.dischargePort))
      .where(where)
      .orderBy(sql`${shipments.eta} asc nulls last`, asc(shipments.id))
      .limit(limit),
    from(),
  ]);
  return { rows, total: counts[0]?.total ?? 0, late: counts[0]?.late ?? 0 };
}

export type InTransitRow = Awaited<ReturnType<typeof findInTransit>>['rows'][number];

/**
 * ATD and ATA of the scope's latest arrived shipments on a lane: loaded at `origin` (the load port, or
 * the origin when no load port is recorded), discharged at `destination` likewise, by `mode`.
 */
export async function findLaneTransits(
  db: Executor,
  scope: Scope,
  lane: { origin: string; destination: string; mode: 'SEA' | 'AIR' | 'ROAD' },
  limit: number,
) {
  return db
    .select({ atd: shipments.atd, ata: shipments.ata })
    .from(shipments)
    .where(
      and(
        scopeCondition(scope, shipments.orgGroupId),
        sql`coalesce(${shipments.loadPort}, ${shipments.origin}) = ${lane.origin}`,
        sql`coalesce(${shipments.dischargePort}, ${shipments.destination}) = ${lane.destination}`,
        eq(shipments.transportMode, lane.mode),
        isNotNull(shipments.atd),
        isNotNull(shipments.ata),
        gt(shipments.ata, shipments.atd),
      ),
    )
    .orderBy(desc(shipments.ata))
    .limit(limit);
}

/** Ports by UN/LOCODE (reference data, the same for every caller). */
export async function findPorts(db: Executor, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      code: ports.code,
      name: ports.name,
      country: ports.country,
      latitude: ports.latitude,
      longitude: ports.longitude,
    })
    .from(ports)
    .where(inArray(ports.code, [...codes]));
}

/** Ports whose code or name contains `text`; codes starting with it first, then by name. */
export async function searchPorts(db: Executor, text: string, limit: number) {
  const startsWith = startsWithPattern(text);
  return db
    .select({ code: ports.code, name: ports.name, country: ports.country })
    .from(ports)
    .where(or(ilike(ports.code, containsPattern(text)), ilike(ports.name, containsPattern(text))))
    .orderBy(
      sql`(${ports.code} ilike ${startsWith}) desc`,
      sql`(${ports.name} ilike ${startsWith}) desc`,
      asc(ports.name),
    )
    .limit(limit);
}
