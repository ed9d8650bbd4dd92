/**
 * Chargeable weight of a quote request (issue 18, hub §9 transport values). A carrier charges the
 * greater of the gross weight and the volume weight:
 * - AIR: IATA 1:6000, i.e. 1 m³ = 166.67 kg; rounded up to the next half kilogram;
 * - ROAD: 1:3000, i.e. 1 m³ = 333.33 kg; rounded up to the next whole kilogram;
 * - SEA_LCL: the revenue tonne, the greater of m³ and metric tonnes (1 m³ = 1,000 kg); rounded up to
 *   the next 0.001 (one litre or one kilogram);
 * - SEA_FCL: the declared cargo weight of the containers (a container is priced per box).
 */
import type { CargoPiece, ContainerLine, QuoteMode } from '../../contracts/quotes.ts';

/** cm³ per kg of volume weight. */
export const AIR_VOLUME_DIVISOR = 6000;
export const ROAD_VOLUME_DIVISOR = 3000;

/** Tolerance for float noise before rounding up (1e-9 of a unit). */
const EPSILON = 1e-9;
const ceilTo = (value: number, step: number) => Math.ceil(value / step - EPSILON) * step;
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** The pieces' total volume in cm³. */
export const volumeCm3 = (pieces: readonly CargoPiece[]): number =>
  pieces.reduce((sum, p) => sum + p.quantity * p.lengthCm * p.widthCm * p.heightCm, 0);

/** The pieces' total volume in m³, to 3 decimals (rounded up). */
export const volumeM3 = (pieces: readonly CargoPiece[]): number =>
  round(ceilTo(volumeCm3(pieces) / 1e6, 0.001), 3);

/** Gross weight of the pieces in kg. */
export const grossWeightKg = (pieces: readonly CargoPiece[]): number =>
  round(
    pieces.reduce((sum, p) => sum + p.quantity * p.weightKg, 0),
    3,
  );

/** Declared cargo weight of container lines in kg. */
export const containerWeightKg = (containers: readonly ContainerLine[]): number =>
  round(
    containers.reduce((sum, c) => sum + c.quantity * c.weightKg, 0),
    3,
  );

/** SEA_LCL revenue tonnes: max(m³, t), rounded up to 3 decimals. */
export function revenueTonnes(pieces: readonly CargoPiece[]): number {
  const m3 = volumeCm3(pieces) / 1e6;
  const tonnes = pieces.reduce((sum, p) => sum + p.quantity * p.weightKg, 0) / 1000;
  return round(ceilTo(Math.max(m3, tonnes), 0.001), 3);
}

/**
 * The weight a carrier charges, in kg: for SEA_LCL the revenue tonnes × 1,000; for SEA_FCL the
 * containers' declared cargo weight.
 */
export function chargeableWeightKg(
  mode: QuoteMode,
  cargo: { pieces: readonly CargoPiece[]; containers: readonly ContainerLine[] },
): number {
  const gross = cargo.pieces.reduce((sum, p) => sum + p.quantity * p.weightKg, 0);
  switch (mode) {
    case 'AIR':
      return round(ceilTo(Math.max(gross, volumeCm3(cargo.pieces) / AIR_VOLUME_DIVISOR), 0.5), 1);
    case 'ROAD':
      return round(ceilTo(Math.max(gross, volumeCm3(cargo.pieces) / ROAD_VOLUME_DIVISOR), 1), 0);
    case 'SEA_LCL':
      return round(revenueTonnes(cargo.pieces) * 1000, 0);
    case 'SEA_FCL':
      return containerWeightKg(cargo.containers);
  }
}

/**
 * Largest piece a mode takes without special handling (cm): AIR a lower-deck/main-deck PMC pallet
 * (318 × 244 × 160), SEA_LCL and ROAD a 40' container's door and a semi-trailer's deck.
 */
export const GAUGE_LIMITS_CM: Readonly<
  Record<Exclude<QuoteMode, 'SEA_FCL'>, { length: number; width: number; height: number }>
> = {
  AIR: { length: 318, width: 244, height: 160 },
  SEA_LCL: { length: 1200, width: 234, height: 228 },
  ROAD: { length: 1360, width: 245, height: 260 },
};

/** Whether a piece is out of gauge for the mode (SEA_FCL: only the request's flag says so). */
export function isOutOfGaugePiece(mode: QuoteMode, piece: CargoPiece): boolean {
  if (mode === 'SEA_FCL') return false;
  const limit = GAUGE_LIMITS_CM[mode];
  // A piece may be turned on the floor: compare the longer floor side to the length, the shorter to the width.
  const long = Math.max(piece.lengthCm, piece.widthCm);
  const short = Math.min(piece.lengthCm, piece.widthCm);
  return long > limit.length || short > limit.width || piece.heightCm > limit.height;
}

/**
 * The weight the emissions model charges (rules/emissions.ts): the chargeable weight by air and
 * road, the cargo's gross weight by sea (a ship carries mass, not the revenue tonne's volume).
 */
export function emissionWeightKg(
  mode: QuoteMode,
  cargo: { pieces: readonly CargoPiece[]; containers: readonly ContainerLine[] },
): number {
  if (mode === 'SEA_LCL') return grossWeightKg(cargo.pieces);
  return chargeableWeightKg(mode, cargo);
}

/** The transport mode of the emissions model and the port data for a quote mode. */
export const transportModeOf = (mode: QuoteMode): 'SEA' | 'AIR' | 'ROAD' =>
  mode === 'SEA_FCL' || mode === 'SEA_LCL' ? 'SEA' : mode;
