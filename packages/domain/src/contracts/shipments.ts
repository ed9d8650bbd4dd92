/**
 * Contracts of the tracking search (hub §7 "Shipments", "Organisation and priority", and the
 * user calls getSearches, saveSearch, deleteSearch and editCustomTableSettings). Payload names
 * follow the spec; answers the spec does not show are designed here and documented in OpenAPI.
 */
import { z } from 'zod';
import { BATCH_SIZE, FIRST_BATCH, HOME_COUNTRIES } from '../constants.ts';
import { MESSAGES } from '../errors.ts';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import {
  BATCH_SIZE_MAX,
  SAVED_SEARCH_MAX,
  SAVED_SEARCH_NAME_MAX,
  SEARCH_MESSAGES,
  TYPEAHEAD_LIMIT,
} from '../rules/filters/constants.ts';
import { filterSetSchema } from '../rules/filters/filter-set.ts';
import { ORDER_COLOURS } from '../rules/filters/order-colour.ts';
import { SEARCH_TYPES, searchKeysOf } from '../rules/filters/search-keys.ts';
import { SORT_COLUMNS } from '../rules/filters/sort.ts';
import { invoiceFilters } from '../rules/invoices/filters.ts';
import { ACCESS_MODES, KEY_METRIC_CODES } from '../rules/key-metrics.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint, fileResponse, type RecordRef } from './endpoint.ts';
import { recordNotificationSettingsSchema } from './notification-schemas.ts';

// Search bodies

/** ASC or DESC; lower case is accepted too. Missing: the key's default sort (hub §9). */
export const orderDirSchema = z
  .enum(['ASC', 'DESC', 'asc', 'desc'])
  .transform((d) => d.toUpperCase() as 'ASC' | 'DESC');

/** true/false, or 1/0 as the URL query advancedSearch carries it. */
const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const searchFields = {
  orderBy: z.enum(SORT_COLUMNS).optional().describe("A list-row column; missing: the key's default sort."),
  orderDir: orderDirSchema.optional(),
  filters: filterSetSchema.default([]),
  isAdvancedSearch: flagSchema
    .default(false)
    .describe('true: OR within a group and AND between groups; false: every filter is ANDed.'),
};

const pageNumber = (field: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? MESSAGES.pageNoRequired : `${field} must be a whole number from 1`,
    })
    .int()
    .min(FIRST_BATCH);

/** POST /api/shipments/shipmentsWithFilters and favouriteShipments (hub §7). */
export const shipmentsWithFiltersBodySchema = z.object({
  key: z
    .enum(searchKeysOf('tracking') as [string, ...string[]])
    .default('All')
    .describe('Tracking search key: All, a key-metric code, a preset or an order view.'),
  batchNo: pageNumber('batchNo').describe(
    `Batch number from ${FIRST_BATCH}; missing: 400 '${MESSAGES.pageNoRequired}'.`,
  ),
  batchSize: z.number().int().min(1).max(BATCH_SIZE_MAX).default(BATCH_SIZE),
  ...searchFields,
});
export type ShipmentsWithFiltersBody = z.input<typeof shipmentsWithFiltersBodySchema>;
export type ShipmentSearch = z.output<typeof shipmentsWithFiltersBodySchema>;

/** POST /api/shipments/{listKey}: the search variants, paged by 30 (hub §7). */
export const listKeyParamsSchema = z.object({
  listKey: z.enum(SEARCH_TYPES).describe('The search variant: tracking, deliveries or criticalChain.'),
});
export const listSearchBodySchema = z.object({
  key: z.string().max(40).default('All').describe('A key of that variant (see the search-key catalogue).'),
  pageNo: pageNumber('pageNo').default(FIRST_BATCH),
  daysInStorage: z
    .number()
    .int()
    .min(0)
    .max(3650)
    .optional()
    .describe('deliveries only (/delivery/:key/:value): containers in storage at least this many days.'),
  ...searchFields,
});
export type ListSearchBody = z.input<typeof listSearchBodySchema>;

// Result rows

const isoDate = z.string().nullable().describe('ISO 8601 instant, or null');

