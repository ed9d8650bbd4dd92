import { describe, expect, it } from 'vitest';
import {
  type DcsaEvent,
  type EQUIPMENT_EVENT_TYPE_CODES,
  type EventClassifierCode,
  equipmentEventSchema,
  shipmentEventSchema,
  transportEventSchema,
} from '../contracts/dcsa-tnt.ts';
import {
  applyCarrierEvent,
  type CarrierEventOutcome,
  type CarrierShipmentState,
  isNoop,
  matchKeys,
} from './carrier-events.ts';
import { MILESTONE_ORDER, type Milestone } from './milestones.ts';

const LOAD = 'CNSHA';
const DISCHARGE = 'AUMEL';
const TRANSHIPMENT = 'SGSIN';
const CONTAINER = 'MSKU1234565';
const OTHER_CONTAINER = 'TGHU7654328';

const ETD = '2026-03-01T10:00:00.000Z';
const ETA = '2026-03-20T08:00:00.000Z';
/** eventCreatedDateTime values, oldest first. */
const T1 = '2026-03-01T00:00:00.000Z';
const T2 = '2026-03-02T00:00:00.000Z';
const T3 = '2026-03-03T00:00:00.000Z';

/** The seven milestones with the first `done` complete (with an actual date) and no estimates. */
const milestones = (done: number): Milestone[] =>
  MILESTONE_ORDER.map((name, i) => ({
    Milestone: name,
    completed: i < done,
    EstimatedDate: null,
    ActualDate: i < done ? `2026-02-0${i + 1}T00:00:00.000Z` : null,
  }));

/** A sea shipment Shanghai → Melbourne, picked up and not yet departed. */
const shipment = (overrides: Partial<CarrierShipmentState> = {}): CarrierShipmentState => ({
  loadPort: LOAD,
  dischargePort: DISCHARGE,
  etd: ETD,
  eta: ETA,
  atd: null,
  ata: null,
  asOf: {},
  milestones: milestones(3),
  containers: [{ containerNumber: CONTAINER, cargoAvailable: null, gatedOutAt: null }],
  ...overrides,
});

let serial = 0;
const eventID = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

const transport = (
  code: 'ARRI' | 'DEPA',
  classifier: EventClassifierCode,
  port: string,
  eventDateTime: string,
  eventCreatedDateTime = T1,
): DcsaEvent =>
  transportEventSchema.parse({
    eventID: eventID(),
    eventType: 'TRANSPORT',
    eventCreatedDateTime,
    eventDateTime,
    eventClassifierCode: classifier,
    transportEventTypeCode: code,
    transportCall: {
      transportCallID: `CALL-${port}`,
      modeOfTransport: 'VESSEL',
      UNLocationCode: port,
      vessel: { vesselIMONumber: '9321483', vesselName: 'MAERSK KINLOSS' },
    },
    documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: 'MAEU912345678' }],
  });

const equipment = (
  code: (typeof EQUIPMENT_EVENT_TYPE_CODES)[number],
  classifier: EventClassifierCode,
  port: string,
  eventDateTime: string,
  { container = CONTAINER, created = T1 }: { container?: string; created?: string } = {},
): DcsaEvent =>
  equipmentEventSchema.parse({
    eventID: eventID(),
    eventType: 'EQUIPMENT',
    eventCreatedDateTime: created,
    eventDateTime,
    eventClassifierCode: classifier,
    equipmentEventTypeCode: code,
    equipmentReference: container,
    emptyIndicatorCode: 'LADEN',
    eventLocation: { UNLocationCode: port },
  });

const nothing: CarrierEventOutcome = {
  shipment: {},
  asOf: {},
  milestones: [],
  containers: [],
  dates: [],
  notifications: [],
};

