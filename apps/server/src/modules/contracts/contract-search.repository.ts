/**
 * SQL of the contracts search (connect §3 "Contract search state", §5 filter rules, §6 only action
 * required): the filter catalogue of rules/contracts/filters.ts compiled to conditions over
 * `contracts`, always under contractVisibleCondition. Dates follow the tracking search: the caller's
 * home-country zone decides what "today" and a day are for the created instant; the contract's own
 * dates are calendar days and compare as such. Also the pickers' reads: getAll's contracts and
 * getSKUs' sources without a contract (a group's catalogue, trusted parties' catalogues through the
 * network's trustedPartyVisibleCondition, a trusted party's own contracts' lines).
 */
import type { CONTRACT_SORT_COLUMNS } from '@navia/domain/contracts/connect-contracts';
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { CONTRACT_TYPES } from '@navia/domain/rules/contracts/constants';
import {
  CONTRACT_DATE_FIELDS,
  type ContractDateField,
  type ContractFilterKey,
  type NormalisedContractFilter,
} from '@navia/domain/rules/contracts/filters';
import { counterpartySides, ownerSides } from '@navia/domain/rules/contracts/parties';
import type { ContractParty } from '@navia/domain/rules/contracts/workflow';
import type { CalendarDay } from '@navia/domain/rules/filters/dates';
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
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractSkus, contracts, orgGroups, skus, trustedParties, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type RecordFilterSql, recordFilterCondition } from '../../lib/record-filter-sql.ts';
import type { Scope } from '../../lib/scope.ts';
import { scopeCondition } from '../../lib/scope.ts';
import { markVisible, type VisibleRecord } from '../../lib/visible-record.ts';
import { ownEntityOf, trustedPartyVisibleCondition } from '../trusted-parties/network-access.repository.ts';
import { type ContractRow, contractVisibleCondition } from './contract-access.repository.ts';

export type ContractSortColumn = (typeof CONTRACT_SORT_COLUMNS)[number];
/** "Today" and the zone of the caller's home country (hub §5 start-of-day, end-of-day). */
export type ContractClock = { zone: string; today: CalendarDay };

export type ContractMatch = {
  filters: readonly NormalisedContractFilter[];
  favouritesOnly: boolean;
  actionRequiredOnly: boolean;
  orgGroupCode: string | null;
  searchText: string | null;
  /** The parties whose name contains searchText (withSearchBarNames); null before they are looked up. */
  searchNames: SearchBarNames | null;
};

/** The organisation groups and trusted parties whose name contains the search bar's text. */
export type SearchBarNames = { groups: string[]; parties: string[] };

/**
 * Looks up the parties the search bar's text names, in their own (small) tables, once per search:
 * the page and the count then match them as constants (searchBarMatch).
 */
export async function withSearchBarNames(db: Executor, match: ContractMatch): Promise<ContractMatch> {
  const text = match.searchText?.trim();
  if (!text) return match;
  const p = containsPattern(text);
  const groups = await db.select({ id: orgGroups.id }).from(orgGroups).where(ilike(orgGroups.name, p));
  const parties = await db
    .select({ id: trustedParties.id })
    .from(trustedParties)
    .where(ilike(trustedParties.name, p));
  return {
    ...match,
    searchNames: { groups: groups.map((g) => g.id), parties: parties.map((tp) => tp.id) },
  };
}

// Expressions over contracts ⋈ org_groups ⟕ trusted_parties

const buyerName = sql<string>`(case when ${contracts.contractType} = 'SELLING' then coalesce(${trustedParties.name}, '') else ${orgGroups.name} end)`;
const sellerName = sql<string>`(case when ${contracts.contractType} = 'BUYING' then coalesce(${trustedParties.name}, '') else ${orgGroups.name} end)`;
// Subqueries name their columns in full: Drizzle leaves columns unqualified in one-table queries.
// The lines' sum and count, kept on the contract (migration 0037).
const totalQuantity = contracts.totalQuantity;
/**
 * The contracts with a line whose product number matches, as an array computed once: the PRODUCT N°
 * filter and the search bar's product arm. As a semi-join, the planner misjudged how many lines a
 * trigram match finds (85 estimated, 1,854 found for "SKU-0421") and some ANALYZE samples made it
 * walk the created index testing each contract's lines: p95 246 ms against 41 ms (bench:contracts,
 * ACME). The array makes the contracts a primary-key lookup, and an index condition inside an OR.
 */
