/**
 * Actions on an existing contract (issue 16; connect §4, §7): edit (updatedValues), submitSkus,
 * accept, reject, cancel, assignUser and skuQtyConfirm. Each runs through onContract (one
 * transaction, the contract locked, the version checked) and asks the workflow for its step.
 */
import type { Contract, connectContractEndpoints } from '@navia/domain/contracts/connect-contracts';
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import { type ContractStep, contractStep } from '@navia/domain/rules/contracts/workflow';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VisibleContract } from './contract-access.repository.ts';
import { allQuantitiesConfirmed, fieldLabel, shownValue } from './contract-lines.ts';
import {
  actorOf,
  type ContractCaller,
  fieldError,
  notFound,
  onContract,
  onContractWithParent,
  orderNumberTaken,
  recordStep,
  refused,
  refuseUnderEndedParent,
  stepOrRefuse,
} from './contract-workflow.service.ts';
import { contextOf } from './contracts.presenter.ts';
import * as repo from './contracts.repository.ts';
import { catalogueIdsFor, lineFromInput } from './contracts.service.ts';

type Parsed<K extends keyof typeof connectContractEndpoints> = EndpointParsedInput<
  (typeof connectContractEndpoints)[K]
>;
type Answer = Promise<{ contract: Contract }>;

/** The terms edit may change (connect §3 Contract; not the type, the counterparty or the group). */
const EDITABLE_TERMS = [
  'referenceNumber',
  'countryOfOrigin',
  'portOfLoading',
  'countryOfDestination',
  'portOfFinalDestination',
  'transportType',
  'containerMode',
  'serviceType',
  'incoTerms',
  'additionalServiceRequired',
  'additionalService',
  'goodsDescription',
  'productReadyDate',
  'productDeliveryDate',
  'reqExWorksDate',
  'reqInStoreDate',
  'shippingAddress',
  'pickUpAddress',
  'inspectionRequired',
] as const satisfies readonly (keyof repo.ContractPatch)[];

const DELIVERY_BEFORE_READY = 'The delivery date cannot be before the ready date';
const NOTHING_CONFIRMED = 'Confirm a quantity above 0 on at least one SKU';

/** "port of loading MYPKG → SGSIN" for each change. */
export function describeChanges(changes: readonly { field: string; from: unknown; to: unknown }[]): string {
  return changes.map((c) => `${fieldLabel(c.field)} ${shownValue(c.from)} → ${shownValue(c.to)}`).join('; ');
}

/**
 * POST edit {updatedValues}: by the awaited side an amendment (AMENDED, the turn goes back), by the
 * author a change in place. A new reference must not be taken (401); the old one is kept.
 */
export function editContract(
  ctx: AppContext,
  caller: ContractCaller,
  values: Parsed<'edit'>['body']['updatedValues'],
): Answer {
  return onContract(ctx, caller, values._id, values.version, async (tx, contract) => {
    const step = stepOrRefuse(contract, 'edit');
    const given = values as Record<string, unknown>;
    const patch: repo.ContractPatch = {};
    const changes: { field: string; from: unknown; to: unknown }[] = [];
    for (const field of EDITABLE_TERMS) {
      let value = given[field];
      if (value === undefined) continue;
      if (field === 'referenceNumber' && typeof value === 'string') value = value.trim();
      if (value === contract[field]) continue;
      changes.push({ field, from: contract[field], to: value });
      Object.assign(patch, { [field]: value });
    }
    if (changes.length === 0) return [];
    const ready = patch.productReadyDate !== undefined ? patch.productReadyDate : contract.productReadyDate;
    const delivery =
      patch.productDeliveryDate !== undefined ? patch.productDeliveryDate : contract.productDeliveryDate;
    if (ready && delivery && delivery < ready) {
      throw fieldError('updatedValues.productDeliveryDate', DELIVERY_BEFORE_READY);
    }
    if (patch.referenceNumber !== undefined) {
      if (await repo.referenceTaken(tx, contract, patch.referenceNumber, contract)) throw orderNumberTaken();
      patch.orderNumberOverwritten = true;
      patch.oldRefNumber = contract.referenceNumber;
    }
    return [
      await recordStep(ctx, tx, actorOf(caller), contract, {
        action: 'edit',
        step,
        patch,
        changes: describeChanges(changes),
      }),
    ];
  });
}