/** The state after the caller applied `outcome` (as the server does). */
function applied(state: CarrierShipmentState, outcome: CarrierEventOutcome): CarrierShipmentState {
  return {
    ...state,
    ...outcome.shipment,
    asOf: { ...state.asOf, ...outcome.asOf },
    milestones: state.milestones.map((m) => ({
      ...m,
      ...outcome.milestones.find((change) => change.Milestone === m.Milestone),
    })),
    containers: state.containers.map((c) => {
      const change = outcome.containers.find((x) => x.containerNumber === c.containerNumber);
      return change ? { ...c, ...change, asOf: { ...c.asOf, ...change.asOf } } : c;
    }),
  };
}

/** Applies each event in turn and answers the last outcome. */
function lastOutcome(state: CarrierShipmentState, events: DcsaEvent[]): CarrierEventOutcome {
  let current = state;
  let outcome = nothing;
  for (const event of events) {
    outcome = applyCarrierEvent(current, event);
    current = applied(current, outcome);
  }
  return outcome;
}

type Case = { name: string; state?: Partial<CarrierShipmentState>; events: DcsaEvent[]; expected: unknown };

/** Each case applies its events in order and compares the last outcome with `expected` (toMatchObject). */
const runCases = (cases: Case[]) =>
  it.each(cases)('$name', ({ state, events, expected }) => {
    const outcome = lastOutcome(shipment(state), events);
    expect(outcome).toMatchObject(expected as object);
    // Rule 4: no outcome ever takes a milestone back to incomplete.
    expect(outcome.milestones.every((m) => m.completed !== false)).toBe(true);
  });

describe('departure at the load port (rules 1–3)', () => {
  runCases([
    {
      name: 'an estimated departure moves the ETD and the DEPARTED estimate, and raises changeDepartureDate',
      events: [transport('DEPA', 'EST', LOAD, '2026-03-02T16:00:00+08:00')],
      expected: {
        shipment: { etd: '2026-03-02T08:00:00.000Z' },
        asOf: { etd: T1 },
        milestones: [{ Milestone: 'DEPARTED', EstimatedDate: '2026-03-02T08:00:00.000Z' }],
        dates: [{ field: 'etd', classifier: 'EST', value: '2026-03-02T08:00:00.000Z', applied: true }],
        notifications: [
          { type: 'changeDepartureDate', previous: ETD, next: '2026-03-02T08:00:00.000Z', movedHours: 22 },
        ],
      },
    },
    {
      name: 'a planned departure at the same instant (another offset) changes no date and notifies no one',
      state: {
        milestones: milestones(3).map((m) => (m.Milestone === 'DEPARTED' ? { ...m, EstimatedDate: ETD } : m)),
      },
      events: [transport('DEPA', 'PLN', LOAD, '2026-03-01T18:00:00+08:00')],
      expected: {
        shipment: {},
        asOf: { etd: T1 },
        milestones: [],
        dates: [{ field: 'etd', classifier: 'PLN', value: ETD, applied: true }],
        notifications: [],
      },
    },
    {
      name: 'without a known load port, a departure at any port counts',
      state: { loadPort: null, etd: null },
      events: [transport('DEPA', 'EST', TRANSHIPMENT, '2026-03-04T00:00:00Z')],
      expected: {
        shipment: { etd: '2026-03-04T00:00:00.000Z' },
        notifications: [{ type: 'changeDepartureDate', previous: null, movedHours: null }],
      },
    },
    {
      name: 'an actual departure sets the ATD, completes DEPARTED with it and raises confirmedDeparture',
      events: [transport('DEPA', 'ACT', LOAD, '2026-03-01T14:30:00Z')],
      expected: {
        shipment: { atd: '2026-03-01T14:30:00.000Z' },
        asOf: { atd: T1 },
        milestones: [{ Milestone: 'DEPARTED', completed: true, ActualDate: '2026-03-01T14:30:00.000Z' }],
        dates: [{ field: 'atd', classifier: 'ACT', value: '2026-03-01T14:30:00.000Z', applied: true }],
        notifications: [
          { type: 'confirmedDeparture', previous: ETD, next: '2026-03-01T14:30:00.000Z', movedHours: 4.5 },
        ],
      },
    },
    {
      name: 'an actual departure completes the earlier milestones too, without inventing their dates',
      state: { milestones: milestones(1) },
      events: [transport('DEPA', 'ACT', LOAD, '2026-03-01T14:30:00Z')],
      expected: {
        milestones: [
          { Milestone: 'CONFIRMED', completed: true },
          { Milestone: 'PICKED UP', completed: true },
          { Milestone: 'DEPARTED', completed: true, ActualDate: '2026-03-01T14:30:00.000Z' },
        ],
      },
    },
  ]);

  it('gives no actual date to the milestones it completes on the way', () => {
    const outcome = applyCarrierEvent(
      shipment({ milestones: milestones(1) }),
      transport('DEPA', 'ACT', LOAD, '2026-03-01T14:30:00Z'),
    );
    expect(outcome.milestones.filter((m) => 'ActualDate' in m).map((m) => m.Milestone)).toEqual(['DEPARTED']);
  });
});

