/**
 * SQL of the invoice search (issue 14; hub §5 invoice filters, hub §9 DueDate default sort): the
 * catalogue of rules/invoices/filters.ts compiled to conditions over `invoices`, always under
 * invoiceVisibleCondition. The status filter and sort use the SQL form of the domain's derivation
 * (rules/invoices/status.ts: a test holds the two equal); rows are presented with the domain's own.
 */
import type { InvoiceSortColumn } from '@navia/domain/contracts/invoices';
import { isTrustedPartyRole } from '@navia/domain/rules/access';
import type { CalendarDay } from '@navia/domain/rules/filters/dates';
import type { NormalisedRecordFilter } from '@navia/domain/rules/filters/record-filters';
import type { InvoiceFilterKey } from '@navia/domain/rules/invoices/filters';
import { currencyExponent, INVOICE_CURRENCIES } from '@navia/domain/rules/invoices/money';
import { and, asc, type Column, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  invoiceGroupCounts,
  invoiceLines,
  invoices,
  orgGroups,
  paymentAllocations,
  payments,
  users,
} from '../../db/schema/index.ts';
import { type RecordFilterSql, recordFilterCondition } from '../../lib/record-filter-sql.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

export type InvoiceFilter = NormalisedRecordFilter<InvoiceFilterKey>;
export type InvoiceMatch = {
  filters: readonly InvoiceFilter[];
  /** 'All', or a TransactionNumber or ShipmentNumber (/payments/:key). */
  key: string;
  orgGroupCode: string | null;
};

/** Customers see their own group's invoices, staff every group's; trusted parties none. */
export function invoiceVisibleCondition(scope: Scope): SQL {
  if (isTrustedPartyRole(scope.role)) return sql`false`;
  return scopeCondition(scope, invoices.orgGroupId);
}

const outstanding = sql<number>`greatest(${invoices.invoiceAmount} - ${invoices.amountPaid}, 0)`;

/** rules/invoices/status.ts deriveInvoiceStatus, in SQL, for the day `today` in the caller's zone. */
export const statusSql = (today: CalendarDay) =>
  sql<string>`(case when ${outstanding} = 0 then 'FULLY PAID'
    when ${invoices.dueDate} < ${today}::date then 'PAYMENT OVERDUE'
    when ${invoices.amountPaid} > 0 then 'PARTIALLY PAID'
    else 'OUTSTANDING' end)`;

/**
 * The rows whose statusSql(today) is `status`, written so the indexes serve it: what statusSql's
 * first matching branch means as plain comparisons (every column is NOT NULL; outstanding is 0
 * exactly when invoice_amount <= amount_paid). The open ones keep `invoice_amount > amount_paid`
 * verbatim, the predicate of invoices_group_open_due_idx. bench/invoice-search.ts checks the two
 * select the same rows at a million invoices.
 */
export function statusConditionSql(status: string, today: CalendarDay): SQL {
  const open = sql`${invoices.invoiceAmount} > ${invoices.amountPaid}`;
  switch (status) {
    case 'FULLY PAID':
      return sql`${invoices.invoiceAmount} <= ${invoices.amountPaid}`;
    case 'PAYMENT OVERDUE':
      return sql`(${open} and ${invoices.dueDate} < ${today}::date)`;
    case 'PARTIALLY PAID':
      return sql`(${open} and ${invoices.dueDate} >= ${today}::date and ${invoices.amountPaid} > 0)`;
    case 'OUTSTANDING':
      return sql`(${open} and ${invoices.dueDate} >= ${today}::date and ${invoices.amountPaid} <= 0)`;
    default:
      return sql`false`;
  }
}

/**
 * Minor units to major ones, for a range bound typed in the row's currency (100 is 100.00 AUD): the
 * amount divided by 10 to the currency's digits. The currencies and divisors are written as
 * literals, not parameters, so the expression of the outstanding amount is the one
 * invoices_group_outstanding_idx indexes (PostgreSQL matches index expressions by their text).
 */
export function majorUnits(amount: SQL | Column, currency: Column): SQL {
  const cases = INVOICE_CURRENCIES.map((c) => sql.raw(`when '${c}' then ${10 ** currencyExponent(c)}`));
  return sql`(${amount}::numeric / (case ${currency} ${sql.join(cases, sql` `)} else 100 end))`;
}
const major = (column: SQL | Column) => majorUnits(column, invoices.currency);

/** The SQL of each filter key (hub §5): DueDate, InvoiceDate and PaidDate are calendar days. */
const filterSql = (today: CalendarDay): RecordFilterSql<InvoiceFilterKey> => ({
  dates: {
    DueDate: { column: invoices.dueDate, kind: 'day' },
    InvoiceDate: { column: invoices.invoiceDate, kind: 'day' },
    PaidDate: { column: invoices.fullyPaidDate, kind: 'day' },
  },
  ranges: {
    AmountPaid: major(invoices.amountPaid),
    OutstandingAmount: major(outstanding),
    InvoiceAmount: major(invoices.invoiceAmount),
  },
  texts: {
    TransactionNumber: (p) => ilike(invoices.transactionNumber, p),
    ShipmentNumber: (p) => ilike(invoices.shipmentNumber, p),
  },
  options: {
    Currency: invoices.currency,
    InvoiceStatus: (values) => or(...values.map((v) => statusConditionSql(v, today))) ?? sql`false`,
  },
});

