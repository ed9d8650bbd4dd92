import type {
  TrustedPartyAddress,
  TrustedPartyDetails,
  TrustedPartyFilterResponse,
  TrustedPartyRow,
} from '@navia/domain/contracts/trusted-parties';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, trustedParties, trustedPartyAddresses, users } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp, unique } from '../../test/test-app.ts';
import {
  link,
  makeOrganisation,
  makeTrustedParty,
  type NetworkAgent,
  type NetworkWorld,
  networkAgent,
  networkWorld,
  sampleAddress,
} from './network-test-factories.ts';

let t: TestApp;
let w: NetworkWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await networkWorld(t);
});

const ids = (rows: { _id: string }[]) => rows.map((r) => r._id);
const unknownId = '00000000-0000-4000-8000-000000000000';

async function list(agent: NetworkAgent) {
  const res = await agent.call('GET', '/api/trustedParties/list');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: TrustedPartyRow[] }).result;
}

async function filter(agent: NetworkAgent, body: Record<string, unknown>) {
  const res = await agent.call('POST', '/api/trustedParties/filter', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrustedPartyFilterResponse;
}

/** Naming another entity's record answers exactly like an unknown id. */
async function expectHiddenLikeUnknown(
  agent: NetworkAgent,
  method: 'GET' | 'PUT' | 'DELETE',
  url: (id: string) => string,
  hiddenId: string,
  payload?: unknown,
) {
  const hidden = await agent.call(method, url(hiddenId), payload);
  const unknown = await agent.call(method, url(unknownId), payload);
  expect(hidden.statusCode, hidden.body).toBe(404);
  expect(hidden.json()).toEqual(unknown.json());
}

describe('GET /api/trustedParties/list', () => {
  it("lists a group's linked trusted parties with the group's private nickname, and nobody else's", async () => {
    const rows = await list(w.ca);
    expect(ids(rows)).toContain(w.supplier.id);
    expect(ids(rows)).not.toContain(w.strangerTp.id);
    expect(ids(rows)).not.toContain(w.partnerTp.id);
    expect(rows.find((r) => r._id === w.supplier.id)).toMatchObject({
      nickname: 'Our moulder',
      userCount: 2,
    });
  });

  it("lists a trusted party's partners with its nickname for them, but not itself or strangers", async () => {
    const rows = await list(w.tpAdmin);
    expect(ids(rows)).toEqual([w.partnerTp.id]);
    expect(rows[0]?.nickname).toBe('Penang friends');
  });

  it('lists every live trusted party for staff', async () => {
    const rows = await list(w.staff);
    expect(ids(rows)).toEqual(expect.arrayContaining([w.supplier.id, w.partnerTp.id, w.strangerTp.id]));
    expect(rows.find((r) => r._id === w.supplier.id)?.nickname).toBeNull();
  });
});

describe('POST /api/trustedParties/filter', () => {
  it('matches the type-ahead text over name, business number and the private nickname', async () => {
    expect(ids((await filter(w.ca, { text: w.supplier.name.slice(0, 12) })).result)).toEqual([w.supplier.id]);
    expect(ids((await filter(w.ca, { text: w.supplier.businessNumber ?? '' })).result)).toEqual([
      w.supplier.id,
    ]);
    expect(ids((await filter(w.ca, { text: 'moulder' })).result)).toEqual([w.supplier.id]);
    expect((await filter(w.ca, { text: 'no such party' })).totalCount).toBe(0);
  });

  it('filters by country and type, and never reaches outside the network', async () => {
    expect(ids((await filter(w.ca, { country: 'my' })).result)).toEqual([w.supplier.id]);
    expect((await filter(w.ca, { country: 'NZ' })).totalCount).toBe(0);
    expect((await filter(w.ca, { text: w.strangerTp.name })).totalCount).toBe(0);
  });

  it('pages in batches with currentCount and totalCount', async () => {
    const group = w.group.id;
    const agent = await networkAgent(t, { role: 'CA', orgGroupId: group });
    const tag = unique();
    for (let i = 0; i < 3; i++) {
      const tp = await makeTrustedParty(t, { name: `Batch ${tag} ${i}`, type: 'FORWARDER' });
      await link(t, group, tp.id);
    }
    const first = await filter(agent, { text: `Batch ${tag}`, batchNo: 1, batchSize: 2 });
    const second = await filter(agent, { text: `Batch ${tag}`, batchNo: 2, batchSize: 2 });
    expect([first.currentCount, first.totalCount, second.currentCount]).toEqual([2, 3, 3]);
    expect(new Set([...ids(first.result), ...ids(second.result)]).size).toBe(3);
    expect((await filter(agent, { text: `Batch ${tag}`, type: 'forwarder' })).totalCount).toBe(3);
  });

  it('refuses type-ahead text shorter than 3 characters, naming the field', async () => {
    const res = await w.ca.call('POST', '/api/trustedParties/filter', { text: 'se' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('text');
  });
});

describe('GET /api/trustedParties/:id/details/general and /details/users', () => {
  it("answers every field with the caller's nickname and the sync flag", async () => {
    const res = await w.ca.call('GET', `/api/trustedParties/${w.supplier.id}/details/general`);
    expect(res.statusCode, res.body).toBe(200);
    const details = (res.json() as { trustedParty: TrustedPartyDetails }).trustedParty;
    expect(details).toMatchObject({
      _id: w.supplier.id,
      name: w.supplier.name,
      nickname: 'Our moulder',
      addressSyncFailed: false,
      isOwn: false,
      address: { Name: w.supplier.name, Country: 'MY' },
    });
  });

  it("lists a visible trusted party's users (fullname, type, email, createdAt)", async () => {
    const res = await w.partnerAdmin.call('GET', `/api/trustedParties/${w.supplier.id}/details/users`);
    expect(res.statusCode, res.body).toBe(200);
    const emails = (res.json() as { result: { email: string; type: string }[] }).result.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([w.tpAdmin.user.email, w.tpOperator.user.email]));
  });

  it("hides another network's trusted party, its details and users, exactly like an unknown id", async () => {
    await expectHiddenLikeUnknown(
      w.otherCa,
      'GET',
      (id) => `/api/trustedParties/${id}/details/general`,
      w.supplier.id,
    );
    await expectHiddenLikeUnknown(
      w.strangerAdmin,
      'GET',
      (id) => `/api/trustedParties/${id}/details/users`,
      w.supplier.id,
    );
    await expectHiddenLikeUnknown(
      w.ca,
      'GET',
      (id) => `/api/trustedParties/${id}/details/users`,
      w.partnerTp.id,
    );
  });

  it('refuses an id that is not a uuid, naming the field', async () => {
    const res = await w.ca.call('GET', '/api/trustedParties/not-an-id/details/general');
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/trustedParties/orgCode', () => {
  it('lets staff link a trusted party to an existing organisation, and audits it', async () => {
    const org = await makeOrganisation(t, w.group.id, 0);
    const tp = await makeTrustedParty(t);
    const res = await w.staff.call('PUT', '/api/trustedParties/orgCode', {
      trustedPartyId: tp.id,
      orgCode: org.code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { trustedParty: TrustedPartyDetails }).trustedParty).toMatchObject({
      orgCode: org.code,
      orgName: org.name,
    });
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.target, tp.id));
    expect(events.map((e) => e.eventType)).toContain('TRUSTED_PARTY_ORG_LINKED');
  });

  it('refuses a code no organisation has, naming orgCode', async () => {
    const res = await w.staff.call('PUT', '/api/trustedParties/orgCode', {
      trustedPartyId: w.strangerTp.id,
      orgCode: 'NOSUCHORG',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('orgCode');
  });

  it('is for staff only', async () => {
    const res = await w.ca.call('PUT', '/api/trustedParties/orgCode', {
      trustedPartyId: w.supplier.id,
      orgCode: null,
    });
    expect(res.statusCode).toBe(403);
    const hidden = await w.otherCa.call('PUT', '/api/trustedParties/orgCode', {
      trustedPartyId: w.supplier.id,
      orgCode: null,
    });
    const unknown = await w.otherCa.call('PUT', '/api/trustedParties/orgCode', {
      trustedPartyId: unknownId,
      orgCode: null,
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
  });
});

describe('POST /api/trustedParties/editOwnTrustedParty', () => {
  const updatedTP = (name: string) => ({
    name,
    businessName: `${name} Sdn Bhd`,
    businessNumber: '201901012345',
    country: 'my',
    city: 'Shah Alam',
    postcode: '40150',
  });

  it("lets a TPADMIN edit its own trusted party's details", async () => {
    const tp = await makeTrustedParty(t);
    const admin = await networkAgent(t, { role: 'TPADMIN', trustedPartyId: tp.id });
    const res = await admin.call('POST', '/api/trustedParties/editOwnTrustedParty', {
      updatedTP: updatedTP('Renamed Plastics'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { trustedParty: TrustedPartyDetails }).trustedParty).toMatchObject({
      name: 'Renamed Plastics',
      country: 'MY',
      isOwn: true,
    });
  });

  it('refuses other roles', async () => {
    for (const agent of [w.tpOperator, w.ca, w.staff]) {
      const res = await agent.call('POST', '/api/trustedParties/editOwnTrustedParty', {
        updatedTP: updatedTP('Nope'),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 400 naming the field at fault', async () => {
    const res = await w.tpAdmin.call('POST', '/api/trustedParties/editOwnTrustedParty', {
      updatedTP: { ...updatedTP('X'), country: 'Malaysia' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('updatedTP.country');
  });
});

describe('trusted party addresses', () => {
  async function addOwn(agent: NetworkAgent, overrides: Record<string, unknown> = {}) {
    const res = await agent.call('POST', '/api/trustedParties/addresses', {
      newAddress: sampleAddress(overrides),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { address: TrustedPartyAddress }).address;
  }

  it('lets a TPADMIN add, list, edit and delete its own addresses', async () => {
    const added = await addOwn(w.tpAdmin, { name: `Plant ${unique()}` });
    expect(added).toMatchObject({ trustedPartyId: w.supplier.id, source: 'MANUAL' });
    const own = await w.tpAdmin.call('GET', '/api/trustedParties/addresses');
    expect(ids((own.json() as { result: TrustedPartyAddress[] }).result)).toContain(added._id);

    const edited = await w.tpAdmin.call('PUT', `/api/trustedParties/addresses/${added._id}`, {
      updatedAddress: sampleAddress({ name: 'Klang warehouse', city: 'Klang' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().address).toMatchObject({ name: 'Klang warehouse', city: 'Klang' });

    const removed = await w.tpAdmin.call('DELETE', `/api/trustedParties/addresses/${added._id}`);
    expect(removed.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(trustedPartyAddresses)
      .where(eq(trustedPartyAddresses.id, added._id));
    expect(rows).toEqual([]);
  });

  it('shows the addresses to the linked group and to partners, not to strangers', async () => {
    const added = await addOwn(w.tpAdmin);
    for (const agent of [w.ca, w.partnerAdmin, w.staff]) {
      const res = await agent.call('GET', `/api/trustedParties/${w.supplier.id}/addresses`);
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res.json().result)).toContain(added._id);
    }
    await expectHiddenLikeUnknown(
      w.strangerAdmin,
      'GET',
      (id) => `/api/trustedParties/${id}/addresses`,
      w.supplier.id,
    );
    await expectHiddenLikeUnknown(
      w.otherCa,
      'GET',
      (id) => `/api/trustedParties/${id}/addresses`,
      w.supplier.id,
    );
  });

  it("hides another network's address like an unknown id, and refuses a partner's edit", async () => {
    const added = await addOwn(w.tpAdmin);
    const body = { updatedAddress: sampleAddress() };
    await expectHiddenLikeUnknown(
      w.strangerAdmin,
      'PUT',
      (id) => `/api/trustedParties/addresses/${id}`,
      added._id,
      body,
    );
    await expectHiddenLikeUnknown(
      w.otherCa,
      'DELETE',
      (id) => `/api/trustedParties/addresses/${id}`,
      added._id,
    );
    expect(
      (await w.partnerAdmin.call('PUT', `/api/trustedParties/addresses/${added._id}`, body)).statusCode,
    ).toBe(403);
    expect((await w.ca.call('DELETE', `/api/trustedParties/addresses/${added._id}`)).statusCode).toBe(403);
    expect((await w.tpOperator.call('DELETE', `/api/trustedParties/addresses/${added._id}`)).statusCode).toBe(
      403,
    );
  });

  it('lets staff add to a named trusted party; others have no own addresses unless a trusted party', async () => {
    const res = await w.staff.call('POST', '/api/trustedParties/addresses', {
      newAddress: { ...sampleAddress(), trustedPartyId: w.strangerTp.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().address.trustedPartyId).toBe(w.strangerTp.id);
    const missing = await w.staff.call('POST', '/api/trustedParties/addresses', {
      newAddress: sampleAddress(),
    });
    expect(missing.statusCode).toBe(400);
    const none = await w.ca.call('GET', '/api/trustedParties/addresses');
    expect([none.statusCode, none.json().result]).toEqual([200, []]);
    expect(
      (await w.ca.call('POST', '/api/trustedParties/addresses', { newAddress: sampleAddress() })).statusCode,
    ).toBe(403);
  });

  it('answers 400 naming the field (postcode at most 10 characters, required city)', async () => {
    const res = await w.tpAdmin.call('POST', '/api/trustedParties/addresses', {
      newAddress: sampleAddress({ postcode: '12345678901', city: '' }),
    });
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.json());
    expect(text).toContain('newAddress.postcode');
    expect(text).toContain('newAddress.city');
  });
});

describe('POST /api/trustedParties/syncAddresses', () => {
  it('sets the silent flag when no organisation is linked, and keeps the addresses', async () => {
    const tp = await makeTrustedParty(t);
    const admin = await networkAgent(t, { role: 'TPADMIN', trustedPartyId: tp.id });
    await admin.call('POST', '/api/trustedParties/addresses', { newAddress: sampleAddress() });
    const res = await admin.call('POST', '/api/trustedParties/syncAddresses');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().addressSyncFailed).toBe(true);
    expect(res.json().result).toHaveLength(1);
    const [row] = await t.database.db.select().from(trustedParties).where(eq(trustedParties.id, tp.id));
    expect(row?.addressSyncFailed).toBe(true);
  });

  it("pulls the linked organisation's addresses, replacing earlier synced ones, and clears the flag", async () => {
    const org = await makeOrganisation(t, w.otherGroup.id, 2);
    const tp = await makeTrustedParty(t, { orgCode: org.code, addressSyncFailed: true });
    const admin = await networkAgent(t, { role: 'TPADMIN', trustedPartyId: tp.id });
    await admin.call('POST', '/api/trustedParties/addresses', {
      newAddress: sampleAddress({ name: 'Manual one' }),
    });
    await admin.call('POST', '/api/trustedParties/syncAddresses');
    const res = await admin.call('POST', '/api/trustedParties/syncAddresses');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { addressSyncFailed: boolean; result: TrustedPartyAddress[] };
    expect(body.addressSyncFailed).toBe(false);
    expect(body.result.map((a) => `${a.source} ${a.name}`).sort()).toEqual([
      'MANUAL Manual one',
      'SYNC Warehouse 1',
      'SYNC Warehouse 2',
    ]);
    const [row] = await t.database.db.select().from(trustedParties).where(eq(trustedParties.id, tp.id));
    expect(row?.addressSyncFailed).toBe(false);
  });

  it("is a TPADMIN's call; a caller without a trusted party has nothing to sync", async () => {
    const none = await w.ca.call('POST', '/api/trustedParties/syncAddresses');
    expect([none.statusCode, none.json()]).toEqual([200, { addressSyncFailed: false, result: [] }]);
    const refused = await w.tpOperator.call('POST', '/api/trustedParties/syncAddresses');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'CONNECT_ROLE_NOT_ALLOWED']);
  });
});

describe('POST /api/trustedParties/createManually', () => {
  const manual = (overrides: Record<string, unknown> = {}) => ({
    companyName: `Manual ${unique()}`,
    companyWebsite: 'https://manual.example',
    contactEmail: `owner-${unique()}@manual.example`,
    contactName: 'Lim Wei Ming',
    businessNickName: 'Manual',
    contactNickName: 'Our new moulder',
    phone: '+60 4 000 0000',
    organisationType: 'SUPPLIER',
    businessNumber: `BN${unique()}`,
    password: 'a-long-enough-password',
    country: 'MY',
    state: 'Penang',
    streetAddress: '1 Jalan Sultan',
    suburb: 'George Town',
    city: 'George Town',
    postcode: '10000',
    ...overrides,
  });

  it("creates the trusted party, its TPADMIN who can sign in, and the link to the caller's group", async () => {
    const body = manual();
    const res = await w.ca.call('POST', '/api/trustedParties/createManually', body);
    expect(res.statusCode, res.body).toBe(200);
    const { trustedParty, userId } = res.json() as { trustedParty: TrustedPartyDetails; userId: string };
    expect(trustedParty).toMatchObject({
      name: body.companyName,
      businessWebsite: body.companyWebsite,
      address1: body.streetAddress,
      type: 'SUPPLIER',
      nickname: 'Our new moulder',
    });
    const rows = await list(w.ca);
    expect(ids(rows)).toContain(trustedParty._id);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ role: 'TPADMIN', trustedPartyId: trustedParty._id, active: true });
    await expect(signIn(t.app, body.contactEmail, body.password)).resolves.toBeTruthy();
    // Another group does not see it.
    expect(ids(await list(w.otherCa))).not.toContain(trustedParty._id);
  });

  it('writes nothing when the e-mail is taken (406)', async () => {
    const body = manual({ contactEmail: w.ca.user.email });
    const res = await w.ca.call('POST', '/api/trustedParties/createManually', body);
    expect(res.statusCode).toBe(406);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    const rows = await t.database.db
      .select()
      .from(trustedParties)
      .where(eq(trustedParties.name, body.companyName));
    expect(rows).toEqual([]);
  });

  it("links staff's creation to the group named by client, and needs one", async () => {
    const missing = await w.staff.call('POST', '/api/trustedParties/createManually', manual());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('client');
    const unknown = await w.staff.call(
      'POST',
      '/api/trustedParties/createManually',
      manual({ client: 'NOSUCHGROUP' }),
    );
    expect(unknown.statusCode).toBe(404);
    const res = await w.staff.call(
      'POST',
      '/api/trustedParties/createManually',
      manual({ client: w.otherGroup.code }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await list(w.otherCa))).toContain(res.json().trustedParty._id);
  });

  it('refuses trusted-party users and operators without the invite permission; 400 names the field', async () => {
    expect((await w.tpAdmin.call('POST', '/api/trustedParties/createManually', manual())).statusCode).toBe(
      403,
    );
    expect((await w.operator.call('POST', '/api/trustedParties/createManually', manual())).statusCode).toBe(
      403,
    );
    const inviter = await networkAgent(t, {
      role: 'OP',
      orgGroupId: w.group.id,
      connectInviteTrustedParties: true,
    });
    expect((await inviter.call('POST', '/api/trustedParties/createManually', manual())).statusCode).toBe(200);
    const bad = await w.ca.call('POST', '/api/trustedParties/createManually', manual({ password: 'short' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('password');
  });
});

describe('DELETE /api/trustedParties/:id', () => {
  it("removes the trusted party from a client admin's network only, refusing while contracts are open", async () => {
    const tp = await makeTrustedParty(t);
    await link(t, w.group.id, tp.id);
    await link(t, w.otherGroup.id, tp.id);
    const contract = await w.ca.call('POST', '/api/connect/contracts/create', {
      contract: {
        contractType: 'BUYING',
        referenceNumber: `PO-${unique()}`,
        trustedPartyId: tp.id,
        skus: [
          {
            productNumber: 'P-1',
            productDescription: 'Part',
            unitPrice: 100,
            unitCurrency: 'USD',
            quantity: 5,
          },
        ],
      },
    });
    expect(contract.statusCode, contract.body).toBe(200);
    const refused = await w.ca.call('DELETE', `/api/trustedParties/${tp.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('TRUSTED_PARTY_HAS_OPEN_CONTRACTS');

    const cancel = await w.ca.call('POST', '/api/connect/contracts/cancel', {
      contractId: contract.json().contract._id,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await w.ca.call('DELETE', `/api/trustedParties/${tp.id}`)).statusCode).toBe(200);
    expect(ids(await list(w.ca))).not.toContain(tp.id);
    expect(ids(await list(w.otherCa))).toContain(tp.id);
  });

  it('lets staff soft-delete: gone from every network, users deactivated, audited', async () => {
    const tp = await makeTrustedParty(t);
    await link(t, w.group.id, tp.id);
    const admin = await networkAgent(t, { role: 'TPADMIN', trustedPartyId: tp.id });
    const res = await w.staff.call('DELETE', `/api/trustedParties/${tp.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await list(w.ca))).not.toContain(tp.id);
    expect(ids(await list(w.staff))).not.toContain(tp.id);
    expect((await w.ca.call('GET', `/api/trustedParties/${tp.id}/details/general`)).statusCode).toBe(404);
    const details = await w.staff.call('GET', `/api/trustedParties/${tp.id}/details/general`);
    expect(details.json().trustedParty.deletedAt).not.toBeNull();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(user?.active).toBe(false);
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.target, tp.id));
    expect(events.map((e) => e.eventType)).toContain('TRUSTED_PARTY_DELETED');
  });

  it("refuses others, and hides another network's trusted party like an unknown id", async () => {
    expect((await w.operator.call('DELETE', `/api/trustedParties/${w.supplier.id}`)).statusCode).toBe(403);
    expect((await w.tpAdmin.call('DELETE', `/api/trustedParties/${w.partnerTp.id}`)).statusCode).toBe(403);
    await expectHiddenLikeUnknown(w.otherCa, 'DELETE', (id) => `/api/trustedParties/${id}`, w.supplier.id);
  });
});