describe('arrival at the discharge port (rules 1–4)', () => {
  const departed = {
    atd: '2026-03-01T14:30:00.000Z',
    asOf: { atd: T1 },
    milestones: milestones(4),
  } satisfies Partial<CarrierShipmentState>;

  runCases([
    {
      name: 'an estimated arrival moves the ETA and the ARRIVED estimate, and raises changeArrivalDate',
      state: departed,
      events: [transport('ARRI', 'EST', DISCHARGE, '2026-03-21T14:00:00Z')],
      expected: {
        shipment: { eta: '2026-03-21T14:00:00.000Z' },
        asOf: { eta: T1 },
        milestones: [{ Milestone: 'ARRIVED', EstimatedDate: '2026-03-21T14:00:00.000Z' }],
        dates: [{ field: 'eta', classifier: 'EST', value: '2026-03-21T14:00:00.000Z', applied: true }],
        notifications: [{ type: 'changeArrivalDate', previous: ETA, movedHours: 30 }],
      },
    },
    {
      name: 'an actual arrival sets the ATA, completes IN TRANSIT and ARRIVED and raises confirmedArrival',
      state: departed,
      events: [transport('ARRI', 'ACT', DISCHARGE, '2026-03-20T06:00:00Z')],
      expected: {
        shipment: { ata: '2026-03-20T06:00:00.000Z' },
        asOf: { ata: T1 },
        milestones: [
          { Milestone: 'IN TRANSIT', completed: true },
          { Milestone: 'ARRIVED', completed: true, ActualDate: '2026-03-20T06:00:00.000Z' },
        ],
        notifications: [{ type: 'confirmedArrival', previous: ETA, movedHours: -2 }],
      },
    },
    {
      name: 'an actual arrival before any departure completes DEPARTED with no actual date',
      events: [transport('ARRI', 'ACT', DISCHARGE, '2026-03-20T06:00:00Z')],
      expected: {
        shipment: { ata: '2026-03-20T06:00:00.000Z' },
        milestones: [
          { Milestone: 'DEPARTED', completed: true },
          { Milestone: 'IN TRANSIT', completed: true },
          { Milestone: 'ARRIVED', completed: true, ActualDate: '2026-03-20T06:00:00.000Z' },
        ],
      },
    },
    {
      name: 'an actual arrival completing DEPARTED gives it the ATD when that is known',
      state: { atd: '2026-03-01T14:30:00.000Z' },
      events: [transport('ARRI', 'ACT', DISCHARGE, '2026-03-20T06:00:00Z')],
      expected: {
        milestones: [
          { Milestone: 'DEPARTED', completed: true, ActualDate: '2026-03-01T14:30:00.000Z' },
          { Milestone: 'IN TRANSIT', completed: true },
          { Milestone: 'ARRIVED', completed: true },
        ],
      },
    },
  ]);

  it('leaves the actual date of DEPARTED unknown when it completes it without an ATD', () => {
    const outcome = applyCarrierEvent(
      shipment(),
      transport('ARRI', 'ACT', DISCHARGE, '2026-03-20T06:00:00Z'),
    );
    expect(outcome.milestones.find((m) => m.Milestone === 'DEPARTED')).toEqual({
      Milestone: 'DEPARTED',
      completed: true,
    });
  });
});

