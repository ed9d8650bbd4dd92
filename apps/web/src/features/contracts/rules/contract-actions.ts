/**
 * Which actions the detail page offers, and how their buttons read. The workflow decides what is
 * open (rules/contracts/workflow.ts openContractActions over the caller's parties, decision 018);
 * this file only orders the open actions and words them.
 */
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import {
  type ContractAction,
  type ContractContext,
  contractStep,
  mayCreateChild,
  openContractActions,
} from '@navia/domain/rules/contracts/workflow';

/** What the workflow reads of a contract, and the caller's parties on it. */
export type ContractWorkflowFields = Pick<
  Contract,
  | 'status'
  | 'awaitingParty'
  | 'creatorSide'
  | 'isChild'
  | 'approvalsRequired'
  | 'inspectionRequired'
  | 'myParties'
>;

function contractContextOf(contract: ContractWorkflowFields): ContractContext {
  return {
    status: contract.status,
    awaitingParty: contract.awaitingParty,
    creatorSide: contract.creatorSide,
    isChild: contract.isChild,
    approvalsRequired: contract.approvalsRequired,
    inspectionRequired: contract.inspectionRequired,
  };
}

/** The actions open to the caller on this contract now. */
export function openActionsOf(contract: ContractWorkflowFields): ReadonlySet<ContractAction> {
  return new Set(openContractActions(contractContextOf(contract), contract.myParties));
}

/** The actions that are buttons of the action bar (assigning, subscribing and chat sit elsewhere). */
export type BarAction = Extract<
  ContractAction,
  | 'accept'
  | 'reject'
  | 'cancel'
  | 'edit'
  | 'submitSkus'
  | 'skuQtyConfirm'
  | 'approveExisting'
  | 'rejectChild'
  | 'deleteChild'
  | 'editChild'
>;

const BAR_ORDER: readonly BarAction[] = [
  'accept',
  'approveExisting',
  'skuQtyConfirm',
  'edit',
  'submitSkus',
  'editChild',
  'reject',
  'rejectChild',
  'deleteChild',
  'cancel',
];

export type ContractButton = {
  action: BarAction;
  label: string;
  tone: 'primary' | 'danger' | 'default';
  /** Asked before the action is sent (it cannot be taken back). */
  confirm: string | null;
};

const INSPECTION_STATUSES: readonly string[] = ['AWAITING INSPECTION', 'PARTIALLY AWAITING INSPECTION'];

function acceptLabel(context: ContractContext, contract: ContractWorkflowFields): string {
  const step = contractStep(context, 'accept', contract.myParties);
  if (!step) return 'ACCEPT';
  if (step.party === 'approver' || step.party === 'admin') return 'APPROVE';
  if (context.status === 'AMENDED') return 'ACCEPT AMENDMENT';
  if (context.status !== null && INSPECTION_STATUSES.includes(context.status)) return 'PASS INSPECTION';
  if (step.status === 'ORDER CREATION' || step.status === 'AWAITING ORDER REVIEW') return 'ACCEPT QUANTITIES';
  return 'ACCEPT';
}

function rejectLabel(context: ContractContext): string {
  if (context.status !== null && INSPECTION_STATUSES.includes(context.status)) return 'FAIL INSPECTION';
  return 'REJECT';
}

/** AMEND when the change hands the turn back (the caller is awaited), EDIT when it is the author's own. */
function editLabel(
  context: ContractContext,
  contract: ContractWorkflowFields,
  action: 'edit' | 'submitSkus',
) {
  const step = contractStep(context, action, contract.myParties);
  const amends = step !== null && step.status === 'AMENDED';
  if (action === 'edit') return amends ? 'AMEND TERMS' : 'EDIT';
  return amends ? 'AMEND SKUS' : 'EDIT SKUS';
}

/** What the contract becomes, for a confirmation question. */
function outcome(context: ContractContext, contract: ContractWorkflowFields, action: ContractAction): string {
  const step = contractStep(context, action, contract.myParties);
  return step ? ` It becomes ${step.status}.` : '';
}

/** The action bar: the open actions, in a steady order, with their words. */
export function contractButtons(contract: ContractWorkflowFields): ContractButton[] {
  const context = contractContextOf(contract);
  const open = openActionsOf(contract);
  return BAR_ORDER.filter((action) => open.has(action)).map((action) => buttonOf(action, context, contract));
}

function buttonOf(
  action: BarAction,
  context: ContractContext,
  contract: ContractWorkflowFields,
): ContractButton {
  switch (action) {
    case 'accept':
      return { action, label: acceptLabel(context, contract), tone: 'primary', confirm: null };
    case 'approveExisting':
      return { action, label: 'APPROVE CHILD CONTRACT', tone: 'primary', confirm: null };
    case 'skuQtyConfirm':
      return { action, label: 'CONFIRM QUANTITIES', tone: 'primary', confirm: null };
    case 'edit':
    case 'submitSkus':
      return { action, label: editLabel(context, contract, action), tone: 'default', confirm: null };
    case 'editChild':
      return { action, label: 'EDIT CHILD CONTRACT', tone: 'default', confirm: null };
    case 'reject': {
      const label = rejectLabel(context);
      return {
        action,
        label,
        tone: 'danger',
        confirm: `${label === 'REJECT' ? 'Reject this contract?' : 'Fail the inspection?'}${outcome(context, contract, action)}`,
      };
    }
    case 'rejectChild':
      return { action, label: 'REJECT CHILD CONTRACT', tone: 'danger', confirm: null };
    case 'deleteChild':
      return {
        action,
        label: 'DELETE CHILD CONTRACT',
        tone: 'danger',
        confirm: 'Delete this child contract? Its quantities return to the parent contract.',
      };
    case 'cancel':
      return {
        action,
        label: 'CANCEL CONTRACT',
        tone: 'danger',
        confirm: `Cancel this contract? It cannot be reopened.${outcome(context, contract, action)}`,
      };
  }
}

/**
 * CREATE CHILD CONTRACT (connect §2 "child contracts"; decision 018): a trading side of a contract
 * that is not itself a child, not finished, with a line that still has quantity left. The server
 * checks the quantities again under its lock.
 */
export function canCreateChild(contract: ContractWorkflowFields & Pick<Contract, 'skus'>): boolean {
  return mayCreateChild(contract, contract.myParties) && contract.skus.some((sku) => sku.skuQtyAvailable > 0);
}
