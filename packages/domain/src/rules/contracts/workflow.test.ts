import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  awaitsOneOf,
  CONTRACT_ACTIONS,
  CONTRACT_PARTIES,
  CONTRACT_STATUSES,
  CONTRACT_TRANSITIONS,
  type ContractAction,
  type ContractContext,
  type ContractEventFacts,
  type ContractParty,
  type ContractStatus,
  contractStep,
  contractWorkflowMermaid,
  needsActionBy,
  openContractActions,
  TERMINAL_CONTRACT_STATUSES,
  transportStatusOf,
} from './workflow.ts';

/** A buying contract created by the buyer, in `status`, awaiting `awaitingParty`. */
function ctx(
  status: ContractStatus | null,
  awaitingParty: ContractParty | null,
  more: Partial<ContractContext> = {},
): ContractContext {
  return {
    status,
    awaitingParty,
    creatorSide: 'buyer',
    isChild: false,
    approvalsRequired: false,
    inspectionRequired: false,
    ...more,
  };
}

type Row = [
  label: string,
  context: ContractContext,
  action: ContractAction,
  party: ContractParty,
  expected: [ContractStatus, ContractParty | null] | null,
  facts?: ContractEventFacts,
];

const all: ContractEventFacts = { allQuantitiesConfirmed: true };
const part: ContractEventFacts = { allQuantitiesConfirmed: false };
const approvals = { approvalsRequired: true };
const inspection = { inspectionRequired: true };
const child = { isChild: true };

