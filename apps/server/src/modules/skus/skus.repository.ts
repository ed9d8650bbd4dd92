/**
 * SQL of the SKU catalogue (issue 17). Who sees a SKU is the network's decision
 * (trusted-parties/network-access.repository.ts): a group's SKU is seen where the group is in the
 * caller's network, a trusted party's SKU where that trusted party is. Only the owner (and staff)
 * writes. The contracts using a SKU are those the caller sees (contract-access.repository.ts).
 */
import type { SkuSortColumn } from '@navia/domain/contracts/skus';
import { isStaff } from '@navia/domain/rules/access';
import type { CalendarDay } from '@navia/domain/rules/filters/dates';
import type { NormalisedSkuFilter, SkuFilterKey } from '@navia/domain/rules/skus/filters';
import type { SkuFields } from '@navia/domain/rules/skus/sku-fields';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contractSkus,
  contracts,
  orgGroups,
  skuChanges,
  skus,
  trustedParties,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type RecordFilterSql, recordFilterCondition } from '../../lib/record-filter-sql.ts';
import type { Scope } from '../../lib/scope.ts';
import { contractVisibleCondition } from '../contracts/contract-access.repository.ts';
import {
  type NetworkEntity,
  orgGroupInNetworkCondition,
  ownEntityOf,
  trustedPartyVisibleCondition,
} from '../trusted-parties/network-access.repository.ts';

export type SkuRecord = typeof skus.$inferSelect;
export type SkuOwner = NetworkEntity;
export type SkuWithOwner = { sku: SkuRecord; ownerName: string };
/** "Today" and the zone of the caller's home country, for the date filters. */
export type SkuClock = { zone: string; today: CalendarDay };
export type SkuMatch = { filters: readonly NormalisedSkuFilter[]; searchText: string | null };

/** The SQL condition on `skus` for what the scope sees. */
function skuVisibleCondition(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  return or(
    and(isNotNull(skus.orgGroupId), orgGroupInNetworkCondition(scope, skus.orgGroupId)),
    and(isNotNull(skus.ownerTrustedPartyId), trustedPartyVisibleCondition(scope, skus.ownerTrustedPartyId)),
  ) as SQL;
}

/** The SQL condition on `skus` for the SKUs the scope owns (staff: every one). */
function skuOwnedCondition(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  const entity = ownEntityOf(scope);
  if (!entity) return sql`false`;
  return entity.kind === 'ORG_GROUP'
    ? eq(skus.orgGroupId, entity.id)
    : eq(skus.ownerTrustedPartyId, entity.id);
}

/**
 * The SQL condition on `skus` for the SKUs whose price the scope sees (decision 020): staff every
 * one; a trusted party's catalogue (its own list prices, shared with its network) to everyone who
 * sees it; a group's catalogue only to the group. A group's row carries the price of whichever of
 * its contracts last wrote it, maybe one with another trusted party, so a trusted party linked to
 * the group sees the group's SKUs without unitPrice and unitCurrency.
 */
function priceShownCondition(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  return or(isNull(skus.orgGroupId), skuOwnedCondition(scope)) as SQL;
}

const ownerName = sql<string>`coalesce(${orgGroups.name}, ${trustedParties.name}, '')`;
const isMine = (scope: Scope) => sql<boolean>`(${skuOwnedCondition(scope)})`;
const priceShown = (scope: Scope) => sql<boolean>`(${priceShownCondition(scope)})`;

const TEXT_SQL: Partial<Record<SkuFilterKey, (pattern: string) => SQL>> = {
  productNumber: (p) => ilike(skus.productNumber, p),
  productDescription: (p) =>
    or(ilike(skus.productDescription, p), ilike(skus.fullProductDescription, p)) as SQL,
  ownerName: (p) => sql`${ownerName} ilike ${p}`,
};

/**
 * The SQL of each filter key, for the scope: OWNER is MINE or PARTNERS, and a currency filter
 * matches only SKUs whose price the scope sees (decision 020: a hidden currency must not be found
 * by filtering on it either).
 */
const filterSql = (scope: Scope): RecordFilterSql<SkuFilterKey> => ({
  dates: {
    createdAt: { column: skus.createdAt, kind: 'instant' },
    updatedAt: { column: skus.updatedAt, kind: 'instant' },
  },
  ranges: {
    skuQtyAvailable: skus.skuQtyAvailable,
    // Stored as jsonb numbers (as on contract lines).
    weightPerUnit: sql`(${skus.weightPerUnit})::text::numeric`,
  },
  texts: TEXT_SQL,
  options: {
    status: skus.status,
    unitOfMeasure: skus.unitOfMeasure,
    unitCurrency: (values) => and(priceShownCondition(scope), inArray(skus.unitCurrency, values)) as SQL,
    owner: (values) => {
      const mine = values.includes('MINE');
      const partners = values.includes('PARTNERS');
      if (mine && partners) return sql`true`;
      return mine ? isMine(scope) : sql`not ${isMine(scope)}`;
    },
  },
});

