/**
 * The session cache (issue 19, decision 030): a session is read from the database once and then
 * served from memory, and every change to what it answers is heard at once, in this process and
 * (on PostgreSQL) in another process sharing the database.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { orgGroups, sessions, users } from '../db/schema/index.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { createSessionCache, type SessionCache } from './session-cache.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function status(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/user/getUpdatedSelf',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

async function signedIn() {
  const group = await createOrgGroup(t.database.db);
  const user = await createUser(t.database.db, { orgGroupId: group.id });
  const { token } = await signIn(t.app, user.email, TEST_PASSWORD);
  expect(await status(token)).toBe(200);
  return { group, user, token, key: hashToken(token) };
}

/** Until the cache no longer holds the key (PostgreSQL tells another process asynchronously). */
async function forgotten<T>(cache: SessionCache<T>, key: string) {
  for (let i = 0; i < 200 && cache.get(key) !== undefined; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return cache.get(key) === undefined;
}

describe('a signed-in session', () => {
  it('is served from memory after its first request', async () => {
    const { key } = await signedIn();
    expect(t.ctx.sessions.get(key)?.found.session.tokenHash).toBe(key);
  });

  it('stays cached when only its lastSeenAt changes', async () => {
    const { user, key } = await signedIn();
    await t.database.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, user.id));
    await t.ctx.sessions.settle();
    expect(t.ctx.sessions.get(key)).toBeDefined();
  });

  it('is refused on the next request once deleted in the database', async () => {
    const { user, token } = await signedIn();
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await status(token)).toBe(401);
  });

  it('is refused on the next request once its user is deactivated', async () => {
    const { user, token } = await signedIn();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect(await status(token)).toBe(401);
  });

  it('answers with the organisation group as it is now, not as it was cached', async () => {
    const { group, token, key } = await signedIn();
    await t.database.db.update(orgGroups).set({ name: 'Renamed group' }).where(eq(orgGroups.id, group.id));
    expect(await status(token)).toBe(200);
    expect(t.ctx.sessions.get(key)?.found.orgGroup?.name).toBe('Renamed group');
  });

  it('is refused after logout, with the cache forgetting it before the logout is answered', async () => {
    const { token, key } = await signedIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/forget',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(t.ctx.sessions.get(key)).toBeUndefined();
    expect(await status(token)).toBe(401);
  });
});

describe('a lookup that raced a change', () => {
  it('is not stored', async () => {
    const cache = t.ctx.sessions;
    const { user, key } = await signedIn();
    const before = cache.get(key);
    expect(before).toBeDefined();
    const generation = cache.generation();
    await t.database.db.update(users).set({ fullname: 'Changed meanwhile' }).where(eq(users.id, user.id));
    await cache.settle();
    cache.set(key, before as NonNullable<typeof before>, generation);
    expect(cache.get(key)).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on PostgreSQL', () => {
  let other: Database;
  let otherCache: SessionCache<string>;
  beforeAll(async () => {
    const url = String(
      (t.database.pool?.options as { connectionString?: string } | undefined)?.connectionString,
    );
    other = await openDatabase({ databaseUrl: url, poolSize: 1 });
    otherCache = createSessionCache<string>(other);
    for (let i = 0; i < 200; i++) {
      otherCache.set('probe', 'probe', otherCache.generation());
      if (otherCache.get('probe')) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  afterAll(async () => {
    await other.close();
  });

  it("forget a session when the other process ends it, and don't on a touch", async () => {
    const { user, key } = await signedIn();
    otherCache.set(key, 'cached', otherCache.generation());
    await t.database.db.execute(sql`update sessions set last_seen_at = now() where user_id = ${user.id}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(otherCache.get(key)).toBe('cached');
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await forgotten(otherCache, key)).toBe(true);
  });

  it('settle() returns once every commit so far has been heard', async () => {
    const { user, key } = await signedIn();
    otherCache.set(key, 'cached', otherCache.generation());
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    await otherCache.settle();
    expect(otherCache.get(key)).toBeUndefined();
  });
});
