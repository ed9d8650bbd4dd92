/**
 * Well-to-wheel CO2e per shipment (ISO 14083 / GLEC, via integrations/emissions.ts) from its transport
 * legs and their ports' coordinates. Shared by the detail screen, the CO2 panel, the stored figures
 * (stored-emissions.ts) and the search rows' TotalCO2e column.
 */
import { roundCo2e, toKilograms } from '@navia/domain/rules/emissions';
import type { Executor } from '../../db/client.ts';
import type { EmissionsCalculator } from '../../integrations/emissions.ts';
import type { Scope } from '../../lib/scope.ts';
import { findLegsWithCoordinates, type LegWithCoordinates } from './emissions.repository.ts';

const coordinates = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/** The emission of each shipment, from its legs with coordinates (rows ordered by shipment and leg). */
export function emissionsByShipment(emissions: EmissionsCalculator, rows: readonly LegWithCoordinates[]) {
  const byShipment = new Map<number, LegWithCoordinates[]>();
  for (const row of rows) {
    const list = byShipment.get(row.shipmentId) ?? [];
    list.push(row);
    byShipment.set(row.shipmentId, list);
  }
  const results = new Map<number, ReturnType<EmissionsCalculator['shipment']>>();
  for (const [shipmentId, legs] of byShipment) {
    const first = legs[0];
    if (!first) continue;
    const input = legs.map((l) => ({
      transportMode: l.transportMode,
      from: coordinates(l.loadLatitude, l.loadLongitude),
      to: coordinates(l.dischargeLatitude, l.dischargeLongitude),
    }));
    results.set(
      shipmentId,
      emissions.shipment(input, toKilograms(first.chargeableWeight, first.unitOfWeight)),
    );
  }
  return results;
}

/** A shipment's stored CO2e as read with it (stored-emissions.ts). */
export type StoredCo2e = { id: number; co2eKg: number | null; co2eFactors: string | null };

/**
 * TotalCO2e (kg, 2 decimals) of shipments the caller has already found under its scope, from their
 * stored figures — for the search rows' TotalCO2e column. A shipment whose figure was computed with
 * another factor table, or not yet, is computed from its legs. A shipment without computable legs
 * is absent from the map.
 */
export async function totalCo2eOf(
  db: Executor,
  scope: Scope,
  emissions: EmissionsCalculator,
  stored: readonly StoredCo2e[],
): Promise<Map<number, number>> {
  const totals = new Map<number, number>();
  const stale: number[] = [];
  for (const row of stored) {
    if (row.co2eFactors !== emissions.factorVersion) stale.push(row.id);
    else if (row.co2eKg !== null) totals.set(row.id, roundCo2e(row.co2eKg));
  }
  if (stale.length === 0) return totals;
  const legs = await findLegsWithCoordinates(db, scope, { shipmentIds: stale });
  for (const [id, result] of emissionsByShipment(emissions, legs)) {
    if (result.kgCo2e !== null) totals.set(id, roundCo2e(result.kgCo2e));
  }
  return totals;
}
