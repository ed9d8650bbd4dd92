/**
 * Delivery contracts (hub §7: arrangeTransport, getPublicHolidays, /api/org/address, deliveryAddress,
 * orgAddresses; plus the staff list and confirm calls, whose paths the spec does not show).
 * arrangeTransportBodySchema is THE schema of the wizard and of the server: its refinements run the
 * rules in rules/delivery, so the server refuses everything the wizard would.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { parseSubmittedDate } from '../rules/delivery/calendar.ts';
import { HANDLING_METHODS, modesOffered, vgmQuestionShown } from '../rules/delivery/drop-modes.ts';
import { EARLIEST_ERROR_TEXTS, earliestDeliveryErrors } from '../rules/delivery/earliest.ts';
import { EARLIEST_PERIODS } from '../rules/delivery/hour-slots.ts';
import {
  ALL_CONTAINERS,
  CONTAINER_ERROR_TEXTS,
  type ContainerFieldError,
  containerErrors,
  locationValid,
  NOTES_MAX,
  WIZARD_ERROR_TEXTS,
} from '../rules/delivery/wizard.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

// Shared pieces

/** connect §3 hour slot. */
export const hourSlotSchema = z.object({
  text: z.string(),
  twentyFourHourText: z.string(),
  index: z.number().int().min(1).max(24),
});

/** hub §9: submitted delivery dates are DD/MM/YYYY. */
export const submittedDateSchema = z
  .string()
  .refine((v) => parseSubmittedDate(v) !== null, { message: 'A DATE MUST BE DD/MM/YYYY' });

export const dropModeSchema = z.object({ value: z.enum(HANDLING_METHODS), label: z.string().max(100) });

/** hub §3 "Address in the wizard"; CUSTOM ADDRESS adds customAddress (free text from the places search). */
export const deliveryLocationSchema = z.object({
  /** The saved address chosen (org_addresses id); null for CUSTOM ADDRESS. */
  _id: z.uuid().nullable().default(null),
  label: z.string().trim().min(1).max(200),
  address: z.string().trim().max(500).default(''),
  customAddress: z.string().trim().max(500).nullable().default(null),
});

export const deliveryInfoSchema = z.object({
  ContainerMode: z.string().trim().min(1).max(10),
  TransportMode: z.string().trim().min(1).max(10),
  /** Not in the spec's list, but the modes offered depend on it (hub §5); checked against the shipment. */
  Direction: z.string().trim().min(1).max(20),
  /** hub §5: at most 500 characters, forced to upper case. */
  additionalNotes: z
    .string()
    .max(NOTES_MAX, { message: `A maximum of ${NOTES_MAX} characters are allowed` })
    .default('')
    .transform((s) => s.toUpperCase()),
});

const containerNumberSchema = z.string().trim().min(1).max(20);

const commonFields = {
  /** Idempotency key: the wizard makes one uuid when it opens and sends it with every submit retry. */
  requestId: z.uuid(),
  /** Which shipment (ShipNumber alone is not unique across data sources). */
  ShipKey: z.string().trim().min(1).max(60),
  ShipNumber: z.string().trim().min(1).max(60),
  DataSource: z.string().trim().min(1).max(10),
  OrdNumber: z.string().trim().max(60).nullable().default(null),
  location: deliveryLocationSchema,
  info: deliveryInfoSchema,
  /** hub §2 VGM REQUIRED (FCL, non-import): true yes, false no; null when not asked. */
  VGMRequired: z.boolean().nullable().default(null),
  sendViaEmail: z.boolean().default(true),
  /** hub §7: true when the availability or storage date is missing (the server recomputes it). */
  flag: z.boolean().default(false),
};

/** hub §3 "Chosen container in the wizard", as submitted (ALL already expanded, dates DD/MM/YYYY). */
export const arrangeContainerSchema = z.object({
  ContainerNumber: containerNumberSchema,
  dropMode: dropModeSchema.nullable(),
  pickupTime: hourSlotSchema.nullable(),
  deliveryDate: submittedDateSchema.nullable(),
  deliveryDateReturn: submittedDateSchema.nullable().default(null),
  pickupTimeReturn: hourSlotSchema.nullable().default(null),
});

const arrangeVariant = z.object({
  kind: z.literal('ARRANGE'),
  ...commonFields,
  containers: z.array(arrangeContainerSchema).min(1).max(200),
});

const earliestVariant = z.object({
  kind: z.literal('EARLIEST'),
  ...commonFields,
  containers: z
    .array(z.object({ ContainerNumber: containerNumberSchema }))
    .min(1)
    .max(200),
  dropMode: dropModeSchema.nullable(),
  /** hub §2 PERIOD OF THE DAY. */
  period: z.enum(EARLIEST_PERIODS).nullable(),
  /** hub §2 EMPTY RETURN BY (FCL only), DD/MM/YYYY. */
  emptyReturnBy: submittedDateSchema.nullable().default(null),
});

