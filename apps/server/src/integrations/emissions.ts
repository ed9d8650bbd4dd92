/**
 * Emissions (ARCHITECTURE "integrations": an interface with an embedded default). The default
 * computes from the versioned factor table in packages/domain (rules/emissions.ts: GLEC v3 / DEFRA
 * defaults, each row naming its source and year). A carrier-data or external emissions service could
 * replace it behind the same interface.
 */
import {
  DEFAULT_EMISSION_FACTORS,
  type EmissionFactorTable,
  type EmissionLegInput,
  type ShipmentEmission,
  shipmentEmission,
} from '@navia/domain/rules/emissions';

export type EmissionsCalculator = {
  readonly factorVersion: string;
  /** Well-to-wheel kg CO2e of a shipment over its legs, for its chargeable weight in kg. */
  shipment: (legs: readonly EmissionLegInput[], chargeableWeightKg: number) => ShipmentEmission;
};

export function createFactorTableEmissions(
  table: EmissionFactorTable = DEFAULT_EMISSION_FACTORS,
): EmissionsCalculator {
  return {
    factorVersion: table.version,
    shipment: (legs, weight) => shipmentEmission(legs, weight, table),
  };
}
