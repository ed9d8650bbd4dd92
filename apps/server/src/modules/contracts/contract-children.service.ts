/**
 * Child contracts (issue 16; connect §4, §5): a child takes part of its parent's unconfirmed
 * quantities, never more than the parent has left. childCreate and editChild lock the parent row
 * first, so concurrent children of one parent are checked one after the other and cannot together
 * take more than is left. The other side approves (approveExisting) or rejects (rejectChild, with a
 * reason) a child; its creator edits (editChild) or deletes (deleteChild) it while it waits.
 */
import type { Contract, connectContractEndpoints } from '@navia/domain/contracts/connect-contracts';
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import { CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import {
  type ContractAction,
  type ContractSide,
  contractStep,
  mayCreateChild,
} from '@navia/domain/rules/contracts/workflow';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dispatchSoon } from '../notifications/notification-dispatch.ts';
import { findVisibleContract, type VisibleContract } from './contract-access.repository.ts';
import { describeChanges } from './contract-actions.service.ts';
import { skuQtyAvailable } from './contract-lines.ts';
import {
  actorOf,
  type ContractCaller,
  fieldError,
  notFound,
  onContractWithParent,
  orderNumberTaken,
  readContract,
  recordHistory,
  recordStep,
  refused,
  refuseUnderEndedParent,
  stepOrRefuse,
  withReferenceCheck,
} from './contract-workflow.service.ts';
import { contextOf } from './contracts.presenter.ts';
import * as repo from './contracts.repository.ts';

type Parsed<K extends keyof typeof connectContractEndpoints> = EndpointParsedInput<
  (typeof connectContractEndpoints)[K]
>;
type Answer = Promise<{ contract: Contract }>;
type ChildSku = { _id: string; quantity: number };

const DELIVERY_BEFORE_READY = 'The delivery date cannot be before the ready date';

/**
 * Checks the lines a child asks for against the parent's (each named once, each at most what the
 * parent has left: `taken` leaves out the child being edited) and answers them with their parent line.
 */
function checkChildLines(
  skus: readonly ChildSku[],
  parentLines: readonly repo.ContractLine[],
  taken: ReadonlyMap<string, number>,
  field: string,
) {
  const byId = new Map(parentLines.map((l) => [l.id, l]));
  const seen = new Set<string>();
  return skus.map((sku, i) => {
    const line = byId.get(sku._id);
    if (!line || seen.has(sku._id))
      throw fieldError(`${field}.${i}._id`, 'This line is not on the parent contract.');
    seen.add(sku._id);
    if (sku.quantity > skuQtyAvailable(line, taken)) {
      throw fieldError(`${field}.${i}.quantity`, CONTRACT_TEXTS.childTooLarge);
    }
    return { sku, line };
  });
}

/** A child's line: the parent's line with the quantity taken. */
function childLine(line: repo.ContractLine, quantity: number, position: number): repo.NewContractLine {
  const { id: _id, contractId: _c, orgGroupId: _g, ...copy } = line;
  return { ...copy, position, quantity, quantityTemp: null, parentSkuId: line.id, isChildOrderSku: true };
}

const takenText = (picked: readonly { sku: ChildSku; line: repo.ContractLine }[]) =>
  picked.map((p) => `${p.line.productNumber} ${p.sku.quantity}`).join(', ');
const linesText = (lines: readonly repo.ContractLine[]) =>
  lines.map((l) => `${l.productNumber} ${l.quantity}`).join(', ');

/**
 * A child's change changed what its parent has left: the parent's version moves (a page holding the
 * old one reloads) and its history says why. Answers the parent's outbox event.
 */
async function noteOnParent(
  ctx: AppContext,
  tx: Executor,
  caller: ContractCaller,
  parent: VisibleContract,
  action: ContractAction,
  changes: string,
): Promise<number> {
  await repo.updateContract(tx, parent, {}, ctx.now());
  return recordHistory(ctx, tx, actorOf(caller), parent, {
    action,
    fromStatus: parent.status,
    toStatus: parent.status,
    changes,
  });
}