/** The body field each container problem is reported on (the wizard shows it under that field). */
export const CONTAINER_ERROR_FIELD: Readonly<Record<ContainerFieldError, string>> = {
  MODE_REQUIRED: 'dropMode',
  MODE_NOT_OFFERED: 'dropMode',
  DATE_REQUIRED: 'deliveryDate',
  DATE_DISABLED: 'deliveryDate',
  TIME_REQUIRED: 'pickupTime',
  TIME_OUTSIDE_PICKUP_HOURS: 'pickupTime',
  RETURN_NOT_ALLOWED: 'deliveryDateReturn',
  RETURN_DATE_REQUIRED: 'deliveryDateReturn',
  RETURN_DATE_TOO_EARLY: 'deliveryDateReturn',
  RETURN_TIME_REQUIRED: 'pickupTimeReturn',
  RETURN_TIME_OUTSIDE_PICKUP_HOURS: 'pickupTimeReturn',
};

const isoOrNull = (submitted: string | null) => (submitted === null ? null : parseSubmittedDate(submitted));

/**
 * POST /api/shipments/arrangeTransport (hub §7). kind ARRANGE is the wizard; kind EARLIEST is the
 * EARLIEST DELIVERY dialog. The refinements are the context-free wizard rules (hub §4, §5); the
 * server adds the checks that need the stored shipment (its containers, dates and holidays).
 */
export const arrangeTransportBodySchema = z
  .discriminatedUnion('kind', [arrangeVariant, earliestVariant])
  .superRefine((body, ctx) => {
    const { ContainerMode, Direction } = body.info;
    const vgmAsked = vgmQuestionShown(ContainerMode, Direction);
    if (vgmAsked && body.VGMRequired === null) {
      ctx.addIssue({ code: 'custom', path: ['VGMRequired'], message: WIZARD_ERROR_TEXTS.vgmRequired });
    }
    const offeredModes = modesOffered(ContainerMode, Direction, vgmAsked ? body.VGMRequired : null);
    const seen = new Set<string>();
    body.containers.forEach((c, i) => {
      if (c.ContainerNumber === ALL_CONTAINERS) {
        ctx.addIssue({
          code: 'custom',
          path: ['containers', i, 'ContainerNumber'],
          message: 'ALL MUST BE EXPANDED TO THE CONTAINERS',
        });
      }
      if (seen.has(c.ContainerNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: ['containers', i, 'ContainerNumber'],
          message: 'DUPLICATE CONTAINER',
        });
      }
      seen.add(c.ContainerNumber);
    });

    if (body.kind === 'ARRANGE') {
      if (!locationValid(body.location)) {
        ctx.addIssue({ code: 'custom', path: ['location'], message: EARLIEST_ERROR_TEXTS.customAddress });
      }
      body.containers.forEach((c, i) => {
        const errors = containerErrors(
          {
            ContainerNumber: c.ContainerNumber,
            dropMode: c.dropMode?.value ?? null,
            pickupTime: c.pickupTime,
            deliveryDate: isoOrNull(c.deliveryDate),
            deliveryDateReturn: isoOrNull(c.deliveryDateReturn),
            pickupTimeReturn: c.pickupTimeReturn,
          },
          { packing: ContainerMode, offeredModes },
        );
        for (const error of errors) {
          ctx.addIssue({
            code: 'custom',
            path: ['containers', i, CONTAINER_ERROR_FIELD[error]],
            message: CONTAINER_ERROR_TEXTS[error],
          });
        }
      });
      return;
    }

    const errors = earliestDeliveryErrors({
      packing: ContainerMode,
      dropMode: body.dropMode?.value ?? null,
      period: body.period,
      location: body.location,
      emptyReturnBy: isoOrNull(body.emptyReturnBy),
    });
    for (const field of errors) {
      const path =
        field === 'customAddress' || field === 'location'
          ? ['location']
          : [field === 'mode' ? 'dropMode' : field];
      ctx.addIssue({ code: 'custom', path, message: EARLIEST_ERROR_TEXTS[field] });
    }
    if (body.dropMode !== null && !offeredModes.includes(body.dropMode.value)) {
      ctx.addIssue({ code: 'custom', path: ['dropMode'], message: CONTAINER_ERROR_TEXTS.MODE_NOT_OFFERED });
    }
  });
export type ArrangeTransportBody = z.infer<typeof arrangeTransportBodySchema>;
export type ArrangeTransportInput = z.input<typeof arrangeTransportBodySchema>;

// The stored request, as answered

