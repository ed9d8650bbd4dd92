/**
 * Realtime benchmark (issue 11 "Performance"): prints figures, asserts nothing.
 *   npm run bench:realtime [-- --sockets 5000] [--events 1000] [--triggers 30] [--shipments 2000]
 *     [--sockets-per-user 100] [--client-processes 2] [--heap inspector|off] [--keep]
 *     [--server-cpu-prof <folder>]
 *
 * 1. Starts a throwaway PostgreSQL 15 cluster (bench/pg-cluster.ts, as bench/load.ts does), seeds
 *    --shipments demo shipments, and adds bench users: ⌈sockets / sockets-per-user⌉ client users
 *    (role OP) in the organisation group with the most shipments, one listener user in that group and
 *    one staff user (NU). Each signs in once through POST /api/user/signin (argon2).
 * 2. Starts apps/server/src/main.ts in its own process (production settings, log level warn). With
 *    --heap inspector (the default) it runs with `--inspect=127.0.0.1:<port>`: the bench forces a full
 *    GC and reads process.memoryUsage() over the inspector protocol, no server code involved. RSS and
 *    open descriptors come from /proc/<pid>. If the open-file limit is below what the sockets need,
 *    the server starts through `sh -c 'ulimit -S -n N && exec node …'` (up to the hard limit).
 * 3. Idle sockets: --client-processes forked load-generator processes (bench/realtime-clients.ts)
 *    open --sockets Socket.IO connections, --sockets-per-user per session, each its own WebSocket
 *    authenticated by the handshake (auth: { token }). Memory per idle socket = (after − before)
 *    / sockets, both measured after a forced GC.
 * 4. Fan-out: every client user is subscribed (POST /api/user/recordNotificationSettings,
 *    changeArrivalDate only) to one shipment; each trigger is a staff PUT
 *    /api/shipments/:ShipKey/dates with a new ETA, which stores one notification per user and emits
 *    it to the user's room. Latency: from just before the PUT is sent to each socket's receipt of
 *    `notification`, on one monotonic clock. Then the same triggers on a shipment nobody is
 *    subscribed to but every socket watches (watchRecord): its `recordChanged` is one room emit to
 *    all sockets, without notification rows — the emit-only part.
 * 5. DCSA: --events signed T&T 2.2 callbacks (POST /api/carrierEvents/feeds/:feedId/events with
 *    Notification-Signature, the seeded demo feed), one event each, sent one after the other, each
 *    moving the ETA of a shipment the listener user is subscribed to; latency from the POST to the
 *    listener's one socket receiving `notification`. The idle sockets stay connected.
 * 6. Prints the targets with PASS or SHORT, and stops the server, the load generators and the
 *    cluster, also on an error or Ctrl-C.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Socket as NetSocket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { carrierEventEndpoints } from '@navia/domain/contracts/carrier-events';
import { fillPath } from '@navia/domain/contracts/endpoint';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type ServerToClientEvents,
} from '@navia/domain/contracts/realtime';
import { shipmentDateEndpoints } from '@navia/domain/contracts/shipment-dates';
import { NOTIFICATION_TYPES } from '@navia/domain/rules/notifications';
import { io, type Socket } from 'socket.io-client';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { ensureSearchRowsFresh } from '../apps/server/src/modules/shipments/shipments.repository.ts';
import { DEMO_CARRIER_FEED } from '../apps/server/src/seed/demo-carrier.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import {
  buildCarrierEvents,
  notificationHeaders,
  type SimulatedShipment,
} from '../scripts/carrier-events-builder.ts';
import { freePort, startCluster } from './pg-cluster.ts';
import { cpuSecondsOf, postgresCpuSeconds } from './proc-cpu.ts';
import type { FromClients, RoundEvent, ToClients } from './realtime-clients.ts';
import { cleanups, fmtInt, loadavg, log, numberOption as readNumberOption, runBench } from './run-support.ts';
import { ms, printTable, type Summary, summarise } from './search/stats.ts';
import { openFileLimit, ServerProcess, signIn } from './server-process.ts';

const TARGETS = { fanOutP99: 50, dcsaP99: 250, kbPerSocket: 40 } as const;
const _MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const CLIENTS = fileURLToPath(new URL('./realtime-clients.ts', import.meta.url));
/** Not counted: the first triggers and events warm the server's code paths and caches. */
const WARMUP_TRIGGERS = 3;
const WARMUP_EVENTS = 10;
/** A round still missing receipts this long after the trigger's answer is closed as incomplete. */
const ROUND_TIMEOUT_MS = 15_000;
const EVENT_TIMEOUT_MS = 10_000;
/** Between triggers, so one trigger's tail (the job's second look, pings) does not overlap the next. */
const PAUSE_BETWEEN_TRIGGERS_MS = 250;
/** Descriptors the server needs beyond one per socket (database pools, log, listening socket, …). */
const SPARE_FDS = 1024;
const ETA_MOVE_HOURS = 6;

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '5000' },
    events: { type: 'string', default: '1000' },
    triggers: { type: 'string', default: '30' },
    shipments: { type: 'string', default: '2000' },
    'sockets-per-user': { type: 'string', default: '100' },
    'client-processes': { type: 'string', default: '2' },
    /** inspector: forced GC and heap figures through `--inspect`; off: RSS only, no flag. */
    heap: { type: 'string', default: 'inspector' },
    /** Leaves the cluster running at the end and prints its URL. */
    keep: { type: 'boolean', default: false },
    /**
     * Writes a V8 CPU profile of the server into this folder (node --cpu-prof) and logs each phase's
     * start on the monotonic clock the profile's timestamps use (µs), to cut it per phase.
     */
    'server-cpu-prof': { type: 'string' },
  },
});
const numberOption = (name: keyof typeof values, min: number, integer = true) =>
  readNumberOption(values, name, min, integer);
