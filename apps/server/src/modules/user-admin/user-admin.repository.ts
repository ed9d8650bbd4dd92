/**
 * SQL of the hub's user administration (issue 15): a user as the rule reads it, sessions, the
 * audit log's events of a user, contact cards and the inactive users report. Which users a caller
 * may read is the domain rule's (rules/user-admin), applied by the service to the row found here;
 * the inactive users report is staff only (its route admits NU and above).
 */
import { and, asc, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { orgGroups } from '../../db/schema/org.ts';
import { userContactCards } from '../../db/schema/user-admin.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export async function findOrgGroupById(db: Executor, id: string) {
  const [row] = await db.select({ id: orgGroups.id }).from(orgGroups).where(eq(orgGroups.id, id));
  return row ?? null;
}

/** A user with their contact card (null when none). */
export async function findUserWithCard(db: Executor, id: string) {
  const [row] = await db
    .select({ user: users, card: userContactCards })
    .from(users)
    .leftJoin(userContactCards, eq(userContactCards.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

export async function updateUserFields(
  db: Executor,
  id: string,
  values: Partial<
    Pick<typeof users.$inferInsert, 'role' | 'fullname' | 'isSecret' | 'active' | PermissionColumn>
  >,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}
type PermissionColumn =
  | 'bookings'
  | 'quotes'
  | 'criticalChain'
  | 'tracking'
  | 'insights'
  | 'hasHubAccess'
  | 'connectAccess';

export async function upsertContactCard(
  db: Executor,
  userId: string,
  values: { role?: string | null; mobilePhone?: string | null; imageUrl?: string | null },
  now: Date,
) {
  await db
    .insert(userContactCards)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: userContactCards.userId, set: { ...values, updatedAt: now } });
}

// Sessions

export async function listLiveSessions(db: Executor, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now}`))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.id));
}

/** Deletes every session of the user; answers their ids (for the realtime disconnects). */
export async function deleteAllSessions(db: Executor, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
}

// Security events

/** A user's events: what they did (actor or effective user) and what was done to them (target). */
export async function listSecurityEvents(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(auditEvents)
    .where(
      or(
        eq(auditEvents.actorUserId, userId),
        eq(auditEvents.effectiveUserId, userId),
        eq(auditEvents.target, userId),
      ),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(limit);
}

// Inactive users

export type InactiveUsersQuery = { before: Date; filter: string };

function inactiveConditions(q: InactiveUsersQuery): SQL {
  const conditions: SQL[] = [
    eq(users.active, true),
    // Never signed in: inactive since the account was made.
    lt(sql`coalesce(${users.lastLoginAt}, ${users.createdAt})`, q.before),
  ];
  if (q.filter) {
    const pattern = containsPattern(q.filter);
    conditions.push(
      or(ilike(users.fullname, pattern), ilike(users.email, pattern), ilike(orgGroups.name, pattern)) as SQL,
    );
  }
  return and(...conditions) as SQL;
}

const inactiveSelection = {
  id: users.id,
  fullname: users.fullname,
  email: users.email,
  role: users.role,
  orgGroupId: users.orgGroupId,
  orgGroupName: orgGroups.name,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** One page (or every row, without `page`), by group name (staff last), then oldest sign-in first. */
export async function listInactiveUsers(
  db: Executor,
  q: InactiveUsersQuery,
  page?: { offset: number; limit: number },
) {
  const query = db
    .select(inactiveSelection)
    .from(users)
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .where(inactiveConditions(q))
    .orderBy(
      sql`${orgGroups.name} asc nulls last`,
      asc(users.orgGroupId),
      sql`${users.lastLoginAt} asc nulls first`,
      asc(users.id),
    );
  return page ? query.limit(page.limit).offset(page.offset) : query.limit(50_000);
}

/** Inactive users per group ('' for staff), over every page. */
export async function countInactiveUsersByGroup(db: Executor, q: InactiveUsersQuery) {
  const rows = await db
    .select({ orgGroupId: users.orgGroupId, total: count() })
    .from(users)
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .where(inactiveConditions(q))
    .groupBy(users.orgGroupId);
  return new Map(rows.map((r) => [r.orgGroupId ?? '', Number(r.total)]));
}
