/**
 * Contract use cases that create or read (issue 16; connect §3, §5, §7): create, the search (get),
 * getAll, getSKUs, GET /{id} and getDateGroupCount. The actions on an existing contract are in
 * contract-actions.service.ts and contract-children.service.ts; how each runs, in
 * contract-workflow.service.ts.
 */

import type {
  Contract,
  ContractSearchResponse,
  connectContractEndpoints,
  SkuChoice,
} from '@navia/domain/contracts/connect-contracts';
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import { MESSAGES } from '@navia/domain/errors';
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { normaliseContractFilters } from '@navia/domain/rules/contracts/filters';
import { contractPartiesOf, creatorSideOf } from '@navia/domain/rules/contracts/parties';
import { CONTRACT_STATUSES, contractStep } from '@navia/domain/rules/contracts/workflow';
import { dayOf } from '@navia/domain/rules/filters/dates';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import type { VisibleRecord } from '../../lib/visible-record.ts';
import { dispatchSoon } from '../notifications/notification-dispatch.ts';
import { findVisibleContract } from './contract-access.repository.ts';
import { ensureContractChannel } from './contract-chat.service.ts';
import * as searchRepo from './contract-search.repository.ts';
import {
  actorOf,
  type ContractCaller,
  fieldError,
  notFound,
  orderNumberTaken,
  readContract,
  recordHistory,
  refused,
  withReferenceCheck,
} from './contract-workflow.service.ts';
import {
  presentCatalogueSku,
  presentCounterpartySku,
  presentLineChoice,
  presentRow,
} from './contracts.presenter.ts';
import * as repo from './contracts.repository.ts';

type Parsed<K extends keyof typeof connectContractEndpoints> = EndpointParsedInput<
  (typeof connectContractEndpoints)[K]
>;
export type NewContractInput = Parsed<'create'>['body']['contract'];
type SkuInput = NewContractInput['skus'][number];

/** Most rows getAll and getSKUs answer (they feed pickers, which narrow by typing). */
const PICKER_LIMIT = 500;

/** A contract line to store from what a party typed; the catalogue id is set when not ad hoc. */
export function lineFromInput(sku: SkuInput, position: number, skuId: string | null): repo.NewContractLine {
  return {
    position,
    skuId: sku.isAdhoc ? null : skuId,
    parentSkuId: null,
    productNumber: sku.productNumber,
    productDescription: sku.productDescription,
    fullProductDescription: sku.fullProductDescription,
    unitPrice: sku.unitPrice,
    unitCurrency: sku.unitCurrency,
    quantity: sku.quantity,
    quantityTemp: null,
    unitOfMeasure: sku.unitOfMeasure,
    weightPerUnit: sku.weightPerUnit,
    unitOfWeight: sku.unitOfWeight,
    unitPerInnerPack: sku.unitPerInnerPack,
    innerUnitPerOuterPack: sku.innerUnitPerOuterPack,
    outerPackDepth: sku.outerPackDepth,
    outerPackWidth: sku.outerPackWidth,
    outerPackHeight: sku.outerPackHeight,
    outerPackWeight: sku.outerPackWeight,
    outerPackUnitOfWeight: sku.outerPackUnitOfWeight,
    isAdhoc: sku.isAdhoc,
    isChildOrderSku: false,
  };
}

/** The catalogue rows of the lines that are not ad hoc (connect §3 SKU). */
function catalogueEntries(lines: readonly SkuInput[]): repo.CatalogueEntry[] {
  return lines
    .filter((l) => !l.isAdhoc)
    .map((l) => ({
      productNumber: l.productNumber,
      productDescription: l.productDescription,
      fullProductDescription: l.fullProductDescription,
      unitPrice: l.unitPrice,
      unitCurrency: l.unitCurrency,
      unitOfMeasure: l.unitOfMeasure,
      weightPerUnit: l.weightPerUnit,
      unitOfWeight: l.unitOfWeight,
    }));
}

/**
 * The catalogue ids of the lines (product number → id). The owning group's users and staff create or
 * refresh the group's catalogue rows; a trusted party never writes them (its prices are its own
 * contract's, not the group's catalogue): it links a row that exists, and otherwise none.
 */