if (values.heap !== 'inspector' && values.heap !== 'off') throw new Error('--heap must be inspector or off');
const options = {
  sockets: numberOption('sockets', 1),
  events: numberOption('events', 1),
  triggers: numberOption('triggers', 1),
  shipments: numberOption('shipments', 100),
  socketsPerUser: numberOption('sockets-per-user', 1),
  clientProcesses: numberOption('client-processes', 1),
  heap: values.heap === 'inspector',
  keep: values.keep === true,
  serverCpuProf: values['server-cpu-prof'],
};

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));
/** CLOCK_MONOTONIC in ms: the same clock as the load-generator processes' receipt times. */
const hrMs = () => Number(process.hrtime.bigint()) / 1e6;
/** With --server-cpu-prof: a phase starts (µs on CLOCK_MONOTONIC, as in the profile's timeDeltas). */
const mark = (phase: string) => {
  if (options.serverCpuProf) log(`phase ${phase} at ${Math.round(hrMs() * 1000)} µs`);
};

// The machine and processes, from /proc

/** VmRSS of a process in KiB. */
function rssKib(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

const openFds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

// The server process

/**
 * The least of the Chrome DevTools protocol over the server's inspector WebSocket: unfragmented text
 * frames, masked as a client must, enough for HeapProfiler.collectGarbage and Runtime.evaluate.
 */
class Inspector {
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();

  private constructor(private readonly socket: NetSocket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.read();
    });
  }

  static async open(port: number): Promise<Inspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const target = targets[0]?.webSocketDebuggerUrl;
    if (!target) throw new Error('the inspector lists no target');
    const url = new URL(target);
    const socket = await new Promise<NetSocket>((resolve, reject) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
          'Sec-WebSocket-Version': '13',
        },
      });
      req.on('upgrade', (_res, upgraded, head) => {
        if (head.length > 0) upgraded.unshift(head);
        resolve(upgraded);
      });
      req.on('response', (res) => reject(new Error(`the inspector answered ${res.statusCode}`)));
      req.on('error', reject);
      req.end();
    });
    return new Inspector(socket);
  }

  private read() {
    for (;;) {
      if (this.buffer.length < 2) return;
      const first = this.buffer[0] ?? 0;
      let length = (this.buffer[1] ?? 0) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        length = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.buffer.length < offset + length) return;
      const payload = this.buffer.subarray(offset, offset + length);
      this.buffer = this.buffer.subarray(offset + length);
      if ((first & 0x0f) !== 1) continue;
      const message = JSON.parse(payload.toString('utf8')) as {
        id?: number;
        result?: unknown;
        error?: unknown;
      };
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      }
    }
  }

  private frame(opcode: number, payload: Buffer): Buffer {
    const mask = randomBytes(4);
    const header =
      payload.length < 126
        ? Buffer.from([0x80 | opcode, 0x80 | payload.length])
        : Buffer.from([0x80 | opcode, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
    const masked = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] ?? 0)));
    return Buffer.concat([header, mask, masked]);
  }

  call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`inspector ${method}: no answer`)), 60_000);
      this.pending.set(id, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(`inspector ${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result as T);
      });
      this.socket.write(this.frame(1, Buffer.from(JSON.stringify({ id, method, params }))));
    });
  }

  close() {
    this.socket.end(this.frame(8, Buffer.alloc(0)));
  }
}

type Memory = {
  /** KiB, before the forced GC and after it (the same when there is no inspector). */
  rssNoGcKib: number;
  rssKib: number;
  heap: { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number } | null;
  fds: number;
};

async function measureMemory(pid: number, inspectPort: number | null): Promise<Memory> {
  const rssNoGcKib = rssKib(pid);
  let heap: Memory['heap'] = null;
  if (inspectPort) {
    const inspector = await Inspector.open(inspectPort);
    try {
      await inspector.call('HeapProfiler.collectGarbage');
      await inspector.call('HeapProfiler.collectGarbage');
      const answer = await inspector.call<{ result: { value: string } }>('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      heap = JSON.parse(answer.result.value) as NonNullable<Memory['heap']>;
    } finally {
      inspector.close();
    }
    await sleep(500);
  }
  return { rssNoGcKib, rssKib: rssKib(pid), heap, fds: openFds(pid) };
}

// The load-generator processes

class ClientProcess {
  readonly child: ChildProcess;
  sockets = 0;
  private readonly waiters: { type: FromClients['type']; resolve: (m: FromClients) => void }[] = [];
  private exited: string | null = null;

  constructor() {
    this.child = fork(CLIENTS, [], {
      execArgv: process.execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: FromClients) => {
      const i = this.waiters.findIndex((w) => w.type === message.type);
      if (i >= 0) this.waiters.splice(i, 1)[0]?.resolve(message);
    });
    this.child.once('exit', (code, signal) => {
      this.exited = `a load-generator process exited (${signal ?? `code ${code}`})`;
    });
  }

  /** The next answer of a type; register before sending what provokes it. */
  next<T extends FromClients['type']>(type: T): Promise<Extract<FromClients, { type: T }>> {
    if (this.exited) return Promise.reject(new Error(this.exited));
    return new Promise((resolve) => {
      this.waiters.push({ type, resolve: resolve as (m: FromClients) => void });
    });
  }

  send(message: ToClients) {
    if (this.exited) throw new Error(this.exited);
    this.child.send(message);
  }

  request<T extends FromClients['type']>(
    message: ToClients,
    answer: T,
  ): Promise<Extract<FromClients, { type: T }>> {
    const next = this.next(answer);
    this.send(message);
    return next;
  }

  stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
  }
}

// HTTP

async function call(
  base: string,
  token: string,
  method: string,
  pathname: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

// Preparation

type ShipmentRow = {
  id: string;
  ship_key: string;
  ship_number: string;
  data_source: string;
  master_bill: string | null;
  load_port: string | null;
  discharge_port: string | null;
  eta: Date;
  vessel: string | null;
  voyage: string | null;
};

/**
 * Sea shipments of the group, not arrived, with an ETA and a master bill, that nobody is subscribed
 * to (not even through an order).
 */
async function candidateShipments(database: Database, groupId: string): Promise<ShipmentRow[]> {
  return database.query<ShipmentRow>(
    `select s.id::text, s.ship_key, s.ship_number, s.data_source, s.master_bill, s.load_port,
            s.discharge_port, s.eta, s.vessel, s.voyage
       from shipments s
      where s.org_group_id = $1 and s.transport_mode = 'SEA' and s.ata is null and s.eta is not null
        and s.master_bill is not null and s.load_port is not null and s.discharge_port is not null
        and not exists (select 1 from milestones m
                         where m.shipment_id = s.id and m.name = 'ARRIVED' and m.completed)
        and not exists (select 1 from record_subscriptions r where r.record_key = s.ship_key)
        and not exists (select 1 from record_subscriptions r join orders o on o.ord_key = r.record_key
                         where o.shipment_id = s.id)
      order by s.id
      limit 50`,
    [groupId],
  );
}

/** Whether a DCSA event naming the shipment's master bill matches it alone (as the server matches). */
async function masterBillIsUnique(database: Database, shipment: ShipmentRow): Promise<boolean> {
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from shipments
      where upper(replace(master_bill, ' ', '')) = upper(replace($1, ' ', ''))
         or upper(replace(house_bill, ' ', '')) = upper(replace($1, ' ', ''))`,
    [shipment.master_bill],
  );
  return row?.n === 1;
}

