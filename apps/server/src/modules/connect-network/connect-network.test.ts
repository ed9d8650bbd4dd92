import { MESSAGES } from '@navia/domain/errors';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, unique } from '../../test/test-app.ts';
import {
  agentFor,
  auditOf,
  connectGroup,
  hashFromOutbox,
  inviteNotificationsOf,
  invitesTo,
  isLinked,
  linkGroupAndTrustedParty,
  type NetAgent,
  netUser,
  outboxCount,
  partnershipRows,
  setInvite,
  trustedPartiesNamed,
  trustedPartyWithAdmin,
  userByEmail,
} from './connect-network-test-factories.ts';

let t: TestApp;
let clock = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 60 * 60_000);
});

const inviteUrl = '/api/trustedParties/invite';
const newPartner = (over: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    companyName: `Partner ${id} Pty Ltd`,
    contactName: `Contact ${id}`,
    contactEmail: `contact-${id}@partner-${id}.example`,
    country: 'AU',
    ...over,
  };
};

/** Invites a new partner and answers its sign-up hash from the outbox. */
async function inviteNew(agent: NetAgent, orgDetails = newPartner()) {
  const res = await agent.post(inviteUrl, { orgDetails, ignoreEntitiyIds: [] });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().outcome).toBe('INVITE_SENT');
  const hash = await hashFromOutbox(t, orgDetails.contactEmail, '/connect/signUp');
  return { orgDetails, hash, invite: res.json().invite };
}

const signUpBody = (
  orgDetails: ReturnType<typeof newPartner>,
  hash: string,
  over: Record<string, unknown> = {},
) => ({
  hash,
  trustedParty: {
    companyName: orgDetails.companyName,
    contactName: orgDetails.contactName,
    contactEmail: orgDetails.contactEmail,
    password: 'a long enough password',
    country: 'AU',
    city: 'Hobart',
    ...over,
  },
});

