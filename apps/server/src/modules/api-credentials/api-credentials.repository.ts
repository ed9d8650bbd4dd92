/** SQL of the API credentials (issue 15): API users, their rotation history and their access tokens. */
import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiCredentialHistory, apiSessions, apiUsers } from '../../db/schema/api-credentials.ts';
import { orgGroups, users } from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

export type ApiUserRow = typeof apiUsers.$inferSelect;
export type OrgGroupRow = typeof orgGroups.$inferSelect;

/** The organisation group `id` when the scope may see it (a client admin: only their own). */
export async function findVisibleOrgGroup(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<OrgGroupRow | null> {
  const [row] = await db
    .select()
    .from(orgGroups)
    .where(and(eq(orgGroups.id, id), scopeCondition(scope, orgGroups.id)));
  return row ?? null;
}

/** Locks the group's row for the transaction, so two first rotations cannot both create an API user. */
export async function lockOrgGroup(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: orgGroups.id }).from(orgGroups).where(eq(orgGroups.id, id)).for('update');
}

export async function findActiveApiUser(db: Executor, orgGroupId: string): Promise<ApiUserRow | null> {
  const [row] = await db
    .select()
    .from(apiUsers)
    .where(and(eq(apiUsers.orgGroupId, orgGroupId), eq(apiUsers.active, true)));
  return row ?? null;
}

export async function apiUserNamesLike(db: Executor, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ name: apiUsers.apiUserName })
    .from(apiUsers)
    .where(sql`${apiUsers.apiUserName} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`);
  return rows.map((r) => r.name);
}

/** The e-mail of the group's longest-standing active client admin, if it has one. */
export async function firstClientAdminEmail(db: Executor, orgGroupId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.orgGroupId, orgGroupId), eq(users.role, 'CA'), eq(users.active, true)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.email ?? null;
}

export async function insertApiUser(tx: Executor, values: typeof apiUsers.$inferInsert): Promise<ApiUserRow> {
  const [row] = await tx.insert(apiUsers).values(values).returning();
  if (!row) throw new Error('api user insert returned no row');
  return row;
}

export async function updateApiUser(
  tx: Executor,
  id: string,
  set: Partial<Pick<ApiUserRow, 'passwordHash' | 'publicKey' | 'updatedAt'>>,
): Promise<ApiUserRow> {
  const [row] = await tx.update(apiUsers).set(set).where(eq(apiUsers.id, id)).returning();
  if (!row) throw new Error('api user update returned no row');
  return row;
}

export async function insertHistory(tx: Executor, values: typeof apiCredentialHistory.$inferInsert) {
  await tx.insert(apiCredentialHistory).values(values);
}

/** The group's rotations (of every API user it had), newest first. */
export async function listHistory(db: Executor, orgGroupId: string, limit: number) {
  return db
    .select({
      id: apiCredentialHistory.id,
      action: apiCredentialHistory.action,
      changedAt: apiCredentialHistory.changedAt,
      changedByName: apiCredentialHistory.changedByName,
    })
    .from(apiCredentialHistory)
    .innerJoin(apiUsers, eq(apiUsers.id, apiCredentialHistory.apiUserId))
    .where(eq(apiUsers.orgGroupId, orgGroupId))
    .orderBy(desc(apiCredentialHistory.changedAt), desc(apiCredentialHistory.id))
    .limit(limit);
}

/** Ends every access token of the API user (a rotation). */
export async function deleteApiSessions(tx: Executor, apiUserId: string): Promise<number> {
  const rows = await tx
    .delete(apiSessions)
    .where(eq(apiSessions.apiUserId, apiUserId))
    .returning({ id: apiSessions.id });
  return rows.length;
}

// The API client's sign-in and calls

/** The active API user whose apiUserName (any case) or publicKey is `name`. */
export async function findApiUserForSignIn(db: Executor, name: string): Promise<ApiUserRow | null> {
  const [row] = await db
    .select()
    .from(apiUsers)
    .where(
      and(
        eq(apiUsers.active, true),
        or(eq(apiUsers.apiUserName, name.toLowerCase()), eq(apiUsers.publicKey, name)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A new access token's row; the API user's expired ones go at the same time, so they never pile up. */
export async function insertApiSession(
  tx: Executor,
  values: { tokenHash: string; apiUserId: string; createdAt: Date; expiresAt: Date; ip: string | null },
): Promise<string> {
  await tx
    .delete(apiSessions)
    .where(and(eq(apiSessions.apiUserId, values.apiUserId), lte(apiSessions.expiresAt, values.createdAt)));
  const [row] = await tx.insert(apiSessions).values(values).returning({ id: apiSessions.id });
  if (!row) throw new Error('api session insert returned no row');
  return row.id;
}

/** A live access token with its (active) API user and group. */
export async function findLiveApiSession(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: apiSessions.id, apiUser: apiUsers, orgGroup: orgGroups })
    .from(apiSessions)
    .innerJoin(apiUsers, eq(apiUsers.id, apiSessions.apiUserId))
    .innerJoin(orgGroups, eq(orgGroups.id, apiUsers.orgGroupId))
    .where(
      and(eq(apiSessions.tokenHash, tokenHash), gt(apiSessions.expiresAt, now), eq(apiUsers.active, true)),
    );
  return row ?? null;
}