/** hub §3 "Container row". */
export const containerRowSchema = z.object({
  ContainerNumber: z.string(),
  ShipConNumber: z.string(),
  ContainerType: z.string(),
  BookedFlag: z.number().int(),
  ShipCargoAvailable: isoDate,
  ShipCargoStorage: isoDate,
  EmptyReturnedBy: isoDate,
  EstimatedDelivery: isoDate,
  ActualDelivery: isoDate,
  ConfirmedDelivery: isoDate,
  EarliestDelivery: isoDate,
});
export type ContainerRow = z.infer<typeof containerRowSchema>;

/**
 * hub §3 "Shipment list row" plus the "Order views" fields. A record is an order (with the
 * shipment it is on, if any) or a shipment that carries no order: ShipKey or OrdKey is null
 * accordingly. Day counts are whole days in the caller's home-country zone.
 */
export const shipmentListRowSchema = z
  .object({
    RecordId: z.string().describe('Stable id of the row (unique within a search).'),
    ShipKey: z.string().nullable(),
    OrdKey: z.string().nullable(),
    ShipNumber: z.string().nullable(),
    OrdNumber: z.string().nullable(),
    OrdNumberFull: z.string().nullable(),
    ShipOrderReference: z.string().nullable(),
    Supplier: z.string(),
    SupplierCode: z.string(),
    ShipConsignee: z.string(),
    ConsigneeCode: z.string(),
    BuyerCode: z
      .string()
      .describe(
        "The customer's own party: the consignee of an import, the supplier of an export (its delivery addresses are /api/org/deliveryAddress {buyerCode}).",
      ),
    Buyer: z.string().describe('The name of the BuyerCode party.'),
    Transport: z.string(),
    Origin: z.string(),
    OriginName: z.string().nullable(),
    OriginCountry: z.string().nullable(),
    Destination: z.string(),
    DestName: z.string().nullable(),
    DestCountry: z.string().nullable(),
    ShipStateDest: z.string().nullable(),
    ETD: isoDate,
    ETA: isoDate,
    ATD: isoDate,
    ATA: isoDate,
    STA: isoDate,
    ServiceLevel: z.string().nullable(),
    Packing: z.string(),
    OrdPriority: z.union([z.literal(0), z.literal(1)]),
    priority: z.boolean(),
    isFavourite: z.boolean(),
    OrderColourStatus: z.enum(ORDER_COLOURS).nullable(),
    Milestone: z.string(),
    CustomsStatus: z.string(),
    OrdStatus: z.string().nullable(),
    ClientShipmentID: z.string().nullable(),
    NoOfPacks: z.number().nullable(),
    HouseBill: z.string().nullable(),
    MasterBill: z.string().nullable(),
    PackType: z.string().nullable(),
    ActualWeight: z.number().nullable(),
    ChargeableWeight: z.number().nullable(),
    TotalCO2e: z.number().nullable().describe('null until emissions are calculated (CO2 issue).'),
    UnitOfWeight: z.string().nullable(),
    ActualVolume: z.number().nullable(),
    UnitOfVolume: z.string().nullable(),
    Container: z.string().nullable().describe('Container numbers, comma separated.'),
    OrdExWorks: isoDate,
    OrdInStore: isoDate,
    ExWorks: isoDate,
    ReqInStore: isoDate,
    OrderDate: isoDate,
    PickupDate: isoDate,
    DeliveredDate: isoDate,
    ETAToInStore: z
      .number()
      .int()
      .nullable()
      .describe('Days from ETA to required-in-store (negative: late).'),
    DaysToETD: z.number().int().nullable(),
    DaysToExWorks: z.number().int().nullable(),
    DaysToArrival: z.number().int().nullable(),
    DaysInStorage: z
      .number()
      .int()
      .nullable()
      .describe('Days since the earliest storage date of an undelivered container.'),
    CarrierName: z.string().nullable(),
    Vessel: z.string().nullable(),
    TranshipmentVessel: z.string().nullable(),
    ArrivalVessel: z.string().nullable(),
    ArrivalVoyage: z.string().nullable(),
    LoadPort: z.string().nullable(),
    DischargePort: z.string().nullable(),
    Voyage: z.string().nullable(),
    DataSource: z.string(),
    Direction: z.string(),
    Containers: z.array(containerRowSchema),
  })
  .meta({ id: 'ShipmentListRow' });
