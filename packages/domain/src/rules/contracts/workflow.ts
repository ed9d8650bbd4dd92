/**
 * The contract workflow (connect §4; issue 16, decision 018) as one transition table: from which
 * status, by which party, under which guard, to which status, and whose turn it is afterwards. The
 * server checks every action against it inside the action's transaction; the web shows the buttons
 * it allows; isViewActionRequired reads it too. Nothing else decides a contract's status.
 *
 * The spec lists the statuses, their stages and the actions, and says the server decides the
 * transitions. The design (decision 018):
 * - A contract waits on one party at a time (`awaitingParty`). A new contract waits on the other
 *   side of its creator. The awaited side accepts, rejects or amends; an amendment hands the turn
 *   back (AMENDED), and accepting an amendment settles it.
 * - With the organisation group's contract approvals on, an accepted contract waits for the
 *   group's approver (a client admin), then for the provider's admin, and a confirmed one for the
 *   admin's order review.
 * - The seller confirms a quantity per SKU: all in full gives CONFIRMED, otherwise PARTIALLY
 *   CONFIRMED; with inspection on, the buyer inspects first (a failed inspection asks the seller
 *   to confirm again: AWAITING QUANTITIES CONFIRMATION).
 * - A child contract takes part of its parent's unconfirmed quantities; it starts AWAITING
 *   QUANTITIES CONFIRMATION, and the other side approves it (then it runs as a contract) or
 *   rejects it; its creator may delete it while it waits.
 * - The buyer's acceptance of the confirmed quantities is ORDER CREATION: the hub order is made.
 *   The TRANSPORT statuses then follow the orders' statuses (the system party), never backwards.
 */

export const CONTRACT_STATUSES = [
  'AWAITING ACCEPTANCE',
  'AWAITING APPROVAL',
  'AWAITING ADMIN APPROVAL',
  'APPROVED',
  'ACCEPTED',
  'AMENDED',
  'PARTIALLY CONFIRMED',
  'CONFIRMED',
  'PARTIALLY SHIPPED',
  'SHIPPED',
  'PARTIALLY DELIVERED',
  'DELIVERED',
  'REJECTED',
  'CANCELLED',
  'DELETED',
  'AWAITING INSPECTION',
  'PARTIALLY AWAITING INSPECTION',
  'AWAITING QUANTITIES CONFIRMATION',
  'ORDER CREATION',
  'AWAITING ORDER REVIEW',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STAGES = ['ACCEPT', 'CONFIRM', 'TRANSPORT'] as const;
export type ContractStage = (typeof CONTRACT_STAGES)[number];

/**
 * connect §4 stages. The spec leaves PARTIALLY AWAITING INSPECTION and DELETED out of its lists:
 * the first sits beside AWAITING INSPECTION (CONFIRM), the second beside REJECTED and CANCELLED.
 */
export const CONTRACT_STAGE_OF: Readonly<Record<ContractStatus, ContractStage>> = {
  'AWAITING ACCEPTANCE': 'ACCEPT',
  ACCEPTED: 'ACCEPT',
  AMENDED: 'ACCEPT',
  'AWAITING QUANTITIES CONFIRMATION': 'ACCEPT',
  'AWAITING APPROVAL': 'CONFIRM',
  'AWAITING ADMIN APPROVAL': 'CONFIRM',
  APPROVED: 'CONFIRM',
  'AWAITING INSPECTION': 'CONFIRM',
  'PARTIALLY AWAITING INSPECTION': 'CONFIRM',
  'PARTIALLY CONFIRMED': 'CONFIRM',
  CONFIRMED: 'CONFIRM',
  'AWAITING ORDER REVIEW': 'CONFIRM',
  'ORDER CREATION': 'CONFIRM',
  'PARTIALLY SHIPPED': 'TRANSPORT',
  SHIPPED: 'TRANSPORT',
  'PARTIALLY DELIVERED': 'TRANSPORT',
  DELIVERED: 'TRANSPORT',
  REJECTED: 'TRANSPORT',
  CANCELLED: 'TRANSPORT',
  DELETED: 'TRANSPORT',
};

/** Statuses nothing leaves (the issue: REJECTED, CANCELLED and DELETED; DELIVERED is the end of the road). */
export const TERMINAL_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'REJECTED',
  'CANCELLED',
  'DELETED',
  'DELIVERED',
];

