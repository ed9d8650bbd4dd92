import type { ConnectUser } from '@navia/domain/contracts/connect-users';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, auditEvents, outboxEmails, sessions, users } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, unique } from '../../test/test-app.ts';
import {
  type NetworkAgent,
  type NetworkWorld,
  networkAgent,
  networkWorld,
} from '../trusted-parties/network-test-factories.ts';

let t: TestApp;
let w: NetworkWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await networkWorld(t);
});

const unknownId = '00000000-0000-4000-8000-000000000000';

async function getUsers(agent: NetworkAgent, body: Record<string, unknown> = {}) {
  const res = await agent.call('POST', '/api/user/getUsers', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: ConnectUser[] }).result;
}
const emails = (rows: ConnectUser[]) => rows.map((r) => r.email);

async function expectHiddenLikeUnknown(
  agent: NetworkAgent,
  method: 'POST' | 'PUT' | 'DELETE',
  url: (id: string) => string,
  body: (id: string) => unknown,
  hiddenId: string,
) {
  const hidden = await agent.call(method, url(hiddenId), body(hiddenId));
  const unknown = await agent.call(method, url(unknownId), body(unknownId));
  expect(hidden.statusCode, hidden.body).toBe(404);
  expect(hidden.json()).toEqual(unknown.json());
}

describe('POST /api/user/getUsers', () => {
  it("lists a client admin's own group's users with the connect columns and the group as ORGANISATION", async () => {
    const rows = await getUsers(w.ca);
    expect(emails(rows)).toEqual(expect.arrayContaining([w.ca.user.email, w.operator.user.email]));
    expect(emails(rows)).not.toContain(w.tpAdmin.user.email);
    expect(emails(rows)).not.toContain(w.otherCa.user.email);
    const operator = rows.find((r) => r._id === w.operator.user.id);
    expect(operator).toMatchObject({
      ORGANISATION: w.group.name,
      connectManageUsers: false,
      connectPageAccess: true,
      notificationsActive: true,
      canEdit: true,
    });
  });

  it("lists a TPADMIN's own trusted party's users as TRUSTED PARTY, never a partner's", async () => {
    const rows = await getUsers(w.tpAdmin);
    expect(emails(rows).sort()).toEqual([w.tpAdmin.user.email, w.tpOperator.user.email].sort());
    expect(rows.every((r) => r.ORGANISATION === 'TRUSTED PARTY')).toBe(true);
  });

  it('lets staff list every user, or one group by orgGroupCode', async () => {
    const all = await getUsers(w.staff);
    expect(emails(all)).toEqual(
      expect.arrayContaining([w.ca.user.email, w.tpAdmin.user.email, w.otherCa.user.email]),
    );
    const one = await getUsers(w.staff, { orgGroupCode: w.otherGroup.code });
    expect(emails(one)).toEqual([w.otherCa.user.email]);
    // Others cannot reach another group through orgGroupCode.
    expect(emails(await getUsers(w.ca, { orgGroupCode: w.otherGroup.code }))).not.toContain(
      w.otherCa.user.email,
    );
  });

  it('keeps only users with connect access when asked', async () => {
    const plain = await networkAgent(t, { role: 'OP', orgGroupId: w.group.id, connectAccess: false });
    expect(emails(await getUsers(w.ca))).toContain(plain.user.email);
    expect(emails(await getUsers(w.ca, { hasConnectAccess: true }))).not.toContain(plain.user.email);
  });

  it('marks only the rows the caller may change as editable', async () => {
    const rows = await getUsers(w.operator);
    expect(rows.every((r) => !r.canEdit)).toBe(true);
  });
});

