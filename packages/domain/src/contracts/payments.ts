/**
 * Contracts of card payments (issue 14; hub §2 /payments/:key and /payment/completed, hub §3
 * Payment and the payment builder object). The spec shows no payment paths; they are designed here,
 * in the style of the shipment calls:
 * - GET /api/payments/gateway: which gateway takes cards (the test gateway says so, with its cards);
 * - POST /api/payments/testGateway/tokens: the test gateway's stand-in for Stripe.js — the card
 *   becomes a token; the portal never stores or logs the number;
 * - GET /api/payments/merchantFees: the caller's group's fee per card type;
 * - POST /api/payments/pay: one charge for invoices of one currency and category, with a
 *   client-generated idempotency key (a double click, a retry or two tabs: one charge);
 * - POST /api/payments/:paymentId/authenticate: completes a 3-D Secure challenge;
 * - GET /api/payments/:paymentId: the receipt;
 * - POST /api/payments/webhooks/:gateway: the gateway's signed settlement events, applied once;
 * - GET/DELETE /api/payments/savedCard: the caller's own saved card (pay with useSavedCard, or keep
 *   a new card with saveCard);
 * - POST /api/payments/:paymentId/refund: staff refund a settled payment, once per refund key;
 * - POST /api/payments/reconciliation and GET …/reconciliation/export.csv: client admins and staff.
 * Amounts are integers in minor units of the payment's currency.
 */
import { z } from 'zod';
import { BATCH_SIZE, FIRST_BATCH } from '../constants.ts';
import { MESSAGES } from '../errors.ts';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { BATCH_SIZE_MAX } from '../rules/filters/constants.ts';
import { paymentFilters } from '../rules/invoices/filters.ts';
import { CARD_TYPES } from '../rules/invoices/merchant-fee.ts';
import { INVOICE_STATUSES } from '../rules/invoices/options.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint, fileResponse } from './endpoint.ts';

const tags = ['payments'] as const;
const access = HUB_ROUTE_RULES.payments;
const exampleId = '7d2e1c4b-5a6f-4b7c-9d8e-1f2a3b4c5d6e';

export const PAYMENT_STATUSES = [
  'PENDING',
  'REQUIRES_ACTION',
  'SUCCEEDED',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;

const minor = (what: string) =>
  z.number().int().describe(`${what}, in minor units of the payment's currency.`);

export const gatewayInfoSchema = z.object({
  gateway: z.enum(['TEST', 'STRIPE']),
  isTest: z.boolean().describe('true: no real card is charged (the UI says so).'),
  publishableKey: z
    .string()
    .nullable()
    .describe("Stripe's publishable key for Elements; null for the test gateway."),
  testCards: z
    .array(z.object({ number: z.string(), outcome: z.string() }))
    .describe("The test gateway's documented cards (empty for Stripe)."),
});

export const tokenizeBodySchema = z.object({
  number: z
    .string()
    .trim()
    .min(12)
    .max(23)
    .regex(/^[\d\s-]+$/, 'must be digits'),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(0).max(2100),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
});
export const cardSummarySchema = z.object({
  brand: z.enum(CARD_TYPES),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export const tokenizeResponseSchema = z.object({ token: z.string(), card: cardSummarySchema });

export const merchantFeesResponseSchema = z.object({
  fees: z.array(
    z.object({
      cardType: z.enum(CARD_TYPES),
      basisPoints: z.number().int().describe('1.40 % is 140.'),
      isCustom: z.boolean().describe("The group's own rate (editOrgCustomFee), not the default."),
    }),
  ),
});

export const payBodySchema = z
  .object({
    idempotencyKey: z
      .uuid()
      .describe('Made by the client once per payment attempt; a repeat answers the same payment.'),
    token: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe("The gateway's card token (or Stripe payment method); omitted with useSavedCard."),
    useSavedCard: z
      .boolean()
      .default(false)
      .describe("true: charge the caller's saved card for the current gateway (no token)."),
    saveCard: z
      .boolean()
      .default(false)
      .describe("true (with a token): keep the card for the next payment, replacing the caller's saved one."),
    invoices: z
      .array(
        z.object({
          invoiceId: z.uuid(),
          amount: z
            .number()
            .int()
            .positive()
            .describe('Paid now on this invoice, up to its outstanding amount.'),
        }),
      )
      .min(1)
      .max(100)
      .refine(
        (list) => new Set(list.map((i) => i.invoiceId)).size === list.length,
        'an invoice may appear once',
      ),
  })
  .superRefine((body, ctx) => {
    if (body.useSavedCard && body.token !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'give a token or useSavedCard, not both' });
    } else if (!body.useSavedCard && body.token === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['token'],
        message: 'a token is required unless useSavedCard is true',
      });
    }
    if (body.saveCard && body.token === undefined) {
      ctx.addIssue({ code: 'custom', path: ['saveCard'], message: 'saveCard needs a token (a new card)' });
    }
  });
