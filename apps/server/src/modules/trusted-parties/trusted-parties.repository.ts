/**
 * SQL for trusted parties, their users and addresses (issue 17). Every read that a caller names by id
 * goes through trustedPartyVisibleCondition (network-access.repository.ts), so a trusted party out of
 * the caller's network is not found, exactly like an unknown id.
 */
import { TERMINAL_CONTRACT_STATUSES } from '@navia/domain/rules/contracts/workflow';
import { and, asc, count, eq, ilike, inArray, isNull, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, trustedPartyLinks } from '../../db/schema/contracts.ts';
import { trustedPartyAddresses } from '../../db/schema/network.ts';
import { orgAddresses, organisations, orgGroups, trustedParties } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Scope } from '../../lib/scope.ts';
import { ownEntityOf, trustedPartyVisibleCondition } from './network-access.repository.ts';

export type TrustedPartyRecord = typeof trustedParties.$inferSelect;
export type TrustedPartyAddressRecord = typeof trustedPartyAddresses.$inferSelect;

/*
 * Subqueries in select fields are written with aliased inner tables and the outer table named in
 * full: Drizzle leaves columns unqualified in a single-table select, where "id" would name the
 * inner table's column.
 */

/** The caller's private nickname for the trusted party of the outer row (null for staff). */
function nicknameOf(scope: Scope): SQL<string | null> {
  const entity = ownEntityOf(scope);
  if (!entity) return sql<string | null>`null::text`;
  if (entity.kind === 'ORG_GROUP') {
    return sql<
      string | null
    >`(select l.trusted_party_nickname from trusted_party_links l where l.org_group_id = ${entity.id} and l.trusted_party_id = "trusted_parties"."id")`;
  }
  return sql<
    string | null
  >`(select p.nickname from trusted_party_partnerships p where p.trusted_party_id = ${entity.id} and p.partner_trusted_party_id = "trusted_parties"."id")`;
}

const activeUserCount = sql<number>`(select count(*)::int from users u where u.trusted_party_id = "trusted_parties"."id" and u.active)`;

export type TrustedPartyListFilter = {
  text?: string | undefined;
  country?: string | undefined;
  type?: string | undefined;
};

/** The network's trusted parties (never the caller's own; staff: every live one). */
function listCondition(scope: Scope, filter: TrustedPartyListFilter): SQL {
  const conditions: SQL[] = [
    trustedPartyVisibleCondition(scope, trustedParties.id),
    isNull(trustedParties.deletedAt),
  ];
  if (scope.trustedPartyId) conditions.push(ne(trustedParties.id, scope.trustedPartyId));
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    conditions.push(
      or(
        ilike(trustedParties.name, pattern),
        ilike(trustedParties.businessName, pattern),
        ilike(trustedParties.businessNumber, pattern),
        ilike(trustedParties.businessNickName, pattern),
        sql`${nicknameOf(scope)} ilike ${pattern}`,
      ) as SQL,
    );
  }
  if (filter.country) conditions.push(eq(trustedParties.country, filter.country));
  if (filter.type) conditions.push(sql`upper(${trustedParties.type}) = upper(${filter.type})`);
  return and(...conditions) as SQL;
}

const rowColumns = (scope: Scope) => ({
  id: trustedParties.id,
  name: trustedParties.name,
  businessName: trustedParties.businessName,
  businessNumber: trustedParties.businessNumber,
  businessNickName: trustedParties.businessNickName,
  nickname: nicknameOf(scope),
  type: trustedParties.type,
  address1: trustedParties.address1,
  city: trustedParties.city,
  country: trustedParties.country,
  orgCode: trustedParties.orgCode,
  userCount: activeUserCount,
  createdAt: trustedParties.createdAt,
});
export type TrustedPartyListRow = {
  id: string;
  name: string;
  businessName: string;
  businessNumber: string | null;
  businessNickName: string | null;
  nickname: string | null;
  type: string | null;
  address1: string | null;
  city: string | null;
  country: string;
  orgCode: string | null;
  userCount: number;
  createdAt: Date;
};

