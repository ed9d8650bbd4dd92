/**
 * An organisation group's contract settings (issue 16): defaults until saved, the group's users and
 * linked trusted parties to pick from, saving by client admins and staff with every route checked,
 * and nobody else's group.
 */
import type { ContractSettings } from '@navia/domain/contracts/connect-contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type ConnectAgent,
  connectAgent,
  createConnectGroup,
  linkTrustedParty,
} from './contract-extras-test-factories.ts';

const URL = '/api/connect/contractSettings';

let t: TestApp;
let acme: Awaited<ReturnType<typeof createConnectGroup>>;
let kiwi: Awaited<ReturnType<typeof createConnectGroup>>;
let admin: ConnectAgent;
let operator: ConnectAgent;
let otherAdmin: ConnectAgent;
let supplier: ConnectAgent;
let staff: ConnectAgent;
let second: Awaited<ReturnType<typeof linkTrustedParty>>;

const settingsOf = (res: { json: () => unknown }) => res.json() as ContractSettings;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  acme = await createConnectGroup(db);
  kiwi = await createConnectGroup(db);
  second = await linkTrustedParty(db, acme.group.id);
  admin = await connectAgent(t, { role: 'CA', orgGroupId: acme.group.id, fullname: 'Ada Admin' });
  operator = await connectAgent(t, { role: 'OP', orgGroupId: acme.group.id, fullname: 'Otto Operator' });
  await createUser(db, { orgGroupId: acme.group.id, fullname: 'Ina Inactive', active: false });
  otherAdmin = await connectAgent(t, { role: 'CA', orgGroupId: kiwi.group.id });
  supplier = await connectAgent(t, { role: 'TPADMIN', trustedPartyId: acme.trustedParty.id });
  staff = await connectAgent(t, { role: 'NU' });
});

afterAll(async () => {
  await t.app.close();
});