export const deliveryRequestContainerSchema = z.object({
  ContainerNumber: z.string(),
  dropMode: dropModeSchema.nullable(),
  /** DD/MM/YYYY; for EARLIEST the first day the picker allows (what the team is asked for). */
  deliveryDate: z.string().nullable(),
  pickupTime: hourSlotSchema.nullable(),
  deliveryDateReturn: z.string().nullable(),
  pickupTimeReturn: hourSlotSchema.nullable(),
  willIncurStorageDelivery: z.boolean(),
  willIncurStorageReturn: z.boolean(),
});

export const DELIVERY_REQUEST_STATUSES = ['REQUESTED', 'CONFIRMED'] as const;
export const DELIVERY_REQUEST_KINDS = ['ARRANGE', 'EARLIEST'] as const;

export const deliveryRequestSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(DELIVERY_REQUEST_KINDS),
    status: z.enum(DELIVERY_REQUEST_STATUSES),
    requestId: z.string(),
    ShipKey: z.string(),
    ShipNumber: z.string(),
    DataSource: z.string(),
    OrdNumber: z.string().nullable(),
    location: z.object({ label: z.string(), address: z.string(), customAddress: z.string().nullable() }),
    ContainerMode: z.string(),
    TransportMode: z.string(),
    VGMRequired: z.boolean().nullable(),
    additionalNotes: z.string(),
    period: z.enum(EARLIEST_PERIODS).nullable(),
    emptyReturnBy: z.string().nullable(),
    /** hub §7 flag: an availability or storage date was missing (the Oh No! case). */
    flag: z.boolean(),
    sendViaEmail: z.boolean(),
    createdBy: z.string(),
    createdAt: z.string(),
    confirmedAt: z.string().nullable(),
    containers: z.array(deliveryRequestContainerSchema),
  })
  .meta({ id: 'DeliveryRequest' });
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;

export const arrangeTransportResponseSchema = z.object({
  deliveryRequest: deliveryRequestSchema,
  /** true when this submit repeated an earlier requestId: nothing new was created. */
  replayed: z.boolean(),
});
export type ArrangeTransportResponse = z.infer<typeof arrangeTransportResponseSchema>;

// GET /api/shipments/{id}/deliveryRequests (staff and the record's own users)
export const deliveryRequestsParamsSchema = z.object({ id: z.string().min(1).max(60) });
export const deliveryRequestsResponseSchema = z.object({ result: z.array(deliveryRequestSchema) });

// POST /api/shipments/deliveryRequests/{id}/confirm (NU and above)
export const confirmDeliveryParamsSchema = z.object({ id: z.uuid() });
export const confirmDeliveryBodySchema = z.object({}).default({});

// POST /api/shipments/getPublicHolidays
// A shipment's destination (hub §7, the delivery wizard), or a country (issue 18: a new booking's
// origin, before there is a shipment): exactly one of shipKey and country.
export const publicHolidaysBodySchema = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100),
    shipKey: z.string().trim().min(1).max(60).optional(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO country code')
      .transform((code) => code.toUpperCase())
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.shipKey === undefined && body.country === undefined)
      ctx.addIssue({ code: 'custom', path: ['shipKey'], message: 'Give shipKey or country.' });
    if (body.shipKey !== undefined && body.country !== undefined)
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'Give shipKey or country, not both.' });
  });
export const publicHolidaySchema = z.object({ date: z.object({ iso: z.string() }), name: z.string() });
export const publicHolidaysResponseSchema = z.array(publicHolidaySchema);
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

// POST /api/org/address, /api/org/deliveryAddress {buyerCode}; POST /api/org/orgAddresses {filter}
export const buyerAddressBodySchema = z.object({ buyerCode: z.string().trim().min(1).max(40) });
export const orgAddressesBodySchema = z.object({ filter: z.string().trim().max(100).default('') }).default({
  filter: '',
});
/** hub §3 "Address in the wizard": address plus the equipment defaults per packing type. */
export const savedAddressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  address: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  FCLEquipment: z.string(),
  LCLEquipment: z.string(),
  AirEquipment: z.string(),
  isDelivery: z.boolean(),
  buyerCode: z.string(),
  buyerName: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressesResponseSchema = z.object({ result: z.array(savedAddressSchema) });

// The declarations (decision 010)

const deliveryTags = ['deliveries'];
const addressTags = ['org'];
const loggedIn = HUB_ROUTE_RULES.loggedIn;
/** The route table's answer statuses of the delivery calls included 409 (a reused requestId, a confirmed request). */
const conflict = { 409: apiErrorSchema };
/** A ShipKey and a buyer in the seed's form. */
const exampleShipKey = 'AU-S01009240';
const exampleBuyerCode = 'ACMRETMEL';

/**
 * hub §7 delivery calls under /api/shipments (getPublicHolidays, arrangeTransport) and the saved
 * addresses under /api/org (address, deliveryAddress, orgAddresses); plus the delivery requests of
 * a shipment and their confirmation by staff (paths not in the spec).
 */
