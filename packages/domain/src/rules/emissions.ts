/**
 * CO2e of a shipment, the ISO 14083 / GLEC Framework way (issue 4, hub §9 "CO2e shown with 2 decimals
 * plus KGS"): for each transport leg, kg CO2e = distance km × chargeable weight t × intensity g/tkm / 1000,
 * well-to-wheel (WTW), summed over the legs.
 *
 * Distance: the great-circle distance (haversine, mean Earth radius 6371 km) between the leg's ports,
 * adjusted per mode because no routed distance is available — air + 95 km (the GLEC / EN 16258
 * great-circle correction), sea + 15 % in place of a routed sea distance, road + 5 %.
 */

import { formatTwoDecimals } from './detail-panels.ts';

/** The intensity categories the calculation distinguishes; one factor row each. */
export const EMISSION_MODES = ['SEA_CONTAINER', 'AIR', 'ROAD'] as const;
export type EmissionMode = (typeof EMISSION_MODES)[number];

export type EmissionFactor = {
  mode: EmissionMode;
  /** Well-to-wheel intensity in grams CO2e per tonne-kilometre. */
  gCo2ePerTkm: number;
  scope: 'WTW';
  /** Where the value comes from. */
  source: string;
  /** The year of the source. */
  year: number;
  /** True when the value is a rounded reading of the source rather than a transcribed table entry. */
  approximation: boolean;
  note: string;
};

export type EmissionFactorTable = { version: string; factors: readonly EmissionFactor[] };

/**
 * The default factors. Each row says where its number comes from; values marked `approximation` are
 * rounded readings of the cited source's default ranges and should be replaced by the exact GLEC v3
 * table entries (or carrier-specific data) before being used for formal reporting. A new set of
 * values is a new version: results always name the version they were computed with.
 */
export const DEFAULT_EMISSION_FACTORS: EmissionFactorTable = {
  version: 'navia-ef-2026.1',
  factors: [
    {
      mode: 'SEA_CONTAINER',
      gCo2ePerTkm: 16,
      scope: 'WTW',
      source:
        'GLEC Framework v3.0 (Smart Freight Centre, 2023), container ship default intensities (trade-lane averages based on Clean Cargo data)',
      year: 2023,
      approximation: true,
      note: 'Rounded global average across trade lanes. Cross-check: UK DEFRA freight factors give 15.36 g CO2e/tkm for deep-sea container ships (3000+ TEU), direct emissions only.',
    },
    {
      mode: 'AIR',
      gCo2ePerTkm: 700,
      scope: 'WTW',
      source: 'GLEC Framework v3.0 (Smart Freight Centre, 2023), air freight default intensities',
      year: 2023,
      approximation: true,
      note: 'Mid value between long-haul belly freight (about 600 g/tkm WTW) and dedicated freighters (about 800-900 g/tkm WTW), as the aircraft type of a leg is not known.',
    },
    {
      mode: 'ROAD',
      gCo2ePerTkm: 150,
      scope: 'WTW',
      source:
        'UK DEFRA/DECC GHG conversion factors 2012, Annex 7 table 7e: all HGVs, UK average load, direct + indirect (0.14993 kg CO2e/tkm)',
      year: 2012,
      approximation: true,
      note: '149.93 g/tkm rounded to 150. Used in place of a GLEC v3 truck default, which depends on vehicle class and region.',
    },
  ],
};

/** hub §9: the emission periods offered, in days; 90 is the default. */
export const EMISSION_PERIODS = [90, 30, 15] as const;
export type EmissionPeriod = (typeof EMISSION_PERIODS)[number];
export const DEFAULT_EMISSION_PERIOD: EmissionPeriod = 90;

/** hub §8 "Emissions failure": shown beside the emissions filter. */
export const EMISSIONS_ERROR_TEXT = 'AN ERROR OCCURRED';

/** Mean Earth radius (km) used for great-circle distances. */
export const EARTH_RADIUS_KM = 6371;
/** GLEC / EN 16258 great-circle correction for air: + 95 km per flight leg. */
export const AIR_DISTANCE_ADDITION_KM = 95;
/** Uplifts on the great-circle distance in place of routed distances. */
export const SEA_DISTANCE_UPLIFT = 1.15;
export const ROAD_DISTANCE_UPLIFT = 1.05;