describe('events at other ports (rule 1)', () => {
  it.each([
    ['a departure at a transhipment port', transport('DEPA', 'ACT', TRANSHIPMENT, '2026-03-08T00:00:00Z')],
    [
      'an estimated departure at a transhipment port',
      transport('DEPA', 'EST', TRANSHIPMENT, '2026-03-08T00:00:00Z'),
    ],
    ['an arrival at a transhipment port', transport('ARRI', 'ACT', TRANSHIPMENT, '2026-03-07T00:00:00Z')],
    ['an arrival at the load port', transport('ARRI', 'ACT', LOAD, '2026-02-28T00:00:00Z')],
    ['a departure from the discharge port', transport('DEPA', 'EST', DISCHARGE, '2026-03-22T00:00:00Z')],
    ['a discharge at a transhipment port', equipment('DISC', 'ACT', TRANSHIPMENT, '2026-03-07T05:00:00Z')],
    ['a loading at a transhipment port', equipment('LOAD', 'ACT', TRANSHIPMENT, '2026-03-08T00:00:00Z')],
  ])('%s changes and records nothing', (_name, event) => {
    expect(applyCarrierEvent(shipment(), event)).toEqual(nothing);
  });
});

describe('events out of order (rule 4)', () => {
  const actualDeparture = transport('DEPA', 'ACT', LOAD, '2026-03-01T14:30:00Z', T2);

  runCases([
    {
      name: 'an estimate created before the actual departure changes nothing but is recorded',
      events: [actualDeparture, transport('DEPA', 'EST', LOAD, '2026-03-05T00:00:00Z', T1)],
      expected: {
        ...nothing,
        dates: [{ field: 'etd', classifier: 'EST', value: '2026-03-05T00:00:00.000Z', applied: false }],
      },
    },
    {
      name: 'an estimate created after the actual departure changes nothing either',
      events: [actualDeparture, transport('DEPA', 'EST', LOAD, '2026-03-05T00:00:00Z', T3)],
      expected: { ...nothing, dates: [{ field: 'etd', classifier: 'EST', applied: false }] },
    },
    {
      name: 'an estimate older than the one that set the ETA changes nothing but is recorded',
      events: [
        transport('ARRI', 'EST', DISCHARGE, '2026-03-22T00:00:00Z', T2),
        transport('ARRI', 'EST', DISCHARGE, '2026-03-19T00:00:00Z', T1),
      ],
      expected: {
        ...nothing,
        dates: [{ field: 'eta', classifier: 'EST', value: '2026-03-19T00:00:00.000Z', applied: false }],
      },
    },
    {
      name: 'an estimate newer than the one that set the ETA moves it again',
      events: [
        transport('ARRI', 'EST', DISCHARGE, '2026-03-22T00:00:00Z', T1),
        transport('ARRI', 'EST', DISCHARGE, '2026-03-19T00:00:00Z', T2),
      ],
      expected: {
        shipment: { eta: '2026-03-19T00:00:00.000Z' },
        asOf: { eta: T2 },
        notifications: [{ type: 'changeArrivalDate', previous: '2026-03-22T00:00:00.000Z', movedHours: -72 }],
      },
    },
    {
      name: 'an actual arrival older than the one that set the ATA changes nothing and notifies no one',
      events: [
        transport('ARRI', 'ACT', DISCHARGE, '2026-03-20T06:00:00Z', T2),
        transport('ARRI', 'ACT', DISCHARGE, '2026-03-20T01:00:00Z', T1),
      ],
      expected: { ...nothing, dates: [{ field: 'ata', classifier: 'ACT', applied: false }] },
    },
    {
      name: 'an estimated arrival after the arrival milestone is complete changes nothing',
      state: { milestones: milestones(6) },
      events: [transport('ARRI', 'EST', DISCHARGE, '2026-03-25T00:00:00Z')],
      expected: { ...nothing, dates: [{ field: 'eta', classifier: 'EST', applied: false }] },
    },
    {
      name: 'an actual departure after the shipment has arrived takes back no milestone',
      state: { milestones: milestones(6), ata: '2026-03-20T06:00:00.000Z' },
      events: [transport('DEPA', 'ACT', LOAD, '2026-03-01T14:30:00Z')],
      expected: {
        shipment: { atd: '2026-03-01T14:30:00.000Z' },
        milestones: [{ Milestone: 'DEPARTED', ActualDate: '2026-03-01T14:30:00.000Z' }],
      },
    },
  ]);
});