export function catalogueIdsFor(
  tx: Executor,
  caller: ContractCaller,
  group: VisibleRecord,
  lines: readonly SkuInput[],
  now: Date,
): Promise<Map<string, string>> {
  const entries = catalogueEntries(lines);
  if (isTrustedPartyRole(caller.scope.role)) {
    return repo.catalogueIdsOf(
      tx,
      group,
      entries.map((e) => e.productNumber),
    );
  }
  return repo.upsertCatalogue(tx, group, entries, { userId: caller.userId, name: caller.name }, now);
}

/**
 * The owning group and the counterparty of a new contract, from who creates it: a customer for its
 * own group; staff and trusted-party users name the group. A trusted-party user is the counterparty
 * itself. Field problems answer 400 naming the field; a group or trusted party the caller may not
 * use answers 404, as an unknown one.
 */
function ownershipOf(caller: ContractCaller, input: NewContractInput) {
  const { scope } = caller;
  const tp = isTrustedPartyRole(scope.role);
  const stock = input.contractType === 'STOCK TRANSFER';
  let orgGroupId: string;
  if (isStaff(scope.role) || tp) {
    if (!input.orgGroupId) throw fieldError('contract.orgGroupId', MESSAGES.fieldRequired);
    orgGroupId = input.orgGroupId;
  } else {
    if (!scope.orgGroupId || (input.orgGroupId && input.orgGroupId !== scope.orgGroupId)) throw notFound();
    orgGroupId = scope.orgGroupId;
  }
  if (stock && tp)
    throw fieldError('contract.contractType', 'A trusted party cannot create a stock transfer.');
  if (stock && input.trustedPartyId !== null) {
    throw fieldError('contract.trustedPartyId', 'A stock transfer has no counterparty: leave it empty.');
  }
  let trustedPartyId = input.trustedPartyId;
  if (tp) {
    if (trustedPartyId !== null && trustedPartyId !== scope.trustedPartyId) throw notFound();
    trustedPartyId = scope.trustedPartyId;
  }
  if (!stock && trustedPartyId === null) throw fieldError('contract.trustedPartyId', MESSAGES.fieldRequired);
  return { orgGroupId, trustedPartyId };
}

/** POST create: a contract AWAITING ACCEPTANCE by the other side of its creator. */
export async function createContract(
  ctx: AppContext,
  caller: ContractCaller,
  input: NewContractInput,
): Promise<{ contract: Contract }> {
  const { orgGroupId, trustedPartyId } = ownershipOf(caller, input);
  const reference = input.referenceNumber.trim();
  const { id, eventId } = await withReferenceCheck(() =>
    ctx.database.db.transaction(async (tx) => {
      const group = await repo.findGroupForNewContract(tx, caller.scope, orgGroupId);
      if (!group) throw notFound();
      if (input.contractType === 'STOCK TRANSFER' && group.stockTransferDisabled) {
        throw fieldError('contract.contractType', 'Stock transfer is not offered for this organisation.');
      }
      const counterparty = trustedPartyId
        ? await repo.findLinkedTrustedParty(tx, group, trustedPartyId)
        : null;
      if (trustedPartyId && !counterparty) throw notFound();
      if (input.templateId && !(await repo.templateUsable(tx, caller.scope, group, input.templateId))) {
        throw notFound();
      }
      if (await repo.referenceTaken(tx, group, reference)) throw orderNumberTaken();

      const creatorSide = creatorSideOf(caller.scope, input.contractType);
      const step = contractStep(
        {
          status: null,
          awaitingParty: null,
          creatorSide,
          isChild: false,
          approvalsRequired: group.approvalsRequired,
          inspectionRequired: input.inspectionRequired,
        },
        'create',
        [creatorSide],
      );
      if (!step) throw refused();
      const userAssignedId = await repo.autoAssignedUser(tx, group, {
        portOfLoading: input.portOfLoading,
        portOfFinalDestination: input.portOfFinalDestination,
        trustedPartyId,
      });
      const now = ctx.now();
      const row = await repo.insertContract(tx, group, {
        trustedPartyId,
        parentId: null,
        contractType: input.contractType,
        status: step.status,
        awaitingParty: step.awaitingParty,
        creatorSide,
        approvalsRequired: group.approvalsRequired,
        inspectionRequired: input.inspectionRequired,
        referenceNumber: reference,
        countryOfOrigin: input.countryOfOrigin,
        portOfLoading: input.portOfLoading,
        countryOfDestination: input.countryOfDestination,
        portOfFinalDestination: input.portOfFinalDestination,
        transportType: input.transportType,
        containerMode: input.containerMode,
        serviceType: input.serviceType,
        incoTerms: input.incoTerms,
        additionalServiceRequired: input.additionalServiceRequired,
        additionalService: input.additionalService,
        goodsDescription: input.goodsDescription,
        productReadyDate: input.productReadyDate,
        productDeliveryDate: input.productDeliveryDate,
        reqExWorksDate: input.reqExWorksDate,
        reqInStoreDate: input.reqInStoreDate,
        shippingAddress: input.shippingAddress,
        pickUpAddress: input.pickUpAddress,
        userAssignedId,
        createdByUserId: caller.userId,
        templateId: input.templateId,
        createdAt: now,
        updatedAt: now,
      });
      const contract = repo.createdContract(row, contractPartiesOf(caller.scope, row));
      const catalogue = await catalogueIdsFor(tx, caller, group, input.skus, now);
      await repo.insertLines(
        tx,
        contract,
        input.skus.map((s, i) => lineFromInput(s, i, catalogue.get(s.productNumber) ?? null)),
      );
      await repo.subscribeToContract(tx, caller.userId, contract);
      // The auto-assigned user follows it, as an assignment subscribes (they may unsubscribe).
      if (userAssignedId) await repo.subscribeToContract(tx, userAssignedId, contract);
      const eventId = await recordHistory(ctx, tx, actorOf(caller), contract, {
        action: 'create',
        fromStatus: null,
        toStatus: step.status,
        changes: `created with ${input.skus.length} SKU${input.skus.length === 1 ? '' : 's'}`,
      });
      return { id: row.id, eventId };
    }),
  );
  void dispatchSoon(ctx, [eventId]);
  return { contract: await readContract(ctx, caller, id) };
}

