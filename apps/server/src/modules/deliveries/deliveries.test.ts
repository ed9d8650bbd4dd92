import { randomUUID } from 'node:crypto';
import { hourSlot } from '@navia/domain/rules/delivery/hour-slots';
import { NOTIFICATION_TYPES } from '@navia/domain/rules/notifications';
import { eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  containers,
  deliveryRequests,
  orgAddresses,
  organisations,
  outboxEmails,
  ports,
} from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, createContainer, createShipment, loggedIn } from '../shipments/test-factories.ts';

// Wednesday 4 March 2026; Monday 9 March is Labour Day in Victoria.
const NOW = new Date('2026-03-04T03:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const DATES = {
  cargoAvailable: day('2026-03-02'),
  cargoStorage: day('2026-03-10'),
  emptyReturnedBy: day('2026-03-20'),
};

let t: TestApp;
let mine: Awaited<ReturnType<typeof createOrgGroup>>;
let theirs: Awaited<ReturnType<typeof createOrgGroup>>;
let me: Agent;
let stranger: Agent;
let staff: Agent;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  mine = await createOrgGroup(db());
  theirs = await createOrgGroup(db());
  me = await loggedIn(t, { role: 'OP', orgGroupId: mine.id });
  stranger = await loggedIn(t, { role: 'OP', orgGroupId: theirs.id });
  staff = await loggedIn(t, { role: 'NU' });
});

/** An FCL import to Melbourne with two deliverable containers (or as overridden). */
async function fclImport(overrides: Parameters<typeof createShipment>[2] = {}, group = mine.id) {
  const shipment = await createShipment(db(), group, { shipStateDest: 'VIC', ...overrides });
  const a = await createContainer(db(), group, shipment.id, DATES);
  const b = await createContainer(db(), group, shipment.id, DATES);
  return { shipment, a, b };
}

type Shipment = Awaited<ReturnType<typeof createShipment>>;

const info = (s: Shipment) => ({
  ContainerMode: s.packing,
  TransportMode: s.transportMode,
  Direction: s.direction,
  additionalNotes: 'gate 3',
});

const arrangeContainer = (ContainerNumber: string, overrides: Record<string, unknown> = {}) => ({
  ContainerNumber,
  dropMode: { value: 'SDL', label: 'Side loader drop' },
  pickupTime: hourSlot(9),
  deliveryDate: '05/03/2026',
  deliveryDateReturn: null,
  pickupTimeReturn: null,
  ...overrides,
});

function arrangeBody(s: Shipment, boxes: object[], overrides: Record<string, unknown> = {}) {
  return {
    kind: 'ARRANGE',
    requestId: randomUUID(),
    ShipKey: s.shipKey,
    ShipNumber: s.shipNumber,
    DataSource: s.dataSource,
    OrdNumber: null,
    location: { _id: null, label: 'WAREHOUSE', address: '1 Dock Rd, Melbourne' },
    info: info(s),
    VGMRequired: null,
    sendViaEmail: true,
    flag: false,
    containers: boxes,
    ...overrides,
  };
}

const arrange = (agent: Agent, body: object) => agent.post('/api/shipments/arrangeTransport', body);
const requestsOf = (s: Shipment) =>
  db().select().from(deliveryRequests).where(eq(deliveryRequests.shipmentId, s.id));

