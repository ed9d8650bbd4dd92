/** Contract rows → the declared answers (contracts/connect-contracts.ts). */
import type {
  Contract,
  ContractRow as ContractRowAnswer,
  ContractSku,
  SkuChoice,
  SkuChoiceSource,
} from '@navia/domain/contracts/connect-contracts';
import { contractPartiesOf } from '@navia/domain/rules/contracts/parties';
import {
  awaitsOneOf,
  CONTRACT_STAGE_OF,
  type ContractAction,
  type ContractContext,
  type ContractParty,
} from '@navia/domain/rules/contracts/workflow';
import type { Scope } from '../../lib/scope.ts';
import type { ContractRow, VisibleContract } from './contract-access.repository.ts';
import { skuQtyAvailable, skuStatus } from './contract-lines.ts';
import type { ContractSearchRow, CounterpartySku, PickerSku } from './contract-search.repository.ts';
import type { ContractDetail, ContractLine } from './contracts.repository.ts';

/** What the workflow reads of a stored contract. */
export function contextOf(row: ContractRow): ContractContext {
  return {
    status: row.status,
    awaitingParty: row.awaitingParty,
    creatorSide: row.creatorSide,
    isChild: row.parentId !== null,
    approvalsRequired: row.approvalsRequired,
    inspectionRequired: row.inspectionRequired,
  };
}

function workflowFields(row: ContractRow, parties: ContractParty[]) {
  return {
    status: row.status,
    stage: CONTRACT_STAGE_OF[row.status],
    awaitingParty: row.awaitingParty,
    creatorSide: row.creatorSide,
    isChild: row.parentId !== null,
    approvalsRequired: row.approvalsRequired,
    inspectionRequired: row.inspectionRequired,
    myParties: parties,
    isViewActionRequired: awaitsOneOf(contextOf(row), parties),
  };
}

function presentLine(line: ContractLine, taken: ReadonlyMap<string, number>): ContractSku {
  return {
    _id: line.id,
    productNumber: line.productNumber,
    productDescription: line.productDescription,
    fullProductDescription: line.fullProductDescription,
    unitPrice: Number(line.unitPrice),
    unitCurrency: line.unitCurrency,
    quantity: line.quantity,
    quantityTemp: line.quantityTemp,
    skuQtyAvailable: skuQtyAvailable(line, taken),
    status: skuStatus(line),
    unitOfMeasure: line.unitOfMeasure,
    weightPerUnit: line.weightPerUnit ?? null,
    unitOfWeight: line.unitOfWeight,
    unitPerInnerPack: line.unitPerInnerPack,
    innerUnitPerOuterPack: line.innerUnitPerOuterPack,
    outerPackDepth: line.outerPackDepth ?? null,
    outerPackWidth: line.outerPackWidth ?? null,
    outerPackHeight: line.outerPackHeight ?? null,
    outerPackWeight: line.outerPackWeight ?? null,
    outerPackUnitOfWeight: line.outerPackUnitOfWeight,
    isAdhoc: line.isAdhoc,
    isChildOrderSku: line.isChildOrderSku,
  };
}

/** A row of the contracts list. */
export function presentRow(scope: Scope, r: ContractSearchRow): ContractRowAnswer {
  const c = r.contract;
  return {
    _id: c.id,
    contractType: c.contractType,
    referenceNumber: c.referenceNumber,
    organisation: r.organisation,
    buyer: r.buyer,
    seller: r.seller,
    createdAt: c.createdAt.toISOString(),
    transportType: c.transportType,
    incoTerms: c.incoTerms,
    portOfLoading: c.portOfLoading,
    portOfFinalDestination: c.portOfFinalDestination,
    productReadyDate: c.productReadyDate,
    productDeliveryDate: c.productDeliveryDate,
    totalQuantity: r.totalQuantity,
    skuCount: r.skuCount,
    parentContract: c.parentId,
    userAssigned: r.userAssigned,
    isFavourite: r.isFavourite,
    version: c.version,
    ...workflowFields(c, contractPartiesOf(scope, c)),
  };
}

/** The buyer and seller of a contract (connect §3): the owning group's side(s) and the trusted party's. */
function partiesOf(contract: ContractRow, detail: Pick<ContractDetail, 'groupName' | 'trustedPartyName'>) {
  const group = { name: detail.groupName, kind: 'ORGANISATION' as const, _id: contract.orgGroupId };
  const counterparty = {
    name: detail.trustedPartyName ?? '',
    kind: 'TRUSTED PARTY' as const,
    _id: contract.trustedPartyId ?? '',
  };
  if (contract.contractType === 'BUYING') return { buyer: group, seller: counterparty };
  if (contract.contractType === 'SELLING') return { buyer: counterparty, seller: group };
  return { buyer: group, seller: group };
}

