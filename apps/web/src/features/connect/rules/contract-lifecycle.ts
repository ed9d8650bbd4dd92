/**
 * The contract lifecycle of /connect/learn, read from the workflow table (rules/contracts/workflow):
 * the stages with their statuses, and every step that moves a contract, in words. Nothing here
 * decides anything; a change to the table changes the guide.
 */
import {
  CONTRACT_STAGE_OF,
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  type ContractAction,
  type ContractGuardName,
  type ContractParty,
  type ContractStage,
  type ContractStatus,
  TERMINAL_CONTRACT_STATUSES,
} from '@navia/domain/rules/contracts/workflow';

export const STAGE_TEXT: Record<ContractStage, { title: string; summary: string }> = {
  ACCEPT: {
    title: 'ACCEPT',
    summary:
      'The buyer and the seller agree the terms: one side sends the contract, the other accepts, amends or rejects it.',
  },
  CONFIRM: {
    title: 'CONFIRM',
    summary:
      'Approvals where your group asks for them, then the seller confirms the quantities per SKU and the buyer accepts them, which creates the order.',
  },
  TRANSPORT: {
    title: 'TRANSPORT',
    summary:
      'The contract follows its order as the goods ship and are delivered. Rejected, cancelled and deleted contracts end here too.',
  },
};

const ACTION_TEXT: Record<ContractAction, string> = {
  create: 'creates the contract',
  childCreate: 'creates a child contract',
  edit: 'edits the terms',
  submitSkus: 'submits SKUs',
  accept: 'accepts',
  reject: 'rejects',
  cancel: 'cancels',
  approveExisting: 'approves the child contract',
  rejectChild: 'rejects the child contract',
  deleteChild: 'deletes the child contract',
  editChild: 'edits the child contract',
  skuQtyConfirm: 'confirms the quantities',
  assignUser: 'assigns a user',
  subscribe: 'subscribes',
  addToChat: 'adds an admin to the chat',
  transport: 'ships and delivers the order',
};

const PARTY_TEXT: Record<ContractParty, string> = {
  buyer: 'the buyer',
  seller: 'the seller',
  approver: 'your approver',
  admin: 'an admin',
  system: 'the order',
};

const GUARD_TEXT: Record<ContractGuardName, string> = {
  awaited: 'when it is their turn',
  notAwaited: 'while waiting for the other side',
  creator: 'if they created it',
  approvalsOn: 'when approvals are on',
  approvalsOff: 'when approvals are off',
  inspectionOn: 'when inspection is on',
  inspectionOff: 'when inspection is off',
  allConfirmed: 'all quantities',
  partlyConfirmed: 'some quantities',
  child: 'child contracts',
  notChild: 'not for child contracts',
  notWaitingChild: 'once a child contract is approved',
  transportForward: 'forward only',
};

export type LifecycleStage = {
  stage: ContractStage;
  statuses: readonly ContractStatus[];
  /** Statuses nothing leaves. */
  final: readonly ContractStatus[];
};

/** The stages in order, each with its statuses in the order of CONTRACT_STATUSES. */
export function lifecycleStages(): LifecycleStage[] {
  return CONTRACT_STAGES.map((stage) => {
    const statuses = CONTRACT_STATUSES.filter((s) => CONTRACT_STAGE_OF[s] === stage);
    return { stage, statuses, final: statuses.filter((s) => TERMINAL_CONTRACT_STATUSES.includes(s)) };
  });
}

export type LifecycleStep = {
  /** NEW for a contract that does not exist yet. */
  from: readonly string[];
  who: string;
  does: string;
  conditions: readonly string[];
  /** The status it becomes; for transport, the order's statuses in turn. */
  becomes: string;
  /** An answer the next party owes: the contract shows under "needing my action" for them. */
  awaitsAnswer: boolean;
};

function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

const TRANSPORT_STEPS = 'PARTIALLY SHIPPED, SHIPPED, PARTIALLY DELIVERED, DELIVERED';

/** The steps that change a contract's status, grouped by the stage they start in (transport: TRANSPORT). */
export function lifecycleSteps(): Record<ContractStage, LifecycleStep[]> {
  const grouped: Record<ContractStage, LifecycleStep[]> = { ACCEPT: [], CONFIRM: [], TRANSPORT: [] };
  for (const row of CONTRACT_TRANSITIONS) {
    if (row.to === 'same') continue;
    const first = row.from[0] ?? null;
    // Transport follows the order: its steps belong to TRANSPORT though they start at ORDER CREATION.
    const stage: ContractStage =
      row.to === 'transport' ? 'TRANSPORT' : first === null ? 'ACCEPT' : CONTRACT_STAGE_OF[first];
    const who = joinOr(row.by.map((p) => PARTY_TEXT[p]));
    grouped[stage].push({
      from: row.from.map((s) => s ?? 'NEW'),
      who: who.charAt(0).toUpperCase() + who.slice(1),
      does: ACTION_TEXT[row.action],
      conditions: row.guards.map((g) => GUARD_TEXT[g]),
      becomes: row.to === 'transport' ? TRANSPORT_STEPS : row.to,
      awaitsAnswer: row.response,
    });
  }
  return grouped;
}
