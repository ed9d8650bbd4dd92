/** SQL for two-factor sign-in: secrets, recovery codes, sign-in challenges (issue 15). */
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index.ts';

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
export type TwoFactorChallengeRow = typeof twoFactorChallenges.$inferSelect;

export async function findSecret(db: Executor, userId: string): Promise<TwoFactorSecretRow | null> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row ?? null;
}

/** The row, locked for the rest of the transaction (confirm, disable and new codes race otherwise). */
export async function lockSecret(db: Executor, userId: string): Promise<TwoFactorSecretRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId))
    .for('update');
  return row ?? null;
}

/** A new pending secret, replacing a pending one (never a confirmed one: the caller checked). */
export async function savePendingSecret(db: Executor, userId: string, secret: string, now: Date) {
  await db
    .insert(twoFactorSecrets)
    .values({ userId, secret, confirmedAt: null, lastTimeStep: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, confirmedAt: null, lastTimeStep: null, createdAt: now, updatedAt: now },
      setWhere: isNull(twoFactorSecrets.confirmedAt),
    });
}

export async function confirmSecret(db: Executor, userId: string, now: Date) {
  await db
    .update(twoFactorSecrets)
    .set({ confirmedAt: now, updatedAt: now })
    .where(eq(twoFactorSecrets.userId, userId));
}

/**
 * Records the accepted time step, only if it is later than the last one: false when another request
 * accepted this step (or a later one) meanwhile, so a code works once even under a race.
 */
export async function acceptTimeStep(db: Executor, userId: string, timeStep: number, now: Date) {
  const rows = await db
    .update(twoFactorSecrets)
    .set({ lastTimeStep: timeStep, updatedAt: now })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return rows.length === 1;
}

export async function deleteTwoFactor(db: Executor, userId: string) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[], now: Date) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends an unused recovery code of the user; false when there is none with this hash. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function insertChallenge(db: Executor, values: typeof twoFactorChallenges.$inferInsert) {
  await db.insert(twoFactorChallenges).values(values);
}

/** A live challenge (unused, unexpired), locked for the attempt. */
export async function lockLiveChallenge(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<TwoFactorChallengeRow | null> {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function findLiveChallenge(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** One more attempt; the challenge is spent when it succeeded or has no attempts left. */
export async function recordChallengeAttempt(
  db: Executor,
  id: string,
  values: { attempts: number; usedAt: Date | null },
) {
  await db.update(twoFactorChallenges).set(values).where(eq(twoFactorChallenges.id, id));
}

/** The purge job's part: challenges past their expiry. */
export async function deleteExpiredChallenges(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, now))
    .returning({ id: twoFactorChallenges.id });
  return rows.length;
}
