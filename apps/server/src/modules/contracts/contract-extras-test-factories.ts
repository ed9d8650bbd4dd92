/**
 * Test data for the contract extras (templates, documents, subscriptions, chat, settings): a group
 * with connect access and a linked trusted party, a contract row inserted directly, the agents who
 * call the API, and multipart bodies.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.ts';
import { contracts, trustedPartyLinks } from '../../db/schema/index.ts';
import { createOrgGroup, createTrustedParty } from '../../test/factories.ts';
import { type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';

/** An organisation group with connect access, trading with a trusted party linked to it. */
export async function createConnectGroup(db: Db, overrides: Parameters<typeof createOrgGroup>[1] = {}) {
  const group = await createOrgGroup(db, { connectAccess: true, ...overrides });
  const trustedParty = await createTrustedParty(db);
  await db.insert(trustedPartyLinks).values({ orgGroupId: group.id, trustedPartyId: trustedParty.id });
  return { group, trustedParty };
}

/** Links one more trusted party to the group. */
export async function linkTrustedParty(db: Db, orgGroupId: string) {
  const trustedParty = await createTrustedParty(db);
  await db.insert(trustedPartyLinks).values({ orgGroupId, trustedPartyId: trustedParty.id });
  return trustedParty;
}

/** A BUYING contract of the group with the trusted party as its seller, AWAITING ACCEPTANCE by it. */
export async function createTestContract(
  db: Db,
  owner: { orgGroupId: string; trustedPartyId: string | null },
  overrides: Partial<typeof contracts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contracts)
    .values({
      orgGroupId: owner.orgGroupId,
      trustedPartyId: owner.trustedPartyId,
      contractType: 'BUYING',
      status: 'AWAITING ACCEPTANCE',
      creatorSide: 'buyer',
      awaitingParty: 'seller',
      referenceNumber: `PO-${unique().toUpperCase()}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('contract insert failed');
  return row;
}

export type ConnectAgent = Agent & {
  put: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
};

/** A signed-in user who may use connect: a group's user (connect flag on), a trusted party's, or staff. */
export async function connectAgent(
  t: TestApp,
  options: Parameters<typeof loggedIn>[1] & { role: NonNullable<Parameters<typeof loggedIn>[1]>['role'] },
): Promise<ConnectAgent> {
  const agent = await loggedIn(t, { connectAccess: true, ...options });
  const headers = { cookie: agent.cookie };
  return {
    ...agent,
    put: (url, payload = {}) => t.app.inject({ method: 'PUT', url, payload: payload as object, headers }),
    del: (url) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

/** A multipart body as a browser sends it (the platform's FormData): fields first, then the files. */
export async function multipartBody(
  fields: Record<string, string>,
  files: readonly { name: string; bytes: Buffer; field?: string }[],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
