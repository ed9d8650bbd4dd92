import { beforeAll, describe, expect, it } from 'vitest';
import { contracts, favourites, priorityRecords, supportContacts } from '../../db/schema/index.ts';
import { createFactorTableEmissions } from '../../integrations/emissions.ts';
import { scopeOf } from '../../lib/scope.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { totalCo2eOf } from '../emissions/shipment-emissions.ts';
import { BASE, createDetailOrder, createDetailShipment } from './test-records.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof createOrgGroup>>;
let theirs: Awaited<ReturnType<typeof createOrgGroup>>;
let me: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
let staffCookie: string;
let fcl: Awaited<ReturnType<typeof createDetailShipment>>;
let lcl: Awaited<ReturnType<typeof createDetailShipment>>;
let air: Awaited<ReturnType<typeof createDetailShipment>>;
let foreign: Awaited<ReturnType<typeof createDetailShipment>>;
let order: Awaited<ReturnType<typeof createDetailOrder>>;
let secondOrder: Awaited<ReturnType<typeof createDetailOrder>>;
let plannedOrder: Awaited<ReturnType<typeof createDetailOrder>>;

const db = () => t.database.db;

function call(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, as = cookie) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: as },
    ...(payload === undefined ? {} : { payload }),
  });
}

const general = (key: string, body: Record<string, unknown> = {}, as = cookie) =>
  call('POST', `/api/shipments/${encodeURIComponent(key)}/details/general`, body, as);

beforeAll(async () => {
  // Five days after the test records' base date, and moving, so notes written in a row stay ordered.
  const started = Date.now();
  t = await createTestApp({ now: () => new Date(BASE.getTime() + 5 * 86_400_000 + (Date.now() - started)) });
  mine = await createOrgGroup(db());
  theirs = await createOrgGroup(db());
  me = await createUser(db(), { role: 'OP', orgGroupId: mine.id, fullname: 'James Walker' });
  const staff = await createUser(db(), { role: 'NU' });
  cookie = (await signIn(t.app, me.email, TEST_PASSWORD)).cookie;
  staffCookie = (await signIn(t.app, staff.email, TEST_PASSWORD)).cookie;
  fcl = await createDetailShipment(db(), mine.id, 'FCL', { clientShipmentId: 'ACM-2612345' });
  lcl = await createDetailShipment(db(), mine.id, 'LCL');
  air = await createDetailShipment(db(), mine.id, 'AIR', { chargeableWeight: 500 });
  foreign = await createDetailShipment(db(), theirs.id, 'FCL');
  order = await createDetailOrder(db(), mine.id, fcl.id, { departureVessel: 'ORDER VESSEL' });
  secondOrder = await createDetailOrder(db(), mine.id, fcl.id);
  plannedOrder = await createDetailOrder(db(), mine.id, null, { ordStatus: 'PLC' });
});

