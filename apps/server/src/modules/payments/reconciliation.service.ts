/**
 * Reconciliation use cases (issue 14): the list and its CSV for staff and for a client admin (its own
 * group's rows), and staff resolutions (audited).
 */
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import {
  parseReconciliationStates,
  type paymentEndpoints,
  RECONCILIATION_STATES,
} from '@navia/domain/contracts/payments';
import { dayOf } from '@navia/domain/rules/filters/dates';
import { money, toDecimalText } from '@navia/domain/rules/invoices/money';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, auditWhoOf } from '../../lib/audit.ts';
import { csvField } from '../shipments/csv.ts';
import type { PaymentCaller } from './payment-caller.ts';
import * as repo from './reconciliation.repository.ts';

type ListBody = EndpointParsedInput<typeof paymentEndpoints.reconciliation>['body'];
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function present(r: repo.ReconciliationRecord) {
  const charged = r.charged === null ? null : Number(r.charged);
  const settled = r.settled === null ? null : Number(r.settled);
  return {
    _id: r.row_id,
    state: r.state,
    PaymentId: r.payment_id,
    OrgGroupCode: r.org_group_code,
    gatewayReference: r.gateway_reference,
    currency: r.currency,
    charged,
    settled,
    difference: (settled ?? 0) - (charged ?? 0),
    invoices: r.invoices ?? [],
    paymentDate: iso(r.payment_date),
    settledAt: iso(r.settled_at),
    resolution:
      r.note === null
        ? null
        : { note: r.note, resolvedBy: r.resolved_by ?? '', resolvedAt: iso(r.resolved_at) ?? '' },
  };
}

export async function list(ctx: AppContext, caller: PaymentCaller, body: ListBody) {
  const db = ctx.database.db;
  const filter = { states: body.states, unresolvedOnly: body.unresolvedOnly };
  const [rows, counts] = await Promise.all([
    repo.reconciliationRows(db, caller.scope, filter, {
      offset: (body.batchNo - 1) * body.batchSize,
      limit: body.batchSize,
    }),
    repo.reconciliationCounts(db, caller.scope, { states: [], unresolvedOnly: body.unresolvedOnly }),
  ]);
  const byState = Object.fromEntries(
    RECONCILIATION_STATES.map((s) => [s, counts.find((c) => c.state === s)?.n ?? 0]),
  ) as Record<(typeof RECONCILIATION_STATES)[number], number>;
  const totalCount =
    body.states.length === 0
      ? Object.values(byState).reduce((a, b) => a + b, 0)
      : body.states.reduce((sum, s) => sum + (byState[s] ?? 0), 0);
  return { result: rows.map(present), totalCount, counts: byState };
}

const EXPORT_BATCH = 500;
const CSV_COLUMNS = [
  'State',
  'PaymentId',
  'OrgGroupCode',
  'GatewayReference',
  'Currency',
  'Charged',
  'Settled',
  'Difference',
  'Invoices',
  'PaymentDate',
  'SettledAt',
  'Resolution',
  'ResolvedBy',
  'ResolvedAt',
] as const;
/** A cell: a value csvField quotes (and guards against formulas), or our own decimal text as is. */
type Cell = string | number | null | { decimal: string };
const csvRow = (cells: readonly Cell[]) =>
  `${cells.map((c) => (typeof c === 'object' && c !== null ? c.decimal : csvField(c))).join(',')}\r\n`;

/**
 * GET reconciliation/export.csv: every row the filters match (not a batch), with the list's scope,
 * streamed in batches. Amounts are decimals in the row's currency, instants ISO 8601.
 */
export function exportCsv(
  ctx: AppContext,
  caller: PaymentCaller,
  query: EndpointParsedInput<typeof paymentEndpoints.reconciliationExport>['query'],
) {
  const db = ctx.database.db;
  const filter = { states: parseReconciliationStates(query.states), unresolvedOnly: query.unresolvedOnly };
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow([...CSV_COLUMNS])}`; // BOM: spreadsheets then read UTF-8
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await repo.reconciliationRows(db, caller.scope, filter, { offset, limit: EXPORT_BATCH });
      const lines = rows.map((record) => {
        const r = present(record);
        const amount = (v: number | null): Cell =>
          v === null ? null : { decimal: toDecimalText(money(v, r.currency)) };
        return csvRow([
          r.state,
          r.PaymentId,
          r.OrgGroupCode,
          r.gatewayReference,
          r.currency,
          amount(r.charged),
          amount(r.settled),
          amount(r.difference),
          r.invoices
            .map((i) => `${i.TransactionNumber} ${toDecimalText(money(i.PaidAmount, r.currency))}`)
            .join('; '),
          r.paymentDate,
          r.settledAt,
          r.resolution?.note ?? null,
          r.resolution?.resolvedBy ?? null,
          r.resolution?.resolvedAt ?? null,
        ]);
      });
      if (lines.length > 0) yield lines.join('');
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return { fileName: `reconciliation-${dayOf(ctx.now(), caller.zone)}.csv`, chunks: chunks() };
}

/** Staff resolve a row that is not MATCHED, with a note; the resolution goes to the audit log. */
export async function resolve(
  ctx: AppContext,
  caller: PaymentCaller,
  body: EndpointParsedInput<typeof paymentEndpoints.resolve>['body'],
) {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await repo.reconciliationRows(
      tx,
      caller.scope,
      { states: [], unresolvedOnly: false, rowId: body.rowId },
      { offset: 0, limit: 1 },
    );
    if (!row) throw new AppError('NOT_FOUND');
    if (row.state === 'MATCHED') {
      throw new AppError('VALIDATION', {
        message: 'rowId: a matched row needs no resolution',
        issues: [{ field: 'rowId', message: 'a matched row needs no resolution' }],
      });
    }
    await repo.insertResolution(tx, {
      paymentId: row.payment_uuid,
      settlementId: row.state === 'UNMATCHED_PAYMENT' ? null : row.row_id,
      note: body.note,
      resolvedBy: caller.scope.userId,
      at: ctx.now(),
    });
    await audit(tx, {
      type: 'RECONCILIATION_RESOLVED',
      outcome: 'SUCCESS',
      who: auditWhoOf(caller.scope),
      client: caller.client,
      at: ctx.now(),
      target: row.payment_id ?? row.gateway_reference ?? row.row_id,
      detail:
        `${row.state} ${row.currency} difference ${Number(row.settled ?? 0) - Number(row.charged ?? 0)}: ${body.note}`.slice(
          0,
          1000,
        ),
    });
    const [after] = await repo.reconciliationRows(
      tx,
      caller.scope,
      { states: [], unresolvedOnly: false, rowId: body.rowId },
      { offset: 0, limit: 1 },
    );
    return { row: present(after ?? row) };
  });
}
