/**
 * The cubic calculator (issue 13 item 10; hub §5, §9). Two tabs: CALCULATE CUBIC METERS (mm, cm, m →
 * metres) and CALCULATE CUBIC FEET (inch, feet, yard → feet). hub §9 lists "inch/12, feet/1, yard*3"
 * under "conversion to metres"; they are conversions to feet, used by the imperial tab. The spec
 * labels the results m2/ft2: a volume is cubic, so the labels are m³ and ft³ (decision, issue 13).
 */

export const CUBIC_TABS = ['meters', 'feet'] as const;
export type CubicTab = (typeof CUBIC_TABS)[number];

export const CUBIC_TAB_LABELS: Readonly<Record<CubicTab, string>> = {
  meters: 'CALCULATE CUBIC METERS',
  feet: 'CALCULATE CUBIC FEET',
};

export const METRIC_UNITS = ['mm', 'cm', 'm'] as const;
export const IMPERIAL_UNITS = ['inch', 'feet', 'yard'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];
export type ImperialUnit = (typeof IMPERIAL_UNITS)[number];
export type CubicUnit = MetricUnit | ImperialUnit;

export const CUBIC_UNITS: Readonly<Record<CubicTab, readonly CubicUnit[]>> = {
  meters: METRIC_UNITS,
  feet: IMPERIAL_UNITS,
};

/** The result's unit label per tab (m³ / ft³; the spec's m2/ft2 is a typo). */
export const CUBIC_RESULT_UNIT: Readonly<Record<CubicTab, string>> = { meters: 'm³', feet: 'ft³' };

/** hub §9: 1 m³ = 35.315 ft³ (kept for conversions between the tabs). */
export const CUBIC_FEET_PER_CUBIC_METRE = 35.315;

/** Cubic result decimals (hub §9). */
export const CUBIC_DECIMALS = 3;

/** A length in `unit` to the tab's base unit (metres for mm/cm/m, feet for inch/feet/yard). */
export function toBaseLength(value: number, unit: CubicUnit): number {
  switch (unit) {
    case 'mm':
      return value / 1000;
    case 'cm':
      return value / 100;
    case 'm':
      return value;
    case 'inch':
      return value / 12;
    case 'feet':
      return value;
    case 'yard':
      return value * 3;
  }
}

export function tabOfUnit(unit: CubicUnit): CubicTab {
  return (METRIC_UNITS as readonly string[]).includes(unit) ? 'meters' : 'feet';
}

export type CubicInput = {
  length: number | null | undefined;
  width: number | null | undefined;
  height: number | null | undefined;
  quantity: number | null | undefined;
  unit: CubicUnit | null | undefined;
};

const present = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * The volume (m³ for metric units, ft³ for imperial ones) rounded to 3 decimals, or null unless
 * length, width, height, quantity and unit are all present (hub §5). Negative values count as
 * absent (minimum 0).
 */
export function cubicVolume(input: CubicInput): number | null {
  const { length, width, height, quantity, unit } = input;
  if (!unit || !present(length) || !present(width) || !present(height) || !present(quantity)) return null;
  const volume =
    toBaseLength(length, unit) * toBaseLength(width, unit) * toBaseLength(height, unit) * quantity;
  return roundTo(volume, CUBIC_DECIMALS);
}

/** Half-up rounding that survives binary noise (1.0005 → 1.001). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.abs(value)) * factor) / factor;
}

/** The result as shown: 3 decimals and the unit label ("1.500 m³"). */
export function formatCubic(volume: number, tab: CubicTab): string {
  return `${volume.toFixed(CUBIC_DECIMALS)} ${CUBIC_RESULT_UNIT[tab]}`;
}