export async function listTrustedParties(
  db: Executor,
  scope: Scope,
  filter: TrustedPartyListFilter,
  page?: { limit: number; offset: number },
): Promise<TrustedPartyListRow[]> {
  const query = db
    .select(rowColumns(scope))
    .from(trustedParties)
    .where(listCondition(scope, filter))
    .orderBy(asc(sql`lower(${trustedParties.name})`), asc(trustedParties.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows as TrustedPartyListRow[];
}

export async function countTrustedParties(db: Executor, scope: Scope, filter: TrustedPartyListFilter) {
  const [row] = await db.select({ n: count() }).from(trustedParties).where(listCondition(scope, filter));
  return row?.n ?? 0;
}

/** A trusted party the scope sees (staff: deleted ones too), with the caller's nickname and linked org. */
export async function findVisibleTrustedParty(db: Executor, scope: Scope, id: string) {
  const rows = await db
    .select({
      tp: trustedParties,
      nickname: nicknameOf(scope),
      // Aliased, outer table named in full (see the note above): written with the column objects,
      // this single-table select rendered `where "code" = "org_code"`, right only because
      // organisations happens to have no org_code column of its own.
      orgName: sql<
        string | null
      >`(select o.name from organisations o where o.code = "trusted_parties"."org_code" order by o.created_at, o.id limit 1)`,
    })
    .from(trustedParties)
    .where(and(eq(trustedParties.id, id), trustedPartyVisibleCondition(scope, trustedParties.id)));
  return rows[0] ?? null;
}

export async function listTrustedPartyUsers(db: Executor, trustedPartyId: string) {
  return db
    .select({
      id: users.id,
      fullname: users.fullname,
      type: users.role,
      email: users.email,
      active: users.active,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.trustedPartyId, trustedPartyId))
    .orderBy(asc(sql`lower(${users.fullname})`), asc(users.id));
}

export async function updateTrustedParty(
  db: Executor,
  id: string,
  values: Partial<typeof trustedParties.$inferInsert>,
): Promise<void> {
  await db
    .update(trustedParties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trustedParties.id, id));
}

export async function insertTrustedParty(db: Executor, values: typeof trustedParties.$inferInsert) {
  const [row] = await db.insert(trustedParties).values(values).returning({ id: trustedParties.id });
  if (!row) throw new Error('trusted party insert returned no row');
  return row.id;
}

export async function insertTrustedPartyLink(
  db: Executor,
  values: { orgGroupId: string; trustedPartyId: string; trustedPartyNickname: string | null },
): Promise<void> {
  await db.insert(trustedPartyLinks).values(values).onConflictDoNothing();
}

export async function deleteTrustedPartyLink(db: Executor, orgGroupId: string, trustedPartyId: string) {
  await db
    .delete(trustedPartyLinks)
    .where(
      and(eq(trustedPartyLinks.orgGroupId, orgGroupId), eq(trustedPartyLinks.trustedPartyId, trustedPartyId)),
    );
}

/** The group's contracts with the trusted party that are not in a terminal status. */
export async function countOpenContracts(db: Executor, orgGroupId: string, trustedPartyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(contracts)
    .where(
      and(
        eq(contracts.orgGroupId, orgGroupId),
        eq(contracts.trustedPartyId, trustedPartyId),
        notInArray(contracts.status, [...TERMINAL_CONTRACT_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

export async function findOrgGroupByCode(db: Executor, code: string) {
  const rows = await db
    .select({ id: orgGroups.id, code: orgGroups.code, name: orgGroups.name })
    .from(orgGroups)
    .where(sql`upper(${orgGroups.code}) = upper(${code})`);
  return rows[0] ?? null;
}

/** The organisation known to the provider with this code (the oldest, should two groups share it). */
export async function findOrganisationByCode(db: Executor, code: string) {
  const rows = await db
    .select({ id: organisations.id, code: organisations.code, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.code, code), isNull(organisations.deletedAt)))
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listOrganisationAddresses(db: Executor, organisationId: string) {
  return db
    .select()
    .from(orgAddresses)
    .where(eq(orgAddresses.organisationId, organisationId))
    .orderBy(asc(orgAddresses.label), asc(orgAddresses.id));
}

// Addresses

export async function listAddresses(db: Executor, trustedPartyId: string) {
  return db
    .select()
    .from(trustedPartyAddresses)
    .where(eq(trustedPartyAddresses.trustedPartyId, trustedPartyId))
    .orderBy(
      asc(trustedPartyAddresses.source),
      asc(sql`lower(${trustedPartyAddresses.name})`),
      asc(trustedPartyAddresses.id),
    );
}

/** An address of a trusted party the scope sees. */
export async function findVisibleAddress(db: Executor, scope: Scope, id: string) {
  const rows = await db
    .select()
    .from(trustedPartyAddresses)
    .where(
      and(
        eq(trustedPartyAddresses.id, id),
        trustedPartyVisibleCondition(scope, trustedPartyAddresses.trustedPartyId),
      ),
    );
  return rows[0] ?? null;
}

export async function insertAddress(db: Executor, values: typeof trustedPartyAddresses.$inferInsert) {
  const [row] = await db.insert(trustedPartyAddresses).values(values).returning();
  if (!row) throw new Error('address insert returned no row');
  return row;
}

export async function updateAddress(
  db: Executor,
  id: string,
  values: Partial<typeof trustedPartyAddresses.$inferInsert>,
) {
  const [row] = await db
    .update(trustedPartyAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trustedPartyAddresses.id, id))
    .returning();
  if (!row) throw new Error('address update returned no row');
  return row;
}

export async function deleteAddress(db: Executor, id: string): Promise<void> {
  await db.delete(trustedPartyAddresses).where(eq(trustedPartyAddresses.id, id));
}

/** Replaces the trusted party's SYNC addresses with `rows` (MANUAL ones stay). */
export async function replaceSyncedAddresses(
  db: Executor,
  trustedPartyId: string,
  rows: Omit<typeof trustedPartyAddresses.$inferInsert, 'trustedPartyId' | 'source'>[],
): Promise<void> {
  await db
    .delete(trustedPartyAddresses)
    .where(
      and(eq(trustedPartyAddresses.trustedPartyId, trustedPartyId), eq(trustedPartyAddresses.source, 'SYNC')),
    );
  if (rows.length === 0) return;
  await db
    .insert(trustedPartyAddresses)
    .values(rows.map((r) => ({ ...r, trustedPartyId, source: 'SYNC' as const })));
}

/** Whether any user has this e-mail (stored lower case). */
export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function insertTrustedPartyUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

/** Ends every session of the trusted party's users (it was deleted). */
export async function trustedPartyUserIds(db: Executor, trustedPartyId: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.trustedPartyId, trustedPartyId));
  return rows.map((r) => r.id);
}

export async function deactivateUsers(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({ active: false, updatedAt: new Date() })
    .where(inArray(users.id, [...ids]));
}
