/**
 * Contract templates (issue 16): owned by the caller's group or trusted party, names unique per
 * owner in any case, the counterparty linked to the group, another owner's template unknown.
 */
import type { ContractTemplate } from '@navia/domain/contracts/connect-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ConnectAgent, connectAgent, createConnectGroup } from './contract-extras-test-factories.ts';

let t: TestApp;
let buyer: ConnectAgent;
let colleague: ConnectAgent;
let otherGroup: ConnectAgent;
let supplier: ConnectAgent;
let unrelatedSupplier: ConnectAgent;
let staff: ConnectAgent;
let acme: Awaited<ReturnType<typeof createConnectGroup>>;

const sku = {
  productNumber: 'ACM-BLND-500',
  productDescription: 'Countertop blender 500 W',
  unitPrice: 4599,
  unitCurrency: 'USD',
  quantity: 1200,
};

const create = (agent: ConnectAgent, contractTemplate: Record<string, unknown>) =>
  agent.post('/api/connect/contracts/createTemplate', { contractTemplate });
const edit = (agent: ConnectAgent, contractTemplate: Record<string, unknown>) =>
  agent.post('/api/connect/contracts/editTemplate', { contractTemplate });
const list = async (agent: ConnectAgent, filter = '') => {
  const res = await agent.post('/api/connect/contracts/getTemplates', { filter });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: ContractTemplate[] }).result;
};
const created = async (agent: ConnectAgent, contractTemplate: Record<string, unknown>) => {
  const res = await create(agent, contractTemplate);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { template: ContractTemplate }).template;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createConnectGroup(db);
  const kiwi = await createConnectGroup(db);
  const unrelated = await createTrustedParty(db);
  buyer = await connectAgent(t, { role: 'OP', orgGroupId: acme.group.id, fullname: 'Cara Client' });
  colleague = await connectAgent(t, { role: 'CA', orgGroupId: acme.group.id });
  otherGroup = await connectAgent(t, { role: 'CA', orgGroupId: kiwi.group.id });
  supplier = await connectAgent(t, { role: 'TPADMIN', trustedPartyId: acme.trustedParty.id });
  unrelatedSupplier = await connectAgent(t, { role: 'TPADMIN', trustedPartyId: unrelated.id });
  staff = await connectAgent(t, { role: 'NU' });
});

afterAll(async () => {
  await t.app.close();
});

