/**
 * SQL of contracts (issue 16): creating them, their lines, history, assignments and the detail
 * a party reads. A contract is found only through contract-access.repository.ts (the one visibility
 * rule); everything here takes the caller's Scope or a VisibleRecord read under it.
 */
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { diffSku, type SkuDiff } from '@navia/domain/rules/skus/diff';
import type { SkuFields } from '@navia/domain/rules/skus/sku-fields';
import {
  and,
  asc,
  type Column,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  chatChannels,
  contractAutoAssignRoutes,
  contractDocuments,
  contractFavourites,
  contractHistory,
  contractSettings,
  contractSkus,
  contracts,
  contractTemplates,
  orders,
  orgGroups,
  skuChanges,
  skus,
  trustedParties,
  trustedPartyLinks,
  users,
} from '../../db/schema/index.ts';
import type { Scope } from '../../lib/scope.ts';
import { markVisible, type VisibleRecord } from '../../lib/visible-record.ts';
import type { ContractRow, VisibleContract } from './contract-access.repository.ts';
import { RELEASED_CHILD_STATUSES, SETTLED_CHILD_STATUSES } from './contract-lines.ts';

export type ContractLine = typeof contractSkus.$inferSelect;
export type NewContractLine = Omit<typeof contractSkus.$inferInsert, 'id' | 'contractId' | 'orgGroupId'>;
/** Columns the database keeps: the lines' totals (migration 0037) and the party sorts (0041). */
type KeptByDatabase = 'totalQuantity' | 'skuCount' | 'buyerSort' | 'sellerSort' | 'organisationSort';
export type NewContractRow = Omit<typeof contracts.$inferInsert, 'id' | 'orgGroupId' | KeptByDatabase>;
export type ContractPatch = Partial<
  Omit<
    ContractRow,
    'id' | 'orgGroupId' | 'version' | 'createdAt' | 'updatedAt' | 'contractType' | 'parentId' | KeptByDatabase
  >
>;
export type HistoryEntry = Omit<typeof contractHistory.$inferInsert, 'id' | 'contractId' | 'orgGroupId'>;

/** The organisation group a new contract belongs to, with its contract settings. */
export type ContractGroup = VisibleRecord<{
  orgGroupId: string;
  name: string;
  code: string;
  country: string;
  approvalsRequired: boolean;
  stockTransferDisabled: boolean;
}>;

/**
 * The group the scope may create a contract for: staff any group, a trusted-party user a group it is
 * linked to (trusted_party_links), anyone else its own group. Null: answer as an unknown group.
 */
export async function findGroupForNewContract(
  db: Executor,
  scope: Scope,
  orgGroupId: string,
): Promise<ContractGroup | null> {
  let allowed: SQL;
  if (isStaff(scope.role)) allowed = sql`true`;
  else if (isTrustedPartyRole(scope.role)) {
    allowed = scope.trustedPartyId
      ? sql`exists (select 1 from ${trustedPartyLinks} where ${trustedPartyLinks.orgGroupId} = ${orgGroups.id} and ${trustedPartyLinks.trustedPartyId} = ${scope.trustedPartyId})`
      : sql`false`;
  } else allowed = scope.orgGroupId ? eq(orgGroups.id, scope.orgGroupId) : sql`false`;
  const [row] = await db
    .select({
      orgGroupId: orgGroups.id,
      name: orgGroups.name,
      code: orgGroups.code,
      country: orgGroups.country,
      approvalsRequired: sql<boolean>`coalesce(${contractSettings.approvalsRequired}, false)`,
      stockTransferDisabled: sql<boolean>`coalesce(${contractSettings.stockTransferDisabled}, false)`,
    })
    .from(orgGroups)
    .leftJoin(contractSettings, eq(contractSettings.orgGroupId, orgGroups.id))
    .where(and(eq(orgGroups.id, orgGroupId), allowed))
    .limit(1);
  return row ? markVisible(row) : null;
}

