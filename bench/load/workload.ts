/**
 * The load bench's mix (bench/load.ts): each worker is one logged-in user on one keep-alive
 * connection, sending requests back to back. 70% searches and detail reads, 20% favourite, priority
 * and saved-search writes, 10% arrange-delivery submits and document uploads. Paths come from the
 * endpoint declarations. Every write the server acknowledges with 2xx is entered in the ledger with
 * its identity, so that the bench can count acknowledgements against rows afterwards.
 */
import { randomUUID } from 'node:crypto';
import { type ArrangeTransportInput, deliveryEndpoints } from '@navia/domain/contracts/deliveries';
import { type AnyEndpoint, fillPath } from '@navia/domain/contracts/endpoint';
import { shipmentDetailEndpoints, UPLOAD_FIELDS } from '@navia/domain/contracts/shipment-detail';
import {
  priorityEndpoints,
  type SavedSearch,
  savedSearchEndpoints,
  shipmentEndpoints,
} from '@navia/domain/contracts/shipments';
import { HANDLING_METHOD_LABELS, vgmQuestionShown } from '@navia/domain/rules/delivery/drop-modes';
import { isLcl } from '@navia/domain/rules/detail-panels';
import {
  favouriteBodyOf,
  priorityBodyOf,
  type RecordMark,
  recordMarkOf,
} from '@navia/domain/rules/record-marks';
import type { SearchBody } from '../search/cases.ts';
import {
  multipartBody,
  type Outcome,
  type RequestSpec,
  samplePdf,
  samplePng,
  type UserConnection,
} from './http.ts';

// What the workers work on

export type LoadUser = {
  email: string;
  userId: string;
  /** Group code, or 'staff'. */
  group: string;
  orgGroupId: string | null;
  token: string;
};

/** A search row's keys, as the list shows it. */
export type RecordRef = {
  orgGroupId: string;
  ShipKey: string | null;
  OrdKey: string | null;
  ShipNumber: string | null;
  OrdNumber: string | null;
  OrdNumberFull: string | null;
  DataSource: string;
};

/** A container of a shipment that offers arranging transport. */
export type DeliveryTarget = {
  orgGroupId: string;
  shipKey: string;
  shipNumber: string;
  dataSource: string;
  packing: string;
  direction: string;
  transportMode: string;
  containerNumber: string;
  cargoStorage: Date | null;
  /** BookedFlag 1: the server refuses it ("ALREADY BOOKED"), an expected 4xx. */
  booked: boolean;
};

export type WorkerPlan = {
  index: number;
  user: LoadUser;
  /** Records the user may see, for detail reads and uploads. */
  reads: RecordRef[];
  /** Records only this worker marks (favourites are per user; priority is per group, so shared). */
  owned: RecordRef[];
  searches: SearchBody[];
  deliverable: DeliveryTarget[];
  booked: DeliveryTarget[];
};

// Samples

export type Sample = {
  id: number;
  worker: number;
  route: string;
  /** ms since the run's clock started. */
  start: number;
  end: number;
  /** 'answer', 'refused' or 'dropped'. */
  kind: Outcome['kind'];
  status: number | null;
  /** Status and code (e.g. "503 SERVICE_UNAVAILABLE"), or the socket error (e.g. "ECONNRESET"). */
  result: string;
  ok: boolean;
  /** A 4xx the workload provokes on purpose (a booked container). */
  expected: boolean;
  /** 503 with a Retry-After header. */
  retryAfter: boolean;
  reusedSocket: boolean;
  warmup: boolean;
};

// The ledger of acknowledged writes

export type WriteKind = 'favourite' | 'priority' | 'savedSearch' | 'delivery' | 'document';

/** The last known state of an identity: certain when the last write to it was acknowledged. */
type Expected = { present: boolean; certain: boolean };

export class Ledger {
  readonly acknowledged: Record<WriteKind, number> = {
    favourite: 0,
    priority: 0,
    savedSearch: 0,
    delivery: 0,
    document: 0,
  };
  readonly unacknowledged: Record<WriteKind, number> = {
    favourite: 0,
    priority: 0,
    savedSearch: 0,
    delivery: 0,
    document: 0,
  };
  /** `${userId}|${recordKey}` */
  readonly favourites = new Map<string, Expected>();
  /** `${orgGroupId}|${recordKey}` (ticked = present) */
  readonly priorities = new Map<string, Expected>();
  /** `${userId}|${name}` */
  readonly savedSearches = new Map<string, Expected>();
  /** requestId → acknowledged at least once */
  readonly deliveries = new Map<string, boolean>();
  /** documentId */
  readonly documents = new Set<string>();