export const deliveryEndpoints = {
  getPublicHolidays: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/getPublicHolidays',
    access: loggedIn,
    tags: deliveryTags,
    description:
      "Public holidays (date-holidays, public type) of the shipment's destination country and state (shipKey; 404 for a shipment the caller may not see), or of a country (country, ISO 3166 alpha-2: a new booking's origin or destination; a country without holiday data has none). Exactly one of shipKey and country.",
    body: publicHolidaysBodySchema,
    records: [{ in: 'body', name: 'shipKey', kind: 'shipmentKey' }],
    responses: { 200: publicHolidaysResponseSchema, ...conflict },
    example: { body: { year: 2026, shipKey: exampleShipKey } },
  }),
  arrangeTransport: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/arrangeTransport',
    access: loggedIn,
    viewAs: 'refused',
    tags: deliveryTags,
    description:
      'Arrange delivery (kind ARRANGE) or earliest delivery (kind EARLIEST). Stores the request, e-mails the team through the outbox and marks the containers. Idempotent per requestId: a repeat answers the first request with replayed true.',
    body: arrangeTransportBodySchema,
    records: [
      { in: 'body', name: 'requestId', kind: 'deliveryRequestKey' },
      { in: 'body', name: 'ShipKey', kind: 'shipmentKey' },
      { in: 'body', name: 'location._id', kind: 'addressId' },
    ],
    responses: { 200: arrangeTransportResponseSchema, ...conflict },
    example: {
      body: {
        kind: 'EARLIEST',
        requestId: '3b0f6c1e-2a4d-4c8e-9f10-5d6e7a8b9c0d',
        ShipKey: exampleShipKey,
        ShipNumber: 'S01009240',
        DataSource: 'AU',
        OrdNumber: null,
        location: {
          _id: null,
          label: 'CUSTOM ADDRESS',
          address: '',
          customAddress: '12 Example Road, Dandenong South VIC 3175',
        },
        info: { ContainerMode: 'FCL', TransportMode: 'SEA', Direction: 'IMPORT', additionalNotes: '' },
        VGMRequired: null,
        sendViaEmail: true,
        flag: false,
        containers: [{ ContainerNumber: 'MSCU1234565' }],
        dropMode: { value: 'SDL', label: 'Side loader drop' },
        period: 'AM',
        emptyReturnBy: '20/03/2026',
      },
    },
  }),
  deliveryRequests: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/:id/deliveryRequests',
    access: loggedIn,
    tags: deliveryTags,
    description: 'Delivery requests of a shipment (id = ShipKey), newest first.',
    params: deliveryRequestsParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'shipmentKey' }],
    responses: { 200: deliveryRequestsResponseSchema, ...conflict },
    example: { params: { id: exampleShipKey } },
  }),
  confirmDeliveryRequest: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/deliveryRequests/:id/confirm',
    // Staff only; HUB_ROUTE_RULES has no rule for "staff" that is not a page's rule.
    access: { role: 'NU' },
    tags: deliveryTags,
    description:
      "Staff (NU and above) confirm a request: each container's ConfirmedDelivery becomes the requested day.",
    params: confirmDeliveryParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'deliveryRequestId' }],
    body: confirmDeliveryBodySchema,
    responses: { 200: deliveryRequestSchema, ...conflict },
    example: { params: { id: '9d2e4f60-7a8b-4c1d-8e2f-3a4b5c6d7e8f' }, body: {} },
  }),
  address: defineEndpoint({
    method: 'POST',
    path: '/api/org/address',
    access: loggedIn,
    tags: addressTags,
    description: "Every saved address of the buyer (organisation code) in the caller's scope.",
    body: buyerAddressBodySchema,
    records: [{ in: 'body', name: 'buyerCode', kind: 'buyerCode' }],
    responses: { 200: savedAddressesResponseSchema },
    example: { body: { buyerCode: exampleBuyerCode } },
  }),
  deliveryAddress: defineEndpoint({
    method: 'POST',
    path: '/api/org/deliveryAddress',
    access: loggedIn,
    tags: addressTags,
    description: "The buyer's delivery addresses (the wizard's location list, before CUSTOM ADDRESS).",
    body: buyerAddressBodySchema,
    records: [{ in: 'body', name: 'buyerCode', kind: 'buyerCode' }],
    responses: { 200: savedAddressesResponseSchema },
    example: { body: { buyerCode: exampleBuyerCode } },
  }),
  orgAddresses: defineEndpoint({
    method: 'POST',
    path: '/api/org/orgAddresses',
    access: loggedIn,
    tags: addressTags,
    description: 'Saved addresses whose organisation name or code, label or city contains the filter.',
    body: orgAddressesBodySchema,
    responses: { 200: savedAddressesResponseSchema },
    example: { body: { filter: 'MELBOURNE' } },
  }),
};
