/**
 * The DCSA Track & Trace 2.2 events a carrier would publish about one shipment, and the signature a
 * 2.2 publisher puts on a notification. Used by scripts/simulate-carrier.ts; kept apart from it (no
 * I/O, no server code) so end-to-end tests and benches can send the same events.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  DCSA_TNT_VERSION,
  type DcsaNotificationBody,
  dcsaNotificationBodySchema,
  NOTIFICATION_SIGNATURE_HEADER,
} from '@navia/domain/contracts/dcsa-tnt';

export const CARRIER_STEPS = ['eta', 'departure', 'arrival', 'all'] as const;
/**
 * eta: the estimated arrival moves; departure: the vessel left the load port with the containers
 * loaded; arrival: it arrived at the discharge port and the containers were discharged; all: the
 * three, in the order they happen (departure, eta, arrival).
 */
export type CarrierStep = (typeof CARRIER_STEPS)[number];

/** What the carrier knows of the shipment (the simulator reads it from the shipment's search row). */
export type SimulatedShipment = {
  /** The master bill of lading: the carrier's transport document reference (TRD). */
  masterBill: string | null;
  /** UN/LOCODEs. */
  loadPort: string;
  dischargePort: string;
  /** ISO instant, or null when the shipment has no ETA yet. */
  eta: string | null;
  containers: readonly { containerNumber: string; containerType?: string | null }[];
  /** The vessel and voyage leaving the load port, and those arriving at the discharge port. */
  vessel: string | null;
  voyage: string | null;
  arrivalVessel?: string | null;
  arrivalVoyage?: string | null;
};

export type CarrierEventOptions = {
  /** How far the eta step moves the ETA, in hours (negative: earlier). Default 30. */
  etaShiftHours?: number;
  /** Makes each eventID; default a random UUID. */
  newId?: () => string;
};

const HOUR_MS = 3_600_000;
/** When the shipment has no ETA, the eta step estimates one this far from now. */
const DEFAULT_ETA_DAYS = 14;
/** The departure step: the containers were loaded this long before now, the vessel left this long before now. */
const LOADED_HOURS_AGO = 5;
const DEPARTED_HOURS_AGO = 3;

/** ISO 6346 size and type codes of the portal's container types. */
const ISO_EQUIPMENT_CODES: Readonly<Record<string, string>> = {
  '20GP': '22G1',
  '40GP': '42G1',
  '40HC': '45G1',
  '45HC': 'L5G1',
  '20RE': '22R1',
  '40RE': '45R1',
};

/**
 * A plausible IMO number for a vessel name (six digits from its hash and the IMO check digit), so a
 * vessel keeps the same number in every event.
 */
function imoNumber(vesselName: string): string {
  const digits = String(
    createHash('sha256').update(vesselName).digest().readUInt32BE(0) % 1_000_000,
  ).padStart(6, '0');
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(digits.charAt(i)) * (7 - i);
  return `${digits}${sum % 10}`;
}

function transportCall(port: string, vessel: string | null, voyage: string | null) {
  const vesselIMONumber = vessel ? imoNumber(vessel) : null;
  return {
    transportCallID: [vesselIMONumber ?? 'CALL', voyage, port].filter(Boolean).join('-'),
    ...(voyage
      ? { carrierVoyageNumber: voyage, exportVoyageNumber: voyage, importVoyageNumber: voyage }
      : {}),
    UNLocationCode: port,
    facilityTypeCode: 'POTE',
    modeOfTransport: 'VESSEL',
    ...(vessel && vesselIMONumber ? { vessel: { vesselIMONumber, vesselName: vessel.slice(0, 35) } } : {}),
  };
}

/**
 * The events of `step` for `shipment` as a carrier publishes them at `now`: created now, with fresh
 * eventIDs, the master bill as the TRD document reference and the container numbers as equipment
 * references. Parsed with the T&T 2.2 notification schema, so what it answers is a valid body; it
 * throws when the shipment cannot give one (a port that is not a UN/LOCODE, for example).
 */
export function buildCarrierEvents(
  shipment: SimulatedShipment,
  step: CarrierStep,
  now: Date,
  options: CarrierEventOptions = {},
): DcsaNotificationBody {
  const newId = options.newId ?? randomUUID;
  const etaShiftHours = options.etaShiftHours ?? 30;
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  const created = now.toISOString();
  const documentReferences = shipment.masterBill
    ? [{ documentReferenceType: 'TRD', documentReferenceValue: shipment.masterBill }]
    : [];
  const departureCall = transportCall(shipment.loadPort, shipment.vessel, shipment.voyage);
  const arrivalCall = transportCall(
    shipment.dischargePort,
    shipment.arrivalVessel ?? shipment.vessel,
    shipment.arrivalVoyage ?? shipment.voyage,
  );

  const transport = (code: 'ARRI' | 'DEPA', classifier: 'EST' | 'ACT', eventDateTime: string) => ({
    eventID: newId(),
    eventType: 'TRANSPORT',
    eventCreatedDateTime: created,
    eventDateTime,
    eventClassifierCode: classifier,
    transportEventTypeCode: code,
    transportCall: code === 'DEPA' ? departureCall : arrivalCall,
    documentReferences,
  });
  const equipment = (code: 'LOAD' | 'DISC', eventDateTime: string) =>
    shipment.containers.map((container) => {
      const isoCode = container.containerType ? ISO_EQUIPMENT_CODES[container.containerType] : undefined;
      return {
        eventID: newId(),
        eventType: 'EQUIPMENT',
        eventCreatedDateTime: created,
        eventDateTime,
        eventClassifierCode: 'ACT',
        equipmentEventTypeCode: code,
        equipmentReference: container.containerNumber,
        ...(isoCode ? { ISOEquipmentCode: isoCode } : {}),
        emptyIndicatorCode: 'LADEN',
        eventLocation: { UNLocationCode: code === 'LOAD' ? shipment.loadPort : shipment.dischargePort },
        transportCall: code === 'LOAD' ? departureCall : arrivalCall,
        documentReferences,
      };
    });

  const eta = () => {
    const base = shipment.eta ? Date.parse(shipment.eta) : now.getTime() + DEFAULT_ETA_DAYS * 24 * HOUR_MS;
    return [transport('ARRI', 'EST', new Date(base + etaShiftHours * HOUR_MS).toISOString())];
  };
  const departure = () => [
    ...equipment('LOAD', at(-LOADED_HOURS_AGO * HOUR_MS)),
    transport('DEPA', 'ACT', at(-DEPARTED_HOURS_AGO * HOUR_MS)),
  ];
  const arrival = () => [transport('ARRI', 'ACT', created), ...equipment('DISC', created)];

  const steps: Record<CarrierStep, () => unknown[]> = {
    eta,
    departure,
    arrival,
    all: () => [...departure(), ...eta(), ...arrival()],
  };
  return dcsaNotificationBodySchema.parse(steps[step]());
}

/**
 * The Notification-Signature value of a body: `sha256=` and the hex HMAC-SHA256 of its exact bytes
 * (a string is taken as UTF-8) under the feed's shared secret, as a T&T 2.2 publisher signs.
 */
export function signBody(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The headers of a notification POST: JSON, the signature of `body`, the API version and the subscription. */
export function notificationHeaders(
  secret: string,
  body: string,
  subscriptionId: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [NOTIFICATION_SIGNATURE_HEADER]: signBody(secret, body),
    'API-Version': DCSA_TNT_VERSION,
    'Subscription-ID': subscriptionId,
  };
}
