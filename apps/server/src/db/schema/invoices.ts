/**
 * Invoices and payments (issue 14; hub §3 Invoice, Payment and the payment builder). Money is always
 * integer minor units (bigint) with its currency beside it; invoice statuses are derived from the
 * amounts and the due date (packages/domain rules/invoices/status.ts), never stored. amount_paid is
 * maintained in the same transaction that settles or refunds a payment, from payment_allocations.
 * org_group_id on every table: the scope function filters on it (ARCHITECTURE "Tenancy").
 */
import { currencyExponent, INVOICE_CURRENCIES } from '@navia/domain/rules/invoices/money';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { shipments } from './shipments.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });
const day = () => date({ mode: 'string' });
const minor = () => bigint({ mode: 'number' });
const orgGroupId = () =>
  uuid()
    .notNull()
    .references(() => orgGroups.id);

/** INV an invoice, CRD a credit note (a negative amount). */
export type TransactionType = 'INV' | 'CRD';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: orgGroupId(),
    /** OrgCode: the debtor, one of the group's organisations. */
    orgCode: text().notNull(),
    /** TransactionOwner(Name): the provider's branch that issued the invoice. */
    transactionOwner: text().notNull(),
    transactionOwnerName: text().notNull(),
    transactionNumber: text().notNull(),
    transactionType: text().$type<TransactionType>().notNull(),
    /** FRT freight, DUT customs duty, GST, CUR (shown as $ plus OSTotal). */
    transactionCategory: text().notNull(),
    shipmentId: bigint({ mode: 'number' }).references(() => shipments.id),
    shipmentNumber: text(),
    ordNumberFull: text(),
    /** TransactionCurrency (also Currency): the currency every amount of the row is in. */
    currency: text().notNull(),
    /** InvoiceAmount, GST included; negative for a credit note. */
    invoiceAmount: minor().notNull(),
    gstAmount: minor().notNull().default(0),
    /** LocalTotal: the amount in the provider's local currency at ExchangeRate. */
    localCurrency: text().notNull(),
    localTotal: minor().notNull(),
    /** ExchangeRate: local units per invoice unit, as an exact decimal. */
    exchangeRate: numeric({ precision: 18, scale: 8, mode: 'string' }).notNull(),
    /** AmountPaid: settled payments and applied credits, less refunds. */
    amountPaid: minor().notNull().default(0),
    fullyPaidDate: day(),
    invoiceDate: day().notNull(),
    postDate: day().notNull(),
    dueDate: day().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_transaction_number_uq').on(t.transactionNumber),
    index('invoices_group_due_idx').on(t.orgGroupId, t.dueDate, t.id),
    index('invoices_group_invoice_date_idx').on(t.orgGroupId, t.invoiceDate),
    index('invoices_shipment_idx').on(t.shipmentId),
    // The search at a million invoices (bench/invoice-search.ts): a group's count reads this
    // small index only; the open invoices (what the status filters other than FULLY PAID read,
    // in due-date order); the outstanding amount in major units, as the repository's majorUnits
    // writes it (sort and range); contains-searches on the numbers; the /payments/:key lookup.
    index('invoices_group_idx').on(t.orgGroupId),
    index('invoices_group_open_due_idx')
      .on(t.orgGroupId, t.dueDate, t.id, t.currency, t.amountPaid)
      .where(sql`${t.invoiceAmount} > ${t.amountPaid}`),
    index('invoices_group_outstanding_idx').on(
      t.orgGroupId,
      sql`(greatest(${t.invoiceAmount} - ${t.amountPaid}, 0)::numeric / (case ${t.currency} ${sql.raw(
        INVOICE_CURRENCIES.map((c) => `when '${c}' then ${10 ** currencyExponent(c)}`).join(' '),
      )} else 100 end))`,
      t.id,
      // Not searched on: what the expression reads, so a range's count is an index-only scan.
      t.currency,
      t.invoiceAmount,
      t.amountPaid,
    ),
    index('invoices_transaction_number_trgm_idx').using('gin', t.transactionNumber.op('gin_trgm_ops')),
    index('invoices_shipment_number_trgm_idx').using('gin', t.shipmentNumber.op('gin_trgm_ops')),
    index('invoices_upper_transaction_number_idx').on(sql`upper(${t.transactionNumber})`),
    index('invoices_upper_shipment_number_idx').on(sql`upper(${t.shipmentNumber})`),
    check('invoices_amount_paid_ck', sql`${t.amountPaid} >= 0`),
  ],
);

/** The charges of an invoice, shown on its detail view and its PDF. */
/**
 * How many invoices each organisation group has, kept by statement-level triggers on invoices
 * (migration 0021: inserts, deletes, a change of group, truncation), so the search's most common
 * count — a whole group, no filter — is one row read instead of a scan of the group's invoices
 * (issue 14: 400,000 invoices for the largest group at 1M).
 */
export const invoiceGroupCounts = pgTable('invoice_group_counts', {
  orgGroupId: uuid()
    .primaryKey()
    .references(() => orgGroups.id, { onDelete: 'cascade' }),
  invoices: bigint({ mode: 'number' }).notNull().default(0),
});

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    chargeCode: text().notNull(),
    description: text().notNull(),
    amount: minor().notNull(),
    gstAmount: minor().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] })],
);

