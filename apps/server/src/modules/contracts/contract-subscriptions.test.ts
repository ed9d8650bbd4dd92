/**
 * A user's own marks on a contract (issue 16): the CONTRACT notification subscription
 * (contractsToNotify) and favourites, for a contract the caller sees only.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractFavourites, users } from '../../db/schema/index.ts';
import { createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type ConnectAgent,
  connectAgent,
  createConnectGroup,
  createTestContract,
} from './contract-extras-test-factories.ts';

let t: TestApp;
let buyer: ConnectAgent;
let supplier: ConnectAgent;
let otherGroup: ConnectAgent;
let unrelatedSupplier: ConnectAgent;
let acme: Awaited<ReturnType<typeof createConnectGroup>>;

const subscribe = (agent: ConnectAgent, contractId: string, notifications: boolean) =>
  agent.post('/api/connect/contracts/toggleContractSubscription', { contractId, notifications });
const favour = (agent: ConnectAgent, contractId: string, favourite: boolean) =>
  agent.post('/api/connect/contracts/toggleFavourite', { contractId, favourite });
const newContract = () =>
  createTestContract(t.database.db, { orgGroupId: acme.group.id, trustedPartyId: acme.trustedParty.id });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createConnectGroup(db);
  const kiwi = await createConnectGroup(db);
  buyer = await connectAgent(t, { role: 'OP', orgGroupId: acme.group.id });
  supplier = await connectAgent(t, { role: 'TPADMIN', trustedPartyId: acme.trustedParty.id });
  otherGroup = await connectAgent(t, { role: 'CA', orgGroupId: kiwi.group.id });
  unrelatedSupplier = await connectAgent(t, {
    role: 'TPADMIN',
    trustedPartyId: (await createTrustedParty(db)).id,
  });
});

afterAll(async () => {
  await t.app.close();
});

describe('toggleContractSubscription', () => {
  it('adds the contract to the caller’s contractsToNotify once, and takes it out', async () => {
    const first = await newContract();
    const second = await newContract();
    expect((await subscribe(buyer, first.id, true)).json()).toEqual({ contractsToNotify: [first.id] });
    expect((await subscribe(buyer, first.id, true)).json()).toEqual({ contractsToNotify: [first.id] });
    expect((await subscribe(buyer, second.id, true)).json()).toEqual({
      contractsToNotify: [first.id, second.id],
    });
    expect((await subscribe(buyer, first.id, false)).json()).toEqual({ contractsToNotify: [second.id] });
    expect((await subscribe(buyer, first.id, false)).json()).toEqual({ contractsToNotify: [second.id] });
    // The trusted party's user subscribes for itself only.
    expect((await subscribe(supplier, first.id, true)).json()).toEqual({ contractsToNotify: [first.id] });
    const [row] = await t.database.db
      .select({ contractsToNotify: users.contractsToNotify })
      .from(users)
      .where(eq(users.id, buyer.user.id));
    expect(row?.contractsToNotify).toEqual([second.id]);
  });

  it('answers a contract the caller does not see as an unknown one, changing nothing', async () => {
    const contract = await newContract();
    for (const agent of [otherGroup, unrelatedSupplier]) {
      const foreign = await subscribe(agent, contract.id, true);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual((await subscribe(agent, randomUUID(), true)).json());
      const [row] = await t.database.db
        .select({ contractsToNotify: users.contractsToNotify })
        .from(users)
        .where(eq(users.id, agent.user.id));
      expect(row?.contractsToNotify).toEqual([]);
    }
  });

  it('refuses bad input', async () => {
    expect(
      (await buyer.post('/api/connect/contracts/toggleContractSubscription', { contractId: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('toggleFavourite', () => {
  it('marks and unmarks a favourite, for the caller only', async () => {
    const contract = await newContract();
    expect((await favour(buyer, contract.id, true)).json()).toEqual({ isFavourite: true });
    expect((await favour(buyer, contract.id, true)).json()).toEqual({ isFavourite: true });
    expect((await favour(supplier, contract.id, true)).json()).toEqual({ isFavourite: true });
    const marks = () =>
      t.database.db.select().from(contractFavourites).where(eq(contractFavourites.contractId, contract.id));
    expect((await marks()).map((m) => m.userId).sort()).toEqual([buyer.user.id, supplier.user.id].sort());
    expect((await favour(buyer, contract.id, false)).json()).toEqual({ isFavourite: false });
    expect((await marks()).map((m) => m.userId)).toEqual([supplier.user.id]);
  });

  it('answers a contract the caller does not see as an unknown one', async () => {
    const contract = await newContract();
    for (const agent of [otherGroup, unrelatedSupplier]) {
      const foreign = await favour(agent, contract.id, true);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual((await favour(agent, randomUUID(), true)).json());
    }
    const rows = await t.database.db
      .select()
      .from(contractFavourites)
      .where(and(eq(contractFavourites.contractId, contract.id)));
    expect(rows).toEqual([]);
  });
});
