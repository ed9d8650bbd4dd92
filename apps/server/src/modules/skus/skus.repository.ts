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
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';
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
// coalesce: the owner column of the other kind is null, and "not null" would drop the row from
// OWNER PARTNERS.
const isMine = (scope: Scope) => sql<boolean>`coalesce(${skuOwnedCondition(scope)}, false)`;
const priceShown = (scope: Scope) => sql<boolean>`(${priceShownCondition(scope)})`;

/**
 * What a search's filters and sorts read of a SKU's owner: its name, whether the caller owns it and
 * whether the caller sees its prices. Over every SKU these are joins and conditions; for one owner's
 * SKUs (ownerTermsOf) they are constants, so that owner's indexes serve the rest; over the visible
 * owners' text matches (searchAndCountSkus), constants chosen by the SKU's owner id.
 */
type OwnerTerms = { name: SQL; mine: SQL; priceShown: SQL };

const joinedOwnerTerms = (scope: Scope): OwnerTerms => ({
  name: ownerName,
  mine: isMine(scope),
  priceShown: priceShown(scope),
});

const truth = (value: boolean) => (value ? sql`true` : sql`false`);
const ownerTermsOf = (owner: VisibleSkuOwner): OwnerTerms => ({
  name: sql`${owner.name}::text`,
  mine: truth(owner.mine),
  priceShown: truth(owner.priceShown),
});

/**
 * The SQL of each filter key: OWNER is MINE or PARTNERS, and a currency filter matches only SKUs
 * whose price the caller sees (decision 020: a hidden currency must not be found by filtering on it
 * either).
 */
const filterSql = (owner: OwnerTerms): RecordFilterSql<SkuFilterKey> => ({
  dates: {
    createdAt: { column: skus.createdAt, kind: 'instant' },
    updatedAt: { column: skus.updatedAt, kind: 'instant' },
  },
  ranges: {
    skuQtyAvailable: { integer: skus.skuQtyAvailable },
    // Stored as jsonb numbers (as on contract lines).
    weightPerUnit: sql`(${skus.weightPerUnit})::text::numeric`,
  },
  texts: {
    productNumber: (p) => ilike(skus.productNumber, p),
    productDescription: (p) =>
      or(ilike(skus.productDescription, p), ilike(skus.fullProductDescription, p)) as SQL,
    ownerName: (p) => sql`${owner.name} ilike ${p}`,
  },
  options: {
    status: skus.status,
    unitOfMeasure: skus.unitOfMeasure,
    unitCurrency: (values) => and(owner.priceShown, inArray(skus.unitCurrency, values)) as SQL,
    owner: (values) => {
      const mine = values.includes('MINE');
      const partners = values.includes('PARTNERS');
      if (mine && partners) return sql`true`;
      return mine ? owner.mine : sql`not ${owner.mine}`;
    },
  },
});

/** The search bar and the filters (not who sees what: the caller adds that). */
function matchCondition(owner: OwnerTerms, match: SkuMatch, clock: SkuClock): SQL | undefined {
  const text = match.searchText?.trim();
  return and(
    text
      ? or(
          ilike(skus.productNumber, containsPattern(text)),
          ilike(skus.productDescription, containsPattern(text)),
        )
      : undefined,
    ...match.filters.map((f) => recordFilterCondition(filterSql(owner), f, clock)),
  );
}

/**
 * A sort column's value: `nullable` when the column may hold no value (sorted last either way);
 * `constant` when every SKU of one owner has the same value (that owner's SKUs then go by id). A
 * price the caller does not see sorts as no price, so the order tells nothing of it: `price` says
 * whether the caller sees the prices of the SKUs read, or whether that depends on each SKU's owner.
 * `type` is the value's SQL type, to compare it with a position read back as text.
 */
type SortValue = { value: SQL | Column; type: SQL; nullable: boolean; constant: boolean };

function sortValueOf(
  column: SkuSortColumn,
  owner: OwnerTerms,
  price: 'shown' | 'hidden' | 'perOwner',
): SortValue {
  const plain = (value: SQL | Column, type: SQL, nullable = false) => ({
    value,
    type,
    nullable,
    constant: false,
  });
  switch (column) {
    case 'productNumber':
      return plain(sql`upper(${skus.productNumber})`, sql`text`);
    case 'productDescription':
      return plain(sql`upper(${skus.productDescription})`, sql`text`);
    case 'unitPrice':
      if (price === 'hidden') {
        return { value: sql`null::bigint`, type: sql`bigint`, nullable: true, constant: true };
      }
      return plain(
        price === 'shown' ? skus.unitPrice : sql`(case when ${owner.priceShown} then ${skus.unitPrice} end)`,
        sql`bigint`,
        true,
      );
    case 'skuQtyAvailable':
      return plain(skus.skuQtyAvailable, sql`integer`, true);
    case 'status':
      return plain(skus.status, sql`text`);
    case 'owner':
      return { value: sql`upper(${owner.name})`, type: sql`text`, nullable: false, constant: true };
    case 'updatedAt':
      return plain(skus.updatedAt, sql`timestamptz`);
  }
}