export type ShipmentListRow = z.infer<typeof shipmentListRowSchema>;

export const shipmentsWithFiltersResponseSchema = z.object({
  result: z.array(shipmentListRowSchema),
  currentCount: z.number().int().describe('Rows loaded up to and including this batch.'),
  totalCount: z.number().int().describe('Rows matching the search.'),
});
export type ShipmentsWithFiltersResponse = z.infer<typeof shipmentsWithFiltersResponseSchema>;

export const listSearchResponseSchema = z.object({
  listKey: z.enum(SEARCH_TYPES),
  key: z.string(),
  result: z.array(shipmentListRowSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type ListSearchResponse = z.infer<typeof listSearchResponseSchema>;

// Favourites (hub §7)

export const favouriteRecordSchema = z.object({
  favouriteId: z.string(),
  favouriteNumber: z.string(),
  DataSource: z.string(),
  isShipment: z.boolean(),
});
export const addFavouriteBodySchema = z.object({
  favouriteId: z.string().trim().min(1).max(100).describe('ShipKey when isShipment, else OrdKey.'),
  favouriteNumber: z.string().trim().min(1).max(100),
  DataSource: z.string().trim().min(1).max(20),
  isShipment: z.boolean(),
});
export const removeFavouriteBodySchema = z.object({ favouriteId: z.string().trim().min(1).max(100) });
export const favouritesResponseSchema = z.object({
  favourites: z.array(favouriteRecordSchema),
  recordNotifications: recordNotificationSettingsSchema.describe(
    'The record notification settings: adding a favourite subscribes the record with the default flags.',
  ),
});

// Type-ahead lookups (hub §5, §7)

export const lookupBodySchema = z.object({
  filter: z
    .string()
    .trim()
    .max(100)
    .describe('Answers only when longer than 2 characters; otherwise an empty list.'),
});
export const locationsBodySchema = lookupBodySchema.extend({ searchType: z.enum(['Origin', 'Destination']) });
export const lookupResponseSchema = z.object({
  result: z
    .array(z.object({ value: z.string().describe('Put this in the filter.'), label: z.string() }))
    .max(TYPEAHEAD_LIMIT),
});

// Key metrics (hub §3, §6)

export const tileSchema = z.object({
  key: z.enum(KEY_METRIC_CODES),
  value: z.number().int(),
  text: z.string(),
  order: z.number().int().nullable().describe("Place in the user's tile selection; null: not selected."),
  accessMode: z.enum(ACCESS_MODES),
});
export const tilesResponseSchema = z.object({ result: z.array(tileSchema) });
export type Tile = z.infer<typeof tileSchema>;

// Priority (hub §7 "Organisation and priority")

/** Most rows the priority list answers (the spec shows no paging for it). */
export const PRIORITY_LIST_MAX = 200;

export const priorityListParamsSchema = z.object({
  country: z
    .enum([...HOME_COUNTRIES, 'ALL'])
    .describe('Home country; with flag true only records from or to that country are listed.'),
  flag: z.enum(['true', 'false', '1', '0']).describe('Local view: true or 1 limits the list to the country.'),
});
export const priorityListResponseSchema = z.object({
  result: z.array(shipmentListRowSchema),
  totalCount: z.number().int(),
});
export const priorityToggleBodySchema = z.object({
  recordKey: z.string().trim().min(1).max(100).describe('ShipKey when isShipment, else OrdKey.'),
  recordNumber: z.string().trim().min(1).max(100),
  isShipment: z.boolean(),
  DataSource: z.string().trim().min(1).max(20),
  OrdKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .nullish()
    .describe(
      "Not in the spec's payload, optional: the row's order on that shipment. A row is priority by its shipment or its order key (hub §4); when either is ticked, both are unticked in the same call.",
    ),
});
export const priorityToggleResponseSchema = z.object({ ticked: z.boolean() });

// Saved searches (hub §3 "Saved search", hub §5)

export const savedSearchNameSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(SAVED_SEARCH_NAME_MAX, SEARCH_MESSAGES.savedSearchNameMax);

/** Contract searches (connect) carry their own filter keys, so they are only checked for shape. */
const looseFilterSetSchema = z.union([
  z.array(z.record(z.string(), z.unknown())).max(20),
  z.record(z.string(), z.unknown()),
]);

export const saveSearchBodySchema = z
  .object({
    _id: z.uuid().optional().describe('Replace this saved search instead of adding one.'),
    name: savedSearchNameSchema,
    filters: looseFilterSetSchema.describe(
      'The filter set; checked against the tracking filter catalogue, or the invoice one when isInvoicesSearch; contract searches are stored as sent.',
    ),
    advancedSearch: z.boolean().default(false),
    deliveriesCustomSearch: z.boolean().default(false),
    isContractsSearch: z.boolean().default(false),
    isInvoicesSearch: z
      .boolean()
      .default(false)
      .describe('A search of the invoice list (hub §5 invoice filters).'),
  })
  .superRefine((body, ctx) => {
    if (body.isContractsSearch) return;
    const parsed = (body.isInvoicesSearch ? invoiceFilters.setSchema : filterSetSchema).safeParse(
      body.filters,
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // A key of another catalogue is named as the field itself (filters.0.Transport).
        const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
        for (const key of keys) {
          const path = ['filters', ...issue.path, ...(key === undefined ? [] : [key])];
          ctx.addIssue({ code: 'custom', path, message: issue.message });
        }
      }
    } else if (parsed.data.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['filters'], message: MESSAGES.fieldRequired });
    }
  });