export type PaymentStatus =
  | 'PENDING'
  | 'REQUIRES_ACTION'
  | 'SUCCEEDED'
  | 'FAILED'
  | 'REFUNDED'
  | 'PARTIALLY_REFUNDED';
export type PaymentGateway = 'TEST' | 'STRIPE';

/** One charge of a card (hub §3 Payment), for the invoices of one currency. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: orgGroupId(),
    /** PaymentId: what the receipt and the history show. */
    paymentId: text().notNull(),
    /** The client-generated key of the attempt: a retry or a double submit finds this row. */
    idempotencyKey: uuid().notNull(),
    /** A hash of what was asked; the same key with a different request is refused. */
    requestFingerprint: text().notNull(),
    gateway: text().$type<PaymentGateway>().notNull(),
    gatewayReference: text(),
    status: text().$type<PaymentStatus>().notNull(),
    currency: text().notNull(),
    /** PaidAmount: what goes to the invoices (totalPaymentNow). */
    amount: minor().notNull(),
    merchantFee: minor().notNull(),
    feeBasisPoints: integer().notNull(),
    refundedAmount: minor().notNull().default(0),
    cardType: text(),
    cardLast4: text(),
    failureCode: text(),
    failureMessage: text(),
    madeBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: ts().notNull().defaultNow(),
    settledAt: ts(),
  },
  (t) => [
    uniqueIndex('payments_payment_id_uq').on(t.paymentId),
    uniqueIndex('payments_idempotency_uq').on(t.orgGroupId, t.idempotencyKey),
    uniqueIndex('payments_gateway_reference_uq').on(t.gateway, t.gatewayReference),
    index('payments_group_created_idx').on(t.orgGroupId, t.createdAt),
    check('payments_amounts_ck', sql`${t.amount} > 0 and ${t.merchantFee} >= 0 and ${t.refundedAmount} >= 0`),
  ],
);

/** What a payment pays on each invoice (a partial amount allowed up to the outstanding one). */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id),
    orgGroupId: orgGroupId(),
    amount: minor().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * A user's saved card: only the gateway's reusable reference (the test gateway's pm_test_… id, a
 * Stripe PaymentMethod attached to the user's Customer), brand, last four digits and expiry.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgGroupId: orgGroupId(),
    gateway: text().$type<PaymentGateway>().notNull(),
    token: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_cards_user_gateway_uq').on(t.userId, t.gateway)],
);

/** The gateway's customer of a user (a Stripe Customer, made once), which saved cards are attached to. */
export const gatewayCustomers = pgTable(
  'gateway_customers',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text().$type<PaymentGateway>().notNull(),
    customerReference: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gateway] })],
);

export type RefundStatus = 'REQUESTED' | 'SENT' | 'FAILED';

/**
 * A refund staff asked for, before the gateway's webhook confirms it (payments.refunded_amount then
 * grows): what is asked is held here, so a double submit (the same refund key) refunds once and
 * two refunds never exceed the charge.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orgGroupId: orgGroupId(),
    /** Sent to the gateway as its idempotency key. */
    refundKey: text().notNull(),
    amount: minor().notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull(),
    failureMessage: text(),
    requestedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_key_uq').on(t.paymentId, t.refundKey),
    check('payment_refunds_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** A group's own merchant-fee rate per card type (editOrgCustomFee), in basis points. */
export const orgGroupMerchantFees = pgTable(
  'org_group_merchant_fees',
  {
    orgGroupId: orgGroupId(),
    cardType: text().notNull(),
    basisPoints: integer().notNull(),
    updatedAt: ts().notNull().defaultNow(),
    updatedBy: uuid().references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.orgGroupId, t.cardType] }),
    check('org_group_merchant_fees_rate_ck', sql`${t.basisPoints} between 0 and 1000`),
  ],
);

/** Every gateway webhook event, once: a replay finds its row and changes nothing. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: text().$type<PaymentGateway>().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    gatewayReference: text(),
    receivedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);

/** What the gateway reports it settled (its payout report): one side of the reconciliation. */
export const gatewaySettlements = pgTable(
  'gateway_settlements',
  {
    id: uuid().primaryKey().defaultRandom(),
    gateway: text().$type<PaymentGateway>().notNull(),
    gatewayReference: text().notNull(),
    currency: text().notNull(),
    /** The gross amount charged (paid amount plus merchant fee). */
    amount: minor().notNull(),
    settledAt: ts().notNull(),
    payoutReference: text(),
  },
  (t) => [uniqueIndex('gateway_settlements_reference_uq').on(t.gateway, t.gatewayReference)],
);

/** A staff member's resolution of a reconciliation mismatch, with the note (also in the audit log). */
export const reconciliationResolutions = pgTable('reconciliation_resolutions', {
  id: uuid().primaryKey().defaultRandom(),
  paymentId: uuid().references(() => payments.id),
  settlementId: uuid().references(() => gatewaySettlements.id),
  note: text().notNull(),
  resolvedBy: uuid()
    .notNull()
    .references(() => users.id),
  resolvedAt: ts().notNull().defaultNow(),
});
