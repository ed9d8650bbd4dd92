/**
 * The SKU catalogue (issue 17; connect §3 SKU, /connect/sku and /connect/sku/:key). The spec shows
 * no SKU catalogue paths, so they are designed here, under /api/connect/skus:
 * - POST search: the paged search (filters, sort, batches of 30), as the contracts search;
 * - GET typeahead: product number or description, from 3 characters (connect §5, §9);
 * - GET export.csv: every matching SKU as CSV, in the columns the import reads;
 * - GET /:id: every field, the owner, the contracts using it and its change history;
 * - POST create, POST edit (optimistic `version`: a stale one answers 409 SKU_CHANGED);
 * - POST import: a CSV file, checked row by row; with dryRun nothing is written, otherwise every
 *   row is written in one transaction, or none when any row fails.
 * A SKU is owned by an organisation group or a trusted party; the owner's users, its partners in
 * the network and staff see it; only the owner (and staff) write it. Another owner's SKU answers
 * 404, exactly as an unknown id.
 */
import { z } from 'zod';
import { BATCH_SIZE, FIRST_BATCH } from '../constants.ts';
import { CONTRACT_TYPES } from '../rules/contracts/constants.ts';
import { CONTRACT_STATUSES } from '../rules/contracts/workflow.ts';
import { BATCH_SIZE_MAX, TYPEAHEAD_MIN_CHARS } from '../rules/filters/constants.ts';
import {
  SKU_CURRENCIES,
  SKU_IMPORT_BYTES_MAX,
  SKU_STATUSES,
  SKU_UNITS_OF_MEASURE,
  SKU_UNITS_OF_WEIGHT,
} from '../rules/skus/constants.ts';
import { skuFilterSetSchema } from '../rules/skus/filters.ts';
import { skuInputSchema } from '../rules/skus/sku-fields.ts';
import { apiErrorSchema } from './common.ts';
import { type AnyEndpoint, defineEndpoint, fileResponse, type RecordRef } from './endpoint.ts';

const tags = ['connect skus'] as const;
const access = 'connect' as const;
const idSchema = z.uuid();

// Answers (transform-free: answers are encoded with their schema)

const ownerSchema = z.object({
  _id: z.string(),
  kind: z.enum(['ORGANISATION', 'TRUSTED PARTY']),
  name: z.string(),
});

/** connect §3 SKU, the catalogue's fields, as answers carry them. */
const skuFieldsShape = {
  productNumber: z.string(),
  productDescription: z.string(),
  fullProductDescription: z.string().nullable(),
  unitPrice: z.number().int().nullable().describe('Minor units of unitCurrency (cents).'),
  unitCurrency: z.enum(SKU_CURRENCIES).nullable(),
  unitOfMeasure: z.enum(SKU_UNITS_OF_MEASURE),
  weightPerUnit: z.number().nullable(),
  unitOfWeight: z.enum(SKU_UNITS_OF_WEIGHT),
  unitPerInnerPack: z.number().int().nullable(),
  innerUnitPerOuterPack: z.number().int().nullable(),
  outerPackDepth: z.number().nullable(),
  outerPackWidth: z.number().nullable(),
  outerPackHeight: z.number().nullable(),
  outerPackWeight: z.number().nullable(),
  outerPackUnitOfWeight: z.enum(SKU_UNITS_OF_WEIGHT),
  skuQtyAvailable: z
    .number()
    .int()
    .nullable()
    .describe('Stock the owner can still promise; null when not tracked.'),
  status: z.enum(SKU_STATUSES),
};