describe('saving a template', () => {
  it('stores the terms and lines, and lists it for the whole group by name', async () => {
    const template = await created(buyer, {
      name: 'Blenders from Penang',
      contractType: 'BUYING',
      trustedPartyId: acme.trustedParty.id,
      transportType: 'SEA',
      incoTerms: 'FOB',
      portOfLoading: 'MYPKG',
      skus: [{ ...sku, _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f' }],
    });
    expect(template).toMatchObject({
      name: 'Blenders from Penang',
      contractType: 'BUYING',
      trustedPartyId: acme.trustedParty.id,
      seller: acme.trustedParty.name,
      terms: {
        transportType: 'SEA',
        incoTerms: 'FOB',
        portOfLoading: 'MYPKG',
        contractType: 'BUYING',
        trustedPartyId: acme.trustedParty.id,
      },
    });
    expect(template.skus).toEqual([expect.objectContaining({ ...sku, unitOfMeasure: 'EA' })]);
    expect(template.skus[0]).not.toHaveProperty('_id');
    await created(colleague, { name: 'air kettles', contractType: 'SELLING' });

    const names = (await list(colleague)).map((r) => r.name);
    expect(names).toEqual(['air kettles', 'Blenders from Penang']);
    expect((await list(buyer, 'PENANG')).map((r) => r.name)).toEqual(['Blenders from Penang']);
    expect(await list(buyer, '%')).toEqual([]);
  });

  it('names the owning group as the seller of a SELLING template', async () => {
    const template = await created(buyer, { name: 'Selling kettles', contractType: 'SELLING' });
    expect(template.seller).toBe(acme.group.name);
  });

  it('refuses a name the owner already uses, in any case, naming the field', async () => {
    await created(buyer, { name: 'Toasters', contractType: 'BUYING' });
    const res = await create(colleague, { name: 'TOASTERS', contractType: 'BUYING' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', issues: [{ field: 'contractTemplate.name' }] });
    expect(res.json().message).toContain('contractTemplate.name');
    // Another owner may use it.
    await created(otherGroup, { name: 'Toasters', contractType: 'BUYING' });
    await created(supplier, { name: 'Toasters', contractType: 'BUYING' });
  });

  it('answers a counterparty not linked to the group as an unknown one', async () => {
    const unlinked = await createTrustedParty(t.database.db);
    const foreign = await create(buyer, {
      name: 'Unlinked',
      contractType: 'BUYING',
      trustedPartyId: unlinked.id,
    });
    const unknown = await create(buyer, {
      name: 'Unknown',
      contractType: 'BUYING',
      trustedPartyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await list(buyer)).map((r) => r.name)).not.toContain('Unlinked');
  });

  it('refuses a template without a name or with a bad contract type', async () => {
    expect((await create(buyer, { name: '  ', contractType: 'BUYING' })).statusCode).toBe(400);
    expect((await create(buyer, { name: 'X', contractType: 'LEASING' })).statusCode).toBe(400);
  });
});

describe('whose templates', () => {
  it('keeps a trusted party’s templates apart from its groups’', async () => {
    await created(supplier, {
      name: 'Supplier standard',
      contractType: 'BUYING',
      trustedPartyId: acme.trustedParty.id,
    });
    expect((await list(supplier)).map((r) => r.name)).toContain('Supplier standard');
    expect((await list(buyer)).map((r) => r.name)).not.toContain('Supplier standard');
    expect(await list(unrelatedSupplier)).toEqual([]);
    // A trusted party names no other trusted party than itself.
    const res = await create(unrelatedSupplier, {
      name: 'Not mine',
      contractType: 'BUYING',
      trustedPartyId: acme.trustedParty.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives staff no templates of their own', async () => {
    expect(await list(staff)).toEqual([]);
    const res = await create(staff, { name: 'Staff', contractType: 'BUYING' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('editing and deleting', () => {
  it('changes a template and refuses a name clash', async () => {
    const template = await created(buyer, {
      name: 'Fans',
      contractType: 'BUYING',
      goodsDescription: 'Desk fans',
    });
    await created(buyer, { name: 'Heaters', contractType: 'BUYING' });
    const res = await edit(buyer, {
      _id: template._id,
      name: 'Fans 2026',
      contractType: 'BUYING',
      trustedPartyId: acme.trustedParty.id,
      skus: [sku],
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = (res.json() as { template: ContractTemplate }).template;
    expect(changed).toMatchObject({
      _id: template._id,
      name: 'Fans 2026',
      trustedPartyId: acme.trustedParty.id,
    });
    expect(changed.terms).not.toHaveProperty('goodsDescription');
    expect(changed.skus).toHaveLength(1);
    // The same name in another case is the template's own.
    expect(
      (await edit(buyer, { _id: template._id, name: 'FANS 2026', contractType: 'BUYING' })).statusCode,
    ).toBe(200);
    const clash = await edit(buyer, { _id: template._id, name: 'heaters', contractType: 'BUYING' });
    expect(clash.statusCode).toBe(409);
  });

  it('answers another owner’s template as an unknown one', async () => {
    const template = await created(buyer, { name: 'Private', contractType: 'BUYING' });
    const unknownId = '00000000-0000-4000-8000-000000000001';
    for (const agent of [otherGroup, supplier, unrelatedSupplier]) {
      const foreign = await edit(agent, { _id: template._id, name: 'Taken over', contractType: 'BUYING' });
      const unknown = await edit(agent, { _id: unknownId, name: 'Taken over', contractType: 'BUYING' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
      const deleted = await agent.del(`/api/user/contractTemplate/${template._id}`);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual((await agent.del(`/api/user/contractTemplate/${unknownId}`)).json());
    }
    expect((await list(buyer)).map((r) => r.name)).toContain('Private');
  });

  it('deletes a template of the group', async () => {
    const template = await created(buyer, { name: 'Short lived', contractType: 'BUYING' });
    const res = await colleague.del(`/api/user/contractTemplate/${template._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await list(buyer)).map((r) => r.name)).not.toContain('Short lived');
    expect((await colleague.del(`/api/user/contractTemplate/${template._id}`)).statusCode).toBe(404);
  });
});