async function createUsers(
  database: Database,
  group: { id: string; country: string },
  clients: number,
): Promise<{ clients: string[]; listener: string; staff: string }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const wanted = [
    ...Array.from({ length: clients }, (_, i) => ({
      email: `rt.client.${i + 1}@navia-bench.demo`,
      staff: false,
    })),
    { email: 'rt.listener@navia-bench.demo', staff: false },
    { email: 'rt.staff@navia-bench.demo', staff: true },
  ];
  for (const w of wanted) {
    await database.query(
      `insert into users (org_group_id, email, password_hash, fullname, role, active, tracking, has_hub_access, home_country)
       values ($1, $2, $3, $4, $5, true, true, true, $6) on conflict (email) do nothing`,
      [
        w.staff ? null : group.id,
        w.email,
        passwordHash,
        w.staff ? 'Realtime staff' : 'Realtime client',
        w.staff ? 'NU' : 'OP',
        group.country,
      ],
    );
  }
  return {
    clients: wanted.slice(0, clients).map((w) => w.email),
    listener: 'rt.listener@navia-bench.demo',
    staff: 'rt.staff@navia-bench.demo',
  };
}

const ARRIVAL_ONLY = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, t === 'changeArrivalDate']));

async function subscribe(base: string, token: string, shipment: ShipmentRow) {
  const answer = await call(base, token, 'POST', notificationEndpoints.recordNotificationSettings.path, {
    recordKey: shipment.ship_key,
    clientRecordKey: shipment.ship_number,
    flags: ARRIVAL_ONLY,
    isShipment: true,
    DataSource: shipment.data_source,
  });
  if (answer.status !== 200) throw new Error(`subscribing: ${answer.status} ${answer.text.slice(0, 200)}`);
}

// Figures

type CpuMark = { server: number; postgres: number; clients: number; bench: number };
/** Counters of pg_stat_database and pg_stat_wal, read at `at` (hrMs). */
type PgMark = { transactions: number; walSyncs: number; at: number };
/** Backends report their statistics at most once a second, after a transaction, when idle. */
const PG_STATS_SETTLE_MS = 2000;

const kib = (bytes: number) => bytes / 1024;
const fmtKib = (v: number) => `${fmtInt(Math.round(v))} KiB`;
const fmtMib = (v: number) => `${(v / 1024).toFixed(1)} MiB`;
const summaryCells = (s: Summary) => [fmtInt(s.n), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];

