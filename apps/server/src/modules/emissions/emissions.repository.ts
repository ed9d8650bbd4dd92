/**
 * SQL of emissions: the transport legs of shipments with their ports' coordinates, under the
 * caller's scope, and the CO2e stored on each shipment (stored-emissions.ts).
 */
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { ports, shipments, transportLegs } from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

const loadPort = alias(ports, 'load_port');
const dischargePort = alias(ports, 'discharge_port');
const DAY_MS = 86_400_000;

/** Which shipments: given ids, or those that departed (ATD, else ETD) within a period. */
export type LegSelection = { shipmentIds: readonly number[] } | { departedFrom: Date; departedTo: Date };

function selectionCondition(selection: LegSelection): SQL | undefined {
  if ('shipmentIds' in selection) return inArray(shipments.id, [...selection.shipmentIds]);
  const departed = sql`coalesce(${shipments.atd}, ${shipments.etd})`;
  const { departedFrom: from, departedTo: to } = selection;
  return and(
    // The ETD bound first lets the (org_group_id, etd) index narrow the rows; ATD never precedes ETD by much.
    gte(shipments.etd, new Date(from.getTime() - 30 * DAY_MS)),
    lte(shipments.etd, to),
    sql`${departed} >= ${from}`,
    sql`${departed} <= ${to}`,
  );
}

/** The legs of the selected shipments the scope sees, with port coordinates, by shipment and leg. */
export async function findLegsWithCoordinates(db: Executor, scope: Scope, selection: LegSelection) {
  if ('shipmentIds' in selection && selection.shipmentIds.length === 0) return [];
  return legsQuery(db).where(and(scopeCondition(scope, shipments.orgGroupId), selectionCondition(selection)));
}

/** The legs of the given shipments of any tenant, with port coordinates (maintenance: the stored CO2e). */
export async function findLegsOfShipments(db: Executor, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return [];
  return legsQuery(db).where(inArray(shipments.id, [...shipmentIds]));
}

function legsQuery(db: Executor) {
  return db
    .select({
      shipmentId: shipments.id,
      chargeableWeight: shipments.chargeableWeight,
      unitOfWeight: shipments.unitOfWeight,
      transportMode: transportLegs.transportMode,
      loadLatitude: loadPort.latitude,
      loadLongitude: loadPort.longitude,
      dischargeLatitude: dischargePort.latitude,
      dischargeLongitude: dischargePort.longitude,
    })
    .from(shipments)
    .innerJoin(
      transportLegs,
      and(eq(transportLegs.shipmentId, shipments.id), eq(transportLegs.orgGroupId, shipments.orgGroupId)),
    )
    .leftJoin(loadPort, eq(loadPort.code, transportLegs.loadPort))
    .leftJoin(dischargePort, eq(dischargePort.code, transportLegs.dischargePort))
    .orderBy(asc(shipments.id), asc(transportLegs.leg))
    .$dynamic();
}

/**
 * The stored CO2e of the shipments the scope sees that departed in a period, summed: the total and
 * each mode's share over the shipments computed with `factorVersion`, and the ids of those computed
 * with another version or not yet (their figures must come from the legs).
 */
export async function sumStoredEmissions(
  db: Executor,
  scope: Scope,
  period: { departedFrom: Date; departedTo: Date },
  factorVersion: string,
) {
  const current = sql`${shipments.co2eFactors} = ${factorVersion}`;
  const where = and(scopeCondition(scope, shipments.orgGroupId), selectionCondition(period));
  const [totals] = await db
    .select({
      shipments: sql<number>`(count(*) filter (where ${current} and ${shipments.co2eKg} is not null))::int`,
      kg: sql<number>`coalesce(sum(${shipments.co2eKg}) filter (where ${current}), 0)::float8`,
      seaKg: sql<number>`coalesce(sum(${shipments.co2eSeaKg}) filter (where ${current}), 0)::float8`,
      airKg: sql<number>`coalesce(sum(${shipments.co2eAirKg}) filter (where ${current}), 0)::float8`,
      roadKg: sql<number>`coalesce(sum(${shipments.co2eRoadKg}) filter (where ${current}), 0)::float8`,
    })
    .from(shipments)
    .where(where);
  const stale = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(where, sql`${shipments.co2eFactors} is distinct from ${factorVersion}`));
  return { totals, staleIds: stale.map((s) => s.id) };
}

/** The next ids (ascending, after `after`) whose stored CO2e is of another factor version or none. */
export async function findStaleEmissionIds(
  db: Executor,
  factorVersion: string,
  after: number,
  limit: number,
) {
  const rows = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(sql`${shipments.id} > ${after} and ${shipments.co2eFactors} is distinct from ${factorVersion}`)
    .orderBy(asc(shipments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type StoredEmissionRow = {
  id: number;
  co2eKg: number | null;
  co2eSeaKg: number | null;
  co2eAirKg: number | null;
  co2eRoadKg: number | null;
  co2eFactors: string;
};

/** Writes the stored CO2e of shipments, one statement for the batch. */
export async function updateStoredEmissions(db: Executor, rows: readonly StoredEmissionRow[]) {
  if (rows.length === 0) return;
  const values = rows.map(
    (s) =>
      sql`(${s.id}::bigint, ${s.co2eKg}::float8, ${s.co2eSeaKg}::float8, ${s.co2eAirKg}::float8, ${s.co2eRoadKg}::float8, ${s.co2eFactors}::text)`,
  );
  await db.execute(sql`
    update shipments set co2e_kg = v.kg, co2e_sea_kg = v.sea, co2e_air_kg = v.air, co2e_road_kg = v.road,
           co2e_factors = v.factors
      from (values ${sql.join(values, sql`, `)}) as v(id, kg, sea, air, road, factors)
     where shipments.id = v.id`);
}

export type LegWithCoordinates = Awaited<ReturnType<typeof findLegsWithCoordinates>>[number];