function matchCondition(scope: Scope, match: SkuMatch, clock: SkuClock): SQL {
  const text = match.searchText?.trim();
  return and(
    skuVisibleCondition(scope),
    text
      ? or(
          ilike(skus.productNumber, containsPattern(text)),
          ilike(skus.productDescription, containsPattern(text)),
        )
      : undefined,
    ...match.filters.map((f) => recordFilterCondition(filterSql(scope), f, clock)),
  ) as SQL;
}

/** The sort expression; a hidden price sorts as no price (last), so the order tells nothing of it. */
function sortExpression(scope: Scope, column: SkuSortColumn): SQL | Column {
  switch (column) {
    case 'productNumber':
      return sql`upper(${skus.productNumber})`;
    case 'productDescription':
      return sql`upper(${skus.productDescription})`;
    case 'unitPrice':
      return sql`(case when ${priceShownCondition(scope)} then ${skus.unitPrice} end)`;
    case 'skuQtyAvailable':
      return skus.skuQtyAvailable;
    case 'status':
      return skus.status;
    case 'owner':
      return sql`upper(${ownerName})`;
    case 'updatedAt':
      return skus.updatedAt;
  }
}

/** A SKU as the scope sees it: `priceShown` false means unitPrice and unitCurrency are not its to see. */
export type SkuSearchRow = SkuWithOwner & { isMine: boolean; priceShown: boolean };

