/**
 * When a quote needs a person (issue 18, hub §4 "manual-quote-required"): the first reason that
 * holds, in this order —
 * 1. DANGEROUS_GOODS: the request declares dangerous goods (carriers accept them case by case);
 * 2. OUT_OF_GAUGE: the request says so, or a piece exceeds the mode's gauge (chargeable.ts);
 * 3. NO_RATE_CARD: no card prices the lane, mode, container type and ready date;
 * 4. OVER_WEIGHT_BREAKS: cards apply, but the cargo is above every one's maxWeightKg (SEA_FCL: a
 *    container's cargo weight; otherwise the chargeable weight).
 * Cards the cargo is too heavy for are left out when others still price it.
 */
import type { ManualQuoteReason, QuoteRequest } from '../../contracts/quotes.ts';
import { chargeableWeightKg, isOutOfGaugePiece } from './chargeable.ts';
import type { CardSet } from './selection.ts';

/** Whether the cargo is within every card of the set's weight limit. */
export function withinWeightLimit(
  set: CardSet,
  request: Pick<QuoteRequest, 'mode' | 'pieces' | 'containers'>,
): boolean {
  return set.cards.every((card) => {
    if (card.maxWeightKg === null) return true;
    if (request.mode === 'SEA_FCL') {
      return request.containers
        .filter((c) => c.containerType === card.containerType)
        .every((c) => c.weightKg <= (card.maxWeightKg as number));
    }
    return chargeableWeightKg(request.mode, request) <= card.maxWeightKg;
  });
}

export type ManualDecision =
  | { manual: true; reason: ManualQuoteReason; sets: [] }
  | { manual: false; reason: null; sets: CardSet[] };

/** The manual-quote reason for a request and the card sets that apply, or the sets that price it. */
export function manualDecision(
  request: Pick<QuoteRequest, 'mode' | 'pieces' | 'containers' | 'dangerousGoods' | 'outOfGauge'>,
  sets: readonly CardSet[],
): ManualDecision {
  if (request.dangerousGoods) return { manual: true, reason: 'DANGEROUS_GOODS', sets: [] };
  if (request.outOfGauge || request.pieces.some((p) => isOutOfGaugePiece(request.mode, p)))
    return { manual: true, reason: 'OUT_OF_GAUGE', sets: [] };
  if (sets.length === 0) return { manual: true, reason: 'NO_RATE_CARD', sets: [] };
  const fitting = sets.filter((s) => withinWeightLimit(s, request));
  if (fitting.length === 0) return { manual: true, reason: 'OVER_WEIGHT_BREAKS', sets: [] };
  return { manual: false, reason: null, sets: fitting };
}