/** POST childCreate: a child AWAITING QUANTITIES CONFIRMATION by the other side. */
export async function createChild(
  ctx: AppContext,
  caller: ContractCaller,
  input: Parsed<'childCreate'>['body']['contract'],
): Answer {
  const reference = input.referenceNumber.trim();
  const { id, events } = await withReferenceCheck(() =>
    ctx.database.db.transaction(async (tx) => {
      // The parent's lock serialises the children of one parent (issue 16: never more than is left).
      const parent = await findVisibleContract(tx, caller.scope, input.parentContract, { forUpdate: true });
      if (!parent) throw notFound();
      if (input.parentVersion !== undefined && input.parentVersion !== parent.version) {
        throw new AppError('CONTRACT_CHANGED');
      }
      const side = parent.parties.find((p): p is ContractSide => p === 'buyer' || p === 'seller');
      // A child is made of a confirmed contract that is no child itself (a child has no children).
      if (!side || !mayCreateChild(contextOf(parent), parent.parties)) throw refused();
      // The child's own dates over the ones it inherits, checked as editChild checks them.
      const ready = input.productReadyDate ?? parent.productReadyDate;
      const delivery = input.productDeliveryDate ?? parent.productDeliveryDate;
      if (ready && delivery && delivery < ready) {
        throw fieldError('contract.productDeliveryDate', DELIVERY_BEFORE_READY);
      }
      const step = contractStep(
        {
          status: null,
          awaitingParty: null,
          creatorSide: side,
          isChild: true,
          approvalsRequired: parent.approvalsRequired,
          inspectionRequired: parent.inspectionRequired,
        },
        'childCreate',
        [side],
      );
      if (!step) throw refused();
      const picked = checkChildLines(
        input.skus,
        await repo.linesOf(tx, parent),
        await repo.childTakes(tx, parent),
        'contract.skus',
      );
      if (await repo.referenceTaken(tx, parent, reference)) throw orderNumberTaken();
      const now = ctx.now();
      const row = await repo.insertContract(tx, parent, {
        trustedPartyId: parent.trustedPartyId,
        parentId: parent.id,
        contractType: parent.contractType,
        status: step.status,
        awaitingParty: step.awaitingParty,
        creatorSide: side,
        approvalsRequired: parent.approvalsRequired,
        inspectionRequired: parent.inspectionRequired,
        referenceNumber: reference,
        countryOfOrigin: parent.countryOfOrigin,
        portOfLoading: parent.portOfLoading,
        countryOfDestination: parent.countryOfDestination,
        portOfFinalDestination: parent.portOfFinalDestination,
        transportType: parent.transportType,
        containerMode: parent.containerMode,
        serviceType: parent.serviceType,
        incoTerms: parent.incoTerms,
        additionalServiceRequired: parent.additionalServiceRequired,
        additionalService: parent.additionalService,
        goodsDescription: parent.goodsDescription,
        productReadyDate: ready,
        productDeliveryDate: delivery,
        reqExWorksDate: input.reqExWorksDate ?? parent.reqExWorksDate,
        reqInStoreDate: input.reqInStoreDate ?? parent.reqInStoreDate,
        shippingAddress: parent.shippingAddress,
        pickUpAddress: parent.pickUpAddress,
        userAssignedId: parent.userAssignedId,
        createdByUserId: caller.userId,
        templateId: null,
        createdAt: now,
        updatedAt: now,
      });
      const child = repo.createdContract(row, parent.parties);
      await repo.insertLines(
        tx,
        child,
        picked.map((p, i) => childLine(p.line, p.sku.quantity, i)),
      );
      await repo.subscribeToContract(tx, caller.userId, child);
      // The assigned user it inherits follows it, as an assignment subscribes (they may unsubscribe).
      if (parent.userAssignedId) await repo.subscribeToContract(tx, parent.userAssignedId, child);
      const onChild = await recordHistory(ctx, tx, actorOf(caller), child, {
        action: 'childCreate',
        fromStatus: null,
        toStatus: step.status,
        changes: `child of ${parent.referenceNumber}: ${takenText(picked)}`,
      });
      // The parent changed too: what it has left. Its version moves, and its history says why.
      const onParent = await noteOnParent(
        ctx,
        tx,
        caller,
        parent,
        'childCreate',
        `child ${reference} takes ${takenText(picked)}`,
      );
      return { id: row.id, events: [onChild, onParent] };
    }),
  );
  void dispatchSoon(ctx, events);
  return { contract: await readContract(ctx, caller, id) };
}

/**
 * One action on a child: its parent locked and then the child (parents before children, as
 * childCreate: no deadlock), the child's version checked, then `work`. A contract that is no child
 * is refused.
 */
function onChildWithParent(
  ctx: AppContext,
  caller: ContractCaller,
  id: string,
  version: number | undefined,
  work: (tx: Executor, child: VisibleContract, parent: VisibleContract) => Promise<number[]>,
): Answer {
  return onContractWithParent(ctx, caller, id, version, (tx, child, parent) => {
    if (!parent) throw refused();
    return work(tx, child, parent);
  });
}