/** Every transition of the table, allowed and refused (issue 16: "tested from a table"). */
const TABLE: Row[] = [
  // create
  ['the buyer creates', ctx(null, null), 'create', 'buyer', ['AWAITING ACCEPTANCE', 'seller']],
  [
    'the seller creates',
    ctx(null, null, { creatorSide: 'seller' }),
    'create',
    'seller',
    ['AWAITING ACCEPTANCE', 'buyer'],
  ],
  ['an admin does not create', ctx(null, null), 'create', 'admin', null],
  [
    'a side creates a child',
    ctx(null, null, child),
    'childCreate',
    'seller',
    ['AWAITING QUANTITIES CONFIRMATION', 'buyer'],
  ],
  // negotiating
  ['the awaited seller amends', ctx('AWAITING ACCEPTANCE', 'seller'), 'edit', 'seller', ['AMENDED', 'buyer']],
  [
    'the author edits its own terms',
    ctx('AWAITING ACCEPTANCE', 'seller'),
    'edit',
    'buyer',
    ['AWAITING ACCEPTANCE', 'seller'],
  ],
  [
    'an amendment of SKUs by the awaited seller',
    ctx('AWAITING ACCEPTANCE', 'seller'),
    'submitSkus',
    'seller',
    ['AMENDED', 'buyer'],
  ],
  [
    'SKUs changed by the author',
    ctx('AWAITING ACCEPTANCE', 'seller'),
    'submitSkus',
    'buyer',
    ['AWAITING ACCEPTANCE', 'seller'],
  ],
  [
    'a counter-amendment by the awaited buyer',
    ctx('AMENDED', 'buyer'),
    'edit',
    'buyer',
    ['AMENDED', 'seller'],
  ],
  ['the amender edits its amendment', ctx('AMENDED', 'buyer'), 'submitSkus', 'seller', ['AMENDED', 'buyer']],
  ['an admin does not amend', ctx('AWAITING ACCEPTANCE', 'seller'), 'edit', 'admin', null],
  ['an edit once accepted is refused', ctx('ACCEPTED', 'seller'), 'edit', 'seller', null],
  [
    'a child is not edited as a contract',
    ctx('AWAITING ACCEPTANCE', 'seller', child),
    'edit',
    'seller',
    null,
  ],
  [
    'the awaited seller accepts',
    ctx('AWAITING ACCEPTANCE', 'seller'),
    'accept',
    'seller',
    ['ACCEPTED', 'seller'],
  ],
  ['the buyer cannot accept its own contract', ctx('AWAITING ACCEPTANCE', 'seller'), 'accept', 'buyer', null],
  ['the buyer accepts the amendment', ctx('AMENDED', 'buyer'), 'accept', 'buyer', ['ACCEPTED', 'seller']],
  ['the amender cannot accept its own amendment', ctx('AMENDED', 'buyer'), 'accept', 'seller', null],
  [
    'acceptance with approvals on',
    ctx('AWAITING ACCEPTANCE', 'seller', approvals),
    'accept',
    'seller',
    ['AWAITING APPROVAL', 'approver'],
  ],
  [
    'the awaited seller rejects',
    ctx('AWAITING ACCEPTANCE', 'seller'),
    'reject',
    'seller',
    ['REJECTED', null],
  ],
  [
    'the buyer cannot reject while the seller is awaited',
    ctx('AWAITING ACCEPTANCE', 'seller'),
    'reject',
    'buyer',
    null,
  ],
  ['the awaited buyer rejects the amendment', ctx('AMENDED', 'buyer'), 'reject', 'buyer', ['REJECTED', null]],
  // approvals
  [
    'the approver approves',
    ctx('AWAITING APPROVAL', 'approver', approvals),
    'accept',
    'approver',
    ['AWAITING ADMIN APPROVAL', 'admin'],
  ],
  ['the buyer is not the approver', ctx('AWAITING APPROVAL', 'approver', approvals), 'accept', 'buyer', null],
  [
    'the approver rejects',
    ctx('AWAITING APPROVAL', 'approver', approvals),
    'reject',
    'approver',
    ['REJECTED', null],
  ],
  [
    'the admin approves',
    ctx('AWAITING ADMIN APPROVAL', 'admin', approvals),
    'accept',
    'admin',
    ['APPROVED', 'seller'],
  ],
  [
    'the approver cannot give the admin approval',
    ctx('AWAITING ADMIN APPROVAL', 'admin', approvals),
    'accept',
    'approver',
    null,
  ],
  [
    'the admin rejects',
    ctx('AWAITING ADMIN APPROVAL', 'admin', approvals),
    'reject',
    'admin',
    ['REJECTED', null],
  ],
  // quantities
  [
    'all quantities confirmed',
    ctx('ACCEPTED', 'seller'),
    'skuQtyConfirm',
    'seller',
    ['CONFIRMED', 'buyer'],
    all,
  ],
  [
    'some quantities confirmed',
    ctx('ACCEPTED', 'seller'),
    'skuQtyConfirm',
    'seller',
    ['PARTIALLY CONFIRMED', 'buyer'],
    part,
  ],
  [
    'confirmed after the approvals',
    ctx('APPROVED', 'seller', approvals),
    'skuQtyConfirm',
    'seller',
    ['CONFIRMED', 'buyer'],
    all,
  ],
  ['the buyer does not confirm quantities', ctx('ACCEPTED', 'seller'), 'skuQtyConfirm', 'buyer', null, all],
  [
    'quantities before acceptance are refused',
    ctx('AWAITING ACCEPTANCE', 'seller'),
    'skuQtyConfirm',
    'seller',
    null,
    all,
  ],
  [
    'inspection on, all confirmed',
    ctx('ACCEPTED', 'seller', inspection),
    'skuQtyConfirm',
    'seller',
    ['AWAITING INSPECTION', 'buyer'],
    all,
  ],
  [
    'inspection on, some confirmed',
    ctx('ACCEPTED', 'seller', inspection),
    'skuQtyConfirm',
    'seller',
    ['PARTIALLY AWAITING INSPECTION', 'buyer'],
    part,
  ],
  [
    'the buyer passes the inspection',
    ctx('AWAITING INSPECTION', 'buyer', inspection),
    'accept',
    'buyer',
    ['CONFIRMED', 'buyer'],
  ],
  [
    'the buyer passes a partial inspection',
    ctx('PARTIALLY AWAITING INSPECTION', 'buyer', inspection),
    'accept',
    'buyer',
    ['PARTIALLY CONFIRMED', 'buyer'],
  ],
  [
    'a failed inspection asks the seller again',
    ctx('AWAITING INSPECTION', 'buyer', inspection),
    'reject',
    'buyer',
    ['AWAITING QUANTITIES CONFIRMATION', 'seller'],
  ],
  [
    'the seller cannot pass its own inspection',
    ctx('AWAITING INSPECTION', 'buyer', inspection),
    'accept',
    'seller',
    null,
  ],
  [
    'the seller confirms again',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'seller', inspection),
    'skuQtyConfirm',
    'seller',
    ['AWAITING INSPECTION', 'buyer'],
    all,
  ],
  // children
  [
    'the other side approves a child',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'buyer', { ...child, creatorSide: 'seller' }),
    'approveExisting',
    'buyer',
    ['ACCEPTED', 'seller'],
  ],
  [
    'the child creator cannot approve it',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'buyer', { ...child, creatorSide: 'seller' }),
    'approveExisting',
    'seller',
    null,
  ],
  [
    'a contract is not approved as a child',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'seller'),
    'approveExisting',
    'seller',
    null,
  ],
  [
    'the other side rejects a child',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'buyer', { ...child, creatorSide: 'seller' }),
    'rejectChild',
    'buyer',
    ['REJECTED', null],
  ],
  [
    'the creator deletes its child',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'buyer', { ...child, creatorSide: 'seller' }),
    'deleteChild',
    'seller',
    ['DELETED', null],
  ],
  [
    'the other side cannot delete a child',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'buyer', { ...child, creatorSide: 'seller' }),
    'deleteChild',
    'buyer',
    null,
  ],
  [
    'an approved child is not deleted',
    ctx('ACCEPTED', 'seller', { ...child, creatorSide: 'seller' }),
    'deleteChild',
    'seller',
    null,
  ],
  [
    'the creator edits its child',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'buyer', { ...child, creatorSide: 'seller' }),
    'editChild',
    'seller',
    ['AWAITING QUANTITIES CONFIRMATION', 'buyer'],
  ],
  [
    'a waiting child is not confirmed',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'seller', { ...child, creatorSide: 'buyer' }),
    'skuQtyConfirm',
    'seller',
    null,
    all,
  ],
  [
    'an approved child is confirmed',
    ctx('ACCEPTED', 'seller', child),
    'skuQtyConfirm',
    'seller',
    ['CONFIRMED', 'buyer'],
    all,
  ],
  // the order
  [
    'the buyer accepts the quantities: ORDER CREATION',
    ctx('CONFIRMED', 'buyer'),
    'accept',
    'buyer',
    ['ORDER CREATION', null],
  ],
  [
    'and of partial quantities',
    ctx('PARTIALLY CONFIRMED', 'buyer'),
    'accept',
    'buyer',
    ['ORDER CREATION', null],
  ],
  [
    'with approvals on, the admin reviews',
    ctx('CONFIRMED', 'buyer', approvals),
    'accept',
    'buyer',
    ['AWAITING ORDER REVIEW', 'admin'],
  ],
  [
    'the admin passes the review',
    ctx('AWAITING ORDER REVIEW', 'admin', approvals),
    'accept',
    'admin',
    ['ORDER CREATION', null],
  ],
  [
    'the admin rejects the review',
    ctx('AWAITING ORDER REVIEW', 'admin', approvals),
    'reject',
    'admin',
    ['REJECTED', null],
  ],
  ['the seller does not make the order', ctx('CONFIRMED', 'buyer'), 'accept', 'seller', null],
  // transport
  [
    'orders shipped',
    ctx('ORDER CREATION', null),
    'transport',
    'system',
    ['SHIPPED', null],
    { transportStatus: 'SHIPPED' },
  ],
  [
    'some delivered',
    ctx('SHIPPED', null),
    'transport',
    'system',
    ['PARTIALLY DELIVERED', null],
    { transportStatus: 'PARTIALLY DELIVERED' },
  ],
  [
    'never backwards',
    ctx('SHIPPED', null),
    'transport',
    'system',
    null,
    { transportStatus: 'PARTIALLY SHIPPED' },
  ],
  ['not the same again', ctx('SHIPPED', null), 'transport', 'system', null, { transportStatus: 'SHIPPED' }],
  [
    'no transport before the order',
    ctx('CONFIRMED', 'buyer'),
    'transport',
    'system',
    null,
    { transportStatus: 'SHIPPED' },
  ],
  [
    'a user is not the system',
    ctx('ORDER CREATION', null),
    'transport',
    'admin',
    null,
    { transportStatus: 'SHIPPED' },
  ],
  // cancel
  ['the creator cancels', ctx('AWAITING ACCEPTANCE', 'seller'), 'cancel', 'buyer', ['CANCELLED', null]],
  ['the other side does not cancel', ctx('AWAITING ACCEPTANCE', 'seller'), 'cancel', 'seller', null],
  ['an admin cancels', ctx('CONFIRMED', 'buyer'), 'cancel', 'admin', ['CANCELLED', null]],
  ['no cancel once the order exists', ctx('ORDER CREATION', null), 'cancel', 'buyer', null],
  [
    'a child is deleted, not cancelled',
    ctx('AWAITING QUANTITIES CONFIRMATION', 'buyer', { ...child, creatorSide: 'seller' }),
    'cancel',
    'seller',
    null,
  ],
  // touching
  ['assign a user', ctx('ACCEPTED', 'seller'), 'assignUser', 'buyer', ['ACCEPTED', 'seller']],
  ['no assigning once rejected', ctx('REJECTED', null), 'assignUser', 'buyer', null],
  ['subscribe at any time', ctx('DELIVERED', null), 'subscribe', 'seller', ['DELIVERED', null]],
  ['add the admin to the chat', ctx('SHIPPED', null), 'addToChat', 'seller', ['SHIPPED', null]],
  ['the system does not chat', ctx('SHIPPED', null), 'addToChat', 'system', null],
];