export type PayBody = z.input<typeof payBodySchema>;

export const receiptSchema = z
  .object({
    PaymentId: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    PaymentGateway: z.enum(['TEST', 'STRIPE']),
    TransactionCurrency: z.string(),
    PaidAmount: minor('Paid to the invoices (totalPaymentNow)'),
    merchantFee: minor('The merchant fee'),
    totalCharge: minor('What the card is charged'),
    feeBasisPoints: z.number().int(),
    card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
    PaymentMadeBy: z.string(),
    PaymentDate: z.string().describe('ISO 8601 instant.'),
    failureMessage: z.string().nullable().describe("The gateway's reason when status is FAILED."),
    clientSecret: z
      .string()
      .nullish()
      .describe(
        "Only in pay's answer to the payer, while status is REQUIRES_ACTION with Stripe: the PaymentIntent's client secret, for Stripe.js's handleNextAction (3-D Secure in the browser); then call authenticate to read the outcome.",
      ),
    refundedAmount: minor('Refunded so far (the invoices first, the fee last)'),
    invoices: z.array(
      z.object({
        _id: z.string(),
        TransactionNumber: z.string(),
        PaidAmount: minor('Paid on this invoice'),
        InvoiceStatus: z.enum(INVOICE_STATUSES),
        OutstandingAmount: minor('Still owed after this payment settles'),
      }),
    ),
  })
  .meta({ id: 'PaymentReceipt' });
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = z.object({ payment: receiptSchema });

export const PAYMENT_SORT_COLUMNS = ['PaymentDate', 'PaymentId', 'TransactionNumber', 'PaidAmount'] as const;

/** POST /api/payments/paymentsWithFilters: the payment search state (hub §3), PaymentDate DESC by default. */
export const paymentsWithFiltersBodySchema = z.object({
  batchNo: z
    .number({
      error: (issue) =>
        issue.input === undefined ? MESSAGES.pageNoRequired : 'batchNo must be a whole number from 1',
    })
    .int()
    .min(FIRST_BATCH),
  batchSize: z.number().int().min(1).max(BATCH_SIZE_MAX).default(BATCH_SIZE),
  orderBy: z.enum(PAYMENT_SORT_COLUMNS).default('PaymentDate'),
  orderDir: z.enum(['ASC', 'DESC']).default('DESC'),
  filters: paymentFilters.setSchema.default([]),
  paymentOrgs: z
    .array(z.string().trim().min(1).max(40))
    .max(200)
    .default([])
    .describe('Organisation codes (OrgCode) to narrow to; empty: every organisation the caller sees.'),
});

/** hub §3 Payment: one row per invoice a payment paid. */
export const paymentRowSchema = z
  .object({
    PaymentId: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    TransactionOwner: z.string().describe("The invoice's organisation (OrgCode)."),
    TransactionNumber: z.string(),
    TransactionCurrency: z.string(),
    PaymentGateway: z.enum(['TEST', 'STRIPE']),
    TotalInvoiceAmount: minor('The invoice amount'),
    InvoiceOutstandingAmount: minor('What the invoice still owes'),
    PaidAmount: minor('Paid on this invoice by this payment'),
    merchantFee: minor("This invoice's share of the payment's fee (split without losing a cent)"),
    PaymentMadeBy: z.string(),
    PaymentDate: z.string().describe('ISO 8601 instant.'),
  })
  .meta({ id: 'PaymentRow' });

export const paymentsWithFiltersResponseSchema = z.object({
  result: z.array(paymentRowSchema),
  currentCount: z.number().int(),
  totalCount: z.number().int(),
  paymentOrgs: z
    .array(z.object({ code: z.string(), name: z.string() }))
    .describe('The organisations the caller may see payments of (hub §3 paymentOrgs).'),
});

