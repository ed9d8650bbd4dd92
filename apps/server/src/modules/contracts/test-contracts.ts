/**
 * Test data for the contracts API: a buying group (ACME-like) linked to its supplier, a trusted
 * party with its TPADMIN user, provider staff, and strangers (another group, KIWI-like, and an
 * unrelated trusted party with its own group). Contracts are made and moved through the API, so the
 * tests exercise what a client does; links, settings and favourites (written by other modules) are
 * inserted directly.
 */
import type { Contract, ContractSearchResponse } from '@navia/domain/contracts/connect-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createOrgGroup, createTrustedParty } from '../../test/factories.ts';
import { type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';

export type ContractAgent = Omit<Agent, 'search'> & {
  /** POST /api/connect/contracts/<path>. */
  call: (path: string, body?: unknown) => Promise<LightMyRequestResponse>;
  /** The contract from an action's 200 answer (fails the test otherwise). */
  ok: (path: string, body?: unknown) => Promise<Contract>;
  /** GET /api/connect/contracts/<id>. */
  read: (id: string) => Promise<LightMyRequestResponse>;
  search: (body?: Record<string, unknown>) => Promise<ContractSearchResponse>;
};

function contractAgent(agent: Agent): ContractAgent {
  const call = (path: string, body: unknown = {}) => agent.post(`/api/connect/contracts/${path}`, body);
  return {
    ...agent,
    call,
    ok: async (path, body) => {
      const res = await call(path, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return (res.json() as { contract: Contract }).contract;
    },
    read: (id) => agent.get(`/api/connect/contracts/${id}`),
    search: async (body = {}) => {
      const res = await call('get', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ContractSearchResponse;
    },
  };
}

/** A signed-in user with connect access. */
export async function connectUser(t: TestApp, options: Parameters<typeof loggedIn>[1] = {}) {
  const tp = options.trustedPartyId !== undefined && options.trustedPartyId !== null;
  return contractAgent(
    await loggedIn(t, {
      connectAccess: true,
      isConnectUser: tp,
      fullname: `User ${unique()}`,
      ...options,
    }),
  );
}

/** Links a trusted party to a group (trusted_party_links; the connect network issue's screens). */
export async function linkTrustedParty(t: TestApp, orgGroupId: string, trustedPartyId: string) {
  await t.database.query('insert into trusted_party_links (org_group_id, trusted_party_id) values ($1, $2)', [
    orgGroupId,
    trustedPartyId,
  ]);
}

/** The group's contract approvals on or off (contract_settings; the settings screen is elsewhere). */
export async function setApprovals(t: TestApp, orgGroupId: string, on: boolean) {
  await t.database.query(
    `insert into contract_settings (org_group_id, approvals_required) values ($1, $2)
     on conflict (org_group_id) do update set approvals_required = excluded.approvals_required`,
    [orgGroupId, on],
  );
}

/** A contract in the user's favourites tab (the toggle is another module's). */
export async function addFavourite(t: TestApp, userId: string, contractId: string) {
  await t.database.query('insert into contract_favourites (user_id, contract_id) values ($1, $2)', [
    userId,
    contractId,
  ]);
}

export type ContractWorld = Awaited<ReturnType<typeof contractWorld>>;

/**
 * ACME (buyer, with a client admin and an operator) linked to its supplier trusted party (TPADMIN);
 * staff; KIWI, another group with its own supplier; an unrelated trusted party linked to KIWI only.
 */
export async function contractWorld(t: TestApp) {
  const db = t.database.db;
  const group = await createOrgGroup(db, { name: `ACME ${unique()}`, connectAccess: true });
  const tp = await createTrustedParty(db);
  await linkTrustedParty(t, group.id, tp.id);
  const kiwiGroup = await createOrgGroup(db, { name: `KIWI ${unique()}`, connectAccess: true });
  const otherTp = await createTrustedParty(db);
  await linkTrustedParty(t, kiwiGroup.id, otherTp.id);
  return {
    group,
    tp,
    kiwiGroup,
    otherTp,
    buyer: await connectUser(t, { role: 'CA', orgGroupId: group.id, fullname: 'Mei Ling Tan' }),
    operator: await connectUser(t, { role: 'OP', orgGroupId: group.id }),
    seller: await connectUser(t, { role: 'TPADMIN', trustedPartyId: tp.id, fullname: 'Sam Supplier' }),
    staff: await connectUser(t, { role: 'NU', fullname: 'Nadia Staff' }),
    kiwi: await connectUser(t, { role: 'CA', orgGroupId: kiwiGroup.id }),
    stranger: await connectUser(t, { role: 'TPADMIN', trustedPartyId: otherTp.id }),
  };
}

export const skuLine = (
  productNumber: string,
  quantity: number,
  overrides: Record<string, unknown> = {},
) => ({
  productNumber,
  productDescription: `Product ${productNumber}`,
  unitPrice: 4599,
  unitCurrency: 'USD',
  quantity,
  ...overrides,
});

/** A reference unique to the test. */
export const newReference = (prefix = 'PO') => `${prefix}-${unique().toUpperCase()}`;

/** A BUYING contract's body with three SKUs (overridable). */
export function buyingContract(world: ContractWorld, overrides: Record<string, unknown> = {}) {
  return {
    contractType: 'BUYING',
    referenceNumber: newReference(),
    trustedPartyId: world.tp.id,
    transportType: 'SEA',
    incoTerms: 'FOB',
    containerMode: '40HC',
    portOfLoading: 'MYPKG',
    portOfFinalDestination: 'AUMEL',
    productReadyDate: '2026-12-14',
    productDeliveryDate: '2027-01-20',
    skus: [skuLine('ACM-BLND-500', 1200), skuLine('ACM-KETL-200', 600), skuLine('ACM-TOST-100', 300)],
    ...overrides,
  };
}

/** Creates a BUYING contract as the world's buyer; answers it. */
export function createBuying(world: ContractWorld, overrides: Record<string, unknown> = {}) {
  return world.buyer.ok('create', { contract: buyingContract(world, overrides) });
}

/** A contract accepted by the seller (approvals off): ACCEPTED, awaiting the seller's quantities. */
export async function acceptedContract(world: ContractWorld, overrides: Record<string, unknown> = {}) {
  const created = await createBuying(world, overrides);
  return world.seller.ok('accept', { id: created._id, referenceNumber: created.referenceNumber });
}

/** An accepted contract whose quantities the seller confirmed, each line at `confirm(line)`. */
export async function confirmedContract(
  world: ContractWorld,
  confirm: (sku: Contract['skus'][number]) => number = (s) => s.quantity,
  overrides: Record<string, unknown> = {},
) {
  const accepted = await acceptedContract(world, overrides);
  return world.seller.ok('skuQtyConfirm', {
    contractId: accepted._id,
    skus: accepted.skus.map((s) => ({ _id: s._id, quantityTemp: confirm(s) })),
  });
}

/** Two trusted parties become partners (both directions, as accepting an invite makes them). */
export async function partnerTrustedParties(t: TestApp, a: string, b: string) {
  await t.database.query(
    'insert into trusted_party_partnerships (trusted_party_id, partner_trusted_party_id) values ($1, $2), ($2, $1)',
    [a, b],
  );
}