type SkuInput = Parsed<'submitSkus'>['body']['skus'][number];
/** The line fields a party may change, and how history names them. */
const LINE_FIELDS = [
  'productNumber',
  'productDescription',
  'fullProductDescription',
  'unitPrice',
  'unitCurrency',
  'quantity',
  'unitOfMeasure',
  'weightPerUnit',
  'unitOfWeight',
  'unitPerInnerPack',
  'innerUnitPerOuterPack',
  'outerPackDepth',
  'outerPackWidth',
  'outerPackHeight',
  'outerPackWeight',
  'outerPackUnitOfWeight',
  'isAdhoc',
] as const satisfies readonly (keyof SkuInput & keyof repo.ContractLine)[];

/**
 * POST submitSkus: the contract's lines become the ones sent (lines named by _id are changed, new
 * ones added, those left out removed). A line a child contract takes from cannot go, nor drop below
 * what is confirmed and taken. By the awaited side it is an amendment.
 */
export function submitSkus(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'submitSkus'>['body'],
): Answer {
  return onContract(ctx, caller, body.id, body.version, async (tx, contract) => {
    const step = stepOrRefuse(contract, 'submitSkus');
    const lines = await repo.linesOf(tx, contract);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const taken = await repo.childTakes(tx, contract);
    const named = new Set<string>();
    body.skus.forEach((sku, i) => {
      if (!sku._id) return;
      const line = byId.get(sku._id);
      if (!line || named.has(sku._id)) throw fieldError(`skus.${i}._id`, 'This line is not on the contract.');
      named.add(sku._id);
      const least = (taken.get(line.id) ?? 0) + (line.quantityTemp ?? 0);
      if (sku.quantity < least)
        throw fieldError(`skus.${i}.quantity`, `The quantity must be at least ${least}`);
    });
    const removed = lines.filter((l) => !named.has(l.id));
    if (removed.some((l) => (taken.get(l.id) ?? 0) > 0)) {
      throw fieldError('skus', 'A line a child contract takes from cannot be removed.');
    }
    const catalogue = await catalogueIdsFor(tx, caller, contract, body.skus, ctx.now());
    const notes: string[] = [];
    for (const [position, sku] of body.skus.entries()) {
      const skuId = catalogue.get(sku.productNumber) ?? null;
      const line = sku._id ? byId.get(sku._id) : undefined;
      if (!line) {
        await repo.insertLines(tx, contract, [lineFromInput(sku, position, skuId)]);
        notes.push(`added ${sku.productNumber} (${sku.quantity})`);
        continue;
      }
      const changed = LINE_FIELDS.filter(
        (f) => (sku[f] ?? null) !== (f === 'unitPrice' ? Number(line[f]) : line[f]),
      );
      if (changed.length === 0 && line.position === position) continue;
      await repo.updateLine(tx, contract, line.id, {
        ...lineFromInput(sku, position, skuId),
        quantityTemp: line.quantityTemp,
      });
      for (const f of changed) {
        notes.push(
          `${fieldLabel(f)} of ${line.productNumber} ${shownValue(line[f])} → ${shownValue(sku[f])}`,
        );
      }
    }
    await repo.deleteLines(
      tx,
      contract,
      removed.map((l) => l.id),
    );
    for (const l of removed) notes.push(`removed ${l.productNumber}`);
    if (notes.length === 0) return [];
    return [
      await recordStep(ctx, tx, actorOf(caller), contract, {
        action: 'submitSkus',
        step,
        changes: notes.join('; '),
      }),
    ];
  });
}

/**
 * POST accept: the awaited party accepts (ORDER CREATION makes the hub order). A child of a
 * rejected, cancelled or deleted parent goes no further (the parent is locked first).
 */
export function acceptContract(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'accept'>['body'],
): Answer {
  return onContractWithParent(ctx, caller, body.id, body.version, async (tx, contract, parent) => {
    const step = stepOrRefuse(contract, 'accept');
    refuseUnderEndedParent(parent);
    return [await recordStep(ctx, tx, actorOf(caller), contract, { action: 'accept', step })];
  });
}

/**
 * A contract that ends (REJECTED, CANCELLED) while a child of it is still being agreed would leave
 * the child running on a dead parent: the children are settled first.
 */
async function refuseEndWithLiveChildren(tx: Executor, contract: VisibleContract, step: ContractStep) {
  if (step.status !== 'REJECTED' && step.status !== 'CANCELLED') return;
  if (await repo.hasChildInAgreement(tx, contract)) {
    throw new AppError('CONTRACT_ACTION_REFUSED', {
      message: 'This contract has child contracts still being agreed: settle them first.',
    });
  }
}