describe('POST /api/shipments/{id}/details/general', () => {
  it('answers the hub §3 detail fields of a shipment', async () => {
    const res = await general(fcl.shipKey, { shipKey: fcl.shipKey, shipOrd: '-' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'OrdNumberFull',
        'ShipOrderReference',
        'ShipNumber',
        'TransportMode',
        'Destination',
        'DataSource',
        'OrdDate',
        'OrdExWorks',
        'OrdInStore',
        'ATA',
        'ATD',
        'hasATA',
        'hasATD',
        'isFavourite',
        'Priority',
        'clientShipmentIdt',
        'upsAwbNumber',
        'fedexAwbNumber',
        'carnetNumber',
        'Containers',
        'ShipmentContainersDetail',
        'SKUDetails',
      ]),
    );
    expect(body).toMatchObject({
      RecordType: 'SHIPMENT',
      ShipKey: fcl.shipKey,
      ShipNumber: fcl.shipNumber,
      OrdNumberFull: order.ordNumberFull,
      TransportMode: 'SEA',
      ContainerMode: 'FCL',
      OriginName: 'Shanghai Test',
      DestName: 'Melbourne Test',
      hasATD: true,
      hasATA: false,
      ATA: null,
      clientShipmentIdt: 'ACM-2612345',
      isFavourite: false,
      Priority: false,
    });
    expect(body.Containers).toHaveLength(2);
    expect(body.Containers[0].Products.map((p: { Line: number }) => p.Line)).toEqual([1, 2, 3]);
    expect(body.Containers[0].Products[1]).toMatchObject({
      PartNo: 'HW-200',
      IsPriority: true,
      Quantity: 24,
    });
    expect(body.Containers[1].Products).toEqual([]);
    expect(body.SKUDetails).toHaveLength(3);
    expect(body.ShipmentContainersDetail[1].ActualDelivery).toBe('2026-03-25T00:00:00.000Z');
    // What the delivery dialogs need (hub §3 container row and the parties' codes).
    expect(body.SupplierCode).toBe(fcl.supplierCode);
    expect(body.ConsigneeCode).toBe(fcl.consigneeCode);
    expect(body.DeliveryContainers).toHaveLength(2);
    expect(Object.keys(body.DeliveryContainers[0])).toEqual(
      expect.arrayContaining([
        'ShipCargoAvailable',
        'ShipCargoStorage',
        'EmptyReturnedBy',
        'ConfirmedDelivery',
      ]),
    );
  });

  it('computes TotalCO2e over the legs: 3,789.05 km and 6,054.00 km by sea × 1.15 × 18.5 t × 16 g/tkm', async () => {
    // 1,289.79 kg + 2,060.78 kg (see packages/domain rules/emissions.test.ts)
    const res = await general(fcl.shipKey);
    expect(res.json().TotalCO2e).toBeCloseTo(3350.57, 2);
  });

  it('picks the order named by shipOrd on a shipment with several orders', async () => {
    const res = await general(fcl.shipKey, { shipKey: fcl.shipKey, shipOrd: secondOrder.ordKey });
    expect(res.json().OrdNumberFull).toBe(secondOrder.ordNumberFull);
  });

  it('opens an order key as an order, with its shipment', async () => {
    const res = await general(order.ordKey, { shipKey: fcl.shipKey, shipOrd: order.ordKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      RecordType: 'ORDER',
      OrdKey: order.ordKey,
      ShipNumber: fcl.shipNumber,
    });
  });

  it('opens an order on no shipment, without containers or CO2', async () => {
    const res = await general(plannedOrder.ordKey);
    expect(res.json()).toMatchObject({
      RecordType: 'ORDER',
      ShipKey: null,
      ShipNumber: null,
      Containers: [],
      TotalCO2e: null,
      OrdExWorks: plannedOrder.exWorks?.toISOString(),
    });
  });

  it('links an order made from a connect contract back to it (issue 16), and answers null otherwise', async () => {
    const [contract] = await db()
      .insert(contracts)
      .values({
        orgGroupId: mine.id,
        contractType: 'BUYING',
        status: 'ORDER CREATION',
        creatorSide: 'buyer',
        referenceNumber: `PO-LINK-${plannedOrder.id}`,
        orderId: plannedOrder.id,
      })
      .returning();
    expect((await general(plannedOrder.ordKey)).json().Contract).toEqual({
      _id: contract?.id,
      referenceNumber: `PO-LINK-${plannedOrder.id}`,
      status: 'ORDER CREATION',
    });
    expect((await general(lcl.shipKey)).json().Contract).toBeNull();
  });

  it("reflects the caller's favourite and the group's priority for the opened key", async () => {
    await db().insert(favourites).values({
      userId: me.id,
      orgGroupId: mine.id,
      recordKey: lcl.shipKey,
      recordNumber: lcl.shipNumber,
      isShipment: true,
      dataSource: 'AU',
    });
    await db().insert(priorityRecords).values({
      orgGroupId: mine.id,
      recordKey: lcl.shipKey,
      recordNumber: lcl.shipNumber,
      isShipment: true,
      dataSource: 'AU',
    });
    const res = await general(lcl.shipKey);
    expect(res.json()).toMatchObject({ isFavourite: true, Priority: true });
  });

  it('gives LCL cargo lines their description, pieces and volume', async () => {
    const res = await general(lcl.shipKey);
    expect(res.json().Containers[0]).toMatchObject({
      ContainerDescription: 'STAINLESS STEEL COOKWARE SET 10PC IN GIFT BOX',
      ContainerPieces: 4,
      ContainerVolume: 1.2,
    });
  });

  it('lets staff open any group', async () => {
    expect((await general(foreign.shipKey, {}, staffCookie)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/shipments/${fcl.shipKey}/details/general`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  const calls = (key: string): [string, () => ReturnType<typeof call>][] => [
    ['general', () => general(key)],
    ['transport', () => call('POST', `/api/shipments/${key}/details/transport`, {})],
    [
      'milestones',
      () => call('POST', `/api/shipments/${key}/details/milestones`, { shipKey: key, ordKey: '-' }),
    ],
    ['edocs', () => call('GET', `/api/shipments/${key}/details/edocs`)],
    ['notes', () => call('GET', `/api/shipments/${key}/orderNotes`)],
    ['add note', () => call('POST', `/api/shipments/${key}/orderNotes`, { note: 'hello' })],
    ['contacts', () => call('POST', '/api/shipments/orderContacts', { value: key })],
    ['co2', () => call('GET', `/api/shipments/coEmission/${key}`)],
  ];

  it("answers 404 for another group's key on every detail call, exactly like an unknown key", async () => {
    const unknown = calls('AU-DOES-NOT-EXIST');
    for (const [name, send] of calls(foreign.shipKey)) {
      const [, sendUnknown] = unknown.find(([n]) => n === name) ?? [];
      const [theirsRes, unknownRes] = await Promise.all([send(), sendUnknown?.()]);
      expect(theirsRes.statusCode, name).toBe(404);
      expect(theirsRes.json(), name).toEqual(unknownRes?.json());
      expect(theirsRes.body).not.toContain(foreign.shipNumber);
    }
  });

  it("does not add a note to another group's record", async () => {
    await call('POST', `/api/shipments/${foreign.shipKey}/orderNotes`, { note: 'sneaky' });
    const res = await call('GET', `/api/shipments/${foreign.shipKey}/orderNotes`, undefined, staffCookie);
    expect(res.json().notes).toEqual([]);
  });
});

describe('POST /api/shipments/{id}/details/transport', () => {
  it('answers the legs in the shipment layout with port names', async () => {
    const res = await call('POST', `/api/shipments/${fcl.shipKey}/details/transport`, {
      shipKey: fcl.shipKey,
      shipOrd: '-',
    });
    const body = res.json();
    expect(body.Layout).toBe('SHIPMENT');
    expect(body.TransportDetailsFromShipment).toHaveLength(2);
    expect(body.TransportDetailsFromShipment[0]).toMatchObject({
      Leg: 1,
      Vessel: 'MSC OSCAR',
      VoyageVessel: '612S',
      LoadPort: 'ZZSHA',
      LoadPortName: 'Shanghai Test',
      DischargePortName: 'Singapore Test',
    });
    expect(body.TransportDetailsFromShipment[1].CargoAvailability).toBe('2026-03-22T00:00:00.000Z');
  });

  it('answers the order layout for an order key', async () => {
    const res = await call('POST', `/api/shipments/${order.ordKey}/details/transport`, {});
    const body = res.json();
    expect(body.Layout).toBe('ORDER');
    expect(body.TransportDetails).toEqual([
      {
        DepartureVessel: 'ORDER VESSEL',
        ArrivalVessel: 'MSC ANNA',
        DepartureVoyage: '612S',
        DepartureETD: '2026-03-01T00:00:00.000Z',
        IntermediateVessel: null,
        IntermediateVoyage: null,
        IntermediateETA: null,
        ArrivalVoyage: '614S',
        ArrivalETA: '2026-03-19T00:00:00.000Z',
      },
    ]);
  });
});

describe('POST /api/shipments/{id}/details/milestones', () => {
  it('answers the milestones in the hub §4 order', async () => {
    const res = await call('POST', `/api/shipments/${fcl.shipKey}/details/milestones`, {
      shipKey: fcl.shipKey,
      ordKey: '-',
    });
    const { milestones } = res.json();
    expect(milestones.map((m: { Milestone: string }) => m.Milestone)).toEqual([
      'RAISED',
      'CONFIRMED',
      'PICKED UP',
      'DEPARTED',
      'IN TRANSIT',
      'ARRIVED',
      'DELIVERED',
    ]);
    expect(milestones.filter((m: { completed: boolean }) => m.completed)).toHaveLength(4);
    expect(Object.keys(milestones[0]).sort()).toEqual([
      'ActualDate',
      'EstimatedDate',
      'Milestone',
      'completed',
    ]);
  });

  it('derives the milestones of an order on no shipment from its dates', async () => {
    const res = await call('POST', `/api/shipments/${plannedOrder.ordKey}/details/milestones`, {});
    const { milestones } = res.json();
    expect(milestones[0]).toMatchObject({ Milestone: 'RAISED', completed: true });
    expect(milestones[1]).toMatchObject({ Milestone: 'CONFIRMED', completed: false });
    expect(milestones[2]).toMatchObject({
      Milestone: 'PICKED UP',
      EstimatedDate: plannedOrder.exWorks?.toISOString(),
    });
  });
});

describe('order notes', () => {
  it('adds a note in upper case and lists notes newest first, shared by the order and shipment views', async () => {
    const first = await call('POST', `/api/shipments/${fcl.shipKey}/orderNotes`, {
      note: '  please call before delivery ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().notes[0]).toMatchObject({
      Note: 'PLEASE CALL BEFORE DELIVERY',
      CreatedBy: 'James Walker',
    });
    await call('POST', `/api/shipments/${order.ordKey}/orderNotes`, { note: 'second' });
    const list = await call('GET', `/api/shipments/${fcl.shipKey}/orderNotes`);
    expect(list.json().notes.map((n: { Note: string }) => n.Note)).toEqual([
      'SECOND',
      'PLEASE CALL BEFORE DELIVERY',
    ]);
  });

  it('refuses an empty note and one over 500 characters', async () => {
    const empty = await call('POST', `/api/shipments/${fcl.shipKey}/orderNotes`, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0]).toEqual({ field: 'note', message: 'This field is required.' });
    const long = await call('POST', `/api/shipments/${fcl.shipKey}/orderNotes`, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api/shipments/orderContacts', () => {
  it("offers the provider's customer service when the group has no assigned contacts", async () => {
    const res = await call('POST', '/api/shipments/orderContacts', { value: fcl.shipKey });
    expect(res.json().contacts).toEqual([
      expect.objectContaining({ Role: 'CUS', GS_FullName: 'NAVIA CUSTOMER SERVICE' }),
    ]);
  });

  it("lists the group's support contacts in role order", async () => {
    const group = await createOrgGroup(db());
    const user = await createUser(db(), { orgGroupId: group.id });
    const shipment = await createDetailShipment(db(), group.id, 'AIR');
    await db()
      .insert(supportContacts)
      .values([
        { orgGroupId: group.id, role: 'SAL', fullName: 'Sam Sales', email: 'sam@navia.demo' },
        {
          orgGroupId: group.id,
          role: 'ACT',
          fullName: 'Alex Account',
          email: 'alex@navia.demo',
          mobilePhone: '+61 400 000 000',
        },
      ]);
    const { cookie: theirCookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const res = await call('POST', '/api/shipments/orderContacts', { value: shipment.shipKey }, theirCookie);
    expect(res.json().contacts).toEqual([
      {
        image: null,
        GS_FullName: 'Alex Account',
        GS_EmailAddress: 'alex@navia.demo',
        Role: 'ACT',
        GS_MobilePhone: '+61 400 000 000',
      },
      {
        image: null,
        GS_FullName: 'Sam Sales',
        GS_EmailAddress: 'sam@navia.demo',
        Role: 'SAL',
        GS_MobilePhone: null,
      },
    ]);
  });
});

describe('GET /api/shipments/coEmission/{id}', () => {
  it("answers one record's CO2e in kg and tonnes, by mode", async () => {
    const res = await call('GET', `/api/shipments/coEmission/${fcl.shipKey}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: fcl.shipKey, days: null, shipments: 1, emission: 3.351 });
    expect(body.totalCO2e).toBeCloseTo(3350.57, 2);
    expect(body.byMode).toEqual([{ mode: 'SEA_CONTAINER', totalCO2e: body.totalCO2e }]);
    expect(body.factorVersion).toMatch(/navia-ef/);
  });

  it('adds 95 km to a flight: (great circle + 95 km) × 0.5 t × 700 g/tkm', async () => {
    const res = await call('GET', `/api/shipments/coEmission/${air.shipKey}`);
    // Shanghai–Melbourne great circle 7,974.55 km (+95 = 8,069.55) × 0.5 t × 700 / 1000 = 2,824.34 kg
    expect(res.json().totalCO2e).toBeCloseTo(2824.34, 2);
  });

  it("sums the caller's shipments that departed in the period", async () => {
    const res = await call('GET', '/api/shipments/coEmission/all?days=30');
    const body = res.json();
    expect(body.days).toBe(30);
    expect(body.shipments).toBe(3);
    const modes = body.byMode.map((m: { mode: string }) => m.mode).sort();
    expect(modes).toEqual(['AIR', 'SEA_CONTAINER']);
    const old = await call('GET', '/api/shipments/coEmission/all?days=15');
    expect(old.json().shipments).toBe(3);
  });

  it('defaults to 90 days and refuses other periods', async () => {
    expect((await call('GET', '/api/shipments/coEmission/all')).json().days).toBe(90);
    expect((await call('GET', '/api/shipments/coEmission/all?days=60')).statusCode).toBe(400);
  });
});

