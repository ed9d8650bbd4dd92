import { describe, expect, it } from 'vitest';
import { type ContractWorkflowFields, canCreateChild, contractButtons } from './contract-actions.ts';
import { buildSku } from './contract-factories.ts';

const contract = (patch: Partial<ContractWorkflowFields>): ContractWorkflowFields => ({
  status: 'AWAITING ACCEPTANCE',
  awaitingParty: 'seller',
  creatorSide: 'buyer',
  isChild: false,
  approvalsRequired: false,
  inspectionRequired: false,
  myParties: ['buyer'],
  ...patch,
});

const labels = (c: ContractWorkflowFields) => contractButtons(c).map((b) => b.label);

describe('the buttons of a contract (from the workflow, decision 018)', () => {
  it('offers the awaited seller accept, amend and reject on a new buying contract', () => {
    expect(labels(contract({ myParties: ['seller'] }))).toEqual([
      'ACCEPT',
      'AMEND TERMS',
      'AMEND SKUS',
      'REJECT',
    ]);
  });

  it('offers the buyer who created it its own edits and cancelling, but no answer', () => {
    expect(labels(contract({ myParties: ['buyer'] }))).toEqual(['EDIT', 'EDIT SKUS', 'CANCEL CONTRACT']);
  });

  it('reads ACCEPT AMENDMENT for the side an amendment went back to', () => {
    const amended = contract({ status: 'AMENDED', awaitingParty: 'buyer', myParties: ['buyer'] });
    expect(labels(amended)[0]).toBe('ACCEPT AMENDMENT');
  });

  it('reads APPROVE for the group approver and the provider admin', () => {
    const approval = contract({
      status: 'AWAITING APPROVAL',
      awaitingParty: 'approver',
      approvalsRequired: true,
    });
    expect(labels({ ...approval, myParties: ['buyer', 'approver'] })).toContain('APPROVE');
    const admin = contract({
      status: 'AWAITING ADMIN APPROVAL',
      awaitingParty: 'admin',
      approvalsRequired: true,
    });
    expect(labels({ ...admin, myParties: ['admin'] })).toEqual(['APPROVE', 'REJECT', 'CANCEL CONTRACT']);
  });

  it('offers the seller the quantity confirmation once accepted, and the buyer the order after it', () => {
    expect(labels(contract({ status: 'ACCEPTED', awaitingParty: 'seller', myParties: ['seller'] }))).toEqual([
      'CONFIRM QUANTITIES',
    ]);
    const confirmed = contract({
      status: 'PARTIALLY CONFIRMED',
      awaitingParty: 'buyer',
      myParties: ['buyer'],
    });
    expect(labels(confirmed)).toEqual(['ACCEPT QUANTITIES', 'CANCEL CONTRACT']);
  });

  it('words an inspection as pass or fail', () => {
    const inspection = contract({
      status: 'AWAITING INSPECTION',
      awaitingParty: 'buyer',
      inspectionRequired: true,
      myParties: ['buyer'],
    });
    expect(labels(inspection)).toEqual(['PASS INSPECTION', 'FAIL INSPECTION', 'CANCEL CONTRACT']);
  });

  it('offers a waiting child to the other side to approve or reject, and to its creator to edit or delete', () => {
    const child = contract({
      status: 'AWAITING QUANTITIES CONFIRMATION',
      isChild: true,
      creatorSide: 'seller',
      awaitingParty: 'buyer',
    });
    expect(labels({ ...child, myParties: ['buyer'] })).toEqual([
      'APPROVE CHILD CONTRACT',
      'REJECT CHILD CONTRACT',
    ]);
    expect(labels({ ...child, myParties: ['seller'] })).toEqual([
      'EDIT CHILD CONTRACT',
      'DELETE CHILD CONTRACT',
    ]);
  });

  it('asks before the actions that cannot be taken back', () => {
    const buttons = contractButtons(contract({ myParties: ['seller'] }));
    expect(buttons.find((b) => b.action === 'reject')?.confirm).toMatch(/REJECTED/);
    expect(buttons.find((b) => b.action === 'accept')?.confirm).toBeNull();
  });

  it('offers nothing on a finished contract, nor to a party it does not concern', () => {
    expect(
      labels(contract({ status: 'CANCELLED', awaitingParty: null, myParties: ['buyer', 'seller'] })),
    ).toEqual([]);
    expect(labels(contract({ status: 'DELIVERED', awaitingParty: null }))).toEqual([]);
    expect(labels(contract({ myParties: [] }))).toEqual([]);
  });
});

describe('CREATE CHILD CONTRACT', () => {
  const sku = (skuQtyAvailable: number) => buildSku({ skuQtyAvailable });
  const parent = (patch: Partial<ContractWorkflowFields>, skus: ReturnType<typeof sku>[]) => ({
    ...contract({ status: 'PARTIALLY CONFIRMED', awaitingParty: 'buyer', myParties: ['seller'], ...patch }),
    skus,
  });

  it('is offered to a trading side while a line has quantity left', () => {
    expect(canCreateChild(parent({}, [sku(0), sku(200)]))).toBe(true);
  });

  it('is not offered when nothing is left, on a child, once finished, or to the admin', () => {
    expect(canCreateChild(parent({}, [sku(0)]))).toBe(false);
    expect(canCreateChild(parent({ isChild: true }, [sku(5)]))).toBe(false);
    expect(canCreateChild(parent({ status: 'REJECTED' }, [sku(5)]))).toBe(false);
    expect(canCreateChild(parent({ myParties: ['admin'] }, [sku(5)]))).toBe(false);
  });
});