export type SaveSearchBody = z.input<typeof saveSearchBodySchema>;

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filters: z.unknown().describe('As saved: a list of filter groups.'),
  advancedSearch: z.boolean(),
  deliveriesCustomSearch: z.boolean(),
  isContractsSearch: z.boolean(),
  isInvoicesSearch: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const getSearchesBodySchema = z.object({}).default({});
export const deleteSearchBodySchema = z.object({ _id: z.uuid() });
export const savedSearchesResponseSchema = z.object({ searches: z.array(savedSearchSchema) });

// Table settings (hub §2 "columns are configurable per user")

export const tableColumnSettingSchema = z.object({
  id: z.string().min(1).max(60).describe('The column accessor, e.g. ShipNumber.'),
  visible: z.boolean(),
  order: z.number().int().min(0).max(200).optional(),
  width: z.number().int().min(20).max(2000).optional(),
});
export const editCustomTableSettingsBodySchema = z.object({
  newTableSettings: z
    .record(z.string().min(1).max(60), z.array(tableColumnSettingSchema).max(120))
    .refine((r) => Object.keys(r).length <= 30, 'at most 30 tables')
    .describe('Column settings per table name; tables not sent keep their settings.'),
});
export const customTableSettingsResponseSchema = z.object({
  customTableSettings: z.record(z.string(), z.unknown()),
});

// CSV export

export const exportCsvQuerySchema = z.object({
  listKey: z.enum(SEARCH_TYPES).default('tracking'),
  search: z
    .string()
    .max(20_000)
    .default('{}')
    .describe(
      'JSON of {key, orderBy, orderDir, filters, isAdvancedSearch, daysInStorage} as in the search body.',
    ),
});

// Endpoints (decision 010)

/** A filter set as the search bar sends it: seaborne records arriving within 7 days. */
const exampleFilters = [{ Transport: 'SEA', ETA: { durationType: 'PrevNext', nextDuration: 7 } }];
/** The search body's key is a search key (All, a key-metric code, a preset), never a record. */
const searchKeyField = {
  in: 'body',
  name: 'key',
  exempt: 'a search key (All, a key-metric code, a preset), not a record',
} as const satisfies RecordRef;
/** A filter value only narrows the records the caller's scope already allows. */
const clientShipmentIdFilter = {
  in: 'body',
  name: 'filters.*.ClientShipmentID',
  exempt: 'a filter value: it narrows the records the scope allows, it opens none',
} as const satisfies RecordRef;

const exampleSearch = {
  key: 'All',
  orderBy: 'ShipNumber',
  orderDir: 'DESC',
  filters: exampleFilters,
  isAdvancedSearch: false,
} as const;

