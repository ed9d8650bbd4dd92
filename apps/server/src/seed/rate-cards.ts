/**
 * Demo rate cards and quotes (issue 18). Rate cards for the demo lanes, several carriers a lane, so
 * /getQuote answers instantly: Asia → Australia and New Zealand (FCL 20GP/40GP/40HC, LCL, AIR with
 * weight breaks), Asia → USA, Europe → Asia, and road linehaul inside Australia. Rates are in
 * integer minor units (realistic late-2026 levels, not any carrier's tariff); surcharges in USD,
 * AUD and EUR as carriers bill them. Validity is placed around the seed's `now` (from a month
 * before to three months after), so the cards hold whatever day the demo is seeded.
 *
 * importer@acme.demo gets two quotes: an INSTANT one priced by the same rules the API uses (ECB
 * snapshot rates, emissions model) and a dangerous-goods one AWAITING_PRICE for staff.
 */
import type { ContainerType, QuoteRequest, RateCard } from '@navia/domain/contracts/quotes';
import { shipmentEmission } from '@navia/domain/rules/emissions';
import { emissionWeightKg, transportModeOf } from '@navia/domain/rules/quotes/chargeable';
import { lookupIn } from '@navia/domain/rules/quotes/conversion';
import { manualDecision } from '@navia/domain/rules/quotes/manual';
import { buildOptions, quoteValidUntil } from '@navia/domain/rules/quotes/options';
import { selectCardSets } from '@navia/domain/rules/quotes/selection';
import { snapshotRates } from '../modules/exchange-rates/exchange-rates.service.ts';
import type { LoadSession } from './bulk-load.ts';
import { seedUuid } from './ids.ts';
import { DAY, type World } from './world.ts';

type Surcharge = RateCard['surcharges'][number];
type CardDef = Omit<RateCard, '_id' | 'updatedAt' | 'validFrom' | 'validTo'> & {
  /** Days before/after the seed's day the card is valid from/to. */
  from: number;
  to: number;
};

const day = (now: number, offsetDays: number) => new Date(now + offsetDays * DAY).toISOString().slice(0, 10);

const usd = (code: Surcharge['code'], basis: Surcharge['basis'], amount: number): Surcharge => ({
  code,
  basis,
  amount,
  currency: 'USD',
});
const aud = (code: Surcharge['code'], basis: Surcharge['basis'], amount: number): Surcharge => ({
  code,
  basis,
  amount,
  currency: 'AUD',
});
const eur = (code: Surcharge['code'], basis: Surcharge['basis'], amount: number): Surcharge => ({
  code,
  basis,
  amount,
  currency: 'EUR',
});

/** Payload limits per container type (kg of cargo). */
const PAYLOAD: Partial<Record<ContainerType, number>> = { '20GP': 28_000, '40GP': 26_500, '40HC': 26_500 };
/** Container types and their price relative to a 40' box. */
const BOXES: readonly [ContainerType, number][] = [
  ['20GP', 0.58],
  ['40GP', 0.95],
  ['40HC', 1],
];

type Carrier = { carrier: string; serviceLevel: string; factor: number; transitDelta: number };

/** FCL cards of each carrier on a lane, from the lane's 40HC rate (USD cents) and transit days. */
function fcl(
  origin: string,
  destination: string,
  rate40hc: number,
  transitDays: number,
  carriers: readonly Carrier[],
  surcharges: (box: ContainerType) => Surcharge[],
): CardDef[] {
  return carriers.flatMap((c) =>
    BOXES.map(([box, share]) => ({
      origin,
      destination,
      mode: 'SEA_FCL' as const,
      containerType: box,
      carrier: c.carrier,
      serviceLevel: c.serviceLevel,
      currency: 'USD',
      baseRate: Math.round((rate40hc * share * c.factor) / 500) * 500,
      minimumCharge: 0,
      weightBreaks: [],
      maxWeightKg: PAYLOAD[box] ?? null,
      surcharges: surcharges(box),
      transitDays: transitDays + c.transitDelta,
      from: -30,
      to: 90,
    })),
  );
}

