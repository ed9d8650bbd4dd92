/**
 * Typical port-to-port transit on a lane (issue 13, widget 15 "Shipping calculator"): the median and
 * the range of the transit days of past shipments, from departure (ATD) to arrival (ATA).
 */

const DAY_MS = 86_400_000;

export type LaneStats = {
  /** Median transit in days, 1 decimal. */
  medianDays: number;
  minDays: number;
  maxDays: number;
  sampleSize: number;
};

const oneDecimal = (days: number) => Math.round(days * 10) / 10;

/** Days from departure to arrival, or null when either is missing or the arrival is not after it. */
export function transitDays(departedAt: Date | null, arrivedAt: Date | null): number | null {
  if (!departedAt || !arrivedAt) return null;
  const ms = arrivedAt.getTime() - departedAt.getTime();
  return ms > 0 ? ms / DAY_MS : null;
}

/** The median of `values` (the mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

/**
 * Median, min and max (1 decimal) and the sample size of the transit days given; values that are not
 * positive finite numbers are ignored. Null when no value remains: "no past shipments on this lane".
 */
export function laneStats(days: readonly number[]): LaneStats | null {
  const valid = days.filter((d) => Number.isFinite(d) && d > 0);
  const mid = median(valid);
  if (mid === null) return null;
  return {
    medianDays: oneDecimal(mid),
    minDays: oneDecimal(Math.min(...valid)),
    maxDays: oneDecimal(Math.max(...valid)),
    sampleSize: valid.length,
  };
}