/** The trusted party if it is linked to the group (the counterparties a group trades with). */
export async function findLinkedTrustedParty(db: Executor, group: VisibleRecord, trustedPartyId: string) {
  const [row] = await db
    .select({ id: trustedParties.id, name: trustedParties.name })
    .from(trustedPartyLinks)
    .innerJoin(trustedParties, eq(trustedParties.id, trustedPartyLinks.trustedPartyId))
    .where(
      and(
        eq(trustedPartyLinks.orgGroupId, group.orgGroupId),
        eq(trustedPartyLinks.trustedPartyId, trustedPartyId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * connect §5: the reference is taken when another contract of the group has it, or a hub order of
 * the group has it as its order number (both compared upper case). `except`: the contract being
 * edited, and its own order.
 */
export async function referenceTaken(
  db: Executor,
  group: VisibleRecord,
  reference: string,
  except: { id: string; orderId: number | null } | null = null,
): Promise<boolean> {
  const upper = reference.trim().toUpperCase();
  const [contract] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.orgGroupId, group.orgGroupId),
        sql`upper(${contracts.referenceNumber}) = ${upper}`,
        except ? ne(contracts.id, except.id) : undefined,
      ),
    )
    .limit(1);
  if (contract) return true;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orgGroupId, group.orgGroupId),
        sql`upper(${orders.ordNumber}) = ${upper}`,
        except?.orderId ? ne(orders.id, except.orderId) : undefined,
      ),
    )
    .limit(1);
  return order !== undefined;
}