/** connect §7 `POST /api/orgGroups/editOrgCustomFee {orgGroupID, org}`: a group's own fee per card type. */
export const editOrgCustomFeeBodySchema = z.object({
  orgGroupID: z.uuid(),
  org: z.object({
    merchantFees: z
      .partialRecord(z.enum(CARD_TYPES), z.number().int().min(0).max(1000).nullable())
      .describe(
        'Basis points per card type (1.40 % is 140, at most 10 %); null returns the type to the default.',
      ),
  }),
});

export const RECONCILIATION_STATES = [
  'MATCHED',
  'MISMATCHED',
  'UNMATCHED_SETTLEMENT',
  'UNMATCHED_PAYMENT',
] as const;

/** POST /api/payments/reconciliation: gateway settlements against portal payments against invoices. */
export const reconciliationBodySchema = z.object({
  states: z
    .array(z.enum(RECONCILIATION_STATES))
    .max(4)
    .default([])
    .describe('Only rows in these states; empty: all.'),
  unresolvedOnly: z.boolean().default(false),
  batchNo: z.number().int().min(FIRST_BATCH).default(FIRST_BATCH),
  batchSize: z.number().int().min(1).max(BATCH_SIZE_MAX).default(BATCH_SIZE),
});

export const reconciliationRowSchema = z
  .object({
    _id: z.string().describe('The row: the settlement id, or the payment id for a payment without one.'),
    state: z.enum(RECONCILIATION_STATES),
    PaymentId: z.string().nullable(),
    OrgGroupCode: z.string().nullable(),
    gatewayReference: z.string().nullable(),
    currency: z.string(),
    charged: z.number().int().nullable().describe("The portal's charge (paid amount plus fee), minor units."),
    settled: z.number().int().nullable().describe('What the gateway settled, minor units.'),
    difference: z.number().int().describe('settled minus charged (a missing side counts as 0).'),
    invoices: z.array(z.object({ TransactionNumber: z.string(), PaidAmount: z.number().int() })),
    paymentDate: z.string().nullable(),
    settledAt: z.string().nullable(),
    resolution: z.object({ note: z.string(), resolvedBy: z.string(), resolvedAt: z.string() }).nullable(),
  })
  .meta({ id: 'ReconciliationRow' });

export const reconciliationResponseSchema = z.object({
  result: z.array(reconciliationRowSchema),
  totalCount: z.number().int(),
  counts: z.record(z.enum(RECONCILIATION_STATES), z.number().int()),
});

const statesListPattern = new RegExp(
  `^(${RECONCILIATION_STATES.join('|')})(,(${RECONCILIATION_STATES.join('|')}))*$`,
);

/** GET /api/payments/reconciliation/export.csv: the list's filters as query strings. */
export const reconciliationExportQuerySchema = z.object({
  states: z
    .string()
    .trim()
    .max(200)
    .regex(statesListPattern, `must be states separated by commas: ${RECONCILIATION_STATES.join(', ')}`)
    .optional()
    .describe("Comma-separated states (as the list's states); absent: all."),
  unresolvedOnly: z.stringbool().default(false),
});

/** Parses the export's `states` query into the list's states (duplicates dropped). */
export function parseReconciliationStates(
  states: string | undefined,
): (typeof RECONCILIATION_STATES)[number][] {
  if (states === undefined || states === '') return [];
  const wanted = new Set(states.split(','));
  return RECONCILIATION_STATES.filter((s) => wanted.has(s));
}

export const savedCardResponseSchema = z.object({
  card: cardSummarySchema
    .nullable()
    .describe("The caller's saved card for the current gateway (never the number); null: none."),
});

export const refundBodySchema = z.object({
  amount: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Minor units to refund; absent: everything not yet refunded, the fee included.'),
  reason: z.string().trim().min(3).max(500).describe('Why (kept in the audit log).'),
  idempotencyKey: z
    .uuid()
    .optional()
    .describe(
      'Made by the client once per refund; absent: the same amount and reason asked again are the same refund.',
    ),
});

export const resolveBodySchema = z.object({
  rowId: z.uuid().describe("A reconciliation row's _id."),
  note: z.string().trim().min(3).max(1000),
});

const paymentIdParams = z.object({
  paymentId: z
    .string()
    .trim()
    .regex(/^PAY[0-9A-Z]{8,20}$/, 'must be a PaymentId'),
});