const box = (b: ContainerType) => (b === '20GP' ? 1 : 1.6);
/** Australian destination charges (terminal handling, documentation) in AUD, Asian origin in USD. */
const toAustralia = (b: ContainerType): Surcharge[] => [
  usd('FUEL', 'PER_CONTAINER', Math.round(22_000 * box(b))),
  usd('SECURITY', 'PER_CONTAINER', 1_500),
  usd('ORIGIN', 'PER_CONTAINER', Math.round(12_000 * box(b))),
  aud('DESTINATION', 'PER_CONTAINER', Math.round(42_500 * box(b))),
  aud('DOCUMENTATION', 'PER_SHIPMENT', 8_500),
];
const toNewZealand = (b: ContainerType): Surcharge[] => [
  usd('FUEL', 'PER_CONTAINER', Math.round(24_000 * box(b))),
  usd('SECURITY', 'PER_CONTAINER', 1_500),
  usd('ORIGIN', 'PER_CONTAINER', Math.round(12_000 * box(b))),
  usd('DESTINATION', 'PER_CONTAINER', Math.round(30_000 * box(b))),
  usd('DOCUMENTATION', 'PER_SHIPMENT', 6_500),
];
const toUsa = (b: ContainerType): Surcharge[] => [
  usd('FUEL', 'PER_CONTAINER', Math.round(30_000 * box(b))),
  usd('SECURITY', 'PER_CONTAINER', 3_500),
  usd('DESTINATION', 'PER_CONTAINER', Math.round(45_000 * box(b))),
  usd('DOCUMENTATION', 'PER_SHIPMENT', 5_000),
];
const fromEurope = (b: ContainerType): Surcharge[] => [
  eur('FUEL', 'PER_CONTAINER', Math.round(26_000 * box(b))),
  eur('ORIGIN', 'PER_CONTAINER', Math.round(21_000 * box(b))),
  usd('DESTINATION', 'PER_CONTAINER', Math.round(14_000 * box(b))),
  eur('DOCUMENTATION', 'PER_SHIPMENT', 4_500),
];

const ASIA_OCEANIA: readonly Carrier[] = [
  { carrier: 'Maersk', serviceLevel: 'Standard', factor: 1, transitDelta: 0 },
  { carrier: 'CMA CGM', serviceLevel: 'Standard', factor: 0.94, transitDelta: 2 },
  { carrier: 'COSCO Shipping', serviceLevel: 'Standard', factor: 0.9, transitDelta: 3 },
  { carrier: 'OOCL', serviceLevel: 'Express', factor: 1.12, transitDelta: -2 },
];
const TRANSPACIFIC: readonly Carrier[] = [
  { carrier: 'Evergreen', serviceLevel: 'Standard', factor: 1, transitDelta: 0 },
  { carrier: 'ONE', serviceLevel: 'Standard', factor: 1.03, transitDelta: -1 },
  { carrier: 'Matson', serviceLevel: 'Expedited', factor: 1.45, transitDelta: -5 },
];
const ASIA_EUROPE: readonly Carrier[] = [
  { carrier: 'Hapag-Lloyd', serviceLevel: 'Standard', factor: 1, transitDelta: 0 },
  { carrier: 'MSC', serviceLevel: 'Standard', factor: 0.95, transitDelta: 2 },
  { carrier: 'Maersk', serviceLevel: 'Standard', factor: 1.04, transitDelta: 1 },
];

function lcl(
  origin: string,
  destination: string,
  perRt: number,
  transitDays: number,
  carrier: string,
): CardDef {
  return {
    origin,
    destination,
    mode: 'SEA_LCL',
    containerType: null,
    carrier,
    serviceLevel: 'Consolidation',
    currency: 'USD',
    baseRate: perRt,
    minimumCharge: perRt,
    weightBreaks: [],
    maxWeightKg: 15_000,
    surcharges: [
      usd('FUEL', 'PERCENT_OF_FREIGHT', 1_200),
      usd('ORIGIN', 'PER_CBM', 2_500),
      aud('DESTINATION', 'PER_CBM', 6_500),
      aud('DOCUMENTATION', 'PER_SHIPMENT', 9_500),
    ],
    transitDays,
    from: -30,
    to: 90,
  };
}

