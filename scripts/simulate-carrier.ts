/**
 * Plays a DCSA Track & Trace 2.2 carrier for one shipment of a running portal (a demo tool):
 *
 *   npm run simulate:carrier -- --shipment S00001234 [--url http://localhost:3000] [--feed <feedId>]
 *     [--secret <secret>] [--step eta|departure|arrival|all] [--eta-shift-hours 30]
 *
 * 1. Signs in as the demo staff user and reads the shipment's search row (a staff user sees every
 *    shipment): its ShipKey, master bill, load and discharge ports, ETA, vessels and containers.
 * 2. Builds the step's events (scripts/carrier-events-builder.ts), valid T&T 2.2 events.
 * 3. POSTs them to the feed's callback, signed with Notification-Signature as a 2.2 publisher signs,
 *    and prints what it sent and the server's answer.
 *
 * Defaults: the portal at http://localhost:$PORT (3000), the seeded demo feed, and its secret (or
 * SIMULATE_CARRIER_SECRET). Exit code 0 on a 2xx answer, 1 on any other answer or failure, 2 on a
 * bad command line.
 */
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { carrierEventEndpoints, carrierEventsAnswerSchema } from '@navia/domain/contracts/carrier-events';
import type { DcsaNotificationBody } from '@navia/domain/contracts/dcsa-tnt';
import { fillPath } from '@navia/domain/contracts/endpoint';
import {
  type ShipmentListRow,
  type ShipmentsWithFiltersBody,
  shipmentEndpoints,
  shipmentsWithFiltersResponseSchema,
} from '@navia/domain/contracts/shipments';
import { userEndpoints } from '@navia/domain/contracts/user';
import { BATCH_SIZE_MAX } from '@navia/domain/rules/filters/constants';
import { DEMO_CARRIER_FEED } from '../apps/server/src/seed/demo-carrier.ts';
import {
  buildCarrierEvents,
  CARRIER_STEPS,
  notificationHeaders,
  type SimulatedShipment,
} from './carrier-events-builder.ts';

const STAFF_EMAIL = 'staff@navia.demo';

const USAGE = `Plays a DCSA Track & Trace 2.2 carrier for one shipment of a running portal.

Usage: npm run simulate:carrier -- --shipment S00001234 [options]

  --shipment <number>      the shipment number (required)
  --url <url>              the portal (default http://localhost:\${PORT:-3000})
  --feed <feedId>          the carrier feed to post to (default the seeded demo feed ${DEMO_CARRIER_FEED.id})
  --secret <secret>        the feed's shared secret (default SIMULATE_CARRIER_SECRET, else the demo feed's)
  --step <step>            ${CARRIER_STEPS.join(' | ')} (default all):
                             eta        the estimated arrival moves by --eta-shift-hours
                             departure  the containers are loaded and the vessel leaves the load port
                             arrival    the vessel arrives at the discharge port, the containers are discharged
                             all        departure, eta and arrival, in one notification
  --eta-shift-hours <n>    how far the eta step moves the ETA, in hours; negative is earlier (default 30)
  -h, --help               this text
`;

class UsageError extends Error {}