/**
 * Who acts on a contract: its buyer's side, its seller's side (either may be a trusted party), the
 * owning group's approver (a client admin, when approvals are on), the provider's admin staff, and
 * the system (transport statuses that follow the orders).
 */
export const CONTRACT_PARTIES = ['buyer', 'seller', 'approver', 'admin', 'system'] as const;
export type ContractParty = (typeof CONTRACT_PARTIES)[number];
/** The two trading sides. */
export type ContractSide = 'buyer' | 'seller';

/** connect §4 actions that move or touch a contract (the 13, plus the system's transport step). */
export const CONTRACT_ACTIONS = [
  'create',
  'childCreate',
  'edit',
  'submitSkus',
  'accept',
  'reject',
  'cancel',
  'approveExisting',
  'rejectChild',
  'deleteChild',
  'editChild',
  'skuQtyConfirm',
  'assignUser',
  'subscribe',
  'addToChat',
  'transport',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** What the guards read: the contract's own settings and the turn. */
export type ContractContext = {
  status: ContractStatus | null;
  /** The side waiting to act; null when a non-trading party (approver, admin) or nobody is. */
  awaitingParty: ContractParty | null;
  /** The side that created the contract. */
  creatorSide: ContractSide;
  isChild: boolean;
  /** The owning group's contract-approval setting when the contract was created (decision 018). */
  approvalsRequired: boolean;
  inspectionRequired: boolean;
};

/** What an action brings that a guard reads: the quantities confirmed, or where the orders are. */
export type ContractEventFacts = {
  /** skuQtyConfirm: every line confirmed in full. */
  allQuantitiesConfirmed?: boolean;
  /** transport: the status the linked orders' statuses give (transportStatusOf). */
  transportStatus?: ContractStatus | null;
};

export type ContractGuardName =
  | 'awaited'
  | 'notAwaited'
  | 'creator'
  | 'approvalsOn'
  | 'approvalsOff'
  | 'inspectionOn'
  | 'inspectionOff'
  | 'allConfirmed'
  | 'partlyConfirmed'
  | 'child'
  | 'notChild'
  /** Not a child that still waits for the other side's approval (its quantities are its proposal). */
  | 'notWaitingChild'
  | 'transportForward';

type GuardInput = { context: ContractContext; party: ContractParty; facts: ContractEventFacts };

const TRANSPORT_ORDER: readonly ContractStatus[] = [
  'ORDER CREATION',
  'PARTIALLY SHIPPED',
  'SHIPPED',
  'PARTIALLY DELIVERED',
  'DELIVERED',
];

const GUARDS: Readonly<Record<ContractGuardName, (input: GuardInput) => boolean>> = {
  awaited: ({ context, party }) => context.awaitingParty === party,
  notAwaited: ({ context, party }) => context.awaitingParty !== party,
  creator: ({ context, party }) => context.creatorSide === party,
  approvalsOn: ({ context }) => context.approvalsRequired,
  approvalsOff: ({ context }) => !context.approvalsRequired,
  inspectionOn: ({ context }) => context.inspectionRequired,
  inspectionOff: ({ context }) => !context.inspectionRequired,
  allConfirmed: ({ facts }) => facts.allQuantitiesConfirmed === true,
  partlyConfirmed: ({ facts }) => facts.allQuantitiesConfirmed === false,
  child: ({ context }) => context.isChild,
  notChild: ({ context }) => !context.isChild,
  notWaitingChild: ({ context }) =>
    !(context.isChild && context.status === 'AWAITING QUANTITIES CONFIRMATION'),
  transportForward: ({ context, facts }) => {
    const target = facts.transportStatus;
    if (!target || context.status === null) return false;
    return TRANSPORT_ORDER.indexOf(target) > TRANSPORT_ORDER.indexOf(context.status);
  },
};

/** Whose turn it is after the transition. */
export type AwaitingAfter =
  | { kind: 'party'; party: ContractParty | null }
  /** The trading side opposite the one that acted (or, when the system acts, opposite the creator). */
  | { kind: 'otherSide' }
  /** Unchanged. */
  | { kind: 'same' };

export type ContractTransition = {
  action: ContractAction;
  /** null: the contract does not exist yet (create, childCreate). */
  from: readonly (ContractStatus | null)[];
  by: readonly ContractParty[];
  guards: readonly ContractGuardName[];
  /** 'same': the status does not change (an edit by its author, assigning, subscribing). */
  to: ContractStatus | 'same' | 'transport';
  awaiting: AwaitingAfter;
  /** An answer the awaited party owes: it makes the contract "need my action" (isViewActionRequired). */
  response: boolean;
};

const SIDES: readonly ContractParty[] = ['buyer', 'seller'];
const PARTIES_AND_ADMIN: readonly ContractParty[] = ['buyer', 'seller', 'admin'];
const party = (p: ContractParty | null): AwaitingAfter => ({ kind: 'party', party: p });
const other: AwaitingAfter = { kind: 'otherSide' };
const same: AwaitingAfter = { kind: 'same' };

/** Statuses in which the contract is still being agreed (cancel, assign and edit apply). */
const OPEN_BEFORE_ORDER: readonly ContractStatus[] = [
  'AWAITING ACCEPTANCE',
  'AMENDED',
  'AWAITING APPROVAL',
  'AWAITING ADMIN APPROVAL',
  'ACCEPTED',
  'APPROVED',
  'AWAITING QUANTITIES CONFIRMATION',
  'AWAITING INSPECTION',
  'PARTIALLY AWAITING INSPECTION',
  'PARTIALLY CONFIRMED',
  'CONFIRMED',
  'AWAITING ORDER REVIEW',
];
const NOT_TERMINAL: readonly ContractStatus[] = [
  ...OPEN_BEFORE_ORDER,
  'ORDER CREATION',
  'PARTIALLY SHIPPED',
  'SHIPPED',
  'PARTIALLY DELIVERED',
];
const ANY_STATUS: readonly ContractStatus[] = CONTRACT_STATUSES;
const NEGOTIATING: readonly ContractStatus[] = ['AWAITING ACCEPTANCE', 'AMENDED'];
const READY_TO_CONFIRM: readonly ContractStatus[] = [
  'ACCEPTED',
  'APPROVED',
  'AWAITING QUANTITIES CONFIRMATION',
];

function t(
  action: ContractAction,
  from: readonly (ContractStatus | null)[],
  by: readonly ContractParty[],
  guards: readonly ContractGuardName[],
  to: ContractTransition['to'],
  awaiting: AwaitingAfter,
  response = false,
): ContractTransition {
  return { action, from, by, guards, to, awaiting, response };
}

/** The whole workflow. Order matters only where guards overlap: the first match wins. */
export const CONTRACT_TRANSITIONS: readonly ContractTransition[] = [
  // Creating
  t('create', [null], SIDES, [], 'AWAITING ACCEPTANCE', other),
  t('childCreate', [null], SIDES, [], 'AWAITING QUANTITIES CONFIRMATION', other),
  // Negotiating: the awaited side amends (the turn goes back), the author edits its own terms.
  t('edit', NEGOTIATING, SIDES, ['notChild', 'awaited'], 'AMENDED', other),
  t('edit', NEGOTIATING, SIDES, ['notChild', 'notAwaited'], 'same', same),
  t('submitSkus', NEGOTIATING, SIDES, ['notChild', 'awaited'], 'AMENDED', other),
  t('submitSkus', NEGOTIATING, SIDES, ['notChild', 'notAwaited'], 'same', same),
  t('accept', NEGOTIATING, SIDES, ['awaited', 'approvalsOn'], 'AWAITING APPROVAL', party('approver'), true),
  t('accept', NEGOTIATING, SIDES, ['awaited', 'approvalsOff'], 'ACCEPTED', party('seller'), true),
  t('reject', NEGOTIATING, SIDES, ['awaited'], 'REJECTED', party(null), true),
  // Approvals (the owning group's setting)
  t('accept', ['AWAITING APPROVAL'], ['approver'], [], 'AWAITING ADMIN APPROVAL', party('admin'), true),
  t('reject', ['AWAITING APPROVAL'], ['approver'], [], 'REJECTED', party(null), true),
  t('accept', ['AWAITING ADMIN APPROVAL'], ['admin'], [], 'APPROVED', party('seller'), true),
  t('reject', ['AWAITING ADMIN APPROVAL'], ['admin'], [], 'REJECTED', party(null), true),
  // Quantities, per SKU, by the seller; inspection by the buyer when it is on
  t(
    'skuQtyConfirm',
    READY_TO_CONFIRM,
    ['seller'],
    ['notWaitingChild', 'inspectionOff', 'allConfirmed'],
    'CONFIRMED',
    party('buyer'),
    true,
  ),
  t(
    'skuQtyConfirm',
    READY_TO_CONFIRM,
    ['seller'],
    ['notWaitingChild', 'inspectionOff', 'partlyConfirmed'],
    'PARTIALLY CONFIRMED',
    party('buyer'),
    true,
  ),
  t(
    'skuQtyConfirm',
    READY_TO_CONFIRM,
    ['seller'],
    ['notWaitingChild', 'inspectionOn', 'allConfirmed'],
    'AWAITING INSPECTION',
    party('buyer'),
    true,
  ),
  t(
    'skuQtyConfirm',
    READY_TO_CONFIRM,
    ['seller'],
    ['notWaitingChild', 'inspectionOn', 'partlyConfirmed'],
    'PARTIALLY AWAITING INSPECTION',
    party('buyer'),
    true,
  ),
  t('accept', ['AWAITING INSPECTION'], ['buyer'], [], 'CONFIRMED', party('buyer'), true),
  t('accept', ['PARTIALLY AWAITING INSPECTION'], ['buyer'], [], 'PARTIALLY CONFIRMED', party('buyer'), true),
  t(
    'reject',
    ['AWAITING INSPECTION', 'PARTIALLY AWAITING INSPECTION'],
    ['buyer'],
    [],
    'AWAITING QUANTITIES CONFIRMATION',
    party('seller'),
    true,
  ),
  // Child contracts: the other side approves or rejects; the creator edits or deletes while it waits
  t(
    'approveExisting',
    ['AWAITING QUANTITIES CONFIRMATION'],
    SIDES,
    ['child', 'awaited'],
    'ACCEPTED',
    party('seller'),
    true,
  ),
  t(
    'rejectChild',
    ['AWAITING QUANTITIES CONFIRMATION'],
    SIDES,
    ['child', 'awaited'],
    'REJECTED',
    party(null),
    true,
  ),
  t(
    'editChild',
    ['AWAITING QUANTITIES CONFIRMATION'],
    SIDES,
    ['child', 'creator', 'notAwaited'],
    'same',
    same,
  ),
  t(
    'deleteChild',
    ['AWAITING QUANTITIES CONFIRMATION'],
    SIDES,
    ['child', 'creator', 'notAwaited'],
    'DELETED',
    party(null),
  ),
  // The order
  t(
    'accept',
    ['CONFIRMED', 'PARTIALLY CONFIRMED'],
    ['buyer'],
    ['approvalsOn'],
    'AWAITING ORDER REVIEW',
    party('admin'),
    true,
  ),
  t(
    'accept',
    ['CONFIRMED', 'PARTIALLY CONFIRMED'],
    ['buyer'],
    ['approvalsOff'],
    'ORDER CREATION',
    party(null),
    true,
  ),
  t('accept', ['AWAITING ORDER REVIEW'], ['admin'], [], 'ORDER CREATION', party(null), true),
  t('reject', ['AWAITING ORDER REVIEW'], ['admin'], [], 'REJECTED', party(null), true),
  // Transport follows the orders, forward only
  t(
    'transport',
    ['ORDER CREATION', 'PARTIALLY SHIPPED', 'SHIPPED', 'PARTIALLY DELIVERED'],
    ['system'],
    ['transportForward'],
    'transport',
    party(null),
  ),
  // Withdrawing: the creator's side or the admin, until the order exists
  t('cancel', OPEN_BEFORE_ORDER, ['buyer', 'seller'], ['notChild', 'creator'], 'CANCELLED', party(null)),
  t('cancel', OPEN_BEFORE_ORDER, ['admin'], ['notChild'], 'CANCELLED', party(null)),
  // Touching without moving
  t('assignUser', NOT_TERMINAL, PARTIES_AND_ADMIN, [], 'same', same),
  t('subscribe', ANY_STATUS, [...PARTIES_AND_ADMIN, 'approver'], [], 'same', same),
  t('addToChat', NOT_TERMINAL, PARTIES_AND_ADMIN, [], 'same', same),
];

/**
 * A child contract splits what its parent has confirmed, in part or in full (connect §4): the
 * statuses a parent must be in for childCreate. A child has no children of its own.
 */
export const CHILD_PARENT_STATUSES: readonly ContractStatus[] = ['PARTIALLY CONFIRMED', 'CONFIRMED'];

/** Whether a caller acting as `parties` may make a child of the contract (its lines permitting). */
export function mayCreateChild(context: ContractContext, parties: readonly ContractParty[]): boolean {
  return (
    !context.isChild &&
    context.status !== null &&
    CHILD_PARENT_STATUSES.includes(context.status) &&
    parties.some((p) => p === 'buyer' || p === 'seller')
  );
}

/** The outcome of an action by one of the caller's parties. */
export type ContractStep = {
  transition: ContractTransition;
  /** The party the caller acted as. */
  party: ContractParty;
  status: ContractStatus;
  awaitingParty: ContractParty | null;
};

function otherSide(party: ContractParty, creatorSide: ContractSide): ContractSide {
  if (party === 'buyer') return 'seller';
  if (party === 'seller') return 'buyer';
  return creatorSide === 'buyer' ? 'seller' : 'buyer';
}

/**
 * The step `action` takes for a caller acting as any of `parties`, or null when the workflow
 * refuses it (wrong status, wrong party, a guard fails). Parties are tried in the order given.
 */
export function contractStep(
  context: ContractContext,
  action: ContractAction,
  parties: readonly ContractParty[],
  facts: ContractEventFacts = {},
): ContractStep | null {
  for (const transition of CONTRACT_TRANSITIONS) {
    if (transition.action !== action || !transition.from.includes(context.status)) continue;
    for (const p of parties) {
      if (!transition.by.includes(p)) continue;
      if (!transition.guards.every((g) => GUARDS[g]({ context, party: p, facts }))) continue;
      const status =
        transition.to === 'same'
          ? (context.status ?? 'AWAITING ACCEPTANCE')
          : transition.to === 'transport'
            ? (facts.transportStatus ?? 'ORDER CREATION')
            : transition.to;
      const awaitingParty =
        transition.awaiting.kind === 'same'
          ? context.awaitingParty
          : transition.awaiting.kind === 'otherSide'
            ? otherSide(p, context.creatorSide)
            : transition.awaiting.party;
      return { transition, party: p, status, awaitingParty };
    }
  }
  return null;
}

/** Facts that make every quantity-dependent guard pass one way or the other, for listing actions. */
const FACT_VARIANTS: readonly ContractEventFacts[] = [
  { allQuantitiesConfirmed: true },
  { allQuantitiesConfirmed: false },
];

/**
 * The actions open to a caller acting as any of `parties` in the contract's current state (the
 * buttons the detail page shows). The system's transport step is never a caller's.
 */
export function openContractActions(
  context: ContractContext,
  parties: readonly ContractParty[],
): ContractAction[] {
  const open = new Set<ContractAction>();
  for (const action of CONTRACT_ACTIONS) {
    if (action === 'transport' || action === 'create' || action === 'childCreate') continue;
    if (FACT_VARIANTS.some((facts) => contractStep(context, action, parties, facts) !== null))
      open.add(action);
  }
  return [...open];
}

/**
 * isViewActionRequired (connect §6): the contract needs the caller's action when an answer the
 * workflow owes is open to one of their parties.
 */
export function needsActionBy(context: ContractContext, parties: readonly ContractParty[]): boolean {
  return CONTRACT_ACTIONS.some((action) =>
    FACT_VARIANTS.some(
      (facts) => contractStep(context, action, parties, facts)?.transition.response === true,
    ),
  );
}

/**
 * The SQL form of needsActionBy: the workflow keeps `awaitingParty` on the party that owes the next
 * answer, so a contract needs my action exactly when it awaits one of my parties (a table test
 * checks this against needsActionBy for every state the workflow reaches).
 */
export function awaitsOneOf(context: ContractContext, parties: readonly ContractParty[]): boolean {
  return context.awaitingParty !== null && parties.includes(context.awaitingParty);
}

/**
 * TRANSPORT follows the orders (hub order statuses PLC, CNF, SHP, DLV): every order delivered is
 * DELIVERED, some delivered PARTIALLY DELIVERED, every order shipped (or further) SHIPPED, some
 * PARTIALLY SHIPPED; none shipped leaves ORDER CREATION.
 */
export function transportStatusOf(orderStatuses: readonly string[]): ContractStatus | null {
  if (orderStatuses.length === 0) return null;
  const delivered = orderStatuses.filter((s) => s === 'DLV').length;
  const shipped = orderStatuses.filter((s) => s === 'SHP' || s === 'DLV').length;
  if (delivered === orderStatuses.length) return 'DELIVERED';
  if (delivered > 0) return 'PARTIALLY DELIVERED';
  if (shipped === orderStatuses.length) return 'SHIPPED';
  if (shipped > 0) return 'PARTIALLY SHIPPED';
  return 'ORDER CREATION';
}

/** The workflow as a Mermaid state diagram, generated from the table (decision 018 embeds it). */
export function contractWorkflowMermaid(): string {
  const id = (s: ContractStatus | null) => (s === null ? '[*]' : s.replaceAll(' ', '_'));
  const lines = ['stateDiagram-v2'];
  for (const s of CONTRACT_STATUSES) lines.push(`  state "${s}" as ${id(s)}`);
  const seen = new Set<string>();
  for (const tr of CONTRACT_TRANSITIONS) {
    if (tr.to === 'same') continue;
    const targets: readonly ContractStatus[] = tr.to === 'transport' ? TRANSPORT_ORDER.slice(1) : [tr.to];
    for (const from of tr.from) {
      for (const to of targets) {
        if (
          tr.to === 'transport' &&
          from !== null &&
          TRANSPORT_ORDER.indexOf(to) <= TRANSPORT_ORDER.indexOf(from)
        )
          continue;
        const guards = tr.guards.filter((g) => g !== 'awaited' && g !== 'notAwaited');
        const label = `${tr.action} by ${tr.by.join('/')}${guards.length ? ` [${guards.join(', ')}]` : ''}`;
        const line = `  ${id(from)} --> ${id(to)}: ${label}`;
        if (!seen.has(line)) {
          seen.add(line);
          lines.push(line);
        }
      }
    }
  }
  for (const s of TERMINAL_CONTRACT_STATUSES) lines.push(`  ${id(s)} --> [*]`);
  return `${lines.join('\n')}\n`;
}
