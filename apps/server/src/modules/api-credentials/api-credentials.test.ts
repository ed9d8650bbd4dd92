/**
 * API credentials (issue 15): the four API user calls of hub §7 with their isolation, and the API
 * client they open — an access token asked for with HTTP Basic, answering the group's searches as
 * its client admin's session does, read-only, rate-limited per credential, every call audited, and
 * ended the moment the credentials are rotated.
 */
import { API_CLIENT_RATE } from '@navia/domain/contracts/api-client';
import type { ApiCredentials, ResetPasswordAnswer } from '@navia/domain/contracts/api-credentials';
import { ALL_ENDPOINTS } from '@navia/domain/contracts/endpoints';
import type { ShipmentsWithFiltersResponse } from '@navia/domain/contracts/shipments';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiUsers } from '../../db/schema/api-credentials.ts';
import { auditEvents, sessions } from '../../db/schema/index.ts';
import { buildRequest, send } from '../../guards/requests.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createOrgGroup, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createShipments } from '../shipments/test-factories.ts';

// The clock stands still unless a test moves it: the rate limit's buckets refill only when it does.
let clockMs = Date.parse('2026-11-02T03:00:00Z');
const tick = (ms: number) => {
  clockMs += ms;
};

let t: TestApp;
const db = () => t.database.db;
type Group = Awaited<ReturnType<typeof createOrgGroup>>;
let acme: Group;
let kiwi: Group;
let acmeAdmin: Agent;
let kiwiAdmin: Agent;
let acmeUser: Agent;
let staffNu: Agent;
let admin: Agent;

const put = (agent: Agent, url: string, payload: unknown = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie: agent.cookie } });
const credentialsOf = (agent: Agent, orgGroupId?: string) =>
  agent.get(`/api/user/getApiCredentials${orgGroupId ? `?orgGroupId=${orgGroupId}` : ''}`);
const historyOf = (agent: Agent, orgGroupId?: string) =>
  agent.get(`/api/user/credentialsHistory${orgGroupId ? `?orgGroupId=${orgGroupId}` : ''}`);
