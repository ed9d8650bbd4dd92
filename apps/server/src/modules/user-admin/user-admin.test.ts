import type { ConnectUser } from '@navia/domain/contracts/connect-users';
import type { InactiveUsersResponse } from '@navia/domain/contracts/user-admin';
import type { Role } from '@navia/domain/rules/access';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, auditEvents, outboxEmails, sessions, users } from '../../db/schema/index.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, unique } from '../../test/test-app.ts';

type Agent = {
  user: Awaited<ReturnType<typeof createUser>>;
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
};

let t: TestApp;
let acme: Awaited<ReturnType<typeof createOrgGroup>>;
let kiwi: Awaited<ReturnType<typeof createOrgGroup>>;
let na: Agent;
let nu: Agent;
let ca: Agent;
let kiwiCa: Agent;
let op: Agent;

async function agentIn(
  app: TestApp,
  role: Role,
  orgGroupId: string | null,
  extra: Parameters<typeof createUser>[1] = {},
): Promise<Agent> {
  const user = await createUser(app.database.db, {
    role,
    orgGroupId,
    fullname: `User ${unique()}`,
    ...extra,
  });
  const { cookie } = await signIn(app.app, user.email, TEST_PASSWORD);
  return {
    user,
    call: (method, url, payload) =>
      app.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
const agent = (role: Role, orgGroupId: string | null, extra: Parameters<typeof createUser>[1] = {}) =>
  agentIn(t, role, orgGroupId, extra);

beforeAll(async () => {
  t = await createTestApp();
  acme = await createOrgGroup(t.database.db, { connectAccess: true });
  kiwi = await createOrgGroup(t.database.db, { connectAccess: true });
  na = await agent('NA', null);
  nu = await agent('NU', null);
  ca = await agent('CA', acme.id);
  kiwiCa = await agent('CA', kiwi.id);
  op = await agent('OP', acme.id);
});

const unknownId = '00000000-0000-4000-8000-000000000000';

async function linkToken(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt));
  return mail?.textBody.match(/changePassword\?token=([\w-]+)/)?.[1] ?? null;
}

const inviteBody = (orgGroupId: string | null, extra: Record<string, unknown> = {}) => ({
  email: `invitee-${unique()}@acme.demo`,
  fullname: 'Ana Silva',
  role: 'OP',
  orgGroupId,
  tracking: true,
  hasHubAccess: true,
  ...extra,
});

async function lastAudit(type: string, target: string) {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.eventType, type), eq(auditEvents.target, target)))
    .orderBy(desc(auditEvents.id));
  return row;
}

