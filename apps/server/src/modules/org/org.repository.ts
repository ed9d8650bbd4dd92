/**
 * Organisation groups and their organisations (hub §7 "Organisation and priority"; issue 15: the
 * /admin list, a group's page and settings, soft delete and restore). Every query takes the
 * caller's scope; the admin writes (NA) are run by org-admin.service.ts inside its transaction.
 */
import type { OrgGroupSort, SortDirection } from '@navia/domain/rules/org-admin/org-list';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  orgAddresses,
  organisations,
  orgGroupMerchantFees,
  orgGroups,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

export type OrgGroupListQuery = {
  filter?: string | undefined;
  sort?: OrgGroupSort | undefined;
  direction?: SortDirection | undefined;
  /** With `limit`: one page; without, every row. */
  offset?: number | undefined;
  limit?: number | undefined;
};

// Drizzle leaves columns unqualified inside raw fragments, so the correlations are written out.
const organisationCount = sql<number>`(select count(*)::int from organisations o where o.org_group_id = org_groups.id and o.deleted_at is null)`;
const userCount = sql<number>`(select count(*)::int from users u where u.org_group_id = org_groups.id)`;
const shipmentCount = sql<number>`(select count(*)::int from shipments s where s.org_group_id = org_groups.id)`;

const SORT_COLUMNS: Record<OrgGroupSort, SQL | AnyPgColumn> = {
  name: sql`lower(${orgGroups.name})`,
  code: orgGroups.code,
  country: orgGroups.country,
  users: userCount,
  shipments: shipmentCount,
};

function listCondition(scope: Scope, filter: string | undefined) {
  const text = filter ? containsPattern(filter) : null;
  return and(
    scopeCondition(scope, orgGroups.id),
    text ? or(ilike(orgGroups.name, text), ilike(orgGroups.code, text)) : undefined,
  );
}

/** POST /api/org/get: the groups the scope sees, filtered, sorted (then by code), maybe one page. */
export async function listOrgGroupOverview(db: Executor, scope: Scope, query: OrgGroupListQuery = {}) {
  const order = query.direction === 'DESC' ? desc : asc;
  const sortColumn = SORT_COLUMNS[query.sort ?? 'code'];
  const rows = db
    .select({
      id: orgGroups.id,
      code: orgGroups.code,
      name: orgGroups.name,
      country: orgGroups.country,
      hubbiEnabled: orgGroups.hubbiEnabled,
      connectAccess: orgGroups.connectAccess,
      organisations: organisationCount,
      users: userCount,
      shipments: shipmentCount,
    })
    .from(orgGroups)
    .where(listCondition(scope, query.filter))
    .orderBy(order(sortColumn), asc(orgGroups.code))
    .$dynamic();
  return query.limit === undefined ? rows : rows.limit(query.limit).offset(query.offset ?? 0);
}

export async function countOrgGroups(db: Executor, scope: Scope, filter: string | undefined) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orgGroups)
    .where(listCondition(scope, filter));
  return row?.total ?? 0;
}

export type OrgGroupOverviewRow = Awaited<ReturnType<typeof listOrgGroupOverview>>[number];

export async function findGeneralSettings(db: Executor, scope: Scope, orgGroupId: string) {
  const [row] = await db
    .select({ generalSettings: orgGroups.generalSettings })
    .from(orgGroups)
    .where(and(eq(orgGroups.id, orgGroupId), scopeCondition(scope, orgGroups.id)));
  return row ?? null;
}

/** The group the scope sees, or null (another group's answers as an unknown id). */
export async function findVisibleOrgGroup(db: Executor, scope: Scope, orgGroupId: string) {
  const [row] = await db
    .select()
    .from(orgGroups)
    .where(and(eq(orgGroups.id, orgGroupId), scopeCondition(scope, orgGroups.id)));
  return row ?? null;
}

