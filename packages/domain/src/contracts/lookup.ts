/**
 * The logged-out quick record lookup (hub §2 "Quick record lookup", hub §3 "Quick-lookup result",
 * hub §5, hub §7 "Logged-out": GET /api/search/shipments and GET /api/search/shipment).
 * The public answers carry only what the quick-lookup modal shows: never prices, contacts,
 * documents, notes, product lines or favourite/priority flags.
 */
import { z } from 'zod';
import { MESSAGES } from '../errors.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  detailSummaryFields,
  milestoneSchema,
  optionalKeySchema,
  publicContainerSchema,
  recordKeySchema,
  shipmentLegSchema,
} from './shipment-detail.ts';

export const QUICK_LOOKUP_TITLE = 'RUN A QUICK RECORD LOOKUP';

/** hub §2: the search types, keyed by the general-search field each one searches. */
export const QUICK_LOOKUP_SEARCH_TYPES = ['ShipNumber', 'HouseBill', 'MasterBill'] as const;
export type QuickLookupSearchType = (typeof QUICK_LOOKUP_SEARCH_TYPES)[number];
export const QUICK_LOOKUP_SEARCH_TYPE_LABELS: Record<QuickLookupSearchType, string> = {
  ShipNumber: 'SHIPMENT NO.',
  HouseBill: 'HOUSE BILL OF LADING',
  MasterBill: 'MASTER BILL OF LADING',
};

/** hub §8 "Lookup detail failure in modal" (the spec's spelling). */
export const QUICK_LOOKUP_DETAIL_ERROR = 'AN ERROR OCCURED, PLEASE TRY AGAIN LATER.';
export const QUICK_LOOKUP_NO_RESULTS = 'NO RECORDS FOUND';

/** At most this many records answer one lookup (exact matches only, so one is the usual). */
export const QUICK_LOOKUP_MAX_RESULTS = 10;
export const QUICK_LOOKUP_VALUE_MAX = 50;

/** Per client IP: at most `max` lookup calls per window (both public routes count separately). */
export const QUICK_LOOKUP_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

/** hub §5: both fields required ('This field is required.'). Used by the form and the server. */
export const quickLookupQuerySchema = z.object({
  searchType: z.enum(QUICK_LOOKUP_SEARCH_TYPES, { error: MESSAGES.fieldRequired }),
  searchValue: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(QUICK_LOOKUP_VALUE_MAX, `A maximum of ${QUICK_LOOKUP_VALUE_MAX} characters are allowed`)
    .describe('The number, matched exactly (case-insensitive).'),
});
export type QuickLookupQuery = z.input<typeof quickLookupQuerySchema>;

/** hub §3 "Quick-lookup result". */
export const quickLookupResultSchema = z.object({
  shipNumber: z.string(),
  ETD: z.string().nullable(),
  ETA: z.string().nullable(),
  ShipKey: z.string(),
  OrdKey: z.string().describe("The shipment's first order, or '-' when it has none."),
  buyer: z.string(),
});
export type QuickLookupResult = z.infer<typeof quickLookupResultSchema>;
export const quickLookupResponseSchema = z.object({ result: z.array(quickLookupResultSchema) });

export const quickLookupDetailQuerySchema = z.object({
  ShipKey: recordKeySchema,
  OrdKey: optionalKeySchema.describe("An order on that shipment; omitted when '-'."),
});
export type QuickLookupDetailQuery = z.input<typeof quickLookupDetailQuerySchema>;

/** GET /api/search/shipment: the modal's panels; milestones nested as milestones.milestones (hub §3). */
export const quickLookupDetailSchema = z
  .object({
    ...detailSummaryFields,
    Containers: z.array(publicContainerSchema).describe('Without SKU details; empty for air.'),
    TransportDetailsFromShipment: z.array(shipmentLegSchema),
    milestones: z.object({ milestones: z.array(milestoneSchema) }),
  })
  .meta({ id: 'QuickLookupDetail' });
export type QuickLookupDetail = z.infer<typeof quickLookupDetailSchema>;

const tags = ['quick lookup'];
/** hub §2: the logged-out quick lookup answers any shipment by its number; it is not scoped by design. */
const publicLookup = 'hub §2: the public quick lookup is unscoped by design (summary fields only)';

/** hub §7 "Logged-out": the public quick record lookup. */
export const lookupEndpoints = {
  quickLookup: defineEndpoint({
    method: 'GET',
    path: '/api/search/shipments',
    access: 'public',
    tags,
    description: `Shipments whose number of the given type equals searchValue (case-insensitive), at most ${QUICK_LOOKUP_MAX_RESULTS}. At most ${QUICK_LOOKUP_RATE_LIMIT.max} calls a minute per IP (429).`,
    query: quickLookupQuerySchema,
    responses: { 200: quickLookupResponseSchema, 429: apiErrorSchema },
    example: { query: { searchType: 'ShipNumber', searchValue: 'S00001234' } },
  }),
  quickLookupDetail: defineEndpoint({
    method: 'GET',
    path: '/api/search/shipment',
    access: 'public',
    tags,
    description:
      'The quick-lookup modal of one shipment: general info, milestones (milestones.milestones), key dates, reference numbers, containers without SKU details (not air) and the planned route (air only).',
    query: quickLookupDetailQuerySchema,
    records: [
      { in: 'query', name: 'ShipKey', exempt: publicLookup },
      { in: 'query', name: 'OrdKey', exempt: publicLookup },
    ],
    responses: { 200: quickLookupDetailSchema, 429: apiErrorSchema },
    example: { query: { ShipKey: 'S00001234' } },
  }),
};