/** AIR: USD cents per chargeable kg at the +0/+45/+100/+300/+500/+1000 kg breaks. */
function air(
  origin: string,
  destination: string,
  carrier: string,
  serviceLevel: string,
  rates: readonly [number, number, number, number, number, number],
  transitDays: number,
): CardDef {
  const mins = [0, 45, 100, 300, 500, 1000];
  return {
    origin,
    destination,
    mode: 'AIR',
    containerType: null,
    carrier,
    serviceLevel,
    currency: 'USD',
    baseRate: 0,
    minimumCharge: 8_500,
    weightBreaks: mins.map((minKg, i) => ({ minKg, ratePerKg: rates[i] as number })),
    maxWeightKg: 5_000,
    surcharges: [
      usd('FUEL', 'PER_KG', 95),
      usd('SECURITY', 'PER_KG', 18),
      aud('DOCUMENTATION', 'PER_SHIPMENT', 7_500),
    ],
    transitDays,
    from: -30,
    to: 60,
  };
}

/** ROAD linehaul in Australia: AUD cents per chargeable kg (1:3000) at +0/+100/+500/+1000/+5000 kg. */
function road(
  origin: string,
  destination: string,
  carrier: string,
  rates: readonly number[],
  transitDays: number,
): CardDef {
  const mins = [0, 100, 500, 1000, 5000];
  return {
    origin,
    destination,
    mode: 'ROAD',
    containerType: null,
    carrier,
    serviceLevel: 'General',
    currency: 'AUD',
    baseRate: 0,
    minimumCharge: 8_500,
    weightBreaks: mins.map((minKg, i) => ({ minKg, ratePerKg: rates[i] as number })),
    maxWeightKg: 22_000,
    surcharges: [aud('FUEL', 'PERCENT_OF_FREIGHT', 2_250), aud('DOCUMENTATION', 'PER_SHIPMENT', 1_500)],
    transitDays,
    from: -30,
    to: 120,
  };
}

