/**
 * The contract workflow through the API (issue 16): every action's happy path and its refusals by
 * the wrong party, amendments, approvals, quantities and inspection, child contracts (including
 * concurrent ones), stale versions and concurrent actions, ORDER CREATION into the hub's tracking,
 * and the transport statuses that follow the orders.
 */
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import type { ShipmentsWithFiltersResponse } from '@navia/domain/contracts/shipments';
import { CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createOrder, createShipment } from '../shipments/test-factories.ts';
import { syncContractTransport } from './contract-transport.service.ts';
import {
  acceptedContract,
  buyingContract,
  type ContractAgent,
  type ContractWorld,
  confirmedContract,
  contractWorld,
  createBuying,
  newReference,
  setApprovals,
  skuLine,
} from './test-contracts.ts';

let t: TestApp;
let w: ContractWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
});

const refusedWith = async (
  res: Promise<{ statusCode: number; json: () => unknown }>,
  code: string,
  status = 409,
) => {
  const answer = await res;
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  expect((answer.json() as { code: string }).code).toBe(code);
};
const fieldOf = (res: { json: () => unknown }) =>
  (res.json() as { issues: { field: string }[] }).issues[0]?.field;
const act = (c: Contract) => ({ id: c._id, referenceNumber: c.referenceNumber });