/** An owner whose SKUs the caller sees, with what the caller may see of them. */
export type VisibleSkuOwner = { id: string; name: string; mine: boolean; priceShown: boolean };
/** Every owner the caller sees; 'many' when there are more than OWNERS_MERGED_MAX of them. */
export type SkuOwners = VisibleSkuOwner[] | 'many';

/**
 * A search reads each visible owner's SKUs through that owner's indexes and merges them, as staff's
 * tracking pages merge the groups' (issue 19). Past this many owners (staff on a large portal), one
 * query over every SKU instead.
 */
const OWNERS_MERGED_MAX = 64;

/**
 * The owners whose SKUs the scope sees: the network's decision (network-access.repository), as
 * skuVisibleCondition states it per SKU. Looked up once per search.
 */
export async function visibleSkuOwners(
  db: Executor,
  scope: Scope,
  mergedMax = OWNERS_MERGED_MAX,
): Promise<SkuOwners> {
  const own = ownEntityOf(scope);
  const staff = isStaff(scope.role);
  const [groups, parties] = await Promise.all([
    db
      .select({ id: orgGroups.id, name: orgGroups.name })
      .from(orgGroups)
      .where(orgGroupInNetworkCondition(scope, orgGroups.id))
      .limit(mergedMax + 1),
    db
      .select({ id: trustedParties.id, name: trustedParties.name })
      .from(trustedParties)
      .where(trustedPartyVisibleCondition(scope, trustedParties.id))
      .limit(mergedMax + 1),
  ]);
  if (groups.length + parties.length > mergedMax) return 'many';
  const mine = (kind: NetworkEntity['kind'], id: string) => staff || (own?.kind === kind && own.id === id);
  return [
    // decision 020: a group's prices are its own to see; a trusted party's are its network's.
    ...groups.map((g) => ({ ...g, mine: mine('ORG_GROUP', g.id), priceShown: mine('ORG_GROUP', g.id) })),
    ...parties.map((p) => ({ ...p, mine: mine('TRUSTED_PARTY', p.id), priceShown: true })),
  ];
}

/**
 * Where a read goes on from (keyset): the last row's sort value, as text (null for a blank), and id.
 * The CSV export reads every match this way; OFFSET would read all the rows before each batch again.
 */
export type SkuPosition = { v: string | null; id: string };
/** A batch: `offset` rows skipped (the search's batches), or the rows after `after` (the export). */
type SkuPage = {
  orderBy: SkuSortColumn;
  orderDir: 'ASC' | 'DESC';
  limit: number;
  offset: number;
  after?: SkuPosition | null;
};

/** One owner's matches (ids and sort values) for a page: the condition and the sort value. */
function ownerMatch(owner: VisibleSkuOwner, match: SkuMatch, clock: SkuClock, page: SkuPage) {
  const terms = ownerTermsOf(owner);
  return {
    where: and(eq(skus.ownerId, owner.id), matchCondition(terms, match, clock)) as SQL,
    sort: sortValueOf(page.orderBy, terms, owner.priceShown ? 'shown' : 'hidden'),
  };
}

/** The page's comparison (ASC: after means greater) and "the id comes after the position's". */
function keysetOf(page: SkuPage) {
  const cmp = page.orderDir === 'ASC' ? sql`>` : sql`<`;
  const after = page.after ?? null;
  return { after, cmp, idAfter: after ? sql`${skus.id} ${cmp} ${after.id}::uuid` : undefined };
}

/**
 * One owner's first matches in the page's order (enough for the batch), ids and sort values, read
 * from the owner's index for the sort. A nullable column reads its values and its blanks
 * separately: the search sorts blanks last in both directions, which one index order cannot give.
 * A value every SKU of the owner shares (the owner's name, a hidden price) reads them by id.
 */