describe('POST /api/user/invite', () => {
  it('creates an inactive user with the flags and e-mails a hashed single-use link that sets the password', async () => {
    const body = inviteBody(acme.id);
    const res = await na.call('POST', '/api/user/invite', body);
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().user as ConnectUser;
    expect(user).toMatchObject({
      email: body.email,
      type: 'OP',
      active: false,
      orgGroupId: acme.id,
      invitePending: true,
    });
    expect(user.permissions).toMatchObject({ tracking: true, hasHubAccess: true, insights: false });
    const token = await linkToken(body.email);
    expect(token).toBeTruthy();
    // Stored hashed: the e-mailed token is not in the table.
    const stored = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(await lastAudit('USER_INVITED', user._id)).toMatchObject({
      actorUserId: na.user.id,
      outcome: 'SUCCESS',
    });

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expect(signIn(t.app, body.email, 'a-brand-new-password')).resolves.toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      payload: { token, password: 'another-new-password' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses the link once it has expired (7 days)', async () => {
    let now = new Date('2026-11-01T00:00:00Z');
    const clocked = await createTestApp({ now: () => now });
    const admin = await agentIn(clocked, 'NA', null);
    const body = inviteBody(acme.id);
    expect((await admin.call('POST', '/api/user/invite', body)).statusCode).toBe(200);
    const token = await linkToken(body.email);
    now = new Date('2026-11-08T00:00:01Z');
    const late = await clocked.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(late.statusCode).toBe(400);
    await clocked.app.close();
  });

  it("answers 406 'This email is not available.' for an e-mail that has an account", async () => {
    const res = await na.call('POST', '/api/user/invite', inviteBody(acme.id, { email: op.user.email }));
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'This email is not available.' });
  });

  it('lets a client admin invite into their own group, never KIWI nor a role above CA', async () => {
    expect((await ca.call('POST', '/api/user/invite', inviteBody(acme.id, { role: 'CA' }))).statusCode).toBe(
      200,
    );
    const kiwiInvite = await ca.call('POST', '/api/user/invite', inviteBody(kiwi.id));
    const unknownInvite = await ca.call('POST', '/api/user/invite', inviteBody(unknownId));
    expect(kiwiInvite.statusCode).toBe(404);
    expect(kiwiInvite.json()).toEqual(unknownInvite.json());
    const nuInvite = await ca.call('POST', '/api/user/invite', inviteBody(null, { role: 'NU' }));
    expect(nuInvite.statusCode).toBe(404);
    const tpAdmin = await ca.call('POST', '/api/user/invite', inviteBody(acme.id, { role: 'TPADMIN' }));
    expect(tpAdmin.statusCode).toBe(403);
    expect(tpAdmin.json()).toMatchObject({
      code: 'USER_CHANGE_NOT_ALLOWED',
      message: 'Your role does not allow this change to this user.',
    });
    const secret = await ca.call('POST', '/api/user/invite', inviteBody(acme.id, { isSecret: true }));
    expect(secret.statusCode).toBe(403);
  });

  it('refuses NU staff (read only) and customers', async () => {
    expect((await nu.call('POST', '/api/user/invite', inviteBody(acme.id))).statusCode).toBe(403);
    expect((await op.call('POST', '/api/user/invite', inviteBody(acme.id))).statusCode).toBe(403);
  });
});

