/**
 * Contracts of the shipment detail screen (hub §2 "Shipment detail screen", hub §3 "Shipment detail",
 * "Milestone", "Container (detail)", "Product", "Transport leg", hub §7 Shipments). Field names follow
 * hub §3; where the spec shows no answer, the shape is designed here and documented in OpenAPI.
 */
import { z } from 'zod';
import { MESSAGES } from '../errors.ts';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { DEFAULT_EMISSION_PERIOD, EMISSION_MODES, EMISSION_PERIODS } from '../rules/emissions.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint, fileResponse, type RecordRef } from './endpoint.ts';
import { containerRowSchema } from './shipments.ts';
import { contactSchema } from './user.ts';

const isoDate = z.string().nullable().describe('ISO 8601 instant, or null');

/** A record key: a ShipKey or an OrdKey. */
export const recordKeySchema = z.string().trim().min(1).max(100);

/** '-' (hub §7: "OrdKey omitted when '-'"), '' and null all mean "none". */
export const optionalKeySchema = z
  .union([z.string().trim().max(100), z.null()])
  .optional()
  .transform((v) => (v && v !== '-' ? v : null));

export const recordParamsSchema = z.object({
  id: recordKeySchema.describe('The record opened: a ShipKey or an OrdKey.'),
});

// POST /api/shipments/{id}/details/general and /details/transport

export const detailBodySchema = z
  .object({
    shipKey: optionalKeySchema.describe(
      "The record's ShipKey, or '-' when it is an order without a shipment.",
    ),
    shipOrd: optionalKeySchema.describe(
      "The order to show on a shipment with several orders (an OrdKey); '-' or missing: the shipment's first order.",
    ),
  })
  .default({ shipKey: null, shipOrd: null });
export type DetailBody = z.input<typeof detailBodySchema>;

// POST /api/shipments/{id}/details/milestones

export const milestonesBodySchema = z
  .object({ shipKey: optionalKeySchema, ordKey: optionalKeySchema })
  .default({ shipKey: null, ordKey: null });
export type MilestonesBody = z.input<typeof milestonesBodySchema>;

/** hub §3 "Milestone". */
export const milestoneSchema = z.object({
  Milestone: z.string(),
  completed: z.boolean(),
  ActualDate: isoDate,
  EstimatedDate: isoDate,
});
export type MilestoneRow = z.infer<typeof milestoneSchema>;

export const milestonesResponseSchema = z.object({
  milestones: z.array(milestoneSchema).describe('In the hub §4 order: RAISED … DELIVERED.'),
});
export type MilestonesResponse = z.infer<typeof milestonesResponseSchema>;

