/** SQL for users, sessions, account tokens and sign-in attempts. */
import { and, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountTokens,
  favourites,
  orgGroups,
  sessions,
  signinAttempts,
  trustedParties,
  users,
} from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
type OrgGroupRow = typeof orgGroups.$inferSelect;
type TrustedPartyRow = typeof trustedParties.$inferSelect;
export type UserWithGroup = {
  user: UserRow;
  orgGroup: OrgGroupRow | null;
  trustedParty: TrustedPartyRow | null;
};

export async function findUserByEmail(db: Executor, email: string): Promise<UserWithGroup | null> {
  const rows = await db
    .select({ user: users, orgGroup: orgGroups, trustedParty: trustedParties })
    .from(users)
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, users.trustedPartyId))
    .where(eq(users.email, email));
  return rows[0] ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserWithGroup | null> {
  const rows = await db
    .select({ user: users, orgGroup: orgGroups, trustedParty: trustedParties })
    .from(users)
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, users.trustedPartyId))
    .where(eq(users.id, id));
  return rows[0] ?? null;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Sets one key of a user's jsonb flag map (hidePopups or connectWelcomePopups), keeping the others. */
export async function setJsonFlag(
  db: Executor,
  id: string,
  column: 'hidePopups' | 'connectWelcomePopups',
  key: string,
  value: boolean,
): Promise<void> {
  const target = users[column];
  await db
    .update(users)
    .set({
      [column]: sql`${target} || jsonb_build_object(${key}::text, ${value}::boolean)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function listFavouriteRecords(db: Executor, userId: string) {
  return db
    .select({
      favouriteId: favourites.recordKey,
      favouriteNumber: favourites.recordNumber,
      DataSource: favourites.dataSource,
      isShipment: favourites.isShipment,
    })
    .from(favourites)
    .where(eq(favourites.userId, userId));
}

// Sessions

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** The live session for a token hash, with its user; expired sessions are not returned. */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({ session: sessions, user: users, orgGroup: orgGroups, trustedParty: trustedParties })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, users.trustedPartyId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return rows[0] ?? null;
}

/** A live session as findLiveSession reads it (what the session cache keeps). */
export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** The sessions among `ids` that still exist, with what their timeouts read (the socket sweep). */
export async function findSessionsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      remember: sessions.remember,
    })
    .from(sessions)
    .where(inArray(sessions.id, [...ids]));
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes sessions that are no longer live (see findLiveSession); returns how many. */
/** Deletes the sessions past their expiry; answers whose they were (for the audit log). */
export async function deleteExpiredSessions(db: Executor, now: Date) {
  return db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ id: sessions.id, userId: sessions.userId, ip: sessions.ip, userAgent: sessions.userAgent });
}

// Account tokens

export async function insertAccountToken(
  db: Executor,
  values: typeof accountTokens.$inferInsert,
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/** An unused, unexpired token of the given purpose (or one of the given purposes). */
export async function findUsableToken(
  db: Executor,
  tokenHash: string,
  purpose: AccountTokenPurpose | readonly AccountTokenPurpose[],
  now: Date,
) {
  const rows = await db
    .select({ token: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        typeof purpose === 'string'
          ? eq(accountTokens.purpose, purpose)
          : inArray(accountTokens.purpose, [...purpose]),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return rows[0] ?? null;
}

/** Deletes reset and validation tokens past their expiry, used or not; returns how many. */
export async function deleteExpiredAccountTokens(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(accountTokens)
    .where(lte(accountTokens.expiresAt, now))
    .returning({ id: accountTokens.id });
  return rows.length;
}

/**
 * Marks a token used; returns false when another request used it first, so a token can never be
 * spent twice even by concurrent requests.
 */
export async function consumeToken(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

// Sign-in attempts

export async function recordSigninAttempt(
  db: Executor,
  values: typeof signinAttempts.$inferInsert,
): Promise<void> {
  await db.insert(signinAttempts).values(values);
}

export async function countFailedSignins(db: Executor, by: { email: string } | { ip: string }, since: Date) {
  const who = 'email' in by ? eq(signinAttempts.email, by.email) : eq(signinAttempts.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(signinAttempts)
    .where(and(who, eq(signinAttempts.succeeded, false), gt(signinAttempts.at, since)));
  return row?.n ?? 0;
}