describe('replays and corrections', () => {
  it.each([
    ['an estimated departure', transport('DEPA', 'EST', LOAD, '2026-03-02T00:00:00Z')],
    ['an actual departure', transport('DEPA', 'ACT', LOAD, '2026-03-01T14:30:00Z')],
    ['an estimated arrival', transport('ARRI', 'EST', DISCHARGE, '2026-03-21T00:00:00Z')],
    ['an actual arrival', transport('ARRI', 'ACT', DISCHARGE, '2026-03-20T06:00:00Z')],
    ['a discharge', equipment('DISC', 'ACT', DISCHARGE, '2026-03-20T09:00:00Z')],
    ['a gate-out', equipment('GTOT', 'ACT', DISCHARGE, '2026-03-22T09:00:00Z')],
  ])('the same %s twice changes nothing the second time', (_name, event) => {
    const first = applyCarrierEvent(shipment(), event);
    expect(isNoop(first)).toBe(false);
    const second = applyCarrierEvent(applied(shipment(), first), event);
    expect(isNoop(second)).toBe(true);
    expect(second.notifications).toEqual([]);
    expect(second.dates).toEqual(first.dates);
  });

  it('a newer actual departure at another time corrects the ATD and confirms it again', () => {
    const outcome = lastOutcome(shipment(), [
      transport('DEPA', 'ACT', LOAD, '2026-03-01T14:30:00Z', T1),
      transport('DEPA', 'ACT', LOAD, '2026-03-01T16:30:00Z', T2),
    ]);
    expect(outcome).toEqual({
      shipment: { atd: '2026-03-01T16:30:00.000Z' },
      asOf: { atd: T2 },
      milestones: [{ Milestone: 'DEPARTED', ActualDate: '2026-03-01T16:30:00.000Z' }],
      containers: [],
      dates: [{ field: 'atd', classifier: 'ACT', value: '2026-03-01T16:30:00.000Z', applied: true }],
      notifications: [
        {
          type: 'confirmedDeparture',
          previous: '2026-03-01T14:30:00.000Z',
          next: '2026-03-01T16:30:00.000Z',
          movedHours: 2,
        },
      ],
    });
  });
});

