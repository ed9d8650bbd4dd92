import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function insertSession(userId: string, expiresAt: Date) {
  const [row] = await t.database.db
    .insert(sessions)
    .values({ tokenHash: hashToken(newToken()), userId, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert failed');
  return row.id;
}

async function insertToken(userId: string, expiresAt: Date, usedAt: Date | null = null) {
  const [row] = await t.database.db
    .insert(accountTokens)
    .values({ tokenHash: hashToken(newToken()), userId, purpose: 'PASSWORD_RESET', expiresAt, usedAt })
    .returning({ id: accountTokens.id });
  if (!row) throw new Error('token insert failed');
  return row.id;
}

describe('purge-expired-sessions job', () => {
  it('deletes only the expired sessions and account tokens', async () => {
    const user = await createUser(t.database.db);
    const expiredSessions = [
      await insertSession(user.id, minutesFromNow(-1)),
      await insertSession(user.id, minutesFromNow(-60 * 24)),
    ];
    const liveSessions = [
      await insertSession(user.id, minutesFromNow(5)),
      await insertSession(user.id, minutesFromNow(60 * 24 * 30)),
    ];
    const expiredTokens = [
      await insertToken(user.id, minutesFromNow(-1)),
      await insertToken(user.id, minutesFromNow(-40), minutesFromNow(-50)),
    ];
    const liveTokens = [
      await insertToken(user.id, minutesFromNow(25)),
      await insertToken(user.id, minutesFromNow(20), new Date()),
    ];

    await t.ctx.jobs.send('purge-expired-sessions', {});
    await t.ctx.jobs.drain();

    const sessionIds = (
      await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [...expiredSessions, ...liveSessions]))
    ).map((r) => r.id);
    expect(sessionIds.sort()).toEqual([...liveSessions].sort());
    const tokenIds = (
      await t.database.db
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(inArray(accountTokens.id, [...expiredTokens, ...liveTokens]))
    ).map((r) => r.id);
    expect(tokenIds.sort()).toEqual([...liveTokens].sort());
  });
});