export const paymentEndpoints = {
  paymentsWithFilters: defineEndpoint({
    method: 'POST',
    path: '/api/payments/paymentsWithFilters',
    access,
    tags,
    description:
      'The payment history: a row per invoice a payment paid, PaymentDate DESC by default, in batches.',
    body: paymentsWithFiltersBodySchema,
    records: [
      {
        in: 'body',
        name: 'paymentOrgs.*',
        exempt: 'organisation codes that only narrow the payments the scope allows',
      },
      {
        in: 'body',
        name: 'filters.*.PaymentId',
        exempt: 'a filter value: it narrows the payments the scope allows, it opens none',
      },
    ],
    responses: { 200: paymentsWithFiltersResponseSchema },
    example: { body: { batchNo: 1, batchSize: BATCH_SIZE, filters: [], paymentOrgs: [] } },
  }),
  editOrgCustomFee: defineEndpoint({
    method: 'POST',
    path: '/api/orgGroups/editOrgCustomFee',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description:
      "Sets an organisation group's own merchant fee per card type (NA); answers the group's rates as merchantFees does. Audited.",
    body: editOrgCustomFeeBodySchema,
    records: [{ in: 'body', name: 'orgGroupID', kind: 'orgGroupId' }],
    responses: { 200: merchantFeesResponseSchema },
    example: { body: { orgGroupID: exampleId, org: { merchantFees: { VISA: 120, AMEX: null } } } },
  }),
  reconciliation: defineEndpoint({
    method: 'POST',
    path: '/api/payments/reconciliation',
    access: HUB_ROUTE_RULES.accountReconciliation,
    tags,
    description:
      "Reconciliation: staff (/admin/reconciliation) every gateway settlement against the portal's payments and their invoices, matched, mismatched (with the difference) or unmatched; a client admin (CA, /account/reconciliation) its own group's payments and what each settled; the group's other users are refused.",
    body: reconciliationBodySchema,
    responses: { 200: reconciliationResponseSchema },
    example: { body: { states: ['MISMATCHED'], unresolvedOnly: true } },
  }),
  reconciliationExport: defineEndpoint({
    method: 'GET',
    path: '/api/payments/reconciliation/export.csv',
    access: HUB_ROUTE_RULES.accountReconciliation,
    tags,
    description:
      'CSV (text/csv attachment) of every reconciliation row the filters match, with the same access and scope as the list; amounts as decimals.',
    query: reconciliationExportQuerySchema,
    responses: { 200: fileResponse },
    example: { query: { states: 'MISMATCHED,UNMATCHED_PAYMENT', unresolvedOnly: 'true' } },
  }),
  savedCard: defineEndpoint({
    method: 'GET',
    path: '/api/payments/savedCard',
    access,
    viewAs: 'refused',
    tags,
    description: "The caller's own saved card for the current gateway: brand, last four digits and expiry.",
    responses: { 200: savedCardResponseSchema },
    example: {},
  }),
  deleteSavedCard: defineEndpoint({
    method: 'DELETE',
    path: '/api/payments/savedCard',
    access,
    viewAs: 'refused',
    tags,
    description: "Forgets the caller's saved card for the current gateway (at the gateway too). Audited.",
    responses: { 200: z.object({ card: z.null() }) },
    example: {},
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/payments/:paymentId/refund',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description:
      'Staff refund a SUCCEEDED or PARTIALLY_REFUNDED payment, all that remains or an amount up to it, through the gateway once (a double submit refunds once). The invoices are updated when the refund webhook arrives. Audited with who and why; 409 when nothing or less remains.',
    params: paymentIdParams,
    body: refundBodySchema,
    records: [
      { in: 'params', name: 'paymentId', kind: 'paymentId' },
      { in: 'body', name: 'idempotencyKey', exempt: 'a key the client makes for the refund, not a record' },
    ],
    responses: {
      200: receiptResponseSchema,
      409: apiErrorSchema.describe(
        'The payment cannot be refunded (status), or the amount exceeds what remains.',
      ),
    },
    example: {
      params: { paymentId: 'PAY00000001' },
      body: { amount: 1_000, reason: 'Invoice raised twice.' },
    },
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/api/payments/reconciliation/resolve',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description: 'Staff resolve a mismatched or unmatched reconciliation row with a note; audited.',
    body: resolveBodySchema,
    records: [
      { in: 'body', name: 'rowId', exempt: "a reconciliation row: staff only, who see every group's" },
    ],
    responses: { 200: z.object({ row: reconciliationRowSchema }) },
    example: { body: { rowId: exampleId, note: 'Short settlement confirmed with the bank; written off.' } },
  }),
  gateway: defineEndpoint({
    method: 'GET',
    path: '/api/payments/gateway',
    access,
    tags,
    description: 'Which gateway takes cards: the embedded test gateway (with its test cards) or Stripe.',
    responses: { 200: gatewayInfoSchema },
    example: {},
  }),
  tokenize: defineEndpoint({
    method: 'POST',
    path: '/api/payments/testGateway/tokens',
    access,
    viewAs: 'refused',
    tags,
    description:
      "The test gateway's card form target (Stripe.js's stand-in): answers a token and the card's brand, last four digits and expiry. The number is neither stored nor logged. 404 when Stripe is the gateway.",
    body: tokenizeBodySchema,
    responses: { 200: tokenizeResponseSchema },
    example: { body: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' } },
  }),
  merchantFees: defineEndpoint({
    method: 'GET',
    path: '/api/payments/merchantFees',
    access,
    tags,
    description:
      "The merchant fee per card type for the caller's organisation group (its own rate, else the default).",
    responses: { 200: merchantFeesResponseSchema },
    example: {},
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/api/payments/pay',
    access,
    viewAs: 'refused',
    tags,
    description:
      "Charges the card once for invoices of one currency and one transaction category of the caller's group. The same idempotencyKey answers the same payment (409 PAYMENT_KEY_REUSED for other invoices or amounts). A declined card answers 200 with status FAILED and the reason; a card needing 3-D Secure REQUIRES_ACTION. Invoices are updated when the gateway's webhook settles the charge.",
    body: payBodySchema,
    records: [
      { in: 'body', name: 'invoices.*.invoiceId', kind: 'invoiceId' },
      { in: 'body', name: 'idempotencyKey', exempt: 'a key the client makes for the attempt, not a record' },
    ],
    responses: {
      200: receiptResponseSchema,
      409: apiErrorSchema.describe(
        'PAYMENT_KEY_REUSED, or INVOICE_NOT_PAYABLE: an invoice was paid meanwhile.',
      ),
    },
    example: {
      body: {
        idempotencyKey: exampleId,
        token: 'tok_test_0123456789abcdef01234567',
        invoices: [{ invoiceId: exampleId, amount: 12_500 }],
      },
    },
  }),
  authenticate: defineEndpoint({
    method: 'POST',
    path: '/api/payments/:paymentId/authenticate',
    access,
    viewAs: 'refused',
    tags,
    description: 'Completes (approved) or abandons the 3-D Secure challenge of a payment that requires it.',
    params: paymentIdParams,
    body: z.object({ approved: z.boolean() }),
    records: [{ in: 'params', name: 'paymentId', kind: 'paymentId' }],
    responses: { 200: receiptResponseSchema },
    example: { params: { paymentId: 'PAY00000001' }, body: { approved: true } },
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/payments/:paymentId',
    access,
    tags,
    description: "A payment's receipt (/payment/completed): amounts, fee, card and the invoices it paid.",
    params: paymentIdParams,
    records: [{ in: 'params', name: 'paymentId', kind: 'paymentId' }],
    responses: { 200: receiptResponseSchema },
    example: { params: { paymentId: 'PAY00000001' } },
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhooks/:gateway',
    access: 'public',
    tags,
    description:
      'The gateway\'s settlement events. Needs `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.<raw body>">` (the test gateway signs as Stripe does; 401 otherwise). Each event id is applied once.',
    params: z.object({ gateway: z.enum(['test', 'stripe']) }),
    body: z.object({ id: z.string().min(1).max(200) }).loose(),
    records: [
      { in: 'params', name: 'gateway', exempt: 'a gateway name; the signature authenticates' },
      { in: 'body', name: 'id', exempt: "the gateway's event id, applied once; the signature authenticates" },
    ],
    responses: { 200: z.object({ received: z.literal(true) }), 401: apiErrorSchema },
    example: { params: { gateway: 'test' }, body: { id: 'evt_test_0123' } },
  }),
};
