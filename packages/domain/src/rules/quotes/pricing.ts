/**
 * The price of a quote option in the rate cards' own currencies (issue 18): the freight, then each
 * surcharge by its basis. Integer minor units throughout; a rate times a quantity with decimals
 * (kg, m³, revenue tonnes) rounds half-even to the currency's minor unit (rules/invoices/money.ts).
 *
 * Freight:
 * - SEA_FCL: baseRate per container of the card's type;
 * - SEA_LCL: baseRate per revenue tonne;
 * - AIR and ROAD: per chargeable kg at the rate of the highest weight break the weight reaches, or
 *   the next break's minimum weight at its rate when that is cheaper (the carriers' "break point"
 *   rule); baseRate per kg when the card has no breaks;
 * - never below the card's minimumCharge (per card).
 * Surcharges: PER_SHIPMENT once (once per option, even when a SEA_FCL option combines cards of two
 * container types: the first card's), PER_CONTAINER per container of the card's type (1 for other
 * modes), PER_KG per chargeable kg, PER_CBM per m³ (not SEA_FCL), PERCENT_OF_FREIGHT in basis
 * points of the card's freight.
 */
import type {
  CargoPiece,
  ContainerLine,
  QuoteMode,
  RateCard,
  SurchargeBasis,
} from '../../contracts/quotes.ts';
import { chargeableWeightKg, containerWeightKg, revenueTonnes, volumeM3 } from './chargeable.ts';
import { convert, type Money, maxMoney, money, percentOf } from './money-ops.ts';

export type PricingCargo = {
  mode: QuoteMode;
  pieces: readonly CargoPiece[];
  containers: readonly ContainerLine[];
};

/** A line of the breakdown before conversion. */
export type ChargeLine = { code: string; label: string; original: Money };

export const FREIGHT_CODE = 'FREIGHT';

const FREIGHT_LABELS: Readonly<Record<QuoteMode, string>> = {
  SEA_FCL: 'Ocean freight',
  SEA_LCL: 'Ocean freight (LCL)',
  AIR: 'Air freight',
  ROAD: 'Road freight',
};

export const SURCHARGE_LABELS: Readonly<Record<string, string>> = {
  FUEL: 'Fuel surcharge',
  SECURITY: 'Security surcharge',
  DOCUMENTATION: 'Documentation fee',
  ORIGIN: 'Origin charges',
  DESTINATION: 'Destination charges',
};

/** A decimal quantity as text for the exact multiplication (at most 3 decimals). */
const quantityText = (quantity: number): string => quantity.toFixed(3).replace(/\.?0+$/, '') || '0';

/** An amount per unit times a quantity, rounded half-even to the currency's minor unit. */
export const times = (perUnit: Money, quantity: number): Money =>
  convert(perUnit, quantityText(quantity), perUnit.currency);

/** The rate per kg of the highest break at or below `kg` (the first break below them all). */
export function breakRate(breaks: RateCard['weightBreaks'], kg: number): number | null {
  if (breaks.length === 0) return null;
  const sorted = [...breaks].sort((a, b) => a.minKg - b.minKg);
  let rate = (sorted[0] as (typeof sorted)[number]).ratePerKg;
  for (const b of sorted) if (b.minKg <= kg) rate = b.ratePerKg;
  return rate;
}

/** Per-kg freight with weight breaks, applying the break-point rule; baseRate per kg without breaks. */
export function perKgFreight(
  card: Pick<RateCard, 'weightBreaks' | 'baseRate' | 'currency'>,
  kg: number,
): Money {
  const rate = breakRate(card.weightBreaks, kg);
  if (rate === null) return times(money(card.baseRate, card.currency), kg);
  let best = times(money(rate, card.currency), kg);
  for (const b of card.weightBreaks) {
    if (b.minKg <= kg) continue;
    const atBreak = times(money(b.ratePerKg, card.currency), b.minKg);
    if (atBreak.amount < best.amount) best = atBreak;
  }
  return best;
}

/** How many containers of the card's type the cargo has (SEA_FCL). */
const containersOf = (card: RateCard, cargo: PricingCargo) =>
  cargo.containers.filter((c) => c.containerType === card.containerType);

/** The freight of one card for the cargo, before the minimum charge. */
function rawFreight(card: RateCard, cargo: PricingCargo): Money {
  const base = money(card.baseRate, card.currency);
  switch (cargo.mode) {
    case 'SEA_FCL':
      return times(
        base,
        containersOf(card, cargo).reduce((n, c) => n + c.quantity, 0),
      );
    case 'SEA_LCL':
      return times(base, revenueTonnes(cargo.pieces));
    case 'AIR':
    case 'ROAD':
      return perKgFreight(card, chargeableWeightKg(cargo.mode, cargo));
  }
}

export function freightOf(card: RateCard, cargo: PricingCargo): Money {
  return maxMoney(rawFreight(card, cargo), money(card.minimumCharge, card.currency));
}

/** The quantity a surcharge basis counts for one card (null: PERCENT_OF_FREIGHT). */
export function basisQuantity(basis: SurchargeBasis, card: RateCard, cargo: PricingCargo): number | null {
  const own = containersOf(card, cargo);
  switch (basis) {
    case 'PER_SHIPMENT':
      return 1;
    case 'PER_CONTAINER':
      return cargo.mode === 'SEA_FCL' ? own.reduce((n, c) => n + c.quantity, 0) : 1;
    case 'PER_KG':
      return cargo.mode === 'SEA_FCL' ? containerWeightKg(own) : chargeableWeightKg(cargo.mode, cargo);
    case 'PER_CBM':
      return cargo.mode === 'SEA_FCL' ? 0 : volumeM3(cargo.pieces);
    case 'PERCENT_OF_FREIGHT':
      return null;
  }
}

const containerLabel = (card: RateCard, cargo: PricingCargo) => {
  const count = containersOf(card, cargo).reduce((n, c) => n + c.quantity, 0);
  return `${count} × ${card.containerType}`;
};

/**
 * The breakdown of one option (one card, or one per container type for SEA_FCL) in the cards'
 * currencies: each card's freight, then its surcharges in the card's order.
 */
export function priceCards(cards: readonly RateCard[], cargo: PricingCargo): ChargeLine[] {
  const lines: ChargeLine[] = [];
  const shipmentCodes = new Set<string>();
  const several = cards.length > 1 || cargo.mode === 'SEA_FCL';
  for (const card of cards) {
    const freight = freightOf(card, cargo);
    const suffix = several ? ` (${containerLabel(card, cargo)})` : '';
    lines.push({ code: FREIGHT_CODE, label: `${FREIGHT_LABELS[cargo.mode]}${suffix}`, original: freight });
    for (const s of card.surcharges) {
      const label = `${SURCHARGE_LABELS[s.code] ?? s.code}${s.basis === 'PER_SHIPMENT' ? '' : suffix}`;
      if (s.basis === 'PER_SHIPMENT') {
        if (shipmentCodes.has(s.code)) continue;
        shipmentCodes.add(s.code);
      }
      if (s.basis === 'PERCENT_OF_FREIGHT') {
        lines.push({ code: s.code, label, original: percentOf(freight, s.amount) });
        continue;
      }
      const quantity = basisQuantity(s.basis, card, cargo) ?? 0;
      lines.push({ code: s.code, label, original: times(money(s.amount, s.currency), quantity) });
    }
  }
  return lines;
}
