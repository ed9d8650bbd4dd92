/**
 * How every contract action runs (issue 16, decision 018): one transaction; the contract found under
 * the caller's scope and locked (an unseen contract answers exactly as an unknown one, 404); a stale
 * `version` answers 409 CONTRACT_CHANGED; the workflow table decides the step (refused: 409
 * CONTRACT_ACTION_REFUSED); the new status, a history row and a CONTRACT notification are written
 * together; the notifications are dispatched after the commit, and the answer is the contract as the
 * caller now reads it.
 */
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import type {
  ContractAction,
  ContractEventFacts,
  ContractStatus,
  ContractStep,
} from '@navia/domain/rules/contracts/workflow';
import { contractStep } from '@navia/domain/rules/contracts/workflow';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { dispatchSoon } from '../notifications/notification-dispatch.ts';
import { findVisibleContract, type VisibleContract } from './contract-access.repository.ts';
import { contractNotificationText, raiseContractNotification } from './contract-notifications.ts';
import { createContractOrder } from './contract-orders.ts';
import { contextOf, presentContract } from './contracts.presenter.ts';
import * as repo from './contracts.repository.ts';

/**
 * Who acts: the scope decides what they see and which parties they are; userId and name are the
 * person acting (under view-as, the admin), for the history; zone is their home country's.
 */
export type ContractCaller = {
  scope: Scope;
  userId: string;
  name: string;
  zone: string;
  /** The stored only-action-required toggle (users.is_view_action_required). */
  viewActionRequired: boolean;
};

/** Who a history row and a notification name: a person, or the system (transport). */
export type ContractActor = { userId: string | null; name: string | null };

export const notFound = () => new AppError('NOT_FOUND');
export const refused = () => new AppError('CONTRACT_ACTION_REFUSED');
export const orderNumberTaken = () => new AppError('ORDER_NUMBER_TAKEN');

/** A 400 naming the field, as a schema problem answers. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', { message: `${field}: ${message}`, issues: [{ field, message }] });
}

/** The step the workflow allows, or 409 CONTRACT_ACTION_REFUSED. */
export function stepOrRefuse(
  contract: VisibleContract,
  action: ContractAction,
  facts: ContractEventFacts = {},
): ContractStep {
  const step = contractStep(contextOf(contract), action, contract.parties, facts);
  if (!step) throw refused();
  return step;
}

/**
 * Writes a step: the status and the turn (with `patch`), the version bumped, the hub order when the
 * contract reaches ORDER CREATION, a history row and the notification. Answers the outbox event id.
 */
export async function recordStep(
  ctx: AppContext,
  tx: Executor,
  actor: ContractActor,
  contract: VisibleContract,
  change: { action: ContractAction; step: ContractStep; patch?: repo.ContractPatch; changes?: string },
): Promise<number> {
  const { step } = change;
  await repo.updateContract(
    tx,
    contract,
    { ...change.patch, status: step.status, awaitingParty: step.awaitingParty },
    ctx.now(),
  );
  const notes = change.changes ? [change.changes] : [];
  if (step.status === 'ORDER CREATION' && contract.status !== 'ORDER CREATION' && contract.orderId === null) {
    const order = await createContractOrder(ctx, tx, contract);
    notes.push(`order ${order.ordNumber} created`);
  }
  return recordHistory(ctx, tx, actor, contract, {
    action: change.action,
    fromStatus: contract.status,
    toStatus: step.status,
    changes: notes.join('; '),
  });
}

/** The history row and the notification of a change (the contract row is already written). */
export async function recordHistory(
  ctx: AppContext,
  tx: Executor,
  actor: ContractActor,
  contract: VisibleContract,
  change: {
    action: ContractAction;
    /** null: the contract did not exist (create, childCreate). */
    fromStatus: ContractStep['status'] | null;
    toStatus: ContractStep['status'];
    changes: string;
  },
): Promise<number> {
  const from = change.fromStatus;
  const moved = from !== change.toStatus;
  const fieldsText = change.changes || (moved ? `status ${from ?? '—'} → ${change.toStatus}` : '');
  await repo.insertHistory(tx, contract, {
    actorUserId: actor.userId,
    actorName: actor.name ?? 'SYSTEM',
    action: change.action,
    fromStatus: from,
    toStatus: change.toStatus,
    fieldsText,
    at: ctx.now(),
  });
  return raiseContractNotification(ctx, tx, {
    contract,
    actorUserId: actor.userId,
    text: contractNotificationText({
      referenceNumber: contract.referenceNumber,
      action: change.action,
      actorName: actor.name,
      fromStatus: from,
      toStatus: change.toStatus,
      changes: change.changes,
    }),
  });
}

