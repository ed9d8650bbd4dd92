/**
 * Bookings (issue 18; hub §1–§2 /bookings, hub §4 "applying a booking records whether it came from a
 * quote, from shipment details, or neither", hub §7 getVessels, getPortNamesInList, getPortNames;
 * connect §3 and §7 booking fields). The spec shows no API for the bookings themselves: those paths
 * and payloads are designed here, and each endpoint's description says so in the OpenAPI.
 *
 * - A customer submits a booking (SUBMITTED), idempotent on its requestId within the organisation
 *   group; an e-mail confirmation goes out through the outbox and the submitter gets a notification.
 * - Staff confirm it (CONFIRMED: a shipment, and its order, are made from it and appear in the
 *   customer's /tracking search) or decline it with a reason (DECLINED); the customer is notified.
 * - The customer may cancel a booking while it is SUBMITTED (CANCELLED). rules/bookings/status.ts.
 * - "Book again": GET /api/bookings/prefill?shipKey= answers a draft from a shipment's details.
 * - Documents: uploaded to a SUBMITTED or CONFIRMED booking, checked as a shipment's are; they move
 *   to the shipment the booking becomes, whose detail screen then lists them.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { BOOKING_STATUSES } from '../rules/bookings/status.ts';
import { BOOKING_DIRECTIONS, BOOKING_ORIGINS, BOOKING_TYPES } from '../rules/bookings/types.ts';
import { BOOKING_NOTES_MAX, bookingErrors } from '../rules/bookings/validation.ts';
import { HANDLING_METHODS } from '../rules/delivery/drop-modes.ts';
import { PACKING_MODES, TRANSPORT_MODES } from '../rules/filters/catalogue.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint, type RecordRef } from './endpoint.ts';
import { CONTAINER_TYPES, INCOTERMS } from './quotes.ts';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  edocsResponseSchema,
  UPLOAD_FIELDS,
  uploadDocumentResponseSchema,
} from './shipment-detail.ts';
import { portOptionSchema, unLocodeSchema } from './transit.ts';

const isoDate = z.iso.date().describe('YYYY-MM-DD.');
const text = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------------------------------------
// The parts of a booking
// ---------------------------------------------------------------------------------------------

/**
 * connect §3 "Organisation option (picker)", as the Select an Organisation dialog returns it
 * (key, name, code, orgCode, country; newOrg for one added with Enter Organization Details).
 */
export const bookingOrganisationSchema = z.object({
  key: text(80).min(1),
  name: text(200).min(1),
  code: text(40).default(''),
  orgCode: text(40).default(''),
  country: text(100).min(1),
  newOrg: z.boolean().default(false),
});

/** connect §3 "Organisation address (server)": Address, City, Country, postcode, state, phone, FullAddress. */
export const bookingAddressSchema = z.object({
  Address: text(300).min(1),
  City: text(100).default(''),
  Country: text(100).min(1),
  postcode: text(10).default(''),
  state: text(100).default(''),
  phone: text(40).default(''),
  FullAddress: text(500).default(''),
  /** Only on an address added with Enter Organization Details (connect §3). */
  contactName: text(100).default(''),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
});
export type BookingAddress = z.output<typeof bookingAddressSchema>;

/** A shipper or consignee: the organisation and the address chosen in the dialog. */
export const bookingPartySchema = z
  .object({ organisation: bookingOrganisationSchema, address: bookingAddressSchema })
  .meta({ id: 'BookingParty' });
export type BookingParty = z.output<typeof bookingPartySchema>;
export type BookingPartyInput = z.input<typeof bookingPartySchema>;

export const bookingCargoLineSchema = z.object({
  description: text(200).min(1),
  sku: text(60).nullable().default(null).describe('Product number (SKU), optional.'),
  packs: z.number().int().min(1).max(100_000),
  packType: text(20).min(1).describe('CTN, PLT, PKG, …'),
  weightKg: z
    .number()
    .positive()
    .max(1_000_000)
    .nullable()
    .default(null)
    .describe('Gross, all packs of the line.'),
  volumeM3: z.number().nonnegative().max(10_000).nullable().default(null).describe('All packs of the line.'),
});
export type BookingCargoLine = z.output<typeof bookingCargoLineSchema>;