/** POST reject: the awaited party rejects (a failed inspection goes back to the seller). */
export function rejectContract(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'reject'>['body'],
): Answer {
  return onContract(ctx, caller, body.id, body.version, async (tx, contract) => {
    const step = stepOrRefuse(contract, 'reject');
    await refuseEndWithLiveChildren(tx, contract, step);
    return [await recordStep(ctx, tx, actorOf(caller), contract, { action: 'reject', step })];
  });
}

/** POST cancel {contractId}: the creator's side or an admin, before the order exists. */
export function cancelContract(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'cancel'>['body'],
): Answer {
  return onContract(ctx, caller, body.contractId, body.version, async (tx, contract) => {
    const step = stepOrRefuse(contract, 'cancel');
    await refuseEndWithLiveChildren(tx, contract, step);
    return [await recordStep(ctx, tx, actorOf(caller), contract, { action: 'cancel', step })];
  });
}

/**
 * POST assignUser: a user of the owning group, of the counterparty trusted party, or staff (anyone
 * else answers 404, as an unknown user); null unassigns.
 */
export function assignUser(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'assignUser'>['body'],
): Answer {
  return onContract(ctx, caller, body.contractId, body.version, async (tx, contract) => {
    const step = stepOrRefuse(contract, 'assignUser');
    const user = body.userAssigned ? await repo.findAssignableUser(tx, contract, body.userAssigned) : null;
    if (body.userAssigned && !user) throw notFound();
    if ((user?.id ?? null) === contract.userAssignedId) return [];
    // The assigned user follows the contract from now on (they may unsubscribe).
    if (user) await repo.subscribeToContract(tx, user.id, contract);
    return [
      await recordStep(ctx, tx, actorOf(caller), contract, {
        action: 'assignUser',
        step,
        patch: { userAssignedId: user?.id ?? null },
        changes: user ? `assigned to ${user.fullname}` : 'unassigned',
      }),
    ];
  });
}

/**
 * POST skuQtyConfirm: the seller confirms a quantity per line (0 to the quantity less what children
 * take); lines not sent keep theirs. Every line in full gives CONFIRMED, otherwise PARTIALLY
 * CONFIRMED (or the inspection statuses when inspection is on). Nothing confirmed at all would order
 * nothing: refused (400). A child of a rejected, cancelled or deleted parent is refused.
 */
export function confirmQuantities(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'skuQtyConfirm'>['body'],
): Answer {
  return onContractWithParent(ctx, caller, body.contractId, body.version, async (tx, contract, parent) => {
    const open = [true, false].some(
      (all) =>
        contractStep(contextOf(contract), 'skuQtyConfirm', contract.parties, {
          allQuantitiesConfirmed: all,
        }) !== null,
    );
    if (!open) throw refused();
    refuseUnderEndedParent(parent);
    const lines = await repo.linesOf(tx, contract);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const taken = await repo.childTakes(tx, contract);
    const confirmed = new Map<string, number>();
    body.skus.forEach((sku, i) => {
      const line = byId.get(sku._id);
      if (!line || confirmed.has(sku._id))
        throw fieldError(`skus.${i}._id`, 'This line is not on the contract.');
      const most = line.quantity - (taken.get(line.id) ?? 0);
      if (sku.quantityTemp > most) {
        throw fieldError(`skus.${i}.quantityTemp`, `The confirmed quantity cannot be more than ${most}`);
      }
      confirmed.set(line.id, sku.quantityTemp);
    });
    const after = lines.map((l) => ({ ...l, quantityTemp: confirmed.get(l.id) ?? l.quantityTemp }));
    if (after.every((l) => (l.quantityTemp ?? 0) === 0)) {
      throw fieldError('skus.0.quantityTemp', NOTHING_CONFIRMED);
    }
    const step = stepOrRefuse(contract, 'skuQtyConfirm', {
      allQuantitiesConfirmed: allQuantitiesConfirmed(after),
    });
    const notes: string[] = [];
    for (const line of lines) {
      const value = confirmed.get(line.id);
      if (value === undefined) continue;
      if (value !== line.quantityTemp) await repo.updateLine(tx, contract, line.id, { quantityTemp: value });
      notes.push(`confirmed ${line.productNumber} ${value} of ${line.quantity}`);
    }
    return [
      await recordStep(ctx, tx, actorOf(caller), contract, {
        action: 'skuQtyConfirm',
        step,
        changes: notes.join('; '),
      }),
    ];
  });
}
