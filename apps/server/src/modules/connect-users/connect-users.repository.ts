/**
 * SQL for the connect admin's users, the organisations of the network, contract-party addresses and
 * the admin tables' entities (issue 17). Whose users a scope sees is decided by usersOfScopeCondition;
 * which groups and trusted parties are in the network, by network-access.repository.ts.
 */
import { isStaff } from '@navia/domain/rules/access';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { trustedPartyAddresses } from '../../db/schema/network.ts';
import { orgAddresses, organisations, orgGroups, trustedParties } from '../../db/schema/org.ts';
import { accountTokens, users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  orgGroupInNetworkCondition,
  ownEntityOf,
  trustedPartyVisibleCondition,
} from '../trusted-parties/network-access.repository.ts';

/** The most rows a list answers (the admin tables page in the browser). */
const LIST_LIMIT = 2000;

/**
 * The users a scope manages in the connect admin: staff every user; a customer user its group's; a
 * trusted-party user its trusted party's.
 */
function usersOfScopeCondition(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  const entity = ownEntityOf(scope);
  if (!entity) return sql`false`;
  return entity.kind === 'ORG_GROUP' ? eq(users.orgGroupId, entity.id) : eq(users.trustedPartyId, entity.id);
}

/*
 * Subqueries in select fields use aliased inner tables and name the outer table in full: Drizzle
 * leaves columns unqualified in a single-table select, where "id" would name the inner column.
 */
const invitePending = sql<boolean>`(not "users"."active" and exists (select 1 from account_tokens t where t.user_id = "users"."id" and t.purpose = 'USER_INVITE' and t.used_at is null))`;

const userSelection = {
  user: users,
  orgGroup: orgGroups,
  trustedPartyName: trustedParties.name,
  invitePending,
};

export type ConnectUserRecord = {
  user: typeof users.$inferSelect;
  orgGroup: typeof orgGroups.$inferSelect | null;
  trustedPartyName: string | null;
  invitePending: boolean;
};

/** getUsers' filters; orgGroupCode and orgGroupId narrow staff's list only (others see their own entity's). */
export type ScopeUsersFilter = {
  orgGroupCode?: string | null | undefined;
  orgGroupId?: string | undefined;
  filter?: string | undefined;
  role?: string | undefined;
};

export async function listScopeUsers(
  db: Executor,
  scope: Scope,
  filter: ScopeUsersFilter,
): Promise<ConnectUserRecord[]> {
  const conditions: SQL[] = [usersOfScopeCondition(scope)];
  if (isStaff(scope.role) && filter.orgGroupCode) {
    conditions.push(sql`upper(${orgGroups.code}) = upper(${filter.orgGroupCode})`);
  }
  if (isStaff(scope.role) && filter.orgGroupId) conditions.push(eq(users.orgGroupId, filter.orgGroupId));
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.filter) {
    const pattern = containsPattern(filter.filter);
    conditions.push(or(ilike(users.fullname, pattern), ilike(users.email, pattern)) as SQL);
  }
  const rows = await db
    .select(userSelection)
    .from(users)
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, users.trustedPartyId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${users.fullname})`), asc(users.id))
    .limit(LIST_LIMIT);
  return rows as ConnectUserRecord[];
}

/** A user the scope manages, or null (another entity's user is not found). */
export async function findScopeUser(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<ConnectUserRecord | null> {
  const rows = await db
    .select(userSelection)
    .from(users)
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, users.trustedPartyId))
    .where(and(eq(users.id, id), usersOfScopeCondition(scope)));
  return (rows[0] as ConnectUserRecord | undefined) ?? null;
}

export async function updateUserColumns(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof users.$inferInsert, 'role' | 'active' | ConnectFlagColumn>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}
type ConnectFlagColumn =
  | 'connectManageUsers'
  | 'connectPageAccess'
  | 'connectContractApprovals'
  | 'connectInviteTrustedParties'
  | 'notificationsActive'
  | 'connectReceivesInvites';

/** Deletes the user's unused set-password invite links, so a deactivated invitee cannot activate. */
export async function deleteUnusedInviteTokens(db: Executor, userId: string): Promise<void> {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'USER_INVITE'),
        isNull(accountTokens.usedAt),
      ),
    );
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function findOrgGroup(db: Executor, id: string) {
  const rows = await db.select().from(orgGroups).where(eq(orgGroups.id, id));
  return rows[0] ?? null;
}

// Organisations of the network

const addressCount = sql<number>`(select count(*)::int from org_addresses a where a.organisation_id = "organisations"."id")`;
const organisationSelection = {
  id: organisations.id,
  code: organisations.code,
  name: organisations.name,
  country: organisations.country,
  orgGroupId: organisations.orgGroupId,
  orgGroupName: orgGroups.name,
  orgGroupCountry: orgGroups.country,
  addressCount,
};

export async function listNetworkOrganisations(db: Executor, scope: Scope, filter: string | undefined) {
  const conditions: SQL[] = [orgGroupInNetworkCondition(scope, organisations.orgGroupId)];
  if (filter) {
    const pattern = containsPattern(filter);
    conditions.push(
      or(
        ilike(organisations.name, pattern),
        ilike(organisations.code, pattern),
        ilike(organisations.country, pattern),
      ) as SQL,
    );
  }
  return db
    .select(organisationSelection)
    .from(organisations)
    .innerJoin(orgGroups, eq(orgGroups.id, organisations.orgGroupId))
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${organisations.name})`), asc(organisations.id))
    .limit(LIST_LIMIT);
}

