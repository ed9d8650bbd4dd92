import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgGroups } from '../../db/schema/index.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof createOrgGroup>>;
let theirs: Awaited<ReturnType<typeof createOrgGroup>>;
let clientCookie: string;
let staffCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  mine = await createOrgGroup(t.database.db, { generalSettings: { invoices: true } });
  theirs = await createOrgGroup(t.database.db, { generalSettings: { secret: 'theirs' } });
  const client = await createUser(t.database.db, { role: 'CA', orgGroupId: mine.id });
  const staff = await createUser(t.database.db, { role: 'NU' });
  clientCookie = (await signIn(t.app, client.email, TEST_PASSWORD)).cookie;
  staffCookie = (await signIn(t.app, staff.email, TEST_PASSWORD)).cookie;
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

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/org/get', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