/** hub §7 "Shipments": the tracking search, its lists, tiles, lookups, favourites and CSV export. */
export const shipmentEndpoints = {
  shipmentsWithFilters: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/shipmentsWithFilters',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description: `One batch of the tracking search (hub §7). Missing batchNo: 400 "${MESSAGES.pageNoRequired}".`,
    body: shipmentsWithFiltersBodySchema,
    records: [searchKeyField, clientShipmentIdFilter],
    responses: { 200: shipmentsWithFiltersResponseSchema },
    example: { body: { ...exampleSearch, batchNo: 1, batchSize: BATCH_SIZE } },
  }),
  favouriteShipments: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/favouriteShipments',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description: "The same search, over the caller's favourite records.",
    body: shipmentsWithFiltersBodySchema,
    records: [searchKeyField, clientShipmentIdFilter],
    responses: { 200: shipmentsWithFiltersResponseSchema },
    example: { body: { key: 'All', batchNo: 1, batchSize: BATCH_SIZE, filters: [] } },
  }),
  addShipmentToMyFavourite: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/addShipmentToMyFavourite',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['shipments'],
    description: 'Adds a record the caller may see to their favourites; 404 for a record they may not see.',
    body: addFavouriteBodySchema,
    records: [{ in: 'body', name: 'favouriteId', kind: 'recordKey' }],
    responses: { 200: favouritesResponseSchema },
    example: {
      body: { favouriteId: 'AU-S01000003', favouriteNumber: 'S01000003', DataSource: 'AU', isShipment: true },
    },
  }),
  removeShipmentFromMyFavourite: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/removeShipmentFromMyFavourite',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['shipments'],
    description: "Removes one of the caller's favourites; answers the remaining ones.",
    body: removeFavouriteBodySchema,
    records: [{ in: 'body', name: 'favouriteId', kind: 'recordKey' }],
    responses: { 200: favouritesResponseSchema },
    example: { body: { favouriteId: 'AU-S01000003' } },
  }),
  tiles: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/tiles',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description:
      'Key-metric tiles offered to the caller (hub §6 access modes); each value is the totalCount of its search.',
    responses: { 200: tilesResponseSchema },
    example: {},
  }),
  getCarrier: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/getCarrier',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description: 'Type-ahead: carriers of the records the caller may see.',
    body: lookupBodySchema,
    responses: { 200: lookupResponseSchema },
    example: { body: { filter: 'MAE' } },
  }),
  shipmentsLocations: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/shipmentsLocations',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description: 'Type-ahead: origins or destinations (searchType) of the records the caller may see.',
    body: locationsBodySchema,
    responses: { 200: lookupResponseSchema },
    example: { body: { filter: 'MEL', searchType: 'Destination' } },
  }),
  shipmentsConsignee: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/shipmentsConsignee',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description: 'Type-ahead: consignees of the records the caller may see.',
    body: lookupBodySchema,
    responses: { 200: lookupResponseSchema },
    example: { body: { filter: 'ACM' } },
  }),
  shipmentsSuppliers: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/shipmentsSuppliers',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description: 'Type-ahead: suppliers of the records the caller may see.',
    body: lookupBodySchema,
    responses: { 200: lookupResponseSchema },
    example: { body: { filter: 'SHA' } },
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/export.csv',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description: 'CSV of every row of a search (streamed in keyset batches), as an attachment (text/csv).',
    query: exportCsvQuerySchema,
    records: [
      { in: 'query', name: 'listKey', exempt: 'the search variant (tracking, deliveries, criticalChain)' },
    ],
    responses: { 200: fileResponse },
    example: { query: { listKey: 'tracking', search: JSON.stringify(exampleSearch) } },
  }),
  /**
   * Parametric beside the static paths above: Fastify's router matches a static segment first, so
   * /api/shipments/tiles never reaches this route.
   */
  listSearch: defineEndpoint({
    method: 'POST',
    path: '/api/shipments/:listKey',
    access: HUB_ROUTE_RULES.tracking,
    tags: ['shipments'],
    description:
      'A search variant (tracking, deliveries, criticalChain) paged by 30 (hub §7 POST /api/shipments/{listKey}).',
    params: listKeyParamsSchema,
    body: listSearchBodySchema,
    records: [
      { in: 'params', name: 'listKey', exempt: 'the search variant (tracking, deliveries, criticalChain)' },
      searchKeyField,
      clientShipmentIdFilter,
    ],
    responses: { 200: listSearchResponseSchema },
    example: { params: { listKey: 'deliveries' }, body: { ...exampleSearch, pageNo: 1, daysInStorage: 5 } },
  }),
};