describe('POST /api/shipments/getPublicHolidays', () => {
  const holidays = async (agent: Agent, shipKey: string, year = 2026) => {
    const res = await agent.post('/api/shipments/getPublicHolidays', { year, shipKey });
    expect(res.statusCode).toBe(200);
    return (res.json() as { date: { iso: string } }[]).map((h) => h.date.iso);
  };

  it('answers [{date: {iso}}] for AU-VIC, including the state holiday', async () => {
    const { shipment } = await fclImport();
    const days = await holidays(me, shipment.shipKey);
    expect(days).toContain('2026-01-26');
    expect(days).toContain('2026-03-09');
  });

  it('uses the destination port state when ShipStateDest is empty', async () => {
    const code = `AU${unique().slice(0, 3).toUpperCase()}`;
    await db()
      .insert(ports)
      .values({ code, name: 'Brisbane test', country: 'AU', state: 'QLD', latitude: 0, longitude: 0 });
    const shipment = await createShipment(db(), mine.id, { destination: code, shipStateDest: null });
    const days = await holidays(me, shipment.shipKey);
    expect(days).toContain('2026-05-04'); // Queensland Labour Day
    expect(days).not.toContain('2026-03-09');
  });

  it.each([
    ['NZ', 'NZAKL', '2026-02-06'],
    ['US', 'USCHI', '2026-11-26'],
    ['MY', 'MYPKG', '2026-08-31'],
    ['HU', 'HUBUD', '2026-03-15'],
  ])('answers the public holidays of %s', async (_country, destination, expected) => {
    const shipment = await createShipment(db(), mine.id, { destination, shipStateDest: null });
    expect(await holidays(me, shipment.shipKey)).toContain(expected);
  });

  it('answers 404 for a shipment of another group', async () => {
    const { shipment } = await fclImport({}, theirs.id);
    const res = await me.post('/api/shipments/getPublicHolidays', { year: 2026, shipKey: shipment.shipKey });
    expect(res.statusCode).toBe(404);
  });

  it("answers a country's public holidays (a new booking's origin), in any letter case", async () => {
    const res = await me.post('/api/shipments/getPublicHolidays', { year: 2026, country: 'cn' });
    expect(res.statusCode).toBe(200);
    const days = (res.json() as { date: { iso: string } }[]).map((h) => h.date.iso);
    expect(days).toContain('2026-10-01'); // National Day
  });

  it('answers no holidays for a country without holiday data', async () => {
    const res = await me.post('/api/shipments/getPublicHolidays', { year: 2026, country: 'XX' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it.each([
    [{ year: 2026 }, 'shipKey'],
    [{ year: 2026, shipKey: 'AU-S01009240', country: 'AU' }, 'country'],
    [{ year: 2026, country: 'AUS' }, 'country'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const res = await me.post('/api/shipments/getPublicHolidays', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });
});

describe('POST /api/org/address, deliveryAddress, orgAddresses', () => {
  let buyerCode: string;
  beforeAll(async () => {
    buyerCode = `BUY${unique().toUpperCase()}`;
    for (const group of [mine.id, theirs.id]) {
      const [org] = await db()
        .insert(organisations)
        .values({ orgGroupId: group, code: buyerCode, name: `Buyer ${buyerCode}`, country: 'AU' })
        .returning();
      if (!org) throw new Error('no organisation');
      await db()
        .insert(orgAddresses)
        .values([
          {
            orgGroupId: group,
            organisationId: org.id,
            label: group === mine.id ? 'MAIN WAREHOUSE' : 'THEIR DEPOT',
            address1: '1 Dock Rd',
            city: 'Melbourne',
            state: 'VIC',
            postcode: '3000',
            country: 'AU',
            fclEquipment: 'TRL',
            lclEquipment: 'HUL',
            airEquipment: 'HWL',
          },
          {
            orgGroupId: group,
            organisationId: org.id,
            label: 'HEAD OFFICE',
            address1: '2 Office St',
            city: 'Melbourne',
            country: 'AU',
            isDelivery: false,
          },
        ]);
    }
  });

  it('answers the buyer’s saved addresses with their equipment defaults, only in scope', async () => {
    const res = await me.post('/api/org/address', { buyerCode });
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: { label: string; FCLEquipment: string; address: string }[] };
    expect(result.map((a) => a.label).sort()).toEqual(['HEAD OFFICE', 'MAIN WAREHOUSE']);
    expect(result.find((a) => a.label === 'MAIN WAREHOUSE')).toMatchObject({
      FCLEquipment: 'TRL',
      LCLEquipment: 'HUL',
      AirEquipment: 'HWL',
      address: '1 Dock Rd, Melbourne, VIC, 3000, AU',
    });
  });

  it('deliveryAddress answers only delivery addresses', async () => {
    const res = await me.post('/api/org/deliveryAddress', { buyerCode });
    expect((res.json() as { result: { label: string }[] }).result.map((a) => a.label)).toEqual([
      'MAIN WAREHOUSE',
    ]);
  });

  it('orgAddresses filters by organisation, label or city within the scope', async () => {
    const res = await stranger.post('/api/org/orgAddresses', { filter: buyerCode });
    const labels = (res.json() as { result: { label: string }[] }).result.map((a) => a.label).sort();
    expect(labels).toEqual(['HEAD OFFICE', 'THEIR DEPOT']);
  });
});

describe('POST /api/shipments/arrangeTransport', () => {
  it('stores the request, e-mails the team through the outbox and marks the containers', async () => {
    const { shipment, a, b } = await fclImport();
    const body = arrangeBody(shipment, [
      arrangeContainer(a.containerNumber, {
        deliveryDateReturn: '12/03/2026',
        pickupTimeReturn: hourSlot(10),
      }),
      arrangeContainer(b.containerNumber, { deliveryDate: '11/03/2026' }),
    ]);
    const res = await arrange(me, body);
    expect(res.statusCode).toBe(200);
    const { deliveryRequest, replayed } = res.json();
    expect(replayed).toBe(false);
    expect(deliveryRequest).toMatchObject({
      kind: 'ARRANGE',
      status: 'REQUESTED',
      additionalNotes: 'GATE 3',
      flag: false,
      ShipKey: shipment.shipKey,
    });
    expect(deliveryRequest.containers[0]).toMatchObject({
      deliveryDate: '05/03/2026',
      pickupTime: hourSlot(9),
      deliveryDateReturn: '12/03/2026',
      willIncurStorageDelivery: false,
    });
    // hub §4: a delivery date after the storage date will incur storage.
    expect(deliveryRequest.containers[1].willIncurStorageDelivery).toBe(true);

    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${shipment.shipNumber}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(t.ctx.config.NAVIA_TEAM_EMAIL);
    expect(mails[0]?.textBody).toContain(a.containerNumber);
    // Delivery is the deliver-email job's; without SMTP_URL it marks the message LOGGED.
    await t.ctx.jobs.drain();
    const [delivered] = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, mails[0]?.id ?? ''));
    expect(delivered?.status).toBe('LOGGED');
    const marked = await db()
      .select()
      .from(containers)
      .where(inArray(containers.id, [a.id, b.id]));
    expect(marked.every((c) => c.deliveryRequested)).toBe(true);
  });

  it('is idempotent: a repeated submit with the same requestId creates one request, one e-mail and one notification', async () => {
    const { shipment, a } = await fclImport();
    const subscribed = await me.post('/api/user/recordNotificationSettings', {
      recordKey: shipment.shipKey,
      clientRecordKey: shipment.shipNumber,
      flags: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, type === 'deliveryScheduled'])),
      isShipment: true,
      DataSource: shipment.dataSource,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const body = arrangeBody(shipment, [arrangeContainer(a.containerNumber)]);
    const first = await arrange(me, body);
    const second = await arrange(me, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().replayed).toBe(true);
    expect(second.json().deliveryRequest._id).toBe(first.json().deliveryRequest._id);
    expect(await requestsOf(shipment)).toHaveLength(1);
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${shipment.shipNumber}%`));
    expect(mails).toHaveLength(1);
    // issue 11: the record's subscriber hears of it once (DELIVERY SCHEDULED).
    await t.ctx.jobs.drain();
    const heard = (await me.get('/api/user/notifications')).json().notifications as {
      type: string;
      shipmentID: string;
    }[];
    expect(heard.filter((n) => n.shipmentID === shipment.shipKey).map((n) => n.type)).toEqual([
      'deliveryScheduled',
    ]);
  });

  it('stores the flag when the storage date is missing, whatever the browser says', async () => {
    const shipment = await createShipment(db(), mine.id, { shipStateDest: 'VIC' });
    const box = await createContainer(db(), mine.id, shipment.id, { ...DATES, cargoStorage: null });
    const res = await arrange(
      me,
      arrangeBody(shipment, [arrangeContainer(box.containerNumber)], { flag: false }),
    );
    expect(res.json().deliveryRequest.flag).toBe(true);
  });

  it('stores a custom address', async () => {
    const { shipment, a } = await fclImport();
    const location = { _id: null, label: 'CUSTOM ADDRESS', address: '', customAddress: '9 New Rd, Geelong' };
    const res = await arrange(me, arrangeBody(shipment, [arrangeContainer(a.containerNumber)], { location }));
    expect(res.json().deliveryRequest.location.customAddress).toBe('9 New Rd, Geelong');
  });

  it('books an earliest delivery for an LCL shipment: first selectable day, AM = 9:00AM', async () => {
    const shipment = await createShipment(db(), mine.id, { packing: 'LCL', shipStateDest: 'VIC' });
    const box = await createContainer(db(), mine.id, shipment.id, DATES);
    const res = await arrange(me, {
      ...arrangeBody(shipment, [{ ContainerNumber: box.containerNumber }]),
      kind: 'EARLIEST',
      dropMode: { value: 'TRL', label: 'Trailer drop' },
      period: 'AM',
      emptyReturnBy: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveryRequest).toMatchObject({ kind: 'EARLIEST', period: 'AM' });
    expect(res.json().deliveryRequest.containers[0]).toMatchObject({
      deliveryDate: '05/03/2026',
      pickupTime: { text: '9:00AM', twentyFourHourText: '09', index: 10 },
    });
  });

  it('answers 404 for a shipment of another group (tenant isolation)', async () => {
    const { shipment, a } = await fclImport({}, theirs.id);
    const res = await arrange(me, arrangeBody(shipment, [arrangeContainer(a.containerNumber)]));
    expect(res.statusCode).toBe(404);
  });
});

describe('arrangeTransport refuses what the wizard refuses', () => {
  let s: Shipment;
  let a: { containerNumber: string };
  let booked: { containerNumber: string };
  let confirmed: { containerNumber: string };
  let exportShipment: Shipment;
  let exportBox: { containerNumber: string };
  beforeAll(async () => {
    ({ shipment: s, a } = await fclImport());
    booked = await createContainer(db(), mine.id, s.id, {
      ...DATES,
      bookedFlag: 1,
      confirmedDelivery: day('2026-03-06'),
    });
    confirmed = await createContainer(db(), mine.id, s.id, {
      ...DATES,
      confirmedDelivery: day('2026-03-06'),
    });
    exportShipment = await createShipment(db(), mine.id, { direction: 'EXPORT', shipStateDest: 'VIC' });
    exportBox = await createContainer(db(), mine.id, exportShipment.id, DATES);
  });

  const refuses = async (body: object, text?: string) => {
    const res = await arrange(me, body);
    expect(res.statusCode).toBe(400);
    if (text) expect(res.json().message).toContain(text);
    return res;
  };
  const one = (overrides: Record<string, unknown>) =>
    arrangeBody(s, [arrangeContainer(a.containerNumber, overrides)]);

  it('hub §5: containers non-empty', () => refuses(arrangeBody(s, [])));
  it('hub §4: ALL must be expanded to the containers', () =>
    refuses(arrangeBody(s, [arrangeContainer('ALL')]), 'ALL MUST BE EXPANDED'));
  it('hub §5: each container needs a mode', () => refuses(one({ dropMode: null }), 'A MODE IS REQUIRED'));
  it('hub §5: a mode the packing/direction does not offer', () =>
    refuses(one({ dropMode: { value: 'SNV', label: 'x' } }), 'NOT AVAILABLE'));
  it('hub §5: each container needs a date', () => refuses(one({ deliveryDate: null }), 'A DATE IS REQUIRED'));
  it('hub §9: submitted dates are DD/MM/YYYY', () =>
    refuses(one({ deliveryDate: '2026-03-05' }), 'DD/MM/YYYY'));
  it('hub §5: each container needs a pickup time', () => refuses(one({ pickupTime: null }), 'PROPOSED TIME'));
  it('hub §9: pickup hours 7 to 16', () => refuses(one({ pickupTime: hourSlot(17) }), '7:00AM AND 4:00PM'));
  it('hub §5: a location with an address', () =>
    refuses(
      arrangeBody(s, [arrangeContainer(a.containerNumber)], {
        location: { label: 'WAREHOUSE', address: '' },
      }),
    ));
  it('hub §5: custom text required when CUSTOM ADDRESS', () =>
    refuses(
      arrangeBody(s, [arrangeContainer(a.containerNumber)], {
        location: { label: 'CUSTOM ADDRESS', address: '', customAddress: '' },
      }),
    ));
  it('hub §5: notes at most 500 characters', () =>
    refuses(
      arrangeBody(s, [arrangeContainer(a.containerNumber)], {
        info: { ...info(s), additionalNotes: 'x'.repeat(501) },
      }),
    ));
  it('hub §5: VGM REQUIRED must be answered for FCL non-import', () =>
    refuses(arrangeBody(exportShipment, [arrangeContainer(exportBox.containerNumber)]), 'VGM'));
  it('hub §9: a return only for FCL in SDL, SNV, TRL or DNV', () =>
    refuses(
      one({
        dropMode: { value: 'WUP', label: 'x' },
        deliveryDateReturn: '12/03/2026',
        pickupTimeReturn: hourSlot(9),
      }),
      'A RETURN IS ONLY POSSIBLE',
    ));
  it('hub §5: the return date minimum (later of storage date or delivery date + 1)', () =>
    refuses(
      one({ deliveryDateReturn: '09/03/2026', pickupTimeReturn: hourSlot(9) }),
      'EARLIEST RETURN DATE',
    ));
  it('hub §5: the picker disables past days', () =>
    refuses(one({ deliveryDate: '02/03/2026' }), 'CANNOT BE SELECTED'));
  it('hub §5: the picker disables today', () =>
    refuses(one({ deliveryDate: '04/03/2026' }), 'CANNOT BE SELECTED'));
  it('hub §5: the picker disables weekends', () =>
    refuses(one({ deliveryDate: '07/03/2026' }), 'CANNOT BE SELECTED'));
  it('hub §5: the picker disables public holidays of the destination state', () =>
    refuses(one({ deliveryDate: '09/03/2026' }), 'CANNOT BE SELECTED'));
  it('hub §5: the picker disables days before the first available day', async () => {
    const shipment = await createShipment(db(), mine.id, { shipStateDest: 'VIC' });
    const late = await createContainer(db(), mine.id, shipment.id, {
      ...DATES,
      cargoAvailable: day('2026-03-06'),
    });
    await refuses(arrangeBody(shipment, [arrangeContainer(late.containerNumber)]), 'CANNOT BE SELECTED');
  });
  it('containers must be on the shipment', () =>
    refuses(arrangeBody(s, [arrangeContainer('ZZZU0000000')]), 'NOT ON THE SHIPMENT'));
  it('hub §2: containers with BookedFlag 1 are refused', () =>
    refuses(arrangeBody(s, [arrangeContainer(booked.containerNumber)]), 'ALREADY BOOKED'));
  it('hub §4: a container whose delivery is confirmed is refused', () =>
    refuses(arrangeBody(s, [arrangeContainer(confirmed.containerNumber)]), 'ALREADY BOOKED'));
  it('the body must name the stored shipment’s packing and direction', () =>
    refuses(
      arrangeBody(s, [arrangeContainer(a.containerNumber)], { info: { ...info(s), ContainerMode: 'LCL' } }),
    ));
  it('hub §5: earliest delivery needs a period', () =>
    refuses({
      ...arrangeBody(s, [{ ContainerNumber: a.containerNumber }]),
      kind: 'EARLIEST',
      dropMode: { value: 'SDL', label: 'x' },
      period: null,
      emptyReturnBy: '20/03/2026',
    }));
  it('hub §5: FCL earliest delivery needs an empty-return-by date', () =>
    refuses({
      ...arrangeBody(s, [{ ContainerNumber: a.containerNumber }]),
      kind: 'EARLIEST',
      dropMode: { value: 'SDL', label: 'x' },
      period: 'PM',
      emptyReturnBy: null,
    }));
  it('hub §4: earliest delivery is refused while the cargo is not available', async () => {
    const shipment = await createShipment(db(), mine.id, { packing: 'LCL', shipStateDest: 'VIC' });
    const box = await createContainer(db(), mine.id, shipment.id, {
      cargoAvailable: null,
      cargoStorage: null,
    });
    await refuses(
      {
        ...arrangeBody(shipment, [{ ContainerNumber: box.containerNumber }]),
        kind: 'EARLIEST',
        dropMode: { value: 'TRL', label: 'x' },
        period: 'AM',
        emptyReturnBy: null,
      },
      'NOT AVAILABLE YET',
    );
  });
  it('stores nothing for a refused submit', async () => {
    expect(await requestsOf(s)).toHaveLength(0);
  });
});

describe('delivery requests: list and confirm', () => {
  let shipment: Shipment;
  let boxes: { id: number; containerNumber: string }[];
  let requestId: string;
  beforeAll(async () => {
    const made = await fclImport();
    shipment = made.shipment;
    boxes = [made.a, made.b];
    const res = await arrange(
      me,
      arrangeBody(
        shipment,
        boxes.map((b) => arrangeContainer(b.containerNumber)),
      ),
    );
    requestId = res.json().deliveryRequest._id;
  });

  it('lists a shipment’s requests to its own users and to staff, 404 to another group', async () => {
    const url = `/api/shipments/${shipment.shipKey}/deliveryRequests`;
    expect((await me.get(url)).json().result).toHaveLength(1);
    expect((await staff.get(url)).json().result[0]._id).toBe(requestId);
    expect((await stranger.get(url)).statusCode).toBe(404);
  });

  it('only NU and above may confirm', async () => {
    const res = await me.post(`/api/shipments/deliveryRequests/${requestId}/confirm`, {});
    expect(res.statusCode).toBe(403);
    expect((await stranger.post(`/api/shipments/deliveryRequests/${requestId}/confirm`, {})).statusCode).toBe(
      403,
    );
  });

  it('confirming sets ConfirmedDelivery, after which the containers cannot be requested again', async () => {
    const res = await staff.post(`/api/shipments/deliveryRequests/${requestId}/confirm`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CONFIRMED' });
    const rows = await db()
      .select()
      .from(containers)
      .where(
        inArray(
          containers.id,
          boxes.map((b) => b.id),
        ),
      );
    expect(rows.map((r) => r.confirmedDelivery?.toISOString())).toEqual([
      '2026-03-05T00:00:00.000Z',
      '2026-03-05T00:00:00.000Z',
    ]);
    expect(rows.every((r) => r.bookedFlag === 1)).toBe(true);
    const again = await staff.post(`/api/shipments/deliveryRequests/${requestId}/confirm`, {});
    expect(again.statusCode).toBe(409);
    const retry = await arrange(
      me,
      arrangeBody(shipment, [arrangeContainer(boxes[0]?.containerNumber ?? '')]),
    );
    expect(retry.statusCode).toBe(400);
  });

  it('LCL cargo lines share their box number: the request and its confirmation cover every line', async () => {
    const lcl = await createShipment(db(), mine.id, { packing: 'LCL', shipStateDest: 'VIC' });
    const first = await createContainer(db(), mine.id, lcl.id, DATES);
    const second = await createContainer(db(), mine.id, lcl.id, {
      ...DATES,
      containerNumber: first.containerNumber,
    });
    const res = await arrange(
      me,
      arrangeBody(lcl, [
        arrangeContainer(first.containerNumber, { dropMode: { value: 'TRL', label: 'Trailer' } }),
      ]),
    );
    expect(res.statusCode).toBe(200);
    const lines = () =>
      db()
        .select()
        .from(containers)
        .where(inArray(containers.id, [first.id, second.id]));
    expect((await lines()).every((r) => r.deliveryRequested)).toBe(true);
    const confirm = await staff.post(
      `/api/shipments/deliveryRequests/${res.json().deliveryRequest._id}/confirm`,
      {},
    );
    expect(confirm.statusCode).toBe(200);
    expect((await lines()).map((r) => [r.bookedFlag, r.confirmedDelivery?.toISOString()])).toEqual([
      [1, '2026-03-05T00:00:00.000Z'],
      [1, '2026-03-05T00:00:00.000Z'],
    ]);
  });

  it('decision 008: arranging is not offered once every container of an FCL shipment is booked', async () => {
    const { shipment, a, b } = await fclImport();
    await db()
      .update(containers)
      .set({ bookedFlag: 1 })
      .where(inArray(containers.id, [a.id, b.id]));
    const res = await arrange(me, arrangeBody(shipment, [arrangeContainer(a.containerNumber)]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ARRANGING TRANSPORT IS NOT AVAILABLE FOR THIS SHIPMENT');
  });

  it('answers 404 to confirm an unknown request', async () => {
    expect((await staff.post(`/api/shipments/deliveryRequests/${randomUUID()}/confirm`, {})).statusCode).toBe(
      404,
    );
  });
});

describe("'today' is the caller's home-country day", () => {
  // 14:00 UTC on Wednesday 4 March is already 01:00 on Thursday 5 March in Melbourne.
  const LATE = new Date('2026-03-04T14:00:00Z');
  let late: TestApp;
  beforeAll(async () => {
    late = await createTestApp({ now: () => LATE });
  });

  it('refuses 5 March as today for an AU user, and accepts it for a US user (still 4 March there)', async () => {
    const group = await createOrgGroup(late.database.db);
    const au = await loggedIn(late, { role: 'OP', orgGroupId: group.id, homeCountry: 'AU' });
    const us = await loggedIn(late, { role: 'OP', orgGroupId: group.id, homeCountry: 'US' });
    const shipment = await createShipment(late.database.db, group.id, { shipStateDest: 'VIC' });
    const box = await createContainer(late.database.db, group.id, shipment.id, DATES);
    const body = () => arrangeBody(shipment, [arrangeContainer(box.containerNumber)]);
    const refused = await arrange(au, body());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('THIS DATE CANNOT BE SELECTED');
    expect((await arrange(us, body())).statusCode).toBe(200);
  });
});

describe('delivery events', () => {
  const listenToDeliveryEvents = () => {
    const events: { name: string; payload: { deliveryRequestId: string }; committed: boolean }[] = [];
    const record = (name: string) => async (payload: { deliveryRequestId: string }) => {
      // Read outside the transaction: the row is visible only once it committed.
      const [row] = await db()
        .select()
        .from(deliveryRequests)
        .where(eq(deliveryRequests.id, payload.deliveryRequestId));
      events.push({
        name,
        payload,
        committed: name === 'deliveryConfirmed' ? row?.status === 'CONFIRMED' : row !== undefined,
      });
    };
    const offs = [
      t.ctx.events.on('deliveryRequested', record('deliveryRequested')),
      t.ctx.events.on('deliveryConfirmed', record('deliveryConfirmed')),
    ];
    return {
      events,
      off: () => {
        for (const off of offs) off();
      },
    };
  };

  it('emits deliveryRequested after the request committed, once however often it is submitted', async () => {
    const listener = listenToDeliveryEvents();
    try {
      const { shipment, a } = await fclImport();
      const body = arrangeBody(shipment, [arrangeContainer(a.containerNumber)]);
      const res = await arrange(me, body);
      expect(res.statusCode).toBe(200);
      expect((await arrange(me, body)).json().replayed).toBe(true);
      expect(listener.events).toEqual([
        {
          name: 'deliveryRequested',
          committed: true,
          payload: {
            deliveryRequestId: res.json().deliveryRequest._id,
            kind: 'ARRANGE',
            orgGroupId: mine.id,
            shipmentId: shipment.id,
            shipKey: shipment.shipKey,
            containerNumbers: [a.containerNumber],
            requestedBy: me.user.id,
            occurredAt: NOW.toISOString(),
          },
        },
      ]);
    } finally {
      listener.off();
    }
  });

  it('emits nothing when the transaction rolls back', async () => {
    const outboxDown = await createTestApp({
      now: () => NOW,
      mailer: {
        enqueue: async () => {
          throw new Error('outbox unavailable');
        },
        deliverQueued: async () => {},
      },
    });
    const seen: unknown[] = [];
    outboxDown.ctx.events.on('deliveryRequested', (payload) => {
      seen.push(payload);
    });
    const { shipment, a } = await fclImport();
    const res = await outboxDown.app.inject({
      method: 'POST',
      url: '/api/shipments/arrangeTransport',
      payload: arrangeBody(shipment, [arrangeContainer(a.containerNumber)]),
      headers: { cookie: me.cookie },
    });
    expect(res.statusCode).toBe(500);
    expect(await requestsOf(shipment)).toHaveLength(0);
    expect(seen).toEqual([]);
  });

  it('emits deliveryConfirmed after the confirmation committed, and not for a second confirmation', async () => {
    const { shipment, a } = await fclImport();
    const res = await arrange(me, arrangeBody(shipment, [arrangeContainer(a.containerNumber)]));
    const id = res.json().deliveryRequest._id;
    const listener = listenToDeliveryEvents();
    try {
      expect((await staff.post(`/api/shipments/deliveryRequests/${id}/confirm`, {})).statusCode).toBe(200);
      expect((await staff.post(`/api/shipments/deliveryRequests/${id}/confirm`, {})).statusCode).toBe(409);
      expect(listener.events).toEqual([
        {
          name: 'deliveryConfirmed',
          committed: true,
          payload: {
            deliveryRequestId: id,
            orgGroupId: mine.id,
            shipmentId: shipment.id,
            shipKey: shipment.shipKey,
            confirmedBy: staff.user.id,
            occurredAt: NOW.toISOString(),
          },
        },
      ]);
    } finally {
      listener.off();
    }
  });
});