/** One batch of the match, sorted (ties broken by id, so batches never overlap). */
export async function searchSkus(
  db: Executor,
  scope: Scope,
  match: SkuMatch,
  clock: SkuClock,
  page: { orderBy: SkuSortColumn; orderDir: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<SkuSearchRow[]> {
  const sort = sortExpression(scope, page.orderBy);
  const rows = await db
    .select({ sku: skus, ownerName, isMine: isMine(scope), priceShown: priceShown(scope) })
    .from(skus)
    .leftJoin(orgGroups, eq(orgGroups.id, skus.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, skus.ownerTrustedPartyId))
    .where(matchCondition(scope, match, clock))
    .orderBy(
      page.orderDir === 'ASC' ? sql`${sort} asc nulls last` : sql`${sort} desc nulls last`,
      page.orderDir === 'ASC' ? asc(skus.id) : desc(skus.id),
    )
    .offset(page.offset)
    .limit(page.limit);
  return rows.map((r) => ({ ...r, isMine: r.isMine === true, priceShown: r.priceShown === true }));
}

/** How many SKUs match. */
export async function countSkus(
  db: Executor,
  scope: Scope,
  match: SkuMatch,
  clock: SkuClock,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(skus)
    .leftJoin(orgGroups, eq(orgGroups.id, skus.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, skus.ownerTrustedPartyId))
    .where(matchCondition(scope, match, clock));
  return Number(row?.n ?? 0);
}

/** Type-ahead: product numbers starting with the text first, then those containing it. */
export async function typeaheadSkus(db: Executor, scope: Scope, text: string, limit: number) {
  const pattern = containsPattern(text);
  return db
    .select({
      id: skus.id,
      productNumber: skus.productNumber,
      productDescription: skus.productDescription,
      owner: ownerName,
    })
    .from(skus)
    .leftJoin(orgGroups, eq(orgGroups.id, skus.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, skus.ownerTrustedPartyId))
    .where(
      and(
        skuVisibleCondition(scope),
        or(ilike(skus.productNumber, pattern), ilike(skus.productDescription, pattern)),
      ),
    )
    .orderBy(
      sql`(upper(${skus.productNumber}) like ${`${text.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`}) desc`,
      asc(skus.productNumber),
      asc(skus.id),
    )
    .limit(limit);
}

/** The SKU if the scope sees it (with its owner's name and whether the scope owns it); null otherwise. */
export async function findVisibleSku(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<(SkuSearchRow & { createdBy: string | null }) | null> {
  const [row] = await db
    .select({
      sku: skus,
      ownerName,
      isMine: isMine(scope),
      priceShown: priceShown(scope),
      createdBy: sql<string | null>`(select u.fullname from users u where u.id = ${skus.createdByUserId})`,
    })
    .from(skus)
    .leftJoin(orgGroups, eq(orgGroups.id, skus.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, skus.ownerTrustedPartyId))
    .where(and(eq(skus.id, id), skuVisibleCondition(scope)))
    .limit(1);
  return row ? { ...row, isMine: row.isMine === true, priceShown: row.priceShown === true } : null;
}

/**
 * The SKU locked for the caller's transaction: 'unseen' when the scope does not see it (answer 404),
 * 'notOwner' when it sees it but does not own it.
 */
export async function lockSkuForWrite(
  tx: Executor,
  scope: Scope,
  id: string,
): Promise<SkuRecord | 'unseen' | 'notOwner'> {
  const [row] = await tx
    .select({ sku: skus, mine: isMine(scope) })
    .from(skus)
    .where(and(eq(skus.id, id), skuVisibleCondition(scope)))
    .for('update', { of: skus });
  if (!row) return 'unseen';
  return row.mine === true ? row.sku : 'notOwner';
}

const ownerColumns = (owner: SkuOwner) =>
  owner.kind === 'ORG_GROUP'
    ? { orgGroupId: owner.id, ownerTrustedPartyId: null }
    : { orgGroupId: null, ownerTrustedPartyId: owner.id };

const ownerCondition = (owner: SkuOwner) =>
  owner.kind === 'ORG_GROUP' ? eq(skus.orgGroupId, owner.id) : eq(skus.ownerTrustedPartyId, owner.id);

/** The owner exists (a live trusted party, or an organisation group). */
export async function ownerExists(db: Executor, owner: SkuOwner): Promise<boolean> {
  if (owner.kind === 'ORG_GROUP') {
    const [row] = await db.select({ id: orgGroups.id }).from(orgGroups).where(eq(orgGroups.id, owner.id));
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: trustedParties.id })
    .from(trustedParties)
    .where(and(eq(trustedParties.id, owner.id), isNull(trustedParties.deletedAt)));
  return Boolean(row);
}

/** The owner is in the scope's network (it sees it), whether or not the scope is that owner. */
export async function ownerInNetwork(db: Executor, scope: Scope, owner: SkuOwner): Promise<boolean> {
  if (owner.kind === 'ORG_GROUP') {
    const [row] = await db
      .select({ id: orgGroups.id })
      .from(orgGroups)
      .where(and(eq(orgGroups.id, owner.id), orgGroupInNetworkCondition(scope, orgGroups.id)));
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: trustedParties.id })
    .from(trustedParties)
    .where(and(eq(trustedParties.id, owner.id), trustedPartyVisibleCondition(scope, trustedParties.id)));
  return Boolean(row);
}

/** Another SKU of the owner has this product number. */
export async function productNumberTaken(
  db: Executor,
  owner: SkuOwner,
  productNumber: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: skus.id })
    .from(skus)
    .where(
      and(
        ownerCondition(owner),
        eq(skus.productNumber, productNumber),
        exceptId ? ne(skus.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The owner's SKUs with these product numbers, locked for the import's transaction. */
export async function lockOwnerSkus(
  tx: Executor,
  owner: SkuOwner,
  productNumbers: readonly string[],
): Promise<SkuRecord[]> {
  if (productNumbers.length === 0) return [];
  return tx
    .select()
    .from(skus)
    .where(and(ownerCondition(owner), inArray(skus.productNumber, [...productNumbers])))
    .for('update');
}

export async function insertSku(
  tx: Executor,
  owner: SkuOwner,
  fields: SkuFields,
  userId: string,
  now: Date,
): Promise<SkuRecord> {
  const [row] = await tx
    .insert(skus)
    .values({ ...ownerColumns(owner), ...fields, createdByUserId: userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Writes new values and moves the version on. */
export async function updateSku(
  tx: Executor,
  id: string,
  fields: Partial<SkuFields>,
  now: Date,
): Promise<SkuRecord> {
  const [row] = await tx
    .update(skus)
    .set({ ...fields, updatedAt: now, version: sql`${skus.version} + 1` })
    .where(eq(skus.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export type NewSkuChange = {
  skuId: string;
  changedAt: Date;
  changedByUserId: string;
  changedByName: string;
  updatedFieldsText: string;
  changes: Record<string, { from: unknown; to: unknown }>;
};

export async function insertSkuChanges(tx: Executor, rows: readonly NewSkuChange[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(skuChanges).values([...rows]);
}

/** The SKU's change history, newest first. */
export function historyOf(db: Executor, skuId: string) {
  return db
    .select({
      id: skuChanges.id,
      changedAt: skuChanges.changedAt,
      changedByName: skuChanges.changedByName,
      updatedFieldsText: skuChanges.updatedFieldsText,
    })
    .from(skuChanges)
    .where(eq(skuChanges.skuId, skuId))
    .orderBy(desc(skuChanges.changedAt), desc(skuChanges.id));
}

/** The contracts the scope sees whose lines name this SKU, newest first, with the quantity on them. */
export async function contractsUsing(db: Executor, scope: Scope, skuId: string) {
  const rows = await db
    .select({
      id: contracts.id,
      referenceNumber: contracts.referenceNumber,
      contractType: contracts.contractType,
      status: contracts.status,
      createdAt: contracts.createdAt,
      quantity: sql<number>`sum(${contractSkus.quantity})::bigint`,
    })
    .from(contractSkus)
    .innerJoin(contracts, eq(contracts.id, contractSkus.contractId))
    .where(and(eq(contractSkus.skuId, skuId), contractVisibleCondition(scope)))
    .groupBy(contracts.id)
    .orderBy(desc(contracts.createdAt), desc(contracts.id));
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) }));
}