/** hub §7 "Organisation and priority": the priority records of an organisation group. */
export const priorityEndpoints = {
  priorityShipments: defineEndpoint({
    method: 'GET',
    path: '/api/org/priorityShipments/:country/:flag',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['org'],
    description: `Priority records not delivered (at most ${PRIORITY_LIST_MAX}), ShipNumber DESC.`,
    params: priorityListParamsSchema,
    responses: { 200: priorityListResponseSchema },
    example: { params: { country: 'AU', flag: 'true' } },
  }),
  togglePriority: defineEndpoint({
    method: 'POST',
    path: '/api/org/priorityShipments',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['org'],
    description:
      'Ticks or unticks a record as priority for its organisation group; 404 for a record the caller may not see.',
    body: priorityToggleBodySchema,
    records: [
      { in: 'body', name: 'recordKey', kind: 'recordKey' },
      {
        in: 'body',
        name: 'OrdKey',
        exempt:
          "only counts when it is an order of recordKey's record (isOrderOfRecord), so it opens nothing",
      },
    ],
    responses: { 200: priorityToggleResponseSchema },
    example: {
      body: { recordKey: 'AU-PO-100001-0', recordNumber: 'PO-100001-0', isShipment: false, DataSource: 'AU' },
    },
  }),
};

/**
 * hub §7 user calls getSearches, saveSearch and deleteSearch, and POST /api/customize/editCustomTableSettings.
 * All three search calls are POST: the spec shows no method, and POST keeps the filters out of URLs.
 */
export const savedSearchEndpoints = {
  getSearches: defineEndpoint({
    method: 'POST',
    path: '/api/user/getSearches',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['user'],
    description: "The caller's saved searches, oldest first.",
    body: getSearchesBodySchema,
    responses: { 200: savedSearchesResponseSchema, 409: apiErrorSchema },
    example: { body: {} },
  }),
  saveSearch: defineEndpoint({
    method: 'POST',
    path: '/api/user/saveSearch',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['user'],
    description: `Saves a search (at most ${SAVED_SEARCH_MAX}; 409 beyond). A name the user already has, or _id, replaces that search. Answers the list.`,
    body: saveSearchBodySchema,
    records: [{ in: 'body', name: '_id', kind: 'savedSearchId' }],
    responses: { 200: savedSearchesResponseSchema, 409: apiErrorSchema },
    example: {
      body: {
        name: 'Sea arrivals next week',
        filters: exampleFilters,
        advancedSearch: false,
        deliveriesCustomSearch: false,
        isContractsSearch: false,
        isInvoicesSearch: false,
      },
    },
  }),
  deleteSearch: defineEndpoint({
    method: 'POST',
    path: '/api/user/deleteSearch',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['user'],
    description: 'Deletes one of the caller’s saved searches; answers the list.',
    body: deleteSearchBodySchema,
    records: [{ in: 'body', name: '_id', kind: 'savedSearchId' }],
    responses: { 200: savedSearchesResponseSchema, 409: apiErrorSchema },
    example: { body: { _id: '3f1c2a9e-5b7d-4c8e-9a1f-2d3e4b5c6a7b' } },
  }),
  editCustomTableSettings: defineEndpoint({
    method: 'POST',
    path: '/api/customize/editCustomTableSettings',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: ['customize'],
    description: 'Saves column settings per table on the user (merged by table); answers all of them.',
    body: editCustomTableSettingsBodySchema,
    records: [
      { in: 'body', name: 'newTableSettings.*.*.id', exempt: 'a table column accessor (ShipNumber)' },
    ],
    responses: { 200: customTableSettingsResponseSchema, 409: apiErrorSchema },
    example: {
      body: {
        newTableSettings: {
          trackingResults: [
            { id: 'ShipNumber', visible: true, order: 0, width: 140 },
            { id: 'Supplier', visible: false },
          ],
        },
      },
    },
  }),
};
