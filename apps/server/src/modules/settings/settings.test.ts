/**
 * Website settings (hub §9 maintenance.active; issue 15: message, planned end, audit). Maintenance is
 * announced, not enforced: staff (and customers) can still sign in and work while it is on.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const put = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/website',
    headers: { cookie },
    payload: payload as object,
  });

describe('website settings (maintenance.active)', () => {
  it('is public to read, and off by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/website' });
    expect(res.statusCode).toBe(200);
    expect(res.json().maintenance).toHaveProperty('active');
    expect(res.json().maintenance).toHaveProperty('plannedEnd');
  });

  it('can be changed by NA only', async () => {
    const op = await createUser(t.database.db, { role: 'OP' });
    const nu = await createUser(t.database.db, { role: 'NU' });
    const na = await createUser(t.database.db, { role: 'NA' });
    const body = { maintenance: { active: true, message: 'Upgrade tonight', plannedEnd: null } };
    for (const refused of [op, nu]) {
      const denied = await put((await signIn(t.app, refused.email, TEST_PASSWORD)).cookie, body);
      expect(denied.statusCode).toBe(403);
    }
    const cookie = (await signIn(t.app, na.email, TEST_PASSWORD)).cookie;
    const allowed = await put(cookie, body);
    expect(allowed.json()).toEqual(body);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/website' })).json()).toEqual(body);
    await put(cookie, { maintenance: { active: false, message: '', plannedEnd: null } });
  });

  it('turns on with a planned end (audited), lets staff sign in and work meanwhile, and turns off', async () => {
    const db = t.database.db;
    const na = await createUser(db, { role: 'NA' });
    const cookie = (await signIn(t.app, na.email, TEST_PASSWORD)).cookie;
    const on = await put(cookie, {
      maintenance: { active: true, message: 'Database upgrade', plannedEnd: '2026-12-01T23:00:00+11:00' },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().maintenance).toEqual({
      active: true,
      message: 'Database upgrade',
      plannedEnd: '2026-12-01T12:00:00.000Z',
    });
    try {
      // Staff sign in during maintenance, and their calls are answered.
      for (const role of ['NA', 'NSU', 'NU'] as const) {
        const staff = await createUser(db, { role });
        const session = await signIn(t.app, staff.email, TEST_PASSWORD);
        const self = await t.app.inject({
          method: 'GET',
          url: '/api/user/getUpdatedSelf',
          headers: { cookie: session.cookie },
        });
        expect(self.statusCode).toBe(200);
      }
      // Customers are told (the banner), not locked out: they can sign in too.
      const customer = await createUser(db, { role: 'OP', orgGroupId: (await createOrgGroup(db)).id });
      await expect(signIn(t.app, customer.email, TEST_PASSWORD)).resolves.toHaveProperty('cookie');

      const [event] = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.eventType, 'MAINTENANCE_CHANGED'), eq(auditEvents.actorUserId, na.id)))
        .orderBy(desc(auditEvents.occurredAt));
      expect(event?.detail).toBe('ON until 2026-12-01T12:00:00.000Z');

      // Saving the same settings again is no change: no second event.
      await put(cookie, {
        maintenance: { active: true, message: 'Database upgrade', plannedEnd: '2026-12-01T12:00:00.000Z' },
      });
      const events = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.eventType, 'MAINTENANCE_CHANGED'), eq(auditEvents.actorUserId, na.id)));
      expect(events).toHaveLength(1);
    } finally {
      const offAgain = await put(cookie, { maintenance: { active: false, message: '', plannedEnd: null } });
      expect(offAgain.json().maintenance.active).toBe(false);
    }
  });

  it('refuses a planned end that is not an instant, and an over-long message, naming the field', async () => {
    const na = await createUser(t.database.db, { role: 'NA' });
    const cookie = (await signIn(t.app, na.email, TEST_PASSWORD)).cookie;
    const badEnd = await put(cookie, { maintenance: { active: true, message: '', plannedEnd: 'tomorrow' } });
    expect(badEnd.statusCode).toBe(400);
    expect(badEnd.json().issues[0].field).toBe('maintenance.plannedEnd');
    const long = await put(cookie, {
      maintenance: { active: true, message: 'x'.repeat(501), plannedEnd: null },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].field).toBe('maintenance.message');
  });
});
