/**
 * The CO2e stored on each shipment (issue 13; migration 0031): the total and its split by emission
 * mode, computed by the same rule as the detail screen (rules/emissions.ts through the emissions
 * integration) and stamped with the factor table's version. Lists (TotalCO2e), the CO2 EMISSIONS
 * widget and /insights sum these columns instead of recomputing every leg of every shipment.
 *
 * Who keeps them current: the seed computes them as it writes each shipment; code that writes legs
 * calls refreshStoredEmissions in its transaction; and at start-up a job recomputes every row whose
 * version differs from the running factor table (a new table, or rows written before 0031). Until a
 * row is recomputed, readers that need an exact figure compute it from the legs (`isCurrent`).
 */
import type { EmissionMode, ShipmentEmission } from '@navia/domain/rules/emissions';
import type { Executor } from '../../db/client.ts';
import type { EmissionsCalculator } from '../../integrations/emissions.ts';
import {
  findLegsOfShipments,
  findStaleEmissionIds,
  type StoredEmissionRow,
  updateStoredEmissions,
} from './emissions.repository.ts';
import { emissionsByShipment } from './shipment-emissions.ts';

/** The stored columns of one shipment. */
export type StoredEmission = Omit<StoredEmissionRow, 'id'>;

/** Which stored column holds each emission mode's share. */
const MODE_COLUMN = {
  SEA_CONTAINER: 'co2eSeaKg',
  AIR: 'co2eAirKg',
  ROAD: 'co2eRoadKg',
} as const satisfies Record<EmissionMode, keyof StoredEmission>;

/** The stored form of a computed emission (none when the shipment has no legs). */
export function storedEmissionOf(
  result: ShipmentEmission | undefined,
  factorVersion: string,
): StoredEmission {
  const stored: StoredEmission = {
    co2eKg: null,
    co2eSeaKg: null,
    co2eAirKg: null,
    co2eRoadKg: null,
    co2eFactors: factorVersion,
  };
  if (!result || result.kgCo2e === null) return stored;
  stored.co2eKg = result.kgCo2e;
  for (const column of Object.values(MODE_COLUMN)) stored[column] = 0;
  for (const leg of result.legs) {
    const column = MODE_COLUMN[leg.mode];
    stored[column] = (stored[column] ?? 0) + leg.kgCo2e;
  }
  return stored;
}

/** Recomputes and stores the CO2e of the given shipments from their legs (any tenant: maintenance). */
export async function refreshStoredEmissions(
  db: Executor,
  emissions: EmissionsCalculator,
  shipmentIds: readonly number[],
): Promise<void> {
  if (shipmentIds.length === 0) return;
  const computed = emissionsByShipment(emissions, await findLegsOfShipments(db, shipmentIds));
  await updateStoredEmissions(
    db,
    shipmentIds.map((id) => ({ id, ...storedEmissionOf(computed.get(id), emissions.factorVersion) })),
  );
}

/**
 * Recomputes every shipment whose stored CO2e is of another factor version (or none), a batch at a
 * time; answers how many it recomputed. The start-up job runs it.
 */
export async function refreshStaleEmissions(
  db: Executor,
  emissions: EmissionsCalculator,
  batchSize = 2000,
): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const ids = await findStaleEmissionIds(db, emissions.factorVersion, after, batchSize);
    const last = ids.at(-1);
    if (last === undefined) return done;
    await refreshStoredEmissions(db, emissions, ids);
    done += ids.length;
    after = last;
  }
}
