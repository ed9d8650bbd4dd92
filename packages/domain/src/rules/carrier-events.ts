/**
 * What one DCSA Track & Trace 2.2 event (contracts/dcsa-tnt.ts) does to one shipment it matched:
 * which dates, milestones and container dates change, which dates go into the ETA/ETD history, and
 * which notifications it raises. Pure: the caller reads the state, applies the outcome and sends the
 * notifications. The product's rules, each written once below:
 *
 * 1. Ports. Only events at the shipment's own ports count: a departure (DEPA) or a loading (LOAD) at
 *    its load port, an arrival (ARRI), a discharge (DISC) or a gate-out (GTOT) at its discharge port.
 *    A port the shipment does not know (null) takes the event's port, whatever it is. Events at other
 *    ports (transhipment calls) change nothing and are not recorded in `dates`.
 * 2. Planned and estimated times (PLN, EST) of DEPA set the ETD, of ARRI the ETA, and the estimated
 *    date of the DEPARTED or ARRIVED milestone; a changed ETD or ETA raises changeDepartureDate or
 *    changeArrivalDate with the hours it moved.
 * 3. Actual times (ACT) of DEPA set the ATD, of ARRI the ATA; they complete DEPARTED or ARRIVED, with
 *    that actual date, and every milestone before it (hub §4 order, MILESTONE_ORDER), and raise
 *    confirmedDeparture or confirmedArrival when the ATD or ATA changes (so once for a replay).
 * 4. Out of order. An event created (eventCreatedDateTime) before the event that last set a field
 *    (`asOf`) does not change that field; its date is still recorded in `dates`. Once the departure or
 *    arrival has happened (its actual date is known or its milestone complete), PLN and EST events no
 *    longer change its estimate. A milestone never goes from completed back to incomplete. An actual
 *    arrival before any departure completes DEPARTED too, with its actual date left unknown (null)
 *    unless the ATD is known; milestones completed because a later one was are given no actual date.
 * 5. Containers. DISC (EST or ACT) of one of the shipment's containers sets its cargoAvailable (the
 *    first moment its cargo is available); an actual discharge is never replaced by an estimate.
 *    GTOT ACT sets its gatedOutAt. LOAD ACT completes nothing (departure is the transport event): the
 *    caller keeps the event itself, and `dates` has no loading date. Other equipment codes and
 *    classifiers, and containers that are not the shipment's, change and record nothing.
 * 6. SHIPMENT events (documents: booking, bill of lading, …) change no dates: their outcome is empty.
 *
 * Dates in the outcome are ISO 8601 instants in UTC (`toISOString`); dates are compared as instants,
 * so the same time with another offset is no change.
 */
import type {
  DcsaEvent,
  EquipmentEvent,
  EventClassifierCode,
  TransportEvent,
} from '../contracts/dcsa-tnt.ts';
import { MILESTONE_ORDER, type Milestone, type MilestoneName } from './milestones.ts';

/** The shipment dates an event can set. */
export type CarrierDateField = 'etd' | 'eta' | 'atd' | 'ata';

export type CarrierContainerState = {
  containerNumber: string;
  cargoAvailable: string | null;
  gatedOutAt: string | null;
  /** eventCreatedDateTime of the event that last set each field; missing: no event set it yet. */
  asOf?: Partial<Record<'cargoAvailable' | 'gatedOutAt', string>>;
  /** True once an actual discharge (DISC ACT) set cargoAvailable: estimates no longer change it. */
  cargoAvailableActual?: boolean;
};

export type CarrierShipmentState = {
  /** UN/LOCODEs; null when unknown (any port then counts as the shipment's). */
  loadPort: string | null;
  dischargePort: string | null;
  /** ISO instants. */
  etd: string | null;
  eta: string | null;
  atd: string | null;
  ata: string | null;
  /** eventCreatedDateTime of the event that last set each field; older events never override newer ones. */
  asOf: Partial<Record<CarrierDateField, string>>;
  milestones: readonly Milestone[];
  containers: readonly CarrierContainerState[];
};

/** A milestone's changed fields (only those that change). */
export type CarrierMilestoneChange = {
  Milestone: string;
  completed?: boolean;
  EstimatedDate?: string | null;
  ActualDate?: string | null;
};