describe('container events (rule 5)', () => {
  const cargoAvailable = '2026-03-20T09:00:00.000Z';

  runCases([
    {
      name: 'an actual discharge sets when the cargo is available',
      events: [equipment('DISC', 'ACT', DISCHARGE, '2026-03-20T20:00:00+11:00')],
      expected: {
        ...nothing,
        containers: [
          {
            containerNumber: CONTAINER,
            cargoAvailable,
            cargoAvailableActual: true,
            asOf: { cargoAvailable: T1 },
          },
        ],
        dates: [
          {
            field: 'cargoAvailable',
            classifier: 'ACT',
            value: cargoAvailable,
            containerNumber: CONTAINER,
            applied: true,
          },
        ],
      },
    },
    {
      name: 'an estimated discharge sets it too',
      events: [equipment('DISC', 'EST', DISCHARGE, cargoAvailable)],
      expected: {
        containers: [{ containerNumber: CONTAINER, cargoAvailable, asOf: { cargoAvailable: T1 } }],
      },
    },
    {
      name: 'an estimated discharge never replaces an actual one, even when newer',
      events: [
        equipment('DISC', 'ACT', DISCHARGE, cargoAvailable, { created: T1 }),
        equipment('DISC', 'EST', DISCHARGE, '2026-03-23T00:00:00Z', { created: T3 }),
      ],
      expected: {
        ...nothing,
        dates: [{ field: 'cargoAvailable', classifier: 'EST', containerNumber: CONTAINER, applied: false }],
      },
    },
    {
      name: 'an actual discharge replaces an estimate, even a newer one',
      events: [
        equipment('DISC', 'EST', DISCHARGE, '2026-03-23T00:00:00Z', { created: T3 }),
        equipment('DISC', 'ACT', DISCHARGE, cargoAvailable, { created: T1 }),
      ],
      expected: {
        containers: [
          {
            containerNumber: CONTAINER,
            cargoAvailable,
            cargoAvailableActual: true,
            asOf: { cargoAvailable: T1 },
          },
        ],
      },
    },
    {
      name: 'a later correction of an actual discharge is compared with that actual, not with estimates',
      events: [
        equipment('DISC', 'EST', DISCHARGE, '2026-03-23T00:00:00Z', { created: T3 }),
        equipment('DISC', 'ACT', DISCHARGE, cargoAvailable, { created: T1 }),
        equipment('DISC', 'ACT', DISCHARGE, '2026-03-20T11:00:00Z', { created: T2 }),
      ],
      expected: { containers: [{ containerNumber: CONTAINER, cargoAvailable: '2026-03-20T11:00:00.000Z' }] },
    },
    {
      name: 'an actual gate-out sets gatedOutAt',
      events: [equipment('GTOT', 'ACT', DISCHARGE, '2026-03-22T09:00:00Z')],
      expected: {
        ...nothing,
        containers: [
          { containerNumber: CONTAINER, gatedOutAt: '2026-03-22T09:00:00.000Z', asOf: { gatedOutAt: T1 } },
        ],
        dates: [{ field: 'gatedOut', classifier: 'ACT', containerNumber: CONTAINER, applied: true }],
      },
    },
    {
      name: 'an older gate-out changes nothing but is recorded',
      events: [
        equipment('GTOT', 'ACT', DISCHARGE, '2026-03-22T09:00:00Z', { created: T2 }),
        equipment('GTOT', 'ACT', DISCHARGE, '2026-03-22T07:00:00Z', { created: T1 }),
      ],
      expected: {
        ...nothing,
        dates: [{ field: 'gatedOut', value: '2026-03-22T07:00:00.000Z', applied: false }],
      },
    },
    {
      name: 'a container number written with spaces and in lower case is the same container',
      events: [equipment('GTOT', 'ACT', DISCHARGE, '2026-03-22T09:00:00Z', { container: 'msku 123456 5' })],
      expected: { containers: [{ containerNumber: CONTAINER, gatedOutAt: '2026-03-22T09:00:00.000Z' }] },
    },
  ]);

  it.each([
    ['a discharge', equipment('DISC', 'ACT', DISCHARGE, cargoAvailable, { container: OTHER_CONTAINER })],
    ['a gate-out', equipment('GTOT', 'ACT', DISCHARGE, cargoAvailable, { container: OTHER_CONTAINER })],
    ['a loading', equipment('LOAD', 'ACT', LOAD, cargoAvailable, { container: OTHER_CONTAINER })],
  ])('%s of a container that is not the shipment’s changes and records nothing', (_name, event) => {
    expect(applyCarrierEvent(shipment(), event)).toEqual(nothing);
  });

  it.each<[string, DcsaEvent]>([
    ['an actual loading at the load port', equipment('LOAD', 'ACT', LOAD, cargoAvailable)],
    ['a planned discharge', equipment('DISC', 'PLN', DISCHARGE, cargoAvailable)],
    ['an estimated gate-out', equipment('GTOT', 'EST', DISCHARGE, cargoAvailable)],
    ['an estimated loading', equipment('LOAD', 'EST', LOAD, cargoAvailable)],
    ...(['GTIN', 'STUF', 'STRP', 'PICK', 'DROP', 'INSP', 'RSEA', 'RMVD'] as const).map(
      (code): [string, DcsaEvent] => [`${code} ACT`, equipment(code, 'ACT', DISCHARGE, cargoAvailable)],
    ),
  ])('%s changes and records nothing', (_name, event) => {
    expect(applyCarrierEvent(shipment(), event)).toEqual(nothing);
  });
});