function ownerPage(owner: VisibleSkuOwner, match: SkuMatch, clock: SkuClock, page: SkuPage): SQL[] {
  const { where, sort } = ownerMatch(owner, match, clock, page);
  const { after, cmp, idAfter } = keysetOf(page);
  const dir = page.orderDir === 'ASC' ? sql`asc` : sql`desc`;
  const depth = page.offset + page.limit;
  const read = (condition: SQL | undefined, order: SQL[]) =>
    sql`(select ${skus.id} as id, ${sort.value} as v from ${skus} where ${and(where, condition)} order by ${sql.join(order, sql`, `)} limit ${depth})`;
  const byId = [sql`${skus.id} ${dir}`];
  const byValue = [sql`${sort.value} ${dir}`, sql`${skus.id} ${dir}`];
  // The blanks come after every value: from a blank, only later blanks; from a value, all of them.
  const blanksAfter = after?.v === null ? idAfter : undefined;
  if (sort.constant) {
    if (sort.nullable) return [read(blanksAfter, byId)];
    if (!after) return [read(undefined, byId)];
    if (after.v === null) return [];
    const v = sql`${after.v}::${sort.type}`;
    return [read(sql`(${sort.value} ${cmp} ${v} or (${sort.value} = ${v} and ${idAfter}))`, byId)];
  }
  const valuesAfter = after
    ? after.v === null
      ? undefined
      : sql`(${sort.value}, ${skus.id}) ${cmp} (${after.v}::${sort.type}, ${after.id}::uuid)`
    : sql`true`;
  const values = valuesAfter
    ? [read(and(sort.nullable ? isNotNull(sort.value) : undefined, valuesAfter), byValue)]
    : [];
  return sort.nullable ? [...values, read(and(isNull(sort.value), blanksAfter), byId)] : values;
}

/** The merged order of the owners' pages: the sort value (blanks last), then the id. */
const mergedOrder = (page: SkuPage, alias: 'merged' | 'batch' = 'merged') => {
  const dir = page.orderDir === 'ASC' ? sql`asc` : sql`desc`;
  const [v, id] = [sql.raw(`${alias}.v`), sql.raw(`${alias}.id`)];
  return sql`order by ${v} ${dir} nulls last, ${id} ${dir}`;
};

/** What a search reads: who asks, the owners they see, the search bar and filters, and their day. */
export type SkuQuery = { scope: Scope; owners: SkuOwners; match: SkuMatch; clock: SkuClock };

/** A SKU as the scope sees it: `priceShown` false means unitPrice and unitCurrency are not its to see. */
export type SkuSearchRow = SkuWithOwner & { isMine: boolean; priceShown: boolean };
type SkuBatch = { rows: SkuSearchRow[]; last: SkuPosition | null };

/** One batch of the match, sorted (ties broken by id, so batches never overlap). */
export async function searchSkus(db: Executor, query: SkuQuery, page: SkuPage): Promise<SkuSearchRow[]> {
  return (await readBatch(db, query, page)).rows;
}

/** The `limit` matches after `after` (the first ones when null), and the position of the last. */
export function searchSkusAfter(
  db: Executor,
  query: SkuQuery,
  order: Pick<SkuPage, 'orderBy' | 'orderDir' | 'limit'>,
  after: SkuPosition | null,
): Promise<SkuBatch> {
  return readBatch(db, query, { ...order, offset: 0, after });
}

async function readBatch(db: Executor, query: SkuQuery, page: SkuPage): Promise<SkuBatch> {
  const { owners, match, clock } = query;
  if (owners === 'many') return searchEverySku(db, query, page);
  const arms = owners.flatMap((owner) => ownerPage(owner, match, clock, page));
  if (arms.length === 0) return { rows: [], last: null };
  const result = (await db.execute(
    sql`select merged.id, merged.v::text as v from (${sql.join(arms, sql` union all `)}) merged ${mergedOrder(page)} limit ${page.limit} offset ${page.offset}`,
  )) as unknown as { rows: SkuPosition[] };
  const rows = await rowsOf(
    db,
    owners,
    result.rows.map((row) => row.id),
  );
  return { rows, last: result.rows.at(-1) ?? null };
}