/** POST editChild: the creator changes a waiting child's reference, dates or quantities (re-checked). */
export function editChild(
  ctx: AppContext,
  caller: ContractCaller,
  input: Parsed<'editChild'>['body']['contract'],
): Answer {
  return onChildWithParent(ctx, caller, input._id, input.version, async (tx, child, parent) => {
    const step = stepOrRefuse(child, 'editChild');
    const patch: repo.ContractPatch = {};
    const changes: { field: string; from: unknown; to: unknown }[] = [];
    const dates = ['productReadyDate', 'productDeliveryDate', 'reqExWorksDate', 'reqInStoreDate'] as const;
    for (const field of dates) {
      const value = input[field];
      if (value === undefined || value === child[field]) continue;
      changes.push({ field, from: child[field], to: value });
      patch[field] = value;
    }
    const ready = patch.productReadyDate !== undefined ? patch.productReadyDate : child.productReadyDate;
    const delivery =
      patch.productDeliveryDate !== undefined ? patch.productDeliveryDate : child.productDeliveryDate;
    if (ready && delivery && delivery < ready)
      throw fieldError('contract.productDeliveryDate', DELIVERY_BEFORE_READY);
    const reference = input.referenceNumber?.trim();
    if (reference !== undefined && reference !== child.referenceNumber) {
      if (await repo.referenceTaken(tx, child, reference, child)) throw orderNumberTaken();
      changes.push({ field: 'referenceNumber', from: child.referenceNumber, to: reference });
      Object.assign(patch, {
        referenceNumber: reference,
        orderNumberOverwritten: true,
        oldRefNumber: child.referenceNumber,
      });
    }
    const notes = changes.length > 0 ? [describeChanges(changes)] : [];
    /** What the child takes that changed (the parent's availability moves with it). */
    const taking: string[] = [];
    if (input.skus) {
      const picked = checkChildLines(
        input.skus,
        await repo.linesOf(tx, parent),
        await repo.childTakes(tx, parent, child.id),
        'contract.skus',
      );
      const current = await repo.linesOf(tx, child);
      const byParentLine = new Map(current.map((l) => [l.parentSkuId, l]));
      for (const [position, p] of picked.entries()) {
        const mine = byParentLine.get(p.line.id);
        if (!mine) {
          await repo.insertLines(tx, child, [childLine(p.line, p.sku.quantity, position)]);
          taking.push(`added ${p.line.productNumber} (${p.sku.quantity})`);
        } else if (mine.quantity !== p.sku.quantity || mine.position !== position) {
          await repo.updateLine(tx, child, mine.id, { quantity: p.sku.quantity, position });
          if (mine.quantity !== p.sku.quantity) {
            taking.push(`quantity of ${mine.productNumber} ${mine.quantity} → ${p.sku.quantity}`);
          }
        }
      }
      const kept = new Set(picked.map((p) => p.line.id));
      const removed = current.filter((l) => !kept.has(l.parentSkuId ?? ''));
      await repo.deleteLines(
        tx,
        child,
        removed.map((l) => l.id),
      );
      for (const l of removed) taking.push(`removed ${l.productNumber}`);
    }
    notes.push(...taking);
    if (notes.length === 0) return [];
    const onChild = await recordStep(ctx, tx, actorOf(caller), child, {
      action: 'editChild',
      step,
      patch,
      changes: notes.join('; '),
    });
    if (taking.length === 0) return [onChild];
    const named = patch.referenceNumber ?? child.referenceNumber;
    return [
      onChild,
      await noteOnParent(ctx, tx, caller, parent, 'editChild', `child ${named}: ${taking.join('; ')}`),
    ];
  });
}

/** POST approveExisting: the other side approves a waiting child; it runs as a contract (ACCEPTED). */
export function approveChild(
  ctx: AppContext,
  caller: ContractCaller,
  ref: { _id: string; version?: number | undefined },
): Answer {
  return onChildWithParent(ctx, caller, ref._id, ref.version, async (tx, child, parent) => {
    const step = stepOrRefuse(child, 'approveExisting');
    refuseUnderEndedParent(parent);
    return [await recordStep(ctx, tx, actorOf(caller), child, { action: 'approveExisting', step })];
  });
}

/** POST deleteChild: its creator deletes a waiting child; its quantities return to the parent. */
export function deleteChild(
  ctx: AppContext,
  caller: ContractCaller,
  ref: { _id: string; version?: number | undefined },
): Answer {
  return onChildWithParent(ctx, caller, ref._id, ref.version, async (tx, child, parent) => {
    const step = stepOrRefuse(child, 'deleteChild');
    const lines = await repo.linesOf(tx, child);
    return [
      await recordStep(ctx, tx, actorOf(caller), child, { action: 'deleteChild', step }),
      await noteOnParent(
        ctx,
        tx,
        caller,
        parent,
        'deleteChild',
        `child ${child.referenceNumber} deleted: ${linesText(lines)} returned`,
      ),
    ];
  });
}

/** POST rejectChild {contract, value}: the other side rejects a waiting child, with its reason. */
export function rejectChild(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'rejectChild'>['body'],
): Answer {
  return onChildWithParent(
    ctx,
    caller,
    body.contract._id,
    body.contract.version,
    async (tx, child, parent) => {
      const step = stepOrRefuse(child, 'rejectChild');
      const lines = await repo.linesOf(tx, child);
      return [
        await recordStep(ctx, tx, actorOf(caller), child, {
          action: 'rejectChild',
          step,
          changes: body.value ? `reason: ${body.value}` : '',
        }),
        await noteOnParent(
          ctx,
          tx,
          caller,
          parent,
          'rejectChild',
          `child ${child.referenceNumber} rejected: ${linesText(lines)} returned`,
        ),
      ];
    },
  );
}