/** A container's changed fields (only those that change), with the new asOf of each field set. */
export type CarrierContainerChange = {
  containerNumber: string;
  cargoAvailable?: string | null;
  gatedOutAt?: string | null;
  asOf?: Partial<Record<'cargoAvailable' | 'gatedOutAt', string>>;
  cargoAvailableActual?: boolean;
};

/** A date an event brought, for the ETA/ETD history. */
export type CarrierEventDate = {
  field: CarrierDateField | 'cargoAvailable' | 'gatedOut';
  classifier: EventClassifierCode;
  /** ISO instant. */
  value: string;
  /** For container dates (cargoAvailable, gatedOut): the shipment's container number. */
  containerNumber?: string;
  /**
   * True when the date was taken: it is now the shipment's (or container's) date, changed or not.
   * False when rule 4 kept it out: an older event, or an estimate after the actual.
   */
  applied: boolean;
};

export type CarrierNotificationType =
  | 'changeDepartureDate'
  | 'confirmedDeparture'
  | 'changeArrivalDate'
  | 'confirmedArrival';

export type CarrierNotification = {
  type: CarrierNotificationType;
  /**
   * change…Date: the ETD or ETA before. confirmed…: the actual date before (a correction), else the
   * estimate it is compared with; null when neither was known.
   */
  previous: string | null;
  next: string;
  /** next − previous in hours (2 decimals; positive: later); null without a previous date. */
  movedHours: number | null;
};

export type CarrierEventOutcome = {
  /** Only the fields that change. */
  shipment: Partial<Pick<CarrierShipmentState, CarrierDateField>>;
  /** The new asOf of each shipment field the event set (its eventCreatedDateTime, as an instant). */
  asOf: Partial<Record<CarrierDateField, string>>;
  /** Only the milestones that change, each once. */
  milestones: CarrierMilestoneChange[];
  /** Only the containers that change. */
  containers: CarrierContainerChange[];
  /** Each planned, estimated or actual date the event brought (kept even when it changes nothing). */
  dates: CarrierEventDate[];
  notifications: CarrierNotification[];
};

const emptyOutcome = (): CarrierEventOutcome => ({
  shipment: {},
  asOf: {},
  milestones: [],
  containers: [],
  dates: [],
  notifications: [],
});

/** True when the outcome changes nothing and notifies no one (its `dates` are history, not changes). */
export function isNoop(outcome: CarrierEventOutcome): boolean {
  return (
    Object.keys(outcome.shipment).length === 0 &&
    Object.keys(outcome.asOf).length === 0 &&
    outcome.milestones.length === 0 &&
    outcome.containers.length === 0 &&
    outcome.notifications.length === 0
  );
}

export type CarrierEventMatchKeys = {
  equipmentReferences: string[];
  transportDocumentReferences: string[];
  carrierBookingReferences: string[];
};

/** A reference as matched: upper case, without spaces. */
const normaliseReference = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * The references an event can be matched to shipments by, normalised (upper case, no spaces), each
 * once: its equipmentReference (container number), its documentReferences TRD (bill of lading) and
 * BKG (carrier booking), and a SHIPMENT event's documentID when its documentTypeCode is TRD or BKG.
 */
export function matchKeys(event: DcsaEvent): CarrierEventMatchKeys {
  const equipment = new Set<string>();
  const transportDocuments = new Set<string>();
  const bookings = new Set<string>();
  const add = (set: Set<string>, value: string | undefined) => {
    const key = value === undefined ? '' : normaliseReference(value);
    if (key) set.add(key);
  };
  if (event.eventType === 'EQUIPMENT') add(equipment, event.equipmentReference);
  if (event.eventType === 'SHIPMENT') {
    if (event.documentTypeCode === 'TRD') add(transportDocuments, event.documentID);
    if (event.documentTypeCode === 'BKG') add(bookings, event.documentID);
  } else {
    const references = event.documentReferences ?? [];
    for (const { documentReferenceType: type, documentReferenceValue: value } of references) {
      if (type === 'TRD') add(transportDocuments, value);
      if (type === 'BKG') add(bookings, value);
    }
  }
  return {
    equipmentReferences: [...equipment],
    transportDocumentReferences: [...transportDocuments],
    carrierBookingReferences: [...bookings],
  };
}

// Dates

const instant = (value: string) => new Date(value).toISOString();

const sameInstant = (a: string | null | undefined, b: string | null | undefined): boolean =>
  a === null || a === undefined || b === null || b === undefined
    ? (a ?? null) === (b ?? null)
    : Date.parse(a) === Date.parse(b);