describe('the contract workflow', () => {
  it.each(TABLE)('%s', (_label, context, action, party, expected, facts) => {
    const step = contractStep(context, action, [party], facts ?? {});
    if (expected === null) expect(step).toBeNull();
    else expect(step && [step.status, step.awaitingParty]).toEqual(expected);
  });

  it('has a row above for every transition of the table', () => {
    const covered = new Set<number>();
    for (const [, context, action, party, expected, facts] of TABLE) {
      if (expected === null) continue;
      const step = contractStep(context, action, [party], facts ?? {});
      if (step) covered.add(CONTRACT_TRANSITIONS.indexOf(step.transition));
    }
    const missing = CONTRACT_TRANSITIONS.map((t, i) =>
      covered.has(i) ? null : `${t.action} from ${t.from.join('|')}`,
    );
    expect(missing.filter((m) => m !== null)).toEqual([]);
  });

  it('lets nothing leave a terminal status but subscribing', () => {
    for (const status of TERMINAL_CONTRACT_STATUSES) {
      for (const action of CONTRACT_ACTIONS) {
        if (action === 'subscribe') continue;
        for (const facts of [all, part, { transportStatus: 'DELIVERED' as const }]) {
          expect(contractStep(ctx(status, null), action, CONTRACT_PARTIES, facts)).toBeNull();
        }
      }
    }
  });

  it('reaches every status from create, and needs my action exactly when it awaits my party', () => {
    const seen = new Map<string, ContractContext>();
    const queue: ContractContext[] = [];
    for (const creatorSide of ['buyer', 'seller'] as const) {
      for (const approvalsRequired of [false, true]) {
        for (const inspectionRequired of [false, true]) {
          for (const isChild of [false, true]) {
            queue.push({
              status: null,
              awaitingParty: null,
              creatorSide,
              approvalsRequired,
              inspectionRequired,
              isChild,
            });
          }
        }
      }
    }
    const factsList: ContractEventFacts[] = [
      all,
      part,
      ...(['PARTIALLY SHIPPED', 'SHIPPED', 'PARTIALLY DELIVERED', 'DELIVERED'] as const).map((s) => ({
        transportStatus: s,
      })),
    ];
    while (queue.length > 0) {
      const context = queue.shift() as ContractContext; // the loop checked the length
      for (const action of CONTRACT_ACTIONS) {
        if (context.status === null && action !== (context.isChild ? 'childCreate' : 'create')) continue;
        for (const party of CONTRACT_PARTIES) {
          for (const facts of factsList) {
            const step = contractStep(context, action, [party], facts);
            if (!step) continue;
            const next = { ...context, status: step.status, awaitingParty: step.awaitingParty };
            const key = JSON.stringify(next);
            if (!seen.has(key)) {
              seen.set(key, next);
              queue.push(next);
            }
          }
        }
      }
    }
    const reached = new Set([...seen.values()].map((c) => c.status));
    expect(CONTRACT_STATUSES.filter((s) => !reached.has(s))).toEqual([]);
    const partySets: ContractParty[][] = [
      ['buyer'],
      ['seller'],
      ['buyer', 'approver'],
      ['admin'],
      ['buyer', 'seller'],
    ];
    for (const context of seen.values()) {
      for (const parties of partySets) {
        expect([context.status, context.awaitingParty, parties, needsActionBy(context, parties)]).toEqual([
          context.status,
          context.awaitingParty,
          parties,
          awaitsOneOf(context, parties),
        ]);
      }
    }
  });

  it('lists the buttons open to a party', () => {
    expect(openContractActions(ctx('AWAITING ACCEPTANCE', 'seller'), ['seller']).sort()).toEqual(
      ['accept', 'addToChat', 'assignUser', 'edit', 'reject', 'submitSkus', 'subscribe'].sort(),
    );
    expect(openContractActions(ctx('AWAITING ACCEPTANCE', 'seller'), ['buyer']).sort()).toEqual(
      ['addToChat', 'assignUser', 'cancel', 'edit', 'submitSkus', 'subscribe'].sort(),
    );
    expect(openContractActions(ctx('ACCEPTED', 'seller'), ['seller'])).toContain('skuQtyConfirm');
  });
});