describe('POST /api/user/getUsers for the hub admin', () => {
  it('filters by group, role and text, pages, and tells what the caller may give', async () => {
    const res = await na.call('POST', '/api/user/getUsers', {
      orgGroupId: acme.id,
      role: 'OP',
      filter: op.user.fullname,
      page: 1,
      recordsPerPage: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { result, totalCount } = res.json() as { result: ConnectUser[]; totalCount: number };
    expect(result.map((u) => u._id)).toEqual([op.user.id]);
    expect(totalCount).toBe(1);
    expect(result[0]?.grantableRoles).toEqual(['CA', 'ADMIN', 'NC', 'OP']);
    expect(result[0]?.grantableFlags).toContain('isSecret');
    expect(result[0]).toHaveProperty('lastLoginAt');
  });

  it("shows a client admin only their group's users, whatever group they name", async () => {
    const res = await ca.call('POST', '/api/user/getUsers', {
      orgGroupId: kiwi.id,
      page: 1,
      recordsPerPage: 100,
    });
    const ids = (res.json().result as ConnectUser[]).map((u) => u._id);
    expect(ids).toContain(op.user.id);
    expect(ids).not.toContain(kiwiCa.user.id);
    const kiwiUser = await ca.call('POST', '/api/user/getUser', { userID: kiwiCa.user.id });
    expect(kiwiUser.statusCode).toBe(404);
  });

  it('offers NU staff nothing to change', async () => {
    const res = await nu.call('POST', '/api/user/getUser', { userID: op.user.id });
    expect(res.json().user).toMatchObject({ grantableRoles: [], grantableFlags: [] });
  });
});

describe('PUT /api/user/single', () => {
  it('turns a flag off, audited, and the user is refused on their very next request', async () => {
    const user = await agent('OP', acme.id, { tracking: true });
    const search = () => user.call('GET', '/api/shipments/tiles');
    expect((await search()).statusCode).toBe(200);
    const res = await ca.call('PUT', '/api/user/single', {
      id: user.user.id,
      path: 'tracking',
      value: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.permissions.tracking).toBe(false);
    expect((await search()).statusCode).toBe(403);
    expect(await lastAudit('PERMISSION_CHANGED', user.user.id)).toMatchObject({
      detail: 'tracking: true -> false',
      actorUserId: ca.user.id,
    });
  });

  it('changes a role, audited ROLE_CHANGED', async () => {
    const user = await createUser(t.database.db, { role: 'OP', orgGroupId: acme.id });
    const res = await na.call('PUT', '/api/user/single', { id: user.id, path: 'role', value: 'ADMIN' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.type).toBe('ADMIN');
    expect(await lastAudit('ROLE_CHANGED', user.id)).toMatchObject({ detail: 'role: OP -> ADMIN' });
  });

  // The matrix at the API (the full table is rules/user-admin/user-admin.test.ts).
  const matrix: [string, () => Agent, () => string, string, unknown, number][] = [
    ['CA grants CA in their group', () => ca, () => op.user.id, 'role', 'CA', 200],
    ['CA never grants NU', () => ca, () => op.user.id, 'role', 'NU', 403],
    ['CA never grants NA', () => ca, () => op.user.id, 'role', 'NA', 403],
    ['CA never touches a KIWI user', () => ca, () => kiwiCa.user.id, 'tracking', true, 404],
    ['CA never sets secret mode', () => ca, () => op.user.id, 'isSecret', true, 403],
    ['CA does not edit themselves', () => ca, () => ca.user.id, 'insights', true, 403],
    ['NU reads only', () => nu, () => op.user.id, 'tracking', true, 403],
    ['an operator is refused by the route', () => op, () => op.user.id, 'tracking', true, 403],
    ['NA sets secret mode on a KIWI user', () => na, () => kiwiCa.user.id, 'isSecret', true, 200],
    ['NA does not promote themselves', () => na, () => na.user.id, 'role', 'NSU', 403],
  ];
  it.each(matrix)('%s', async (_, who, target, path, value, status) => {
    const res = await who().call('PUT', '/api/user/single', { id: target(), path, value });
    expect(res.statusCode, res.body).toBe(status);
  });

  it('answers an unknown id exactly as another group’s', async () => {
    const hidden = await ca.call('PUT', '/api/user/single', {
      id: kiwiCa.user.id,
      path: 'tracking',
      value: true,
    });
    const unknown = await ca.call('PUT', '/api/user/single', {
      id: unknownId,
      path: 'tracking',
      value: true,
    });
    expect(hidden.json()).toEqual(unknown.json());
  });

  it('refuses a path off the allow-list with a 400 naming path', async () => {
    const res = await na.call('PUT', '/api/user/single', {
      id: op.user.id,
      path: 'passwordHash',
      value: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toContain('path');
    const wrongValue = await na.call('PUT', '/api/user/single', {
      id: op.user.id,
      path: 'role',
      value: true,
    });
    expect(wrongValue.statusCode).toBe(400);
    expect(wrongValue.json().issues.map((i: { field: string }) => i.field)).toContain('value');
  });
});

describe('DELETE /api/user/deactivate/:id and sessions', () => {
  it('deactivates, ends every session at once and is audited', async () => {
    const user = await agent('OP', acme.id);
    await signIn(t.app, user.user.email, TEST_PASSWORD);
    const listed = await ca.call('GET', `/api/user/sessions/${user.user.id}`);
    expect(listed.json().result).toHaveLength(2);
    const res = await ca.call('DELETE', `/api/user/deactivate/${user.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toHaveLength(
      0,
    );
    expect((await user.call('GET', '/api/user/getUpdatedSelf')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.active).toBe(false);
    expect(await lastAudit('USER_DEACTIVATED', user.user.id)).toMatchObject({ detail: 'sessions: 2' });
  });

  it('never lets a client admin deactivate themselves or a KIWI user', async () => {
    expect((await ca.call('DELETE', `/api/user/deactivate/${ca.user.id}`)).statusCode).toBe(403);
    expect((await ca.call('DELETE', `/api/user/deactivate/${kiwiCa.user.id}`)).statusCode).toBe(404);
    expect((await nu.call('DELETE', `/api/user/deactivate/${op.user.id}`)).statusCode).toBe(403);
  });

  it('ends all sessions (END ALL SESSIONS), audited, and shows the security events', async () => {
    const user = await agent('OP', acme.id);
    const res = await na.call('POST', `/api/user/sessions/${user.user.id}/endAll`);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await user.call('GET', '/api/user/getUpdatedSelf')).statusCode).toBe(401);
    const events = await na.call('GET', `/api/user/securityEvents/${user.user.id}`);
    const types = (events.json().result as { type: string }[]).map((e) => e.type);
    expect(types[0]).toBe('SESSIONS_ENDED');
    expect(types).toContain('SIGNIN');
    expect((await ca.call('GET', `/api/user/securityEvents/${kiwiCa.user.id}`)).statusCode).toBe(404);
    expect((await ca.call('GET', `/api/user/sessions/${kiwiCa.user.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/user/account and contact', () => {
  it("sets the caller's own name and phone", async () => {
    const me = await agent('OP', acme.id);
    const res = await me.call('PUT', '/api/user/account', {
      fullname: 'New Name',
      GS_MobilePhone: '+61 400 111 222',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact).toMatchObject({
      GS_FullName: 'New Name',
      GS_MobilePhone: '+61 400 111 222',
      GS_EmailAddress: me.user.email,
    });
  });

  it("sets a managed user's contact card, never another group's", async () => {
    const res = await ca.call('PUT', '/api/user/contact', {
      id: op.user.id,
      Role: 'CUS',
      GS_MobilePhone: '0400 000 000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact).toMatchObject({ Role: 'CUS', GS_MobilePhone: '0400 000 000' });
    expect((await ca.call('GET', `/api/user/contact/${op.user.id}`)).json().contact.Role).toBe('CUS');
    expect((await ca.call('PUT', '/api/user/contact', { id: kiwiCa.user.id, Role: 'CUS' })).statusCode).toBe(
      404,
    );
    const operator = await agent('OP', acme.id);
    expect(
      (await operator.call('PUT', '/api/user/contact', { id: ca.user.id, Role: 'CUS' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/user/inactiveUsers', () => {
  it('groups users without a sign-in for N days by organisation, with totals, 15 per page, and a CSV', async () => {
    const group = await createOrgGroup(t.database.db, { name: `AAA Inactive ${unique()}` });
    const old = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 17; i++) {
      await createUser(t.database.db, {
        role: 'OP',
        orgGroupId: group.id,
        lastLoginAt: i % 2 ? old : null,
        createdAt: old,
      });
    }
    // Signed in recently: not inactive.
    await createUser(t.database.db, {
      role: 'OP',
      orgGroupId: group.id,
      lastLoginAt: new Date(),
      createdAt: old,
    });
    const page = async (n: number) => {
      const res = await nu.call('POST', '/api/user/inactiveUsers', {
        page: n,
        recordsPerPage: 15,
        filter: group.name,
        days: 90,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InactiveUsersResponse;
    };
    const first = await page(1);
    expect(first.totalCount).toBe(17);
    expect(first.groups).toHaveLength(1);
    expect(first.groups[0]).toMatchObject({ orgGroupName: group.name, total: 17 });
    expect(first.groups[0]?.users).toHaveLength(15);
    expect((await page(2)).groups[0]?.users).toHaveLength(2);
    const none = await nu.call('POST', '/api/user/inactiveUsers', {
      page: 1,
      recordsPerPage: 15,
      filter: group.name,
      days: 365,
    });
    expect((none.json() as InactiveUsersResponse).totalCount).toBe(0);

    const csv = await nu.call(
      'GET',
      `/api/user/inactiveUsers/csv?days=90&filter=${encodeURIComponent(group.name)}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(18);
  });

  it('is staff only', async () => {
    expect((await ca.call('POST', '/api/user/inactiveUsers', {})).statusCode).toBe(403);
  });
});