const SEED_RATE_CARDS: readonly CardDef[] = [
  // Asia → Australia and New Zealand, FCL
  ...fcl('CNSHA', 'AUMEL', 185_000, 16, ASIA_OCEANIA, toAustralia),
  ...fcl('CNSHA', 'AUSYD', 180_000, 14, ASIA_OCEANIA, toAustralia),
  ...fcl('CNSHA', 'AUBNE', 176_000, 13, ASIA_OCEANIA.slice(0, 3), toAustralia),
  ...fcl('CNNGB', 'AUMEL', 182_000, 17, ASIA_OCEANIA.slice(0, 3), toAustralia),
  ...fcl('CNNGB', 'AUSYD', 178_000, 15, ASIA_OCEANIA.slice(1), toAustralia),
  ...fcl('SGSIN', 'AUMEL', 142_000, 11, ASIA_OCEANIA.slice(0, 3), toAustralia),
  ...fcl('SGSIN', 'AUSYD', 138_000, 12, ASIA_OCEANIA.slice(0, 3), toAustralia),
  ...fcl('SGSIN', 'AUBNE', 145_000, 13, ASIA_OCEANIA.slice(1, 4), toAustralia),
  ...fcl('HKHKG', 'AUSYD', 168_000, 13, ASIA_OCEANIA.slice(0, 3), toAustralia),
  ...fcl('HKHKG', 'AUBNE', 165_000, 12, ASIA_OCEANIA.slice(1, 4), toAustralia),
  ...fcl('CNSHA', 'NZAKL', 205_000, 19, ASIA_OCEANIA.slice(0, 3), toNewZealand),
  ...fcl('SGSIN', 'NZAKL', 172_000, 16, ASIA_OCEANIA.slice(1, 4), toNewZealand),
  // A country-wide card: any Chinese port to any Australian port, priced above the port cards.
  ...fcl(
    'CN',
    'AU',
    215_000,
    20,
    [{ carrier: 'ANL', serviceLevel: 'Standard', factor: 1, transitDelta: 0 }],
    toAustralia,
  ),
  // Asia → USA
  ...fcl('CNSHA', 'USLAX', 265_000, 15, TRANSPACIFIC, toUsa),
  ...fcl('CNYTN', 'USLGB', 258_000, 16, TRANSPACIFIC.slice(0, 2), toUsa),
  ...fcl('HKHKG', 'USLAX', 262_000, 16, TRANSPACIFIC, toUsa),
  ...fcl('VNSGN', 'USLAX', 281_000, 20, TRANSPACIFIC.slice(0, 2), toUsa),
  // Europe → Asia (via the Cape)
  ...fcl('DEHAM', 'CNSHA', 98_000, 42, ASIA_EUROPE, fromEurope),
  ...fcl('NLRTM', 'SGSIN', 86_000, 34, ASIA_EUROPE, fromEurope),
  ...fcl('DEHAM', 'SGSIN', 88_000, 36, ASIA_EUROPE.slice(0, 2), fromEurope),
  // LCL
  lcl('CNSHA', 'AUMEL', 4_500, 22, 'Navia Consol'),
  lcl('CNSHA', 'AUMEL', 5_200, 20, 'Vanguard Logistics'),
  lcl('CNSHA', 'AUSYD', 4_300, 20, 'Navia Consol'),
  lcl('SGSIN', 'AUSYD', 3_900, 16, 'Navia Consol'),
  lcl('SGSIN', 'AUBNE', 4_100, 18, 'Vanguard Logistics'),
  lcl('CNNGB', 'AU', 4_800, 24, 'Navia Consol'),
  lcl('HKHKG', 'NZAKL', 5_900, 22, 'Navia Consol'),
  // AIR
  air('CNSHA', 'AUMEL', 'China Eastern Cargo', 'Standard', [820, 610, 480, 430, 405, 380], 3),
  air('CNSHA', 'AUMEL', 'Qantas Freight', 'Priority', [990, 760, 590, 520, 490, 455], 2),
  air('CNSHA', 'AU', 'Cathay Cargo', 'Standard', [880, 650, 515, 460, 430, 405], 3),
  air('HKHKG', 'AUSYD', 'Cathay Cargo', 'Priority', [920, 690, 540, 480, 450, 420], 2),
  air('HKHKG', 'AUSYD', 'Qantas Freight', 'Standard', [860, 640, 505, 450, 425, 400], 3),
  air('SGSIN', 'AUMEL', 'Singapore Airlines Cargo', 'Standard', [760, 560, 445, 400, 380, 360], 2),
  air('SGSIN', 'AUMEL', 'Qantas Freight', 'Priority', [870, 650, 520, 465, 440, 415], 1),
  air('CNSHA', 'USLAX', 'Atlas Air', 'Standard', [1_050, 820, 640, 590, 560, 530], 3),
  air('CNSHA', 'NZAKL', 'Air New Zealand Cargo', 'Standard', [950, 720, 560, 500, 470, 445], 3),
  // ROAD in Australia
  road('AUMEL', 'AUSYD', 'Toll Linehaul', [62, 44, 31, 25, 19], 2),
  road('AUMEL', 'AUSYD', 'StarTrack Road Express', [68, 48, 34, 27, 21], 1),
  road('AUMEL', 'AUSYD', 'Followmont Transport', [58, 42, 30, 24, 18], 3),
  road('AUSYD', 'AUBNE', 'Toll Linehaul', [64, 45, 32, 26, 20], 2),
  road('AUSYD', 'AUBNE', 'Followmont Transport', [60, 43, 31, 25, 19], 2),
  road('AUMEL', 'AUADL', 'Toll Linehaul', [55, 39, 28, 22, 17], 1),
  road('AUMEL', 'AUBNE', 'StarTrack Road Express', [82, 58, 41, 33, 26], 3),
];

/** The cards as the rules read them, dated around `now`, with their ids. */
export function seedRateCards(now: number): RateCard[] {
  const updatedAt = new Date(now - 30 * DAY).toISOString();
  return SEED_RATE_CARDS.map(({ from, to, ...card }, i) => ({
    ...card,
    _id: seedUuid('rate-card', String(i)),
    validFrom: day(now, from),
    validTo: day(now, to),
    updatedAt,
  }));
}

function instantRequest(now: number): QuoteRequest {
  return {
    origin: 'CNSHA',
    destination: 'AUMEL',
    mode: 'SEA_FCL',
    pieces: [],
    containers: [{ containerType: '40HC', quantity: 1, weightKg: 14_500 }],
    readyDate: day(now, 10),
    incoterm: 'FOB',
    handlingMethod: 'SDL',
    dangerousGoods: false,
    outOfGauge: false,
    commodity: 'Flat-pack furniture',
    currency: 'AUD',
  };
}