export const skuRowSchema = z
  .object({
    _id: z.string(),
    ...skuFieldsShape,
    owner: ownerSchema,
    isMine: z.boolean().describe("The caller's own SKU (it may edit it); staff: every SKU."),
    priceHidden: z
      .boolean()
      .optional()
      .describe(
        "True when the price is not the caller's to see (decision 020): a group's SKU read by a trusted party. unitPrice and unitCurrency are then null, and history rows leave out price changes.",
      ),
    version: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SkuRow' });
export type SkuRow = z.infer<typeof skuRowSchema>;

export const skuHistoryRowSchema = z.object({
  _id: z.string(),
  changeDate: z.iso.datetime({ offset: true }),
  changedBy: z.string(),
  updatedFieldsText: z.string(),
});
export type SkuHistoryRow = z.infer<typeof skuHistoryRowSchema>;

export const skuContractSchema = z.object({
  _id: z.string(),
  referenceNumber: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  quantity: z.number().int().describe("The quantity on the contract's lines of this SKU."),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SkuContract = z.infer<typeof skuContractSchema>;

export const skuDetailSchema = z
  .object({
    ...skuRowSchema.shape,
    createdBy: z.string().nullable(),
    contracts: z.array(skuContractSchema).describe('The contracts the caller sees that use this SKU.'),
    history: z.array(skuHistoryRowSchema).describe('Newest first.'),
  })
  .meta({ id: 'Sku' });
export type SkuDetail = z.infer<typeof skuDetailSchema>;

// Requests

export const SKU_SORT_COLUMNS = [
  'productNumber',
  'productDescription',
  'unitPrice',
  'skuQtyAvailable',
  'status',
  'owner',
  'updatedAt',
] as const;
export type SkuSortColumn = (typeof SKU_SORT_COLUMNS)[number];

export const skuSearchBodySchema = z.object({
  filters: skuFilterSetSchema.default([]),
  searchText: z.string().trim().max(200).nullish().describe('Product number or description contains it.'),
  orderBy: z.enum(SKU_SORT_COLUMNS).default('productNumber'),
  orderDir: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('ASC')
    .transform((d) => d.toUpperCase() as 'ASC' | 'DESC'),
  batchNo: z.number().int().min(FIRST_BATCH).default(FIRST_BATCH),
  batchSize: z.number().int().min(1).max(BATCH_SIZE_MAX).default(BATCH_SIZE),
});
export type SkuSearchBody = z.input<typeof skuSearchBodySchema>;

export const skuSearchResponseSchema = z.object({
  result: z.array(skuRowSchema),
  currentCount: z.number().int().describe('Rows in this batch.'),
  totalCount: z.number().int().describe('Rows matching in all.'),
});
export type SkuSearchResponse = z.infer<typeof skuSearchResponseSchema>;

/** Who owns a new SKU: staff name it; others own what they create (naming another owner: 404). */
const ownerRefShape = {
  orgGroupId: idSchema.nullish().describe('Staff: the owning organisation group.'),
  ownerTrustedPartyId: idSchema.nullish().describe('Staff: the owning trusted party.'),
};
const ownerRecords = (prefix: string): RecordRef[] => [
  { in: 'body', name: `${prefix}orgGroupId`, kind: 'orgGroupId' },
  { in: 'body', name: `${prefix}ownerTrustedPartyId`, kind: 'trustedPartyId' },
];

export const skuImportBodySchema = z.object({
  csv: z
    .string()
    .max(SKU_IMPORT_BYTES_MAX)
    .describe(
      'The CSV file as text: a header of SKU field names (as the export writes), then a row per SKU.',
    ),
  dryRun: z.boolean().default(true).describe('Check only: answer what would happen and write nothing.'),
  ...ownerRefShape,
});

export const skuImportIssueSchema = z.object({
  row: z.number().int().describe("The file's line; the header is row 1."),
  field: z.string(),
  message: z.string(),
});
export const skuImportResponseSchema = z.object({
  dryRun: z.boolean(),
  written: z.boolean().describe('The rows were written (not a dry run, and no row failed).'),
  errors: z.array(skuImportIssueSchema),
  rows: z.array(
    z.object({
      row: z.number().int(),
      productNumber: z.string(),
      action: z.enum(['create', 'update', 'unchanged']),
      updatedFieldsText: z.string().describe('For an update: what changes, in words.'),
    }),
  ),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type SkuImportResponse = z.infer<typeof skuImportResponseSchema>;

const skuAnswer = z.object({ sku: skuDetailSchema });
const exampleId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const exampleSku = {
  productNumber: 'SPP-CAP-38',
  productDescription: 'PP screw cap 38 mm',
  unitPrice: 1250,
  unitCurrency: 'USD' as const,
  unitOfMeasure: 'PCS' as const,
  weightPerUnit: 0.004,
};

export const skuEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/api/connect/skus/search',
    access,
    tags,
    description:
      'The SKU catalogue search: the SKUs the caller sees (its own and its partners’; staff all), filtered, sorted (default productNumber ASC) and in batches of 30.',
    body: skuSearchBodySchema,
    responses: { 200: skuSearchResponseSchema },
    example: { body: { filters: [{ status: 'ACTIVE' }], batchNo: 1, batchSize: 30 } },
  }),
  typeahead: defineEndpoint({
    method: 'GET',
    path: '/api/connect/skus/typeahead',
    access,
    tags,
    description: `SKUs whose product number or description contains the text, from ${TYPEAHEAD_MIN_CHARS} characters (connect §5), at most 20.`,
    query: z.object({ text: z.string().trim().min(TYPEAHEAD_MIN_CHARS).max(200) }),
    responses: {
      200: z.object({
        result: z.array(
          z.object({
            _id: z.string(),
            productNumber: z.string(),
            productDescription: z.string(),
            owner: z.string(),
          }),
        ),
      }),
    },
    example: { query: { text: 'cap' } },
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/connect/skus/export.csv',
    access,
    tags,
    description:
      'CSV of every SKU the search matches (text/csv attachment), in the columns the import reads, plus owner.',
    query: z.object({
      search: z
        .string()
        .max(20_000)
        .default('{}')
        .describe('JSON of {filters, searchText, orderBy, orderDir} as in the search body.'),
    }),
    responses: { 200: fileResponse },
    example: { query: { search: JSON.stringify({ filters: [], orderBy: 'productNumber' }) } },
  }),
  getOne: defineEndpoint({
    method: 'GET',
    path: '/api/connect/skus/:id',
    access,
    tags,
    description: 'A SKU with every field, its owner, the contracts using it and its change history.',
    params: z.object({ id: idSchema }),
    records: [{ in: 'params', name: 'id', kind: 'skuId' }],
    responses: { 200: skuAnswer },
    example: { params: { id: exampleId } },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/connect/skus/create',
    access,
    tags,
    description:
      "Adds a SKU to the caller's catalogue (staff name the owner); a history row 'Created' is written. A product number the owner already has answers 409 SKU_PRODUCT_NUMBER_TAKEN.",
    body: z.object({ sku: skuInputSchema, ...ownerRefShape }),
    records: ownerRecords(''),
    responses: {
      200: skuAnswer,
      409: apiErrorSchema.describe('SKU_PRODUCT_NUMBER_TAKEN'),
    },
    example: { body: { sku: exampleSku, orgGroupId: exampleId } },
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/connect/skus/edit',
    access,
    tags,
    description:
      "Changes a SKU's fields (the owner or staff), writing a history row of what changed. `version` is the one read: a stale one answers 409 SKU_CHANGED.",
    body: z.object({
      _id: idSchema,
      version: z.number().int().min(1).describe('The version the caller read.'),
      sku: skuInputSchema,
    }),
    records: [{ in: 'body', name: '_id', kind: 'skuId' }],
    responses: {
      200: skuAnswer,
      409: apiErrorSchema.describe('SKU_CHANGED (stale version) or SKU_PRODUCT_NUMBER_TAKEN'),
    },
    example: { body: { _id: exampleId, version: 1, sku: { ...exampleSku, unitPrice: 1310 } } },
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/api/connect/skus/import',
    access,
    tags,
    description:
      "Bulk import from CSV into the caller's catalogue (staff name the owner): a row whose product number the owner has updates that SKU (only the file's columns), others create one. Every row is checked (row, field, message). With dryRun (the default) nothing is written; otherwise all rows are written in one transaction with a history row each, or none when any row fails.",
    body: skuImportBodySchema,
    records: ownerRecords(''),
    responses: { 200: skuImportResponseSchema },
    example: {
      body: {
        csv: 'productNumber,productDescription,unitPrice,unitCurrency\r\nSPP-CAP-38,PP screw cap 38 mm,12.50,USD\r\n',
        dryRun: true,
        orgGroupId: exampleId,
      },
    },
  }),
} satisfies Record<string, AnyEndpoint>;
