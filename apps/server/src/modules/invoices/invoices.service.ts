/**
 * Invoice use cases (issue 14): the search, its CSV export and one invoice's detail. Every read goes
 * through the repository's invoiceVisibleCondition; "today" is the caller's home-country day, so an
 * invoice turns PAYMENT OVERDUE at the caller's midnight (rules/invoices/status.ts).
 */
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import {
  type InvoiceDetailResponse,
  type InvoicesWithFiltersResponse,
  type invoiceEndpoints,
  invoiceExportSearchSchema,
} from '@navia/domain/contracts/invoices';
import { isStaff } from '@navia/domain/rules/access';
import { type CalendarDay, dayOf } from '@navia/domain/rules/filters/dates';
import { invoiceFilters } from '@navia/domain/rules/invoices/filters';
import { money, toDecimalText } from '@navia/domain/rules/invoices/money';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { keptCountsOf } from '../../lib/kept-counts.ts';
import { type Scope, visibleOrgGroups } from '../../lib/scope.ts';
import { csvField } from '../shipments/csv.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { shipKeyOf } from './invoice-shipment.repository.ts';
import { presentInvoice } from './invoices.presenter.ts';
import * as repo from './invoices.repository.ts';

export type InvoiceCaller = { scope: Scope; zone: string };
type SearchBody = EndpointParsedInput<typeof invoiceEndpoints.invoicesWithFilters>['body'];
type Search = z.output<typeof invoiceExportSearchSchema>;

const EXPORT_BATCH = 500;
const todayOf = (ctx: AppContext, caller: InvoiceCaller): CalendarDay => dayOf(ctx.now(), caller.zone);

function matchOf(caller: InvoiceCaller, search: Search): repo.InvoiceMatch {
  return {
    filters: invoiceFilters.normalise(search.filters),
    key: search.key,
    // Only staff narrow by group; anyone else's search is their own group's already.
    orgGroupCode: isStaff(caller.scope.role) ? (search.orgGroupCode ?? null) : null,
  };
}

/**
 * Invoice counts are kept until an invoice of a group the caller sees changes (migration 0035), or
 * an organisation group's code does (staff narrow by code).
 */
const keptInvoiceCounts = (ctx: AppContext) =>
  keptCountsOf(ctx.database, 'invoices', [{ kind: 'auth', detail: 'org_groups' }]);

/** POST invoicesWithFilters: one batch, DueDate first by default. */
export async function searchInvoices(
  ctx: AppContext,
  caller: InvoiceCaller,
  body: SearchBody,
): Promise<InvoicesWithFiltersResponse> {
  const db = ctx.database.db;
  const today = todayOf(ctx, caller);
  const match = matchOf(caller, body);
  const offset = (body.batchNo - 1) * body.batchSize;
  const groups = visibleOrgGroups(caller.scope);
  const [rows, total] = await Promise.all([
    repo.searchInvoices(db, caller.scope, match, today, {
      orderBy: body.orderBy,
      orderDir: body.orderDir,
      offset,
      limit: body.batchSize,
    }),
    // Counted once, then reused (the next batch, a repeated search, a colleague's) until it changes.
    // The key names what the count reads: the groups seen, the role (a trusted party sees none),
    // the caller's day (PAYMENT OVERDUE) and the search.
    keptInvoiceCounts(ctx).count(groups, JSON.stringify([groups, caller.scope.role, today, match]), () =>
      repo.countInvoices(db, caller.scope, match, today),
    ),
  ]);
  return {
    result: rows.map((r) => presentInvoice(r, today)),
    currentCount: Math.min(total, offset + rows.length),
    totalCount: total,
    timestamp: ctx.now().toISOString(),
  };
}

