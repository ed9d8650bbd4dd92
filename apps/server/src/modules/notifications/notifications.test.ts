/**
 * Notifications (issue 11): every notification call, who receives what (subscriptions, the global
 * flag, the type's flag, thresholds, tenant isolation), the outbox surviving a dispatcher crash and
 * e-mails batched per burst.
 */
import { defaultNotificationPreferences, NOTIFICATION_TYPES } from '@navia/domain/rules/notifications';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { notificationEvents, notifications, outboxEmails } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDetailShipment } from '../shipment-detail/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { dispatchEvent, raiseNotification, sendNotificationEmails } from './notification-dispatch.ts';
import { flagsOf, subscribe } from './test-subscriptions.ts';

const NOW = new Date('2026-03-04T03:00:00Z');
let t: TestApp;
let acme: Awaited<ReturnType<typeof createOrgGroup>>;
let kiwi: Awaited<ReturnType<typeof createOrgGroup>>;
let importer: Agent;
let colleague: Agent;
let exporter: Agent;
let staff: Agent;
const db = () => t.database.db;

/** Raises one notification event about `shipment` as a service would, then dispatches it. */
async function raise(
  shipment: { id: number; shipKey: string; shipNumber: string; orgGroupId: string },
  type: (typeof NOTIFICATION_TYPES)[number],
  movedHours: number | null = null,
) {
  const id = await db().transaction((tx) =>
    raiseNotification(t.ctx, tx, {
      type,
      orgGroupId: shipment.orgGroupId,
      shipment,
      text: `Test ${type} • detail`,
      movedHours,
    }),
  );
  await dispatchEvent(t.ctx, id);
  return id;
}

const listOf = async (agent: Agent) => {
  const res = await agent.get('/api/user/notifications?limit=200');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    notifications: { _id: string; text: string; read: boolean; type: string }[];
    unread: number;
    read: number;
  };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  acme = await createOrgGroup(db());
  kiwi = await createOrgGroup(db());
  importer = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
  colleague = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
  exporter = await loggedIn(t, { role: 'OP', orgGroupId: kiwi.id });
  staff = await loggedIn(t, { role: 'NU' });
});

describe('settings and subscriptions', () => {
  it('starts with the global flag on, every type on by default, no e-mail and no subscription', async () => {
    const res = await importer.get('/api/user/notificationSettings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      active: true,
      recordsToNotify: [],
      contractsToNotify: [],
      notificationTypes: defaultNotificationPreferences(),
    });
  });

  it('saves one record’s flags, answers them in the current user, and removes it when every flag is off', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const saved = await subscribe(colleague, shipment, ['changeArrivalDate', 'confirmedArrival']);
    expect(saved.recordsToNotify).toEqual([
      {
        recordKey: shipment.shipKey,
        clientRecordKey: shipment.shipNumber,
        isShipment: true,
        DataSource: 'AU',
        notificationTypes: flagsOf(['changeArrivalDate', 'confirmedArrival']),
      },
    ]);
    const self = (await colleague.get('/api/user/getUpdatedSelf')).json();
    expect(self.user.recordNotifications.recordsToNotify).toHaveLength(1);

    const off = await subscribe(colleague, shipment, []);
    expect(off.recordsToNotify).toEqual([]);
  });

  it('answers 404 for a record of another group, as for an unknown one, and stores nothing', async () => {
    const theirs = await createDetailShipment(db(), kiwi.id);
    const res = await importer.post('/api/user/recordNotificationSettings', {
      recordKey: theirs.shipKey,
      clientRecordKey: theirs.shipNumber,
      flags: flagsOf(['confirmedArrival']),
      isShipment: true,
      DataSource: 'AU',
    });
    expect(res.statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notificationSubscriptions',
      headers: { cookie: importer.cookie },
      payload: {
        recordsToNotify: [
          {
            recordKey: theirs.shipKey,
            clientRecordKey: 'x',
            isShipment: true,
            DataSource: 'AU',
            notificationTypes: flagsOf(['confirmedArrival']),
          },
        ],
        contractsToNotify: [],
      },
    });
    expect(put.statusCode).toBe(404);
    expect((await importer.get('/api/user/notificationSettings')).json().recordsToNotify).toEqual([]);
  });

  it('replaces both lists with PUT notificationSubscriptions', async () => {
    const a = await createDetailShipment(db(), acme.id);
    const b = await createDetailShipment(db(), acme.id);
    const agent = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    await subscribe(agent, a, ['confirmedArrival']);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notificationSubscriptions',
      headers: { cookie: agent.cookie },
      payload: {
        recordsToNotify: [
          {
            recordKey: b.shipKey,
            clientRecordKey: b.shipNumber,
            isShipment: true,
            DataSource: 'AU',
            notificationTypes: flagsOf(['deliveryConfirmed']),
          },
        ],
        contractsToNotify: ['C-1', 'C-1'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recordsToNotify.map((r: { recordKey: string }) => r.recordKey)).toEqual([b.shipKey]);
    expect(res.json().contractsToNotify).toEqual(['C-1']);
  });

  it('saves the global flag and the per-type preferences, and refuses a threshold on another type, naming it', async () => {
    const agent = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const types = defaultNotificationPreferences();
    types.changeArrivalDate = { default: true, email: true, minChangeHours: 24 };
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/notificationSettings',
        headers: { cookie: agent.cookie },
        payload: body,
      });
    const ok = await put({ active: false, notificationTypes: types });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      active: false,
      notificationTypes: { changeArrivalDate: { email: true, minChangeHours: 24 } },
    });

    const bad = await put({
      active: true,
      notificationTypes: { ...types, deliveryScheduled: { default: true, email: false, minChangeHours: 5 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('notificationTypes.deliveryScheduled.minChangeHours');
  });

  it('switches the notification pop-ups', async () => {
    const res = await importer.post('/api/user/toggleNotificationsPopup', { showNotificationsPopup: false });
    expect(res.json()).toEqual({ showNotificationsPopup: false });
    expect((await importer.get('/api/user/getUpdatedSelf')).json().user.showNotificationsPopup).toBe(false);
    await importer.post('/api/user/toggleNotificationsPopup', { showNotificationsPopup: true });
  });
});