const withLineMatching = (pattern: string) =>
  sql`"contracts"."id" = any(array(select cs.contract_id from contract_skus cs where cs.product_number ilike ${pattern}))`;

const DATE_COLUMNS: Record<ContractDateField, Column> = {
  createdAt: contracts.createdAt,
  productReadyDate: contracts.productReadyDate,
  productDeliveryDate: contracts.productDeliveryDate,
  reqExWorksDate: contracts.reqExWorksDate,
  reqInStoreDate: contracts.reqInStoreDate,
};

const TEXT_SQL: Partial<Record<ContractFilterKey, (pattern: string) => SQL>> = {
  referenceNumber: (p) => ilike(contracts.referenceNumber, p),
  productNumber: withLineMatching,
  buyer: (p) => sql`${buyerName} ilike ${p}`,
  seller: (p) => sql`${sellerName} ilike ${p}`,
  organisation: (p) => ilike(orgGroups.name, p),
  portOfLoading: (p) => ilike(contracts.portOfLoading, p),
  portOfFinalDestination: (p) => ilike(contracts.portOfFinalDestination, p),
  countryOfOrigin: (p) => ilike(contracts.countryOfOrigin, p),
  countryOfDestination: (p) => ilike(contracts.countryOfDestination, p),
};

const OPTION_COLUMNS: Partial<Record<ContractFilterKey, Column>> = {
  status: contracts.status,
  contractType: contracts.contractType,
  transportType: contracts.transportType,
  serviceType: contracts.serviceType,
  incoTerms: contracts.incoTerms,
  containerMode: contracts.containerMode,
};

/** The SQL of each filter key: the created instant by the caller's day, the contract's own dates as days. */
const FILTER_SQL: RecordFilterSql<ContractFilterKey> = {
  dates: Object.fromEntries(
    CONTRACT_DATE_FIELDS.map((f) => [
      f,
      { column: DATE_COLUMNS[f], kind: f === 'createdAt' ? 'instant' : 'day' } as const,
    ]),
  ),
  ranges: { totalQuantity: { integer: contracts.totalQuantity } },
  texts: TEXT_SQL,
  options: OPTION_COLUMNS,
};

/**
 * connect §6 only action required, in SQL: the contract awaits one of the caller's parties on it
 * (rules/contracts/parties.ts contractPartiesOf, for every contract type; visibility already keeps
 * the caller to contracts it is a party to).
 */
function awaitsCaller(scope: Scope): SQL {
  if (isStaff(scope.role)) return eq(contracts.awaitingParty, 'admin');
  const tp = isTrustedPartyRole(scope.role);
  const byType = CONTRACT_TYPES.map((type) => {
    const parties: ContractParty[] = tp
      ? counterpartySides(type)
      : [...ownerSides(type), ...(scope.role === 'CA' ? (['approver'] as const) : [])];
    if (parties.length === 0) return undefined;
    return and(eq(contracts.contractType, type), inArray(contracts.awaitingParty, parties));
  });
  return or(...byType) ?? sql`false`;
}

const isFavourite = (userId: string) =>
  sql<boolean>`exists (select 1 from contract_favourites f where f.contract_id = "contracts"."id" and f.user_id = ${userId})`;

/**
 * The search bar: the reference, the buyer, the seller, the organisation or a line's product number
 * contains the text. The names are matched first (withSearchBarNames) and the product numbers in
 * their own table (an array computed once), so every arm is an index condition on contracts and
 * the arms combine as a bitmap OR: 3 ms where testing each contract's joined names took 640 ms over
 * ACME's 120,000 contracts (issue 19, bench:contracts). Buyer, seller or organisation is: the
 * contract's group's name (it is the organisation, and a side of every contract), or the trusted
 * party's name as the other side of a BUYING or SELLING contract (buyerName, sellerName).
 */