/** readBatch over every SKU at once, for callers who see too many owners to merge. */
async function searchEverySku(
  db: Executor,
  { scope, match, clock }: SkuQuery,
  page: SkuPage,
): Promise<SkuBatch> {
  const terms = joinedOwnerTerms(scope);
  const sort = sortValueOf(page.orderBy, terms, 'perOwner');
  const { after, cmp, idAfter } = keysetOf(page);
  const afterCondition = after
    ? after.v === null
      ? sql`(${sort.value} is null and ${idAfter})`
      : sql`(${sort.value} is null or (${sort.value}, ${skus.id}) ${cmp} (${after.v}::${sort.type}, ${after.id}::uuid))`
    : undefined;
  const rows = await db
    .select({
      sku: skus,
      ownerName,
      isMine: terms.mine,
      priceShown: terms.priceShown,
      v: sql<string | null>`(${sort.value})::text`,
    })
    .from(skus)
    .leftJoin(orgGroups, eq(orgGroups.id, skus.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, skus.ownerTrustedPartyId))
    .where(and(skuVisibleCondition(scope), matchCondition(terms, match, clock), afterCondition))
    .orderBy(
      page.orderDir === 'ASC' ? sql`${sort.value} asc nulls last` : sql`${sort.value} desc nulls last`,
      page.orderDir === 'ASC' ? asc(skus.id) : desc(skus.id),
    )
    .offset(page.offset)
    .limit(page.limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(({ v: _, ...r }) => ({
      ...r,
      isMine: r.isMine === true,
      priceShown: r.priceShown === true,
    })),
    last: last ? { v: last.v, id: last.sku.id } : null,
  };
}

/** The SKUs of these ids, in this order, with what the caller sees of their owners. */
async function rowsOf(db: Executor, owners: VisibleSkuOwner[], ids: string[]): Promise<SkuSearchRow[]> {
  if (ids.length === 0) return [];
  const found = new Map(
    (await db.select().from(skus).where(inArray(skus.id, ids))).map((sku) => [sku.id, sku]),
  );
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return ids.flatMap((id) => {
    const sku = found.get(id);
    const owner = sku?.ownerId ? ownerById.get(sku.ownerId) : undefined;
    return sku && owner
      ? [{ sku, ownerName: owner.name, isMine: owner.mine, priceShown: owner.priceShown }]
      : [];
  });
}

/** The search bar, PRODUCT N° or DESCRIPTION: texts a SKU's own columns contain (trigram indexes). */
export const matchesRowText = (match: SkuMatch) =>
  Boolean(match.searchText) ||
  match.filters.some((f) => f.key === 'productNumber' || f.key === 'productDescription');

/**
 * A batch of the match and how many SKUs match. A search for a text in the SKUs' own columns
 * finds its matches through the trigram indexes (each found row is then read to test the text):
 * one statement reads them once, counts them and sorts the batch out of them. Walking a sort index
 * instead, an owner with few or no matches had every SKU read (bench:skus: 15 ms for a trusted
 * party's 20,000 SKUs, none a kettle). Other searches read each owner's sort index for the batch
 * and count through the filters' indexes, concurrently (the service keeps those counts).
 */
export async function searchAndCountSkus(
  db: Executor,
  query: SkuQuery,
  page: SkuPage,
): Promise<{ rows: SkuSearchRow[]; total: number }> {
  const { owners, match, clock } = query;
  if (owners !== 'many' && owners.length > 0 && matchesRowText(match)) {
    // One scan of the text's trigram matches for every owner (the index scan of a common text
    // costs 4–10 ms; once per owner, it was most of the search). What the caller sees of each
    // owner is a constant per owner id.
    const ownerIn = (list: VisibleSkuOwner[]) =>
      list.length > 0
        ? sql`(${inArray(
            skus.ownerId,
            list.map((o) => o.id),
          )})`
        : sql`false`;
    const terms: OwnerTerms = {
      name: sql`(case ${skus.ownerId} ${sql.join(
        owners.map((o) => sql`when ${o.id}::uuid then ${o.name}::text`),
        sql` `,
      )} end)`,
      mine: ownerIn(owners.filter((o) => o.mine)),
      priceShown: ownerIn(owners.filter((o) => o.priceShown)),
    };
    const sort = sortValueOf(page.orderBy, terms, 'perOwner');
    const where = and(ownerIn(owners), matchCondition(terms, match, clock));
    const matches = sql`select ${skus.id} as id, ${sort.value} as v from ${skus} where ${where}`;
    const result = (await db.execute(
      sql`with matching as materialized (${matches})
          select counted.total, batch.id
            from (select count(*)::int as total from matching) counted
            left join lateral (
              select merged.id, merged.v from matching merged ${mergedOrder(page)} limit ${page.limit} offset ${page.offset}
            ) batch on true
          ${mergedOrder(page, 'batch')}`,
    )) as unknown as { rows: { total: number; id: string | null }[] };
    const ids = result.rows.flatMap((row) => (row.id ? [row.id] : []));
    return { rows: await rowsOf(db, owners, ids), total: Number(result.rows[0]?.total ?? 0) };
  }
  const [rows, total] = await Promise.all([searchSkus(db, query, page), countSkus(db, query)]);
  return { rows, total };
}