/** Rule 4: created before the event that last set the field. */
const olderThan = (created: string, asOf: string | undefined): boolean =>
  asOf !== undefined && Date.parse(created) < Date.parse(asOf);

/** Created after the event that last set the field (or no event set it): the new asOf. */
const isNewer = (created: string, asOf: string | undefined): boolean =>
  asOf === undefined || Date.parse(created) > Date.parse(asOf);

const hoursBetween = (from: string | null, to: string): number | null =>
  from === null ? null : Math.round((Date.parse(to) - Date.parse(from)) / 36_000) / 100;

// Ports (rule 1)

const normalisePort = (code: string | null | undefined) => code?.trim().toUpperCase() || null;

const isShipmentPort = (shipmentPort: string | null, eventPort: string | null): boolean => {
  const own = normalisePort(shipmentPort);
  return own === null || own === eventPort;
};

const transportCallPort = (call: TransportEvent['transportCall'] | undefined) =>
  normalisePort(call?.UNLocationCode ?? call?.location?.UNLocationCode);

// Milestones

function milestoneOf(state: CarrierShipmentState, name: MilestoneName): Milestone | undefined {
  return state.milestones.find((m) => m.Milestone === name);
}

/** Adds a milestone change to the outcome, merged with an earlier one of the same milestone. */
function changeMilestone(outcome: CarrierEventOutcome, change: CarrierMilestoneChange): void {
  if (Object.keys(change).length === 1) return;
  const earlier = outcome.milestones.find((m) => m.Milestone === change.Milestone);
  if (earlier) Object.assign(earlier, change);
  else outcome.milestones.push(change);
}

/**
 * Rule 3: completes `reached` and every milestone before it. A milestone completed here gets its date
 * from `actualDates` (none given: unknown, left as it is); `correct` also moves the actual date of a
 * `reached` that was already complete (the actual itself changed).
 */
function completeThrough(
  state: CarrierShipmentState,
  outcome: CarrierEventOutcome,
  reached: MilestoneName,
  actualDates: Partial<Record<MilestoneName, string | null>>,
  correct: boolean,
): void {
  for (const name of MILESTONE_ORDER.slice(0, MILESTONE_ORDER.indexOf(reached) + 1)) {
    const milestone = milestoneOf(state, name);
    if (!milestone) continue;
    const change: CarrierMilestoneChange = { Milestone: name };
    if (!milestone.completed) change.completed = true;
    const actual = actualDates[name] ?? null;
    const mayDate = !milestone.completed || (correct && name === reached);
    if (mayDate && actual !== null && !sameInstant(milestone.ActualDate, actual)) change.ActualDate = actual;
    changeMilestone(outcome, change);
  }
}

// Transport events (rules 2–4)

const TRANSPORT_FIELDS = {
  DEPA: { estimate: 'etd', actual: 'atd', milestone: 'DEPARTED', port: 'loadPort' },
  ARRI: { estimate: 'eta', actual: 'ata', milestone: 'ARRIVED', port: 'dischargePort' },
} as const;

const NOTIFICATIONS = {
  DEPA: { change: 'changeDepartureDate', confirm: 'confirmedDeparture' },
  ARRI: { change: 'changeArrivalDate', confirm: 'confirmedArrival' },
} as const;

