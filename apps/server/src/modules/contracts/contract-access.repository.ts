/**
 * Which contracts a scope sees (connect §6, issue 16): staff every one; a customer user its own
 * group's; a trusted-party user those naming its trusted party as the counterparty. The single
 * place that decides it: every contract query (and the contract chat, documents and notifications)
 * goes through `contractVisibleCondition` or `findVisibleContract`.
 */
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { contractPartiesOf } from '@navia/domain/rules/contracts/parties';
import type { ContractParty } from '@navia/domain/rules/contracts/workflow';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts } from '../../db/schema/contracts.ts';
import type { Scope } from '../../lib/scope.ts';
import { markVisible, type VisibleRecord } from '../../lib/visible-record.ts';

/** The SQL condition on `contracts` for what the scope sees. */
export function contractVisibleCondition(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  if (isTrustedPartyRole(scope.role)) {
    return scope.trustedPartyId ? eq(contracts.trustedPartyId, scope.trustedPartyId) : sql`false`;
  }
  return scope.orgGroupId ? eq(contracts.orgGroupId, scope.orgGroupId) : sql`false`;
}

export type ContractRow = typeof contracts.$inferSelect;
export type VisibleContract = VisibleRecord<ContractRow> & { parties: ContractParty[] };

/**
 * The contract if the scope sees it, with the caller's parties; null otherwise (answer it as 404,
 * exactly as an unknown id). `forUpdate` locks the row for the caller's transaction: actions on one
 * contract run one at a time, and each checks the workflow under the lock.
 */
export async function findVisibleContract(
  db: Executor,
  scope: Scope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VisibleContract | null> {
  const query = db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), contractVisibleCondition(scope)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const parties = contractPartiesOf(scope, row);
  if (parties.length === 0) return null;
  return Object.assign(markVisible(row), { parties });
}