const publicPost = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('sign-up by link', () => {
  it('invites a new partner by e-mail, signs it up from the link, links it and tells the inviter live', async () => {
    const { group, admin } = await connectGroup(t);
    const push = vi.spyOn(t.ctx.realtime, 'notifyUser');
    const { orgDetails, hash, invite } = await inviteNew(admin);
    expect(invite).toMatchObject({ status: 'PENDING', inviteeEmail: orgDetails.contactEmail, sendCount: 1 });

    const prefill = await publicPost('/api/trustedParties/hash', { hash });
    expect(prefill.statusCode, prefill.body).toBe(200);
    expect(prefill.json()).toMatchObject({
      companyName: orgDetails.companyName,
      contactName: orgDetails.contactName,
      contactEmail: orgDetails.contactEmail,
      country: 'AU',
      inviterName: admin.user.fullname,
      inviterCompanyName: group.name,
      existingEntity: null,
    });

    const res = await publicPost('/api/trustedParties/signUp', signUpBody(orgDetails, hash));
    expect(res.statusCode, res.body).toBe(200);
    const { trustedPartyId, email } = res.json();
    expect(email).toBe(orgDetails.contactEmail);
    expect(await isLinked(t, group.id, trustedPartyId)).toBe(true);
    const created = await userByEmail(t, email);
    expect(created).toMatchObject({ role: 'TPADMIN', active: true, trustedPartyId });
    expect(created?.passwordHash.startsWith('$argon2id$')).toBe(true);
    // The new admin can sign in to connect.
    await signIn(t.app, email, 'a long enough password', { loginFromConnect: true });

    const [stored] = await inviteNotificationsOf(t, admin.user.id);
    expect(stored).toMatchObject({ eventType: 'INVITE', isConnect: true, referenceId: invite._id });
    expect(push).toHaveBeenCalledWith(
      admin.user.id,
      'notification',
      expect.objectContaining({ eventType: 'INVITE', notificationID: stored?.id }),
    );
    push.mockRestore();
    const [row] = await invitesTo(t, orgDetails.contactEmail);
    expect(row).toMatchObject({ status: 'ACCEPTED', inviteeTrustedPartyId: trustedPartyId });
    expect(row?.usedAt).not.toBeNull();
    expect(await auditOf(t, 'TRUSTED_PARTY_SIGNED_UP', trustedPartyId)).toHaveLength(1);

    // The inviter's network now holds the partner.
    const network = await admin.get('/api/user/getEntitiesInNetwork');
    expect(network.json().entities.map((e: { _id: string }) => e._id)).toContain(trustedPartyId);
  });

  it('uses a hash once: a second sign-up and a later check answer the one generic error', async () => {
    const { admin } = await connectGroup(t);
    const { orgDetails, hash } = await inviteNew(admin);
    expect((await publicPost('/api/trustedParties/signUp', signUpBody(orgDetails, hash))).statusCode).toBe(
      200,
    );
    const again = await publicPost(
      '/api/trustedParties/signUp',
      signUpBody(orgDetails, hash, { contactEmail: `other-${unique()}@x.example` }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVITE_HASH_INVALID', message: MESSAGES.genericSubmit });
    const check = await publicPost('/api/trustedParties/hash', { hash });
    expect(check.json()).toMatchObject({
      code: 'INVITE_HASH_INVALID',
      message: 'An error occured. Please try again later.',
    });
  });

  it('refuses an expired, a cancelled and an unknown hash alike', async () => {
    const { admin } = await connectGroup(t);
    const expired = await inviteNew(admin);
    await setInvite(t, expired.invite._id, { expiresAt: new Date(clock.getTime() - 1000) });
    const cancelled = await inviteNew(admin);
    expect((await admin.post(`/api/user/invites/${cancelled.invite._id}/cancel`)).statusCode).toBe(200);
    for (const hash of [expired.hash, cancelled.hash, 'q3Vx8mN2pL7rT0aZ4kW9sE1dF6gH5jB2cY8uI3oP0nM']) {
      const res = await publicPost('/api/trustedParties/hash', { hash });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVITE_HASH_INVALID');
    }
    const signUp = await publicPost(
      '/api/trustedParties/signUp',
      signUpBody(expired.orgDetails, expired.hash),
    );
    expect(signUp.json().code).toBe('INVITE_HASH_INVALID');
    expect(await trustedPartiesNamed(t, expired.orgDetails.companyName)).toHaveLength(0);
  });

  it('writes nothing when the e-mail is taken (406), and the hash stays usable', async () => {
    const { admin } = await connectGroup(t);
    const { orgDetails, hash } = await inviteNew(admin);
    // Someone took the invited address after the invite went out.
    await createUser(t.database.db, { email: orgDetails.contactEmail });
    const res = await publicPost('/api/trustedParties/signUp', signUpBody(orgDetails, hash));
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: MESSAGES.emailNotAvailable });
    expect(await trustedPartiesNamed(t, orgDetails.companyName)).toHaveLength(0);
    expect((await invitesTo(t, orgDetails.contactEmail))[0]?.status).toBe('PENDING');
    expect(await inviteNotificationsOf(t, admin.user.id)).toHaveLength(0);
    expect((await publicPost('/api/trustedParties/hash', { hash })).statusCode).toBe(200);
  });

  it('signs up only the invited address: another e-mail is a 400 naming the field, and nothing is written', async () => {
    const { admin } = await connectGroup(t);
    const { orgDetails, hash } = await inviteNew(admin);
    const other = `someone-else-${unique()}@elsewhere.example`;
    const res = await publicPost(
      '/api/trustedParties/signUp',
      signUpBody(orgDetails, hash, { contactEmail: other }),
      '10.17.4.1',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('trustedParty.contactEmail');
    expect(await userByEmail(t, other)).toBeNull();
    expect(await trustedPartiesNamed(t, orgDetails.companyName)).toHaveLength(0);
    expect((await publicPost('/api/trustedParties/hash', { hash }, '10.17.4.1')).statusCode).toBe(200);
  });

  it('links a trusted-party inviter both ways with the new partner', async () => {
    const { tp, admin } = await trustedPartyWithAdmin(t);
    const { orgDetails, hash } = await inviteNew(admin);
    const res = await publicPost('/api/trustedParties/signUp', signUpBody(orgDetails, hash));
    expect(res.statusCode, res.body).toBe(200);
    expect(await partnershipRows(t, tp.id, res.json().trustedPartyId)).toHaveLength(2);
    expect(await inviteNotificationsOf(t, admin.user.id)).toHaveLength(1);
  });

  it('rate-limits hash checks per address', async () => {
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      codes.push(
        (await publicPost('/api/trustedParties/hash', { hash: `unknown-hash-${i}-xxxxxxxx` }, address))
          .statusCode,
      );
    }
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('POST /api/trustedParties/invite', () => {
  it('only lets admins and users with the invite flag invite', async () => {
    const { group } = await connectGroup(t);
    const operator = await netUser(t, {
      role: 'OP',
      orgGroupId: group.id,
      connectAccess: true,
      isConnectUser: true,
    });
    expect((await operator.post(inviteUrl, { orgDetails: newPartner() })).statusCode).toBe(403);
    const flagged = await netUser(t, {
      role: 'OP',
      orgGroupId: group.id,
      connectAccess: true,
      isConnectUser: true,
      connectInviteTrustedParties: true,
    });
    expect((await flagged.post(inviteUrl, { orgDetails: newPartner() })).json().outcome).toBe('INVITE_SENT');
  });

  it('offers possible existing entities and creates nothing, then invites when they are ignored', async () => {
    const { admin } = await connectGroup(t);
    const name = `Harbour ${unique()} Timber`;
    const existing = await trustedPartyWithAdmin(t, {
      name: `${name} Pty Ltd`,
      businessNumber: '51 824 753 556',
    });
    const orgDetails = newPartner({ companyName: `${name.toUpperCase()} LTD` });
    const res = await admin.post(inviteUrl, { orgDetails, ignoreEntitiyIds: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'POSSIBLE_EXISTING',
      possibleExistingEntities: [{ _id: existing.tp.id, isTrustedParty: true, matchedBy: ['NAME'] }],
    });
    expect(await invitesTo(t, orgDetails.contactEmail)).toHaveLength(0);
    expect(await outboxCount(t, orgDetails.contactEmail)).toBe(0);

    const ignored = await admin.post(inviteUrl, { orgDetails, ignoreEntitiyIds: [existing.tp.id] });
    expect(ignored.json().outcome).toBe('INVITE_SENT');
  });

  it('matches on the business number and the e-mail domain, but never offers a partner already linked', async () => {
    const { group, admin } = await connectGroup(t);
    const domain = `firm-${unique()}.example`;
    const byNumber = await trustedPartyWithAdmin(t, { businessNumber: `AB-${unique()}` });
    const byDomain = await trustedPartyWithAdmin(t, { contactEmail: `sales@${domain}` });
    const linked = await trustedPartyWithAdmin(t, { contactEmail: `ops@${domain}` });
    await linkGroupAndTrustedParty(t, group.id, linked.tp.id);
    const res = await admin.post(inviteUrl, {
      orgDetails: newPartner({
        businessNumber: byNumber.tp.businessNumber?.toLowerCase(),
        contactEmail: `new@${domain}`,
      }),
    });
    const offered = res.json().possibleExistingEntities.map((e: { _id: string }) => e._id);
    expect(offered).toEqual(expect.arrayContaining([byNumber.tp.id, byDomain.tp.id]));
    expect(offered).not.toContain(linked.tp.id);
  });

  it('answers isConnectUser for a connect user, and invites their entity in the portal', async () => {
    const { group, admin } = await connectGroup(t);
    const partner = await trustedPartyWithAdmin(t, { businessNickName: 'Selangor' });
    const res = await admin.post(inviteUrl, {
      orgDetails: newPartner({ contactEmail: partner.admin.user.email }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'CONNECT_USER',
      isConnectUser: true,
      nickNames: [partner.tp.name, 'Selangor'],
    });
    const inviteId = res.json().invite._id;
    expect(await outboxCount(t, partner.admin.user.email)).toBe(0);
    expect(await inviteNotificationsOf(t, partner.admin.user.id)).toHaveLength(1);

    const received = (await partner.admin.get('/api/user/invites')).json().received;
    expect(received).toEqual([expect.objectContaining({ _id: inviteId, canRespond: true })]);
    const answer = await partner.admin.put('/api/user/invites', { inviteId, accepted: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().invite.status).toBe('ACCEPTED');
    expect(await isLinked(t, group.id, partner.tp.id)).toBe(true);
    expect(await inviteNotificationsOf(t, admin.user.id)).toHaveLength(1);
    // Answered once only.
    expect((await partner.admin.put('/api/user/invites', { inviteId, accepted: false })).statusCode).toBe(
      409,
    );
  });

  it('refuses a partner already in the network and a second pending invite to the same e-mail', async () => {
    const { group, admin } = await connectGroup(t);
    const partner = await trustedPartyWithAdmin(t);
    await linkGroupAndTrustedParty(t, group.id, partner.tp.id);
    const linked = await admin.post(inviteUrl, {
      orgDetails: newPartner({ contactEmail: partner.admin.user.email }),
    });
    expect(linked.statusCode).toBe(409);
    const orgDetails = newPartner();
    await inviteNew(admin, orgDetails);
    expect((await admin.post(inviteUrl, { orgDetails })).statusCode).toBe(409);
  });
});

describe('user invites', () => {
  it('keeps each entity to its own invites', async () => {
    const a = await connectGroup(t);
    const b = await connectGroup(t);
    const { invite } = await inviteNew(a.admin);
    const theirs = (await b.admin.get('/api/user/invites')).json();
    expect(theirs.sent.map((i: { _id: string }) => i._id)).not.toContain(invite._id);
    expect(theirs.received).toEqual([]);
    expect((await b.admin.post(`/api/user/invites/${invite._id}/resend`)).statusCode).toBe(404);
    expect((await b.admin.post(`/api/user/invites/${invite._id}/cancel`)).statusCode).toBe(404);
    expect(
      (await b.admin.put('/api/user/invites', { inviteId: invite._id, accepted: true })).statusCode,
    ).toBe(404);
    const mine = (await a.admin.get('/api/user/invites')).json();
    expect(mine.sent).toEqual([
      expect.objectContaining({ _id: invite._id, status: 'PENDING', canResend: true }),
    ]);
  });

  it('declines a received invite without linking', async () => {
    const { group, admin } = await connectGroup(t);
    const partner = await trustedPartyWithAdmin(t);
    const res = await admin.post(inviteUrl, {
      orgDetails: newPartner({ contactEmail: partner.admin.user.email }),
    });
    const inviteId = res.json().invite._id;
    // The sender sees it but cannot answer it.
    expect((await admin.put('/api/user/invites', { inviteId, accepted: true })).statusCode).toBe(404);
    const answer = await partner.admin.put('/api/user/invites', { inviteId, accepted: false });
    expect(answer.json().invite.status).toBe('DECLINED');
    expect(await isLinked(t, group.id, partner.tp.id)).toBe(false);
  });

  it('resends with a new link after a pause, and the old link stops working', async () => {
    const { admin } = await connectGroup(t);
    const { orgDetails, hash, invite } = await inviteNew(admin);
    expect((await admin.post(`/api/user/invites/${invite._id}/resend`)).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 6 * 60_000);
    const res = await admin.post(`/api/user/invites/${invite._id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invite.sendCount).toBe(2);
    const fresh = await hashFromOutbox(t, orgDetails.contactEmail, '/connect/signUp');
    expect(fresh).not.toBe(hash);
    expect((await publicPost('/api/trustedParties/hash', { hash })).statusCode).toBe(400);
    expect((await publicPost('/api/trustedParties/hash', { hash: fresh })).statusCode).toBe(200);
  });

  it('shows staff every invite', async () => {
    const { admin } = await connectGroup(t);
    const { invite } = await inviteNew(admin);
    const staff = await netUser(t, { role: 'NA' });
    const all = (await staff.get('/api/user/invites')).json();
    expect(all.sent.map((i: { _id: string }) => i._id)).toContain(invite._id);
  });
});

describe('POST /api/trustedParties/notify', () => {
  it('accepts an invite to an existing entity after signing in with the hash', async () => {
    const { group, admin } = await connectGroup(t);
    const partner = await trustedPartyWithAdmin(t);
    const contact = `someone-${unique()}@elsewhere.example`;
    const res = await admin.post(inviteUrl, {
      orgDetails: newPartner({
        contactEmail: contact,
        existingEntityId: partner.tp.id,
        isTrustedParty: true,
      }),
    });
    expect(res.json().outcome).toBe('EXISTING_INVITED');
    const hash = await hashFromOutbox(t, contact, '/connect/signUp');
    expect((await publicPost('/api/trustedParties/hash', { hash })).json().existingEntity).toMatchObject({
      _id: partner.tp.id,
      isTrustedParty: true,
    });
    // Signing up with it is refused: the entity exists.
    const signUp = await publicPost(
      '/api/trustedParties/signUp',
      signUpBody(newPartner({ contactEmail: contact }), hash),
    );
    expect(signUp.json().code).toBe('INVITE_HASH_INVALID');

    const other = await trustedPartyWithAdmin(t);
    const wrong = await partner.admin.post('/api/trustedParties/notify', {
      trustedPartyId: other.tp.id,
      isTrustedParty: true,
      hash,
    });
    expect(wrong.statusCode).toBe(404);
    const ok = await partner.admin.post('/api/trustedParties/notify', {
      trustedPartyId: partner.tp.id,
      isTrustedParty: true,
      hash,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().partner).toMatchObject({ _id: group.id, kind: 'ORG_GROUP' });
    expect(await isLinked(t, group.id, partner.tp.id)).toBe(true);
    expect(await inviteNotificationsOf(t, admin.user.id)).toHaveLength(1);
    const again = await partner.admin.post('/api/trustedParties/notify', {
      trustedPartyId: partner.tp.id,
      isTrustedParty: true,
      hash,
    });
    expect(again.json().code).toBe('INVITE_HASH_INVALID');
  });
});

describe('POST /api/trustedParties/addNewUser', () => {
  it('lets a TPADMIN add a user with a password, who can then sign in', async () => {
    const { tp, admin } = await trustedPartyWithAdmin(t);
    const email = `new-${unique()}@tp.example`;
    const res = await admin.post('/api/trustedParties/addNewUser', {
      trustedPartyId: tp.id,
      user: { fullname: 'Aiman Yusof', email, password: 'a long enough password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email, type: 'TPOP', active: true },
      passwordLinkSent: false,
    });
    await signIn(t.app, email, 'a long enough password');
    const again = await admin.post('/api/trustedParties/addNewUser', {
      trustedPartyId: tp.id,
      user: { fullname: 'Twin', email },
    });
    expect(again.statusCode).toBe(406);
  });

  it('e-mails a set-password link when no password is given', async () => {
    const { tp, admin } = await trustedPartyWithAdmin(t);
    const email = `new-${unique()}@tp.example`;
    const res = await admin.post('/api/trustedParties/addNewUser', {
      trustedPartyId: tp.id,
      user: { fullname: 'Link User', email },
    });
    expect(res.json().passwordLinkSent).toBe(true);
    const token = await hashFromOutbox(t, email, '/changePassword');
    const change = await publicPost('/api/user/changePassword', { token, password: 'chosen by the user' });
    expect(change.statusCode, change.body).toBe(200);
    await signIn(t.app, email, 'chosen by the user');
  });

  it("refuses another trusted party (404) and a trusted party's non-admin (403)", async () => {
    const mine = await trustedPartyWithAdmin(t);
    const other = await trustedPartyWithAdmin(t);
    const user = { fullname: 'X', email: `x-${unique()}@tp.example`, password: 'a long enough password' };
    expect(
      (await mine.admin.post('/api/trustedParties/addNewUser', { trustedPartyId: other.tp.id, user }))
        .statusCode,
    ).toBe(404);
    const operator = await netUser(t, {
      role: 'TPOP',
      trustedPartyId: mine.tp.id,
      connectAccess: true,
      isConnectUser: true,
    });
    expect(
      (await operator.post('/api/trustedParties/addNewUser', { trustedPartyId: mine.tp.id, user }))
        .statusCode,
    ).toBe(403);
    // Logged out and without an invite link: the one hash error.
    const loggedOut = await publicPost('/api/trustedParties/addNewUser', {
      trustedPartyId: mine.tp.id,
      user,
    });
    expect(loggedOut.json().code).toBe('INVITE_HASH_INVALID');
    // A partner group sees the trusted party but does not manage its users.
    const { group, admin } = await connectGroup(t);
    await linkGroupAndTrustedParty(t, group.id, mine.tp.id);
    const partner = await admin.post('/api/trustedParties/addNewUser', { trustedPartyId: mine.tp.id, user });
    expect(partner.statusCode).toBe(403);
    expect(partner.json().code).toBe('NETWORK_ACTION_NOT_ALLOWED');
  });

  it('lets the invited person join the invited trusted party with the hash', async () => {
    const { group, admin } = await connectGroup(t);
    const domain = `partner-${unique()}.example`;
    const partner = await trustedPartyWithAdmin(t, { contactEmail: `office@${domain}` });
    const contact = `joiner-${unique()}@${domain}`;
    await admin.post(inviteUrl, {
      orgDetails: newPartner({
        contactEmail: contact,
        existingEntityId: partner.tp.id,
        isTrustedParty: true,
      }),
    });
    const hash = await hashFromOutbox(t, contact, '/connect/signUp');
    const res = await publicPost('/api/trustedParties/addNewUser', {
      trustedPartyId: partner.tp.id,
      hash,
      user: { fullname: 'Joiner', email: contact, password: 'a long enough password' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userByEmail(t, contact))?.trustedPartyId).toBe(partner.tp.id);
    expect(await isLinked(t, group.id, partner.tp.id)).toBe(true);
  });
});

describe("a partner's invite link never makes an outsider a member", () => {
  /** A group invites an existing trusted party by id, with an e-mail the group chose. */
  async function inviteExistingWith(contact: string) {
    const { group, admin } = await connectGroup(t);
    const domain = `victim-${unique()}.example`;
    const victim = await trustedPartyWithAdmin(t, { contactEmail: `office@${domain}` });
    const sent = await admin.post(inviteUrl, {
      orgDetails: newPartner({ contactEmail: contact, existingEntityId: victim.tp.id, isTrustedParty: true }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { group, victim, domain, hash: await hashFromOutbox(t, contact, '/connect/signUp') };
  }

  it("refuses to add an e-mail outside the trusted party's company domain, and links nothing", async () => {
    const outsider = `attacker-${unique()}@evil-${unique()}.example`;
    const { group, victim, hash } = await inviteExistingWith(outsider);
    const res = await publicPost(
      '/api/trustedParties/addNewUser',
      {
        trustedPartyId: victim.tp.id,
        hash,
        user: { fullname: 'Not Theirs', email: outsider, password: 'a long enough password' },
      },
      '10.17.0.1',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVITE_HASH_INVALID', message: MESSAGES.genericSubmit });
    expect(await userByEmail(t, outsider)).toBeNull();
    expect(await isLinked(t, group.id, victim.tp.id)).toBe(false);
    expect((await invitesTo(t, outsider))[0]?.status).toBe('PENDING');
  });

  it("refuses a public mail domain even when one of the trusted party's users has one", async () => {
    const outsider = `someone-${unique()}@gmail.com`;
    const { victim, hash } = await inviteExistingWith(outsider);
    await createUser(t.database.db, {
      role: 'TPOP',
      trustedPartyId: victim.tp.id,
      email: `boss-${unique()}@gmail.com`,
    });
    const res = await publicPost(
      '/api/trustedParties/addNewUser',
      {
        trustedPartyId: victim.tp.id,
        hash,
        user: { fullname: 'Gmail User', email: outsider, password: 'a long enough password' },
      },
      '10.17.0.2',
    );
    expect(res.json().code).toBe('INVITE_HASH_INVALID');
    expect(await userByEmail(t, outsider)).toBeNull();
  });
});

describe('invites to an existing entity stay on connect', () => {
  it('answers 404 for a group without connect access named by id, and tells nobody there', async () => {
    const inviter = await trustedPartyWithAdmin(t);
    const offConnect = await createOrgGroup(t.database.db, { connectAccess: false });
    const theirAdmin = await netUser(t, { role: 'CA', orgGroupId: offConnect.id });
    const res = await inviter.admin.post(inviteUrl, {
      orgDetails: newPartner({ existingEntityId: offConnect.id, isTrustedParty: false }),
    });
    expect(res.statusCode).toBe(404);
    expect(await inviteNotificationsOf(t, theirAdmin.user.id)).toHaveLength(0);
  });
});

describe('an invite link is spent once, even by two requests at once', () => {
  it('lets exactly one of two concurrent sign-ups with the same hash succeed', async () => {
    const { group, admin } = await connectGroup(t);
    const { orgDetails, hash } = await inviteNew(admin);
    // The same invited address twice: the loser must fail on the spent hash (spent before the user
    // is written), not merely on the taken e-mail.
    const [a, b] = await Promise.all([
      publicPost('/api/trustedParties/signUp', signUpBody(orgDetails, hash), '10.17.1.1'),
      publicPost('/api/trustedParties/signUp', signUpBody(orgDetails, hash), '10.17.1.2'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.statusCode === 400)?.json().code).toBe('INVITE_HASH_INVALID');
    expect(await trustedPartiesNamed(t, orgDetails.companyName)).toHaveLength(1);
    const winner = [a, b].find((r) => r.statusCode === 200)?.json();
    expect(await isLinked(t, group.id, winner.trustedPartyId)).toBe(true);
    expect(await inviteNotificationsOf(t, admin.user.id)).toHaveLength(1);
  });

  it('lets exactly one of two concurrent joins with the same hash succeed', async () => {
    const { admin } = await connectGroup(t);
    const domain = `joiners-${unique()}.example`;
    const partner = await trustedPartyWithAdmin(t, { contactEmail: `office@${domain}` });
    const contact = `joiner-${unique()}@${domain}`;
    await admin.post(inviteUrl, {
      orgDetails: newPartner({
        contactEmail: contact,
        existingEntityId: partner.tp.id,
        isTrustedParty: true,
      }),
    });
    const hash = await hashFromOutbox(t, contact, '/connect/signUp');
    const join = (ip: string) =>
      publicPost(
        '/api/trustedParties/addNewUser',
        {
          trustedPartyId: partner.tp.id,
          hash,
          user: { fullname: 'Joiner', email: contact, password: 'a long enough password' },
        },
        ip,
      );
    const [a, b] = await Promise.all([join('10.17.2.1'), join('10.17.2.2')]);
    // The loser is refused by the spent hash (400) or, had it got that far, by the taken e-mail (406).
    expect([a.statusCode, b.statusCode].filter((c) => c === 200)).toHaveLength(1);
    expect((await invitesTo(t, contact))[0]?.status).toBe('ACCEPTED');
  });

  it('does not spend a link that a resend replaced while it was being used', async () => {
    const { admin } = await connectGroup(t);
    const { orgDetails, hash, invite } = await inviteNew(admin);
    // The resend lands between the sign-up's read of the link and its transaction.
    const original = t.ctx.database.db.transaction.bind(t.ctx.database.db);
    const spy = vi.spyOn(t.ctx.database.db, 'transaction').mockImplementationOnce(async (work, config) => {
      await setInvite(t, invite._id, { tokenHash: 'replaced-by-a-resend' });
      return original(work, config);
    });
    const res = await publicPost('/api/trustedParties/signUp', signUpBody(orgDetails, hash), '10.17.3.1');
    spy.mockRestore();
    expect(res.json().code).toBe('INVITE_HASH_INVALID');
    expect(await trustedPartiesNamed(t, orgDetails.companyName)).toHaveLength(0);
    expect((await invitesTo(t, orgDetails.contactEmail))[0]?.status).toBe('PENDING');
  });
});

describe('possible existing partners', () => {
  it("matches a trusted party by the company domain of one of its users' e-mails", async () => {
    const { admin } = await connectGroup(t);
    const domain = `usersdomain-${unique()}.example`;
    const existing = await trustedPartyWithAdmin(t);
    await createUser(t.database.db, {
      role: 'TPOP',
      trustedPartyId: existing.tp.id,
      email: `buyer@${domain}`,
    });
    const res = await admin.post(inviteUrl, {
      orgDetails: newPartner({ companyName: `Unrelated ${unique()} Trading`, contactEmail: `new@${domain}` }),
      ignoreEntitiyIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'POSSIBLE_EXISTING',
      possibleExistingEntities: [{ _id: existing.tp.id, matchedBy: ['EMAIL_DOMAIN'] }],
    });
  });

  it("matches an organisation group by the company domain of one of its users' e-mails", async () => {
    const inviter = await trustedPartyWithAdmin(t);
    const domain = `groupdomain-${unique()}.example`;
    const { group } = await connectGroup(t);
    await createUser(t.database.db, { role: 'OP', orgGroupId: group.id, email: `ops@${domain}` });
    const res = await inviter.admin.post(inviteUrl, {
      orgDetails: newPartner({ companyName: `Unrelated ${unique()} Imports`, contactEmail: `new@${domain}` }),
      ignoreEntitiyIds: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'POSSIBLE_EXISTING',
      possibleExistingEntities: [{ _id: group.id, isTrustedParty: false, matchedBy: ['EMAIL_DOMAIN'] }],
    });
  });
});

describe('the network', () => {
  it('sets a private nickname for a partner only', async () => {
    const { group, admin } = await connectGroup(t);
    const partner = await trustedPartyWithAdmin(t);
    const stranger = await trustedPartyWithAdmin(t);
    await linkGroupAndTrustedParty(t, group.id, partner.tp.id);
    const res = await admin.put('/api/user/setEntiyNickname', {
      entityId: partner.tp.id,
      isTrustedParty: true,
      nickname: 'Our plastics',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entity).toMatchObject({
      _id: partner.tp.id,
      nickname: 'Our plastics',
      kind: 'TRUSTED_PARTY',
    });
    const strangerRes = await admin.put('/api/user/setEntiyNickname', {
      entityId: stranger.tp.id,
      isTrustedParty: true,
      nickname: 'x',
    });
    expect(strangerRes.statusCode).toBe(404);
    // The trusted party's own view: the group with its own nickname (none yet).
    const theirs = (await partner.admin.get('/api/user/getEntitiesInNetwork')).json().entities;
    expect(theirs).toEqual([expect.objectContaining({ _id: group.id, kind: 'ORG_GROUP', nickname: null })]);
  });

  it('shows and disables the welcome popups', async () => {
    const { admin } = await connectGroup(t);
    expect((await admin.get('/api/user/welcomePopups')).json().connectWelcomePopups.dashboard).toBe(true);
    const res = await admin.put('/api/user/disablePopup', { popup: 'dashboard' });
    expect(res.json().connectWelcomePopups).toMatchObject({ dashboard: false, sku: true });
    expect((await admin.get('/api/user/welcomePopups')).json().connectWelcomePopups.dashboard).toBe(false);
  });
});

describe('view-as', () => {
  it('lets an admin view as a trusted party, see exactly its records, and stop back', async () => {
    const { group } = await connectGroup(t);
    const partner = await trustedPartyWithAdmin(t);
    await linkGroupAndTrustedParty(t, group.id, partner.tp.id);
    const naUser = await createUser(t.database.db, { role: 'NA', fullname: 'Nora Admin' });
    const na = await agentFor(t, naUser);

    const start = await na.post('/api/user/getViewAsTP', {
      tpId: partner.tp.id,
      returnPath: '/connect/admin',
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().viewAs).toMatchObject({
      actorName: 'Nora Admin',
      kind: 'TRUSTED_PARTY',
      entityId: partner.tp.id,
    });

    const self = (await na.get('/api/user/getUpdatedSelf')).json().user;
    expect(self).toMatchObject({ _id: partner.admin.user.id, type: 'TPADMIN' });
    expect(self.viewAs).toMatchObject({ actorUserId: naUser.id, returnPath: '/connect/admin' });
    // Exactly the trusted party's network, not staff's (staff have none).
    const network = (await na.get('/api/user/getEntitiesInNetwork')).json().entities;
    expect(network.map((e: { _id: string }) => e._id)).toEqual([group.id]);
    // A settings answer keeps the banner's viewAs (the web replaces its user with it).
    const theme = await na.put('/api/user/theme', { theme: 'dark' });
    expect(theme.json().user).toMatchObject({
      _id: partner.admin.user.id,
      viewAs: { actorUserId: naUser.id },
    });
    // Staff-only calls are refused while viewing as.
    expect((await na.post('/api/user/getViewAsCA', { orgGroupId: group.id })).statusCode).toBe(403);

    const stop = await na.post('/api/user/stopViewAs');
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ returnPath: '/connect/admin' });
    const back = (await na.get('/api/user/getUpdatedSelf')).json().user;
    expect(back).toMatchObject({ _id: naUser.id, type: 'NA', viewAs: null });
    expect((await na.post('/api/user/stopViewAs')).statusCode).toBe(409);

    const [started] = await auditOf(t, 'VIEW_AS_STARTED', partner.admin.user.id);
    expect(started).toMatchObject({ actorUserId: naUser.id, effectiveUserId: partner.admin.user.id });
    expect(await auditOf(t, 'VIEW_AS_STOPPED', partner.admin.user.id)).toHaveLength(1);
  });

  it("views as a group's client admin, with the admin as the actor of what is done", async () => {
    const { group, admin } = await connectGroup(t);
    const na = await netUser(t, { role: 'NSU' });
    const start = await na.post('/api/user/getViewAsCA', { orgGroupId: group.id, returnPath: '/admin' });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().user).toMatchObject({ _id: admin.user.id, type: 'CA' });
    // connect §4: chat is disabled while viewing as an organisation.
    const chat = (await na.get('/api/user/azure/chatInfo')).json();
    expect(chat.available).toBe(false);
    const { invite } = await inviteNew(na);
    const [sent] = await auditOf(t, 'INVITE_SENT', invite._id);
    expect(sent).toMatchObject({
      actorUserId: na.user.id,
      effectiveUserId: admin.user.id,
      orgGroupId: group.id,
    });
    expect((await na.post('/api/user/stopViewAs')).json()).toEqual({ returnPath: '/admin' });
  });

  it('refuses payments and bookings while viewing as a group, and audits every write with both ids (decision 026)', async () => {
    const { group, admin } = await connectGroup(t);
    const na = await netUser(t, { role: 'NA' });
    expect(
      (await na.post('/api/user/getViewAsCA', { orgGroupId: group.id, returnPath: '/admin' })).statusCode,
    ).toBe(200);
    const refused = await na.post('/api/payments/testGateway/tokens', {});
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.viewAsRefused);
    const booking = await na.post('/api/bookings', {});
    expect(booking.statusCode).toBe(403);
    // A portal setting is the support case view-as exists for: allowed, and audited as the admin's act.
    expect((await na.put('/api/user/theme', { theme: 'dark' })).statusCode).toBe(200);
    // Other tests view as too (the TP test changes its theme): this admin's rows only.
    const byThisAdmin = async (target: string) =>
      (await auditOf(t, 'VIEW_AS_ACTION', target)).filter((e) => e.actorUserId === na.user.id);
    // Audited once answered (onResponse): wait for the rows.
    await vi.waitFor(async () =>
      expect(await byThisAdmin('POST /api/payments/testGateway/tokens')).toHaveLength(1),
    );
    await vi.waitFor(async () => expect(await byThisAdmin('PUT /api/user/theme')).toHaveLength(1));
    const [themed] = await byThisAdmin('PUT /api/user/theme');
    expect(themed).toMatchObject({
      actorUserId: na.user.id,
      effectiveUserId: admin.user.id,
      orgGroupId: group.id,
      outcome: 'SUCCESS',
    });
    const [tokenize] = await byThisAdmin('POST /api/payments/testGateway/tokens');
    expect(tokenize).toMatchObject({ actorUserId: na.user.id, outcome: 'REFUSED', detail: '403' });
    expect((await na.post('/api/user/stopViewAs')).statusCode).toBe(200);
    // Stopped: the admin's own calls are no longer audited as view-as actions.
    await na.put('/api/user/theme', { theme: 'light' });
    expect(await byThisAdmin('PUT /api/user/theme')).toHaveLength(1);
  });

  it('returns to the admin tab it started from, and refuses a path that is not a return path', async () => {
    const partner = await trustedPartyWithAdmin(t);
    const na = await netUser(t, { role: 'NA' });
    const start = await na.post('/api/user/getViewAsTP', {
      tpId: partner.tp.id,
      returnPath: '/connect/admin/trustedparties',
    });
    expect(start.statusCode, start.body).toBe(200);
    expect((await na.post('/api/user/stopViewAs')).json()).toEqual({
      returnPath: '/connect/admin/trustedparties',
    });
    const bad = await na.post('/api/user/getViewAsTP', {
      tpId: partner.tp.id,
      returnPath: 'https://evil.example/',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('returnPath');
  });

  it('is for staff admins only', async () => {
    const partner = await trustedPartyWithAdmin(t);
    const nu = await netUser(t, { role: 'NU' });
    expect((await nu.post('/api/user/getViewAsTP', { tpId: partner.tp.id })).statusCode).toBe(403);
    const { admin } = await connectGroup(t);
    expect((await admin.post('/api/user/getViewAsTP', { tpId: partner.tp.id })).statusCode).toBe(403);
  });

  it('answers logged out when the user viewed as is deactivated', async () => {
    const partner = await trustedPartyWithAdmin(t);
    const na = await netUser(t, { role: 'NA' });
    expect((await na.post('/api/user/getViewAsTP', { tpId: partner.tp.id })).statusCode).toBe(200);
    await t.database.query('update users set active = false where id = $1', [partner.admin.user.id]);
    expect((await na.get('/api/user/getUpdatedSelf')).statusCode).toBe(401);
  });
});

// Keeps the factories' imports honest: a signed-in org group user without connect has no connect calls.
describe('connect access', () => {
  it('refuses the network calls to a user without connect access', async () => {
    const group = await createOrgGroup(t.database.db);
    const user = await createUser(t.database.db, { orgGroupId: group.id });
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/invites', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });
});
