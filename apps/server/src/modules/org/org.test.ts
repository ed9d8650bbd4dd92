/**
 * Organisation groups and organisations: GET /api/{id}/settings and POST /api/org/get (hub §7), and
 * issue 15's /org/:key data (GET /api/orgGroups/:id), SETTINGS (PUT /api/orgGroups/:id/settings),
 * the soft delete, deleted list and restore, and editOrgCode (connect §7) — with isolation: a client
 * admin sees only their own group, staff below NA read but never write.
 */
import { DEFAULT_MERCHANT_FEES } from '@navia/domain/rules/invoices/merchant-fee';
import { defaultOrgGroupSettings } from '@navia/domain/rules/org-admin/settings';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  invoices,
  orders,
  orgAddresses,
  organisations,
  orgGroupMerchantFees,
  orgGroups,
  searchRows,
  shipments,
  trustedParties,
} from '../../db/schema/index.ts';
import { createOrgGroup, createTrustedParty, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, unique } from '../../test/test-app.ts';
import { createBooking } from '../bookings/test-records.ts';
import { createInvoice } from '../invoices/test-records.ts';
import { type Agent, createOrder, createShipment, loggedIn } from '../shipments/test-factories.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof createOrgGroup>>;
let theirs: Awaited<ReturnType<typeof createOrgGroup>>;
let clientCookie: string;
let staffCookie: string;
let clientAdmin: Agent;
let otherClientAdmin: Agent;
let operator: Agent;
let staff: Agent;
let admin: Agent;
const db = () => t.database.db;

async function createOrganisation(orgGroupId: string, code = `O${unique().toUpperCase()}`) {
  const [org] = await db()
    .insert(organisations)
    .values({ orgGroupId, code, name: `Organisation ${code}`, country: 'AU' })
    .returning();
  if (!org) throw new Error('organisation insert failed');
  await db().insert(orgAddresses).values({
    orgGroupId,
    organisationId: org.id,
    label: 'MAIN WAREHOUSE',
    address1: '1 Dock Rd',
    city: 'MELBOURNE',
    state: 'VIC',
    postcode: '3000',
    country: 'AU',
  });
  return org;
}

const put = (agent: Agent, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie: agent.cookie } });

const auditRows = (type: string, target: string) =>
  t.database.query<{ detail: string; actor_user_id: string }>(
    'select detail, actor_user_id from audit_events where event_type = $1 and target = $2',
    [type, target],
  );

beforeAll(async () => {
  t = await createTestApp();
  mine = await createOrgGroup(db(), { generalSettings: { invoices: true } });
  theirs = await createOrgGroup(db(), { generalSettings: { secret: 'theirs' } });
  const client = await createUser(db(), { role: 'CA', orgGroupId: mine.id });
  const staffUser = await createUser(db(), { role: 'NU' });
  clientCookie = (await signIn(t.app, client.email, TEST_PASSWORD)).cookie;
  staffCookie = (await signIn(t.app, staffUser.email, TEST_PASSWORD)).cookie;
  clientAdmin = await loggedIn(t, { role: 'CA', orgGroupId: mine.id });
  otherClientAdmin = await loggedIn(t, { role: 'CA', orgGroupId: theirs.id });
  operator = await loggedIn(t, { role: 'OP', orgGroupId: mine.id });
  staff = await loggedIn(t, { role: 'NU' });
  admin = await loggedIn(t, { role: 'NA' });
});