function applyTransportEvent(
  state: CarrierShipmentState,
  event: TransportEvent,
  outcome: CarrierEventOutcome,
): void {
  const code = event.transportEventTypeCode;
  const fields = TRANSPORT_FIELDS[code];
  if (!isShipmentPort(state[fields.port], transportCallPort(event.transportCall))) return;

  const value = instant(event.eventDateTime);
  const created = instant(event.eventCreatedDateTime);
  const classifier = event.eventClassifierCode;
  const milestone = milestoneOf(state, fields.milestone);

  if (classifier !== 'ACT') {
    const happened = state[fields.actual] !== null || milestone?.completed === true;
    const applied = !happened && !olderThan(created, state.asOf[fields.estimate]);
    outcome.dates.push({ field: fields.estimate, classifier, value, applied });
    if (!applied) return;
    advanceAsOf(state, outcome, fields.estimate, created);
    const previous = state[fields.estimate];
    if (!sameInstant(previous, value)) {
      outcome.shipment[fields.estimate] = value;
      outcome.notifications.push({
        type: NOTIFICATIONS[code].change,
        previous,
        next: value,
        movedHours: hoursBetween(previous, value),
      });
    }
    if (milestone && !sameInstant(milestone.EstimatedDate, value)) {
      changeMilestone(outcome, { Milestone: fields.milestone, EstimatedDate: value });
    }
    return;
  }

  const previousActual = state[fields.actual];
  const applied = !olderThan(created, state.asOf[fields.actual]);
  outcome.dates.push({ field: fields.actual, classifier, value, applied });
  if (applied) advanceAsOf(state, outcome, fields.actual, created);
  const changes = applied && !sameInstant(previousActual, value);
  if (changes) {
    outcome.shipment[fields.actual] = value;
    const compared = previousActual ?? state[fields.estimate];
    outcome.notifications.push({
      type: NOTIFICATIONS[code].confirm,
      previous: compared,
      next: value,
      movedHours: hoursBetween(compared, value),
    });
  }
  // An arrival also completes DEPARTED; its actual date is the ATD when known (rule 4).
  const actualDates = { DEPARTED: state.atd, [fields.milestone]: changes ? value : previousActual };
  completeThrough(state, outcome, fields.milestone, actualDates, changes);
}

/** Records the event's creation as the field's asOf when it is newer than the one known. */
function advanceAsOf(
  state: CarrierShipmentState,
  outcome: CarrierEventOutcome,
  field: CarrierDateField,
  created: string,
): void {
  if (isNewer(created, state.asOf[field])) outcome.asOf[field] = created;
}

// Equipment events (rule 5)

function applyEquipmentEvent(
  state: CarrierShipmentState,
  event: EquipmentEvent,
  outcome: CarrierEventOutcome,
): void {
  const reference = event.equipmentReference ? normaliseReference(event.equipmentReference) : '';
  const container = state.containers.find((c) => normaliseReference(c.containerNumber) === reference);
  if (!reference || !container) return;

  const port = normalisePort(event.eventLocation?.UNLocationCode) ?? transportCallPort(event.transportCall);
  const value = instant(event.eventDateTime);
  const created = instant(event.eventCreatedDateTime);
  const classifier = event.eventClassifierCode;
  const containerNumber = container.containerNumber;
  const change: CarrierContainerChange = { containerNumber };
  const asOf = container.asOf ?? {};

  switch (event.equipmentEventTypeCode) {
    case 'DISC': {
      if (classifier === 'PLN' || !isShipmentPort(state.dischargePort, port)) return;
      const actual = classifier === 'ACT';
      const wasActual = container.cargoAvailableActual === true;
      const replacesEstimate = actual && !wasActual;
      // An actual beats every estimate; an estimate never replaces an actual; else the newer one wins.
      let applied = !olderThan(created, asOf.cargoAvailable);
      if (replacesEstimate) applied = true;
      else if (wasActual && !actual) applied = false;
      outcome.dates.push({ field: 'cargoAvailable', classifier, value, containerNumber, applied });
      if (!applied) return;
      if (!sameInstant(container.cargoAvailable, value)) change.cargoAvailable = value;
      if (replacesEstimate) change.cargoAvailableActual = true;
      // The first actual starts its own asOf: later actuals are compared with it, not with estimates.
      if (replacesEstimate || isNewer(created, asOf.cargoAvailable))
        change.asOf = { cargoAvailable: created };
      break;
    }
    case 'GTOT': {
      if (classifier !== 'ACT' || !isShipmentPort(state.dischargePort, port)) return;
      const applied = !olderThan(created, asOf.gatedOutAt);
      outcome.dates.push({ field: 'gatedOut', classifier, value, containerNumber, applied });
      if (!applied) return;
      if (!sameInstant(container.gatedOutAt, value)) change.gatedOutAt = value;
      if (isNewer(created, asOf.gatedOutAt)) change.asOf = { gatedOutAt: created };
      break;
    }
    default:
      return;
  }
  if (Object.keys(change).length > 1) outcome.containers.push(change);
}

/** What `event` does to the shipment in `state` (see the rules in the file comment). */
export function applyCarrierEvent(state: CarrierShipmentState, event: DcsaEvent): CarrierEventOutcome {
  const outcome = emptyOutcome();
  if (event.eventType === 'TRANSPORT') applyTransportEvent(state, event, outcome);
  else if (event.eventType === 'EQUIPMENT') applyEquipmentEvent(state, event, outcome);
  return outcome;
}
