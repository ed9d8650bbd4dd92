import type {
  AllOrgsAndTps,
  ContractAddress,
  NetworkOrganisation,
  NetworkOrganisationDetails,
} from '@navia/domain/contracts/connect-users';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  makeOrganisation,
  type NetworkAgent,
  type NetworkWorld,
  networkAgent,
  networkWorld,
  sampleAddress,
} from '../trusted-parties/network-test-factories.ts';

let t: TestApp;
let w: NetworkWorld;
let ownOrg: Awaited<ReturnType<typeof makeOrganisation>>;
let otherOrg: Awaited<ReturnType<typeof makeOrganisation>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await networkWorld(t);
  ownOrg = await makeOrganisation(t, w.group.id, 2);
  otherOrg = await makeOrganisation(t, w.otherGroup.id, 1);
});

const unknownId = '00000000-0000-4000-8000-000000000000';

async function organisations(agent: NetworkAgent, filter?: string) {
  const res = await agent.call('POST', '/api/connect/organisations', filter === undefined ? {} : { filter });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: NetworkOrganisation[] }).result;
}
const codes = (rows: NetworkOrganisation[]) => rows.map((r) => r.code);

describe('POST /api/connect/organisations', () => {
  it("lists my group's organisations with group name and country, not another group's", async () => {
    const rows = await organisations(w.ca);
    expect(codes(rows)).toContain(ownOrg.code);
    expect(codes(rows)).not.toContain(otherOrg.code);
    expect(rows.find((r) => r.code === ownOrg.code)).toMatchObject({
      orgGroupName: w.group.name,
      orgGroupCountry: 'AU',
      addressCount: 2,
    });
  });

  it('lists a trusted party the organisations of the groups it is linked to, and staff every one', async () => {
    expect(codes(await organisations(w.tpAdmin))).toContain(ownOrg.code);
    expect(codes(await organisations(w.tpAdmin))).not.toContain(otherOrg.code);
    expect(codes(await organisations(w.partnerAdmin))).not.toContain(ownOrg.code);
    expect(codes(await organisations(w.staff))).toEqual(expect.arrayContaining([ownOrg.code, otherOrg.code]));
  });

  it('filters case-insensitively over name, code and country', async () => {
    expect(codes(await organisations(w.ca, ownOrg.code.toLowerCase()))).toEqual([ownOrg.code]);
    expect(await organisations(w.ca, 'no such organisation')).toEqual([]);
  });
});

describe('GET /api/connect/organisations/:code', () => {
  it("answers the organisation with its addresses and its group's users", async () => {
    const res = await w.tpAdmin.call('GET', `/api/connect/organisations/${ownOrg.code}`);
    expect(res.statusCode, res.body).toBe(200);
    const org = (res.json() as { organisation: NetworkOrganisationDetails }).organisation;
    expect(org.addresses.map((a) => a.label)).toEqual(['Warehouse 1', 'Warehouse 2']);
    expect(org.addresses[0]?.FullAddress).toBe('1 Dock Road, Melbourne, 3000, AU');
    expect(org.users.map((u) => u.email)).toEqual(
      expect.arrayContaining([w.ca.user.email, w.operator.user.email]),
    );
  });

  it("hides another network's organisation exactly like an unknown code", async () => {
    const hidden = await w.ca.call('GET', `/api/connect/organisations/${otherOrg.code}`);
    const unknown = await w.ca.call('GET', '/api/connect/organisations/NOSUCHCODE');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
  });
});

describe('POST /api/org/contractAddress', () => {
  it("answers a trusted party's registered address and its addresses (isTP)", async () => {
    await t.database.query(
      "update trusted_parties set address1 = '9 Jalan Tiga', city = 'Shah Alam' where id = $1",
      [w.supplier.id],
    );
    await w.tpAdmin.call('POST', '/api/trustedParties/addresses', {
      newAddress: sampleAddress({ name: 'Plant B' }),
    });
    const res = await w.ca.call('POST', '/api/org/contractAddress', {
      entityIdentifier: w.supplier.id,
      isTP: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json() as { result: ContractAddress[] }).result.map((a) => a.name);
    expect(names[0]).toBe(w.supplier.name);
    expect(names).toContain('Plant B');
  });

  it("answers an organisation group's addresses to its linked trusted party", async () => {
    const res = await w.tpAdmin.call('POST', '/api/org/contractAddress', {
      entityIdentifier: w.group.id,
      isTP: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { result: ContractAddress[] }).result).toHaveLength(2);
  });

  it('hides parties outside my network like unknown ids', async () => {
    for (const [agent, id, isTP] of [
      [w.otherCa, w.supplier.id, true],
      [w.strangerAdmin, w.group.id, false],
      [w.ca, w.otherGroup.id, false],
    ] as const) {
      const hidden = await agent.call('POST', '/api/org/contractAddress', { entityIdentifier: id, isTP });
      const unknown = await agent.call('POST', '/api/org/contractAddress', {
        entityIdentifier: unknownId,
        isTP,
      });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(unknown.json());
    }
  });
});

describe('GET /api/connect/admin/entities', () => {
  it('gives staff every group and trusted party, with view-as for connect groups and trusted parties with users', async () => {
    const closed = await networkAgent(t, { role: 'NU' });
    const res = await closed.call('GET', '/api/connect/admin/entities');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AllOrgsAndTps;
    const group = body.orgGroups.find((g) => g._id === w.group.id);
    expect(group).toMatchObject({ connectAccess: true, canViewAs: true, trustedPartyCount: 1 });
    const supplier = body.trustedParties.find((tp) => tp._id === w.supplier.id);
    expect(supplier).toMatchObject({ canViewAs: true, orgGroupNames: [w.group.name] });
    expect(body.trustedParties.map((tp) => tp._id)).toContain(w.strangerTp.id);
  });

  it('gives others their own network only, without view-as', async () => {
    const res = await w.ca.call('GET', '/api/connect/admin/entities');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AllOrgsAndTps;
    expect(body.orgGroups.map((g) => g._id)).toEqual([w.group.id]);
    expect(body.trustedParties.map((tp) => tp._id)).toContain(w.supplier.id);
    expect(body.trustedParties.map((tp) => tp._id)).not.toContain(w.strangerTp.id);
    expect([...body.orgGroups, ...body.trustedParties].every((e) => !e.canViewAs)).toBe(true);
    expect(body.trustedParties.every((tp) => tp.orgGroupNames.length === 0)).toBe(true);
  });
});
