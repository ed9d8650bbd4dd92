/**
 * SQL of emissions: the transport legs of shipments with their ports' coordinates, under the
 * caller's scope. One query shape for the CO2 panel's period totals and the search rows' TotalCO2e.
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
    .where(and(scopeCondition(scope, shipments.orgGroupId), selectionCondition(selection)))
    .orderBy(asc(shipments.id), asc(transportLegs.leg));
}

export type LegWithCoordinates = Awaited<ReturnType<typeof findLegsWithCoordinates>>[number];
