/**
 * TRANSPORT follows the orders (issue 16): the sync-contract-transport job (every 10 minutes) reads
 * the orders of the contracts in ORDER CREATION and the transport statuses, and moves each contract
 * forward as rules/contracts/workflow.ts says (the system party; never backwards), with a history
 * row by SYSTEM and a notification. A contract is locked and re-read before it moves, so the job and
 * a person's action never both write it.
 */
import { type ContractStatus, contractStep, transportStatusOf } from '@navia/domain/rules/contracts/workflow';
import type { AppContext } from '../../context.ts';
import { dispatchSoon } from '../notifications/notification-dispatch.ts';
import * as ordersRepo from './contract-orders.repository.ts';
import { effectiveOrderStatus } from './contract-orders.ts';
import { recordStep } from './contract-workflow.service.ts';
import { contextOf } from './contracts.presenter.ts';

const SYSTEM = { userId: null, name: null };

/** Where the orders say a contract in `status` should be, or null when it stays. */
function movesTo(status: ContractStatus, orders: ordersRepo.TransportCandidate['orders']) {
  const transportStatus = transportStatusOf(orders.map(effectiveOrderStatus));
  const facts = { transportStatus };
  // Only the status and the facts matter to the transport step; the rest of the context is neutral.
  const step = contractStep(
    {
      status,
      awaitingParty: null,
      creatorSide: 'buyer',
      isChild: false,
      approvalsRequired: false,
      inspectionRequired: false,
    },
    'transport',
    ['system'],
    facts,
  );
  return step ? transportStatus : null;
}

/** Moves every contract its orders have moved; answers how many moved. */
export async function syncContractTransport(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const candidates = (await ordersRepo.transportCandidates(db)).filter((c) => movesTo(c.status, c.orders));
  let moved = 0;
  for (const candidate of candidates) {
    const eventId = await db.transaction(async (tx) => {
      const contract = await ordersRepo.lockContractForSystem(tx, candidate.id);
      if (!contract) return null;
      const orders = await ordersRepo.ordersOfContract(tx, contract);
      const transportStatus = transportStatusOf(orders.map(effectiveOrderStatus));
      const step = contractStep(contextOf(contract), 'transport', contract.parties, { transportStatus });
      if (!step) return null;
      return recordStep(ctx, tx, SYSTEM, contract, { action: 'transport', step });
    });
    if (eventId !== null) {
      moved += 1;
      void dispatchSoon(ctx, [eventId]);
    }
  }
  return moved;
}
