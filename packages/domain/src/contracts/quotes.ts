/**
 * Freight quotes and rate cards (issue 18; hub §1–§2 /getQuote and /quotes, hub §4 "manual-quote-
 * required", hub §9 transport, packing and handling values). The spec shows no API for quotes: these
 * paths and payloads are designed, and each endpoint's description says so in the OpenAPI.
 *
 * - A customer asks for a quote (POST /api/quotes/getQuote). The server prices it from the rate
 *   cards at once (status INSTANT, one option per carrier and service), or, when no card applies,
 *   stores it as manual-quote-required with no options (AWAITING_PRICE) for staff to price.
 * - Staff price a manual quote (PRICED; the customer is notified). The customer accepts one option
 *   (ACCEPTED), which pre-fills a booking. Quotes past validUntil read as EXPIRED.
 * - Staff maintain the rate cards: list, create, edit, delete, and CSV import with a dry run.
 *
 * Money is integer minor units with its currency (rules/invoices/money.ts).
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { HANDLING_METHODS } from '../rules/delivery/drop-modes.ts';
import { isKnownCurrency } from '../rules/invoices/money.ts';
import { apiErrorSchema, okSchema } from './common.ts';
import { defineEndpoint, type RecordRef } from './endpoint.ts';
import { currencyCodeSchema } from './exchange-rates.ts';
import { unLocodeSchema } from './transit.ts';

/** How the freight moves and is priced: a full container, per m³/tonne, per chargeable kg, by road. */
export const QUOTE_MODES = ['SEA_FCL', 'SEA_LCL', 'AIR', 'ROAD'] as const;
export type QuoteMode = (typeof QUOTE_MODES)[number];

/** Container types a FCL rate card prices (ISO 6346 size-type groups as forwarders write them). */
export const CONTAINER_TYPES = [
  '20GP',
  '40GP',
  '40HC',
  '20RF',
  '40RF',
  '20OT',
  '40OT',
  '20FR',
  '40FR',
] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Incoterms 2020 (connect §9 lists the portal's; DAT and DDU kept for older records elsewhere). */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;

export const QUOTE_STATUSES = ['INSTANT', 'AWAITING_PRICE', 'PRICED', 'ACCEPTED', 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Why a quote needs a person (hub §4 manual-quote-required). */
export const MANUAL_QUOTE_REASONS = [
  'NO_RATE_CARD',
  'DANGEROUS_GOODS',
  'OUT_OF_GAUGE',
  'OVER_WEIGHT_BREAKS',
] as const;
export type ManualQuoteReason = (typeof MANUAL_QUOTE_REASONS)[number];

/** The surcharge codes a rate card carries, each in its own currency. */
export const SURCHARGE_CODES = ['FUEL', 'SECURITY', 'DOCUMENTATION', 'ORIGIN', 'DESTINATION'] as const;

/** An ISO 4217 code the money rules know (a 3-letter code that is no currency is refused, never a 500). */
export const quoteCurrencySchema = currencyCodeSchema.refine(isKnownCurrency, 'an ISO 4217 currency code');

export const moneySchema = z
  .object({
    amount: z.number().int().describe('Integer minor units (cents).'),
    currency: quoteCurrencySchema,
  })
  .meta({ id: 'Money' });

const isoDate = z.iso.date().describe('YYYY-MM-DD.');

/** A lane end: a UN/LOCODE, or a 2-letter country code on a rate card that covers a whole country. */
export const laneEndSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}([A-Z2-9]{3})?$/, 'a UN/LOCODE such as AUMEL, or a country code such as AU');

// ---------------------------------------------------------------------------------------------
// The quote request (the /getQuote form)
// ---------------------------------------------------------------------------------------------

export const cargoPieceSchema = z.object({
  quantity: z.number().int().min(1).max(9999),
  lengthCm: z.number().positive().max(2000),
  widthCm: z.number().positive().max(400),
  heightCm: z.number().positive().max(400),
  weightKg: z.number().positive().max(50_000).describe('Weight of one piece.'),
});
export type CargoPiece = z.infer<typeof cargoPieceSchema>;

