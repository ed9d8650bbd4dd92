/**
 * Which rate cards price a quote request (issue 18). A card applies when its mode is the request's,
 * its validity (validFrom..validTo, both days included) covers the ready date, each lane end matches
 * (a UN/LOCODE exactly, or a 2-letter country code covering every port of that country) and, for
 * SEA_FCL, it prices one of the requested container types.
 *
 * Per carrier and service level the most specific card wins: a port beats a country on each end
 * (port 2 points, country 1), then the latest validFrom, then the id, so the choice is stable. A
 * SEA_FCL option needs a card for every requested container type from the same carrier and service.
 */
import type { ContainerType, QuoteMode, RateCard } from '../../contracts/quotes.ts';

export type CardRequest = {
  origin: string;
  destination: string;
  mode: QuoteMode;
  readyDate: string;
  containerTypes: readonly ContainerType[];
};

/** How well a card's lane end names a port: 2 the port itself, 1 its country, 0 no match. */
export function laneEndScore(cardEnd: string, port: string): 0 | 1 | 2 {
  if (cardEnd === port) return 2;
  if (cardEnd.length === 2 && port.slice(0, 2) === cardEnd) return 1;
  return 0;
}

/** The lane score of a card for a request (0: the card does not serve the lane). */
export function laneScore(
  card: Pick<RateCard, 'origin' | 'destination'>,
  origin: string,
  destination: string,
) {
  const o = laneEndScore(card.origin, origin);
  const d = laneEndScore(card.destination, destination);
  return o === 0 || d === 0 ? 0 : o + d;
}

export const isValidOn = (card: Pick<RateCard, 'validFrom' | 'validTo'>, day: string): boolean =>
  card.validFrom <= day && day <= card.validTo;

/** Whether a card can price the request at all. */
export function cardApplies(card: RateCard, request: CardRequest): boolean {
  if (card.mode !== request.mode) return false;
  if (!isValidOn(card, request.readyDate)) return false;
  if (laneScore(card, request.origin, request.destination) === 0) return false;
  if (request.mode === 'SEA_FCL')
    return card.containerType !== null && request.containerTypes.includes(card.containerType);
  return true;
}

/** Better first: lane score, then latest validFrom, then id. */
function compareCards(a: RateCard, b: RateCard, request: CardRequest): number {
  const score =
    laneScore(b, request.origin, request.destination) - laneScore(a, request.origin, request.destination);
  if (score !== 0) return score;
  if (a.validFrom !== b.validFrom) return a.validFrom < b.validFrom ? 1 : -1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/** The cards of one option: one carrier and service, one card per container type (SEA_FCL) or one card. */
export type CardSet = { carrier: string; serviceLevel: string; cards: RateCard[] };

/**
 * The card sets that price the request, one per carrier and service level, in carrier then service
 * order. SEA_FCL sets cover every requested container type, in the request's order.
 */
export function selectCardSets(cards: readonly RateCard[], request: CardRequest): CardSet[] {
  const groups = new Map<string, RateCard[]>();
  for (const card of cards) {
    if (!cardApplies(card, request)) continue;
    const key = `${card.carrier}\u0000${card.serviceLevel}`;
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  const sets: CardSet[] = [];
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => compareCards(a, b, request));
    const first = sorted[0] as RateCard;
    if (request.mode === 'SEA_FCL') {
      const types = [...new Set(request.containerTypes)];
      const chosen = types.map((type) => sorted.find((c) => c.containerType === type));
      if (chosen.some((c) => c === undefined)) continue;
      sets.push({ carrier: first.carrier, serviceLevel: first.serviceLevel, cards: chosen as RateCard[] });
    } else {
      sets.push({ carrier: first.carrier, serviceLevel: first.serviceLevel, cards: [first] });
    }
  }
  return sets.sort(
    (a, b) => a.carrier.localeCompare(b.carrier) || a.serviceLevel.localeCompare(b.serviceLevel),
  );
}