function searchBarMatch(text: string, names: SearchBarNames | null): SQL {
  if (!names) throw new Error('the search bar needs its names looked up first (withSearchBarNames)');
  const p = containsPattern(text);
  return or(
    ilike(contracts.referenceNumber, p),
    names.groups.length > 0 ? inArray(contracts.orgGroupId, names.groups) : undefined,
    names.parties.length > 0
      ? and(
          inArray(contracts.contractType, ['BUYING', 'SELLING']),
          inArray(contracts.trustedPartyId, names.parties),
        )
      : undefined,
    withLineMatching(p),
  ) as SQL;
}

function matchCondition(scope: Scope, match: ContractMatch, clock: ContractClock): SQL {
  const text = match.searchText?.trim();
  return and(
    contractVisibleCondition(scope),
    match.orgGroupCode ? eq(orgGroups.code, match.orgGroupCode.trim().toUpperCase()) : undefined,
    match.favouritesOnly ? isFavourite(scope.userId) : undefined,
    match.actionRequiredOnly ? awaitsCaller(scope) : undefined,
    text ? searchBarMatch(text, match.searchNames) : undefined,
    ...match.filters.map((f) => recordFilterCondition(FILTER_SQL, f, clock)),
  ) as SQL;
}

const SORT_EXPRESSIONS: Record<ContractSortColumn, SQL | Column> = {
  createdAt: contracts.createdAt,
  referenceNumber: sql`upper(${contracts.referenceNumber})`,
  status: contracts.status,
  // upper(buyerName), upper(sellerName) and upper(org_groups.name), kept on the contract (0041).
  buyer: contracts.buyerSort,
  seller: contracts.sellerSort,
  organisation: contracts.organisationSort,
  productReadyDate: contracts.productReadyDate,
  productDeliveryDate: contracts.productDeliveryDate,
  totalQuantity,
};

/**
 * The sort columns that may be null (the product dates); the others never are. Those sorted DESC
 * are written plain (NULLS FIRST, PostgreSQL's default for DESC, the same order when there are no
 * nulls): "desc nulls last" does not match a B-tree read backwards, so the created DESC default
 * sorted every match of the group (218 ms over ACME's 120,000 contracts, issue 19) instead of
 * reading contracts_group_created_idx from its end.
 */
const NULLABLE_SORTS: ReadonlySet<ContractSortColumn> = new Set<ContractSortColumn>([
  'productReadyDate',
  'productDeliveryDate',
]);

function orderOf(orderBy: ContractSortColumn, orderDir: 'ASC' | 'DESC'): SQL[] {
  const sort = SORT_EXPRESSIONS[orderBy];
  if (orderDir === 'ASC') return [sql`${sort} asc nulls last`, asc(contracts.id)];
  if (!NULLABLE_SORTS.has(orderBy)) return [sql`${sort} desc`, desc(contracts.id)];
  // The id "nulls last" too (it has none), so the order matches the date indexes (0039) exactly.
  return [sql`${sort} desc nulls last`, sql`${contracts.id} desc nulls last`];
}

export type ContractSearchRow = {
  contract: ContractRow;
  organisation: string;
  buyer: string;
  seller: string;
  totalQuantity: number;
  skuCount: number;
  userAssigned: string | null;
  isFavourite: boolean;
};