describe('GET /api/{id}/settings', () => {
  it("answers the caller's own organisation group settings", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${mine.id}/settings`,
      headers: { cookie: clientCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ generalSettings: { invoices: true } });
  });

  it("answers 404 for another group's settings, the same as an unknown id", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/${theirs.id}/settings`,
      headers: { cookie: clientCookie },
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/00000000-0000-4000-8000-000000000000/settings',
      headers: { cookie: clientCookie },
    });
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.body).not.toContain('theirs');
  });

  it('lets staff read any group', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${theirs.id}/settings`,
      headers: { cookie: staffCookie },
    });
    expect(res.json()).toEqual({ generalSettings: { secret: 'theirs' } });
  });

  it('names a malformed id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/not-a-uuid/settings',
      headers: { cookie: clientCookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('id');
  });
});

describe('POST /api/org/get', () => {
  it('shows a customer only their own organisation group', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/org/get',
      headers: { cookie: clientCookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((g: { _id: string }) => g._id)).toEqual([mine.id]);
    expect(res.json().totalCount).toBe(1);
  });

  it('shows staff every group, filterable by name or code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/org/get',
      headers: { cookie: staffCookie },
      payload: { filter: theirs.code },
    });
    const ids = res.json().result.map((g: { _id: string }) => g._id);
    expect(ids).toEqual([theirs.id]);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/org/get',
      headers: { cookie: staffCookie },
      payload: {},
    });
    const allIds = all.json().result.map((g: { _id: string }) => g._id);
    expect(allIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const count = await t.database.db.select().from(orgGroups).where(eq(orgGroups.id, mine.id));
    expect(count).toHaveLength(1);
  });

  it('sorts by a column either way and answers one page with the total over every page', async () => {
    const prefix = `PG${unique().toUpperCase()}`;
    // Names sort the other way round from codes; user counts 0, 1, 2.
    const groups = [];
    for (const [i, name] of ['Charlie', 'Bravo', 'Alpha'].entries()) {
      const group = await createOrgGroup(db(), { code: `${prefix}${i}`, name: `${prefix} ${name}` });
      for (let u = 0; u < i; u++) await createUser(db(), { role: 'OP', orgGroupId: group.id });
      groups.push(group);
    }
    const ask = async (body: Record<string, unknown>) => {
      const res = await staff.post('/api/org/get', { filter: prefix, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { result: { code: string; users: number }[]; totalCount: number };
    };
    const codes = (r: { result: { code: string }[] }) => r.result.map((g) => g.code);
    expect(codes(await ask({}))).toEqual([`${prefix}0`, `${prefix}1`, `${prefix}2`]);
    expect(codes(await ask({ sort: 'name' }))).toEqual([`${prefix}2`, `${prefix}1`, `${prefix}0`]);
    expect(codes(await ask({ sort: 'users', direction: 'DESC' }))).toEqual([
      `${prefix}2`,
      `${prefix}1`,
      `${prefix}0`,
    ]);
    const page2 = await ask({ sort: 'code', direction: 'ASC', page: 2, recordsPerPage: 2 });
    expect(codes(page2)).toEqual([`${prefix}2`]);
    expect(page2.totalCount).toBe(3);
    const bad = await staff.post('/api/org/get', { sort: 'secret', page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['sort', 'page']),
    );
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/org/get', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/orgGroups/:id', () => {
  it('answers the group with its organisations, addresses, settings and fees to staff', async () => {
    const org = await createOrganisation(mine.id);
    await db()
      .insert(orgGroupMerchantFees)
      .values({ orgGroupId: mine.id, cardType: 'VISA', basisPoints: 99 });
    const res = await staff.get(`/api/orgGroups/${mine.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { orgGroup } = res.json();
    expect(orgGroup).toMatchObject({ _id: mine.id, code: mine.code, name: mine.name, country: 'AU' });
    expect(orgGroup.settings).toEqual(defaultOrgGroupSettings());
    const listed = orgGroup.organisations.find((o: { _id: string }) => o._id === org.id);
    expect(listed).toMatchObject({
      code: org.code,
      addresses: [{ label: 'MAIN WAREHOUSE', city: 'MELBOURNE' }],
    });
    expect(orgGroup.merchantFees).toEqual([
      { cardType: 'VISA', basisPoints: 99, isCustom: true },
      { cardType: 'MASTERCARD', basisPoints: DEFAULT_MERCHANT_FEES.MASTERCARD, isCustom: false },
      { cardType: 'AMEX', basisPoints: DEFAULT_MERCHANT_FEES.AMEX, isCustom: false },
    ]);
  });

  it("lets a client admin read their own group only: another's answers as an unknown id", async () => {
    expect((await clientAdmin.get(`/api/orgGroups/${mine.id}`)).statusCode).toBe(200);
    const other = await clientAdmin.get(`/api/orgGroups/${theirs.id}`);
    const unknown = await clientAdmin.get('/api/orgGroups/00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(other.body).not.toContain(theirs.code);
    // KIWI's client admin cannot read ACME's page either.
    expect((await otherClientAdmin.get(`/api/orgGroups/${mine.id}`)).statusCode).toBe(404);
  });

  it("refuses the group's other users", async () => {
    expect((await operator.get(`/api/orgGroups/${mine.id}`)).statusCode).toBe(403);
  });
});