describe('who receives a notification', () => {
  it('notifies the record’s subscribers for the types they chose, and nobody else', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const other = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    await subscribe(me, shipment, ['confirmedArrival']);
    await subscribe(other, shipment, ['changeArrivalDate']);

    await raise(shipment, 'confirmedArrival');
    expect((await listOf(me)).notifications.map((n) => n.type)).toEqual(['confirmedArrival']);
    expect((await listOf(other)).notifications).toEqual([]);
  });

  it('sends nothing while the global flag is off', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    await subscribe(me, shipment, ['confirmedArrival']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notificationSettings',
      headers: { cookie: me.cookie },
      payload: { active: false, notificationTypes: defaultNotificationPreferences() },
    });
    await raise(shipment, 'confirmedArrival');
    expect((await listOf(me)).notifications).toEqual([]);
  });

  it('applies the date-change threshold', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const types = defaultNotificationPreferences();
    types.changeArrivalDate.minChangeHours = 24;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notificationSettings',
      headers: { cookie: me.cookie },
      payload: { active: true, notificationTypes: types },
    });
    await subscribe(me, shipment, ['changeArrivalDate']);
    await raise(shipment, 'changeArrivalDate', 3);
    await raise(shipment, 'changeArrivalDate', -30);
    expect((await listOf(me)).notifications).toHaveLength(1);
  });

  it('gives another group’s user nothing about a record, even with a subscription row planted', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    await subscribe(importer, shipment, ['confirmedArrival']);
    // A row the API would refuse (it answers 404): the dispatcher checks visibility again.
    await t.database.query(
      `insert into record_subscriptions (user_id, org_group_id, record_key, client_record_key, is_shipment, data_source, flags)
       values ($1, $2, $3, 'x', true, 'AU', $4)`,
      [exporter.user.id, acme.id, shipment.shipKey, JSON.stringify(flagsOf(['confirmedArrival']))],
    );
    await raise(shipment, 'confirmedArrival');
    expect((await listOf(importer)).notifications.some((n) => n.type === 'confirmedArrival')).toBe(true);
    expect((await listOf(exporter)).notifications).toEqual([]);
  });

  it('subscribes a new favourite with the default flags', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const res = await me.post('/api/shipments/addShipmentToMyFavourite', {
      favouriteId: shipment.shipKey,
      favouriteNumber: shipment.shipNumber,
      DataSource: 'AU',
      isShipment: true,
    });
    expect(res.json().recordNotifications.recordsToNotify[0]).toMatchObject({
      recordKey: shipment.shipKey,
      notificationTypes: flagsOf(NOTIFICATION_TYPES),
    });
  });
});

describe('the notification list and its actions', () => {
  it('lists, marks read and unread, reads all and removes, each for the caller’s own notifications only', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    await subscribe(me, shipment, ['confirmedArrival', 'confirmedDeparture', 'deliveryConfirmed']);
    await raise(shipment, 'confirmedDeparture');
    await raise(shipment, 'confirmedArrival');
    await raise(shipment, 'deliveryConfirmed');
    let list = await listOf(me);
    expect(list).toMatchObject({ unread: 3, read: 0 });
    const [first, second] = list.notifications;
    if (!first || !second) throw new Error('expected notifications');

    // Someone else's notification answers as an unknown one.
    for (const url of ['/api/user/changeNotificationStatus', '/api/user/removeNotification']) {
      const res = await exporter.post(url, { notificationId: first._id, read: true });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await me.post('/api/user/changeNotificationStatus', { notificationId: first._id, read: true }))
        .statusCode,
    ).toBe(200);
    expect(await listOf(me)).toMatchObject({ unread: 2, read: 1 });
    await me.post('/api/user/changeNotificationStatus', { notificationId: first._id, read: false });
    expect(await listOf(me)).toMatchObject({ unread: 3, read: 0 });

    expect((await me.post('/api/user/readAllNotifications', {})).statusCode).toBe(200);
    expect(await listOf(me)).toMatchObject({ unread: 0, read: 3 });
    expect((await me.post('/api/user/removeNotification', { notificationId: second._id })).statusCode).toBe(
      200,
    );
    list = await listOf(me);
    expect(list.notifications.map((n) => n._id)).not.toContain(second._id);
    expect(list.read).toBe(2);
    // The current user carries the newest notifications.
    expect((await me.get('/api/user/getUpdatedSelf')).json().user.notifications).toHaveLength(2);
  });
});

