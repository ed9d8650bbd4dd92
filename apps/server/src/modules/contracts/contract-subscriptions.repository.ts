/**
 * SQL of a user's own marks on a contract (issue 16): the CONTRACT notification subscription
 * (users.contracts_to_notify, connect §3 contractsToNotify) and the favourites tab
 * (contract_favourites). Each takes the VisibleContract findVisibleContract answered and writes the
 * scope's own user only.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractFavourites, users } from '../../db/schema/index.ts';
import type { Scope } from '../../lib/scope.ts';
import type { VisibleContract } from './contract-access.repository.ts';

/**
 * Adds the contract to (subscribe) or takes it out of (not) the scope's contractsToNotify, in one
 * statement (two toggles at once cannot lose each other's change); answers the new list.
 */
export async function setContractToNotify(
  db: Executor,
  scope: Scope,
  contract: VisibleContract,
  subscribe: boolean,
): Promise<string[]> {
  const entry = sql`jsonb_build_array(${contract.id}::text)`;
  const next = subscribe
    ? sql`case when ${users.contractsToNotify} @> ${entry} then ${users.contractsToNotify} else ${users.contractsToNotify} || ${entry} end`
    : sql`${users.contractsToNotify} - ${contract.id}::text`;
  const [row] = await db
    .update(users)
    .set({ contractsToNotify: next })
    .where(eq(users.id, scope.userId))
    .returning({ contractsToNotify: users.contractsToNotify });
  return row?.contractsToNotify ?? [];
}

/** Marks or unmarks the contract as one of the scope's favourites; answers whether it is one now. */
export async function setContractFavourite(
  db: Executor,
  scope: Scope,
  contract: VisibleContract,
  favourite: boolean,
): Promise<boolean> {
  if (favourite) {
    await db
      .insert(contractFavourites)
      .values({ userId: scope.userId, contractId: contract.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(contractFavourites)
      .where(
        and(eq(contractFavourites.userId, scope.userId), eq(contractFavourites.contractId, contract.id)),
      );
  }
  return favourite;
}