/** How many SKUs match: each owner's counted through its own indexes. */
export async function countSkus(db: Executor, query: SkuQuery): Promise<number> {
  const { scope, owners, match, clock } = query;
  if (owners === 'many') {
    const terms = joinedOwnerTerms(scope);
    const [row] = await db
      .select({ n: count() })
      .from(skus)
      .leftJoin(orgGroups, eq(orgGroups.id, skus.orgGroupId))
      .leftJoin(trustedParties, eq(trustedParties.id, skus.ownerTrustedPartyId))
      .where(and(skuVisibleCondition(scope), matchCondition(terms, match, clock)));
    return Number(row?.n ?? 0);
  }
  if (owners.length === 0) return 0;
  const counts = owners.map(
    (owner) =>
      sql`(select count(*) as n from ${skus} where ${and(eq(skus.ownerId, owner.id), matchCondition(ownerTermsOf(owner), match, clock))})`,
  );
  const result = (await db.execute(
    sql`select coalesce(sum(per_owner.n), 0)::int as n from (${sql.join(counts, sql` union all `)}) per_owner`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The product number as the type-ahead sorts it: upper case, in byte order (collation "C"), so
 * the numbers starting with a text are one range of an index (skus_owner_product_c_idx).
 */
const typeaheadKey = sql`(upper(${skus.productNumber}) collate "C")`;

/**
 * Type-ahead: SKUs whose product number or description contains the text, those whose number
 * starts with it first, each part by number. Each visible owner's numbers starting with the text
 * are read from its index range and merged; only when they are fewer than `limit` are the other
 * matches looked for (trigram indexes). Read in one query over every visible SKU, a three-letter
 * prefix that every number shares sorted them all: 180–680 ms at 200,000 SKUs (bench:skus' data).
 */
export async function typeaheadSkus(
  db: Executor,
  scope: Scope,
  owners: SkuOwners,
  text: string,
  limit: number,
) {
  const contains = or(
    ilike(skus.productNumber, containsPattern(text)),
    ilike(skus.productDescription, containsPattern(text)),
  ) as SQL;
  const startsWith = sql`${typeaheadKey} like upper(${startsWithPattern(text)}::text)`;
  // The contains test for numbers already in the starting range: ILIKE as PostgreSQL computes it
  // in UTF-8 (both sides lower-cased), written so that the planner tests it on the range's rows
  // instead of intersecting the range with a trigram scan (4 ms per owner for a common text).
  const lowerPattern = sql`lower(${containsPattern(text)}::text)`;
  const containsTested = sql`(lower(${skus.productNumber}) like ${lowerPattern} or lower(${skus.productDescription}) like ${lowerPattern})`;
  if (owners === 'many') {
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
      .where(and(skuVisibleCondition(scope), contains))
      .orderBy(sql`(${startsWith}) desc`, typeaheadKey, asc(skus.id))
      .limit(limit);
  }
  if (owners.length === 0) return [];
  const starting = owners.map(
    (owner) =>
      sql`(select ${skus.id} as id, ${typeaheadKey} as v from ${skus} where ${and(eq(skus.ownerId, owner.id), startsWith, containsTested)} order by v, id limit ${limit})`,
  );
  const first = (await db.execute(
    sql`select merged.id from (${sql.join(starting, sql` union all `)}) merged order by merged.v collate "C", merged.id limit ${limit}`,
  )) as unknown as { rows: { id: string }[] };
  const ids = first.rows.map((row) => row.id);
  if (ids.length < limit) {
    const rest = await db
      .select({ id: skus.id })
      .from(skus)
      .where(
        and(
          inArray(
            skus.ownerId,
            owners.map((owner) => owner.id),
          ),
          contains,
          sql`not (${startsWith})`,
        ),
      )
      .orderBy(typeaheadKey, asc(skus.id))
      .limit(limit - ids.length);
    ids.push(...rest.map((row) => row.id));
  }
  return (await rowsOf(db, owners, ids)).map(({ sku, ownerName: owner }) => ({
    id: sku.id,
    productNumber: sku.productNumber,
    productDescription: sku.productDescription,
    owner,
  }));
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