function readOptions() {
  const { values } = parseArgs({
    options: {
      shipment: { type: 'string' },
      url: { type: 'string' },
      feed: { type: 'string' },
      secret: { type: 'string' },
      step: { type: 'string', default: 'all' },
      'eta-shift-hours': { type: 'string', default: '30' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const shipNumber = values.shipment?.trim().toUpperCase();
  if (!shipNumber) throw new UsageError('--shipment is required');
  const step = CARRIER_STEPS.find((s) => s === values.step);
  if (!step) throw new UsageError(`--step must be one of ${CARRIER_STEPS.join(', ')}`);
  const etaShiftHours = Number(values['eta-shift-hours']);
  if (!Number.isFinite(etaShiftHours)) throw new UsageError('--eta-shift-hours must be a number');
  return {
    shipNumber,
    step,
    etaShiftHours,
    url: (values.url ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, ''),
    feed: values.feed ?? DEMO_CARRIER_FEED.id,
    secret: values.secret ?? process.env.SIMULATE_CARRIER_SECRET ?? DEMO_CARRIER_FEED.secret,
  };
}

/** Thrown for a failure the simulator explains itself (no stack trace). */
class SimulatorError extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function request(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url, init);
    return { status: res.status, text: await res.text() };
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new SimulatorError(`could not reach ${url}: ${cause}`);
  }
}

async function signIn(base: string): Promise<string> {
  const answer = await request(`${base}${userEndpoints.signin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL, password: DEMO_PASSWORD }),
  });
  const signedIn = answer.status === 200 ? parseJson(answer.text) : null;
  // The answer's user is not needed; only its token is read.
  const token = signedIn && typeof signedIn === 'object' && 'token' in signedIn ? signedIn.token : undefined;
  if (typeof token !== 'string') {
    throw new SimulatorError(
      `sign-in of ${STAFF_EMAIL} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
    );
  }
  return token;
}

/** The shipment's search row (the ShipNumber filter matches by "contains", so the exact number is picked). */
async function findShipment(base: string, token: string, shipNumber: string): Promise<ShipmentListRow> {
  const body: ShipmentsWithFiltersBody = {
    key: 'All',
    batchNo: 1,
    batchSize: BATCH_SIZE_MAX,
    filters: [{ ShipNumber: shipNumber }],
  };
  const answer = await request(`${base}${shipmentEndpoints.shipmentsWithFilters.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200) {
    throw new SimulatorError(`the shipment search answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  const { result } = shipmentsWithFiltersResponseSchema.parse(JSON.parse(answer.text));
  const row = result.find((r) => r.ShipKey !== null && r.ShipNumber?.toUpperCase() === shipNumber);
  if (!row) throw new SimulatorError(`no shipment ${shipNumber} found`);
  return row;
}

/** What the carrier knows of the shipment, from its row; refuses one a carrier could not report on. */
function simulatedShipment(row: ShipmentListRow): SimulatedShipment {
  if (!row.LoadPort || !row.DischargePort) {
    throw new SimulatorError(`shipment ${row.ShipNumber} has no load or discharge port`);
  }
  const containers = [...new Map(row.Containers.map((c) => [c.ContainerNumber, c])).values()];
  if (!row.MasterBill && containers.length === 0) {
    throw new SimulatorError(
      `shipment ${row.ShipNumber} has neither a master bill nor containers: no event could name it`,
    );
  }
  return {
    masterBill: row.MasterBill,
    loadPort: row.LoadPort,
    dischargePort: row.DischargePort,
    eta: row.ETA,
    containers: containers.map((c) => ({
      containerNumber: c.ContainerNumber,
      containerType: c.ContainerType,
    })),
    vessel: row.Vessel,
    voyage: row.Voyage,
    arrivalVessel: row.ArrivalVessel,
    arrivalVoyage: row.ArrivalVoyage,
  };
}

function describeEvents(events: DcsaNotificationBody): string[] {
  return events.map((event) => {
    const what =
      event.eventType === 'TRANSPORT'
        ? `${event.transportEventTypeCode} ${event.eventClassifierCode} at ${event.transportCall.UNLocationCode ?? '?'}`
        : event.eventType === 'EQUIPMENT'
          ? `${event.equipmentEventTypeCode} ${event.eventClassifierCode} at ${event.eventLocation?.UNLocationCode ?? '?'} ${event.equipmentReference ?? ''}`
          : `${event.shipmentEventTypeCode} ${event.documentTypeCode} ${event.documentID}`;
    return `  ${event.eventType.padEnd(9)} ${what.padEnd(38)} ${event.eventDateTime}  ${event.eventID}`;
  });
}

async function main(): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const { url, shipNumber, step, feed, secret, etaShiftHours } = options;

  const token = await signIn(url);
  const row = await findShipment(url, token, shipNumber);
  const shipment = simulatedShipment(row);
  console.log(
    `Shipment ${row.ShipNumber} (${row.ShipKey}): ${shipment.loadPort} → ${shipment.dischargePort}, ` +
      `master bill ${shipment.masterBill ?? '(none)'}, ${shipment.containers.length} container(s), ` +
      `ETD ${row.ETD ?? '-'}, ETA ${row.ETA ?? '-'}, ATD ${row.ATD ?? '-'}, ATA ${row.ATA ?? '-'}`,
  );

  const events = buildCarrierEvents(shipment, step, new Date(), { etaShiftHours });
  const body = JSON.stringify(events);
  const target = `${url}${fillPath(carrierEventEndpoints.receiveEvents.path, { feedId: feed })}`;
  console.log(`Sending ${events.length} event(s), step ${step}, to ${target}`);
  for (const line of describeEvents(events)) console.log(line);

  const answer = await request(target, {
    method: 'POST',
    headers: notificationHeaders(secret, body, feed),
    body,
  });
  const parsed = carrierEventsAnswerSchema.safeParse(parseJson(answer.text));
  console.log(
    `Answer ${answer.status}: ${parsed.success ? JSON.stringify(parsed.data) : answer.text.slice(0, 2000)}`,
  );
  return answer.status >= 200 && answer.status < 300 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof SimulatorError ? error.message : error);
    process.exit(1);
  },
);