describe('totalCo2eOf (for the search rows)', () => {
  /** A shipment whose CO2e is not stored yet: computed from its legs. */
  const notStored = (id: number) => ({ id, co2eKg: null, co2eFactors: null });

  it('gives each shipment not stored yet the same figure as its detail', async () => {
    const scope = scopeOf({ userId: me.id, role: 'OP', orgGroupId: mine.id, trustedPartyId: null });
    const totals = await totalCo2eOf(db(), scope, createFactorTableEmissions(), [
      notStored(fcl.id),
      notStored(air.id),
    ]);
    expect(totals.get(fcl.id)).toBeCloseTo(3350.57, 2);
    expect(totals.get(air.id)).toBeCloseTo(2824.34, 2);
  });

  it("leaves out another group's shipment", async () => {
    const scope = scopeOf({ userId: me.id, role: 'OP', orgGroupId: mine.id, trustedPartyId: null });
    const totals = await totalCo2eOf(db(), scope, createFactorTableEmissions(), [notStored(foreign.id)]);
    expect(totals.size).toBe(0);
  });
});

describe('POST /api/shipments/multipleShipmentDetails', () => {
  it("summarises the caller's favourite records", async () => {
    const res = await call('POST', '/api/shipments/multipleShipmentDetails', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      expect.objectContaining({ ShipKey: lcl.shipKey, Milestone: 'DEPARTED', Percentage: 57, Containers: 2 }),
    ]);
  });
});