describe('POST /api/user/getUser', () => {
  it('answers one user of my entity', async () => {
    const res = await w.tpAdmin.call('POST', '/api/user/getUser', { userID: w.tpOperator.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      _id: w.tpOperator.user.id,
      type: 'TPOP',
      trustedPartyId: w.supplier.id,
    });
  });

  it("hides another entity's user (even a partner's) exactly like an unknown id", async () => {
    const body = (id: string) => ({ userID: id });
    const url = () => '/api/user/getUser';
    await expectHiddenLikeUnknown(w.partnerAdmin, 'POST', url, body, w.tpOperator.user.id);
    await expectHiddenLikeUnknown(w.otherCa, 'POST', url, body, w.operator.user.id);
    await expectHiddenLikeUnknown(w.ca, 'POST', url, body, w.tpAdmin.user.id);
  });

  it('answers 400 naming userID', async () => {
    const res = await w.ca.call('POST', '/api/user/getUser', { userID: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('userID');
  });
});

describe('PUT /api/user/connectUser', () => {
  it("lets the group's CA change a connect column, and audits it", async () => {
    const target = await networkAgent(t, { role: 'OP', orgGroupId: w.group.id });
    const res = await w.ca.call('PUT', '/api/user/connectUser', {
      id: target.user.id,
      path: 'connectContractApprovals',
      value: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.connectContractApprovals).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.connectContractApprovals).toBe(true);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, target.user.id));
    expect(events.map((e) => e.eventType)).toContain('CONNECT_USER_CHANGED');
  });

  it('lets a user with connectManageUsers change a peer, but not one ranked above', async () => {
    const manager = await networkAgent(t, {
      role: 'TPOP',
      trustedPartyId: w.supplier.id,
      connectManageUsers: true,
    });
    const peer = await networkAgent(t, { role: 'TPOP', trustedPartyId: w.supplier.id });
    const ok = await manager.call('PUT', '/api/user/connectUser', {
      id: peer.user.id,
      path: 'notificationsActive',
      value: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.notificationsActive).toBe(false);
    const above = await manager.call('PUT', '/api/user/connectUser', {
      id: w.tpAdmin.user.id,
      path: 'connectManageUsers',
      value: false,
    });
    expect([above.statusCode, above.json().code]).toEqual([403, 'CONNECT_ROLE_NOT_ALLOWED']);
    const promote = await manager.call('PUT', '/api/user/connectUser', {
      id: peer.user.id,
      path: 'type',
      value: 'TPADMIN',
    });
    expect(promote.statusCode).toBe(403);
    // Nor their own columns: approvals are not self-granted.
    const self = await manager.call('PUT', '/api/user/connectUser', {
      id: manager.user.id,
      path: 'connectContractApprovals',
      value: true,
    });
    expect([self.statusCode, self.json().code]).toEqual([403, 'CONNECT_ROLE_NOT_ALLOWED']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, manager.user.id));
    expect(row?.connectContractApprovals).toBe(false);
  });

  it("refuses users without the right, changing one's own role, and a role of the other kind of entity", async () => {
    const peer = await networkAgent(t, { role: 'OP', orgGroupId: w.group.id });
    const noRight = await w.operator.call('PUT', '/api/user/connectUser', {
      id: peer.user.id,
      path: 'connectPageAccess',
      value: false,
    });
    expect(noRight.statusCode).toBe(403);
    const ownRole = await w.ca.call('PUT', '/api/user/connectUser', {
      id: w.ca.user.id,
      path: 'type',
      value: 'OP',
    });
    expect(ownRole.statusCode).toBe(403);
    const wrongKind = await w.tpAdmin.call('PUT', '/api/user/connectUser', {
      id: w.tpOperator.user.id,
      path: 'type',
      value: 'CA',
    });
    expect(wrongKind.statusCode).toBe(400);
    const promote = await w.tpAdmin.call('PUT', '/api/user/connectUser', {
      id: w.tpOperator.user.id,
      path: 'type',
      value: 'TPADMIN',
    });
    expect(promote.statusCode, promote.body).toBe(200);
    await w.tpAdmin.call('PUT', '/api/user/connectUser', {
      id: w.tpOperator.user.id,
      path: 'type',
      value: 'TPOP',
    });
  });

  it('allow-lists the columns: another path is 400', async () => {
    const res = await w.ca.call('PUT', '/api/user/connectUser', {
      id: w.operator.user.id,
      path: 'role',
      value: 'NA',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('path');
  });

  it("hides another entity's user like an unknown id", async () => {
    const body = (id: string) => ({ id, path: 'connectPageAccess', value: false });
    const url = () => '/api/user/connectUser';
    await expectHiddenLikeUnknown(w.strangerAdmin, 'PUT', url, body, w.tpOperator.user.id);
    await expectHiddenLikeUnknown(w.otherCa, 'PUT', url, body, w.operator.user.id);
  });
});

describe('DELETE /api/user/connectUser/:id', () => {
  it('deactivates a user of my entity and ends their sessions', async () => {
    const target = await networkAgent(t, { role: 'TPOP', trustedPartyId: w.supplier.id });
    const res = await w.tpAdmin.call('DELETE', `/api/user/connectUser/${target.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row?.active).toBe(false);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual(
      [],
    );
    expect((await target.call('GET', '/api/user/getUpdatedSelf')).statusCode).toBe(401);
  });

  it("refuses deactivating oneself, and hides other entities' users", async () => {
    expect((await w.ca.call('DELETE', `/api/user/connectUser/${w.ca.user.id}`)).statusCode).toBe(403);
    await expectHiddenLikeUnknown(
      w.partnerAdmin,
      'DELETE',
      (id) => `/api/user/connectUser/${id}`,
      () => undefined,
      w.tpOperator.user.id,
    );
  });
});

describe('POST /api/user/inviteConnectUser', () => {
  async function linkToken(email: string) {
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email))
      .orderBy(desc(outboxEmails.createdAt));
    return mail?.textBody.match(/changePassword\?token=([\w-]+)/)?.[1] ?? null;
  }

  it('the e-mailed link sets the password on /changePassword and activates the account, once', async () => {
    const email = `roundtrip-${unique()}@tp.demo`;
    await w.tpAdmin.call('POST', '/api/user/inviteConnectUser', {
      email,
      fullname: 'Round Trip',
      type: 'TPOP',
    });
    const token = await linkToken(email);
    const check = await t.app.inject({ method: 'POST', url: '/api/user/token', payload: { token } });
    expect(check.statusCode, check.body).toBe(200);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      payload: { token, password: 'a-brand-new-password' },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expect(signIn(t.app, email, 'a-brand-new-password')).resolves.toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      payload: { token, password: 'another-new-password' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('adds an inactive user to my trusted party with a hashed, single-use set-password link by e-mail', async () => {
    const email = `invitee-${unique()}@tp.demo`;
    const res = await w.tpAdmin.call('POST', '/api/user/inviteConnectUser', {
      email,
      fullname: 'Nur Aisyah',
      type: 'TPOP',
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().user as ConnectUser;
    expect(user).toMatchObject({
      email,
      type: 'TPOP',
      active: false,
      trustedPartyId: w.supplier.id,
      invitePending: true,
    });
    const token = await linkToken(email);
    expect(token).toBeTruthy();
    const [stored] = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user._id), eq(accountTokens.purpose, 'USER_INVITE')));
    expect(stored?.tokenHash).toBeTruthy();
    expect(stored?.tokenHash).not.toBe(token);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.target, user._id));
    expect(events.map((e) => e.eventType)).toContain('CONNECT_USER_INVITED');
  });

  it("adds to a client admin's group only when it has connect access", async () => {
    const ok = await w.ca.call('POST', '/api/user/inviteConnectUser', {
      email: `ca-invitee-${unique()}@acme.demo`,
      fullname: 'New Buyer',
      type: 'OP',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.orgGroupId).toBe(w.group.id);
    const closed = await createOrgGroup(t.database.db, { connectAccess: false });
    const ca = await networkAgent(t, { role: 'CA', orgGroupId: closed.id });
    const refused = await ca.call('POST', '/api/user/inviteConnectUser', {
      email: `x-${unique()}@acme.demo`,
      fullname: 'X',
      type: 'OP',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('voids the link of an invitee who is deactivated before setting a password', async () => {
    const email = `void-${unique()}@tp.demo`;
    const res = await w.tpAdmin.call('POST', '/api/user/inviteConnectUser', {
      email,
      fullname: 'Gone',
      type: 'TPOP',
    });
    const token = await linkToken(email);
    expect((await w.tpAdmin.call('DELETE', `/api/user/connectUser/${res.json().user._id}`)).statusCode).toBe(
      200,
    );
    const check = await t.app.inject({ method: 'POST', url: '/api/user/token', payload: { token } });
    expect(check.statusCode).toBe(400);
    const left = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, res.json().user._id));
    expect(left).toEqual([]);
  });

  it('answers 406 for a taken e-mail and writes nothing', async () => {
    const res = await w.tpAdmin.call('POST', '/api/user/inviteConnectUser', {
      email: w.ca.user.email,
      fullname: 'Dup',
      type: 'TPOP',
    });
    expect(res.statusCode).toBe(406);
    expect(await linkToken(w.ca.user.email)).toBeNull();
  });

  it("maps the other kind's role to its counterpart; refuses a role above mine and users who do not manage users", async () => {
    const counterpart = await w.tpAdmin.call('POST', '/api/user/inviteConnectUser', {
      email: `a-${unique()}@x.demo`,
      fullname: 'A',
      type: 'CA',
    });
    expect([counterpart.statusCode, counterpart.json().user?.type]).toEqual([200, 'TPADMIN']);
    const manager = await networkAgent(t, {
      role: 'TPOP',
      trustedPartyId: w.supplier.id,
      connectManageUsers: true,
    });
    expect(
      (
        await manager.call('POST', '/api/user/inviteConnectUser', {
          email: `b-${unique()}@x.demo`,
          fullname: 'B',
          type: 'TPADMIN',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await w.tpOperator.call('POST', '/api/user/inviteConnectUser', {
          email: `c-${unique()}@x.demo`,
          fullname: 'C',
          type: 'TPOP',
        })
      ).statusCode,
    ).toBe(403);
    const bad = await w.tpAdmin.call('POST', '/api/user/inviteConnectUser', {
      email: 'not-an-email',
      fullname: '',
      type: 'TPOP',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('email');
  });
});