/** hub §3 "Product". */
export const productSchema = z.object({
  Line: z.number().int(),
  PartNo: z.string(),
  ProductDescription: z.string(),
  IsPriority: z.boolean(),
  Quantity: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

/** hub §3 "Container (detail)"; the LCL fields are null for full containers. Weight in KG. */
export const detailContainerSchema = z.object({
  ContainerNumber: z.string(),
  ContainerSealNumber: z.string().nullable(),
  ContainerType: z.string(),
  ContainerWeight: z.number().describe('KG'),
  EstimatedDelivery: isoDate,
  BookedFlag: z.number().int(),
  ContainerDescription: z.string().nullable(),
  ContainerPieces: z.number().int().nullable(),
  ContainerVolume: z.number().nullable().describe('M3'),
  Products: z.array(productSchema).describe('Sorted by Line.'),
});
export type DetailContainer = z.infer<typeof detailContainerSchema>;

/** A container without its SKU lines (the public quick lookup). */
export const publicContainerSchema = detailContainerSchema.omit({ Products: true });
export type PublicContainer = z.infer<typeof publicContainerSchema>;

export const containerDeliverySchema = z.object({ ContainerNumber: z.string(), ActualDelivery: isoDate });

/** One SKU line with the container it is in. */
export const skuDetailSchema = productSchema.extend({ ContainerNumber: z.string() });

/** The header, key-date and reference fields shared by the detail and the quick lookup. */
export const detailSummaryFields = {
  RecordType: z.enum(['SHIPMENT', 'ORDER']).describe('Which kind of key was opened.'),
  ShipKey: z.string().nullable(),
  OrdKey: z.string().nullable(),
  ShipNumber: z.string().nullable(),
  OrdNumberFull: z.string().nullable(),
  TransportMode: z.string().describe('SEA, AIR or ROAD'),
  ContainerMode: z.string().describe('The packing mode: FCL, LCL, or another (air, road) code.'),
  Origin: z.string(),
  OriginName: z.string().nullable(),
  OriginCountry: z.string().nullable(),
  Destination: z.string(),
  DestName: z.string().nullable(),
  DestCountry: z.string().nullable(),
  ETD: isoDate,
  ETA: isoDate,
  ATD: isoDate,
  ATA: isoDate,
  hasATD: z.boolean(),
  hasATA: z.boolean(),
  OrdDate: isoDate,
  OrdExWorks: isoDate,
  OrdInStore: isoDate,
  clientShipmentIdt: z.string().nullable(),
  upsAwbNumber: z.string().nullable(),
  fedexAwbNumber: z.string().nullable(),
  carnetNumber: z.string().nullable(),
  ShipmentContainersDetail: z.array(containerDeliverySchema),
};

/** The summary fields as one object type: what the shared panels take. */
export const recordSummarySchema = z.object(detailSummaryFields);
export type RecordSummary = z.infer<typeof recordSummarySchema>;

/** The goods panel (hub §2 "Goods … panels exist; only their styling is specified"). */
export const goodsSchema = z.object({
  Supplier: z.string(),
  ShipConsignee: z.string(),
  NoOfPacks: z.number().int().nullable(),
  PackType: z.string().nullable(),
  ActualWeight: z.number().nullable().describe('KG'),
  ChargeableWeight: z.number().nullable().describe('KG'),
  ActualVolume: z.number().nullable(),
  UnitOfVolume: z.string().nullable(),
  ServiceLevel: z.string().nullable(),
  HouseBill: z.string().nullable(),
  MasterBill: z.string().nullable(),
  CustomsStatus: z.string().nullable(),
});
export type Goods = z.infer<typeof goodsSchema>;

/** POST /api/shipments/{id}/details/general: hub §3 "Shipment detail", with Containers and SKUDetails. */
export const detailGeneralSchema = z
  .object({
    ...detailSummaryFields,
    ShipOrderReference: z.string().nullable(),
    DataSource: z.string(),
    Direction: z.string(),
    isFavourite: z.boolean().describe("In the caller's favourites."),
    Priority: z.boolean().describe("A priority record of the record's organisation group."),
    Containers: z.array(detailContainerSchema),
    SupplierCode: z.string().describe('The supplier organisation code.'),
    ConsigneeCode: z.string().describe('The consignee organisation code.'),
    BuyerCode: z
      .string()
      .describe("The customer's own party: the consignee of an import, the supplier of an export."),
    Buyer: z.string().describe('The name of the BuyerCode party.'),
    DeliveryContainers: z
      .array(containerRowSchema)
      .describe(
        'hub §3 "Container row" of each container: the dates the delivery dialogs need (empty for an order without a shipment).',
      ),
    SKUDetails: z.array(skuDetailSchema).describe('Every product line of every container.'),
    Goods: goodsSchema,
    TotalCO2e: z
      .number()
      .nullable()
      .describe('Well-to-wheel kg CO2e over the legs (2 decimals); null when it cannot be computed.'),
    Contract: z
      .object({ _id: z.string(), referenceNumber: z.string(), status: z.string() })
      .nullable()
      .describe('The connect contract the record’s order was made from (issue 16), or null.'),
  })
  .meta({ id: 'ShipmentDetailGeneral' });
export type DetailGeneral = z.infer<typeof detailGeneralSchema>;

/** hub §3 "Transport leg, shipment layout". */
export const shipmentLegSchema = z.object({
  Leg: z.number().int(),
  TransportMode: z.string(),
  Vessel: z.string().nullable(),
  VoyageVessel: z.string().nullable(),
  VesselETD: isoDate,
  VesselETA: isoDate,
  CargoAvailability: isoDate,
  LoadPort: z.string(),
  LoadPortName: z.string().nullable(),
  DischargePort: z.string(),
  DischargePortName: z.string().nullable(),
});
export type ShipmentLeg = z.infer<typeof shipmentLegSchema>;

/**
 * hub §3 "Order layout". The spec's list starts with ArrivalVessel under the VESSEL column; the
 * departure vessel is added as DepartureVessel so VESSEL and ARRIVAL VESSEL can differ.
 */
export const orderLegSchema = z.object({
  DepartureVessel: z.string().nullable(),
  ArrivalVessel: z.string().nullable(),
  DepartureVoyage: z.string().nullable(),
  DepartureETD: isoDate,
  IntermediateVessel: z.string().nullable(),
  IntermediateVoyage: z.string().nullable(),
  IntermediateETA: isoDate,
  ArrivalVoyage: z.string().nullable(),
  ArrivalETA: isoDate,
});
export type OrderLeg = z.infer<typeof orderLegSchema>;

/** POST /api/shipments/{id}/details/transport (answer not shown in the spec). */
export const detailTransportSchema = z
  .object({
    Layout: z.enum(['SHIPMENT', 'ORDER']).describe('SHIPMENT for a ShipKey, ORDER for an OrdKey (hub §2).'),
    TransportDetailsFromShipment: z.array(shipmentLegSchema).describe('The legs, in order.'),
    TransportDetails: z.array(orderLegSchema).describe('The order layout: one row for the order.'),
  })
  .meta({ id: 'ShipmentDetailTransport' });
export type DetailTransport = z.infer<typeof detailTransportSchema>;

// Documents (GET /api/shipments/{id}/details/edocs, POST /api/shipments/uploadDocument)

/** hub §5: the upload wrapper's message when the form body or the cancel source is missing. */
export const DOCUMENT_MESSAGES = {
  noFormOrSource: MESSAGES.documentMissing,
  tooLarge: MESSAGES.documentTooLarge,
  unsupportedType: MESSAGES.documentTypeRefused,
  uploadFailed: 'AN ERROR OCCURRED, PLEASE TRY AGAIN LATER',
} as const;

/** Largest document accepted. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Content types accepted, as detected from the file's bytes. */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/tiff',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'text/plain',
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** For the file picker (a convenience only: the server checks the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.tif,.tiff,.docx,.xlsx,.csv,.txt';

export const DOCUMENT_TYPES = [
  'COMMERCIAL INVOICE',
  'PACKING LIST',
  'BILL OF LADING',
  'CERTIFICATE',
  'OTHER',
] as const;

/** Multipart field names of POST /api/shipments/uploadDocument. */
export const UPLOAD_FIELDS = { recordKey: 'recordKey', documentType: 'documentType', file: 'file' } as const;

export const eDocumentSchema = z
  .object({
    DocumentId: z.string(),
    FileName: z.string().describe('The uploaded name, sanitised; the stored name is a random id.'),
    ContentType: z.enum(DOCUMENT_CONTENT_TYPES).describe('Detected from the bytes, not the name.'),
    Size: z.number().int(),
    DocumentType: z.enum(DOCUMENT_TYPES),
    UploadedAt: z.string(),
    UploadedBy: z.string(),
    DownloadUrl: z.string(),
  })
  .meta({ id: 'EDocument' });
export type EDocument = z.infer<typeof eDocumentSchema>;

export const edocsResponseSchema = z.object({ result: z.array(eDocumentSchema) });
export const uploadDocumentResponseSchema = z.object({ document: eDocumentSchema });
export const documentParamsSchema = z.object({ documentId: z.uuid() });

// Order notes (GET /api/shipments/{id}/orderNotes; adding one: POST to the same path)

/** hub §9: notes max 500 characters, forced upper case (as the wizard's notes). */
export const ORDER_NOTE_MAX = 500;

export const orderNoteBodySchema = z.object({
  note: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(ORDER_NOTE_MAX, `A maximum of ${ORDER_NOTE_MAX} characters are allowed`)
    .transform((n) => n.toUpperCase()),
});
export type OrderNoteBody = z.input<typeof orderNoteBodySchema>;

export const orderNoteSchema = z.object({
  NoteId: z.string(),
  Note: z.string(),
  CreatedAt: z.string(),
  CreatedBy: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;
export const orderNotesResponseSchema = z.object({
  notes: z.array(orderNoteSchema).describe('Newest first.'),
});

// POST /api/shipments/orderContacts {value}

export const orderContactsBodySchema = z.object({
  value: recordKeySchema.describe('A ShipKey or an OrdKey.'),
});
export const orderContactsResponseSchema = z.object({ contacts: z.array(contactSchema) });
export { contactSchema };
export type Contact = z.infer<typeof contactSchema>;

// GET /api/shipments/coEmission/{id}?days=

/** `all`: everything the caller may see over the period; any other id is a record key. */
export const EMISSIONS_ALL = 'all';

export const coEmissionParamsSchema = z.object({
  id: recordKeySchema.describe(
    `A ShipKey or OrdKey (that record), or '${EMISSIONS_ALL}' (the caller's records).`,
  ),
});
export const coEmissionQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine(
      (d) => (EMISSION_PERIODS as readonly number[]).includes(d),
      `days must be one of ${EMISSION_PERIODS.join(', ')}`,
    )
    .default(DEFAULT_EMISSION_PERIOD)
    .describe(`The period in days (hub §9: ${EMISSION_PERIODS.join(', ')}); used for '${EMISSIONS_ALL}'.`),
});

export const coEmissionResponseSchema = z
  .object({
    id: z.string(),
    days: z.number().int().nullable().describe('The period applied; null for a single record.'),
    emission: z.number().nullable().describe('Tonnes CO2e (hub §7), well-to-wheel.'),
    totalCO2e: z.number().nullable().describe('Kilograms CO2e, 2 decimals (shown with KGS).'),
    shipments: z.number().int().describe('Shipments counted.'),
    byMode: z.array(z.object({ mode: z.enum(EMISSION_MODES), totalCO2e: z.number() })),
    factorVersion: z.string().describe('The emission factor table the figures were computed with.'),
  })
  .meta({ id: 'CoEmission' });
export type CoEmission = z.infer<typeof coEmissionResponseSchema>;

// POST /api/shipments/multipleShipmentDetails {} (answer not shown in the spec)

export const multipleDetailsBodySchema = z.object({}).default({});
export const detailSummarySchema = z.object({
  RecordType: z.enum(['SHIPMENT', 'ORDER']),
  ShipKey: z.string().nullable(),
  OrdKey: z.string().nullable(),
  ShipNumber: z.string().nullable(),
  OrdNumberFull: z.string().nullable(),
  TransportMode: z.string(),
  ContainerMode: z.string(),
  Origin: z.string(),
  Destination: z.string(),
  ETD: isoDate,
  ETA: isoDate,
  Milestone: z.string().nullable().describe('The last completed milestone.'),
  Percentage: z.number().int().describe('Milestones completed, whole percent (hub §4).'),
  Containers: z.number().int(),
});
export const multipleDetailsResponseSchema = z.object({
  result: z.array(detailSummarySchema).describe("The caller's favourite records (at most 30), newest first."),
});

const tags = ['shipment detail'];
/** hub §2: /shipment/:key needs only a login; what a caller sees is decided by the scope. */
const access = HUB_ROUTE_RULES.loggedIn;
/** A ShipKey in the seed's form (DataSource-ShipNumber). */
const exampleKey = 'AU-S01009240';
/** The record opened is :id; the body's keys only pick an order within it (or repeat it). */
const recordParam = { in: 'params', name: 'id', kind: 'recordKey' } as const satisfies RecordRef;
const withinRecord = 'picks within the record opened by :id (or repeats it); it opens nothing itself';

/** hub §7 "Shipments": the detail calls, documents, notes, contacts, CO2 and multiple details. */
export const shipmentDetailEndpoints = {
  detailsGeneral: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/:id/details/general',
    access,
    tags,
    description:
      'hub §3 "Shipment detail" of a ShipKey or OrdKey, with Containers (and their products) and SKUDetails. Another group\'s key answers 404 like an unknown one.',
    params: recordParamsSchema,
    body: detailBodySchema,
    records: [recordParam, { in: 'body', name: 'shipKey', exempt: withinRecord }],
    responses: { 200: detailGeneralSchema },
    example: { params: { id: exampleKey }, body: { shipKey: exampleKey, shipOrd: '-' } },
  }),
  detailsTransport: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/:id/details/transport',
    access,
    tags,
    description: 'The planned route: the legs (shipment layout) and the order layout row.',
    params: recordParamsSchema,
    body: detailBodySchema,
    records: [recordParam, { in: 'body', name: 'shipKey', exempt: withinRecord }],
    responses: { 200: detailTransportSchema },
    example: { params: { id: exampleKey }, body: { shipKey: exampleKey, shipOrd: '-' } },
  }),
  detailsMilestones: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/:id/details/milestones',
    access,
    tags,
    description: 'The milestones in the hub §4 order.',
    params: recordParamsSchema,
    body: milestonesBodySchema,
    records: [
      recordParam,
      { in: 'body', name: 'shipKey', exempt: withinRecord },
      { in: 'body', name: 'ordKey', exempt: withinRecord },
    ],
    responses: { 200: milestonesResponseSchema },
    example: { params: { id: exampleKey }, body: { shipKey: exampleKey, ordKey: '-' } },
  }),
  detailsEdocs: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/:id/details/edocs',
    access,
    tags,
    description: "The record's e-documents (its shipment's and its orders'), newest first.",
    params: recordParamsSchema,
    records: [recordParam],
    responses: { 200: edocsResponseSchema },
    example: { params: { id: exampleKey } },
  }),
  uploadDocument: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/uploadDocument',
    access,
    tags,
    description: `multipart/form-data with fields ${UPLOAD_FIELDS.recordKey} (a ShipKey or OrdKey), ${UPLOAD_FIELDS.documentType} (optional: ${DOCUMENT_TYPES.join(', ')}) and one ${UPLOAD_FIELDS.file}. At most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB (413); the type is detected from the bytes: PDF, PNG, JPEG, TIFF, DOCX, XLSX, CSV or plain text (else 415). Without form data: 400 '${DOCUMENT_MESSAGES.noFormOrSource}'.`,
    multipart: {
      multipart: true,
      fields: [UPLOAD_FIELDS.recordKey, UPLOAD_FIELDS.documentType, UPLOAD_FIELDS.file],
    },
    records: [{ in: 'fields', name: UPLOAD_FIELDS.recordKey, kind: 'recordKey' }],
    responses: { 200: uploadDocumentResponseSchema, 413: apiErrorSchema, 415: apiErrorSchema },
    example: {
      fields: { [UPLOAD_FIELDS.recordKey]: exampleKey, [UPLOAD_FIELDS.documentType]: 'COMMERCIAL INVOICE' },
    },
  }),
  downloadDocument: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/documents/:documentId',
    access,
    tags,
    description: 'Downloads a document as an attachment, under its sanitised uploaded name.',
    params: documentParamsSchema,
    records: [{ in: 'params', name: 'documentId', kind: 'documentId' }],
    responses: { 200: fileResponse },
    example: { params: { documentId: '7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f' } },
  }),
  orderNotes: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/:id/orderNotes',
    access,
    tags,
    description: "The record's notes, newest first.",
    params: recordParamsSchema,
    records: [recordParam],
    responses: { 200: orderNotesResponseSchema },
    example: { params: { id: exampleKey } },
  }),
  addOrderNote: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/:id/orderNotes',
    access,
    tags,
    description: 'Adds a note (at most 500 characters, stored in upper case) and answers every note.',
    params: recordParamsSchema,
    body: orderNoteBodySchema,
    records: [recordParam],
    responses: { 200: orderNotesResponseSchema },
    example: { params: { id: exampleKey }, body: { note: 'PLEASE CALL BEFORE DELIVERY' } },
  }),
  orderContacts: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/orderContacts',
    access,
    tags,
    description:
      "The provider's support contacts of the record's organisation group; the provider's customer service when none is assigned.",
    body: orderContactsBodySchema,
    records: [{ in: 'body', name: 'value', kind: 'recordKey' }],
    responses: { 200: orderContactsResponseSchema },
    example: { body: { value: exampleKey } },
  }),
  coEmission: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/coEmission/:id',
    access,
    tags,
    description:
      "Well-to-wheel CO2e (ISO 14083 / GLEC): of one record, or with id 'all' of every shipment the caller may see that departed in the last `days` days.",
    params: coEmissionParamsSchema,
    records: [recordParam],
    query: coEmissionQuerySchema,
    responses: { 200: coEmissionResponseSchema },
    example: { params: { id: EMISSIONS_ALL }, query: { days: DEFAULT_EMISSION_PERIOD } },
  }),
  multipleShipmentDetails: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/multipleShipmentDetails',
    access,
    tags,
    description: "A summary of each of the caller's favourite records (at most 30).",
    body: multipleDetailsBodySchema,
    responses: { 200: multipleDetailsResponseSchema },
    example: { body: {} },
  }),
};