function manualRequest(now: number): QuoteRequest {
  return {
    origin: 'SGSIN',
    destination: 'AUBNE',
    mode: 'SEA_LCL',
    pieces: [{ quantity: 4, lengthCm: 120, widthCm: 100, heightCm: 110, weightKg: 380 }],
    containers: [],
    readyDate: day(now, 14),
    incoterm: 'FCA',
    handlingMethod: 'TRL',
    dangerousGoods: true,
    outOfGauge: false,
    commodity: 'Lithium batteries (UN3480, class 9)',
    currency: 'AUD',
  };
}

/** Writes the rate cards and the importer's two quotes; replaces what a previous seed wrote. */
export async function seedQuotes(
  session: LoadSession,
  world: World,
  now: number,
): Promise<Record<string, number>> {
  await session.query('delete from quotes');
  await session.query('delete from rate_cards');
  const cards = seedRateCards(now);
  for (const c of cards) {
    await session.query(
      `insert into rate_cards (id, origin, destination, mode, container_type, carrier, service_level, valid_from,
         valid_to, currency, base_rate, minimum_charge, weight_breaks, max_weight_kg, surcharges, transit_days,
         created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15::jsonb, $16, $17, $18, $18)`,
      [
        c._id,
        c.origin,
        c.destination,
        c.mode,
        c.containerType,
        c.carrier,
        c.serviceLevel,
        c.validFrom,
        c.validTo,
        c.currency,
        c.baseRate,
        c.minimumCharge,
        JSON.stringify(c.weightBreaks),
        c.maxWeightKg,
        JSON.stringify(c.surcharges),
        c.transitDays,
        world.adminUserId,
        c.updatedAt,
      ],
    );
  }

  const acme = world.groups.find((g) => g.def.code === 'ACME');
  const importerId = seedUuid('user', 'importer@acme.demo');
  let quotes = 0;
  if (acme) {
    const today = day(now, 0);
    const request = instantRequest(now);
    const sets = selectCardSets(cards, {
      origin: request.origin,
      destination: request.destination,
      mode: request.mode,
      readyDate: request.readyDate,
      containerTypes: request.containers.map((c) => c.containerType),
    });
    const decision = manualDecision(request, sets);
    const from = world.ports.get(request.origin);
    const to = world.ports.get(request.destination);
    const co2e =
      from && to
        ? shipmentEmission(
            [{ transportMode: transportModeOf(request.mode), from, to }],
            emissionWeightKg(request.mode, request),
          ).kgCo2e
        : null;
    const options = buildOptions({
      request,
      sets: decision.sets,
      currency: 'AUD',
      rates: lookupIn(snapshotRates()),
      today,
      sortBy: 'price',
      co2eKg: co2e === null ? null : Math.round(co2e * 100) / 100,
    });
    const created = new Date(now - 2 * DAY + 10 * 3_600_000).toISOString();
    const insert = `insert into quotes (org_group_id, created_by, origin, destination, mode, request, currency, options,
        carriers, status, manual_quote_required, manual_reason, valid_until, created_at, updated_at)
      values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9::text[], $10, $11, $12, $13, $14, $14)`;
    await session.query(insert, [
      acme.id,
      importerId,
      request.origin,
      request.destination,
      request.mode,
      JSON.stringify(request),
      'AUD',
      JSON.stringify(options),
      [...new Set(options.map((o) => o.carrier))],
      options.length > 0 ? 'INSTANT' : 'AWAITING_PRICE',
      options.length === 0,
      options.length > 0 ? null : 'NO_RATE_CARD',
      quoteValidUntil(options),
      created,
    ]);
    const manual = manualRequest(now);
    await session.query(insert, [
      acme.id,
      importerId,
      manual.origin,
      manual.destination,
      manual.mode,
      JSON.stringify(manual),
      'AUD',
      '[]',
      [],
      'AWAITING_PRICE',
      true,
      'DANGEROUS_GOODS',
      null,
      new Date(now - DAY + 14 * 3_600_000).toISOString(),
    ]);
    quotes = 2;
  }
  return { rate_cards: cards.length, quotes };
}