/** The template a new contract names is one of the group's, or of the caller's trusted party. */
export async function templateUsable(db: Executor, scope: Scope, group: VisibleRecord, templateId: string) {
  const [row] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(
      and(
        eq(contractTemplates.id, templateId),
        sql`(${contractTemplates.orgGroupId} = ${group.orgGroupId}${
          scope.trustedPartyId
            ? sql` or ${contractTemplates.ownerTrustedPartyId} = ${scope.trustedPartyId}`
            : sql``
        })`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** autoAssignContractRoutes: the user of the group's first route whose set fields all match. */
export async function autoAssignedUser(
  db: Executor,
  group: VisibleRecord,
  lane: {
    portOfLoading: string | null;
    portOfFinalDestination: string | null;
    trustedPartyId: string | null;
  },
): Promise<string | null> {
  const r = contractAutoAssignRoutes;
  const same = (column: Column, value: string | null) =>
    sql`(${column} is null or upper(${column}) = ${value === null ? null : value.toUpperCase()})`;
  const [row] = await db
    .select({ userId: r.userId })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(
      and(
        eq(r.orgGroupId, group.orgGroupId),
        eq(users.active, true),
        same(r.portOfLoading, lane.portOfLoading),
        same(r.portOfFinalDestination, lane.portOfFinalDestination),
        sql`(${r.trustedPartyId} is null or ${r.trustedPartyId} = ${lane.trustedPartyId})`,
      ),
    )
    .orderBy(asc(r.position), asc(r.createdAt), asc(r.id))
    .limit(1);
  return row?.userId ?? null;
}

export async function insertContract(
  tx: Executor,
  group: VisibleRecord,
  values: NewContractRow,
): Promise<ContractRow> {
  const [row] = await tx
    .insert(contracts)
    .values({ ...values, orgGroupId: group.orgGroupId })
    .returning();
  if (!row) throw new Error('contract insert failed');
  return row;
}

/** Marks a contract the caller just created (in its own group, as checked) as visible with its parties. */
export function createdContract(row: ContractRow, parties: VisibleContract['parties']): VisibleContract {
  return Object.assign(markVisible(row), { parties });
}

/** Sets fields and bumps the version (the row is locked by the caller's transaction). */
export async function updateContract(
  tx: Executor,
  contract: VisibleRecord<ContractRow>,
  patch: ContractPatch,
  now: Date,
): Promise<ContractRow> {
  const [row] = await tx
    .update(contracts)
    .set({ ...patch, version: sql`${contracts.version} + 1`, updatedAt: now })
    .where(eq(contracts.id, contract.id))
    .returning();
  if (!row) throw new Error('contract update failed');
  return row;
}

// Lines

export async function linesOf(db: Executor, contract: VisibleRecord<ContractRow>): Promise<ContractLine[]> {
  return db
    .select()
    .from(contractSkus)
    .where(eq(contractSkus.contractId, contract.id))
    .orderBy(asc(contractSkus.position), asc(contractSkus.id));
}

/**
 * What the parent's live children take from each of its lines (parent line id → quantity), leaving
 * out one child (the one being edited).
 */
export async function childTakes(
  db: Executor,
  parent: VisibleRecord<ContractRow>,
  exceptChildId: string | null = null,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      parentSkuId: contractSkus.parentSkuId,
      quantity: sql<number>`sum(${contractSkus.quantity})::bigint`,
    })
    .from(contractSkus)
    .innerJoin(contracts, eq(contracts.id, contractSkus.contractId))
    .where(
      and(
        eq(contracts.parentId, parent.id),
        notInArray(contracts.status, [...RELEASED_CHILD_STATUSES]),
        isNotNull(contractSkus.parentSkuId),
        exceptChildId ? sql`${contracts.id} <> ${exceptChildId}` : undefined,
      ),
    )
    .groupBy(contractSkus.parentSkuId);
  return new Map(rows.map((r) => [r.parentSkuId ?? '', Number(r.quantity)]));
}

export async function insertLines(
  tx: Executor,
  contract: VisibleRecord<ContractRow>,
  lines: NewContractLine[],
) {
  if (lines.length === 0) return;
  await tx
    .insert(contractSkus)
    .values(lines.map((l) => ({ ...l, contractId: contract.id, orgGroupId: contract.orgGroupId })));
}

export async function updateLine(
  tx: Executor,
  contract: VisibleRecord<ContractRow>,
  lineId: string,
  patch: Partial<NewContractLine>,
) {
  await tx
    .update(contractSkus)
    .set(patch)
    .where(and(eq(contractSkus.id, lineId), eq(contractSkus.contractId, contract.id)));
}

export async function deleteLines(tx: Executor, contract: VisibleRecord<ContractRow>, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await tx
    .delete(contractSkus)
    .where(and(eq(contractSkus.contractId, contract.id), inArray(contractSkus.id, lineIds)));
}

export type CatalogueEntry = {
  productNumber: string;
  productDescription: string;
  fullProductDescription: string | null;
  unitPrice: number;
  unitCurrency: string;
  unitOfMeasure: string;
  weightPerUnit: number | null;
  unitOfWeight: string;
};

/**
 * The SKU catalogue (connect §3 SKU): one row per product number of the group, created or refreshed
 * from the lines a contract carries. Answers product number → catalogue id. Only the owning group's
 * users and staff write it (a trusted party links existing rows: catalogueIdsOf). A row the lines
 * change gets a new version and a change-history row (issue 17), as an edit on the SKU screen does.
 */
export async function upsertCatalogue(
  tx: Executor,
  group: VisibleRecord,
  entries: readonly CatalogueEntry[],
  changedBy: { userId: string; name: string },
  now: Date,
): Promise<Map<string, string>> {
  // One row per product number: ON CONFLICT cannot touch a row twice in one statement. Sorted, so
  // concurrent upserts of overlapping SKUs lock their rows in one order (no deadlock, 40P01).
  const unique = [...new Map(entries.map((e) => [e.productNumber, e])).values()].sort((a, b) =>
    a.productNumber < b.productNumber ? -1 : a.productNumber > b.productNumber ? 1 : 0,
  );
  if (unique.length === 0) return new Map();
  const existing = await tx
    .select()
    .from(skus)
    .where(
      and(
        eq(skus.orgGroupId, group.orgGroupId),
        inArray(
          skus.productNumber,
          unique.map((e) => e.productNumber),
        ),
      ),
    )
    .orderBy(asc(skus.productNumber))
    .for('update');
  const ids = new Map(existing.map((r) => [r.productNumber, r.id]));
  const before = new Map(existing.map((r) => [r.productNumber, r]));
  const history: { productNumber: string; text: string; changes: SkuDiff['changes'] }[] = [];
  const toWrite = unique.filter((entry) => {
    const row = before.get(entry.productNumber);
    if (!row) {
      history.push({ productNumber: entry.productNumber, text: 'Created (from a contract)', changes: {} });
      return true;
    }
    // `as`: a stored row holds values that passed the SKU schema when written.
    const diff = diffSku(row as unknown as SkuFields, entry as Partial<SkuFields>);
    if (!diff.text) return false;
    history.push({
      productNumber: entry.productNumber,
      text: `${diff.text} (from a contract)`,
      changes: diff.changes,
    });
    return true;
  });
  if (toWrite.length === 0) return ids;
  const rows = await tx
    .insert(skus)
    .values(
      toWrite.map((e) => ({
        ...e,
        orgGroupId: group.orgGroupId,
        createdByUserId: changedBy.userId,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [skus.orgGroupId, skus.productNumber],
      set: {
        productDescription: sql`excluded.product_description`,
        fullProductDescription: sql`excluded.full_product_description`,
        unitPrice: sql`excluded.unit_price`,
        unitCurrency: sql`excluded.unit_currency`,
        unitOfMeasure: sql`excluded.unit_of_measure`,
        weightPerUnit: sql`excluded.weight_per_unit`,
        unitOfWeight: sql`excluded.unit_of_weight`,
        version: sql`${skus.version} + 1`,
        updatedAt: now,
      },
    })
    .returning({ id: skus.id, productNumber: skus.productNumber });
  for (const r of rows) ids.set(r.productNumber, r.id);
  await tx.insert(skuChanges).values(
    history.flatMap((h) => {
      const skuId = ids.get(h.productNumber);
      return skuId
        ? [
            {
              skuId,
              changedAt: now,
              changedByUserId: changedBy.userId,
              changedByName: changedBy.name,
              updatedFieldsText: h.text,
              changes: h.changes as Record<string, { from: unknown; to: unknown }>,
            },
          ]
        : [];
    }),
  );
  return ids;
}

/** The group's existing catalogue rows of these product numbers (product number → id); nothing is written. */
export async function catalogueIdsOf(
  db: Executor,
  group: VisibleRecord,
  productNumbers: readonly string[],
): Promise<Map<string, string>> {
  if (productNumbers.length === 0) return new Map();
  const rows = await db
    .select({ id: skus.id, productNumber: skus.productNumber })
    .from(skus)
    .where(
      and(eq(skus.orgGroupId, group.orgGroupId), inArray(skus.productNumber, [...new Set(productNumbers)])),
    );
  return new Map(rows.map((r) => [r.productNumber, r.id]));
}

/**
 * Whether the contract has a child still being agreed: one neither released (rejected, cancelled,
 * deleted) nor ordered (ORDER CREATION or a transport status).
 */
export async function hasChildInAgreement(
  db: Executor,
  parent: VisibleRecord<ContractRow>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.parentId, parent.id),
        eq(contracts.orgGroupId, parent.orgGroupId),
        notInArray(contracts.status, [...SETTLED_CHILD_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

// History, subscriptions, assignment

export async function insertHistory(tx: Executor, contract: VisibleRecord<ContractRow>, entry: HistoryEntry) {
  await tx
    .insert(contractHistory)
    .values({ ...entry, contractId: contract.id, orgGroupId: contract.orgGroupId });
}

/** Adds the contract to the user's own contractsToNotify (the creator is subscribed). */
export async function subscribeToContract(
  tx: Executor,
  userId: string,
  contract: VisibleRecord<ContractRow>,
) {
  const item = JSON.stringify([contract.id]);
  await tx
    .update(users)
    .set({ contractsToNotify: sql`${users.contractsToNotify} || ${item}::jsonb` })
    .where(and(eq(users.id, userId), sql`not (${users.contractsToNotify} @> ${item}::jsonb)`));
}

/** Remembers the user's only-action-required toggle (connect §6 isViewActionRequired). */
export async function setViewActionRequired(db: Executor, userId: string, value: boolean) {
  await db.update(users).set({ isViewActionRequired: value }).where(eq(users.id, userId));
}

/**
 * A user who may be assigned the contract: one of the owning group's users, of its counterparty
 * trusted party, or provider staff; null otherwise (answered as an unknown user).
 */
export async function findAssignableUser(db: Executor, contract: VisibleRecord<ContractRow>, userId: string) {
  const [row] = await db
    .select({ id: users.id, fullname: users.fullname, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.active, true),
        sql`(${users.orgGroupId} = ${contract.orgGroupId}
             ${contract.trustedPartyId ? sql`or ${users.trustedPartyId} = ${contract.trustedPartyId}` : sql``}
             or ${users.role} in ('NA', 'NSU', 'NU'))`,
      ),
    )
    .limit(1);
  return row ?? null;
}

// The detail a party reads (GET /{id})

export type ContractDetail = {
  groupName: string;
  groupCode: string;
  trustedPartyName: string | null;
  assigned: { id: string; fullname: string } | null;
  parent: { id: string; referenceNumber: string } | null;
  children: {
    id: string;
    referenceNumber: string;
    status: ContractRow['status'];
    createdAt: Date;
    totalQuantity: number;
  }[];
  lines: ContractLine[];
  taken: Map<string, number>;
  documents: (typeof contractDocuments.$inferSelect)[];
  history: (typeof contractHistory.$inferSelect)[];
  subscribed: boolean;
  isFavourite: boolean;
  order: { ordKey: string; ordNumber: string; ordStatus: string } | null;
  chatChannelId: string | null;
};

export async function contractDetail(
  db: Executor,
  contract: VisibleContract,
  userId: string,
): Promise<ContractDetail> {
  const [names] = await db
    .select({ groupName: orgGroups.name, groupCode: orgGroups.code, trustedPartyName: trustedParties.name })
    .from(orgGroups)
    .leftJoin(trustedParties, sql`${trustedParties.id} = ${contract.trustedPartyId}`)
    .where(eq(orgGroups.id, contract.orgGroupId));
  const assigned = contract.userAssignedId
    ? ((
        await db
          .select({ id: users.id, fullname: users.fullname })
          .from(users)
          .where(eq(users.id, contract.userAssignedId))
      )[0] ?? null)
    : null;
  const parent = contract.parentId
    ? ((
        await db
          .select({ id: contracts.id, referenceNumber: contracts.referenceNumber })
          .from(contracts)
          .where(and(eq(contracts.id, contract.parentId), eq(contracts.orgGroupId, contract.orgGroupId)))
      )[0] ?? null)
    : null;
  const children = await db
    .select({
      id: contracts.id,
      referenceNumber: contracts.referenceNumber,
      status: contracts.status,
      createdAt: contracts.createdAt,
      totalQuantity: contracts.totalQuantity,
    })
    .from(contracts)
    .where(and(eq(contracts.parentId, contract.id), eq(contracts.orgGroupId, contract.orgGroupId)))
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
  const documents = await db
    .select()
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contract.id))
    .orderBy(desc(contractDocuments.uploadedAt), desc(contractDocuments.id));
  const history = await db
    .select()
    .from(contractHistory)
    .where(eq(contractHistory.contractId, contract.id))
    .orderBy(desc(contractHistory.at), desc(contractHistory.id));
  const [subscription] = await db
    .select({
      subscribed: sql<boolean>`${users.contractsToNotify} @> ${JSON.stringify([contract.id])}::jsonb`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [favourite] = await db
    .select({ userId: contractFavourites.userId })
    .from(contractFavourites)
    .where(and(eq(contractFavourites.userId, userId), eq(contractFavourites.contractId, contract.id)))
    .limit(1);
  const order = contract.orderId
    ? ((
        await db
          .select({ ordKey: orders.ordKey, ordNumber: orders.ordNumber, ordStatus: orders.ordStatus })
          .from(orders)
          .where(eq(orders.id, contract.orderId))
      )[0] ?? null)
    : null;
  const [channel] = await db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.kind, 'contract'), eq(chatChannels.contractId, contract.id)))
    .limit(1);
  return {
    groupName: names?.groupName ?? '',
    groupCode: names?.groupCode ?? '',
    trustedPartyName: names?.trustedPartyName ?? null,
    assigned,
    parent,
    children,
    lines: await linesOf(db, contract),
    taken: await childTakes(db, contract),
    documents,
    history,
    subscribed: subscription?.subscribed === true,
    isFavourite: favourite !== undefined,
    order,
    chatChannelId: channel?.id ?? null,
  };
}