export function presentContract(contract: VisibleContract, detail: ContractDetail): Contract {
  return {
    _id: contract.id,
    version: contract.version,
    contractType: contract.contractType,
    referenceNumber: contract.referenceNumber,
    organisation: detail.groupName,
    orgGroupId: contract.orgGroupId,
    createdAt: contract.createdAt.toISOString(),
    updatedAt: contract.updatedAt.toISOString(),
    ...partiesOf(contract, detail),
    trustedPartyId: contract.trustedPartyId,
    countryOfOrigin: contract.countryOfOrigin,
    portOfLoading: contract.portOfLoading,
    countryOfDestination: contract.countryOfDestination,
    portOfFinalDestination: contract.portOfFinalDestination,
    transportType: contract.transportType,
    containerMode: contract.containerMode,
    serviceType: contract.serviceType,
    incoTerms: contract.incoTerms,
    additionalServiceRequired: contract.additionalServiceRequired,
    additionalService: contract.additionalService,
    goodsDescription: contract.goodsDescription,
    productReadyDate: contract.productReadyDate,
    productDeliveryDate: contract.productDeliveryDate,
    reqExWorksDate: contract.reqExWorksDate,
    reqInStoreDate: contract.reqInStoreDate,
    shippingAddress: contract.shippingAddress,
    pickUpAddress: contract.pickUpAddress,
    parentContract: detail.parent
      ? { _id: detail.parent.id, referenceNumber: detail.parent.referenceNumber }
      : null,
    children: detail.children.map((c) => ({
      _id: c.id,
      referenceNumber: c.referenceNumber,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      totalQuantity: c.totalQuantity,
    })),
    skus: detail.lines.map((l) => presentLine(l, detail.taken)),
    orderNumberOverwritten: contract.orderNumberOverwritten,
    oldRefNumber: contract.oldRefNumber,
    userAssigned: detail.assigned ? { _id: detail.assigned.id, fullname: detail.assigned.fullname } : null,
    notifications: detail.subscribed,
    isFavourite: detail.isFavourite,
    order: detail.order,
    chatChannelId: detail.chatChannelId,
    documents: detail.documents.map((d) => ({
      _id: d.id,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.size,
      uploadedBy: d.uploadedByName,
      uploadedAt: d.uploadedAt.toISOString(),
    })),
    history: detail.history.map((h) => ({
      changeDate: h.at.toISOString(),
      changedBy: h.actorName,
      // Written only by this module, from the workflow's action names.
      action: h.action as ContractAction,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      updatedFieldsText: h.fieldsText,
    })),
    ...workflowFields(contract, contract.parties),
  };
}

/** getSKUs with a contract: one of its lines, with what a child may still take. */
export function presentLineChoice(line: ContractLine, taken: ReadonlyMap<string, number>): SkuChoice {
  const { isChildOrderSku: _child, quantityTemp: _temp, status: _status, ...rest } = presentLine(line, taken);
  return rest;
}

/**
 * getSKUs without a contract, for a trusted party: a product it has traded, as the latest line of
 * its contracts names it (no quantity, nothing left to take), with that contract's organisation.
 */
export function presentCounterpartySku({ line, organisation }: CounterpartySku): SkuChoice {
  return {
    ...presentLineChoice(line, new Map()),
    quantity: null,
    skuQtyAvailable: null,
    source: 'CONTRACT',
    sourceName: organisation,
  };
}

/**
 * getSKUs without a contract: a catalogue SKU (no quantity, no pack sizes), from the caller's own
 * catalogue (CATALOGUE) or a partner's (PARTNER), with its owner's name.
 */
export function presentCatalogueSku(sku: PickerSku, source: Exclude<SkuChoiceSource, 'CONTRACT'>): SkuChoice {
  return {
    _id: sku.id,
    productNumber: sku.productNumber,
    productDescription: sku.productDescription,
    fullProductDescription: sku.fullProductDescription,
    unitPrice: sku.unitPrice === null ? null : Number(sku.unitPrice),
    unitCurrency: sku.unitCurrency,
    quantity: null,
    unitOfMeasure: sku.unitOfMeasure,
    weightPerUnit: sku.weightPerUnit ?? null,
    unitOfWeight: sku.unitOfWeight,
    unitPerInnerPack: null,
    innerUnitPerOuterPack: null,
    outerPackDepth: null,
    outerPackWidth: null,
    outerPackHeight: null,
    outerPackWeight: null,
    outerPackUnitOfWeight: 'KG',
    isAdhoc: false,
    skuQtyAvailable: null,
    source,
    sourceName: sku.ownerName,
  };
}
