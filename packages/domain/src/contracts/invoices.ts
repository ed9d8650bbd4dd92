/**
 * Contracts of the invoice search (issue 14; hub §2 invoice tables, hub §3 Invoice and the invoice
 * search state, hub §5 invoice filters, hub §9 DueDate default sort). The spec shows no invoice
 * paths, so they are designed in the style of the shipment calls:
 * - POST /api/invoices/invoicesWithFilters: the paged search, {result, currentCount, totalCount};
 * - GET /api/invoices/export.csv: every matching invoice as CSV;
 * - GET /api/invoices/:id: one invoice with its lines and the payments against it;
 * - GET /api/invoices/:id/pdf: the same invoice as a PDF document, rendered on the server.
 * Amounts are integers in minor units of the row's currency; statuses are derived on the server
 * (rules/invoices/status.ts) in the caller's home-country zone. Staff see every group's invoices,
 * a customer user its own group's; a trusted party none.
 */
import { z } from 'zod';
import { BATCH_SIZE, FIRST_BATCH } from '../constants.ts';
import { MESSAGES } from '../errors.ts';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { BATCH_SIZE_MAX } from '../rules/filters/constants.ts';
import { invoiceFilters } from '../rules/invoices/filters.ts';
import { INVOICE_STATUSES } from '../rules/invoices/options.ts';
import { defineEndpoint, fileResponse, type RecordRef } from './endpoint.ts';
import { orderDirSchema } from './shipments.ts';

const tags = ['invoices'] as const;
const access = HUB_ROUTE_RULES.payments;

/** Columns the invoice table sorts by (hub §2: each column has an orderable flag). */
export const INVOICE_SORT_COLUMNS = [
  'DueDate',
  'InvoiceDate',
  'PostDate',
  'TransactionNumber',
  'ShipmentNumber',
  'TransactionCurrency',
  'InvoiceAmount',
  'AmountPaid',
  'OutstandingAmount',
  'InvoiceStatus',
] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

const searchFields = {
  key: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .default('All')
    .describe("'All', or a TransactionNumber or ShipmentNumber: the invoices of /payments/:key."),
  orderBy: z.enum(INVOICE_SORT_COLUMNS).default('DueDate').describe('hub §9: DueDate by default.'),
  orderDir: orderDirSchema.default('DESC'),
  filters: invoiceFilters.setSchema.default([]),
  orgGroupCode: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .describe("Staff: one organisation group's invoices. Ignored for anyone else (their own group)."),
};

/** POST /api/invoices/invoicesWithFilters: the invoice search state's config and filters (hub §3). */
export const invoicesWithFiltersBodySchema = z.object({
  batchNo: z
    .number({
      error: (issue) =>
        issue.input === undefined ? MESSAGES.pageNoRequired : 'batchNo must be a whole number from 1',
    })
    .int()
    .min(FIRST_BATCH),
  batchSize: z.number().int().min(1).max(BATCH_SIZE_MAX).default(BATCH_SIZE),
  ...searchFields,
});
export type InvoicesWithFiltersBody = z.input<typeof invoicesWithFiltersBodySchema>;

/** The export's search: the body without the batch. */
export const invoiceExportSearchSchema = z.object(searchFields);

const minor = (what: string) => z.number().int().describe(`${what}, in minor units of TransactionCurrency.`);
const day = z.string().describe('A calendar day, YYYY-MM-DD.');

/** hub §3 Invoice, as the table and the builder read it. */
export const invoiceRowSchema = z
  .object({
    _id: z.string(),
    ShipmentNumber: z.string().nullable(),
    TransactionNumber: z.string(),
    DueDate: day,
    TransactionCurrency: z.string(),
    Currency: z.string().describe('The same as TransactionCurrency.'),
    InvoiceAmount: minor('Invoice amount, GST included; negative for a credit note'),
    GSTAmount: minor('GST'),
    LocalCurrency: z.string().describe("The provider's accounting currency (LocalTotal's)."),
    LocalTotal: z.number().int().describe('InvoiceAmount at ExchangeRate, in minor units of LocalCurrency.'),
    AmountPaid: minor('Settled payments and applied credits'),
    OutstandingAmount: minor('What is still owed (never below 0)'),
    OSTotal: z
      .number()
      .int()
      .describe('OutstandingAmount at ExchangeRate, in minor units of LocalCurrency (CUR rows show it).'),
    InvoiceStatus: z.enum(INVOICE_STATUSES),
    ExchangeRate: z.string().describe('LocalCurrency units per TransactionCurrency unit, an exact decimal.'),
    FullyPaidDate: day.nullable(),
    InvoiceDate: day,
    PostDate: day,
    OrgCode: z.string(),
    TransactionOwner: z.string(),
    TransactionOwnerName: z.string(),
    TransactionType: z.enum(['INV', 'CRD']),
    TransactionCategory: z.string(),
    OrdNumberFull: z.string().nullable(),
    OrgGroupCode: z.string(),
  })
  .meta({ id: 'Invoice' });
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoicesWithFiltersResponseSchema = z.object({
  result: z.array(invoiceRowSchema),
  currentCount: z.number().int().describe('Rows loaded up to and including this batch.'),
  totalCount: z.number().int().describe('Invoices matching the search.'),
  timestamp: z.string().describe('When the search ran (ISO 8601).'),
});
export type InvoicesWithFiltersResponse = z.infer<typeof invoicesWithFiltersResponseSchema>;

