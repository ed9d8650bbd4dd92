/**
 * Test data for the network API (issue 17): a customer group with connect access (CA, operator) and
 * its supplier trusted party (TPADMIN, operator), a partner trusted party of the supplier, provider
 * staff, and strangers (another group and its own trusted party). Links and partnerships (written by
 * the invites module) are inserted directly.
 */
import type { Role } from '@navia/domain/rules/access';
import type { LightMyRequestResponse } from 'fastify';
import { trustedPartyLinks } from '../../db/schema/contracts.ts';
import { trustedPartyPartnerships } from '../../db/schema/network.ts';
import { orgAddresses, organisations, trustedParties } from '../../db/schema/org.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn, type TestApp, unique } from '../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type NetworkAgent = {
  user: Awaited<ReturnType<typeof createUser>>;
  call: (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
};

export async function networkAgent(
  t: TestApp,
  options: Parameters<typeof createUser>[1] & { role: Role },
): Promise<NetworkAgent> {
  const user = await createUser(t.database.db, {
    fullname: `User ${unique()}`,
    connectAccess: true,
    isConnectUser: Boolean(options.trustedPartyId),
    ...options,
  });
  const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
  return {
    user,
    call: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

export async function makeTrustedParty(
  t: TestApp,
  overrides: Partial<typeof trustedParties.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(trustedParties)
    .values({ name: `TP ${unique()}`, businessName: 'Trusted Sdn Bhd', country: 'MY', ...overrides })
    .returning();
  if (!row) throw new Error('trusted party insert failed');
  return row;
}

export async function link(
  t: TestApp,
  orgGroupId: string,
  trustedPartyId: string,
  nickname: string | null = null,
) {
  await t.database.db
    .insert(trustedPartyLinks)
    .values({ orgGroupId, trustedPartyId, trustedPartyNickname: nickname });
}

/** Two trusted parties as partners, both directions (as accepting an invite makes them). */
async function partner(t: TestApp, a: string, b: string, nicknameOfB: string | null = null) {
  await t.database.db.insert(trustedPartyPartnerships).values([
    { trustedPartyId: a, partnerTrustedPartyId: b, nickname: nicknameOfB },
    { trustedPartyId: b, partnerTrustedPartyId: a },
  ]);
}

/** An organisation of the group with `addressCount` addresses. */
export async function makeOrganisation(t: TestApp, orgGroupId: string, addressCount = 2) {
  const code = `ORG${unique()}`.toUpperCase();
  const [org] = await t.database.db
    .insert(organisations)
    .values({ orgGroupId, code, name: `Organisation ${code}`, country: 'AU' })
    .returning();
  if (!org) throw new Error('organisation insert failed');
  for (let i = 1; i <= addressCount; i++) {
    await t.database.db.insert(orgAddresses).values({
      orgGroupId,
      organisationId: org.id,
      label: `Warehouse ${i}`,
      address1: `${i} Dock Road`,
      city: 'Melbourne',
      postcode: '3000',
      country: 'AU',
    });
  }
  return org;
}

export type NetworkWorld = Awaited<ReturnType<typeof networkWorld>>;

export async function networkWorld(t: TestApp) {
  const db = t.database.db;
  const group = await createOrgGroup(db, { name: `ACME ${unique()}`, connectAccess: true });
  const supplier = await makeTrustedParty(t, {
    name: `Selangor ${unique()}`,
    businessNumber: `BN${unique()}`,
  });
  await link(t, group.id, supplier.id, 'Our moulder');
  const partnerTp = await makeTrustedParty(t, { name: `Penang ${unique()}`, country: 'MY' });
  await partner(t, supplier.id, partnerTp.id, 'Penang friends');
  const otherGroup = await createOrgGroup(db, { name: `KIWI ${unique()}`, connectAccess: true });
  const strangerTp = await makeTrustedParty(t, { name: `Stranger ${unique()}`, country: 'NZ' });
  await link(t, otherGroup.id, strangerTp.id);
  return {
    group,
    supplier,
    partnerTp,
    otherGroup,
    strangerTp,
    ca: await networkAgent(t, { role: 'CA', orgGroupId: group.id }),
    operator: await networkAgent(t, { role: 'OP', orgGroupId: group.id }),
    tpAdmin: await networkAgent(t, { role: 'TPADMIN', trustedPartyId: supplier.id }),
    tpOperator: await networkAgent(t, { role: 'TPOP', trustedPartyId: supplier.id }),
    partnerAdmin: await networkAgent(t, { role: 'TPADMIN', trustedPartyId: partnerTp.id }),
    strangerAdmin: await networkAgent(t, { role: 'TPADMIN', trustedPartyId: strangerTp.id }),
    otherCa: await networkAgent(t, { role: 'CA', orgGroupId: otherGroup.id }),
    staff: await networkAgent(t, { role: 'NU' }),
  };
}

export const sampleAddress = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shah Alam plant',
  address1: 'Lot 12, Jalan Perusahaan 3',
  city: 'Shah Alam',
  state: 'Selangor',
  postcode: '40150',
  country: 'MY',
  ...overrides,
});