/** One batch of the match, sorted (ties broken by id, so batches never overlap). */
export async function searchContracts(
  db: Executor,
  scope: Scope,
  match: ContractMatch,
  clock: ContractClock,
  page: { orderBy: ContractSortColumn; orderDir: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<ContractSearchRow[]> {
  const rows = await db
    .select({
      contract: contracts,
      organisation: orgGroups.name,
      buyer: buyerName,
      seller: sellerName,
      totalQuantity,
      skuCount: contracts.skuCount,
      userAssigned: users.fullname,
      isFavourite: isFavourite(scope.userId),
    })
    .from(contracts)
    .innerJoin(orgGroups, eq(orgGroups.id, contracts.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, contracts.trustedPartyId))
    .leftJoin(users, eq(users.id, contracts.userAssignedId))
    .where(matchCondition(scope, match, clock))
    .orderBy(...orderOf(page.orderBy, page.orderDir))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map((r) => ({ ...r, isFavourite: r.isFavourite === true }));
}

/** Filters whose SQL reads the organisation group's or the trusted party's name or code. */
const PARTY_NAME_FILTERS: ReadonlySet<ContractFilterKey> = new Set<ContractFilterKey>([
  'buyer',
  'seller',
  'organisation',
]);

function readsPartyNames(match: ContractMatch): boolean {
  return match.orgGroupCode !== null || match.filters.some((f) => PARTY_NAME_FILTERS.has(f.key));
}

/** How many contracts match, in all and per status. */
export async function countContracts(
  db: Executor,
  scope: Scope,
  match: ContractMatch,
  clock: ContractClock,
): Promise<{ total: number; byStatus: Record<string, number> }> {
  const counted = db.select({ status: contracts.status, n: count() }).from(contracts);
  // The party names only when the match reads them: joined for every row, org_groups took half of
  // the count's 63 ms over ACME's 120,000 contracts (issue 19). (PostgreSQL drops an unused left
  // join by itself, not an inner one.)
  const rows = await (readsPartyNames(match)
    ? counted
        .innerJoin(orgGroups, eq(orgGroups.id, contracts.orgGroupId))
        .leftJoin(trustedParties, eq(trustedParties.id, contracts.trustedPartyId))
    : counted
  )
    .where(matchCondition(scope, match, clock))
    .groupBy(contracts.status);
  const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { total: rows.reduce((sum, r) => sum + Number(r.n), 0), byStatus };
}

/** getDateGroupCount: matching contracts per period (day, week, month, year) of a date field. */
export async function countByDateGroup(
  db: Executor,
  scope: Scope,
  match: ContractMatch,
  clock: ContractClock,
  field: ContractDateField,
  period: 'day' | 'week' | 'month' | 'year',
): Promise<{ date: string; count: number }[]> {
  const column = DATE_COLUMNS[field];
  // The created instant is grouped by the caller's calendar; the other dates are days already.
  const value =
    field === 'createdAt' ? sql`(${column} at time zone ${clock.zone})` : sql`${column}::timestamp`;
  const bucket = sql<string>`to_char(date_trunc(${period}, ${value}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: bucket, n: count() })
    .from(contracts)
    .innerJoin(orgGroups, eq(orgGroups.id, contracts.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, contracts.trustedPartyId))
    .where(and(matchCondition(scope, match, clock), sql`${column} is not null`))
    // By position: the bucket's parameters would make a repeated expression a different one.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ date: r.date, count: Number(r.n) }));
}

/** getAll: the contracts the caller sees, newest first, narrowed by reference or party name. */
export async function listForPicker(db: Executor, scope: Scope, text: string | null, limit: number) {
  const t = text?.trim();
  return db
    .select({
      id: contracts.id,
      referenceNumber: contracts.referenceNumber,
      status: contracts.status,
      buyer: buyerName,
      seller: sellerName,
    })
    .from(contracts)
    .innerJoin(orgGroups, eq(orgGroups.id, contracts.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, contracts.trustedPartyId))
    .where(
      and(
        contractVisibleCondition(scope),
        t
          ? or(
              ilike(contracts.referenceNumber, containsPattern(t)),
              sql`${buyerName} ilike ${containsPattern(t)}`,
              sql`${sellerName} ilike ${containsPattern(t)}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(limit);
}

/** A catalogue SKU (connect §3 SKU) offered by getSKUs, with its owner's name (a group or a trusted party). */
export type PickerSku = typeof skus.$inferSelect & { ownerName: string };
/** A group's catalogue SKU, read under the caller's scope. */
export type CatalogueSku = VisibleRecord<PickerSku & { orgGroupId: string }>;

/** getSKUs' text match on the catalogue: the product number or the description contains it. */
function catalogueTextMatch(text: string | null): SQL | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  return or(
    ilike(skus.productNumber, containsPattern(t)),
    ilike(skus.productDescription, containsPattern(t)),
  );
}

/**
 * getSKUs without a contract: the catalogue SKUs of the caller's own group (staff all groups'),
 * matched by product number or description. A trusted party reads none of it (counterpartySkus,
 * trustedPartyCatalogueSkus): a group's catalogue row carries the values of whichever contract last
 * wrote it, maybe another counterparty's.
 */
export async function catalogueSkus(
  db: Executor,
  scope: Scope,
  text: string | null,
  limit: number,
): Promise<CatalogueSku[]> {
  const visibleGroups = isTrustedPartyRole(scope.role) ? sql`false` : scopeCondition(scope, skus.orgGroupId);
  const rows = await db
    .select({ sku: skus, ownerName: orgGroups.name })
    .from(skus)
    .innerJoin(orgGroups, eq(orgGroups.id, skus.orgGroupId))
    .where(and(visibleGroups, isNotNull(skus.orgGroupId), catalogueTextMatch(text)))
    .orderBy(asc(skus.productNumber), asc(skus.id))
    .limit(limit);
  // `as`: the where clause keeps only group-owned rows (org_group_id not null).
  return rows.map((r) =>
    markVisible({ ...r.sku, orgGroupId: r.sku.orgGroupId as string, ownerName: r.ownerName }),
  );
}

/**
 * getSKUs without a contract: catalogue SKUs owned by trusted parties (issue 17), matched by
 * product number or description.
 * - OWN: a trusted-party caller's own trusted party's catalogue (anyone else: none).
 * - PARTNERS: the other trusted parties' catalogues in the caller's network
 *   (trustedPartyVisibleCondition): a trusted party's partners, a group's linked trusted parties.
 *   Staff: none (they pick from the groups' catalogues).
 * Never a group's catalogue: for a trusted party, that is the contracts issue's rule (catalogueSkus).
 */
export async function trustedPartyCatalogueSkus(
  db: Executor,
  scope: Scope,
  whose: 'OWN' | 'PARTNERS',
  text: string | null,
  limit: number,
): Promise<PickerSku[]> {
  const entity = ownEntityOf(scope);
  if (!entity) return [];
  const owner = skus.ownerTrustedPartyId;
  let owners: SQL | undefined;
  if (whose === 'OWN') {
    if (entity.kind !== 'TRUSTED_PARTY') return [];
    owners = eq(owner, entity.id);
  } else {
    owners = and(
      isNotNull(owner),
      entity.kind === 'TRUSTED_PARTY' ? ne(owner, entity.id) : undefined,
      trustedPartyVisibleCondition(scope, owner),
    );
  }
  const rows = await db
    .select({ sku: skus, ownerName: trustedParties.name })
    .from(skus)
    .innerJoin(trustedParties, eq(trustedParties.id, owner))
    .where(and(owners, catalogueTextMatch(text)))
    .orderBy(asc(skus.productNumber), asc(skus.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.sku, ownerName: r.ownerName }));
}

