/** Reconciliation use cases (issue 14): the list for staff and for a customer, and staff resolutions (audited). */
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import { type paymentEndpoints, RECONCILIATION_STATES } from '@navia/domain/contracts/payments';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, auditWhoOf } from '../../lib/audit.ts';
import type { PaymentCaller } from './payments.service.ts';
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