export const bookingContainerSchema = z.object({
  containerType: z.enum(CONTAINER_TYPES),
  quantity: z.number().int().min(1).max(99),
});

/** Hour indexes 0-23 of the time-range picker (connect §4, rules/booking-dialogs/time-range.ts). */
export const pickupWindowSchema = z.object({
  start: z.number().int().min(0).max(23),
  end: z.number().int().min(0).max(23),
});

export const vesselPreferenceSchema = z.object({
  vessel: text(100).min(1),
  voyage: text(40).default(''),
});

/** hub §4: where the booking came from. */
export const bookingOriginSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('QUOTE'), quoteId: z.uuid(), optionId: text(60).min(1) }),
    z.object({
      kind: z.literal('SHIPMENT'),
      shipKey: text(60).min(1).describe('The shipment booked again.'),
    }),
    z.object({ kind: z.literal('NONE') }),
  ])
  .meta({ id: 'BookingOrigin' });
export type BookingOriginValue = z.output<typeof bookingOriginSchema>;
/** The kinds of bookingOriginSchema are rules/bookings/types.ts BOOKING_ORIGINS. */
export const BOOKING_ORIGIN_KINDS = BOOKING_ORIGINS;

/**
 * The origin as submitted: kind may be left out and is then read from the fields (quoteId: QUOTE,
 * shipKey: SHIPMENT, neither: NONE). optionId may be left out for a quote that has an accepted
 * option (that one is used). Unknown keys are refused, so a field of another kind never rides along.
 */
export const bookingOriginInputSchema = z
  .strictObject({
    kind: z.enum(BOOKING_ORIGINS).optional(),
    quoteId: z.uuid().optional(),
    optionId: text(60).min(1).optional(),
    shipKey: text(60).min(1).optional().describe('The shipment booked again.'),
  })
  .superRefine((o, ctx) => {
    const kind = o.kind ?? (o.quoteId ? 'QUOTE' : o.shipKey ? 'SHIPMENT' : 'NONE');
    const extra = (path: string, why: string) => ctx.addIssue({ code: 'custom', path: [path], message: why });
    if (kind === 'QUOTE' && !o.quoteId) extra('quoteId', 'a booking from a quote names the quote');
    if (kind === 'SHIPMENT' && !o.shipKey) extra('shipKey', 'a booking from a shipment names the shipment');
    if (kind !== 'QUOTE' && o.quoteId) extra('quoteId', `an origin ${kind} takes no quoteId`);
    if (kind !== 'QUOTE' && o.optionId) extra('optionId', `an origin ${kind} takes no optionId`);
    if (kind !== 'SHIPMENT' && o.shipKey) extra('shipKey', `an origin ${kind} takes no shipKey`);
  })
  .transform(
    (o): BookingOriginRequest =>
      o.quoteId
        ? { kind: 'QUOTE', quoteId: o.quoteId, optionId: o.optionId ?? null }
        : o.shipKey
          ? { kind: 'SHIPMENT', shipKey: o.shipKey }
          : { kind: 'NONE' },
  );
/** The parsed origin: optionId null means "the quote's accepted option". */
export type BookingOriginRequest =
  | { kind: 'QUOTE'; quoteId: string; optionId: string | null }
  | { kind: 'SHIPMENT'; shipKey: string }
  | { kind: 'NONE' };

// ---------------------------------------------------------------------------------------------
// The booking form (what the customer submits)
// ---------------------------------------------------------------------------------------------

const bookingFields = z.object({
  /** Idempotency key: the form makes one uuid when it opens and sends it with every submit retry. */
  requestId: z.uuid(),
  type: z.enum(BOOKING_TYPES),
  /** The manual direction (connect §7): required for ROAD; for the other types null or the type's own. */
  direction: z.enum(BOOKING_DIRECTIONS).nullable().default(null),
  origin: bookingOriginInputSchema.default({ kind: 'NONE' }),
  shipper: bookingPartySchema,
  consignee: bookingPartySchema,
  pickupAddress: bookingAddressSchema.nullable().default(null),
  deliveryAddress: bookingAddressSchema.nullable().default(null),
  transportMode: z.enum(TRANSPORT_MODES),
  packing: z.enum(PACKING_MODES),
  originPort: unLocodeSchema,
  destinationPort: unLocodeSchema,
  cargoLines: z.array(bookingCargoLineSchema).max(50).default([]),
  containers: z.array(bookingContainerSchema).max(20).default([]),
  readyDate: isoDate,
  requiredInStoreDate: isoDate.nullable().default(null),
  pickupWindow: pickupWindowSchema.nullable().default(null),
  vesselPreference: vesselPreferenceSchema.nullable().default(null),
  handlingMethod: z.enum(HANDLING_METHODS).default('ASK'),
  incoterm: z.enum(INCOTERMS).nullable().default(null),
  notes: z
    .string()
    .max(BOOKING_NOTES_MAX, { message: `A maximum of ${BOOKING_NOTES_MAX} characters are allowed` })
    .default(''),
});