/** The CSV columns: the table's, amounts as decimals in the row's currency. */
const CSV_COLUMNS = [
  'TransactionNumber',
  'TransactionType',
  'TransactionCategory',
  'ShipmentNumber',
  'OrdNumberFull',
  'OrgCode',
  'InvoiceDate',
  'DueDate',
  'InvoiceStatus',
  'TransactionCurrency',
  'InvoiceAmount',
  'GSTAmount',
  'AmountPaid',
  'OutstandingAmount',
  'FullyPaidDate',
  'ExchangeRate',
  'LocalTotal',
] as const;
const MONEY_COLUMNS = new Set(['InvoiceAmount', 'GSTAmount', 'AmountPaid', 'OutstandingAmount']);
const csvRow = (values: readonly (string | number | null)[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * GET export.csv: validates the search first (a bad one is a 400, not a cut stream), then answers a
 * file name and the CSV as an async stream, reading every matching invoice in batches.
 */
export function exportCsv(ctx: AppContext, caller: InvoiceCaller, searchJson: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(searchJson);
  } catch {
    throw new AppError('VALIDATION', { message: 'search: must be JSON' });
  }
  const parsed = invoiceExportSearchSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION', {
      message: `search.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    });
  }
  const search = parsed.data;
  const today = todayOf(ctx, caller);
  const match = matchOf(caller, search);
  const db = ctx.database.db;
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow([...CSV_COLUMNS])}`; // BOM: spreadsheets then read UTF-8
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await repo.searchInvoices(db, caller.scope, match, today, {
        orderBy: search.orderBy,
        orderDir: search.orderDir,
        offset,
        limit: EXPORT_BATCH,
      });
      const lines = rows.map((r) => {
        const row = presentInvoice(r, today);
        return csvRow(
          CSV_COLUMNS.map((c) => {
            const value = row[c];
            if (c === 'LocalTotal') return toDecimalText(money(row.LocalTotal, row.LocalCurrency));
            if (MONEY_COLUMNS.has(c)) return toDecimalText(money(value as number, row.TransactionCurrency));
            return value;
          }),
        );
      });
      if (lines.length > 0) yield lines.join('');
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return { fileName: `invoices-${today}.csv`, chunks: chunks() };
}

/** GET /api/invoices/:id: the invoice, its lines and the payments against it. */
export async function getInvoice(
  ctx: AppContext,
  caller: InvoiceCaller,
  id: string,
): Promise<InvoiceDetailResponse> {
  const db = ctx.database.db;
  const record = await repo.findVisibleInvoice(db, caller.scope, id);
  if (!record) throw new AppError('NOT_FOUND');
  const [lines, paid, shipKey] = await Promise.all([
    repo.linesOf(db, id),
    repo.paymentsOf(db, id),
    shipKeyOf(db, caller.scope, record.shipmentId),
  ]);
  return {
    invoice: presentInvoice(record, todayOf(ctx, caller)),
    ShipKey: shipKey,
    lines: lines.map((l) => ({
      position: l.position,
      chargeCode: l.chargeCode,
      description: l.description,
      amount: l.amount,
      gstAmount: l.gstAmount,
    })),
    payments: paid.map((p) => ({
      PaymentId: p.paymentId,
      PaymentDate: p.createdAt.toISOString(),
      PaidAmount: p.amount,
      PaymentGateway: p.gateway,
      PaymentMadeBy: p.madeBy,
      status: p.status,
    })),
  };
}

/** A file name from a transaction number: letters, digits, '.', '_' and '-' only. */
const pdfFileName = (transactionNumber: string) =>
  `${transactionNumber.replace(/[^A-Za-z0-9._-]/g, '_') || 'invoice'}.pdf`;

/** GET /api/invoices/:id/pdf: the detail, with the same visibility, rendered as a PDF. */
export async function invoicePdf(
  ctx: AppContext,
  caller: InvoiceCaller,
  id: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const detail = await getInvoice(ctx, caller, id);
  return {
    fileName: pdfFileName(detail.invoice.TransactionNumber),
    bytes: await renderInvoicePdf(detail, { zone: caller.zone }),
  };
}