describe('sources', () => {
  it('notifies DELIVERY CONFIRMED when staff confirm a delivery request', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    await subscribe(me, shipment, ['deliveryConfirmed', 'deliveryScheduled']);
    const [request] = await t.database.query<{ id: string }>(
      `insert into delivery_requests (org_group_id, shipment_id, request_id, kind, ship_number, data_source, location_label,
         location_address, container_mode, transport_mode, dates_missing, send_via_email, created_by)
       values ($1, $2, gen_random_uuid(), 'ARRANGE', $3, 'AU', 'WAREHOUSE', '1 Dock Rd', 'FCL', 'SEA', false, false, $4) returning id`,
      [acme.id, shipment.id, shipment.shipNumber, me.user.id],
    );
    const res = await staff.post(`/api/shipments/deliveryRequests/${request?.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await listOf(me)).notifications.map((n) => n.type)).toContain('deliveryConfirmed');
  });

  it('notifies CHANGE IN ARRIVAL DATE when staff move the ETA, and keeps it in the history', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    await subscribe(me, shipment, ['changeArrivalDate']);
    const eta = new Date(NOW.getTime() + 30 * 86_400_000).toISOString();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/shipments/${shipment.shipKey}/dates`,
      headers: { cookie: staff.cookie },
      payload: { ETA: eta },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().ETA).toBe(eta);
    const [notification] = (await listOf(me)).notifications;
    expect(notification?.text).toMatch(/^Change in arrival date • ETA \d{2} \w{3} \d{4} \(was /);
    const history = (await me.get(`/api/shipments/${shipment.shipKey}/dateHistory`)).json().history;
    expect(history).toEqual([
      expect.objectContaining({
        field: 'eta',
        classifier: 'EST',
        value: eta,
        source: 'Staff',
        applied: true,
      }),
    ]);
    // A customer may not change dates; another group's shipment answers 404.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/shipments/${shipment.shipKey}/dates`,
      headers: { cookie: me.cookie },
      payload: { ETA: eta },
    });
    expect(refused.statusCode).toBe(403);
    expect((await exporter.get(`/api/shipments/${shipment.shipKey}/dateHistory`)).statusCode).toBe(404);
  });
});

describe('the outbox', () => {
  it('survives a dispatcher that crashes before its commit: the job dispatches it later, once', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    await subscribe(me, shipment, ['confirmedArrival']);
    const eventId = await db().transaction((tx) =>
      raiseNotification(t.ctx, tx, {
        type: 'confirmedArrival',
        orgGroupId: acme.id,
        shipment,
        text: 'Arrived',
      }),
    );
    // A dispatcher whose process dies after writing the notifications, before the commit.
    const crashing: AppContext = {
      ...t.ctx,
      database: {
        ...t.ctx.database,
        db: {
          ...t.ctx.database.db,
          transaction: (run: (tx: unknown) => Promise<unknown>) =>
            t.ctx.database.db.transaction(async (tx) => {
              await run(tx);
              throw new Error('crash');
            }),
        } as unknown as AppContext['database']['db'],
      },
    };
    await expect(dispatchEvent(crashing, eventId)).rejects.toThrow('crash');
    expect((await listOf(me)).notifications).toEqual([]);

    await t.ctx.jobs.drain();
    expect((await listOf(me)).notifications).toHaveLength(1);
    // Run again (a retry, another process): nothing sent twice.
    expect(await dispatchEvent(t.ctx, eventId)).toBe(0);
    await t.ctx.jobs.drain();
    expect((await listOf(me)).notifications).toHaveLength(1);
    const [event] = await db().select().from(notificationEvents).where(eq(notificationEvents.id, eventId));
    expect(event?.dispatchedAt).not.toBeNull();
  });

  it('e-mails one message per burst to users who chose e-mail for the type', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const types = defaultNotificationPreferences();
    types.confirmedArrival.email = true;
    types.confirmedDeparture.email = true;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notificationSettings',
      headers: { cookie: me.cookie },
      payload: { active: true, notificationTypes: types },
    });
    await subscribe(me, shipment, ['confirmedArrival', 'confirmedDeparture', 'deliveryConfirmed']);
    await raise(shipment, 'confirmedDeparture');
    await raise(shipment, 'confirmedArrival');
    await raise(shipment, 'deliveryConfirmed');
    const later: AppContext = { ...t.ctx, now: () => new Date(NOW.getTime() + 60_000) };
    expect(await sendNotificationEmails(later)).toBe(1);
    expect(await sendNotificationEmails(later)).toBe(0);
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, me.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('NAVIA: 2 new notifications');
    const pending = await db().select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(pending.every((n) => n.emailPendingSince === null)).toBe(true);
  });
});