/** A group's organisations that are not deleted, by code, each with its addresses. */
export async function listGroupOrganisations(db: Executor, orgGroupId: string) {
  const orgs = await db
    .select({
      id: organisations.id,
      code: organisations.code,
      name: organisations.name,
      country: organisations.country,
    })
    .from(organisations)
    .where(and(eq(organisations.orgGroupId, orgGroupId), isNull(organisations.deletedAt)))
    .orderBy(asc(organisations.code));
  const addresses =
    orgs.length === 0
      ? []
      : await db
          .select()
          .from(orgAddresses)
          .where(
            inArray(
              orgAddresses.organisationId,
              orgs.map((o) => o.id),
            ),
          )
          .orderBy(asc(orgAddresses.label), asc(orgAddresses.id));
  return orgs.map((o) => ({ ...o, addresses: addresses.filter((a) => a.organisationId === o.id) }));
}

export type GroupOrganisationRow = Awaited<ReturnType<typeof listGroupOrganisations>>[number];

/** The group's own merchant-fee rates (editOrgCustomFee), by card type. */
export async function customMerchantFees(db: Executor, orgGroupId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ cardType: orgGroupMerchantFees.cardType, basisPoints: orgGroupMerchantFees.basisPoints })
    .from(orgGroupMerchantFees)
    .where(eq(orgGroupMerchantFees.orgGroupId, orgGroupId));
  return Object.fromEntries(rows.map((r) => [r.cardType, r.basisPoints]));
}

/** Locks the group's row for a settings edit (two admins saving at once: the second reads the first's). */
export async function lockOrgGroup(tx: Executor, scope: Scope, orgGroupId: string) {
  const [row] = await tx
    .select()
    .from(orgGroups)
    .where(and(eq(orgGroups.id, orgGroupId), scopeCondition(scope, orgGroups.id)))
    .for('update');
  return row ?? null;
}

export async function updateOrgGroupSettings(
  tx: Executor,
  orgGroupId: string,
  values: { hubbiEnabled: boolean; connectAccess: boolean; generalSettings: Record<string, unknown> },
) {
  await tx.update(orgGroups).set(values).where(eq(orgGroups.id, orgGroupId));
}

/** An organisation the scope sees, locked for a delete or a restore. */
export async function lockVisibleOrganisation(tx: Executor, scope: Scope, organisationId: string) {
  const [row] = await tx
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), scopeCondition(scope, organisations.orgGroupId)))
    .for('update');
  return row ?? null;
}

export async function markOrganisationDeleted(
  tx: Executor,
  organisationId: string,
  deletedBy: string,
  at: Date,
) {
  await tx
    .update(organisations)
    .set({ deletedAt: at, deletedBy })
    .where(eq(organisations.id, organisationId));
}

export async function clearOrganisationDeleted(tx: Executor, organisationId: string) {
  await tx
    .update(organisations)
    .set({ deletedAt: null, deletedBy: null })
    .where(eq(organisations.id, organisationId));
}

/** GET /api/org/deleted: the deleted organisations the scope sees, newest first; or just one. */
export async function listDeletedOrganisations(db: Executor, scope: Scope, organisationId?: string) {
  return db
    .select({
      id: organisations.id,
      code: organisations.code,
      name: organisations.name,
      country: organisations.country,
      orgGroupId: organisations.orgGroupId,
      orgGroupCode: orgGroups.code,
      orgGroupName: orgGroups.name,
      deletedAt: organisations.deletedAt,
      deletedByName: users.fullname,
      deletedByEmail: users.email,
    })
    .from(organisations)
    .innerJoin(orgGroups, eq(orgGroups.id, organisations.orgGroupId))
    .leftJoin(users, eq(users.id, organisations.deletedBy))
    .where(
      and(
        isNotNull(organisations.deletedAt),
        scopeCondition(scope, organisations.orgGroupId),
        organisationId ? eq(organisations.id, organisationId) : undefined,
      ),
    )
    .orderBy(desc(organisations.deletedAt), asc(organisations.code));
}

export type DeletedOrganisationRow = Awaited<ReturnType<typeof listDeletedOrganisations>>[number];

/** One organisation with its addresses (a restore's answer). */
export async function findOrganisationWithAddresses(db: Executor, organisationId: string) {
  const [org] = await db
    .select({
      id: organisations.id,
      code: organisations.code,
      name: organisations.name,
      country: organisations.country,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!org) return null;
  const addresses = await db
    .select()
    .from(orgAddresses)
    .where(eq(orgAddresses.organisationId, organisationId))
    .orderBy(asc(orgAddresses.label), asc(orgAddresses.id));
  return { ...org, addresses };
}