/** The network's organisation with this code (the oldest, should two visible groups share it). */
export async function findNetworkOrganisation(db: Executor, scope: Scope, code: string) {
  const rows = await db
    .select(organisationSelection)
    .from(organisations)
    .innerJoin(orgGroups, eq(orgGroups.id, organisations.orgGroupId))
    .where(
      and(
        sql`upper(${organisations.code}) = upper(${code})`,
        orgGroupInNetworkCondition(scope, organisations.orgGroupId),
      ),
    )
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listAddressesOfOrganisation(db: Executor, organisationId: string) {
  return db
    .select()
    .from(orgAddresses)
    .where(eq(orgAddresses.organisationId, organisationId))
    .orderBy(asc(orgAddresses.label), asc(orgAddresses.id));
}

export async function listUsersOfGroup(db: Executor, orgGroupId: string) {
  return db
    .select({ user: users, orgGroup: orgGroups })
    .from(users)
    .innerJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .where(eq(users.orgGroupId, orgGroupId))
    .orderBy(asc(sql`lower(${users.fullname})`), asc(users.id));
}

// Contract-party addresses

export async function findVisibleTrustedPartyWithAddresses(db: Executor, scope: Scope, id: string) {
  const [tp] = await db
    .select()
    .from(trustedParties)
    .where(and(eq(trustedParties.id, id), trustedPartyVisibleCondition(scope, trustedParties.id)));
  if (!tp) return null;
  const addresses = await db
    .select()
    .from(trustedPartyAddresses)
    .where(eq(trustedPartyAddresses.trustedPartyId, id))
    .orderBy(asc(trustedPartyAddresses.name), asc(trustedPartyAddresses.id));
  return { tp, addresses };
}

export async function findNetworkGroupAddresses(db: Executor, scope: Scope, orgGroupId: string) {
  const [group] = await db
    .select({ id: orgGroups.id })
    .from(orgGroups)
    .where(and(eq(orgGroups.id, orgGroupId), orgGroupInNetworkCondition(scope, orgGroups.id)));
  if (!group) return null;
  return db
    .select({ address: orgAddresses, organisationName: organisations.name })
    .from(orgAddresses)
    .innerJoin(organisations, eq(organisations.id, orgAddresses.organisationId))
    .where(eq(orgAddresses.orgGroupId, orgGroupId))
    .orderBy(asc(organisations.name), asc(orgAddresses.label), asc(orgAddresses.id))
    .limit(LIST_LIMIT);
}

// The connect admin tables' entities

export async function listNetworkOrgGroups(db: Executor, scope: Scope) {
  return db
    .select({
      id: orgGroups.id,
      code: orgGroups.code,
      name: orgGroups.name,
      country: orgGroups.country,
      connectAccess: orgGroups.connectAccess,
      userCount: sql<number>`(select count(*)::int from users u where u.org_group_id = "org_groups"."id")`,
      trustedPartyCount: sql<number>`(select count(*)::int from trusted_party_links l join trusted_parties tp on tp.id = l.trusted_party_id where l.org_group_id = "org_groups"."id" and tp.deleted_at is null)`,
    })
    .from(orgGroups)
    .where(orgGroupInNetworkCondition(scope, orgGroups.id))
    .orderBy(asc(sql`lower(${orgGroups.name})`), asc(orgGroups.id));
}

export async function listNetworkTrustedParties(db: Executor, scope: Scope) {
  return db
    .select({
      id: trustedParties.id,
      name: trustedParties.name,
      businessNumber: trustedParties.businessNumber,
      type: trustedParties.type,
      country: trustedParties.country,
      createdAt: trustedParties.createdAt,
      userCount: sql<number>`(select count(*)::int from users u where u.trusted_party_id = "trusted_parties"."id" and u.active)`,
      orgGroupNames: sql<
        string[]
      >`coalesce((select array_agg(g.name order by g.name) from trusted_party_links l join org_groups g on g.id = l.org_group_id where l.trusted_party_id = "trusted_parties"."id"), '{}')`,
    })
    .from(trustedParties)
    .where(and(trustedPartyVisibleCondition(scope, trustedParties.id), isNull(trustedParties.deletedAt)))
    .orderBy(asc(sql`lower(${trustedParties.name})`), asc(trustedParties.id))
    .limit(LIST_LIMIT);
}