/**
 * GET /{id}. The chat panel opens the contract's channel by its id, so the channel is made on the
 * first read (once, and only after the visibility check: a refused caller writes nothing).
 */
export async function getContract(ctx: AppContext, caller: ContractCaller, id: string) {
  await ensureContractChannel(ctx, caller.scope, id);
  return { contract: await readContract(ctx, caller, id) };
}

/** What a search body matches (its names not yet looked up; bench/search/connect-explain.ts too). */
export function matchOf(
  body: Parsed<'get'>['body'] | Parsed<'getDateGroupCount'>['body'],
): searchRepo.ContractMatch {
  const search = 'key' in body ? body : null;
  return {
    filters: normaliseContractFilters(body.filters),
    favouritesOnly: search ? search.key === 'favourites' || search.getFavourites : false,
    actionRequiredOnly: search ? search.isOnlyActionRequired : false,
    orgGroupCode: search?.orgGroupCode ?? null,
    searchText: search?.searchText ?? null,
    searchNames: null,
  };
}

const clockOf = (ctx: AppContext, caller: ContractCaller): searchRepo.ContractClock => ({
  zone: caller.zone,
  today: dayOf(ctx.now(), caller.zone),
});

/** POST get: the contracts search (connect §3, §4, §6). */
export async function searchContracts(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'get'>['body'],
): Promise<ContractSearchResponse> {
  const db = ctx.database.db;
  // connect §6: the only-action-required toggle is remembered as the user's isViewActionRequired.
  if (body.isOnlyActionRequired !== caller.viewActionRequired) {
    await repo.setViewActionRequired(db, caller.userId, body.isOnlyActionRequired);
  }
  const match = await searchRepo.withSearchBarNames(db, matchOf(body));
  const clock = clockOf(ctx, caller);
  // The page and the counts at once, on two of the pool's connections (issue 19).
  const [rows, counts] = await Promise.all([
    searchRepo.searchContracts(db, caller.scope, match, clock, {
      orderBy: body.orderBy,
      orderDir: body.orderDir,
      offset: (body.batchNo - 1) * body.batchSize,
      limit: body.batchSize,
    }),
    searchRepo.countContracts(db, caller.scope, match, clock),
  ]);
  return {
    result: rows.map((r) => presentRow(caller.scope, r)),
    statusCounts: body.includeStatusTotals
      ? Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, counts.byStatus[s] ?? 0]))
      : null,
    currentCount: rows.length,
    totalCount: counts.total,
    timestamp: ctx.now().toISOString(),
  };
}

/** POST getDateGroupCount: matching contracts per period of a date field. */
export async function dateGroupCount(
  ctx: AppContext,
  caller: ContractCaller,
  body: Parsed<'getDateGroupCount'>['body'],
) {
  const result = await searchRepo.countByDateGroup(
    ctx.database.db,
    caller.scope,
    matchOf(body),
    clockOf(ctx, caller),
    body.field,
    body.dateFormat,
  );
  return { result };
}