  record(kind: WriteKind, map: Map<string, Expected> | null, key: string, outcome: Expected | null) {
    if (outcome === null) {
      this.unacknowledged[kind] += 1;
      const known = map?.get(key);
      // The write may or may not have happened: the identity is unknown until the next acknowledged write.
      map?.set(key, { present: known?.present ?? false, certain: false });
      return;
    }
    this.acknowledged[kind] += 1;
    map?.set(key, outcome);
  }
}

// The run's shared state

export type RunState = {
  /** ms since the run's clock started. */
  now: () => number;
  stopping: boolean;
  warmup: boolean;
  samples: Sample[];
  inFlight: Map<number, { worker: number; route: string; start: number }>;
  ledger: Ledger;
  nextId: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Classifies an outcome, records the sample and waits as a polite client would. */
async function send(
  state: RunState,
  plan: WorkerPlan,
  connection: UserConnection,
  route: string,
  spec: Omit<RequestSpec, 'token'>,
  isExpected: (answer: Extract<Outcome, { kind: 'answer' }>) => boolean = () => false,
): Promise<Outcome> {
  const id = state.nextId++;
  const start = state.now();
  state.inFlight.set(id, { worker: plan.index, route, start });
  const outcome = await connection.send({ ...spec, token: plan.user.token });
  state.inFlight.delete(id);
  const end = state.now();
  let result: string;
  let ok = false;
  let expected = false;
  let retryAfter = false;
  if (outcome.kind === 'answer') {
    ok = outcome.status >= 200 && outcome.status < 300;
    expected = !ok && isExpected(outcome);
    retryAfter = outcome.status === 503 && outcome.retryAfter !== null;
    result = ok ? '2xx' : `${outcome.status} ${outcome.code ?? '(no code)'}${expected ? ' (expected)' : ''}`;
    if (outcome.status === 503 && !retryAfter) result += ' without Retry-After';
  } else {
    result = `${outcome.kind === 'refused' ? 'refused' : 'dropped'} ${outcome.error}`;
  }
  state.samples.push({
    id,
    worker: plan.index,
    route,
    start,
    end,
    kind: outcome.kind,
    status: outcome.kind === 'answer' ? outcome.status : null,
    result,
    ok,
    expected,
    retryAfter,
    reusedSocket: outcome.kind === 'dropped' ? outcome.reusedSocket : false,
    warmup: state.warmup,
  });
  // A client that honours Retry-After, and backs off while nothing listens.
  if (retryAfter && outcome.kind === 'answer') {
    const seconds = Number(outcome.retryAfter);
    await sleep(Math.min(Number.isFinite(seconds) ? seconds : 1, 5) * 1000);
  } else if (outcome.kind === 'refused') {
    await sleep(250);
  } else if (outcome.kind === 'dropped') {
    await sleep(100);
  }
  return outcome;
}

const acknowledged = (o: Outcome): boolean => o.kind === 'answer' && o.status >= 200 && o.status < 300;
/** A refused connection never reached a server: nothing was written, nothing is unknown. */
const refused = (o: Outcome): boolean => o.kind === 'refused';
/** The body of a 2xx answer; '{}' otherwise (callers check acknowledged first). */
const bodyOf = (o: Outcome): string => (o.kind === 'answer' ? o.body : '{}');

// The worker

type Random = () => number;
const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

const markOf = (r: RecordRef): RecordMark => recordMarkOf(r);
const detailBody = (key: string) => ({ shipKey: key, shipOrd: '-' });

const DAY_MS = 86_400_000;
const submittedDate = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** An EARLIEST DELIVERY submit for one container, as the dialog sends it (a fresh requestId). */
export function earliestBody(target: DeliveryTarget, now: Date): ArrangeTransportInput {
  const fcl = !isLcl(target.packing) && target.packing.toUpperCase() === 'FCL';
  // The empty-return date must come after the delivery day and the storage date.
  const returnBy = new Date(
    Math.max(now.getTime() + 60 * DAY_MS, (target.cargoStorage?.getTime() ?? 0) + 3 * DAY_MS),
  );
  return {
    kind: 'EARLIEST',
    requestId: randomUUID(),
    ShipKey: target.shipKey,
    ShipNumber: target.shipNumber,
    DataSource: target.dataSource,
    OrdNumber: null,
    location: {
      _id: null,
      label: 'CUSTOM ADDRESS',
      address: '',
      customAddress: '1 Load Bench Road, Dandenong',
    },
    info: {
      ContainerMode: target.packing,
      TransportMode: target.transportMode,
      Direction: target.direction,
      additionalNotes: 'load bench',
    },
    VGMRequired: vgmQuestionShown(target.packing, target.direction) ? true : null,
    sendViaEmail: true,
    flag: false,
    containers: [{ ContainerNumber: target.containerNumber }],
    // ASK is offered for every packing and direction (with VGM answered for FCL exports).
    dropMode: { value: 'ASK', label: HANDLING_METHOD_LABELS.ASK },
    period: 'AM',
    emptyReturnBy: fcl ? submittedDate(returnBy) : null,
  };
}

const ALREADY_BOOKED = 'ALREADY BOOKED';
const PDF = samplePdf();
const PNG = samplePng();

export type Worker = { plan: WorkerPlan; run: () => Promise<void> };

/** The op mix in percent (reads 70, marks and saved searches 20, deliveries and uploads 10). */
export const MIX: readonly { op: Op; weight: number }[] = [
  { op: 'search', weight: 30 },
  { op: 'tiles', weight: 8 },
  { op: 'detailsGeneral', weight: 8 },
  { op: 'detailsTransport', weight: 6 },
  { op: 'detailsMilestones', weight: 6 },
  { op: 'detailsEdocs', weight: 6 },
  { op: 'orderNotes', weight: 6 },
  { op: 'favourite', weight: 7 },
  { op: 'priority', weight: 6 },
  { op: 'savedSearch', weight: 7 },
  { op: 'delivery', weight: 5 },
  { op: 'upload', weight: 5 },
];
type Op =
  | 'search'
  | 'tiles'
  | 'detailsGeneral'
  | 'detailsTransport'
  | 'detailsMilestones'
  | 'detailsEdocs'
  | 'orderNotes'
  | 'favourite'
  | 'priority'
  | 'savedSearch'
  | 'delivery'
  | 'upload';

const TOTAL_WEIGHT = MIX.reduce((s, m) => s + m.weight, 0);
function pickOp(random: Random): Op {
  let r = random() * TOTAL_WEIGHT;
  for (const m of MIX) {
    r -= m.weight;
    if (r < 0) return m.op;
  }
  return 'search';
}

/** The route name of an endpoint in the report: its declaration's key. */
function routeOf(group: Record<string, AnyEndpoint>, endpoint: AnyEndpoint): string {
  return Object.entries(group).find(([, e]) => e === endpoint)?.[0] ?? endpoint.path;
}
const R = {
  search: routeOf(shipmentEndpoints, shipmentEndpoints.shipmentsWithFilters),
  tiles: routeOf(shipmentEndpoints, shipmentEndpoints.tiles),
  addFavourite: routeOf(shipmentEndpoints, shipmentEndpoints.addShipmentToMyFavourite),
  removeFavourite: routeOf(shipmentEndpoints, shipmentEndpoints.removeShipmentFromMyFavourite),
  togglePriority: routeOf(priorityEndpoints, priorityEndpoints.togglePriority),
  getSearches: routeOf(savedSearchEndpoints, savedSearchEndpoints.getSearches),
  saveSearch: routeOf(savedSearchEndpoints, savedSearchEndpoints.saveSearch),
  deleteSearch: routeOf(savedSearchEndpoints, savedSearchEndpoints.deleteSearch),
  arrangeTransport: routeOf(deliveryEndpoints, deliveryEndpoints.arrangeTransport),
};
const D = shipmentDetailEndpoints;

export function createWorker(
  plan: WorkerPlan,
  connection: UserConnection,
  state: RunState,
  random: Random,
): Worker {
  const { ledger } = state;
  const favourites = new Set<string>(); // record keys this user has favourited (as far as it knows)
  const saved = new Map<string, string>(); // saved-search name → _id
  let savedUnknown = true; // re-read the list before the first change and after an unanswered one
  let searchCounter = 0;
  let pendingDelivery: { body: ArrangeTransportInput; target: DeliveryTarget; tries: number } | null = null;
  let uploads = 0;
  const userId = plan.user.userId;
  const send_ = (route: string, spec: Omit<RequestSpec, 'token'>, isExpected?: Parameters<typeof send>[5]) =>
    send(state, plan, connection, route, spec, isExpected);

  async function search() {
    const body = pick(plan.searches, random);
    const roll = random();
    const batchNo = roll < 0.8 ? 1 : roll < 0.95 ? 2 : 3;
    await send_(R.search, {
      method: 'POST',
      path: shipmentEndpoints.shipmentsWithFilters.path,
      json: { ...body, batchNo },
    });
  }

  async function detail(
    op: 'detailsGeneral' | 'detailsTransport' | 'detailsMilestones' | 'detailsEdocs' | 'orderNotes',
  ) {
    const { key } = markOf(pick(plan.reads, random));
    const endpoint = D[op];
    const path = fillPath(endpoint.path, { id: key });
    if (endpoint.method === 'GET') await send_(op, { method: 'GET', path });
    else if (op === 'detailsMilestones') {
      await send_(op, { method: 'POST', path, json: { shipKey: key, ordKey: '-' } });
    } else await send_(op, { method: 'POST', path, json: detailBody(key) });
  }

  async function favourite() {
    const removing = favourites.size > 0 && (favourites.size >= 5 || random() < 0.4);
    if (removing) {
      const key = pick([...favourites], random);
      const outcome = await send_(R.removeFavourite, {
        method: 'POST',
        path: shipmentEndpoints.removeShipmentFromMyFavourite.path,
        json: { favouriteId: key },
      });
      if (refused(outcome)) return;
      const ok = acknowledged(outcome);
      ledger.record(
        'favourite',
        ledger.favourites,
        `${userId}|${key}`,
        ok ? { present: false, certain: true } : null,
      );
      if (ok) favourites.delete(key);
      return;
    }
    const candidates = plan.owned.filter((r) => !favourites.has(markOf(r).key));
    if (candidates.length === 0) return;
    const mark = markOf(pick(candidates, random));
    const outcome = await send_(R.addFavourite, {
      method: 'POST',
      path: shipmentEndpoints.addShipmentToMyFavourite.path,
      json: favouriteBodyOf(mark),
    });
    if (refused(outcome)) return;
    const ok = acknowledged(outcome);
    ledger.record(
      'favourite',
      ledger.favourites,
      `${userId}|${mark.key}`,
      ok ? { present: true, certain: true } : null,
    );
    // Unanswered: it may be a favourite; removing it later settles it either way.
    favourites.add(mark.key);
  }

  async function priority() {
    const record = pick(plan.owned, random);
    const mark = markOf(record);
    const outcome = await send_(R.togglePriority, {
      method: 'POST',
      path: priorityEndpoints.togglePriority.path,
      json: priorityBodyOf(mark),
    });
    const key = `${record.orgGroupId}|${mark.key}`;
    if (refused(outcome)) return;
    if (acknowledged(outcome)) {
      const { ticked } = JSON.parse(bodyOf(outcome)) as { ticked: boolean };
      ledger.record('priority', ledger.priorities, key, { present: ticked, certain: true });
    } else ledger.record('priority', ledger.priorities, key, null);
  }

  const ourSearches = (body: string) =>
    (JSON.parse(body) as { searches: SavedSearch[] }).searches.filter((s) =>
      s.name.startsWith(`load ${plan.index} `),
    );

  async function savedSearch() {
    if (savedUnknown) {
      const outcome = await send_(R.getSearches, {
        method: 'POST',
        path: savedSearchEndpoints.getSearches.path,
        json: {},
      });
      if (!acknowledged(outcome)) return;
      saved.clear();
      for (const s of ourSearches(bodyOf(outcome))) saved.set(s.name, s._id);
      savedUnknown = false;
      return;
    }
    const deleting = saved.size >= 3 || (saved.size > 0 && random() < 0.45);
    if (deleting) {
      const [name, id] = pick([...saved.entries()], random);
      const outcome = await send_(R.deleteSearch, {
        method: 'POST',
        path: savedSearchEndpoints.deleteSearch.path,
        json: { _id: id },
      });
      if (refused(outcome)) return;
      const ok = acknowledged(outcome);
      ledger.record(
        'savedSearch',
        ledger.savedSearches,
        `${userId}|${name}`,
        ok ? { present: false, certain: true } : null,
      );
      if (ok) saved.delete(name);
      else savedUnknown = true;
      return;
    }
    const name = `load ${plan.index} #${++searchCounter}`;
    const filters = pick(plan.searches, random).filters;
    const outcome = await send_(R.saveSearch, {
      method: 'POST',
      path: savedSearchEndpoints.saveSearch.path,
      json: {
        name,
        filters: Array.isArray(filters) && filters.length > 0 ? filters : [{ Transport: 'SEA' }],
        advancedSearch: false,
        deliveriesCustomSearch: false,
        isContractsSearch: false,
      },
    });
    if (refused(outcome)) return;
    if (acknowledged(outcome)) {
      const mine = ourSearches(bodyOf(outcome)).find((s) => s.name === name);
      ledger.record('savedSearch', ledger.savedSearches, `${userId}|${name}`, {
        present: true,
        certain: true,
      });
      if (mine) saved.set(name, mine._id);
      else savedUnknown = true;
    } else {
      ledger.record('savedSearch', ledger.savedSearches, `${userId}|${name}`, null);
      savedUnknown = true;
    }
  }

  async function delivery() {
    let job = pendingDelivery;
    if (!job) {
      const useBooked = plan.booked.length > 0 && random() < 0.15;
      const pool = useBooked ? plan.booked : plan.deliverable;
      if (pool.length === 0) return;
      const target = pick(pool, random);
      job = { body: earliestBody(target, new Date()), target, tries: 0 };
    }
    job.tries += 1;
    const { target } = job;
    const outcome = await send_(
      R.arrangeTransport,
      { method: 'POST', path: deliveryEndpoints.arrangeTransport.path, json: job.body },
      (answer) => target.booked && answer.status === 400 && (answer.message ?? '').includes(ALREADY_BOOKED),
    );
    const requestId = job.body.requestId;
    if (refused(outcome)) {
      pendingDelivery = job.tries < 3 ? job : null;
      return;
    }
    if (acknowledged(outcome)) {
      ledger.acknowledged.delivery += 1;
      ledger.deliveries.set(requestId, true);
      pendingDelivery = null;
    } else if (outcome.kind === 'answer' && outcome.status < 500) {
      pendingDelivery = null; // refused: nothing was stored
    } else {
      // Unanswered or 5xx: the wizard submits again with the same requestId (idempotent).
      ledger.unacknowledged.delivery += 1;
      if (!ledger.deliveries.has(requestId)) ledger.deliveries.set(requestId, false);
      pendingDelivery = job.tries < 3 ? job : null;
    }
  }

  async function upload() {
    const { key } = markOf(pick(plan.reads, random));
    const pdf = uploads++ % 2 === 0;
    const form = multipartBody(
      { [UPLOAD_FIELDS.recordKey]: key, [UPLOAD_FIELDS.documentType]: pdf ? 'COMMERCIAL INVOICE' : 'OTHER' },
      pdf
        ? { field: UPLOAD_FIELDS.file, name: 'invoice.pdf', type: 'application/pdf', bytes: PDF }
        : { field: UPLOAD_FIELDS.file, name: 'photo.png', type: 'image/png', bytes: PNG },
    );
    const outcome = await send_('uploadDocument', {
      method: 'POST',
      path: D.uploadDocument.path,
      multipart: form,
    });
    if (acknowledged(outcome)) {
      ledger.acknowledged.document += 1;
      ledger.documents.add(
        (JSON.parse(bodyOf(outcome)) as { document: { DocumentId: string } }).document.DocumentId,
      );
    } else if (outcome.kind === 'dropped' || (outcome.kind === 'answer' && outcome.status >= 500)) {
      ledger.unacknowledged.document += 1;
    }
  }

  async function run() {
    while (!state.stopping) {
      const op = pickOp(random);
      switch (op) {
        case 'search':
          await search();
          break;
        case 'tiles':
          await send_(R.tiles, { method: 'GET', path: shipmentEndpoints.tiles.path });
          break;
        case 'favourite':
          await favourite();
          break;
        case 'priority':
          await priority();
          break;
        case 'savedSearch':
          await savedSearch();
          break;
        case 'delivery':
          await delivery();
          break;
        case 'upload':
          await upload();
          break;
        default:
          await detail(op);
      }
    }
  }

  return { plan, run };
}