describe('shipment events (rule 6)', () => {
  it('changes no dates', () => {
    const event = shipmentEventSchema.parse({
      eventID: eventID(),
      eventType: 'SHIPMENT',
      eventCreatedDateTime: T1,
      eventDateTime: T1,
      eventClassifierCode: 'ACT',
      shipmentEventTypeCode: 'ISSU',
      documentID: 'MAEU912345678',
      documentTypeCode: 'TRD',
    });
    expect(applyCarrierEvent(shipment(), event)).toEqual(nothing);
  });
});

describe('isNoop', () => {
  it.each<[string, Partial<CarrierEventOutcome>, boolean]>([
    ['an empty outcome', {}, true],
    [
      'an outcome that only records dates',
      { dates: [{ field: 'eta', classifier: 'EST', value: ETA, applied: false }] },
      true,
    ],
    ['a new asOf', { asOf: { eta: T1 } }, false],
    ['a changed date', { shipment: { eta: ETA } }, false],
    ['a changed milestone', { milestones: [{ Milestone: 'ARRIVED', completed: true }] }, false],
    ['a changed container', { containers: [{ containerNumber: CONTAINER, gatedOutAt: ETA }] }, false],
  ])('%s: %s', (_name, outcome, noop) => {
    expect(isNoop({ ...nothing, ...outcome })).toBe(noop);
  });
});

describe('matchKeys', () => {
  it('normalises the equipment and document references of an equipment event, each once', () => {
    const event = equipmentEventSchema.parse({
      eventID: eventID(),
      eventType: 'EQUIPMENT',
      eventCreatedDateTime: T1,
      eventDateTime: T1,
      eventClassifierCode: 'ACT',
      equipmentEventTypeCode: 'DISC',
      equipmentReference: 'msku 123456 5',
      emptyIndicatorCode: 'LADEN',
      documentReferences: [
        { documentReferenceType: 'TRD', documentReferenceValue: ' maeu912345678 ' },
        { documentReferenceType: 'TRD (Transport Document)', documentReferenceValue: 'MAEU912345678' },
        { documentReferenceType: 'BKG', documentReferenceValue: 'maeu 238472910' },
        { documentReferenceType: 'SHI', documentReferenceValue: 'SI-778' },
      ],
    });
    expect(matchKeys(event)).toEqual({
      equipmentReferences: ['MSKU1234565'],
      transportDocumentReferences: ['MAEU912345678'],
      carrierBookingReferences: ['MAEU238472910'],
    });
  });

  it('takes a transport event’s document references and no equipment', () => {
    expect(matchKeys(transport('ARRI', 'ACT', DISCHARGE, T1))).toEqual({
      equipmentReferences: [],
      transportDocumentReferences: ['MAEU912345678'],
      carrierBookingReferences: [],
    });
  });

  it.each([
    ['TRD', { transportDocumentReferences: ['MAEU912345678'], carrierBookingReferences: [] }],
    ['BKG', { transportDocumentReferences: [], carrierBookingReferences: ['MAEU912345678'] }],
    ['SHI', { transportDocumentReferences: [], carrierBookingReferences: [] }],
  ])('takes a shipment event’s documentID when its documentTypeCode is %s', (documentTypeCode, expected) => {
    const event = shipmentEventSchema.parse({
      eventID: eventID(),
      eventType: 'SHIPMENT',
      eventCreatedDateTime: T1,
      eventDateTime: T1,
      eventClassifierCode: 'ACT',
      shipmentEventTypeCode: 'ISSU',
      documentID: 'maeu912345678',
      documentTypeCode,
    });
    expect(matchKeys(event)).toEqual({ equipmentReferences: [], ...expected });
  });
});