/** Staff's one group, as a subquery (not a join: a count then reads one table alone). */
const orgGroupIdOf = (code: string) =>
  sql`(select ${orgGroups.id} from ${orgGroups} where ${orgGroups.code} = ${code.trim().toUpperCase()})`;

function matchCondition(scope: Scope, match: InvoiceMatch, today: CalendarDay): SQL {
  const key = match.key.trim();
  return and(
    invoiceVisibleCondition(scope),
    // A subquery, not the join: a count then reads the invoices alone.
    match.orgGroupCode ? eq(invoices.orgGroupId, orgGroupIdOf(match.orgGroupCode)) : undefined,
    key.toUpperCase() === 'ALL'
      ? undefined
      : or(
          eq(sql`upper(${invoices.transactionNumber})`, key.toUpperCase()),
          eq(sql`upper(${invoices.shipmentNumber})`, key.toUpperCase()),
        ),
    ...match.filters.map((f) => recordFilterCondition(filterSql(today), f, { today, zone: 'UTC' })),
  ) as SQL;
}

const sortExpression = (column: InvoiceSortColumn, today: CalendarDay): SQL | Column =>
  ({
    DueDate: invoices.dueDate,
    InvoiceDate: invoices.invoiceDate,
    PostDate: invoices.postDate,
    TransactionNumber: invoices.transactionNumber,
    ShipmentNumber: invoices.shipmentNumber,
    TransactionCurrency: invoices.currency,
    InvoiceAmount: major(invoices.invoiceAmount),
    AmountPaid: major(invoices.amountPaid),
    OutstandingAmount: major(outstanding),
    InvoiceStatus: statusSql(today),
  })[column];

/** Sort keys that may be null (the rest never are, so their order needs no NULLS clause). */
const NULLABLE_SORTS: ReadonlySet<InvoiceSortColumn> = new Set(['ShipmentNumber']);

export type InvoiceRecord = typeof invoices.$inferSelect & { orgGroupCode: string };

const rowFields = { invoice: invoices, orgGroupCode: orgGroups.code };

/**
 * One batch of the match, sorted (ties broken by id, so batches never overlap). As the tracking
 * search does (decision 007), the batch's ids come first from an index, then the 30 full rows: a
 * deep batch then skips index entries, not table rows.
 */
export async function searchInvoices(
  db: Executor,
  scope: Scope,
  match: InvoiceMatch,
  today: CalendarDay,
  page: { orderBy: InvoiceSortColumn; orderDir: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<InvoiceRecord[]> {
  const sort = sortExpression(page.orderBy, today);
  const order = [
    // Nulls last either way. A NOT NULL key is sorted plainly: PostgreSQL does not read NOT NULL
    // into an ORDER BY, and "desc nulls last" would stop a backward index scan serving DESC.
    NULLABLE_SORTS.has(page.orderBy)
      ? page.orderDir === 'ASC'
        ? sql`${sort} asc nulls last`
        : sql`${sort} desc nulls last`
      : page.orderDir === 'ASC'
        ? sql`${sort} asc`
        : sql`${sort} desc`,
    page.orderDir === 'ASC' ? asc(invoices.id) : desc(invoices.id),
  ];
  const ids = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(matchCondition(scope, match, today))
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit)
    .as('batch');
  const rows = await db
    .select(rowFields)
    .from(ids)
    .innerJoin(invoices, eq(invoices.id, ids.id))
    .innerJoin(orgGroups, eq(orgGroups.id, invoices.orgGroupId))
    .orderBy(...order);
  return rows.map((r) => ({ ...r.invoice, orgGroupCode: r.orgGroupCode }));
}

export async function countInvoices(
  db: Executor,
  scope: Scope,
  match: InvoiceMatch,
  today: CalendarDay,
): Promise<number> {
  if (isWholeGroups(match) && !isTrustedPartyRole(scope.role)) {
    // Every invoice of the groups the caller sees: the counts the triggers keep (migration 0021).
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${invoiceGroupCounts.invoices}), 0)` })
      .from(invoiceGroupCounts)
      .where(
        and(
          scopeCondition(scope, invoiceGroupCounts.orgGroupId),
          match.orgGroupCode
            ? eq(invoiceGroupCounts.orgGroupId, orgGroupIdOf(match.orgGroupCode))
            : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(matchCondition(scope, match, today));
  return Number(row?.n ?? 0);
}

/** No key and no filter: the search is of whole groups, whose counts are kept apart. */
const isWholeGroups = (match: InvoiceMatch) =>
  match.key.trim().toUpperCase() === 'ALL' && match.filters.length === 0;

/** An invoice the scope sees, or null (another group's is as unknown as a missing one). */
export async function findVisibleInvoice(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<InvoiceRecord | null> {
  const [row] = await db
    .select(rowFields)
    .from(invoices)
    .innerJoin(orgGroups, eq(orgGroups.id, invoices.orgGroupId))
    .where(and(eq(invoices.id, id), invoiceVisibleCondition(scope)));
  return row ? { ...row.invoice, orgGroupCode: row.orgGroupCode } : null;
}

export function linesOf(db: Executor, invoiceId: string) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** The payments that paid something on the invoice, newest first, with who made them. */
export function paymentsOf(db: Executor, invoiceId: string) {
  return db
    .select({
      paymentId: payments.paymentId,
      createdAt: payments.createdAt,
      amount: paymentAllocations.amount,
      gateway: payments.gateway,
      status: payments.status,
      madeBy: users.fullname,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .innerJoin(users, eq(users.id, payments.madeBy))
    .where(eq(paymentAllocations.invoiceId, invoiceId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