export type Coordinates = { latitude: number; longitude: number };

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance a leg is charged with: great circle plus the mode's correction. */
export function legDistanceKm(mode: EmissionMode, from: Coordinates, to: Coordinates): number {
  const gcd = greatCircleKm(from, to);
  if (mode === 'AIR') return gcd + AIR_DISTANCE_ADDITION_KM;
  if (mode === 'SEA_CONTAINER') return gcd * SEA_DISTANCE_UPLIFT;
  return gcd * ROAD_DISTANCE_UPLIFT;
}

/** The intensity category of a leg's transport mode (hub §9 transport modes SEA, AIR, ROAD). */
export function emissionModeFor(transportMode: string): EmissionMode | null {
  if (transportMode === 'SEA') return 'SEA_CONTAINER';
  if (transportMode === 'AIR') return 'AIR';
  if (transportMode === 'ROAD') return 'ROAD';
  return null;
}

export function factorFor(table: EmissionFactorTable, mode: EmissionMode): EmissionFactor {
  const factor = table.factors.find((f) => f.mode === mode);
  if (!factor) throw new Error(`emission factor table ${table.version} has no ${mode} row`);
  return factor;
}

/** kg CO2e = distance km × weight t × g CO2e/tkm / 1000. */
export function legEmissionKg(distanceKm: number, chargeableWeightKg: number, gCo2ePerTkm: number): number {
  return (distanceKm * (chargeableWeightKg / 1000) * gCo2ePerTkm) / 1000;
}

export type EmissionLegInput = {
  transportMode: string;
  from: Coordinates | null;
  to: Coordinates | null;
};

export type EmissionLegResult = {
  mode: EmissionMode;
  distanceKm: number;
  gCo2ePerTkm: number;
  kgCo2e: number;
};

export type ShipmentEmission = {
  /** null when a leg cannot be computed (unknown mode or port without coordinates) or there are no legs. */
  kgCo2e: number | null;
  legs: EmissionLegResult[];
  factorVersion: string;
};

/** The well-to-wheel footprint of one shipment over its legs, for its chargeable weight in kg. */
export function shipmentEmission(
  legs: readonly EmissionLegInput[],
  chargeableWeightKg: number,
  table: EmissionFactorTable = DEFAULT_EMISSION_FACTORS,
): ShipmentEmission {
  const results: EmissionLegResult[] = [];
  for (const leg of legs) {
    const mode = emissionModeFor(leg.transportMode);
    if (!mode || !leg.from || !leg.to) return { kgCo2e: null, legs: [], factorVersion: table.version };
    const factor = factorFor(table, mode);
    const distanceKm = legDistanceKm(mode, leg.from, leg.to);
    results.push({
      mode,
      distanceKm,
      gCo2ePerTkm: factor.gCo2ePerTkm,
      kgCo2e: legEmissionKg(distanceKm, chargeableWeightKg, factor.gCo2ePerTkm),
    });
  }
  if (results.length === 0) return { kgCo2e: null, legs: [], factorVersion: table.version };
  return {
    kgCo2e: results.reduce((sum, leg) => sum + leg.kgCo2e, 0),
    legs: results,
    factorVersion: table.version,
  };
}

/** Kilograms to the weight unit the shipment states (KG or LB); other units are taken as kilograms. */
export function toKilograms(weight: number, unitOfWeight: string | null): number {
  return unitOfWeight?.toUpperCase().startsWith('LB') ? weight / 2.205 : weight;
}

/** Rounds to 2 decimals, as the figure is shown (hub §9). */
export const roundCo2e = (kg: number) => Math.round(kg * 100) / 100;

/** hub §9: CO2e with 2 decimals plus KGS in the user's language, e.g. en-GB "1,204.60 KGS". */
export function formatCo2e(kg: number, locale: string): string {
  return `${formatTwoDecimals(kg, locale)} KGS`;
}