describe('PUT /api/orgGroups/:id/settings', () => {
  const body = {
    hubbiEnabled: true,
    connectAccess: true,
    settings: {
      widgets: ['SupportTeam', 'PresetSearches'],
      features: { ...defaultOrgGroupSettings().features, quotes: false },
      searchPresets: { tracking: ['DEPARTING_5_DAYS'], deliveries: [] },
    },
  };

  it("saves the flags and the group's settings, keeps its other general settings, and audits", async () => {
    const group = await createOrgGroup(db(), { generalSettings: { currency: 'NZD' } });
    const res = await put(admin, `/api/orgGroups/${group.id}/settings`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orgGroup).toMatchObject({
      hubbiEnabled: true,
      connectAccess: true,
      settings: {
        widgets: ['PresetSearches', 'SupportTeam'],
        features: { quotes: false, tracking: true },
        searchPresets: { tracking: ['DEPARTING_5_DAYS'], deliveries: [] },
      },
    });
    const [row] = await db().select().from(orgGroups).where(eq(orgGroups.id, group.id));
    expect(row?.generalSettings).toMatchObject({
      currency: 'NZD',
      widgets: ['PresetSearches', 'SupportTeam'],
    });
    const [event] = await auditRows('ORG_SETTINGS_CHANGED', group.id);
    expect(event?.actor_user_id).toBe(admin.user.id);
    expect(event?.detail).toContain('features.quotes off');
    expect(event?.detail).toContain('hubbiEnabled on');
  });

  it('takes effect at once: a switched-off feature is refused to the group, its widget is not offered, chat says why', async () => {
    const group = await createOrgGroup(db());
    const user = await loggedIn(t, { role: 'OP', orgGroupId: group.id, tracking: true, hasHubAccess: true });
    expect(
      (await user.post('/api/shipments/shipmentsWithFilters', { key: 'All', batchNo: 1 })).statusCode,
    ).toBe(200);
    const off = {
      ...body,
      settings: {
        ...body.settings,
        widgets: ['SupportTeam'],
        features: { ...defaultOrgGroupSettings().features, tracking: false, chat: false },
      },
    };
    expect((await put(admin, `/api/orgGroups/${group.id}/settings`, off)).statusCode).toBe(200);
    // The next request reads the group again: tracking is refused, chat unavailable with its reason.
    expect(
      (await user.post('/api/shipments/shipmentsWithFilters', { key: 'All', batchNo: 1 })).statusCode,
    ).toBe(403);
    const chat = (await user.get('/api/user/azure/chatInfo')).json();
    expect(chat).toMatchObject({ available: false, unavailableReason: 'FEATURE_OFF' });
    // Staff keep every feature.
    expect(
      (await staff.post('/api/shipments/shipmentsWithFilters', { key: 'All', batchNo: 1 })).statusCode,
    ).toBe(200);
  });

  it('names a widget or preset that does not exist', async () => {
    const res = await put(admin, `/api/orgGroups/${mine.id}/settings`, {
      ...body,
      settings: {
        ...body.settings,
        widgets: ['Casino'],
        searchPresets: { tracking: ['SOON'], deliveries: [] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toEqual(
      expect.arrayContaining(['settings.widgets.0', 'settings.searchPresets.tracking.0']),
    );
  });

  it('lets NA only write: staff (NU) and client admins are refused and nothing changes', async () => {
    const group = await createOrgGroup(db());
    expect((await put(staff, `/api/orgGroups/${group.id}/settings`, body)).statusCode).toBe(403);
    expect((await put(clientAdmin, `/api/orgGroups/${mine.id}/settings`, body)).statusCode).toBe(403);
    const [row] = await db().select().from(orgGroups).where(eq(orgGroups.id, group.id));
    expect(row).toMatchObject({ hubbiEnabled: false, connectAccess: false, generalSettings: {} });
    expect(
      (await put(admin, '/api/orgGroups/00000000-0000-4000-8000-000000000000/settings', body)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/org/delete, GET /api/org/deleted, POST /api/org/restore', () => {
  it('soft-deletes an organisation: its row stays, it leaves the lists, and restore brings it back', async () => {
    const group = await createOrgGroup(db());
    const org = await createOrganisation(group.id);
    const kept = await createOrganisation(group.id);
    const del = await admin.post('/api/org/delete', { org: org.id });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().org).toMatchObject({
      _id: org.id,
      code: org.code,
      orgGroupId: group.id,
      orgGroupCode: group.code,
    });
    expect(del.json().org.deletedBy).toBe('Test User');

    const [row] = await db().select().from(organisations).where(eq(organisations.id, org.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.deletedBy).toBe(admin.user.id);
    const page = (await admin.get(`/api/orgGroups/${group.id}`)).json().orgGroup;
    expect(page.organisations.map((o: { _id: string }) => o._id)).toEqual([kept.id]);
    const overview = (await admin.post('/api/org/get', { filter: group.code })).json().result;
    expect(overview[0].organisations).toBe(1);
    const deleted = (await admin.get('/api/org/deleted')).json().result;
    expect(deleted.map((o: { _id: string }) => o._id)).toContain(org.id);
    expect(deleted.map((o: { _id: string }) => o._id)).not.toContain(kept.id);
    expect((await admin.post('/api/org/delete', { org: org.id })).statusCode).toBe(404);
    expect(await auditRows('ORG_DELETED', org.id)).toHaveLength(1);

    const restored = await admin.post('/api/org/restore', { org: org.id });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().org).toMatchObject({
      _id: org.id,
      code: org.code,
      addresses: [{ city: 'MELBOURNE' }],
    });
    const after = (await admin.get(`/api/orgGroups/${group.id}`)).json().orgGroup;
    expect(after.organisations.map((o: { _id: string }) => o._id).sort()).toEqual([org.id, kept.id].sort());
    expect(
      (await admin.get('/api/org/deleted')).json().result.map((o: { _id: string }) => o._id),
    ).not.toContain(org.id);
    expect((await admin.post('/api/org/restore', { org: org.id })).statusCode).toBe(404);
    expect(await auditRows('ORG_RESTORED', org.id)).toHaveLength(1);
  });

  it('lets NA only: staff (NU) and client admins are refused and nothing changes', async () => {
    const org = await createOrganisation(mine.id);
    for (const agent of [staff, clientAdmin]) {
      expect((await agent.post('/api/org/delete', { org: org.id })).statusCode).toBe(403);
      expect((await agent.post('/api/org/restore', { org: org.id })).statusCode).toBe(403);
      expect((await agent.get('/api/org/deleted')).statusCode).toBe(403);
    }
    const [row] = await db().select().from(organisations).where(eq(organisations.id, org.id));
    expect(row?.deletedAt).toBeNull();
    const bad = await admin.post('/api/org/delete', { org: 'ACME' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('org');
  });
});

describe('POST /api/org/editOrgCode', () => {
  /** An organisation and records naming its code in every place a code is written. */
  async function referencedOrganisation() {
    const code = `OC${unique().toUpperCase()}`;
    const group = await createOrgGroup(db());
    const org = await createOrganisation(group.id, code);
    const user = await createUser(db(), { role: 'CA', orgGroupId: group.id });
    const supplied = await createShipment(db(), group.id, { supplierCode: code });
    const consigned = await createShipment(db(), group.id, { consigneeCode: code });
    const order = await createOrder(db(), group.id, { buyerCode: code });
    const invoiceId = await createInvoice(db(), { orgGroupId: group.id });
    await db().update(invoices).set({ orgCode: code }).where(eq(invoices.id, invoiceId));
    const tp = await createTrustedParty(db());
    await db().update(trustedParties).set({ orgCode: code }).where(eq(trustedParties.id, tp.id));
    const bookingId = await createBooking(db(), { orgGroupId: group.id, userId: user.id });
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) throw new Error('no booking');
    await db()
      .update(bookings)
      .set({
        consignee: {
          ...booking.consignee,
          organisation: { ...booking.consignee.organisation, key: code, code },
        },
      })
      .where(eq(bookings.id, bookingId));
    const client = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    return { code, group, org, supplied, consigned, order, invoiceId, tp, bookingId, client };
  }

  it('renames the code everywhere in one go, and search finds the records under the new code', async () => {
    const r = await referencedOrganisation();
    const newOrgCode = `NC${unique().toUpperCase()}`;
    const res = await admin.post('/api/org/editOrgCode', { oldOrgCode: r.code.toLowerCase(), newOrgCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      oldOrgCode: r.code,
      newOrgCode,
      updated: {
        'organisations.code': 1,
        'shipments.supplier_code': 1,
        'shipments.consignee_code': 1,
        'orders.buyer_code': 1,
        'invoices.org_code': 1,
        'trusted_parties.org_code': 1,
        'bookings.consignee': 1,
      },
    });
    const [org] = await db().select().from(organisations).where(eq(organisations.id, r.org.id));
    expect(org?.code).toBe(newOrgCode);
    const [s1] = await db().select().from(shipments).where(eq(shipments.id, r.supplied.id));
    const [s2] = await db().select().from(shipments).where(eq(shipments.id, r.consigned.id));
    const [o1] = await db().select().from(orders).where(eq(orders.id, r.order.id));
    const [inv] = await db().select().from(invoices).where(eq(invoices.id, r.invoiceId));
    const [tp] = await db().select().from(trustedParties).where(eq(trustedParties.id, r.tp.id));
    const [bk] = await db().select().from(bookings).where(eq(bookings.id, r.bookingId));
    expect([s1?.supplierCode, s2?.consigneeCode, o1?.buyerCode, inv?.orgCode, tp?.orgCode]).toEqual(
      Array(5).fill(newOrgCode),
    );
    expect(bk?.consignee.organisation).toMatchObject({ key: newOrgCode, code: newOrgCode });
    const rows = await db().select().from(searchRows).where(eq(searchRows.orgGroupId, r.group.id));
    expect(rows.some((row) => row.supplierCode === r.code || row.consigneeCode === r.code)).toBe(false);

    const bySupplier = await r.client.search({ filters: [{ Supplier: newOrgCode }] });
    expect(bySupplier.result.map((x) => x.ShipNumber)).toEqual([r.supplied.shipNumber]);
    const byConsignee = await r.client.search({ filters: [{ Consignee: newOrgCode }] });
    expect(byConsignee.result.map((x) => x.ShipNumber ?? x.OrdNumber).sort()).toEqual(
      [r.consigned.shipNumber, r.order.ordNumber].sort(),
    );
    expect((await r.client.search({ filters: [{ Supplier: r.code }] })).result).toEqual([]);
    const audited = await auditRows('ORG_CODE_CHANGED', r.org.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]?.detail).toContain(`${r.code} -> ${newOrgCode}`);
  });

  it('refuses a code already in use with a 409 naming newOrgCode, and writes nothing', async () => {
    const a = await referencedOrganisation();
    const b = await referencedOrganisation();
    const res = await admin.post('/api/org/editOrgCode', { oldOrgCode: a.code, newOrgCode: b.code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORG_CODE_TAKEN', issues: [{ field: 'newOrgCode' }] });
    expect(res.json().message).toContain('newOrgCode');
    // A code only a shipment names (a supplier that is no organisation here) is in use too.
    const supplierOnly = `SO${unique().toUpperCase()}`;
    await createShipment(db(), a.group.id, { supplierCode: supplierOnly });
    expect(
      (await admin.post('/api/org/editOrgCode', { oldOrgCode: a.code, newOrgCode: supplierOnly })).statusCode,
    ).toBe(409);
    expect(
      (await admin.post('/api/org/editOrgCode', { oldOrgCode: a.code, newOrgCode: a.code })).statusCode,
    ).toBe(409);
    const [org] = await db().select().from(organisations).where(eq(organisations.id, a.org.id));
    expect(org?.code).toBe(a.code);
  });

  it('rolls back every table when a statement fails halfway', async () => {
    const r = await referencedOrganisation();
    const newOrgCode = `RB${unique().toUpperCase()}`;
    // Invoices are renamed after the organisation, shipments, orders and search rows: fail there.
    await t.database.query(`create or replace function org_code_test_fail() returns trigger language plpgsql as $$
      begin if new.org_code = '${newOrgCode}' then raise exception 'disk on fire'; end if; return new; end $$`);
    await t.database.query(
      'create trigger org_code_test_fail before update on invoices for each row execute function org_code_test_fail()',
    );
    try {
      const res = await admin.post('/api/org/editOrgCode', { oldOrgCode: r.code, newOrgCode });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('disk on fire');
    } finally {
      await t.database.query('drop trigger org_code_test_fail on invoices');
      await t.database.query('drop function org_code_test_fail()');
    }
    const [org] = await db().select().from(organisations).where(eq(organisations.id, r.org.id));
    const [s1] = await db().select().from(shipments).where(eq(shipments.id, r.supplied.id));
    const [o1] = await db().select().from(orders).where(eq(orders.id, r.order.id));
    expect([org?.code, s1?.supplierCode, o1?.buyerCode]).toEqual([r.code, r.code, r.code]);
    expect(
      (await r.client.search({ filters: [{ Supplier: r.code }] })).result.map((x) => x.ShipNumber),
    ).toEqual([r.supplied.shipNumber]);
    expect((await r.client.search({ filters: [{ Supplier: newOrgCode }] })).result).toEqual([]);
    expect(await auditRows('ORG_CODE_CHANGED', r.org.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown code, 400 for a malformed one, and lets NA only', async () => {
    const r = await referencedOrganisation();
    expect(
      (await admin.post('/api/org/editOrgCode', { oldOrgCode: 'NOPE-NOPE', newOrgCode: 'FRESH1' }))
        .statusCode,
    ).toBe(404);
    const bad = await admin.post('/api/org/editOrgCode', { oldOrgCode: r.code, newOrgCode: 'two words' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('newOrgCode');
    for (const agent of [staff, clientAdmin]) {
      expect(
        (await agent.post('/api/org/editOrgCode', { oldOrgCode: r.code, newOrgCode: 'FRESH2' })).statusCode,
      ).toBe(403);
    }
    const [org] = await db().select().from(organisations).where(eq(organisations.id, r.org.id));
    expect(org?.code).toBe(r.code);
  });
});
