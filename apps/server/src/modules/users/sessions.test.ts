/**
 * Session timeouts and the end of sessions on a password change (issue 10, decision 013). The test
 * apps share the worker's database and read a clock the test moves.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, testConfig } from '../../test/test-app.ts';
import { insertAccountToken } from './users.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const START = new Date('2026-05-04T08:00:00Z');
let clock = START;
const at = (ms: number) => {
  clock = new Date(START.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  // The defaults: 12 h and 60 min idle; REMEMBER ME 30 days and 7 days idle.
  t = await createTestApp({ now: () => clock });
});

/** The status of a logged-in call with this session, at the clock's time. */
async function selfStatus(session: { cookie?: string; token?: string }, app = t) {
  const headers: Record<string, string> = session.token
    ? { authorization: `Bearer ${session.token}` }
    : { cookie: session.cookie ?? '' };
  return (await app.app.inject({ method: 'GET', url: '/api/user/getUpdatedSelf', headers })).statusCode;
}

async function signedInAt(ms: number, extra: Record<string, unknown> = {}) {
  at(ms);
  const user = await createUser(t.database.db);
  return { user, ...(await signIn(t.app, user.email, TEST_PASSWORD, extra)) };
}

async function sessionRows(userId: string) {
  return t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

describe('idle timeout', () => {
  it('ends a session unused for 60 minutes, and deletes it', async () => {
    const session = await signedInAt(0);
    at(59 * MINUTE);
    expect(await selfStatus(session)).toBe(200);
    at(59 * MINUTE + 60 * MINUTE);
    expect(await selfStatus(session)).toBe(401);
    expect(await sessionRows(session.user.id)).toHaveLength(0);
    // Ended for good: going back in time does not revive it.
    at(60 * MINUTE);
    expect(await selfStatus(session)).toBe(401);
  });

  it('keeps a session in use alive past 60 minutes, whether by cookie or bearer token', async () => {
    const session = await signedInAt(0);
    for (let minute = 50; minute <= 5 * 60; minute += 50) {
      at(minute * MINUTE);
      expect(await selfStatus({ cookie: session.cookie })).toBe(200);
      expect(await selfStatus({ token: session.token })).toBe(200);
    }
  });

  it('gives a REMEMBER ME session 7 days of idleness', async () => {
    const session = await signedInAt(0, { rememberMe: true });
    at(6 * DAY);
    expect(await selfStatus(session)).toBe(200);
    at(13 * DAY - MINUTE);
    expect(await selfStatus(session)).toBe(200);
    at(20 * DAY);
    expect(await selfStatus(session)).toBe(401);
  });
});

describe('absolute timeout', () => {
  it('ends a session 12 hours after sign-in even while it is in use', async () => {
    const session = await signedInAt(0);
    for (let minute = 30; minute < 12 * 60; minute += 30) {
      at(minute * MINUTE);
      expect(await selfStatus(session)).toBe(200);
    }
    at(12 * HOUR);
    expect(await selfStatus(session)).toBe(401);
  });

  it('ends a REMEMBER ME session 30 days after sign-in even while it is in use', async () => {
    const session = await signedInAt(0, { rememberMe: true });
    for (let day = 5; day < 30; day += 5) {
      at(day * DAY);
      expect(await selfStatus(session)).toBe(200);
    }
    at(30 * DAY);
    expect(await selfStatus(session)).toBe(401);
  });

  it('applies a shorter configured limit to sessions already open', async () => {
    const session = await signedInAt(0);
    const shorter = await createTestApp({
      now: () => clock,
      config: testConfig({ NAVIA_SESSION_HOURS: '2', NAVIA_SESSION_IDLE_MINUTES: '30' }),
    });
    at(25 * MINUTE);
    expect(await selfStatus(session, shorter)).toBe(200);
    at(55 * MINUTE + 1);
    expect(await selfStatus(session, shorter)).toBe(401);

    const other = await signedInAt(0);
    for (const minute of [25, 50, 75, 100]) {
      at(minute * MINUTE);
      expect(await selfStatus(other, shorter)).toBe(200);
    }
    at(2 * HOUR);
    expect(await selfStatus(other, shorter)).toBe(401);
    await shorter.app.close();
  });
});

describe('password change', () => {
  it("ends every session of the account, on every device and by either credential, and no one else's", async () => {
    const laptop = await signedInAt(0);
    const phone = await signIn(t.app, laptop.user.email, TEST_PASSWORD, { rememberMe: true });
    const bystander = await signedInAt(0);
    expect(await selfStatus({ token: phone.token })).toBe(200);

    // A reset link, as requestPassReset e-mails it.
    const token = newToken();
    await insertAccountToken(t.database.db, {
      userId: laptop.user.id,
      purpose: 'PASSWORD_RESET',
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.getTime() + 30 * MINUTE),
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      payload: { token, password: 'a-brand-new-password' },
      headers: { cookie: laptop.cookie },
    });
    expect(changed.statusCode).toBe(200);
    expect(String(changed.headers['set-cookie'])).toContain('navia_session=;');

    expect(await selfStatus({ cookie: laptop.cookie })).toBe(401);
    expect(await selfStatus({ token: laptop.token })).toBe(401);
    expect(await selfStatus({ cookie: phone.cookie })).toBe(401);
    expect(await sessionRows(laptop.user.id)).toHaveLength(0);
    expect(await selfStatus(bystander)).toBe(200);
    await expect(signIn(t.app, laptop.user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect((await signIn(t.app, laptop.user.email, 'a-brand-new-password')).token).toBeTruthy();
  });
});