/** GET getAll: the contracts the caller sees, for pickers. */
export async function listAllContracts(ctx: AppContext, caller: ContractCaller, text: string | undefined) {
  const rows = await searchRepo.listForPicker(ctx.database.db, caller.scope, text ?? null, PICKER_LIMIT);
  return {
    result: rows.map((r) => ({
      _id: r.id,
      referenceNumber: r.referenceNumber,
      status: r.status,
      buyer: r.buyer,
      seller: r.seller,
    })),
  };
}

/**
 * getSKUs without a contract: the sources in precedence order, one row per product number (the
 * first source naming it wins; product numbers compare exactly, as the catalogue's unique keys do),
 * at most `limit` rows, each source's rows in product-number order. Each source read at most `limit`
 * rows, which is enough: a source's first `limit` rows hold at least as many new product numbers as
 * the earlier sources left room for.
 */
function firstPerProductNumber(sources: readonly SkuChoice[][], limit: number): SkuChoice[] {
  const seen = new Set<string>();
  const result: SkuChoice[] = [];
  for (const rows of sources) {
    for (const row of rows) {
      if (result.length >= limit) return result;
      if (seen.has(row.productNumber)) continue;
      seen.add(row.productNumber);
      result.push(row);
    }
  }
  return result;
}

/**
 * getSKUs without a contract, by who asks (issue 17, decision 019), matched by product number or
 * description, one row per product number:
 * - a trusted party: its own catalogue, then the products of its own contracts' lines (their latest
 *   values), then its partner trusted parties' catalogues. Never a group's catalogue: a group's row
 *   carries the values of whichever contract last wrote it, maybe another counterparty's;
 * - a customer: its group's catalogue, then the catalogues of the trusted parties linked to it;
 * - staff: the groups' catalogues.
 */
async function skuChoicesWithoutContract(
  db: Executor,
  scope: Scope,
  text: string | null,
): Promise<SkuChoice[]> {
  if (isTrustedPartyRole(scope.role)) {
    const [own, lines, partners] = await Promise.all([
      searchRepo.trustedPartyCatalogueSkus(db, scope, 'OWN', text, PICKER_LIMIT),
      searchRepo.counterpartySkus(db, scope, text, PICKER_LIMIT),
      searchRepo.trustedPartyCatalogueSkus(db, scope, 'PARTNERS', text, PICKER_LIMIT),
    ]);
    return firstPerProductNumber(
      [
        own.map((s) => presentCatalogueSku(s, 'CATALOGUE')),
        lines.map(presentCounterpartySku),
        partners.map((s) => presentCatalogueSku(s, 'PARTNER')),
      ],
      PICKER_LIMIT,
    );
  }
  const [own, partners] = await Promise.all([
    searchRepo.catalogueSkus(db, scope, text, PICKER_LIMIT),
    isStaff(scope.role)
      ? []
      : searchRepo.trustedPartyCatalogueSkus(db, scope, 'PARTNERS', text, PICKER_LIMIT),
  ]);
  return firstPerProductNumber(
    [
      own.map((s) => presentCatalogueSku(s, 'CATALOGUE')),
      partners.map((s) => presentCatalogueSku(s, 'PARTNER')),
    ],
    PICKER_LIMIT,
  );
}

/**
 * GET getSKUs: the SKUs the caller may pick (skuChoicesWithoutContract); with contractId, that
 * contract's lines with what a child may still take (availableOnly: only those with some left,
 * connect §5 child SKUs).
 */
export async function listSkus(ctx: AppContext, caller: ContractCaller, query: Parsed<'getSKUs'>['query']) {
  const db = ctx.database.db;
  const text = query.filters?.trim().toLowerCase() || null;
  if (!query.contractId) return { result: await skuChoicesWithoutContract(db, caller.scope, text) };
  const contract = await findVisibleContract(db, caller.scope, query.contractId);
  if (!contract) throw notFound();
  const taken = await repo.childTakes(db, contract);
  const lines = (await repo.linesOf(db, contract)).map((l) => presentLineChoice(l, taken));
  const result = lines.filter(
    (l) =>
      (!query.availableOnly || (l.skuQtyAvailable ?? 0) > 0) &&
      (!text ||
        l.productNumber.toLowerCase().includes(text) ||
        l.productDescription.toLowerCase().includes(text)),
  );
  return { result };
}
