import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { cookieFrom, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { totpCodeAt } from './totp.ts';

// The app's clock (ctx.now), moved by the tests: 15 s into a 30-second step.
let clock = new Date('2026-11-28T10:00:15Z');
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});

// An address of this file's own, so the per-IP sign-in limit counts only these tests' failures.
const remoteAddress = `10.215.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress,
  });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const signinBody = (email: string) => ({ email, password: TEST_PASSWORD, loginFromConnect: false });

async function auditTypes(userId: string) {
  const rows = await t.database.db
    .select({ type: auditEvents.eventType, outcome: auditEvents.outcome, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.effectiveUserId, userId));
  return rows;
}

/** A user with two-factor sign-in on: their secret (as the app holds it) and recovery codes. */
async function enrolled(role: 'NU' | 'NA' | 'CA' = 'NU') {
  const group = role === 'CA' ? await createOrgGroup(t.database.db) : null;
  const user = await createUser(t.database.db, { role, orgGroupId: group?.id ?? null });
  const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
  const setup = (await post('/api/user/twoFactor/start', {}, cookie)).json();
  const secret = String(setup.manualKey).replaceAll(' ', '');
  const confirmed = await post('/api/user/twoFactor/confirm', { code: totpCodeAt(secret, clock) }, cookie);
  expect(confirmed.statusCode).toBe(200);
  tick(30); // the confirming code's step is spent
  return { user, cookie, secret, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

async function challengeFor(email: string): Promise<string> {
  const res = await post('/api/user/signin', signinBody(email));
  expect(res.statusCode).toBe(200);
  return res.json().challengeId;
}

describe('sign-in without two-factor', () => {
  it('answers exactly the user and the token, with the session cookie, as before issue 15', async () => {
    const user = await createUser(t.database.db, { role: 'NU' });
    const res = await post('/api/user/signin', signinBody(user.email));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
    expect(String(res.headers['set-cookie'])).toContain('navia_session=');
  });

  it('is not changed by a pending (unconfirmed) set-up', async () => {
    const user = await createUser(t.database.db, { role: 'NA' });
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await post('/api/user/twoFactor/start', {}, cookie)).statusCode).toBe(200);
    const res = await post('/api/user/signin', signinBody(user.email));
    expect(res.json().user._id).toBe(user.id);
  });
});

describe('enrolment (/settings/security)', () => {
  it('starts with a QR code and a key, refuses a wrong code, and confirms with a right one', async () => {
    const user = await createUser(t.database.db, { role: 'NU' });
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await get('/api/user/twoFactor', cookie)).json().status).toEqual({
      policy: 'STAFF',
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      mayDisable: false,
    });
    const setup = (await post('/api/user/twoFactor/start', {}, cookie)).json();
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(setup.manualKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = setup.manualKey.replaceAll(' ', '');
    expect(setup.otpauthUri).toContain(`secret=${secret}`);

    const wrong = await post('/api/user/twoFactor/confirm', { code: '000000' }, cookie);
    const right = totpCodeAt(secret, clock);
    if (right !== '000000') {
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('TWO_FACTOR_CODE_REFUSED');
    }
    const res = await post('/api/user/twoFactor/confirm', { code: right }, cookie);
    expect(res.statusCode).toBe(200);
    const { recoveryCodes, status } = res.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(status).toMatchObject({
      policy: 'STAFF',
      enabled: true,
      recoveryCodesLeft: 10,
      mayDisable: false,
    });

    // Recovery codes are stored only as hashes.
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((c: string) => row.codeHash.includes(c.replace('-', '')))).toBe(false);
    }
    const types = (await auditTypes(user.id)).map((e) => e.type);
    expect(types).toContain('TWO_FACTOR_ENROLLED');
    if (right !== '000000') expect(types).toContain('TWO_FACTOR_FAILED');

    // A second START while on is refused.
    expect((await post('/api/user/twoFactor/start', {}, cookie)).statusCode).toBe(409);
  });

  it('keeps staff enrolled: disabling is refused', async () => {
    const { cookie, secret } = await enrolled('NA');
    const res = await post('/api/user/twoFactor/disable', { code: totpCodeAt(secret, clock) }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('lets a client admin opt in and out with a current code', async () => {
    const { user, cookie, secret } = await enrolled('CA');
    const wrong = await post('/api/user/twoFactor/disable', { code: '12345' }, cookie);
    expect(wrong.statusCode).toBe(400);
    const res = await post('/api/user/twoFactor/disable', { code: totpCodeAt(secret, clock) }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toMatchObject({ policy: 'OPTIONAL', enabled: false });
    const rows = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id));
    expect(rows).toHaveLength(0);
    expect((await auditTypes(user.id)).map((e) => e.type)).toContain('TWO_FACTOR_DISABLED');
    // Sign-in asks only for the password again.
    expect((await post('/api/user/signin', signinBody(user.email))).json().user._id).toBe(user.id);
  });

  it('is not offered to other roles', async () => {
    const group = await createOrgGroup(t.database.db);
    const user = await createUser(t.database.db, { role: 'OP', orgGroupId: group.id });
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await get('/api/user/twoFactor', cookie)).json().status.policy).toBe('UNAVAILABLE');
    expect((await post('/api/user/twoFactor/start', {}, cookie)).statusCode).toBe(403);
  });

  it('replaces the recovery codes with a current code; the old ones stop working', async () => {
    const { user, cookie, secret, recoveryCodes } = await enrolled();
    const res = await post('/api/user/twoFactor/recoveryCodes', { code: totpCodeAt(secret, clock) }, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const old = await post('/api/user/signin/twoFactor', {
      challengeId: await challengeFor(user.email),
      recoveryCode: recoveryCodes[0],
    });
    expect(old.statusCode).toBe(401);
    const ok = await post('/api/user/signin/twoFactor', {
      challengeId: await challengeFor(user.email),
      recoveryCode: fresh[0],
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('sign-in with two-factor (POST /api/user/signin/twoFactor)', () => {
  it('answers a challenge without a session, then signs in with a code', async () => {
    const { user, secret } = await enrolled();
    const first = await post('/api/user/signin', { ...signinBody(user.email), rememberMe: true });
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toEqual({
      twoFactorRequired: true,
      challengeId: expect.stringMatching(/^[\w-]{40,}$/),
      expiresAt: new Date(clock.getTime() + 5 * 60_000).toISOString(),
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    const res = await post('/api/user/signin/twoFactor', {
      challengeId: challenge.challengeId,
      code: totpCodeAt(secret, clock),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user.id);
    expect(res.json().token).toMatch(/^[\w-]{40,}$/);
    // REMEMBER ME from the password step: a cookie that outlives the browser.
    expect(String(res.headers['set-cookie'])).toContain('Expires');
    const me = await get('/api/user/getUpdatedSelf', cookieFrom(res));
    expect(me.json().user._id).toBe(user.id);
    expect(await auditTypes(user.id)).toContainEqual({ type: 'SIGNIN', outcome: 'SUCCESS', detail: 'TOTP' });

    // The challenge is single-use.
    tick(30);
    const again = await post('/api/user/signin/twoFactor', {
      challengeId: challenge.challengeId,
      code: totpCodeAt(secret, clock),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('accepts the step before and after (clock window) but never the same code twice', async () => {
    const { user, secret } = await enrolled();
    tick(60); // so that the step before is later than the confirming code's
    const previous = totpCodeAt(secret, new Date(clock.getTime() - 30_000));
    const byPrevious = await post('/api/user/signin/twoFactor', {
      challengeId: await challengeFor(user.email),
      code: previous,
    });
    expect(byPrevious.statusCode).toBe(200);
    const reused = await post('/api/user/signin/twoFactor', {
      challengeId: await challengeFor(user.email),
      code: previous,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    const next = totpCodeAt(secret, new Date(clock.getTime() + 30_000));
    const byNext = await post('/api/user/signin/twoFactor', {
      challengeId: await challengeFor(user.email),
      code: next,
    });
    expect(byNext.statusCode).toBe(200);
  });

  it('signs in once with each recovery code', async () => {
    const { user, cookie, recoveryCodes } = await enrolled();
    const code = (recoveryCodes[3] ?? '').toLowerCase();
    const res = await post('/api/user/signin/twoFactor', {
      challengeId: await challengeFor(user.email),
      recoveryCode: code,
    });
    expect(res.statusCode).toBe(200);
    const again = await post('/api/user/signin/twoFactor', {
      challengeId: await challengeFor(user.email),
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await get('/api/user/twoFactor', cookie)).json().status.recoveryCodesLeft).toBe(9);
    const types = await auditTypes(user.id);
    expect(types).toContainEqual({ type: 'RECOVERY_CODE_USED', outcome: 'SUCCESS', detail: null });
    expect(types).toContainEqual({ type: 'SIGNIN', outcome: 'SUCCESS', detail: 'RECOVERY_CODE' });
  });

  it('refuses a wrong code, audits it, and applies the account sign-in limit', async () => {
    const { user, secret } = await enrolled();
    const right = totpCodeAt(secret, clock);
    const wrong = right === '111111' ? '222222' : '111111';
    const challengeId = await challengeFor(user.email);
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/user/signin/twoFactor', { challengeId, code: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    expect((await auditTypes(user.id)).filter((e) => e.type === 'TWO_FACTOR_FAILED')).toHaveLength(4);
    // A fifth failure reaches the per-account limit: even the right code is then refused.
    await post('/api/user/signin/twoFactor', { challengeId: await challengeFor(user.email), code: wrong });
    const locked = await post('/api/user/signin/twoFactor', { challengeId, code: right });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses an expired challenge (5 minutes) and an unknown one', async () => {
    const { user, secret } = await enrolled();
    const challengeId = await challengeFor(user.email);
    tick(5 * 60 + 1);
    const res = await post('/api/user/signin/twoFactor', { challengeId, code: totpCodeAt(secret, clock) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    const unknown = await post('/api/user/signin/twoFactor', {
      challengeId: 'not-a-challenge',
      code: '123456',
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('names the field of a malformed second step', async () => {
    const both = await post('/api/user/signin/twoFactor', {
      challengeId: 'x',
      code: '123456',
      recoveryCode: 'ABCDE-FGH23',
    });
    expect(both.statusCode).toBe(400);
    const letters = await post('/api/user/signin/twoFactor', { challengeId: 'x', code: 'abcdef' });
    expect(letters.statusCode).toBe(400);
    expect(JSON.stringify(letters.json())).toContain('code');
  });

  it('keeps the secret out of the status answer and the audit log', async () => {
    const { user, cookie, secret } = await enrolled();
    expect((await get('/api/user/twoFactor', cookie)).body).not.toContain(secret);
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.effectiveUserId, user.id)));
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