async function main() {
  const startedAt = performance.now();
  const loadBefore = loadavg();
  const benchLimit = openFileLimit('self');
  const users = Math.ceil(options.sockets / options.socketsPerUser);
  console.log(
    `Realtime benchmark: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, load average ${loadBefore}`,
  );
  console.log(
    `Open-file limit of this shell: soft ${fmtInt(benchLimit.soft)}, hard ${fmtInt(benchLimit.hard)}; the server needs about ${fmtInt(options.sockets + SPARE_FDS)}, each load generator about ${fmtInt(Math.ceil(options.sockets / options.clientProcesses) + 100)}`,
  );
  if (Math.ceil(options.sockets / options.clientProcesses) + 100 > benchLimit.soft) {
    throw new Error(
      `the load generators would need more open files than ${benchLimit.soft}: raise \`ulimit -n\` or --client-processes`,
    );
  }

  const cluster = await startCluster(options.keep);
  cleanups.push({
    name: 'cluster',
    run: () => {
      cluster.stop();
      if (options.keep) console.log(`Cluster left running (--keep): ${cluster.url}`);
    },
  });
  console.log(
    `Database: ${cluster.describe}; the server on PostgreSQL uses @socket.io/postgres-adapter (LISTEN/NOTIFY), as in production`,
  );
  const work = mkdtempSync(path.join(os.tmpdir(), 'navia-realtime-'));
  cleanups.push({ name: 'work folder', run: () => rmSync(work, { recursive: true, force: true }) });
  const logFile = path.join(work, 'server.log');

  const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 2, onConnectionLost: () => {} });
  cleanups.push({ name: 'database', run: () => database.close() });
  log(`seeding ${fmtInt(options.shipments)} shipments…`);
  const seeded = await seedDemoData(database, { shipments: options.shipments });
  await ensureSearchRowsFresh(database.db);
  console.log(`Seed: ${fmtInt(seeded.shipments)} shipments in ${(seeded.elapsedMs / 1000).toFixed(1)} s`);

  const [group] = await database.query<{ id: string; code: string; country: string; n: number }>(
    `select g.id, g.code, g.country, count(s.id)::int as n
       from org_groups g join shipments s on s.org_group_id = g.id
      group by g.id order by n desc, g.code limit 1`,
  );
  if (!group) throw new Error('no organisation group with shipments');
  const candidates = await candidateShipments(database, group.id);
  const simulated = (s: ShipmentRow): SimulatedShipment => ({
    masterBill: s.master_bill,
    loadPort: s.load_port ?? '',
    dischargePort: s.discharge_port ?? '',
    eta: s.eta.toISOString(),
    containers: [],
    vessel: s.vessel,
    voyage: s.voyage,
  });
  let dcsaShipment: ShipmentRow | undefined;
  for (const candidate of candidates) {
    try {
      buildCarrierEvents(simulated(candidate), 'eta', new Date());
    } catch {
      continue; // A port that is not a UN/LOCODE: no valid event names it.
    }
    if (await masterBillIsUnique(database, candidate)) {
      dcsaShipment = candidate;
      break;
    }
  }
  const [fanOutShipment, watchedShipment] = candidates.filter((s) => s !== dcsaShipment);
  if (!dcsaShipment || !fanOutShipment || !watchedShipment) {
    throw new Error(`group ${group.code} has too few suitable shipments; raise --shipments`);
  }
  const emails = await createUsers(database, group, users);
  console.log(
    `Users: ${users} client users (role OP) in group ${group.code} (${fmtInt(group.n)} shipments), one listener user there, one staff user (NU); shipments: fan-out ${fanOutShipment.ship_number}, watched ${watchedShipment.ship_number}, DCSA ${dcsaShipment.ship_number} (master bill ${dcsaShipment.master_bill}, ${dcsaShipment.load_port} → ${dcsaShipment.discharge_port})`,
  );

  // The server.
  const port = await freePort();
  const inspectPort = options.heap ? await freePort() : null;
  const base = `http://127.0.0.1:${port}`;
  const server = new ServerProcess({
    databaseUrl: cluster.url,
    port,
    dataDir: path.join(work, 'data'),
    logFile,
    inspectPort,
    fdsNeeded: options.sockets + SPARE_FDS,
    cpuProf: options.serverCpuProf,
  });
  cleanups.push({ name: 'server', run: () => server.stop() });
  log('starting the server (apps/server/src/main.ts)');
  const startMs = await server.start();
  const serverLimit = openFileLimit(server.pid);
  console.log(
    `Server ${base}, pid ${server.pid}, ready in ${(startMs / 1000).toFixed(2)} s, started as ${server.launchedWith}; its open-file limit ${fmtInt(serverLimit.soft)}; ${inspectPort ? `inspector on 127.0.0.1:${inspectPort} (forced GC and heap figures)` : 'no inspector (RSS only)'}; log ${logFile}`,
  );

  log(`signing in ${users + 2} users…`);
  const clientTokens: string[] = [];
  for (const email of emails.clients) clientTokens.push(await signIn(base, email));
  const listenerToken = await signIn(base, emails.listener);
  const staffToken = await signIn(base, emails.staff);
  for (const token of clientTokens) await subscribe(base, token, fanOutShipment);
  await subscribe(base, listenerToken, dcsaShipment);

  // The load generators, each with whole users.
  const procs = Array.from({ length: Math.min(options.clientProcesses, users) }, () => new ClientProcess());
  cleanups.push({
    name: 'load generators',
    run: () => {
      for (const p of procs) p.stop();
    },
  });
  const sessionsOf = procs.map(() => [] as { token: string; sockets: number }[]);
  for (const [i, token] of clientTokens.entries()) {
    const sockets = Math.min(options.socketsPerUser, options.sockets - i * options.socketsPerUser);
    const proc = i % procs.length;
    sessionsOf[proc]?.push({ token, sockets });
    (procs[proc] as ClientProcess).sockets += sockets;
  }
  const url = base;
  const connectConcurrency = 64;

  // The listener of the DCSA part: one socket in this process, connected before the baseline.
  const listener: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token: listenerToken },
    forceNew: true,
    reconnection: false,
  });
  cleanups.push({ name: 'listener socket', run: () => listener.disconnect() });
  await new Promise<void>((resolve, reject) => {
    listener.once('connect', () => resolve());
    listener.once('connect_error', reject);
  });

  // Warm-up: the handshake and Socket.IO code paths run once before the baseline.
  const warmSockets = Math.min(100, options.sockets);
  const warm = await procs[0]?.request(
    {
      type: 'connect',
      url,
      sessions: [{ token: clientTokens[0] as string, sockets: warmSockets }],
      concurrency: connectConcurrency,
    },
    'connected',
  );
  await procs[0]?.request({ type: 'disconnect' }, 'disconnected');
  log(`warm-up: ${warm?.ok ?? 0} sockets connected and closed`);
  await sleep(3000);

  // 1. Idle sockets.
  const pgMark = async (): Promise<PgMark> => {
    await sleep(PG_STATS_SETTLE_MS);
    const [row] = await database.query<{ transactions: string; wal_sync: string }>(
      `select (select xact_commit + xact_rollback from pg_stat_database where datname = current_database()) as transactions,
              (select wal_sync from pg_stat_wal) as wal_sync`,
    );
    // This query's own transaction is not the server's.
    return {
      transactions: Number(row?.transactions ?? 0) - 1,
      walSyncs: Number(row?.wal_sync ?? 0),
      at: hrMs(),
    };
  };
  /** Transactions and WAL syncs per trigger or event (or per second while idle). */
  const pgPer = (from: PgMark, to: PgMark, count: number) => ({
    transactions: (to.transactions - from.transactions) / count,
    walSyncs: (to.walSyncs - from.walSyncs) / count,
  });
  const cpuMark = (): CpuMark => ({
    server: cpuSecondsOf(server.child?.pid),
    postgres: postgresCpuSeconds(cluster.dataDir),
    clients: procs.reduce((sum, p) => sum + cpuSecondsOf(p.child.pid), 0),
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  });
  const before = await measureMemory(server.pid, inspectPort);
  log(
    `baseline: RSS ${fmtMib(before.rssKib)}, ${before.fds} open descriptors; connecting ${fmtInt(options.sockets)} sockets…`,
  );
  mark('connect');
  const connectCpu = cpuMark();
  const connectStarted = hrMs();
  const connected = await Promise.all(
    procs.map((p, i) =>
      p.request(
        { type: 'connect', url, sessions: sessionsOf[i] ?? [], concurrency: connectConcurrency },
        'connected',
      ),
    ),
  );
  const connectMs = hrMs() - connectStarted;
  const connectCpuEnd = cpuMark();
  mark('idle');
  server.assertUp();
  const socketsUp = connected.reduce((sum, c) => sum + c.ok, 0);
  const connectFailures = connected.flatMap((c) => c.failed);
  log(
    `${fmtInt(socketsUp)} sockets connected in ${(connectMs / 1000).toFixed(1)} s; idle 10 s before measuring`,
  );
  const idleCpuFrom = cpuMark();
  const idleFrom = hrMs();
  const idlePgFrom = await pgMark();
  await sleep(10_000 - 2 * PG_STATS_SETTLE_MS);
  const idlePgTo = await pgMark();
  const idleSeconds = (hrMs() - idleFrom) / 1000;
  const idleCpuTo = cpuMark();
  const background = pgPer(idlePgFrom, idlePgTo, (idlePgTo.at - idlePgFrom.at) / 1000);
  const after = await measureMemory(server.pid, inspectPort);
  log(`with the sockets: RSS ${fmtMib(after.rssKib)}, ${after.fds} open descriptors`);

  // 2. Fan-out.
  const roundResults = async (
    event: RoundEvent,
    shipment: ShipmentRow,
    round: number,
    eta: Date,
  ): Promise<{
    latencies: number[];
    answerMs: number;
    status: number;
    expected: number;
    extra: number;
    lost: number;
  }> => {
    await Promise.all(procs.map((p) => p.request({ type: 'arm', round, event }, 'armed')));
    const answers = procs.map((p) => p.next('round'));
    const sentAt = hrMs();
    const answer = await call(
      base,
      staffToken,
      'PUT',
      fillPath(shipmentDateEndpoints.changeDates.path, { ShipKey: shipment.ship_key }),
      {
        ETA: eta.toISOString(),
      },
    );
    const answerMs = hrMs() - sentAt;
    if (answer.status !== 200)
      throw new Error(`PUT dates answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    const timer = setTimeout(() => {
      for (const p of procs) p.send({ type: 'collect', round });
    }, ROUND_TIMEOUT_MS);
    const rounds = await Promise.all(answers);
    clearTimeout(timer);
    return {
      latencies: rounds.flatMap((r) => r.times.map((t) => t - sentAt)),
      answerMs,
      status: answer.status,
      expected: rounds.reduce((sum, r) => sum + r.sockets, 0),
      extra: rounds.reduce((sum, r) => sum + r.extra, 0),
      lost: rounds.reduce((sum, r) => sum + r.lost, 0),
    };
  };

  type Series = {
    perSocket: number[];
    last: number[];
    first: number[];
    spread: number[];
    answer: number[];
    received: number;
    expected: number;
    extra: number;
    lost: number;
    cpu: { server: number; postgres: number; clients: number };
    pg: { transactions: number; walSyncs: number };
  };
  const runRounds = async (event: RoundEvent, shipment: ShipmentRow, label: string): Promise<Series> => {
    const series: Series = {
      perSocket: [],
      last: [],
      first: [],
      spread: [],
      answer: [],
      received: 0,
      expected: 0,
      extra: 0,
      lost: 0,
      cpu: { server: 0, postgres: 0, clients: 0 },
      pg: { transactions: 0, walSyncs: 0 },
    };
    const baseEta = shipment.eta.getTime();
    let from: CpuMark | null = null;
    let pgFrom: PgMark | null = null;
    for (let k = 0; k < WARMUP_TRIGGERS + options.triggers; k++) {
      if (k === WARMUP_TRIGGERS) {
        pgFrom = await pgMark();
        mark(`${event} fan-out`);
        from = cpuMark();
      }
      // Alternates between the seeded ETA + 6 h and the seeded ETA: every trigger moves it.
      const eta = new Date(baseEta + (k % 2 === 0 ? ETA_MOVE_HOURS * 3_600_000 : 0));
      const r = await roundResults(event, shipment, k, eta);
      server.assertUp();
      if (k >= WARMUP_TRIGGERS) {
        const sorted = [...r.latencies].sort((a, b) => a - b);
        series.perSocket.push(...sorted);
        series.answer.push(r.answerMs);
        series.received += sorted.length;
        series.expected += r.expected;
        series.extra += r.extra;
        series.lost = r.lost;
        if (sorted.length > 0) {
          series.first.push(sorted[0] as number);
          series.last.push(sorted.at(-1) as number);
          series.spread.push((sorted.at(-1) as number) - (sorted[0] as number));
        }
      }
      await sleep(PAUSE_BETWEEN_TRIGGERS_MS);
    }
    const to = cpuMark();
    mark(`${event} fan-out done`);
    const pgTo = await pgMark();
    if (from && pgFrom) {
      series.cpu = {
        server: ((to.server - from.server) * 1000) / options.triggers,
        postgres: ((to.postgres - from.postgres) * 1000) / options.triggers,
        clients: ((to.clients - from.clients) * 1000) / options.triggers,
      };
      series.pg = pgPer(pgFrom, pgTo, options.triggers);
    }
    log(
      `${label}: ${options.triggers} triggers, ${fmtInt(series.received)} of ${fmtInt(series.expected)} receipts`,
    );
    return series;
  };

  log(`fan-out of notifications: ${WARMUP_TRIGGERS} warm-up + ${options.triggers} triggers`);
  const notified = await runRounds('notification', fanOutShipment, 'notification fan-out');

  log('every socket watches another shipment (watchRecord)…');
  const watched = await Promise.all(
    procs.map((p) =>
      p.request(
        { type: 'watch', recordKey: watchedShipment.ship_key, concurrency: connectConcurrency },
        'watched',
      ),
    ),
  );
  const watching = watched.reduce((sum, w) => sum + w.ok, 0);
  log(`${fmtInt(watching)} sockets watch ${watchedShipment.ship_number}; recordChanged rounds`);
  const recordChanged = await runRounds('recordChanged', watchedShipment, 'recordChanged fan-out');

  // 3. DCSA events → the listener's socket.
  let waiting: ((at: number) => void) | null = null;
  let stray = 0;
  listener.on('notification', () => {
    const at = hrMs();
    if (waiting) waiting(at);
    else stray += 1;
  });
  const callback = `${base}${fillPath(carrierEventEndpoints.receiveEvents.path, { feedId: DEMO_CARRIER_FEED.id })}`;
  const dcsaBase = simulated(dcsaShipment);
  const dcsa = { latencies: [] as number[], answers: [] as number[], missing: 0, refused: [] as string[] };
  let lastCreated = 0;
  let dcsaFrom: CpuMark | null = null;
  let dcsaPgFrom: PgMark | null = null;
  log(`DCSA: ${WARMUP_EVENTS} warm-up + ${fmtInt(options.events)} events, one at a time`);
  for (let k = 0; k < WARMUP_EVENTS + options.events; k++) {
    if (k === WARMUP_EVENTS) {
      dcsaPgFrom = await pgMark();
      mark('dcsa');
      dcsaFrom = cpuMark();
    }
    const created = new Date(Math.max(Date.now(), lastCreated + 1));
    lastCreated = created.getTime();
    const body = JSON.stringify(
      buildCarrierEvents(dcsaBase, 'eta', created, { etaShiftHours: k % 2 === 0 ? ETA_MOVE_HOURS : 0 }),
    );
    const receipt = new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        waiting = null;
        resolve(null);
      }, EVENT_TIMEOUT_MS);
      waiting = (at) => {
        clearTimeout(timer);
        waiting = null;
        resolve(at);
      };
    });
    const sentAt = hrMs();
    const res = await fetch(callback, {
      method: 'POST',
      headers: notificationHeaders(DEMO_CARRIER_FEED.secret, body, DEMO_CARRIER_FEED.id),
      body,
    });
    const answerMs = hrMs() - sentAt;
    const text = await res.text();
    const applied = res.status === 200 && (JSON.parse(text) as { applied?: number }).applied === 1;
    if (!applied) {
      waiting = null;
      if (k >= WARMUP_EVENTS) dcsa.refused.push(`${res.status} ${text.slice(0, 120)}`);
      continue;
    }
    const at = await receipt;
    if (k < WARMUP_EVENTS) continue;
    dcsa.answers.push(answerMs);
    if (at === null) dcsa.missing += 1;
    else dcsa.latencies.push(at - sentAt);
    if ((k - WARMUP_EVENTS + 1) % 250 === 0) log(`${k - WARMUP_EVENTS + 1} events; load ${loadavg()}`);
  }
  const dcsaTo = cpuMark();
  mark('dcsa done');
  const dcsaPgTo = await pgMark();
  server.assertUp();
  const end = await measureMemory(server.pid, inspectPort);

  // Report.
  const perSocketKib = (a: number, b: number) => (b - a) / Math.max(1, socketsUp);
  console.log(
    `\n== 1. Idle sockets: ${fmtInt(socketsUp)} of ${fmtInt(options.sockets)} connected in one server process`,
  );
  console.log(
    `   ${users} sessions × ${options.socketsPerUser} sockets, each its own WebSocket (transports: ['websocket'], no multiplexing), authenticated in the handshake with auth: { token }; opened by ${procs.length} load-generator processes, ${connectConcurrency} handshakes at once each; measured 10 s after the last connected${inspectPort ? ', after two forced full GCs' : ''}`,
  );
  const rows: (string | number)[][] = [
    [
      'RSS (VmRSS, after GC)',
      fmtMib(before.rssKib),
      fmtMib(after.rssKib),
      fmtKib(after.rssKib - before.rssKib),
      `${perSocketKib(before.rssKib, after.rssKib).toFixed(1)} KiB`,
    ],
    [
      'RSS before the forced GC',
      fmtMib(before.rssNoGcKib),
      fmtMib(after.rssNoGcKib),
      fmtKib(after.rssNoGcKib - before.rssNoGcKib),
      `${perSocketKib(before.rssNoGcKib, after.rssNoGcKib).toFixed(1)} KiB`,
    ],
  ];
  if (before.heap && after.heap) {
    const h0 = before.heap;
    const h1 = after.heap;
    rows.push(
      [
        'V8 heap used',
        fmtMib(kib(h0.heapUsed)),
        fmtMib(kib(h1.heapUsed)),
        fmtKib(kib(h1.heapUsed - h0.heapUsed)),
        `${perSocketKib(kib(h0.heapUsed), kib(h1.heapUsed)).toFixed(1)} KiB`,
      ],
      [
        'V8 heap total',
        fmtMib(kib(h0.heapTotal)),
        fmtMib(kib(h1.heapTotal)),
        fmtKib(kib(h1.heapTotal - h0.heapTotal)),
        `${perSocketKib(kib(h0.heapTotal), kib(h1.heapTotal)).toFixed(1)} KiB`,
      ],
      [
        'external (incl. array buffers)',
        fmtMib(kib(h0.external)),
        fmtMib(kib(h1.external)),
        fmtKib(kib(h1.external - h0.external)),
        `${perSocketKib(kib(h0.external), kib(h1.external)).toFixed(1)} KiB`,
      ],
    );
  }
  rows.push(['open descriptors', fmtInt(before.fds), fmtInt(after.fds), fmtInt(after.fds - before.fds), '']);
  printTable(['server process', 'before', 'after', 'difference', 'per socket'], rows);
  const handshakes = summarise(connected.flatMap((c) => c.handshakeMs));
  const connectCpuMs = (a: number, b: number) => (((b - a) * 1000) / Math.max(1, socketsUp)).toFixed(2);
  console.log(
    `   connecting: ${fmtInt(socketsUp)} in ${(connectMs / 1000).toFixed(1)} s = ${(socketsUp / (connectMs / 1000)).toFixed(0)} handshakes/s; time to connect under that concurrency p50 ${ms(handshakes.p50)} ms, p99 ${ms(handshakes.p99)} ms; CPU per handshake: server ${connectCpuMs(connectCpu.server, connectCpuEnd.server)} ms, PostgreSQL ${connectCpuMs(connectCpu.postgres, connectCpuEnd.postgres)} ms, load generators ${connectCpuMs(connectCpu.clients, connectCpuEnd.clients)} ms`,
  );
  console.log(
    `   idle with the sockets (${idleSeconds.toFixed(0)} s): server CPU ${(((idleCpuTo.server - idleCpuFrom.server) / idleSeconds) * 100).toFixed(1)}% of one core (a Socket.IO ping per socket every 25 s), PostgreSQL ${(((idleCpuTo.postgres - idleCpuFrom.postgres) / idleSeconds) * 100).toFixed(1)}%; background ${background.transactions.toFixed(1)} transactions/s and ${background.walSyncs.toFixed(2)} WAL syncs/s (job polling, the adapter's heartbeat), included in the per-trigger and per-event counts below`,
  );
  if (connectFailures.length > 0) {
    const counts = new Map<string, number>();
    for (const f of connectFailures) counts.set(f, (counts.get(f) ?? 0) + 1);
    console.log(`   failed handshakes: ${[...counts].map(([m, n]) => `${n}× ${m}`).join(', ')}`);
  }

  const seriesTable = (s: Series, event: string) => {
    printTable(
      ['ms from sending the PUT', 'samples', 'p50', 'p95', 'p99', 'max'],
      [
        [`${event}, every socket`, ...summaryCells(summarise(s.perSocket))],
        [`${event}, last socket of each trigger`, ...summaryCells(summarise(s.last))],
        [`${event}, first socket of each trigger`, ...summaryCells(summarise(s.first))],
        ['last − first socket of each trigger', ...summaryCells(summarise(s.spread))],
        ['PUT answered (200)', ...summaryCells(summarise(s.answer))],
      ],
    );
    console.log(
      `   receipts ${fmtInt(s.received)} of ${fmtInt(s.expected)} expected, ${s.extra} duplicates, ${s.lost} sockets lost; CPU per trigger: server ${s.cpu.server.toFixed(1)} ms, PostgreSQL ${s.cpu.postgres.toFixed(1)} ms, load generators ${s.cpu.clients.toFixed(1)} ms; PostgreSQL transactions per trigger ${s.pg.transactions.toFixed(1)}, WAL syncs ${s.pg.walSyncs.toFixed(1)}`,
    );
  };
  console.log(
    `\n== 2. Fan-out: one staff ETA change (PUT /api/shipments/:ShipKey/dates) notifies ${users} subscribed users × ${options.socketsPerUser} sockets; ${options.triggers} triggers after ${WARMUP_TRIGGERS} warm-up ones, one at a time, ${PAUSE_BETWEEN_TRIGGERS_MS} ms apart`,
  );
  console.log(
    `   This includes the dispatch: the change's transaction (outbox row + job), then one transaction storing ${users} notification rows, then ${users} emits to user rooms (each first publishes a pg_notify through the adapter); not a bare emit.`,
  );
  seriesTable(notified, 'notification');
  console.log(
    `\n   Emit-only part: the same PUT on ${watchedShipment.ship_number}, which nobody is subscribed to (the dispatch stores 0 rows) but all ${fmtInt(watching)} sockets watch: one recordChanged emit to one room of ${fmtInt(watching)} sockets, after the answer's dispatch. "last − first" is the emit itself plus the load generators reading it.`,
  );
  seriesTable(recordChanged, 'recordChanged');

  const dcsaSummary = summarise(dcsa.latencies);
  const dcsaCpu = (a: number, b: number) => (dcsaFrom ? (((b - a) * 1000) / options.events).toFixed(1) : '—');
  console.log(
    `\n== 3. DCSA event → socket: ${fmtInt(options.events)} signed callbacks after ${WARMUP_EVENTS} warm-up ones, one event per POST, sent one after the other (concurrency 1); each moves the ETA of ${dcsaShipment.ship_number} by ±${ETA_MOVE_HOURS} h (changeArrivalDate); one subscribed user with one socket listening; the ${fmtInt(socketsUp)} idle sockets stay connected`,
  );
  printTable(
    ['ms from sending the POST', 'samples', 'p50', 'p95', 'p99', 'max'],
    [
      ['notification on the socket', ...summaryCells(dcsaSummary)],
      ['POST answered (200)', ...summaryCells(summarise(dcsa.answers))],
    ],
  );
  console.log(
    `   ${dcsa.missing} notifications missing (${EVENT_TIMEOUT_MS / 1000} s), ${dcsa.refused.length} events not applied${dcsa.refused.length ? ` (${dcsa.refused.slice(0, 3).join('; ')})` : ''}, ${stray} notifications outside a wait; CPU per event: server ${dcsa && dcsaFrom ? dcsaCpu(dcsaFrom.server, dcsaTo.server) : '—'} ms, PostgreSQL ${dcsaFrom ? dcsaCpu(dcsaFrom.postgres, dcsaTo.postgres) : '—'} ms, bench ${dcsaFrom ? dcsaCpu(dcsaFrom.bench, dcsaTo.bench) : '—'} ms; PostgreSQL transactions per event ${dcsaPgFrom ? pgPer(dcsaPgFrom, dcsaPgTo, options.events).transactions.toFixed(1) : '—'}, WAL syncs ${dcsaPgFrom ? pgPer(dcsaPgFrom, dcsaPgTo, options.events).walSyncs.toFixed(1) : '—'}`,
  );
  console.log(
    `   server at the end: RSS ${fmtMib(end.rssKib)}${end.heap ? `, heap used ${fmtMib(kib(end.heap.heapUsed))}` : ''} (after GC), ${end.fds} open descriptors`,
  );

  const log2 = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !/^(Debugger (listening|attached|ending)|For help, see)/.test(l));
  console.log(`\n== Server log (warn and above): ${log2.length === 0 ? 'empty' : `${log2.length} lines`}`);
  for (const l of log2.slice(0, 8)) console.log(`   ${l.slice(0, 240)}`);

  const passShort = (ok: boolean, by: string) => (ok ? `PASS (${by})` : `SHORT (${by})`);
  const fanP99 = summarise(notified.perSocket).p99;
  const lastP99 = summarise(notified.last).p99;
  const rssPerSocket = perSocketKib(before.rssKib, after.rssKib);
  const heapPerSocket =
    before.heap && after.heap ? perSocketKib(kib(before.heap.heapUsed), kib(after.heap.heapUsed)) : null;
  // RSS after GC can grow less than the heap (the baseline held free heap pages): the larger counts.
  const perSocket = Math.max(rssPerSocket, heapPerSocket ?? 0);
  console.log('\n== Targets (issue 11 "Performance")');
  console.log(
    `  fan-out p99 ≤ ${TARGETS.fanOutP99} ms (per socket, ${fmtInt(socketsUp)} sockets, dispatch included): ${ms(fanP99)} ms  ${passShort(fanP99 <= TARGETS.fanOutP99, `${((fanP99 / TARGETS.fanOutP99) * 100).toFixed(0)}% of the target`)}`,
  );
  console.log(
    `  fan-out p99 of the last socket per trigger ≤ ${TARGETS.fanOutP99} ms: ${ms(lastP99)} ms  ${passShort(lastP99 <= TARGETS.fanOutP99, `${((lastP99 / TARGETS.fanOutP99) * 100).toFixed(0)}% of the target`)}`,
  );
  console.log(
    `  DCSA event to socket p99 ≤ ${TARGETS.dcsaP99} ms: ${ms(dcsaSummary.p99)} ms  ${passShort(dcsaSummary.p99 <= TARGETS.dcsaP99 && dcsa.missing === 0, `${((dcsaSummary.p99 / TARGETS.dcsaP99) * 100).toFixed(0)}% of the target; ${dcsa.missing} missing`)}`,
  );
  console.log(
    `  ≤ ${TARGETS.kbPerSocket} KB per idle socket (the larger of server RSS and V8 heap used, after GC): ${perSocket.toFixed(1)} KiB  ${passShort(perSocket <= TARGETS.kbPerSocket, `RSS ${rssPerSocket.toFixed(1)} KiB, ${heapPerSocket === null ? 'no heap figure' : `heap used ${heapPerSocket.toFixed(1)} KiB`} per socket`)}`,
  );
  console.log(
    `  note: per fan-out trigger the server process alone used ${notified.cpu.server.toFixed(0)} ms of CPU (${recordChanged.cpu.server.toFixed(0)} ms for the single ${fmtInt(watching)}-socket emit with no rows); on one event loop no socket's latency can fall below the part of that spent before its write`,
  );
  if (socketsUp < options.sockets)
    console.log(`  NOTE: only ${fmtInt(socketsUp)} of ${fmtInt(options.sockets)} sockets connected`);
  console.log(
    `\nDone in ${((performance.now() - startedAt) / 60_000).toFixed(1)} min; load average before ${loadBefore}, after ${loadavg()}`,
  );
}

runBench(main);