/** A product a trusted party traded: the latest line naming it, and the organisation of that contract. */
export type CounterpartySku = { line: VisibleRecord<typeof contractSkus.$inferSelect>; organisation: string };

/**
 * getSKUs without a contract for a trusted party: the products on the lines (not ad hoc) of the
 * contracts it sees, one per product number with the values of its latest line (the contract changed
 * last, then its first such line), matched by product number or description.
 */
export async function counterpartySkus(
  db: Executor,
  scope: Scope,
  text: string | null,
  limit: number,
): Promise<CounterpartySku[]> {
  const t = text?.trim();
  const rows = await db
    .selectDistinctOn([contractSkus.productNumber], { line: contractSkus, organisation: orgGroups.name })
    .from(contractSkus)
    .innerJoin(contracts, eq(contracts.id, contractSkus.contractId))
    .innerJoin(orgGroups, eq(orgGroups.id, contracts.orgGroupId))
    .where(
      and(
        contractVisibleCondition(scope),
        eq(contractSkus.isAdhoc, false),
        t
          ? or(
              ilike(contractSkus.productNumber, containsPattern(t)),
              ilike(contractSkus.productDescription, containsPattern(t)),
            )
          : undefined,
      ),
    )
    .orderBy(
      asc(contractSkus.productNumber),
      desc(contracts.updatedAt),
      desc(contracts.createdAt),
      desc(contracts.id),
      asc(contractSkus.position),
    )
    .limit(limit);
  return rows.map((r) => ({ line: markVisible(r.line), organisation: r.organisation }));
}
