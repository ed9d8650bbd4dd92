/**
 * Carrier events (issue 11): the signed DCSA T&T 2.2 callback, applying events (once, in any order),
 * parking what matches nothing, feeds administration and the date history.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carrierEvents, containers, milestones, shipments } from '../../db/schema/index.ts';
import { DEMO_CARRIER_FEED } from '../../seed/demo-carrier.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { subscribe } from '../notifications/test-subscriptions.ts';
import { createDetailShipment } from '../shipment-detail/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';

const NOW = new Date('2026-03-04T03:00:00Z');
const SECRET = 'a-long-shared-secret-agreed-with-the-carrier-0001';
let t: TestApp;
let acme: Awaited<ReturnType<typeof createOrgGroup>>;
let admin: Agent;
let importer: Agent;
let exporter: Agent;
let feedId: string;
const db = () => t.database.db;

const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

async function post(
  events: unknown[],
  options: { secret?: string; signature?: string | null; feed?: string } = {},
) {
  const body = JSON.stringify(events);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature =
    options.signature === undefined ? sign(options.secret ?? SECRET, body) : options.signature;
  if (signature !== null) headers['notification-signature'] = signature;
  return t.app.inject({
    method: 'POST',
    url: `/api/carrierEvents/feeds/${options.feed ?? feedId}/events`,
    headers,
    payload: body,
  });
}

const hoursFrom = (base: Date, hours: number) => new Date(base.getTime() + hours * 3_600_000).toISOString();

function arrival(
  masterBill: string,
  classifier: 'EST' | 'ACT',
  at: string,
  created: string = NOW.toISOString(),
  eventID = randomUUID(),
) {
  return {
    eventID,
    eventType: 'TRANSPORT',
    eventClassifierCode: classifier,
    eventDateTime: at,
    eventCreatedDateTime: created,
    transportEventTypeCode: 'ARRI',
    transportCall: {
      transportCallID: randomUUID(),
      modeOfTransport: 'VESSEL',
      UNLocationCode: 'AUMEL',
      vessel: { vesselIMONumber: '9321483', vesselName: 'NAVIA STAR' },
    },
    documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: masterBill }],
  };
}

function discharge(containerNumber: string, at: string) {
  return {
    eventID: randomUUID(),
    eventType: 'EQUIPMENT',
    eventClassifierCode: 'ACT',
    eventDateTime: at,
    eventCreatedDateTime: NOW.toISOString(),
    equipmentEventTypeCode: 'DISC',
    equipmentReference: containerNumber,
    emptyIndicatorCode: 'LADEN',
    transportCall: { transportCallID: randomUUID(), modeOfTransport: 'VESSEL', UNLocationCode: 'AUMEL' },
  };
}

async function subscribedShipment(agent: Agent) {
  const shipment = await createDetailShipment(db(), acme.id);
  await subscribe(agent, shipment);
  return shipment;
}

const notificationsOf = async (agent: Agent) =>
  (await agent.get('/api/user/notifications')).json().notifications as { type: string; text: string }[];

const shipmentRow = async (id: number) =>
  (await db().select().from(shipments).where(eq(shipments.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  acme = await createOrgGroup(db());
  const kiwi = await createOrgGroup(db());
  admin = await loggedIn(t, { role: 'NA' });
  importer = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
  exporter = await loggedIn(t, { role: 'OP', orgGroupId: kiwi.id });
  const res = await admin.post('/api/carrierEvents/feeds', { name: 'Test carrier', secret: SECRET });
  expect(res.statusCode, res.body).toBe(200);
  feedId = res.json()._id;
  expect(res.json().callbackUrl).toMatch(new RegExp(`/api/carrierEvents/feeds/${feedId}/events$`));
  expect(res.body).not.toContain(SECRET);
});

describe('the signature', () => {
  it('refuses a missing, malformed or wrong signature with 401, and stores nothing', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const event = arrival(shipment.masterBill ?? '', 'EST', hoursFrom(NOW, 72));
    for (const signature of [
      null,
      'sha256=zz',
      sign('another-secret-of-enough-length-000000', JSON.stringify([event])),
    ]) {
      const res = await post([event], { signature });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    // An unknown feed answers as a bad signature.
    expect((await post([event], { feed: randomUUID() })).statusCode).toBe(401);
    // A signature over other bytes (the same JSON re-serialised with spaces) does not match.
    const spaced = JSON.stringify([event], null, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/carrierEvents/feeds/${feedId}/events`,
      headers: {
        'content-type': 'application/json',
        'notification-signature': sign(SECRET, JSON.stringify([event])),
      },
      payload: spaced,
    });
    expect(res.statusCode).toBe(401);
    expect(await db().select().from(carrierEvents).where(eq(carrierEvents.eventId, event.eventID))).toEqual(
      [],
    );
  });

  it('checks the signature before the body: a signed body that is not DCSA gets 400 naming the field', async () => {
    const res = await post([{ eventType: 'TRANSPORT', eventClassifierCode: 'XXX' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toContain('0.eventID');
    expect((await post([{}], { signature: 'sha256=00' })).statusCode).toBe(401);
  });

  it('accepts the demo feed the seed registers only once it exists', async () => {
    const res = await post([], { feed: DEMO_CARRIER_FEED.id, secret: DEMO_CARRIER_FEED.secret });
    expect(res.statusCode).toBe(401);
  });
});

describe('applying events', () => {
  it('moves the ETA, records it, and notifies CHANGE IN ARRIVAL DATE; a replay is applied once', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const shipment = await subscribedShipment(me);
    const eta = hoursFrom(NOW, 24 * 25);
    const event = arrival(shipment.masterBill ?? '', 'EST', eta);
    const first = await post([event]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: 1, applied: 1, duplicates: 0, unmatched: 0 });
    const replay = await post([event]);
    expect(replay.json()).toEqual({ received: 1, applied: 0, duplicates: 1, unmatched: 0 });

    expect((await shipmentRow(shipment.id))?.eta?.toISOString()).toBe(eta);
    const list = await notificationsOf(me);
    expect(list.map((n) => n.type)).toEqual(['changeArrivalDate']);
    expect(list[0]?.text).toContain('Change in arrival date • ETA ');
    expect(list[0]?.text).toContain('Source: Test carrier');
    const history = (await me.get(`/api/shipments/${shipment.shipKey}/dateHistory`)).json().history;
    expect(history).toEqual([
      expect.objectContaining({
        field: 'eta',
        classifier: 'EST',
        value: eta,
        source: 'Test carrier',
        applied: true,
      }),
    ]);
    // Another group's user sees neither the history nor a notification.
    expect((await exporter.get(`/api/shipments/${shipment.shipKey}/dateHistory`)).statusCode).toBe(404);
    expect(await notificationsOf(exporter)).toEqual([]);
  });

  it('completes ARRIVED on an actual arrival and sets the containers’ availability on discharge', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const shipment = await subscribedShipment(me);
    const [box] = await db().select().from(containers).where(eq(containers.shipmentId, shipment.id));
    if (!box) throw new Error('no container');
    const ata = hoursFrom(NOW, -2);
    const res = await post([
      arrival(shipment.masterBill ?? '', 'ACT', ata),
      discharge(box.containerNumber, hoursFrom(NOW, -1)),
    ]);
    expect(res.json()).toMatchObject({ applied: 2 });
    const row = await shipmentRow(shipment.id);
    expect(row?.ata?.toISOString()).toBe(ata);
    expect(row?.milestone).toBe('ARRIVED');
    const arrived = (await db().select().from(milestones).where(eq(milestones.shipmentId, shipment.id))).find(
      (m) => m.name === 'ARRIVED',
    );
    expect(arrived).toMatchObject({ completed: true });
    expect(arrived?.actualDate?.toISOString()).toBe(ata);
    const [after] = await db().select().from(containers).where(eq(containers.id, box.id));
    expect(after?.cargoAvailable?.toISOString()).toBe(hoursFrom(NOW, -1));
    expect((await notificationsOf(me)).map((n) => n.type)).toEqual(['confirmedArrival']);
  });

  it('never lets an older event override a newer one, nor an estimate undo an arrival', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const shipment = await subscribedShipment(me);
    const bill = shipment.masterBill ?? '';
    const newer = arrival(bill, 'EST', hoursFrom(NOW, 500), hoursFrom(NOW, 0));
    const older = arrival(bill, 'EST', hoursFrom(NOW, 400), hoursFrom(NOW, -5));
    await post([newer]);
    await post([older]);
    expect((await shipmentRow(shipment.id))?.eta?.toISOString()).toBe(hoursFrom(NOW, 500));

    await post([arrival(bill, 'ACT', hoursFrom(NOW, -1), hoursFrom(NOW, 1))]);
    await post([arrival(bill, 'EST', hoursFrom(NOW, 600), hoursFrom(NOW, 2))]);
    const row = await shipmentRow(shipment.id);
    expect(row?.milestone).toBe('ARRIVED');
    expect(row?.eta?.toISOString()).toBe(hoursFrom(NOW, 500));
    const history = (await me.get(`/api/shipments/${shipment.shipKey}/dateHistory`)).json().history as {
      applied: boolean;
      value: string;
    }[];
    expect(history.filter((h) => !h.applied).map((h) => h.value)).toEqual([
      hoursFrom(NOW, 400),
      hoursFrom(NOW, 600),
    ]);
  });

  it('parks an event that matches nothing, for an admin to read', async () => {
    const event = arrival('NO-SUCH-BILL', 'EST', hoursFrom(NOW, 48));
    const res = await post([event]);
    expect(res.json()).toEqual({ received: 1, applied: 0, duplicates: 0, unmatched: 1 });
    const parked = await admin.get('/api/carrierEvents/unmatched');
    expect(parked.statusCode).toBe(200);
    expect(parked.json().events[0]).toMatchObject({
      eventID: event.eventID,
      feedName: 'Test carrier',
      references: ['NO-SUCH-BILL'],
    });
    expect((await importer.get('/api/carrierEvents/unmatched')).statusCode).toBe(403);
  });
});

describe('feeds', () => {
  it('lists feeds without their secrets, and stops accepting a deactivated feed', async () => {
    const created = (
      await admin.post('/api/carrierEvents/feeds', { name: 'Short-lived', secret: SECRET })
    ).json();
    const list = await admin.get('/api/carrierEvents/feeds');
    expect(list.json().feeds.map((f: { name: string }) => f.name)).toContain('Short-lived');
    expect(list.body).not.toContain(SECRET);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/carrierEvents/feeds/${created._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await post([], { feed: created._id })).statusCode).toBe(401);
    // Only NA manage feeds.
    expect((await importer.post('/api/carrierEvents/feeds', { name: 'x', secret: SECRET })).statusCode).toBe(
      403,
    );
  });

  it('refuses a short secret, naming the field', async () => {
    const res = await admin.post('/api/carrierEvents/feeds', { name: 'Weak', secret: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('secret');
  });
});