export const containerLineSchema = z.object({
  containerType: z.enum(CONTAINER_TYPES),
  quantity: z.number().int().min(1).max(99),
  weightKg: z.number().positive().max(40_000).describe('Gross cargo weight per container.'),
});
export type ContainerLine = z.infer<typeof containerLineSchema>;

const quoteRequestFields = z.object({
  origin: unLocodeSchema,
  destination: unLocodeSchema,
  mode: z.enum(QUOTE_MODES),
  /** Pieces for LCL, AIR and ROAD; containers for SEA_FCL (the other list empty). */
  pieces: z.array(cargoPieceSchema).max(50).default([]),
  containers: z.array(containerLineSchema).max(20).default([]),
  readyDate: isoDate,
  incoterm: z.enum(INCOTERMS),
  handlingMethod: z.enum(HANDLING_METHODS),
  dangerousGoods: z.boolean().default(false),
  outOfGauge: z.boolean().default(false),
  commodity: z.string().trim().max(200).default(''),
  /** The currency the options are shown in; the user's organisation's currency when absent. */
  currency: quoteCurrencySchema.optional(),
});

/** SEA_FCL takes containers and no pieces; the other modes take pieces and no containers. */
function checkCargo(
  value: { mode: QuoteMode; pieces: unknown[]; containers: unknown[]; origin: string; destination: string },
  ctx: z.RefinementCtx,
): void {
  const fcl = value.mode === 'SEA_FCL';
  if (fcl && value.containers.length === 0)
    ctx.addIssue({ code: 'custom', path: ['containers'], message: 'SEA_FCL needs at least one container' });
  if (fcl && value.pieces.length > 0)
    ctx.addIssue({ code: 'custom', path: ['pieces'], message: 'SEA_FCL takes containers, not pieces' });
  if (!fcl && value.pieces.length === 0)
    ctx.addIssue({ code: 'custom', path: ['pieces'], message: `${value.mode} needs at least one piece` });
  if (!fcl && value.containers.length > 0)
    ctx.addIssue({
      code: 'custom',
      path: ['containers'],
      message: `${value.mode} takes pieces, not containers`,
    });
  if (value.origin === value.destination)
    ctx.addIssue({
      code: 'custom',
      path: ['destination'],
      message: 'the destination must differ from the origin',
    });
}

export const quoteRequestSchema = quoteRequestFields.superRefine(checkCargo).meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------

export const quoteChargeSchema = z.object({
  code: z.string().describe("'FREIGHT' or a surcharge code."),
  label: z.string(),
  /** As the rate card has it. */
  original: moneySchema,
  /** In the quote's currency. */
  converted: moneySchema,
});

export const appliedRateSchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  rate: z.number().positive(),
  date: isoDate.describe('The reference day of the rate (ECB).'),
});

export const quoteOptionSchema = z
  .object({
    optionId: z.string(),
    carrier: z.string(),
    serviceLevel: z.string(),
    transitDays: z.number().int().nonnegative(),
    validUntil: isoDate,
    chargeableWeightKg: z.number().nonnegative().nullable(),
    breakdown: z.array(quoteChargeSchema),
    total: moneySchema,
    exchangeRates: z.array(appliedRateSchema),
    co2eKg: z.number().nonnegative().nullable().describe('Estimate from the emissions model.'),
    rateCardId: z.string().nullable().describe('Null for an option staff priced by hand.'),
  })
  .meta({ id: 'QuoteOption' });
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