describe('transport from the orders', () => {
  it.each([
    [[], null],
    [['PLC', 'CNF'], 'ORDER CREATION'],
    [['SHP', 'PLC'], 'PARTIALLY SHIPPED'],
    [['SHP', 'SHP'], 'SHIPPED'],
    [['DLV', 'SHP'], 'PARTIALLY DELIVERED'],
    [['DLV'], 'DELIVERED'],
  ] as const)('%j gives %s', (statuses, expected) => {
    expect(transportStatusOf(statuses)).toBe(expected);
  });
});

describe('the diagram', () => {
  it('is generated from the table and names every status', () => {
    const mermaid = contractWorkflowMermaid();
    expect(mermaid.startsWith('stateDiagram-v2')).toBe(true);
    for (const s of CONTRACT_STATUSES) expect(mermaid).toContain(`state "${s}"`);
    expect(mermaid).toContain('AWAITING_ACCEPTANCE --> AMENDED: edit by buyer/seller [notChild]');
  });

  it('is the one decision 018 shows (npm run docs:contract-workflow writes it)', () => {
    const record = readFileSync(
      new URL('../../../../../docs/decisions/018-contract-workflow.md', import.meta.url),
      'utf8',
    );
    expect(record).toContain(`\`\`\`mermaid\n${contractWorkflowMermaid()}\`\`\``);
  });
});