describe('accepting, rejecting and amending', () => {
  it('refuses the buyer accepting its own new contract, and staff; the seller accepts', async () => {
    const c = await createBuying(w);
    await refusedWith(w.buyer.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    await refusedWith(w.operator.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    await refusedWith(w.staff.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    const accepted = await w.seller.ok('accept', act(c));
    expect(accepted).toMatchObject({ status: 'ACCEPTED', awaitingParty: 'seller', version: 2 });
    expect(accepted.history[0]).toMatchObject({
      action: 'accept',
      changedBy: 'Sam Supplier',
      fromStatus: 'AWAITING ACCEPTANCE',
      toStatus: 'ACCEPTED',
    });
  });

  it('amends: the seller changes a quantity (AMENDED, back to the buyer), the buyer accepts', async () => {
    const c = await createBuying(w);
    const skus = c.skus.map((s) => ({ ...skuLine(s.productNumber, s.quantity), _id: s._id }));
    const amended = await w.seller.ok('submitSkus', {
      id: c._id,
      referenceNumber: c.referenceNumber,
      version: 1,
      skus: [{ ...skus[0], quantity: 1000 }, skus[1], skus[2]],
    });
    expect(amended).toMatchObject({ status: 'AMENDED', awaitingParty: 'buyer', version: 2 });
    expect(amended.skus[0]?.quantity).toBe(1000);
    expect(amended.history[0]?.updatedFieldsText).toBe('quantity of ACM-BLND-500 1200 → 1000');
    await refusedWith(w.seller.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    const accepted = await w.buyer.ok('accept', { ...act(c), version: 2 });
    expect(accepted).toMatchObject({ status: 'ACCEPTED', awaitingParty: 'seller' });
  });

  it('lets the author edit its own terms in place, and the awaited side amend them', async () => {
    const c = await createBuying(w);
    const own = await w.buyer.ok('edit', {
      updatedValues: { _id: c._id, goodsDescription: 'Kitchen appliances' },
    });
    expect(own).toMatchObject({ status: 'AWAITING ACCEPTANCE', awaitingParty: 'seller', version: 2 });
    expect(own.history[0]?.updatedFieldsText).toBe('goods description — → Kitchen appliances');
    const amended = await w.seller.ok('edit', {
      updatedValues: { _id: c._id, version: 2, portOfLoading: 'SGSIN', productReadyDate: '2026-12-20' },
    });
    expect(amended).toMatchObject({ status: 'AMENDED', awaitingParty: 'buyer', portOfLoading: 'SGSIN' });
    expect(amended.history[0]?.updatedFieldsText).toBe(
      'port of loading MYPKG → SGSIN; product ready date 2026-12-14 → 2026-12-20',
    );
    const late = await w.seller.call('edit', {
      updatedValues: { _id: c._id, productDeliveryDate: '2026-01-01' },
    });
    expect([late.statusCode, fieldOf(late)]).toEqual([400, 'updatedValues.productDeliveryDate']);
  });

  it('keeps the old reference when it changes, and refuses one already used (401)', async () => {
    const taken = await createBuying(w);
    const c = await createBuying(w);
    const res = await w.buyer.call('edit', {
      updatedValues: { _id: c._id, referenceNumber: taken.referenceNumber },
    });
    await refusedWith(Promise.resolve(res), 'ORDER_NUMBER_TAKEN', 401);
    expect(res.json().message).toBe('Order number already taken');
    const order = await createOrder(t.database.db, w.group.id);
    await refusedWith(
      w.buyer.call('edit', { updatedValues: { _id: c._id, referenceNumber: order.ordNumber } }),
      'ORDER_NUMBER_TAKEN',
      401,
    );
    const reference = newReference('PO-NEW');
    const renamed = await w.buyer.ok('edit', { updatedValues: { _id: c._id, referenceNumber: reference } });
    expect(renamed).toMatchObject({
      referenceNumber: reference,
      orderNumberOverwritten: true,
      oldRefNumber: c.referenceNumber,
    });
  });

  it('rejects: REJECTED is the end', async () => {
    const c = await createBuying(w);
    await refusedWith(w.buyer.call('reject', act(c)), 'CONTRACT_ACTION_REFUSED');
    expect(await w.seller.ok('reject', act(c))).toMatchObject({ status: 'REJECTED', awaitingParty: null });
    await refusedWith(w.seller.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    await refusedWith(w.buyer.call('cancel', { contractId: c._id }), 'CONTRACT_ACTION_REFUSED');
  });

  it("cancels by the creator's side or staff, not by the other side", async () => {
    const c = await createBuying(w);
    await refusedWith(w.seller.call('cancel', { contractId: c._id }), 'CONTRACT_ACTION_REFUSED');
    expect(await w.operator.ok('cancel', { contractId: c._id })).toMatchObject({ status: 'CANCELLED' });
    const other = await createBuying(w);
    expect(await w.staff.ok('cancel', { contractId: other._id })).toMatchObject({ status: 'CANCELLED' });
  });

  it('answers a stale version with 409 CONTRACT_CHANGED', async () => {
    const c = await createBuying(w);
    await w.buyer.ok('edit', { updatedValues: { _id: c._id, version: 1, goodsDescription: 'Blenders' } });
    await refusedWith(w.seller.call('accept', { ...act(c), version: 1 }), 'CONTRACT_CHANGED');
    await refusedWith(
      w.buyer.call('edit', { updatedValues: { _id: c._id, version: 1, goodsDescription: 'x' } }),
      'CONTRACT_CHANGED',
    );
    expect(await w.seller.ok('accept', { ...act(c), version: 2 })).toMatchObject({ status: 'ACCEPTED' });
  });

  it('lets only one of two concurrent accepts win', async () => {
    const c = await createBuying(w);
    const results = await Promise.all([w.seller.call('accept', act(c)), w.seller.call('accept', act(c))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const read = (await w.buyer.read(c._id)).json().contract as Contract;
    expect(read.history.filter((h) => h.action === 'accept')).toHaveLength(1);
    expect(read.version).toBe(2);
  });
});

describe('approvals', () => {
  it('goes AWAITING APPROVAL (client admin) → AWAITING ADMIN APPROVAL (staff) → APPROVED', async () => {
    const world = await contractWorld(t);
    await setApprovals(t, world.group.id, true);
    const c = await createBuying(world);
    const waiting = await world.seller.ok('accept', act(c));
    expect(waiting).toMatchObject({
      status: 'AWAITING APPROVAL',
      awaitingParty: 'approver',
      stage: 'CONFIRM',
    });
    expect((await world.buyer.read(c._id)).json().contract.isViewActionRequired).toBe(true);
    await refusedWith(world.operator.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    await refusedWith(world.staff.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    const approved = await world.buyer.ok('accept', act(c));
    expect(approved).toMatchObject({ status: 'AWAITING ADMIN APPROVAL', awaitingParty: 'admin' });
    await refusedWith(world.buyer.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    expect(
      (await world.staff.search({ isOnlyActionRequired: true, orgGroupCode: world.group.code })).result.map(
        (r) => r._id,
      ),
    ).toEqual([c._id]);
    const done = await world.staff.ok('accept', act(c));
    expect(done).toMatchObject({ status: 'APPROVED', awaitingParty: 'seller' });

    // With approvals on, the confirmed quantities wait for the admin's order review.
    const confirmed = await world.seller.ok('skuQtyConfirm', {
      contractId: c._id,
      skus: done.skus.map((s) => ({ _id: s._id, quantityTemp: s.quantity })),
    });
    expect(await world.buyer.ok('accept', act(confirmed))).toMatchObject({ status: 'AWAITING ORDER REVIEW' });
    const ordered = await world.staff.ok('accept', act(confirmed));
    expect(ordered.status).toBe('ORDER CREATION');
    expect(ordered.order?.ordNumber).toBe(c.referenceNumber);
  });

  it('lets the approver reject', async () => {
    const world = await contractWorld(t);
    await setApprovals(t, world.group.id, true);
    const c = await createBuying(world);
    await world.seller.ok('accept', act(c));
    expect(await world.buyer.ok('reject', act(c))).toMatchObject({ status: 'REJECTED' });
  });
});

describe('quantities and inspection', () => {
  it('confirms per SKU: in part gives PARTIALLY CONFIRMED, with what is left for a child', async () => {
    const c = await acceptedContract(w);
    const [blender, kettle, toaster] = c.skus;
    await refusedWith(
      w.buyer.call('skuQtyConfirm', { contractId: c._id, skus: [{ _id: blender?._id, quantityTemp: 1 }] }),
      'CONTRACT_ACTION_REFUSED',
    );
    const over = await w.seller.call('skuQtyConfirm', {
      contractId: c._id,
      skus: [
        { _id: kettle?._id, quantityTemp: 600 },
        { _id: blender?._id, quantityTemp: 1201 },
      ],
    });
    expect([over.statusCode, fieldOf(over)]).toEqual([400, 'skus.1.quantityTemp']);
    const foreign = await w.seller.call('skuQtyConfirm', {
      contractId: c._id,
      skus: [{ _id: '00000000-0000-4000-8000-000000000077', quantityTemp: 1 }],
    });
    expect([foreign.statusCode, fieldOf(foreign)]).toEqual([400, 'skus.0._id']);
    const negative = await w.seller.call('skuQtyConfirm', {
      contractId: c._id,
      skus: [{ _id: blender?._id, quantityTemp: -1 }],
    });
    expect([negative.statusCode, fieldOf(negative)]).toEqual([400, 'skus.0.quantityTemp']);

    const partial = await w.seller.ok('skuQtyConfirm', {
      contractId: c._id,
      skus: [
        { _id: blender?._id, quantityTemp: 1000 },
        { _id: kettle?._id, quantityTemp: 600 },
        { _id: toaster?._id, quantityTemp: 300 },
      ],
    });
    expect(partial).toMatchObject({ status: 'PARTIALLY CONFIRMED', awaitingParty: 'buyer' });
    expect(partial.skus.map((s) => [s.status, s.quantityTemp, s.skuQtyAvailable])).toEqual([
      ['PARTIALLY CONFIRMED', 1000, 200],
      ['CONFIRMED', 600, 0],
      ['CONFIRMED', 300, 0],
    ]);
    expect(partial.history[0]?.updatedFieldsText).toBe(
      'confirmed ACM-BLND-500 1000 of 1200; confirmed ACM-KETL-200 600 of 600; confirmed ACM-TOST-100 300 of 300',
    );
    const available = await w.seller.get(
      `/api/connect/contracts/getSKUs?contractId=${c._id}&availableOnly=true`,
    );
    expect(available.json().result.map((s: { productNumber: string }) => s.productNumber)).toEqual([
      'ACM-BLND-500',
    ]);
  });

  it('confirms everything in full as CONFIRMED; lines not sent keep their confirmation', async () => {
    const c = await acceptedContract(w);
    const [a, b, d] = c.skus;
    const world = w;
    const first = await world.seller.ok('skuQtyConfirm', {
      contractId: c._id,
      skus: [{ _id: a?._id, quantityTemp: a?.quantity }],
    });
    expect(first.status).toBe('PARTIALLY CONFIRMED');
    // The buyer could accept now; the seller's second confirmation is refused in PARTIALLY CONFIRMED.
    await refusedWith(
      world.seller.call('skuQtyConfirm', {
        contractId: c._id,
        skus: [{ _id: b?._id, quantityTemp: b?.quantity }],
      }),
      'CONTRACT_ACTION_REFUSED',
    );
    const all = await acceptedContract(w);
    const done = await world.seller.ok('skuQtyConfirm', {
      contractId: all._id,
      skus: all.skus.map((s) => ({ _id: s._id, quantityTemp: s.quantity })),
    });
    expect(done).toMatchObject({ status: 'CONFIRMED', awaitingParty: 'buyer' });
    expect(done.skus.every((s) => s.status === 'CONFIRMED')).toBe(true);
    expect(d).toBeDefined();
  });

  it('refuses a confirmation that leaves nothing confirmed (an order for nothing)', async () => {
    const c = await acceptedContract(w);
    const confirm = (quantities: number[]) =>
      w.seller.call('skuQtyConfirm', {
        contractId: c._id,
        skus: quantities.map((quantityTemp, i) => ({ _id: c.skus[i]?._id, quantityTemp })),
      });
    for (const quantities of [[0, 0, 0], [0]]) {
      const res = await confirm(quantities);
      expect([res.statusCode, fieldOf(res)], JSON.stringify(quantities)).toEqual([
        400,
        'skus.0.quantityTemp',
      ]);
      expect(res.json().issues[0].message).toBe('Confirm a quantity above 0 on at least one SKU');
    }
    expect(((await w.buyer.read(c._id)).json().contract as Contract).status).toBe('ACCEPTED');
    const some = await confirm([0, 0, 1]);
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json().contract.status).toBe('PARTIALLY CONFIRMED');
  });

  it('asks the buyer to inspect when inspection is on; a failed inspection goes back to the seller', async () => {
    const c = await acceptedContract(w, { inspectionRequired: true });
    const all = (q: (s: Contract['skus'][number]) => number) => ({
      contractId: c._id,
      skus: c.skus.map((s) => ({ _id: s._id, quantityTemp: q(s) })),
    });
    const inspecting = await w.seller.ok(
      'skuQtyConfirm',
      all((s) => s.quantity),
    );
    expect(inspecting).toMatchObject({ status: 'AWAITING INSPECTION', awaitingParty: 'buyer' });
    const failed = await w.buyer.ok('reject', act(c));
    expect(failed).toMatchObject({ status: 'AWAITING QUANTITIES CONFIRMATION', awaitingParty: 'seller' });
    const partly = await w.seller.ok(
      'skuQtyConfirm',
      all((s) => s.quantity - 1),
    );
    expect(partly.status).toBe('PARTIALLY AWAITING INSPECTION');
    expect(await w.buyer.ok('accept', act(c))).toMatchObject({ status: 'PARTIALLY CONFIRMED' });
  });
});

describe('lines (submitSkus) and assignment', () => {
  it('adds, changes and removes lines; refuses a line of another contract', async () => {
    const c = await createBuying(w);
    const [first] = c.skus;
    const res = await w.buyer.ok('submitSkus', {
      id: c._id,
      referenceNumber: c.referenceNumber,
      skus: [
        { ...skuLine('ACM-BLND-500', 1200), _id: first?._id, unitPrice: 3999 },
        skuLine('NEW-1', 7, { isAdhoc: true }),
      ],
    });
    expect(res.status).toBe('AWAITING ACCEPTANCE');
    expect(res.skus.map((s) => [s.productNumber, s.quantity, s.unitPrice, s.isAdhoc])).toEqual([
      ['ACM-BLND-500', 1200, 3999, false],
      ['NEW-1', 7, 4599, true],
    ]);
    expect(res.history[0]?.updatedFieldsText).toBe(
      'unit price of ACM-BLND-500 4599 → 3999; added NEW-1 (7); removed ACM-KETL-200; removed ACM-TOST-100',
    );
    const other = await createBuying(w);
    const bad = await w.buyer.call('submitSkus', {
      id: c._id,
      referenceNumber: c.referenceNumber,
      skus: [{ ...skuLine('X', 1), _id: other.skus[0]?._id }],
    });
    expect([bad.statusCode, fieldOf(bad)]).toEqual([400, 'skus.0._id']);
    const empty = await w.buyer.call('submitSkus', {
      id: c._id,
      referenceNumber: c.referenceNumber,
      skus: [],
    });
    expect([empty.statusCode, fieldOf(empty)]).toEqual([400, 'skus']);
  });

  it("assigns a user of either side or staff; another group's user answers as unknown", async () => {
    const c = await createBuying(w);
    const body = (userAssigned: string | null) => ({
      contractId: c._id,
      referenceNumber: c.referenceNumber,
      userAssigned,
    });
    const toSeller = await w.buyer.ok('assignUser', body(w.seller.user.id));
    expect(toSeller.userAssigned).toEqual({ _id: w.seller.user.id, fullname: 'Sam Supplier' });
    expect(toSeller.history[0]?.updatedFieldsText).toBe('assigned to Sam Supplier');
    expect((await w.seller.ok('assignUser', body(w.staff.user.id))).userAssigned?._id).toBe(w.staff.user.id);
    const foreign = await w.buyer.call('assignUser', body(w.kiwi.user.id));
    const unknown = await w.buyer.call('assignUser', body('00000000-0000-4000-8000-000000000099'));
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await w.buyer.ok('assignUser', body(null))).userAssigned).toBeNull();
  });
});

describe('child contracts', () => {
  /** A contract confirmed in part: 200 of the blender left for children. */
  const partlyConfirmed = () =>
    confirmedContract(w, (s) => (s.productNumber === 'ACM-BLND-500' ? 1000 : s.quantity));
  const childBody = (parent: Contract, quantity: number, overrides: Record<string, unknown> = {}) => ({
    contract: {
      parentContract: parent._id,
      referenceNumber: newReference('CH'),
      skus: [{ _id: parent.skus[0]?._id, quantity }],
      ...overrides,
    },
  });

  it('takes part of what the parent has left, and awaits the other side', async () => {
    const parent = await partlyConfirmed();
    const child = await w.seller.ok(
      'childCreate',
      childBody(parent, 150, { productReadyDate: '2027-02-01', productDeliveryDate: '2027-03-01' }),
    );
    expect(child).toMatchObject({
      status: 'AWAITING QUANTITIES CONFIRMATION',
      awaitingParty: 'buyer',
      creatorSide: 'seller',
      isChild: true,
      parentContract: { _id: parent._id, referenceNumber: parent.referenceNumber },
      contractType: 'BUYING',
      trustedPartyId: w.tp.id,
      portOfLoading: 'MYPKG',
      productReadyDate: '2027-02-01',
      productDeliveryDate: '2027-03-01',
    });
    expect(child.skus).toEqual([
      expect.objectContaining({
        productNumber: 'ACM-BLND-500',
        quantity: 150,
        isChildOrderSku: true,
        quantityTemp: null,
      }),
    ]);
    const after = (await w.buyer.read(parent._id)).json().contract as Contract;
    expect(after.skus[0]?.skuQtyAvailable).toBe(50);
    expect(after.children).toEqual([expect.objectContaining({ _id: child._id, totalQuantity: 150 })]);
    expect(after.history[0]).toMatchObject({
      action: 'childCreate',
      updatedFieldsText: `child ${child.referenceNumber} takes ACM-BLND-500 150`,
    });
    expect(after.version).toBe(parent.version + 1);
  });

  it('refuses more than the parent has left, a parent not confirmed, and a reference already used', async () => {
    const parent = await partlyConfirmed();
    const over = await w.seller.call('childCreate', childBody(parent, 201));
    expect(over.statusCode).toBe(400);
    expect(over.json().issues[0]).toEqual({
      field: 'contract.skus.0.quantity',
      message: CONTRACT_TEXTS.childTooLarge,
    });
    const confirmedLine = await w.seller.call('childCreate', {
      contract: {
        parentContract: parent._id,
        referenceNumber: newReference('CH'),
        skus: [{ _id: parent.skus[1]?._id, quantity: 1 }],
      },
    });
    expect(fieldOf(confirmedLine)).toBe('contract.skus.0.quantity');
    const fresh = await createBuying(w);
    await refusedWith(w.seller.call('childCreate', childBody(fresh, 1)), 'CONTRACT_ACTION_REFUSED');
    await refusedWith(
      w.seller.call('childCreate', childBody(parent, 10, { referenceNumber: parent.referenceNumber })),
      'ORDER_NUMBER_TAKEN',
      401,
    );
    await refusedWith(w.staff.call('childCreate', childBody(parent, 10)), 'CONTRACT_ACTION_REFUSED');
    await refusedWith(
      w.seller.call('childCreate', childBody(parent, 10, { parentVersion: 1 })),
      'CONTRACT_CHANGED',
    );
  });

  it("checks a child's own dates against the ones it inherits", async () => {
    const parent = await partlyConfirmed();
    // Ready after the parent's delivery date (2027-01-20), which the child would inherit.
    const late = await w.seller.call(
      'childCreate',
      childBody(parent, 10, { productReadyDate: '2027-02-01' }),
    );
    expect([late.statusCode, fieldOf(late)]).toEqual([400, 'contract.productDeliveryDate']);
    const early = await w.seller.call(
      'childCreate',
      childBody(parent, 10, { productDeliveryDate: '2026-12-01' }),
    );
    expect([early.statusCode, fieldOf(early)]).toEqual([400, 'contract.productDeliveryDate']);
    expect(((await w.buyer.read(parent._id)).json().contract as Contract).children).toEqual([]);
  });

  it('refuses a child of a child', async () => {
    const parent = await partlyConfirmed();
    const child = await w.seller.ok('childCreate', childBody(parent, 100));
    await w.buyer.ok('approveExisting', { contract: { _id: child._id } });
    const confirmed = await w.seller.ok('skuQtyConfirm', {
      contractId: child._id,
      skus: [{ _id: child.skus[0]?._id, quantityTemp: 50 }],
    });
    expect(confirmed.status).toBe('PARTIALLY CONFIRMED');
    for (const agent of [w.seller, w.buyer]) {
      await refusedWith(agent.call('childCreate', childBody(confirmed, 10)), 'CONTRACT_ACTION_REFUSED');
    }
    expect(((await w.buyer.read(child._id)).json().contract as Contract).children).toEqual([]);
  });

  it("moves the parent's version and history when a child's quantities change, or it is deleted or rejected", async () => {
    const parent = await partlyConfirmed();
    const line = parent.skus[0]?._id;
    const child = await w.seller.ok('childCreate', childBody(parent, 100));
    const readParent = async () => (await w.buyer.read(parent._id)).json().contract as Contract;
    const created = await readParent();
    // A date of its own changes nothing the parent has left.
    await w.seller.ok('editChild', { contract: { _id: child._id, productReadyDate: '2026-12-15' } });
    expect((await readParent()).version).toBe(created.version);

    await w.seller.ok('editChild', { contract: { _id: child._id, skus: [{ _id: line, quantity: 120 }] } });
    const edited = await readParent();
    expect(edited.version).toBe(created.version + 1);
    expect(edited.history[0]).toMatchObject({
      action: 'editChild',
      changedBy: 'Sam Supplier',
      fromStatus: 'PARTIALLY CONFIRMED',
      toStatus: 'PARTIALLY CONFIRMED',
      updatedFieldsText: `child ${child.referenceNumber}: quantity of ACM-BLND-500 100 → 120`,
    });
    await refusedWith(
      w.seller.call('childCreate', childBody(parent, 10, { parentVersion: created.version })),
      'CONTRACT_CHANGED',
    );

    await w.seller.ok('deleteChild', { contract: { _id: child._id } });
    const deleted = await readParent();
    expect(deleted.version).toBe(edited.version + 1);
    expect(deleted.history[0]).toMatchObject({
      action: 'deleteChild',
      updatedFieldsText: `child ${child.referenceNumber} deleted: ACM-BLND-500 120 returned`,
    });

    const second = await w.seller.ok('childCreate', childBody(parent, 80));
    const beforeReject = await readParent();
    await w.buyer.ok('rejectChild', { contract: { _id: second._id }, value: 'No' });
    const rejected = await readParent();
    expect(rejected.version).toBe(beforeReject.version + 1);
    expect(rejected.history[0]).toMatchObject({
      action: 'rejectChild',
      changedBy: 'Mei Ling Tan',
      updatedFieldsText: `child ${second.referenceNumber} rejected: ACM-BLND-500 80 returned`,
    });
    expect(rejected.skus[0]?.skuQtyAvailable).toBe(200);
  });

  it('refuses cancelling a parent while a child is still being agreed; settled children let it go', async () => {
    const parent = await partlyConfirmed();
    const child = await w.seller.ok('childCreate', childBody(parent, 100));
    const cancel = await w.buyer.call('cancel', { contractId: parent._id });
    await refusedWith(Promise.resolve(cancel), 'CONTRACT_ACTION_REFUSED');
    expect(cancel.json().message).toBe(
      'This contract has child contracts still being agreed: settle them first.',
    );
    await refusedWith(w.staff.call('cancel', { contractId: parent._id }), 'CONTRACT_ACTION_REFUSED');
    // Approved, the child is still being agreed; ordered, it is settled (as a rejected one is).
    await w.buyer.ok('approveExisting', { contract: { _id: child._id } });
    await refusedWith(w.buyer.call('cancel', { contractId: parent._id }), 'CONTRACT_ACTION_REFUSED');
    await w.seller.ok('skuQtyConfirm', {
      contractId: child._id,
      skus: [{ _id: child.skus[0]?._id, quantityTemp: 100 }],
    });
    expect((await w.buyer.ok('accept', act(child))).status).toBe('ORDER CREATION');
    const rejected = await w.seller.ok('childCreate', childBody(parent, 50));
    await w.buyer.ok('rejectChild', { contract: { _id: rejected._id }, value: 'No' });
    expect(await w.buyer.ok('cancel', { contractId: parent._id })).toMatchObject({ status: 'CANCELLED' });
  });

  it('refuses rejecting a parent at its order review while a child is still being agreed', async () => {
    const world = await contractWorld(t);
    await setApprovals(t, world.group.id, true);
    const c = await createBuying(world);
    await world.seller.ok('accept', act(c));
    await world.buyer.ok('accept', act(c));
    const approved = await world.staff.ok('accept', act(c));
    const parent = await world.seller.ok('skuQtyConfirm', {
      contractId: c._id,
      skus: approved.skus.map((s) => ({
        _id: s._id,
        quantityTemp: s.productNumber === 'ACM-BLND-500' ? 1000 : s.quantity,
      })),
    });
    const child = await world.seller.ok('childCreate', childBody(parent, 100));
    expect((await world.buyer.ok('accept', act(parent))).status).toBe('AWAITING ORDER REVIEW');
    await refusedWith(world.staff.call('reject', act(parent)), 'CONTRACT_ACTION_REFUSED');
    await world.buyer.ok('rejectChild', { contract: { _id: child._id }, value: 'No' });
    expect(await world.staff.ok('reject', act(parent))).toMatchObject({ status: 'REJECTED' });
  });

  it('refuses approving, confirming or ordering a child whose parent is over', async () => {
    const parent = await partlyConfirmed();
    const setParent = (status: string) =>
      t.database.query('update contracts set status = $2 where id = $1', [parent._id, status]);
    const waiting = await w.seller.ok('childCreate', childBody(parent, 50));
    const running = await w.seller.ok('childCreate', childBody(parent, 50));
    await w.buyer.ok('approveExisting', { contract: { _id: running._id } });
    const ordering = await w.seller.ok('childCreate', childBody(parent, 50));
    await w.buyer.ok('approveExisting', { contract: { _id: ordering._id } });
    await w.seller.ok('skuQtyConfirm', {
      contractId: ordering._id,
      skus: [{ _id: ordering.skus[0]?._id, quantityTemp: 50 }],
    });
    const confirmRunning = () =>
      w.seller.call('skuQtyConfirm', {
        contractId: running._id,
        skus: [{ _id: running.skus[0]?._id, quantityTemp: 50 }],
      });
    for (const status of ['CANCELLED', 'REJECTED', 'DELETED']) {
      await setParent(status);
      await refusedWith(
        w.buyer.call('approveExisting', { contract: { _id: waiting._id } }),
        'CONTRACT_ACTION_REFUSED',
      );
      await refusedWith(confirmRunning(), 'CONTRACT_ACTION_REFUSED');
      await refusedWith(w.buyer.call('accept', act(ordering)), 'CONTRACT_ACTION_REFUSED');
    }
    await setParent('PARTIALLY CONFIRMED');
    expect((await w.buyer.ok('approveExisting', { contract: { _id: waiting._id } })).status).toBe('ACCEPTED');
    expect((await confirmRunning()).statusCode).toBe(200);
    expect((await w.buyer.ok('accept', act(ordering))).status).toBe('ORDER CREATION');
  });

  it('serialises concurrent children: two that together exceed the remainder, exactly one wins', async () => {
    const parent = await partlyConfirmed();
    const results = await Promise.all([
      w.seller.call('childCreate', childBody(parent, 150)),
      w.buyer.call('childCreate', childBody(parent, 120)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const after = (await w.buyer.read(parent._id)).json().contract as Contract;
    expect(after.children).toHaveLength(1);
    expect(after.skus[0]?.skuQtyAvailable).toBeGreaterThanOrEqual(0);
  });

  it('lets the creator edit (re-checked) or delete a waiting child, and the other side approve or reject it', async () => {
    const parent = await partlyConfirmed();
    const child = await w.seller.ok('childCreate', childBody(parent, 100));
    const line = parent.skus[0]?._id;
    const tooMuch = await w.seller.call('editChild', {
      contract: { _id: child._id, skus: [{ _id: line, quantity: 201 }] },
    });
    expect(tooMuch.json().issues[0]).toEqual({
      field: 'contract.skus.0.quantity',
      message: CONTRACT_TEXTS.childTooLarge,
    });
    await refusedWith(
      w.buyer.call('editChild', { contract: { _id: child._id, skus: [{ _id: line, quantity: 50 }] } }),
      'CONTRACT_ACTION_REFUSED',
    );
    // Its own 100 do not count against it: it may grow to the whole 200 left.
    const grown = await w.seller.ok('editChild', {
      contract: { _id: child._id, version: 1, skus: [{ _id: line, quantity: 200 }] },
    });
    expect(grown.skus[0]?.quantity).toBe(200);
    expect(grown.history[0]?.updatedFieldsText).toBe('quantity of ACM-BLND-500 100 → 200');
    await refusedWith(
      w.seller.call('editChild', { contract: { _id: child._id, referenceNumber: parent.referenceNumber } }),
      'ORDER_NUMBER_TAKEN',
      401,
    );
    await refusedWith(
      w.seller.call('approveExisting', { contract: { _id: child._id } }),
      'CONTRACT_ACTION_REFUSED',
    );
    await refusedWith(
      w.buyer.call('deleteChild', { contract: { _id: child._id } }),
      'CONTRACT_ACTION_REFUSED',
    );
    const deleted = await w.seller.ok('deleteChild', { contract: { _id: child._id } });
    expect(deleted.status).toBe('DELETED');
    expect(((await w.buyer.read(parent._id)).json().contract as Contract).skus[0]?.skuQtyAvailable).toBe(200);

    const second = await w.seller.ok('childCreate', childBody(parent, 80));
    const rejected = await w.buyer.ok('rejectChild', {
      contract: { _id: second._id },
      value: 'Not needed this quarter',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED' });
    expect(rejected.history[0]).toMatchObject({
      action: 'rejectChild',
      updatedFieldsText: 'reason: Not needed this quarter',
    });

    const third = await w.seller.ok('childCreate', childBody(parent, 60));
    const approved = await w.buyer.ok('approveExisting', { contract: { _id: third._id, version: 1 } });
    expect(approved).toMatchObject({ status: 'ACCEPTED', awaitingParty: 'seller' });
    // Child-only actions on a contract that is no child are refused.
    await refusedWith(
      w.buyer.call('approveExisting', { contract: { _id: parent._id } }),
      'CONTRACT_ACTION_REFUSED',
    );
    await refusedWith(
      w.seller.call('editChild', { contract: { _id: parent._id, skus: [{ _id: line, quantity: 1 }] } }),
      'CONTRACT_ACTION_REFUSED',
    );
  });
});

describe('ORDER CREATION and transport', () => {
  const trackingSearch = async (agent: ContractAgent, ordNumber: string) => {
    const res = await agent.post('/api/shipments/shipmentsWithFilters', {
      batchNo: 1,
      filters: [{ OrdNumber: ordNumber }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ShipmentsWithFiltersResponse;
  };

  it("makes the buyer group's hub order, visible in its tracking and nobody else's", async () => {
    const c = await confirmedContract(w);
    await refusedWith(w.seller.call('accept', act(c)), 'CONTRACT_ACTION_REFUSED');
    const ordered = await w.buyer.ok('accept', act(c));
    expect(ordered).toMatchObject({ status: 'ORDER CREATION', awaitingParty: null });
    expect(ordered.order).toMatchObject({ ordNumber: c.referenceNumber, ordStatus: 'PLC' });
    expect(ordered.history[0]?.updatedFieldsText).toBe(`order ${c.referenceNumber} created`);

    const [row] = await t.database.query<Record<string, unknown>>(
      `select o.org_group_id, o.direction, o.transport_mode, o.packing, o.data_source, o.buyer, o.supplier,
              o.origin, o.destination, o.ord_number_full, o.ex_works
         from orders o join contracts c on c.order_id = o.id where c.id = $1`,
      [c._id],
    );
    expect(row).toMatchObject({
      org_group_id: w.group.id,
      direction: 'IMPORT',
      transport_mode: 'SEA',
      packing: 'FCL',
      data_source: 'AU',
      buyer: w.group.name,
      supplier: w.tp.name,
      origin: 'MYPKG',
      destination: 'AUMEL',
      ord_number_full: `${c.referenceNumber}-0`,
    });

    const mine = await trackingSearch(w.buyer, c.referenceNumber);
    expect(mine.result.map((r) => [r.OrdNumber, r.OrdKey, r.OrdStatus])).toEqual([
      [c.referenceNumber, ordered.order?.ordKey, 'PLC'],
    ]);
    expect((await trackingSearch(w.kiwi, c.referenceNumber)).totalCount).toBe(0);
    // The order's number is the group's from now on.
    await refusedWith(
      w.buyer.call('create', { contract: buyingContract(w, { referenceNumber: c.referenceNumber }) }),
      'ORDER_NUMBER_TAKEN',
      401,
    );
    await refusedWith(w.buyer.call('cancel', { contractId: c._id }), 'CONTRACT_ACTION_REFUSED');
  });

  it('follows the orders: shipped, then delivered, by SYSTEM; never backwards', async () => {
    const c = await w.buyer.ok('accept', act(await confirmedContract(w)));
    const orderId = async () =>
      (
        await t.database.query<{ order_id: string }>('select order_id from contracts where id = $1', [c._id])
      )[0]?.order_id;
    const id = await orderId();
    expect(await syncContractTransport(t.ctx)).toBe(0);

    await t.database.query(`update orders set ord_status = 'SHP' where id = $1`, [id]);
    await t.ctx.jobs.send('sync-contract-transport', {});
    await t.ctx.jobs.drain();
    const shipped = (await w.buyer.read(c._id)).json().contract as Contract;
    expect(shipped).toMatchObject({ status: 'SHIPPED', stage: 'TRANSPORT', order: { ordStatus: 'SHP' } });
    expect(shipped.history[0]).toMatchObject({
      action: 'transport',
      changedBy: 'SYSTEM',
      toStatus: 'SHIPPED',
    });

    await t.database.query(`update orders set ord_status = 'CNF' where id = $1`, [id]);
    await syncContractTransport(t.ctx);
    expect(((await w.buyer.read(c._id)).json().contract as Contract).status).toBe('SHIPPED');

    await t.database.query(`update orders set ord_status = 'DLV' where id = $1`, [id]);
    await syncContractTransport(t.ctx);
    expect(((await w.buyer.read(c._id)).json().contract as Contract).status).toBe('DELIVERED');
  });

  it("reads a linked shipment's departure when the order's status lags", async () => {
    const c = await w.buyer.ok('accept', act(await confirmedContract(w)));
    const shipment = await createShipment(t.database.db, w.group.id, {
      atd: new Date('2026-03-01T00:00:00Z'),
    });
    await t.database.query(
      'update orders set shipment_id = $2 where id = (select order_id from contracts where id = $1)',
      [c._id, shipment.id],
    );
    await syncContractTransport(t.ctx);
    expect(((await w.buyer.read(c._id)).json().contract as Contract).status).toBe('SHIPPED');
  });

  it("moves a parent partly when only some of its and its children's orders shipped", async () => {
    const parent = await confirmedContract(w, (s) =>
      s.productNumber === 'ACM-BLND-500' ? 1000 : s.quantity,
    );
    const child = await w.seller.ok('childCreate', {
      contract: {
        parentContract: parent._id,
        referenceNumber: newReference('CH'),
        skus: [{ _id: parent.skus[0]?._id, quantity: 200 }],
      },
    });
    await w.buyer.ok('approveExisting', { contract: { _id: child._id } });
    await w.seller.ok('skuQtyConfirm', {
      contractId: child._id,
      skus: [{ _id: child.skus[0]?._id, quantityTemp: 200 }],
    });
    const childOrdered = await w.buyer.ok('accept', act(child));
    expect(childOrdered.status).toBe('ORDER CREATION');
    const parentOrdered = await w.buyer.ok('accept', act(parent));
    expect(parentOrdered.order?.ordNumber).toBe(parent.referenceNumber);
    await t.database.query(
      `update orders set ord_status = 'SHP' where id = (select order_id from contracts where id = $1)`,
      [parent._id],
    );
    await syncContractTransport(t.ctx);
    expect(((await w.buyer.read(parent._id)).json().contract as Contract).status).toBe('PARTIALLY SHIPPED');
    expect(((await w.buyer.read(child._id)).json().contract as Contract).status).toBe('ORDER CREATION');
  });
});