describe('reading', () => {
  it('answers the defaults, the active users and the linked trusted parties before any save', async () => {
    const res = await operator.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    const settings = settingsOf(res);
    expect(settings).toMatchObject({
      orgGroupId: acme.group.id,
      approvalsRequired: false,
      stockTransferDisabled: false,
      autoAssignContractRoutes: [],
    });
    expect(settings.users.map((u) => u.fullname).sort()).toEqual(['Ada Admin', 'Otto Operator']);
    expect(settings.trustedParties.map((tp) => tp._id).sort()).toEqual(
      [acme.trustedParty.id, second.id].sort(),
    );
  });

  it('lets staff read a group they name, and asks them to name one', async () => {
    const res = await staff.get(`${URL}?orgGroupId=${acme.group.id}`);
    expect(res.statusCode).toBe(200);
    expect(settingsOf(res).orgGroupId).toBe(acme.group.id);
    const unnamed = await staff.get(URL);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain('orgGroupId');
  });

  it('answers another group, and a trusted party, as unknown', async () => {
    const unknown = await otherAdmin.get(`${URL}?orgGroupId=00000000-0000-4000-8000-000000000003`);
    const foreign = await otherAdmin.get(`${URL}?orgGroupId=${acme.group.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await otherAdmin.get(`${URL}?orgGroupId=${kiwi.group.id}`)).statusCode).toBe(200);
    expect((await supplier.get(URL)).statusCode).toBe(404);
    expect((await supplier.get(`${URL}?orgGroupId=${acme.group.id}`)).statusCode).toBe(404);
  });
});

describe('GET counterparties', () => {
  const COUNTERPARTIES = '/api/connect/contracts/counterparties';

  it("answers a customer its group's trusted parties, and nothing of another group's", async () => {
    const mine = (await operator.get(COUNTERPARTIES)).json();
    expect(mine.orgGroups).toEqual([]);
    expect(mine.trustedParties.map((tp: { _id: string }) => tp._id).sort()).toEqual(
      [acme.trustedParty.id, second.id].sort(),
    );
    const theirs = (await otherAdmin.get(COUNTERPARTIES)).json();
    expect(theirs.trustedParties.map((tp: { _id: string }) => tp._id)).toEqual([kiwi.trustedParty.id]);
  });

  it('answers a trusted-party user the groups it trades with, and staff nothing', async () => {
    const res = await supplier.get(COUNTERPARTIES);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      orgGroups: [{ _id: acme.group.id, name: acme.group.name }],
      trustedParties: [],
    });
    expect((await staff.get(COUNTERPARTIES)).json()).toEqual({ orgGroups: [], trustedParties: [] });
  });
});

describe('saving', () => {
  it('stores the flags and the routes in their order, and logs the change', async () => {
    const res = await admin.put(URL, {
      approvalsRequired: true,
      stockTransferDisabled: true,
      autoAssignContractRoutes: [
        { userId: operator.user.id, portOfLoading: 'MYPKG', portOfFinalDestination: 'AUMEL' },
        { userId: admin.user.id, trustedPartyId: second.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = settingsOf(res);
    expect(saved).toMatchObject({ approvalsRequired: true, stockTransferDisabled: true });
    expect(saved.autoAssignContractRoutes).toEqual([
      expect.objectContaining({
        userId: operator.user.id,
        userName: 'Otto Operator',
        portOfLoading: 'MYPKG',
        portOfFinalDestination: 'AUMEL',
        trustedPartyId: null,
        trustedPartyName: null,
      }),
      expect.objectContaining({
        userId: admin.user.id,
        userName: 'Ada Admin',
        portOfLoading: null,
        trustedPartyId: second.id,
        trustedPartyName: second.name,
      }),
    ]);
    expect(settingsOf(await operator.get(URL))).toEqual(saved);
    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.eventType, 'CONTRACT_SETTINGS_CHANGED'), eq(auditEvents.target, acme.group.id)),
      );
    expect(logged).toEqual([expect.objectContaining({ actorUserId: admin.user.id, outcome: 'SUCCESS' })]);
  });

  it('replaces the routes as a whole', async () => {
    const res = await admin.put(URL, {
      approvalsRequired: false,
      stockTransferDisabled: false,
      autoAssignContractRoutes: [{ userId: admin.user.id }],
    });
    expect(res.statusCode).toBe(200);
    expect(settingsOf(res).autoAssignContractRoutes.map((r) => r.userId)).toEqual([admin.user.id]);
    expect(settingsOf(res).approvalsRequired).toBe(false);
  });

  it('answers a route naming another group’s user or an unlinked trusted party as unknown, saving nothing', async () => {
    const before = settingsOf(await admin.get(URL));
    const foreignUser = await admin.put(URL, {
      approvalsRequired: true,
      stockTransferDisabled: false,
      autoAssignContractRoutes: [{ userId: otherAdmin.user.id }],
    });
    expect(foreignUser.statusCode).toBe(404);
    const foreignParty = await admin.put(URL, {
      approvalsRequired: true,
      stockTransferDisabled: false,
      autoAssignContractRoutes: [{ userId: admin.user.id, trustedPartyId: kiwi.trustedParty.id }],
    });
    expect(foreignParty.statusCode).toBe(404);
    expect(settingsOf(await admin.get(URL))).toEqual(before);
  });

  it('refuses bad input, and operators (client admins and staff only)', async () => {
    expect((await admin.put(URL, { approvalsRequired: 'yes' })).statusCode).toBe(400);
    const badRoute = await admin.put(URL, {
      approvalsRequired: true,
      stockTransferDisabled: false,
      autoAssignContractRoutes: [{ userId: 'not-an-id' }],
    });
    expect(badRoute.statusCode).toBe(400);
    const byOperator = await operator.put(URL, {
      approvalsRequired: true,
      stockTransferDisabled: false,
      autoAssignContractRoutes: [],
    });
    expect(byOperator.statusCode).toBe(403);
  });

  it('lets staff save a group they name, and not another group’s admin', async () => {
    const body = { approvalsRequired: true, stockTransferDisabled: false, autoAssignContractRoutes: [] };
    expect((await staff.put(URL, body)).statusCode).toBe(400);
    const res = await staff.put(URL, { ...body, orgGroupId: kiwi.group.id });
    expect(res.statusCode).toBe(200);
    expect(settingsOf(res)).toMatchObject({ orgGroupId: kiwi.group.id, approvalsRequired: true });
    expect((await otherAdmin.put(URL, { ...body, orgGroupId: acme.group.id })).statusCode).toBe(404);
  });
});
