import { MESSAGES } from '@navia/domain/errors';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, outboxEmails, sessions, users } from '../../db/schema/index.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { cookieFrom, createTestApp, signIn, type TestApp, unique } from '../../test/test-app.ts';
import { SIGNIN_LIMITS } from './users.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** The link token from the newest outbox e-mail sent to `email`. */
async function tokenFromOutbox(email: string, path: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt));
  const match = mail?.textBody.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in outbox for ${email}`);
  return match[1];
}

describe('POST /api/user/signin', () => {
  it('signs in and answers the user and a token, with an HttpOnly SameSite session cookie', async () => {
    const group = await createOrgGroup(t.database.db);
    const user = await createUser(t.database.db, { orgGroupId: group.id, fullname: 'Ava Importer' });
    const res = await post('/api/user/signin', {
      email: `  ${user.email.toUpperCase()} `,
      password: TEST_PASSWORD,
      loginFromConnect: false,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      _id: user.id,
      fullname: 'Ava Importer',
      type: 'OP',
      orgGroupCode: { code: group.code },
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Expires');
  });

  it('stores the password as argon2id and the session token only as a hash', async () => {
    const user = await createUser(t.database.db);
    const { token } = await signIn(t.app, user.email, TEST_PASSWORD);
    expect(user.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives REMEMBER ME a longer, persistent session', async () => {
    const user = await createUser(t.database.db);
    const { response } = await signIn(t.app, user.email, TEST_PASSWORD, { rememberMe: true });
    expect(String(response.headers['set-cookie'])).toContain('Expires=');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });

  it('answers Invalid Credentials for a wrong password and for an unknown e-mail alike', async () => {
    const user = await createUser(t.database.db);
    const wrong = await post('/api/user/signin', { email: user.email, password: 'nope-nope-nope' });
    const unknown = await post('/api/user/signin', {
      email: `nobody-${unique()}@test.demo`,
      password: 'whatever',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid Credentials' });
    }
  });

  it('tells an inactive account "Not active" with its e-mail, only after the right password', async () => {
    const user = await createUser(t.database.db, { active: false });
    const res = await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_ACTIVE', message: 'Not active', email: user.email });
    const wrong = await post('/api/user/signin', { email: user.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses the connect login to a user without connect access', async () => {
    const group = await createOrgGroup(t.database.db, { connectAccess: false });
    const user = await createUser(t.database.db, { role: 'CA', orgGroupId: group.id });
    const res = await post('/api/user/signin', {
      email: user.email,
      password: TEST_PASSWORD,
      loginFromConnect: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'NO_CONNECT_ACCESS',
      message: MESSAGES.noConnectAccess,
      email: user.email,
    });
  });

  it('lets a client admin whose group has connect access into connect', async () => {
    const group = await createOrgGroup(t.database.db, { connectAccess: true });
    const user = await createUser(t.database.db, { role: 'CA', orgGroupId: group.id });
    const res = await post('/api/user/signin', {
      email: user.email,
      password: TEST_PASSWORD,
      loginFromConnect: true,
    });
    expect(res.statusCode).toBe(200);
  });

  it('limits failed sign-ins per account, even when the right password follows', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < SIGNIN_LIMITS.perAccount; i++) {
      const res = await post(
        '/api/user/signin',
        { email: user.email, password: 'wrong-password' },
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('limits failed sign-ins per IP address across accounts', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const limited = await createTestApp();
    const attempts = [];
    for (let i = 0; i < SIGNIN_LIMITS.perIp; i++) {
      attempts.push(
        limited.app.inject({
          method: 'POST',
          url: '/api/user/signin',
          remoteAddress: ip,
          payload: { email: `x${i}-${unique()}@test.demo`, password: 'bad' },
        }),
      );
    }
    await Promise.all(attempts);
    const user = await createUser(t.database.db);
    const blocked = await limited.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      remoteAddress: ip,
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      remoteAddress: '198.51.100.7',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('serves getUpdatedSelf from the cookie and from a Bearer token', async () => {
    const user = await createUser(t.database.db);
    const { cookie, token } = await signIn(t.app, user.email, TEST_PASSWORD);
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUpdatedSelf',
      headers: { cookie },
    });
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/api/user/getUpdatedSelf',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byCookie.json().user._id).toBe(user.id);
    expect(byBearer.json().user._id).toBe(user.id);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getUpdatedSelf' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORISED');
  });

  it('ends the session on the server at POST /api/user/forget', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/forget',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('navia_session=;');
    const after = await t.app.inject({ method: 'GET', url: '/api/user/getUpdatedSelf', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('stops serving a deactivated user', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getUpdatedSelf', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('expires a session at its expiry time', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const later = await createTestApp({ now: () => new Date(Date.now() + 13 * 3_600_000) });
    const res = await later.app.inject({
      method: 'GET',
      url: '/api/user/getUpdatedSelf',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-up and e-mail validation', () => {
  it('creates an inactive account, e-mails a single-use link, and activates on validation', async () => {
    const email = `new-${unique()}@test.demo`;
    const res = await post('/api/user/signup', {
      fullname: 'Nina New',
      email,
      password: 'a-long-password',
      homeCountry: 'NZ',
    });
    expect(res.statusCode).toBe(201);
    const inactive = await post('/api/user/signin', { email, password: 'a-long-password' });
    expect(inactive.json().message).toBe('Not active');

    const token = await tokenFromOutbox(email, '/validate');
    expect((await post('/api/user/validate', { token })).statusCode).toBe(200);
    expect((await post('/api/user/validate', { token })).json().code).toBe('INVALID_TOKEN');
    expect((await post('/api/user/signin', { email, password: 'a-long-password' })).statusCode).toBe(200);

    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'EMAIL_VALIDATION'))
      .limit(1);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 406 "This email is not available." for a taken e-mail', async () => {
    const user = await createUser(t.database.db);
    const res = await post('/api/user/signup', {
      fullname: 'Dup',
      email: user.email,
      password: 'a-long-password',
      homeCountry: 'AU',
    });
    expect(res.statusCode).toBe(406);
    expect(res.json().message).toBe('This email is not available.');
  });

  it('re-sends the activation e-mail for an inactive account', async () => {
    const user = await createUser(t.database.db, { active: false });
    const res = await post('/api/user/sendActivationEmail', { email: user.email });
    expect(res.statusCode).toBe(200);
    await expect(tokenFromOutbox(user.email, '/validate')).resolves.toMatch(/[\w-]{40,}/);
  });

  it('rejects a validation link older than 30 minutes', async () => {
    const user = await createUser(t.database.db, { active: false });
    await post('/api/user/sendActivationEmail', { email: user.email });
    const token = await tokenFromOutbox(user.email, '/validate');
    const later = await createTestApp({ now: () => new Date(Date.now() + 31 * 60_000) });
    const res = await later.app.inject({ method: 'POST', url: '/api/user/validate', payload: { token } });
    expect(res.json().code).toBe('INVALID_TOKEN');
  });
});

describe('password reset', () => {
  it('gives the same answer for known and unknown e-mails', async () => {
    const user = await createUser(t.database.db);
    const known = await post('/api/user/requestPassReset', { email: user.email });
    const unknown = await post('/api/user/requestPassReset', { email: `ghost-${unique()}@test.demo` });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
  });

  it('checks, spends once, changes the password and ends every session', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    await post('/api/user/requestPassReset', { email: user.email });
    const token = await tokenFromOutbox(user.email, '/changePassword');

    expect((await post('/api/user/token', { token })).json()).toEqual({ valid: true, email: user.email });
    expect((await post('/api/user/tokenNoEmail', { token })).json()).toEqual({ valid: true });
    expect(
      (await post('/api/user/changePassword', { token, password: 'brand-new-password' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/user/changePassword', { token, password: 'another-password' })).json().code,
    ).toBe('INVALID_TOKEN');
    expect((await post('/api/user/token', { token })).statusCode).toBe(400);

    const old = await t.app.inject({ method: 'GET', url: '/api/user/getUpdatedSelf', headers: { cookie } });
    expect(old.statusCode).toBe(401);
    expect(
      (await post('/api/user/signin', { email: user.email, password: 'brand-new-password' })).statusCode,
    ).toBe(200);
  });

  it('refuses a password shorter than 10 characters, naming the field', async () => {
    const res = await post('/api/user/changePassword', { token: 'x'.repeat(43), password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('password');
  });
});

describe('user settings', () => {
  it('saves the theme and the cookie choice', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const theme = await t.app.inject({
      method: 'PUT',
      url: '/api/user/theme',
      headers: { cookie },
      payload: { theme: 'dark' },
    });
    expect(theme.json().user.theme).toBe('dark');
    const cookies = await t.app.inject({
      method: 'PUT',
      url: '/api/user/toggleCookieBanner',
      headers: { cookie },
      payload: { acceptedCookies: false },
    });
    expect(cookies.json().user).toMatchObject({ acceptedCookies: false, showCookieBanner: false });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, user.id)));
    expect(row?.theme).toBe('dark');
  });

  it('rejects an unknown theme, naming the field', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/theme',
      headers: { cookie },
      payload: { theme: 'blue' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('theme');
  });
});

it('returns the cookie for a later request', async () => {
  const user = await createUser(t.database.db);
  const res = await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD });
  expect(cookieFrom(res)).toMatch(/^navia_session=/);
});

describe('user events and e-mail delivery', () => {
  it('emits userSignedUp after the account committed, and its validation e-mail is LOGGED by the job', async () => {
    const email = `events-${unique()}@test.demo`;
    const heard: { userId: string; stored: boolean }[] = [];
    const off = t.ctx.events.on('userSignedUp', async ({ userId }) => {
      // Read outside the transaction: the row is visible only once it committed.
      const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
      heard.push({ userId, stored: row?.email === email });
    });
    try {
      const res = await post('/api/user/signup', {
        fullname: 'Eve Events',
        email,
        password: 'a-long-password',
        homeCountry: 'AU',
      });
      expect(res.statusCode).toBe(201);
    } finally {
      off();
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(heard).toEqual([{ userId: user?.id, stored: true }]);

    await t.ctx.jobs.drain();
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(mail?.status).toBe('LOGGED');
  });

  it('emits no userSignedUp, and keeps no account, when the sign-up transaction rolls back', async () => {
    const outboxDown = await createTestApp({
      mailer: {
        enqueue: async () => {
          throw new Error('outbox unavailable');
        },
        deliverQueued: async () => {},
      },
    });
    const heard: unknown[] = [];
    outboxDown.ctx.events.on('userSignedUp', (payload) => {
      heard.push(payload);
    });
    const email = `rollback-${unique()}@test.demo`;
    const res = await outboxDown.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { fullname: 'Rolled Back', email, password: 'a-long-password', homeCountry: 'AU' },
    });
    expect(res.statusCode).toBe(500);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(heard).toEqual([]);
  });

  it('emits passwordChanged after the change committed, and not for a spent token', async () => {
    const user = await createUser(t.database.db);
    await post('/api/user/requestPassReset', { email: user.email });
    const token = await tokenFromOutbox(user.email, '/changePassword');
    const heard: { userId: string; sessionsLeft: number }[] = [];
    const off = t.ctx.events.on('passwordChanged', async ({ userId }) => {
      const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      heard.push({ userId, sessionsLeft: left.length });
    });
    try {
      await signIn(t.app, user.email, TEST_PASSWORD);
      expect(
        (await post('/api/user/changePassword', { token, password: 'brand-new-password' })).statusCode,
      ).toBe(200);
      expect((await post('/api/user/changePassword', { token, password: 'other-password' })).statusCode).toBe(
        400,
      );
    } finally {
      off();
    }
    expect(heard).toEqual([{ userId: user.id, sessionsLeft: 0 }]);
  });
});