const basic = (name: string, secret: string) =>
  `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;
const askToken = (authorization?: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/accessToken',
    headers: authorization ? { authorization } : {},
    remoteAddress: ip,
  });
async function tokenFor(name: string, secret: string): Promise<string> {
  const res = await askToken(basic(name, secret));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
}
const withToken = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const errorCode = (res: LightMyRequestResponse) => (res.json() as { code: string }).code;

type Agent = {
  user: Awaited<ReturnType<typeof createUser>>;
  cookie: string;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
};

/** A user with a session of their own (made directly: these tests are about what comes after sign-in). */
async function loggedIn(t: TestApp, options: Parameters<typeof createUser>[1]): Promise<Agent> {
  const user = await createUser(t.database.db, options);
  const token = newToken();
  const now = new Date(clockMs);
  await t.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(clockMs + 86_400_000),
  });
  const cookie = `navia_session=${token}`;
  return {
    user,
    cookie,
    get: (url) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, payload = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } }),
  };
}

async function auditRows(orgGroupId: string, type: string) {
  return db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.orgGroupId, orgGroupId), eq(auditEvents.eventType, type)))
    .orderBy(desc(auditEvents.id));
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clockMs) });
  acme = await createOrgGroup(db());
  kiwi = await createOrgGroup(db(), { country: 'NZ' });
  acmeAdmin = await loggedIn(t, {
    role: 'CA',
    orgGroupId: acme.id,
    fullname: 'Ada Admin',
    homeCountry: 'AU',
    insights: true,
    bookings: true,
  });
  kiwiAdmin = await loggedIn(t, { role: 'CA', orgGroupId: kiwi.id, fullname: 'Kiri Admin' });
  acmeUser = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
  staffNu = await loggedIn(t, { role: 'NU' });
  admin = await loggedIn(t, { role: 'NA', fullname: 'Nora Navia' });
});

describe('GET /api/user/getApiCredentials and PUT /api/user/resetPassword', () => {
  it('answers nulls while the group has no API user, and the first reset creates it with a secret shown once', async () => {
    const group = await createOrgGroup(db(), { code: `ZZ${Date.now().toString(36).toUpperCase()}` });
    const ca = await loggedIn(t, { role: 'CA', orgGroupId: group.id, fullname: 'Cara Client' });
    const before = await credentialsOf(ca);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ apiUserName: null, publicKey: null, hasPassword: false, email: null });

    const reset = await put(ca, '/api/user/resetPassword');
    expect(reset.statusCode, reset.body).toBe(200);
    const answer = reset.json() as ResetPasswordAnswer;
    expect(answer).toMatchObject({
      apiUserName: `${group.code.toLowerCase()}-api`,
      hasPassword: true,
      email: ca.user.email,
    });
    expect(answer.password).toMatch(/^nsk_[A-Za-z0-9_-]{43}$/);
    expect(answer.publicKey).toMatch(/^npk_[0-9a-f]{32}$/);

    // Only an argon2id hash is kept, and the secret is never answered again.
    const [row] = await db().select().from(apiUsers).where(eq(apiUsers.orgGroupId, group.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(answer.password);
    const after = await credentialsOf(ca);
    expect(after.json()).toEqual({
      apiUserName: answer.apiUserName,
      publicKey: answer.publicKey,
      hasPassword: true,
      email: ca.user.email,
    });
    expect(after.body).not.toContain(answer.password);

    const history = await historyOf(ca);
    expect(history.statusCode).toBe(200);
    expect(
      (history.json() as { result: { action: string; changedBy: string }[] }).result.map((r) => [
        r.action,
        r.changedBy,
      ]),
    ).toEqual(
      // Same instant (the clock stands still): newest first by id is not promised, so compare as a set.
      expect.arrayContaining([
        ['CREATED', 'Cara Client'],
        ['PASSWORD_RESET', 'Cara Client'],
      ]),
    );
    const rotated = await auditRows(group.id, 'API_CREDENTIALS_ROTATED');
    expect(rotated.map((r) => r.detail).sort()).toEqual(['CREATED', 'PASSWORD_RESET']);
    expect(rotated.every((r) => r.actorUserId === ca.user.id && r.outcome === 'SUCCESS')).toBe(true);
    expect(JSON.stringify(rotated)).not.toContain(answer.password);
  });

  it('lets an administrator (NA) act on a group they name, and asks staff to name one', async () => {
    const named = await put(admin, '/api/user/resetPublicKey', { orgGroupId: kiwi.id });
    expect(named.statusCode, named.body).toBe(200);
    expect((named.json() as ApiCredentials).apiUserName).toBe(`${kiwi.code.toLowerCase()}-api`);
    // KIWI's client admin is the contact, not the administrator who made it.
    expect((named.json() as ApiCredentials).email).toBe(kiwiAdmin.user.email);
    const read = await credentialsOf(admin, kiwi.id);
    expect(read.statusCode).toBe(200);
    expect((read.json() as ApiCredentials).hasPassword).toBe(false);

    const unnamed = await credentialsOf(admin);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/^orgGroupId/),
    });
    const unknown = await credentialsOf(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const badId = await credentialsOf(admin, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
  });
});

describe('isolation', () => {
  let acmeSecret: string;

  beforeAll(async () => {
    const reset = await put(acmeAdmin, '/api/user/resetPassword');
    expect(reset.statusCode, reset.body).toBe(200);
    acmeSecret = (reset.json() as ResetPasswordAnswer).password;
  });

  it("a client admin of another group can neither read nor rotate ACME's credentials (answered as an unknown group)", async () => {
    const [before] = await db().select().from(apiUsers).where(eq(apiUsers.orgGroupId, acme.id));
    for (const res of [
      await credentialsOf(kiwiAdmin, acme.id),
      await historyOf(kiwiAdmin, acme.id),
      await put(kiwiAdmin, '/api/user/resetPassword', { orgGroupId: acme.id }),
      await put(kiwiAdmin, '/api/user/resetPublicKey', { orgGroupId: acme.id }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain(acme.code.toLowerCase());
    }
    const [after] = await db().select().from(apiUsers).where(eq(apiUsers.orgGroupId, acme.id));
    expect(after).toEqual(before);
    // ACME's secret still works: nothing was rotated.
    await tokenFor(`${acme.code.toLowerCase()}-api`, acmeSecret);
  });

  it('refuses staff below NA (NU), customers and anonymous callers', async () => {
    const nu = await credentialsOf(staffNu, acme.id);
    expect(nu.statusCode).toBe(403);
    expect(errorCode(nu)).toBe('API_CREDENTIALS_NOT_ALLOWED');
    const nuReset = await put(staffNu, '/api/user/resetPassword', { orgGroupId: acme.id });
    expect(errorCode(nuReset)).toBe('API_CREDENTIALS_NOT_ALLOWED');
    for (const res of [
      await credentialsOf(acmeUser),
      await historyOf(acmeUser),
      await put(acmeUser, '/api/user/resetPassword'),
      await put(acmeUser, '/api/user/resetPublicKey'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/getApiCredentials' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the API client', () => {
  let name: string;
  let secret: string;
  let publicKey: string;

  beforeAll(async () => {
    // A fresh secret and a full bucket for these tests.
    tick(60_000);
    const reset = await put(acmeAdmin, '/api/user/resetPassword');
    const answer = reset.json() as ResetPasswordAnswer;
    name = answer.apiUserName ?? '';
    secret = answer.password;
    publicKey = answer.publicKey ?? '';
    await createShipments(db(), acme.id, 7);
    await createShipments(db(), kiwi.id, 3);
  });

  it('gets a bearer token with HTTP Basic (apiUserName or publicKey and the secret)', async () => {
    const res = await askToken(basic(name, secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json() as {
      accessToken: string;
      tokenType: string;
      expiresIn: number;
      expiresAt: string;
    };
    expect(answer).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    expect(answer.accessToken).toMatch(/^napi_/);
    expect(Date.parse(answer.expiresAt)).toBe(clockMs + 3600_000);
    expect((await askToken(basic(publicKey, secret))).statusCode).toBe(200);
    expect((await askToken(basic(name.toUpperCase(), secret))).statusCode).toBe(200);
    const issued = await auditRows(acme.id, 'API_TOKEN_ISSUED');
    expect(issued.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a wrong secret, an unknown name and a missing header with 401 and WWW-Authenticate, audited without the secret', async () => {
    for (const authorization of [
      basic(name, `${secret}x`),
      basic('nobody-api', secret),
      undefined,
      'Bearer x',
    ]) {
      const res = await askToken(authorization, '198.51.100.9');
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(errorCode(res)).toBe('INVALID_CREDENTIALS');
      expect(res.headers['www-authenticate']).toMatch(/^Basic realm="navia-api"/);
    }
    const refused = await auditRows(acme.id, 'API_TOKEN_REFUSED');
    expect(refused[0]).toMatchObject({ outcome: 'REFUSED', detail: 'WRONG_SECRET', target: name });
    const all = await db().select().from(auditEvents).where(eq(auditEvents.eventType, 'API_TOKEN_REFUSED'));
    expect(JSON.stringify(all)).not.toContain(secret);
  });

  it("answers shipmentsWithFilters exactly as the group's client admin's session does", async () => {
    const token = await tokenFor(name, secret);
    const body = { key: 'All', batchNo: 1, filters: [] };
    const asApi = await withToken(token, 'POST', '/api/shipments/shipmentsWithFilters', body);
    expect(asApi.statusCode, asApi.body).toBe(200);
    const session = await acmeAdmin.post('/api/shipments/shipmentsWithFilters', body);
    expect(session.statusCode).toBe(200);
    const api = asApi.json() as ShipmentsWithFiltersResponse;
    const ca = session.json() as ShipmentsWithFiltersResponse;
    expect(api.totalCount).toBe(7);
    expect(api.totalCount).toBe(ca.totalCount);
    expect(api.result).toEqual(ca.result);
    // Every call is audited with its method, path and status.
    await vi.waitFor(async () => {
      const rows = await auditRows(acme.id, 'API_CALL');
      expect(rows.find((r) => r.target === 'POST /api/shipments/shipmentsWithFilters')).toMatchObject({
        detail: '200',
        outcome: 'SUCCESS',
        actorUserId: expect.any(String),
      });
    });
  });

  it("sees only its own group: another group's record answers as an unknown one", async () => {
    const token = await tokenFor(name, secret);
    const own = await withToken(token, 'GET', `/api/${acme.id}/settings`);
    expect(own.statusCode, own.body).toBe(200);
    const theirs = await withToken(token, 'GET', `/api/${kiwi.id}/settings`);
    expect(theirs.statusCode).toBe(404);
    const groups = await withToken(token, 'POST', '/api/org/get', {});
    expect((groups.json() as { result: { _id: string }[] }).result.map((g) => g._id)).toEqual([acme.id]);
  });

  it('only reads: a write, or a call its client-user rule does not admit, is refused', async () => {
    const token = await tokenFor(name, secret);
    const write = await withToken(token, 'POST', '/api/shipments/addShipmentToMyFavourite', {
      recordKey: 'X',
      recordNumber: 'X',
      isShipment: true,
      DataSource: 'AU',
    });
    expect(write.statusCode).toBe(403);
    expect(errorCode(write)).toBe('API_CLIENT_READ_ONLY');
    const rotate = await withToken(token, 'PUT', '/api/user/resetPassword', {});
    expect(errorCode(rotate)).toBe('API_CLIENT_READ_ONLY');
    // It has no user account: the signed-in user's calls, the credentials' own included, are closed.
    for (const url of ['/api/user/getApiCredentials', '/api/user/getUpdatedSelf']) {
      const read = await withToken(token, 'GET', url);
      expect(read.statusCode).toBe(403);
      expect(errorCode(read)).toBe('API_CLIENT_READ_ONLY');
    }
    // A GET its client-user rule (OP with tracking) does not admit.
    const staffOnly = await withToken(token, 'GET', '/api/carrierEvents/feeds');
    expect(staffOnly.statusCode).toBe(403);
    expect(errorCode(staffOnly)).toBe('FORBIDDEN');
    // The call is audited once answered (onResponse): wait for its row.
    await vi.waitFor(async () => {
      const rows = await auditRows(acme.id, 'API_CALL');
      expect(rows.find((r) => r.target === 'GET /api/carrierEvents/feeds')).toMatchObject({
        detail: '403',
        outcome: 'REFUSED',
      });
    });
  });

  it('never answers a 5xx to any GET it may call (example requests)', async () => {
    const token = await tokenFor(name, secret);
    const failures: string[] = [];
    for (const endpoint of ALL_ENDPOINTS.filter((e) => e.method === 'GET' && !e.multipart)) {
      tick(1000);
      const request = await buildRequest(endpoint, endpoint.example);
      const res = await send(t.app, {
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
      });
      if (res.statusCode >= 500 || res.statusCode === 401)
        failures.push(`${endpoint.path} ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('is rate-limited per credential: 429 with Retry-After past the burst, another credential unaffected', async () => {
    tick(60_000);
    const token = await tokenFor(name, secret);
    const kiwiReset = await put(kiwiAdmin, '/api/user/resetPassword');
    const kiwiAnswer = kiwiReset.json() as ResetPasswordAnswer;
    const kiwiToken = await tokenFor(kiwiAnswer.apiUserName ?? '', kiwiAnswer.password);
    const statuses: number[] = [];
    for (let i = 0; i < API_CLIENT_RATE.burst; i += 1) {
      statuses.push((await withToken(token, 'GET', '/api/shipments/tiles')).statusCode);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await withToken(token, 'GET', '/api/shipments/tiles');
    expect(limited.statusCode).toBe(429);
    expect(errorCode(limited)).toBe('API_RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('1');
    expect((await withToken(kiwiToken, 'GET', '/api/shipments/tiles')).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const rows = await auditRows(acme.id, 'API_CALL');
      expect(rows.find((r) => r.detail === '429')).toMatchObject({ outcome: 'REFUSED' });
    });
    tick(1000);
    expect((await withToken(token, 'GET', '/api/shipments/tiles')).statusCode).toBe(200);
  });

  it('stops the old secret, the old public key and every token at once when rotated', async () => {
    tick(60_000);
    const token = await tokenFor(name, secret);
    const rotated = await put(admin, '/api/user/resetPassword', { orgGroupId: acme.id });
    expect(rotated.statusCode).toBe(200);
    const newSecret = (rotated.json() as ResetPasswordAnswer).password;
    expect((await askToken(basic(name, secret))).statusCode).toBe(401);
    const ended = await withToken(token, 'POST', '/api/shipments/shipmentsWithFilters', { batchNo: 1 });
    expect(ended.statusCode).toBe(401);
    const fresh = await tokenFor(name, newSecret);
    tick(1000);

    const newKey = await put(acmeAdmin, '/api/user/resetPublicKey');
    expect(newKey.statusCode).toBe(200);
    const key = (newKey.json() as ApiCredentials).publicKey ?? '';
    expect(key).not.toBe(publicKey);
    expect((await askToken(basic(publicKey, newSecret))).statusCode).toBe(401);
    expect((await askToken(basic(key, newSecret))).statusCode).toBe(200);
    expect((await withToken(fresh, 'GET', '/api/shipments/tiles')).statusCode).toBe(401);

    const history = (await historyOf(admin, acme.id)).json() as {
      result: { action: string; changedBy: string }[];
    };
    expect(history.result[0]).toMatchObject({ action: 'PUBLIC_KEY_RESET', changedBy: 'Ada Admin' });
    expect(history.result[1]).toMatchObject({ action: 'PASSWORD_RESET', changedBy: 'Nora Navia' });
    const [audit] = await auditRows(acme.id, 'API_CREDENTIALS_ROTATED');
    expect(audit?.detail).toMatch(/^PUBLIC_KEY_RESET/);
  });

  it('limits token requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await askToken(basic('nobody', 'x'), '192.0.2.44')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the OpenAPI document', () => {
  it('declares the API client scheme: HTTP Basic for the token, the bearer token for the calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      components: {
        securitySchemes: Record<string, { type: string; scheme?: string; description?: string }>;
      };
      paths: Record<string, Record<string, { security?: unknown; description?: string }>>;
    };
    expect(doc.components.securitySchemes.apiClientBasic).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(doc.components.securitySchemes.bearer?.description).toMatch(/accessToken/);
    const tokenCall = doc.paths['/api/user/accessToken']?.post;
    expect(tokenCall?.security).toEqual([{ apiClientBasic: [] }]);
    expect(tokenCall?.description).toMatch(/\/api\/shipments\/shipmentsWithFilters/);
    for (const path of ['getApiCredentials', 'credentialsHistory']) {
      expect(doc.paths[`/api/user/${path}`]?.get).toBeDefined();
    }
    for (const path of ['resetPassword', 'resetPublicKey']) {
      expect(doc.paths[`/api/user/${path}`]?.put).toBeDefined();
    }
  });
});