export const quoteSchema = z
  .object({
    _id: z.string(),
    quoteNumber: z.string().describe('Q-000123.'),
    status: z.enum(QUOTE_STATUSES),
    manualQuoteRequired: z.boolean(),
    manualReason: z.enum(MANUAL_QUOTE_REASONS).nullable(),
    request: quoteRequestSchema,
    currency: quoteCurrencySchema,
    options: z.array(quoteOptionSchema),
    acceptedOptionId: z.string().nullable(),
    orgGroupId: z.string().nullable().describe('Null for a quote staff asked for themselves.'),
    createdBy: z.object({ _id: z.string(), fullname: z.string() }),
    createdAt: z.string(),
    pricedAt: z.string().nullable(),
    validUntil: isoDate.nullable(),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

export const QUOTE_SORTS = ['price', 'transit'] as const;

export const getQuoteBodySchema = quoteRequestFields
  .extend({ sortBy: z.enum(QUOTE_SORTS).default('price') })
  .superRefine(checkCargo);
export type GetQuoteBody = z.input<typeof getQuoteBodySchema>;

export const quoteResponseSchema = z.object({ quote: quoteSchema });

export const quotesListBodySchema = z.object({
  filter: z.string().trim().max(100).default('').describe('Matches number, origin, destination, carrier.'),
  status: z.enum(QUOTE_STATUSES).optional(),
  batchNo: z.number().int().min(1).default(1),
  batchSize: z.number().int().min(1).max(100).default(30),
});
export const quotesListResponseSchema = z.object({ result: z.array(quoteSchema), total: z.number().int() });

export const acceptQuoteBodySchema = z.object({ optionId: z.string().min(1) });

/** Staff's price for a manual quote: one or more options, each a breakdown in the quote's currency. */
export const priceQuoteBodySchema = z.object({
  options: z
    .array(
      z.object({
        carrier: z.string().trim().min(1).max(100),
        serviceLevel: z.string().trim().min(1).max(50),
        transitDays: z.number().int().min(0).max(365),
        validUntil: isoDate,
        breakdown: z
          .array(
            z.object({
              code: z.string().trim().min(1).max(30),
              label: z.string().trim().min(1).max(100),
              amount: moneySchema,
            }),
          )
          .min(1),
      }),
    )
    .min(1)
    .max(10),
});

// ---------------------------------------------------------------------------------------------
// Rate cards (staff)
// ---------------------------------------------------------------------------------------------

export const weightBreakSchema = z.object({
  minKg: z.number().nonnegative(),
  ratePerKg: z.number().int().nonnegative().describe('Minor units per kg.'),
});

export const SURCHARGE_BASES = [
  'PER_SHIPMENT',
  'PER_CONTAINER',
  'PER_KG',
  'PER_CBM',
  'PERCENT_OF_FREIGHT',
] as const;
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];

export const surchargeSchema = z.object({
  code: z.enum(SURCHARGE_CODES),
  /** PER_CONTAINER counts containers on SEA_FCL and 1 otherwise; PER_KG counts chargeable kg. */
  basis: z.enum(SURCHARGE_BASES),
  /** Minor units per basis, or basis points for PERCENT_OF_FREIGHT. */
  amount: z.number().int().nonnegative(),
  currency: quoteCurrencySchema,
});

const rateCardFields = z.object({
  origin: laneEndSchema,
  destination: laneEndSchema,
  mode: z.enum(QUOTE_MODES),
  containerType: z.enum(CONTAINER_TYPES).nullable().default(null).describe('SEA_FCL only (required there).'),
  carrier: z.string().trim().min(1).max(100),
  serviceLevel: z.string().trim().min(1).max(50),
  validFrom: isoDate,
  validTo: isoDate,
  currency: quoteCurrencySchema,
  /**
   * The freight rate in minor units: per container (SEA_FCL), per revenue tonne = max(m³, t)
   * (SEA_LCL), per chargeable kg (AIR and ROAD) when the card has no weightBreaks.
   */
  baseRate: z
    .number()
    .int()
    .nonnegative()
    .describe(
      'Minor units per container (SEA_FCL), per revenue tonne (SEA_LCL), or per chargeable kg (AIR, ROAD) when there are no weightBreaks.',
    ),
  minimumCharge: z.number().int().nonnegative().default(0).describe('The least freight, in minor units.'),
  weightBreaks: z
    .array(weightBreakSchema)
    .max(10)
    .default([])
    .describe('AIR and ROAD: the rate per chargeable kg of the highest break the weight reaches.'),
  maxWeightKg: z
    .number()
    .positive()
    .nullable()
    .default(null)
    .describe('Above it (chargeable kg; per container for SEA_FCL) the quote is manual.'),
  surcharges: z.array(surchargeSchema).max(20).default([]),
  transitDays: z.number().int().min(0).max(365),
});

export const rateCardInputSchema = rateCardFields.superRefine((card, ctx) => {
  if (card.validTo < card.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validTo must not be before validFrom' });
  if (card.mode === 'SEA_FCL' && card.containerType === null)
    ctx.addIssue({ code: 'custom', path: ['containerType'], message: 'SEA_FCL needs a containerType' });
  if (card.mode !== 'SEA_FCL' && card.containerType !== null)
    ctx.addIssue({ code: 'custom', path: ['containerType'], message: 'only SEA_FCL has a containerType' });
  if (card.weightBreaks.length > 0 && card.mode !== 'AIR' && card.mode !== 'ROAD')
    ctx.addIssue({
      code: 'custom',
      path: ['weightBreaks'],
      message: 'only AIR and ROAD have weightBreaks',
    });
  card.weightBreaks.forEach((wb, i) => {
    const previous = card.weightBreaks[i - 1];
    if (previous && wb.minKg <= previous.minKg)
      ctx.addIssue({
        code: 'custom',
        path: ['weightBreaks', i, 'minKg'],
        message: 'weight breaks must rise in minKg',
      });
  });
  card.surcharges.forEach((s, i) => {
    if (s.basis === 'PER_CBM' && card.mode === 'SEA_FCL')
      ctx.addIssue({
        code: 'custom',
        path: ['surcharges', i, 'basis'],
        message: 'PER_CBM does not apply to SEA_FCL',
      });
    if (s.basis === 'PERCENT_OF_FREIGHT' && s.currency !== card.currency)
      ctx.addIssue({
        code: 'custom',
        path: ['surcharges', i, 'currency'],
        message: "a PERCENT_OF_FREIGHT surcharge is in the card's currency",
      });
  });
});
export type RateCardInput = z.input<typeof rateCardInputSchema>;

export const rateCardSchema = rateCardFields
  .extend({ _id: z.string(), updatedAt: z.string() })
  .meta({ id: 'RateCard' });
export type RateCard = z.infer<typeof rateCardSchema>;

export const rateCardsListBodySchema = z.object({
  filter: z.string().trim().max(100).default(''),
  mode: z.enum(QUOTE_MODES).optional(),
  batchNo: z.number().int().min(1).default(1),
  batchSize: z.number().int().min(1).max(200).default(50),
});

export const rateCardImportResultSchema = z.object({
  dryRun: z.boolean(),
  valid: z.number().int(),
  created: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});

const tags = ['quotes'] as const;
const rateCardTags = ['rate-cards'] as const;
/** Customers with the quotes permission, and staff (hub §2 /getQuote, /quotes). */
const customerAccess = HUB_ROUTE_RULES.quotes;
/** Provider staff (NU and above), as the chat inbox: they price manual quotes on /quotes. */
const staffAccess = HUB_ROUTE_RULES.chatInbox;
/** Rate cards are maintained on /admin/rateCards (hub §2 admin sub-pages: NA). */
const rateCardAccess = HUB_ROUTE_RULES.admin;

const designed = "The spec shows no API for quotes: this call is the portal's own design.";

export const quoteIdParamsSchema = z.object({ quoteId: z.uuid() });
export const rateCardIdParamsSchema = z.object({ rateCardId: z.uuid() });
const quoteIdRecord = { in: 'params', name: 'quoteId', kind: 'quoteId' } as const satisfies RecordRef;
const rateCardIdRecord = {
  in: 'params',
  name: 'rateCardId',
  exempt: "a rate card is the provider's price list, not a tenant's record; only NA staff reach it",
} as const satisfies RecordRef;

export const rateCardResponseSchema = z.object({ rateCard: rateCardSchema });
export const rateCardsListResponseSchema = z.object({
  result: z.array(rateCardSchema),
  total: z.number().int(),
});

/** The multipart fields of POST /api/rateCards/import. */
export const RATE_CARD_IMPORT_FIELDS = { file: 'file', dryRun: 'dryRun' } as const;
/** At most this many bytes of CSV, and this many data rows, in one import. */
export const RATE_CARD_IMPORT_MAX_BYTES = 1024 * 1024;
export const RATE_CARD_IMPORT_MAX_ROWS = 2000;
/**
 * The CSV header of a rate card import, in this order (extra columns refused). weightBreaks are
 * "minKg:ratePerKg" pairs joined by "|"; surcharges are "CODE:BASIS:amount:CURRENCY" joined by "|";
 * empty containerType / maxWeightKg mean none.
 */
export const RATE_CARD_CSV_COLUMNS = [
  'origin',
  'destination',
  'mode',
  'containerType',
  'carrier',
  'serviceLevel',
  'validFrom',
  'validTo',
  'currency',
  'baseRate',
  'minimumCharge',
  'weightBreaks',
  'maxWeightKg',
  'surcharges',
  'transitDays',
] as const;

const exampleQuoteId = '3f6c2a1e-8b4d-4e2f-9a7b-5c1d2e3f4a5b';
const exampleRateCardId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const exampleRateCard = {
  origin: 'CNSHA',
  destination: 'AUMEL',
  mode: 'SEA_FCL',
  containerType: '40HC',
  carrier: 'Maersk',
  serviceLevel: 'Standard',
  validFrom: '2026-11-01',
  validTo: '2027-01-31',
  currency: 'USD',
  baseRate: 185_000,
  minimumCharge: 0,
  weightBreaks: [],
  maxWeightKg: 26_500,
  surcharges: [{ code: 'FUEL', basis: 'PER_CONTAINER', amount: 32_000, currency: 'USD' }],
  transitDays: 16,
} as const satisfies RateCardInput;

export const quoteEndpoints = {
  getQuote: defineEndpoint({
    method: 'POST',
    path: '/api/quotes/getQuote',
    access: customerAccess,
    tags,
    summary: 'Ask for a freight quote',
    description: `${designed} Prices the request from the rate cards valid on readyDate (a port card beats a country-wide one): INSTANT with one option per carrier and service, sorted by sortBy (price or transit), totals converted to the quote currency at the ECB rates (half-even, minor units); or, when no card applies, the cargo is dangerous or out of gauge, or over a card's weight limit, stored as manual-quote-required (AWAITING_PRICE, options []) for staff to price. The quote currency is the request's, else the organisation's currency, else AUD. The quote belongs to the caller's organisation group.`,
    body: getQuoteBodySchema,
    responses: { 200: quoteResponseSchema },
    example: {
      body: {
        origin: 'CNSHA',
        destination: 'AUMEL',
        mode: 'SEA_FCL',
        containers: [{ containerType: '40HC', quantity: 1, weightKg: 12_000 }],
        readyDate: '2026-12-07',
        incoterm: 'FOB',
        handlingMethod: 'TRL',
        sortBy: 'price',
      },
    },
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/quotes/list',
    access: customerAccess,
    tags,
    description: `${designed} The quotes of the caller's organisation group, newest first (staff: every group's), with status EXPIRED for a priced quote past validUntil. filter matches the number, origin, destination or a carrier.`,
    body: quotesListBodySchema,
    responses: { 200: quotesListResponseSchema },
    example: { body: { filter: 'AUMEL', status: 'INSTANT', batchNo: 1, batchSize: 30 } },
  }),
  getOne: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/:quoteId',
    access: customerAccess,
    tags,
    description: `${designed} One quote; another group's answers 404 as an unknown id.`,
    params: quoteIdParamsSchema,
    records: [quoteIdRecord],
    responses: { 200: quoteResponseSchema },
    example: { params: { quoteId: exampleQuoteId } },
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/quotes/:quoteId/accept',
    access: customerAccess,
    viewAs: 'refused',
    tags,
    description: `${designed} Accepts one option of an INSTANT or PRICED quote that has not expired (ACCEPTED, acceptedOptionId set). Accepting the same option again answers the quote unchanged; another option of an accepted quote, an expired quote or one awaiting its price: 409. An unknown optionId: 400 naming optionId.`,
    params: quoteIdParamsSchema,
    body: acceptQuoteBodySchema,
    records: [
      quoteIdRecord,
      { in: 'body', name: 'optionId', exempt: 'an option inside the quote named by quoteId' },
    ],
    responses: { 200: quoteResponseSchema, 409: apiErrorSchema },
    example: { params: { quoteId: exampleQuoteId }, body: { optionId: 'opt-1' } },
  }),
  price: defineEndpoint({
    method: 'POST',
    path: '/api/quotes/:quoteId/price',
    access: staffAccess,
    tags,
    description: `${designed} Staff price a manual quote (AWAITING_PRICE or PRICED) with one or more options, each a breakdown in the quote's currency: status PRICED, and the quote's creator is notified (notification QUOTE, e-mail per their settings). An accepted quote: 409.`,
    params: quoteIdParamsSchema,
    body: priceQuoteBodySchema,
    records: [quoteIdRecord],
    responses: { 200: quoteResponseSchema, 409: apiErrorSchema },
    example: {
      params: { quoteId: exampleQuoteId },
      body: {
        options: [
          {
            carrier: 'Hapag-Lloyd',
            serviceLevel: 'Standard',
            transitDays: 18,
            validUntil: '2026-12-31',
            breakdown: [
              { code: 'FREIGHT', label: 'Ocean freight', amount: { amount: 250_000, currency: 'AUD' } },
            ],
          },
        ],
      },
    },
  }),
  rateCardsList: defineEndpoint({
    method: 'POST',
    path: '/api/rateCards/list',
    access: rateCardAccess,
    tags: rateCardTags,
    description: `${designed} The rate cards, by origin, destination, mode, carrier; filter matches origin, destination or carrier.`,
    body: rateCardsListBodySchema,
    responses: { 200: rateCardsListResponseSchema },
    example: { body: { filter: 'CNSHA', mode: 'SEA_FCL', batchNo: 1, batchSize: 50 } },
  }),
  rateCardCreate: defineEndpoint({
    method: 'POST',
    path: '/api/rateCards',
    access: rateCardAccess,
    tags: rateCardTags,
    description: `${designed} Creates a rate card.`,
    body: rateCardInputSchema,
    responses: { 200: rateCardResponseSchema },
    example: { body: exampleRateCard },
  }),
  rateCardUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/rateCards/:rateCardId',
    access: rateCardAccess,
    tags: rateCardTags,
    description: `${designed} Replaces a rate card. Quotes already made keep their prices.`,
    params: rateCardIdParamsSchema,
    body: rateCardInputSchema,
    records: [rateCardIdRecord],
    responses: { 200: rateCardResponseSchema },
    example: { params: { rateCardId: exampleRateCardId }, body: exampleRateCard },
  }),
  rateCardDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/rateCards/:rateCardId',
    access: rateCardAccess,
    tags: rateCardTags,
    description: `${designed} Deletes a rate card. Quotes already made keep their prices.`,
    params: rateCardIdParamsSchema,
    records: [rateCardIdRecord],
    responses: { 200: okSchema },
    example: { params: { rateCardId: exampleRateCardId } },
  }),
  rateCardImport: defineEndpoint({
    method: 'POST',
    path: '/api/rateCards/import',
    access: rateCardAccess,
    tags: rateCardTags,
    description: `${designed} multipart/form-data with ${RATE_CARD_IMPORT_FIELDS.dryRun} ('true' or 'false', required) and one ${RATE_CARD_IMPORT_FIELDS.file}: a UTF-8 CSV (checked as text, else 415; at most ${RATE_CARD_IMPORT_MAX_BYTES / 1024 / 1024} MB, 413; at most ${RATE_CARD_IMPORT_MAX_ROWS} rows) whose header row is ${RATE_CARD_CSV_COLUMNS.join(',')}. weightBreaks are minKg:ratePerKg pairs joined by |, surcharges CODE:BASIS:amount:CURRENCY joined by |; money in minor units. Every problem is reported with its line (the header is line 1) and field. dryRun=true validates and writes nothing; otherwise all rows are created in one transaction, or none when any row has a problem.`,
    multipart: {
      multipart: true,
      fields: [RATE_CARD_IMPORT_FIELDS.dryRun, RATE_CARD_IMPORT_FIELDS.file],
    },
    responses: { 200: rateCardImportResultSchema, 413: apiErrorSchema, 415: apiErrorSchema },
    example: { fields: { [RATE_CARD_IMPORT_FIELDS.dryRun]: 'true' } },
  }),
};
