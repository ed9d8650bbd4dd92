/**
 * A user's own marks on a contract (issue 16; connect §7 toggleContractSubscription, and the
 * favourites tab's toggleFavourite). Only for a contract the caller sees: any other answers as an
 * unknown one (404). Neither changes the contract, so neither writes its history.
 */
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { findVisibleContract } from './contract-access.repository.ts';
import * as repo from './contract-subscriptions.repository.ts';

async function visibleContract(ctx: AppContext, scope: Scope, contractId: string) {
  const contract = await findVisibleContract(ctx.database.db, scope, contractId);
  if (!contract) throw new AppError('NOT_FOUND');
  return contract;
}

/** POST toggleContractSubscription {contractId, notifications}: answers the caller's contractsToNotify. */
export async function toggleContractSubscription(
  ctx: AppContext,
  scope: Scope,
  body: { contractId: string; notifications: boolean },
) {
  const contract = await visibleContract(ctx, scope, body.contractId);
  const contractsToNotify = await repo.setContractToNotify(
    ctx.database.db,
    scope,
    contract,
    body.notifications,
  );
  return { contractsToNotify };
}

/** POST toggleFavourite {contractId, favourite}: answers {isFavourite}. */
export async function toggleFavourite(
  ctx: AppContext,
  scope: Scope,
  body: { contractId: string; favourite: boolean },
) {
  const contract = await visibleContract(ctx, scope, body.contractId);
  return { isFavourite: await repo.setContractFavourite(ctx.database.db, scope, contract, body.favourite) };
}