export const invoiceLineSchema = z.object({
  position: z.number().int(),
  chargeCode: z.string(),
  description: z.string(),
  amount: minor('Line amount, GST excluded'),
  gstAmount: minor('GST on the line'),
});

export const invoicePaymentSchema = z.object({
  PaymentId: z.string(),
  PaymentDate: z.string().describe('ISO 8601 instant.'),
  PaidAmount: minor('Paid on this invoice'),
  PaymentGateway: z.string(),
  PaymentMadeBy: z.string(),
  status: z.string(),
});

export const invoiceDetailResponseSchema = z.object({
  invoice: invoiceRowSchema,
  ShipKey: z
    .string()
    .nullable()
    .describe("The key of the invoice's shipment for /shipment/:key; null when it has none the caller sees."),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
});
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponseSchema>;

const searchKeyField = {
  in: 'body',
  name: 'key',
  exempt: "'All' or a number to narrow by: it only narrows the invoices the scope allows",
} as const satisfies RecordRef;
const orgGroupCodeField = {
  in: 'body',
  name: 'orgGroupCode',
  exempt: "a filter staff use over every group; anyone else's search is its own group's whatever it names",
} as const satisfies RecordRef;

export const invoiceEndpoints = {
  invoicesWithFilters: defineEndpoint({
    method: 'POST',
    path: '/api/invoices/invoicesWithFilters',
    access,
    tags,
    description: `One batch of the invoice search, DueDate first by default (hub §9). Missing batchNo: 400 "${MESSAGES.pageNoRequired}".`,
    body: invoicesWithFiltersBodySchema,
    records: [searchKeyField, orgGroupCodeField],
    responses: { 200: invoicesWithFiltersResponseSchema },
    example: {
      body: {
        key: 'All',
        batchNo: 1,
        batchSize: BATCH_SIZE,
        orderBy: 'DueDate',
        orderDir: 'DESC',
        filters: [{ Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' }],
      },
    },
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/export.csv',
    access,
    tags,
    description: 'CSV of every invoice the search matches (text/csv attachment), amounts as decimals.',
    query: z.object({
      search: z
        .string()
        .max(20_000)
        .default('{}')
        .describe('JSON of {key, orderBy, orderDir, filters, orgGroupCode} as in the search body.'),
    }),
    records: [
      { in: 'query', name: 'search', exempt: 'a search: it only narrows the invoices the scope allows' },
    ],
    responses: { 200: fileResponse },
    example: { query: { search: JSON.stringify({ filters: [{ Currency: 'AUD' }] }) } },
  }),
  getOne: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id',
    access,
    tags,
    description: "One invoice with its lines and the payments against it; another group's answers 404.",
    params: z.object({ id: z.uuid() }),
    records: [{ in: 'params', name: 'id', kind: 'invoiceId' }],
    responses: { 200: invoiceDetailResponseSchema },
    example: { params: { id: '7d2e1c4b-5a6f-4b7c-9d8e-1f2a3b4c5d6e' } },
  }),
  pdf: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    access,
    tags,
    description:
      "The invoice, or credit note, as a PDF (application/pdf attachment named <TransactionNumber>.pdf): lines with GST, totals, the payments applied. Another group's answers 404.",
    params: z.object({ id: z.uuid() }),
    records: [{ in: 'params', name: 'id', kind: 'invoiceId' }],
    responses: { 200: fileResponse },
    example: { params: { id: '7d2e1c4b-5a6f-4b7c-9d8e-1f2a3b4c5d6e' } },
  }),
};