const UNIQUE_VIOLATION = '23505';
const REFERENCE_INDEX = 'contracts_group_reference_uq';

/** The reference's unique index refused a concurrent twin: the same answer as the check gives. */
function isReferenceRace(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION && constraint === REFERENCE_INDEX) return true;
  }
  return false;
}

/** Runs `work` (a transaction); a reference that another transaction took meanwhile answers 401. */
export async function withReferenceCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isReferenceRace(error)) throw orderNumberTaken();
    throw error;
  }
}

/** The contract as the caller reads it (GET /{id}); 404 when they may not see it. */
export async function readContract(ctx: AppContext, caller: ContractCaller, id: string): Promise<Contract> {
  const db = ctx.database.db;
  const contract = await findVisibleContract(db, caller.scope, id);
  if (!contract) throw notFound();
  return presentContract(contract, await repo.contractDetail(db, contract, caller.scope.userId));
}

/**
 * One action on one contract: found and locked under the scope, the version checked, then `work`
 * (which answers the outbox events it raised). Answers the contract afterwards.
 */
export async function onContract(
  ctx: AppContext,
  caller: ContractCaller,
  id: string,
  version: number | undefined,
  work: (tx: Executor, contract: VisibleContract) => Promise<number[]>,
): Promise<{ contract: Contract }> {
  const events = await withReferenceCheck(() =>
    ctx.database.db.transaction(async (tx) => {
      const contract = await findVisibleContract(tx, caller.scope, id, { forUpdate: true });
      if (!contract) throw notFound();
      if (version !== undefined && version !== contract.version) throw new AppError('CONTRACT_CHANGED');
      return work(tx, contract);
    }),
  );
  void dispatchSoon(ctx, events);
  return { contract: await readContract(ctx, caller, id) };
}

/**
 * One action on a contract and its parent: the parent (when it has one) locked first, then the
 * contract (parents before children, as childCreate: no deadlock), the version checked, then `work`
 * (which answers the outbox events it raised). Answers the contract afterwards.
 */
export async function onContractWithParent(
  ctx: AppContext,
  caller: ContractCaller,
  id: string,
  version: number | undefined,
  work: (tx: Executor, contract: VisibleContract, parent: VisibleContract | null) => Promise<number[]>,
): Promise<{ contract: Contract }> {
  const events = await withReferenceCheck(() =>
    ctx.database.db.transaction(async (tx) => {
      const seen = await findVisibleContract(tx, caller.scope, id);
      if (!seen) throw notFound();
      const parent = seen.parentId
        ? await findVisibleContract(tx, caller.scope, seen.parentId, { forUpdate: true })
        : null;
      const contract = await findVisibleContract(tx, caller.scope, id, { forUpdate: true });
      if (!contract) throw notFound();
      if (version !== undefined && version !== contract.version) throw new AppError('CONTRACT_CHANGED');
      if (contract.parentId !== null && !parent) throw refused();
      return work(tx, contract, parent);
    }),
  );
  void dispatchSoon(ctx, events);
  return { contract: await readContract(ctx, caller, id) };
}

/** A parent that is over: its children may no longer be approved, confirmed or ordered. */
const ENDED_PARENT_STATUSES: readonly ContractStatus[] = ['REJECTED', 'CANCELLED', 'DELETED'];

/** 409 CONTRACT_ACTION_REFUSED when the contract is a child of a rejected, cancelled or deleted parent. */
export function refuseUnderEndedParent(parent: VisibleContract | null): void {
  if (parent && ENDED_PARENT_STATUSES.includes(parent.status)) {
    throw new AppError('CONTRACT_ACTION_REFUSED', {
      message: `Its parent contract ${parent.referenceNumber} is ${parent.status.toLowerCase()}.`,
    });
  }
}

/** The person acting, for history and notifications. */
export const actorOf = (caller: ContractCaller): ContractActor => ({
  userId: caller.userId,
  name: caller.name,
});