/**
 * "Today" for the readyDate rule: the earliest calendar day anywhere (UTC-12), so a customer is never
 * refused today's date because the server's clock is already on tomorrow.
 */
export function bookingToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** POST /api/bookings: the form, checked by rules/bookings/validation.ts (each issue names its field). */
export const submitBookingBodySchema = bookingFields
  .superRefine((b, ctx) => {
    for (const e of bookingErrors(b, bookingToday())) {
      ctx.addIssue({
        code: 'custom',
        path: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message: e.message,
      });
    }
  })
  .meta({ id: 'BookingSubmission' });
export type SubmitBookingBody = z.output<typeof submitBookingBodySchema>;
export type SubmitBookingInput = z.input<typeof submitBookingBodySchema>;

/** A party of a draft: the organisation, and its address when the portal knows one. */
export const draftPartySchema = z.object({
  organisation: bookingOrganisationSchema,
  address: bookingAddressSchema.nullable(),
});

/** GET /api/bookings/prefill: the form's fields known from a shipment (no requestId, no dates). */
export const bookingDraftSchema = z
  .object({
    type: z.enum(BOOKING_TYPES).nullable(),
    direction: z.enum(BOOKING_DIRECTIONS).nullable(),
    origin: bookingOriginSchema,
    shipper: draftPartySchema.nullable(),
    consignee: draftPartySchema.nullable(),
    pickupAddress: bookingAddressSchema.nullable(),
    deliveryAddress: bookingAddressSchema.nullable(),
    transportMode: z.enum(TRANSPORT_MODES).nullable(),
    packing: z.enum(PACKING_MODES).nullable(),
    originPort: z.string().nullable(),
    destinationPort: z.string().nullable(),
    cargoLines: z.array(bookingCargoLineSchema),
    containers: z.array(bookingContainerSchema),
    handlingMethod: z.enum(HANDLING_METHODS).nullable(),
    incoterm: z.enum(INCOTERMS).nullable(),
    vesselPreference: vesselPreferenceSchema.nullable(),
  })
  .meta({ id: 'BookingDraft' });
export type BookingDraft = z.output<typeof bookingDraftSchema>;

// ---------------------------------------------------------------------------------------------
// The stored booking, as answered
// ---------------------------------------------------------------------------------------------

const userRef = z.object({ _id: z.string(), fullname: z.string() });

