/**
 * SQL of an organisation group's contract settings (issue 16): approvals, stock transfer, the
 * auto-assign routes (autoAssignContractRoutes), and the users and linked trusted parties a route
 * may name. The group comes from findSettingsGroup under the caller's scope (a VisibleRecord).
 */
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contractAutoAssignRoutes,
  contractSettings,
  orgGroups,
  trustedParties,
  trustedPartyLinks,
  users,
} from '../../db/schema/index.ts';
import type { Scope } from '../../lib/scope.ts';
import { markVisibleOrNull, type VisibleRecord } from '../../lib/visible-record.ts';

export type SettingsGroup = VisibleRecord<{ orgGroupId: string; name: string }>;

/**
 * The group whose settings the scope may read: staff any group, a customer user its own; a
 * trusted-party user none (its settings are its trusted party's, not a group's).
 */
export async function findSettingsGroup(
  db: Executor,
  scope: Scope,
  orgGroupId: string,
): Promise<SettingsGroup | null> {
  if (isTrustedPartyRole(scope.role)) return null;
  if (!isStaff(scope.role) && scope.orgGroupId !== orgGroupId) return null;
  const [row] = await db
    .select({ orgGroupId: orgGroups.id, name: orgGroups.name })
    .from(orgGroups)
    .where(eq(orgGroups.id, orgGroupId))
    .limit(1);
  return markVisibleOrNull(row);
}

export async function findContractSettings(db: Executor, group: SettingsGroup) {
  const [row] = await db
    .select()
    .from(contractSettings)
    .where(eq(contractSettings.orgGroupId, group.orgGroupId))
    .limit(1);
  return row ?? null;
}

/** The group's routes in their order (first match wins), with the names they show. */
export async function findAutoAssignRoutes(db: Executor, group: SettingsGroup) {
  return db
    .select({
      route: contractAutoAssignRoutes,
      userName: users.fullname,
      trustedPartyName: trustedParties.name,
    })
    .from(contractAutoAssignRoutes)
    .innerJoin(users, eq(users.id, contractAutoAssignRoutes.userId))
    .leftJoin(trustedParties, eq(trustedParties.id, contractAutoAssignRoutes.trustedPartyId))
    .where(eq(contractAutoAssignRoutes.orgGroupId, group.orgGroupId))
    .orderBy(asc(contractAutoAssignRoutes.position), asc(contractAutoAssignRoutes.id));
}

/** The group's active users, by name. */
export async function findGroupUsers(db: Executor, group: SettingsGroup) {
  return db
    .select({ id: users.id, fullname: users.fullname })
    .from(users)
    .where(and(eq(users.orgGroupId, group.orgGroupId), eq(users.active, true)))
    .orderBy(sql`lower(${users.fullname})`, asc(users.id));
}

/** The trusted parties linked to the group (trusted_party_links), by name. */
export async function findLinkedTrustedParties(db: Executor, group: SettingsGroup) {
  return db
    .select({ id: trustedParties.id, name: trustedParties.name })
    .from(trustedPartyLinks)
    .innerJoin(trustedParties, eq(trustedParties.id, trustedPartyLinks.trustedPartyId))
    .where(eq(trustedPartyLinks.orgGroupId, group.orgGroupId))
    .orderBy(sql`lower(${trustedParties.name})`, asc(trustedParties.id));
}

/** Which of these user ids are users of the group. */
export async function groupUserIds(
  db: Executor,
  group: SettingsGroup,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgGroupId, group.orgGroupId), inArray(users.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Which of these trusted party ids are linked to the group. */
export async function linkedTrustedPartyIds(
  db: Executor,
  group: SettingsGroup,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: trustedPartyLinks.trustedPartyId })
    .from(trustedPartyLinks)
    .where(
      and(
        eq(trustedPartyLinks.orgGroupId, group.orgGroupId),
        inArray(trustedPartyLinks.trustedPartyId, [...ids]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Writes the group's settings row (made on the first save). Its row lock also serialises saves of
 * one group, so the routes replaced after it are one save's.
 */
export async function upsertContractSettings(
  tx: Executor,
  group: SettingsGroup,
  values: { approvalsRequired: boolean; stockTransferDisabled: boolean },
  now: Date,
): Promise<void> {
  await tx
    .insert(contractSettings)
    .values({ orgGroupId: group.orgGroupId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: contractSettings.orgGroupId, set: { ...values, updatedAt: now } });
}

export type AutoAssignRouteValues = {
  userId: string;
  portOfLoading: string | null;
  portOfFinalDestination: string | null;
  trustedPartyId: string | null;
};

/** Replaces the group's routes with these, in this order. */
export async function replaceAutoAssignRoutes(
  tx: Executor,
  group: SettingsGroup,
  routes: readonly AutoAssignRouteValues[],
  now: Date,
): Promise<void> {
  await tx.delete(contractAutoAssignRoutes).where(eq(contractAutoAssignRoutes.orgGroupId, group.orgGroupId));
  if (routes.length === 0) return;
  await tx
    .insert(contractAutoAssignRoutes)
    .values(
      routes.map((route, position) => ({ ...route, orgGroupId: group.orgGroupId, position, createdAt: now })),
    );
}

/**
 * The organisation groups a trusted party is linked to (trusted_party_links), by name: whom its
 * users may make a contract with.
 */
export async function findLinkedOrgGroups(db: Executor, trustedPartyId: string) {
  return db
    .select({ id: orgGroups.id, name: orgGroups.name })
    .from(trustedPartyLinks)
    .innerJoin(orgGroups, eq(orgGroups.id, trustedPartyLinks.orgGroupId))
    .where(eq(trustedPartyLinks.trustedPartyId, trustedPartyId))
    .orderBy(sql`lower(${orgGroups.name})`, asc(orgGroups.id));
}
