/**
 * Reconciliation (issue 14): what the gateway settled (gateway_settlements) against the portal's
 * payments and the invoices they paid. A row per settlement (MATCHED when it equals the payment's
 * charge, MISMATCHED with the difference, UNMATCHED_SETTLEMENT without a payment) and one per settled
 * payment the gateway has not reported (UNMATCHED_PAYMENT). Staff see every row; a customer its own
 * group's payments (never another group's, nor a settlement without a payment).
 */
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';

export type ReconciliationRecord = {
  row_id: string;
  state: 'MATCHED' | 'MISMATCHED' | 'UNMATCHED_SETTLEMENT' | 'UNMATCHED_PAYMENT';
  payment_uuid: string | null;
  payment_id: string | null;
  org_group_code: string | null;
  gateway_reference: string | null;
  currency: string;
  charged: string | null;
  settled: string | null;
  payment_date: Date | string | null;
  settled_at: Date | string | null;
  note: string | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
  invoices: { TransactionNumber: string; PaidAmount: number }[] | null;
};

/** Who sees which rows: staff all; a customer its group's payments; a trusted party none. */
function rowScope(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  if (isTrustedPartyRole(scope.role) || !scope.orgGroupId) return sql`false`;
  return sql`r.org_group_id = ${scope.orgGroupId}`;
}

const ROWS = sql`
  with rows as (
    select s.id as row_id, p.id as payment_uuid, p.payment_id, p.org_group_id, s.gateway_reference, s.currency,
           (p.amount + p.merchant_fee) as charged, s.amount as settled, p.created_at as payment_date,
           s.settled_at,
           case when p.id is null then 'UNMATCHED_SETTLEMENT'
                when s.amount = p.amount + p.merchant_fee then 'MATCHED'
                else 'MISMATCHED' end as state
      from gateway_settlements s
      left join payments p on p.gateway = s.gateway and p.gateway_reference = s.gateway_reference
    union all
    select p.id, p.id, p.payment_id, p.org_group_id, p.gateway_reference, p.currency,
           (p.amount + p.merchant_fee), null, p.created_at, null, 'UNMATCHED_PAYMENT'
      from payments p
     where p.status in ('SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED')
       and not exists (select 1 from gateway_settlements s where s.gateway = p.gateway and s.gateway_reference = p.gateway_reference)
  )`;

const RESOLUTION = sql`(select rr.note from reconciliation_resolutions rr where rr.payment_id = r.payment_uuid or rr.settlement_id = r.row_id order by rr.resolved_at desc limit 1)`;

function where(scope: Scope, states: readonly string[], unresolvedOnly: boolean): SQL {
  const parts: SQL[] = [rowScope(scope)];
  if (states.length > 0)
    parts.push(
      sql`r.state in (${sql.join(
        states.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (unresolvedOnly) parts.push(sql`${RESOLUTION} is null`);
  return sql.join(parts, sql` and `);
}

export async function reconciliationRows(
  db: Executor,
  scope: Scope,
  filter: { states: readonly string[]; unresolvedOnly: boolean; rowId?: string },
  page: { offset: number; limit: number },
): Promise<ReconciliationRecord[]> {
  const only = filter.rowId ? sql` and r.row_id = ${filter.rowId}` : sql``;
  const result = (await db.execute(sql`${ROWS}
    select r.row_id, r.state, r.payment_uuid, r.payment_id, g.code as org_group_code, r.gateway_reference, r.currency,
           r.charged::text, r.settled::text, r.payment_date, r.settled_at,
           rr.note, u.fullname as resolved_by, rr.resolved_at,
           (select json_agg(json_build_object('TransactionNumber', i.transaction_number, 'PaidAmount', pa.amount) order by i.transaction_number)
              from payment_allocations pa join invoices i on i.id = pa.invoice_id where pa.payment_id = r.payment_uuid) as invoices
      from rows r
      left join org_groups g on g.id = r.org_group_id
      left join lateral (select * from reconciliation_resolutions x
                          where x.payment_id = r.payment_uuid or x.settlement_id = r.row_id
                          order by x.resolved_at desc limit 1) rr on true
      left join users u on u.id = rr.resolved_by
     where ${where(scope, filter.states, filter.unresolvedOnly)}${only}
     -- What needs staff first: rows not matched and not yet resolved; then the newest.
     order by (r.state <> 'MATCHED' and rr.note is null) desc, coalesce(r.settled_at, r.payment_date) desc, r.row_id
     offset ${page.offset} limit ${page.limit}`)) as unknown as { rows: ReconciliationRecord[] };
  return result.rows;
}

export async function reconciliationCounts(
  db: Executor,
  scope: Scope,
  filter: { states: readonly string[]; unresolvedOnly: boolean },
): Promise<{ state: string; n: number }[]> {
  const result = (await db.execute(sql`${ROWS}
    select r.state, count(*)::int as n from rows r
     where ${where(scope, filter.states, filter.unresolvedOnly)}
     group by r.state`)) as unknown as { rows: { state: string; n: number }[] };
  return result.rows;
}

export async function insertResolution(
  tx: Executor,
  row: { paymentId: string | null; settlementId: string | null; note: string; resolvedBy: string; at: Date },
) {
  await tx.execute(sql`insert into reconciliation_resolutions (payment_id, settlement_id, note, resolved_by, resolved_at)
    values (${row.paymentId}, ${row.settlementId}, ${row.note}, ${row.resolvedBy}, ${row.at.toISOString()}::timestamptz)`);
}

/** What the gateway reports it settled for a charge (on its settlement webhook); kept once. */
export async function recordSettlement(
  tx: Executor,
  s: { gateway: 'TEST' | 'STRIPE'; reference: string; currency: string; amount: number; at: Date },
) {
  await tx.execute(sql`insert into gateway_settlements (gateway, gateway_reference, currency, amount, settled_at)
    values (${s.gateway}, ${s.reference}, ${s.currency}, ${s.amount}, ${s.at.toISOString()}::timestamptz)
    on conflict (gateway, gateway_reference) do nothing`);
}