export const bookingSchema = bookingFields
  .omit({ direction: true })
  .extend({
    _id: z.string(),
    bookingNumber: z.string().describe('B-000001.'),
    status: z.enum(BOOKING_STATUSES),
    direction: z.enum(BOOKING_DIRECTIONS).describe("The type's own, or the manual one for ROAD."),
    origin: bookingOriginSchema,
    orgGroupId: z.string(),
    declineReason: z.string().nullable(),
    shipKey: z.string().nullable().describe('The shipment made when staff confirmed the booking.'),
    shipNumber: z.string().nullable(),
    createdBy: userRef,
    decidedBy: userRef.nullable().describe('Who confirmed, declined or cancelled it.'),
    createdAt: z.string(),
    updatedAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.output<typeof bookingSchema>;

export const submitBookingResponseSchema = z.object({
  booking: bookingSchema,
  /** true when this submit repeated an earlier requestId: nothing new was created. */
  replayed: z.boolean(),
});
export const bookingResponseSchema = z.object({ booking: bookingSchema });

export const BOOKING_LIST_BATCH_SIZE = 30;
export const bookingsListBodySchema = z.object({
  filter: text(100)
    .default('')
    .describe('Matches the booking number, ports, shipper, consignee or shipment number.'),
  status: z.enum(BOOKING_STATUSES).optional(),
  batchNo: z.number().int().min(1).default(1),
  batchSize: z.number().int().min(1).max(100).default(BOOKING_LIST_BATCH_SIZE),
});
export type BookingsListBody = z.input<typeof bookingsListBodySchema>;
export const bookingsListResponseSchema = z.object({
  result: z.array(bookingSchema),
  total: z.number().int(),
});

export const bookingIdParamsSchema = z.object({ bookingId: z.uuid() });
export const declineBookingBodySchema = z.object({ reason: text(500).min(1, 'a reason is required') });
export const emptyBodySchema = z.object({}).default({});
export const prefillQuerySchema = z.object({ shipKey: text(60).min(1) });
export const prefillResponseSchema = z.object({ draft: bookingDraftSchema });

// hub §7 lookups used by the booking form

export const getVesselsBodySchema = z.object({
  loadPort: unLocodeSchema,
  dischargePort: unLocodeSchema,
  date: isoDate.describe('The day the cargo is ready: vessels departing within ±14 days of it.'),
});
export const VESSEL_WINDOW_DAYS = 14;
export const VESSELS_LIMIT = 20;
export const vesselOptionSchema = z
  .object({
    vessel: z.string(),
    voyage: z.string(),
    carrier: z.string().nullable(),
    loadPort: z.string(),
    dischargePort: z.string(),
    ETD: z.string().describe('Departure from the load port, YYYY-MM-DD.'),
    ETA: z.string().nullable().describe('Arrival at the discharge port, YYYY-MM-DD.'),
  })
  .meta({ id: 'VesselOption' });
export type VesselOption = z.output<typeof vesselOptionSchema>;

const portFilter = {
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'a 2-letter country code such as AU')
    .default('')
    .describe("ISO 3166-1 alpha-2; '' for any country."),
  value: text(60).default('').describe('Text the UN/LOCODE or the port name contains.'),
};
export const PORT_NAMES_LIMIT = 50;
export const getPortNamesInListBodySchema = z.object(portFilter);
export const getPortNamesBodySchema = z.object({ filter: z.object(portFilter) });

// ---------------------------------------------------------------------------------------------
// The declarations (decision 010)
// ---------------------------------------------------------------------------------------------

const tags = ['bookings'] as const;
/** Customers with the bookings permission, and staff (hub §2 /bookings: NU or above, or bookings). */
const customerAccess = HUB_ROUTE_RULES.bookings;
/** Provider staff (NU and above) confirm and decline. */
const staffAccess = HUB_ROUTE_RULES.chatInbox;
const designed = "The spec shows no API for bookings: this call is the portal's own design.";

const bookingIdRecord = { in: 'params', name: 'bookingId', kind: 'bookingId' } as const satisfies RecordRef;
const partyKeyExempt = (who: string): RecordRef[] => [
  {
    in: 'body',
    name: `${who}.organisation.key`,
    exempt: 'the picked organisation is stored as text on the booking; no record is read by it',
  },
  {
    in: 'body',
    name: `${who}.organisation.orgCode`,
    exempt: 'the picked organisation is stored as text on the booking; no record is read by it',
  },
];

const exampleBookingId = '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b';
const exampleShipKey = 'AU-S01009240';
const exampleParty = (name: string, code: string, country: string, address: string) => ({
  organisation: { key: code.toLowerCase(), name, code, orgCode: code, country, newOrg: false },
  address: { Address: address, City: '', Country: country, FullAddress: address },
});

export const exampleBookingSubmission = {
  requestId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  type: 'IMPORT',
  // Book again (kind SHIPMENT read from shipKey): the guards' probes put the caller's records here.
  origin: { shipKey: exampleShipKey },
  shipper: exampleParty('NINGBO HONGDA HOUSEHOLD PRODUCTS', 'NINHONCN', 'CHINA', '88 Jiangdong Road, Ningbo'),
  consignee: exampleParty(
    'ACME RETAIL MELBOURNE',
    'ACMRETMEL',
    'AUSTRALIA',
    '12 Example Road, Dandenong South VIC 3175',
  ),
  transportMode: 'SEA',
  packing: 'FCL',
  originPort: 'CNNGB',
  destinationPort: 'AUMEL',
  containers: [{ containerType: '40HC', quantity: 1 }],
  cargoLines: [
    { description: 'HOUSEHOLD GOODS', packs: 800, packType: 'CTN', weightKg: 12_000, volumeM3: 60 },
  ],
  readyDate: '2030-03-04',
  requiredInStoreDate: '2030-04-15',
  pickupWindow: { start: 9, end: 15 },
  handlingMethod: 'TRL',
  incoterm: 'FOB',
  notes: '',
} as const satisfies SubmitBookingInput;

export const bookingEndpoints = {
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/bookings',
    access: customerAccess,
    viewAs: 'refused',
    tags,
    summary: 'Submit a booking',
    description: `${designed} Stores the booking (SUBMITTED, number B-000001…) for the caller's organisation group in one transaction, with an e-mail confirmation through the outbox and a notification (BOOKING) to the submitter. Idempotent on (organisation group, requestId): the same requestId again answers the first booking with replayed true and creates nothing. Rules (each 400 names its field): readyDate not in the past; requiredInStoreDate after readyDate; FCL needs containers, the other packings cargo lines each with weightKg; ROAD needs a direction and transportMode ROAD; the other types take their own direction. origin: kind may be left out (quoteId means QUOTE, shipKey SHIPMENT, neither NONE); QUOTE names a quote of the group (404 otherwise) and one of its options (400 naming origin.optionId otherwise; left out: the quote's accepted option), SHIPMENT a shipment the caller sees (404 otherwise); these are checked before the replay. Staff have no group of their own: 409.`,
    body: submitBookingBodySchema,
    records: [
      {
        in: 'body',
        name: 'requestId',
        exempt: "an idempotency key scoped to the caller's group: another group's key makes a new booking",
      },
      { in: 'body', name: 'origin.quoteId', kind: 'quoteId' },
      { in: 'body', name: 'origin.optionId', exempt: 'an option inside the quote named by origin.quoteId' },
      { in: 'body', name: 'origin.shipKey', kind: 'shipmentKey' },
      ...partyKeyExempt('shipper'),
      ...partyKeyExempt('consignee'),
    ],
    responses: { 200: submitBookingResponseSchema, 409: apiErrorSchema },
    example: { body: exampleBookingSubmission },
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/list',
    access: customerAccess,
    tags,
    description: `${designed} The bookings of the caller's organisation group, newest first (staff: every group's), optionally of one status; filter matches the booking number, the ports, the shipper's or consignee's name and the shipment number.`,
    body: bookingsListBodySchema,
    responses: { 200: bookingsListResponseSchema },
    example: {
      body: { filter: 'AUMEL', status: 'SUBMITTED', batchNo: 1, batchSize: BOOKING_LIST_BATCH_SIZE },
    },
  }),
  prefill: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/prefill',
    access: customerAccess,
    tags,
    description: `${designed} "Book again": a booking draft from a shipment's details (type from its direction, parties, ports, transport mode, packing, containers by type, cargo lines from its SKU lines, origin SHIPMENT). A shipment the caller may not see: 404.`,
    query: prefillQuerySchema,
    records: [{ in: 'query', name: 'shipKey', kind: 'shipmentKey' }],
    responses: { 200: prefillResponseSchema },
    example: { query: { shipKey: exampleShipKey } },
  }),
  getOne: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:bookingId',
    access: customerAccess,
    tags,
    description: `${designed} One booking; another group's answers 404 as an unknown id.`,
    params: bookingIdParamsSchema,
    records: [bookingIdRecord],
    responses: { 200: bookingResponseSchema },
    example: { params: { bookingId: exampleBookingId } },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:bookingId/confirm',
    access: staffAccess,
    tags,
    description: `${designed} Staff confirm a SUBMITTED booking (CONFIRMED): in one transaction a shipment (and its order) is made from it in the booking's organisation group, with its search row, so the customer finds it in /tracking (shipmentsWithFilters); booking.shipKey names it. The submitter is notified (BOOKING, e-mail per their settings). Any other status: 409.`,
    params: bookingIdParamsSchema,
    body: emptyBodySchema,
    records: [bookingIdRecord],
    responses: { 200: bookingResponseSchema, 409: apiErrorSchema },
    example: { params: { bookingId: exampleBookingId }, body: {} },
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:bookingId/decline',
    access: staffAccess,
    tags,
    description: `${designed} Staff decline a SUBMITTED booking with a reason (DECLINED, declineReason); the submitter is notified. Any other status: 409.`,
    params: bookingIdParamsSchema,
    body: declineBookingBodySchema,
    records: [bookingIdRecord],
    responses: { 200: bookingResponseSchema, 409: apiErrorSchema },
    example: { params: { bookingId: exampleBookingId }, body: { reason: 'NO SPACE ON THAT SAILING' } },
  }),
  documents: defineEndpoint({
    method: 'GET',
    path: '/api/bookings/:bookingId/documents',
    access: customerAccess,
    tags,
    description: `${designed} The booking's documents, newest first (once confirmed, its shipment's: the booking's move there). Each downloads from its DownloadUrl (GET /api/shipments/documents/{documentId}). Another group's booking: 404.`,
    params: bookingIdParamsSchema,
    records: [bookingIdRecord],
    responses: { 200: edocsResponseSchema },
    example: { params: { bookingId: exampleBookingId } },
  }),
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:bookingId/documents',
    access: customerAccess,
    tags,
    description: `${designed} multipart/form-data with ${UPLOAD_FIELDS.documentType} (${DOCUMENT_TYPES.join(', ')}; another value is stored as OTHER) and one ${UPLOAD_FIELDS.file}, checked as a shipment's documents are: at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB (413), the type from the bytes: PDF, PNG, JPEG, TIFF, DOCX, XLSX, CSV or plain text (else 415). A SUBMITTED booking keeps it until staff confirm it; a CONFIRMED one's goes to its shipment. A DECLINED or CANCELLED booking takes none: 409. Another group's booking: 404.`,
    params: bookingIdParamsSchema,
    multipart: { multipart: true, fields: [UPLOAD_FIELDS.documentType, UPLOAD_FIELDS.file] },
    records: [bookingIdRecord],
    responses: {
      200: uploadDocumentResponseSchema,
      409: apiErrorSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
    example: {
      params: { bookingId: exampleBookingId },
      fields: { [UPLOAD_FIELDS.documentType]: 'PACKING LIST' },
    },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/bookings/:bookingId/cancel',
    access: customerAccess,
    viewAs: 'refused',
    tags,
    description: `${designed} The customer cancels a booking of their group while it is SUBMITTED (CANCELLED). Any other status: 409. Staff cannot cancel (they decline): 409.`,
    params: bookingIdParamsSchema,
    body: emptyBodySchema,
    records: [bookingIdRecord],
    responses: { 200: bookingResponseSchema, 409: apiErrorSchema },
    example: { params: { bookingId: exampleBookingId }, body: {} },
  }),
  getVessels: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/getVessels',
    access: customerAccess,
    tags,
    description: `hub §7. The sailings on the lane: distinct vessel and voyage of the shipments (every group's: a schedule is not a tenant's data, and only vessel, voyage, carrier, ports and dates are answered) loaded at loadPort and discharged at dischargePort whose ETD is within ${VESSEL_WINDOW_DAYS} days of date, nearest ETD first, at most ${VESSELS_LIMIT}.`,
    body: getVesselsBodySchema,
    records: [
      { in: 'body', name: 'loadPort', exempt: 'a UN/LOCODE (reference data)' },
      { in: 'body', name: 'dischargePort', exempt: 'a UN/LOCODE (reference data)' },
    ],
    responses: { 200: z.array(vesselOptionSchema) },
    example: { body: { loadPort: 'CNSHA', dischargePort: 'AUMEL', date: '2026-12-07' } },
  }),
  getPortNamesInList: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/getPortNamesInList',
    access: customerAccess,
    tags,
    description: `hub §7. The port drop-down: ports (the transit module's port data) of country ('' any) whose UN/LOCODE or name contains value, codes starting with value first, at most ${PORT_NAMES_LIMIT}.`,
    body: getPortNamesInListBodySchema,
    responses: { 200: z.array(portOptionSchema) },
    example: { body: { country: 'AU', value: 'mel' } },
  }),
  getPortNames: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/getPortNames',
    access: customerAccess,
    tags,
    description: `hub §7. As getPortNamesInList, the filter wrapped in filter {country, value}.`,
    body: getPortNamesBodySchema,
    responses: { 200: z.array(portOptionSchema) },
    example: { body: { filter: { country: 'CN', value: 'sha' } } },
  }),
};
