/**
 * Load and fault benchmark (issue 10 part 7, decision 015):
 *   npm run bench:load [-- --minutes 10] [--shipments 100000] [--workers-per-group 3]
 *     [--staff-workers 2] [--warmup-seconds 20] [--seed 1] [--keep]
 *
 * 1. Starts a throwaway PostgreSQL 15 cluster (bench/pg-cluster.ts) and seeds --shipments shipments
 *    with the demo seed (COPY), then adds one bench user per worker: --workers-per-group client
 *    users (role OP) in every organisation group and --staff-workers staff users (role NU).
 * 2. Starts apps/server/src/main.ts in a child process (bench/load/server.ts) on a loopback port.
 * 3. Each worker signs in and sends the mix of bench/load/workload.ts back to back over its own
 *    keep-alive connection for --minutes (after a warm-up that is not counted).
 * 4. Fault 1 at 35% of the run: `pg_ctl restart -m fast`. Fault 2 at 65%: SIGTERM to the server,
 *    wait for it to exit, start it again. Each fault's window lasts from the injection until
 *    requests succeed again, plus 5 s; figures are printed outside and inside the windows.
 * 5. Afterwards counts every acknowledged write against the database, and prints the targets with
 *    PASS or SHORT. Stops the server and the cluster at the end, also on an error or Ctrl-C.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { arrangeTransportBodySchema } from '@navia/domain/contracts/deliveries';
import { userEndpoints } from '@navia/domain/contracts/user';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { ensureSearchRowsFresh } from '../apps/server/src/modules/shipments/shipments.repository.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { UserConnection } from './load/http.ts';
import { PortalServer } from './load/server.ts';
import {
  createWorker,
  type DeliveryTarget,
  earliestBody,
  Ledger,
  type LoadUser,
  MIX,
  type RecordRef,
  type RunState,
  type Sample,
  type WorkerPlan,
  type WriteKind,
} from './load/workload.ts';
import { freePort, startCluster } from './pg-cluster.ts';
import { cpuSecondsOf, postgresCpuSeconds } from './proc-cpu.ts';
import { cleanups, fmtInt, loadavg, log, numberOption as readNumberOption, runBench } from './run-support.ts';
import { type GroupSample, SEARCH_CASES, sampleGroup } from './search/cases.ts';
import { ms, printTable, prng, summarise } from './search/stats.ts';

const TARGETS = { rps: 300, p99: 250, recoverySeconds: 5 } as const;
/** How long after recovery a fault window stays open (latencies settle, queues drain). */
const WINDOW_TAIL_MS = 5000;
const FAULT1_AT = 0.35;
const FAULT2_AT = 0.65;
const READS_PER_GROUP = 400;
const OWNED_PER_WORKER = 40;
const DELIVERY_TARGETS_PER_GROUP = 150;

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    shipments: { type: 'string', default: '100000' },
    'workers-per-group': { type: 'string', default: '3' },
    'staff-workers': { type: 'string', default: '2' },
    'warmup-seconds': { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    /** Leaves the cluster running at the end and prints its URL. */
    keep: { type: 'boolean', default: false },
    /** Writes a V8 CPU profile of each server process into this folder (node --cpu-prof). */
    'server-cpu-prof': { type: 'string' },
  },
});
const numberOption = (name: keyof typeof values, min: number, integer = true) =>
  readNumberOption(values, name, min, integer);
const options = {
  minutes: numberOption('minutes', 0.5, false),
  shipments: numberOption('shipments', 1000),
  workersPerGroup: numberOption('workers-per-group', 1),
  staffWorkers: numberOption('staff-workers', 0),
  warmupMs: numberOption('warmup-seconds', 0) * 1000,
  seed: numberOption('seed', 0),
  keep: values.keep === true,
  serverCpuProf: values['server-cpu-prof'],
};

const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

// Preparation

type GroupRow = { id: string; code: string; country: string };

async function createUsers(database: Database, groups: GroupRow[]) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const wanted: { email: string; group: GroupRow | null }[] = [];
  for (const g of groups) {
    for (let i = 1; i <= options.workersPerGroup; i++) {
      wanted.push({ email: `load.${g.code.toLowerCase()}.${i}@navia-bench.demo`, group: g });
    }
  }
  for (let i = 1; i <= options.staffWorkers; i++)
    wanted.push({ email: `load.staff.${i}@navia-bench.demo`, group: null });
  for (const w of wanted) {
    await database.query(
      `insert into users (org_group_id, email, password_hash, fullname, role, active, tracking, has_hub_access, home_country)
       values ($1, $2, $3, $4, $5, true, true, true, $6) on conflict (email) do nothing`,
      [
        w.group?.id ?? null,
        w.email,
        passwordHash,
        `Load ${w.group?.code ?? 'staff'}`,
        w.group ? 'OP' : 'NU',
        w.group?.country ?? 'AU',
      ],
    );
  }
  const rows = await database.query<{ id: string; email: string }>(
    'select id, email from users where email = any($1)',
    [wanted.map((w) => w.email)],
  );
  return wanted.map((w) => ({
    email: w.email,
    userId: rows.find((r) => r.email === w.email)?.id ?? '',
    group: w.group?.code ?? 'staff',
    orgGroupId: w.group?.id ?? null,
  }));
}

type RecordRow = {
  org_group_id: string;
  ship_key: string | null;
  ord_key: string | null;
  ship_number: string | null;
  ord_number: string | null;
  ord_number_full: string | null;
  data_source: string;
};
const toRecord = (r: RecordRow): RecordRef => ({
  orgGroupId: r.org_group_id,
  ShipKey: r.ship_key,
  OrdKey: r.ord_key,
  ShipNumber: r.ship_number,
  OrdNumber: r.ord_number,
  OrdNumberFull: r.ord_number_full,
  DataSource: r.data_source,
});

async function recordsOf(database: Database, groupId: string, count: number): Promise<RecordRef[]> {
  const rows = await database.query<RecordRow>(
    `select org_group_id, ship_key, ord_key, ship_number, ord_number, ord_number_full, data_source
       from search_rows where org_group_id = $1 order by md5(rid::text) limit $2`,
    [groupId, count],
  );
  return rows.map(toRecord);
}

/** Containers of shipments that offer arranging transport (decision 008), deliverable or booked. */
async function deliveryTargets(
  database: Database,
  groupId: string,
  booked: boolean,
): Promise<DeliveryTarget[]> {
  const rows = await database.query<{
    ship_key: string;
    ship_number: string;
    data_source: string;
    packing: string;
    direction: string;
    transport_mode: string;
    container_number: string;
    cargo_storage: Date | null;
  }>(
    `select s.ship_key, s.ship_number, s.data_source, s.packing, s.direction, s.transport_mode,
            c.container_number, c.cargo_storage
       from containers c join shipments s on s.id = c.shipment_id
      where s.org_group_id = $1
        and (upper(s.packing) = 'LCL' or (upper(s.data_source) = upper(left(s.destination, 2))
             and exists (select 1 from containers o where o.shipment_id = s.id and o.booked_flag <> 1)))
        and (case when $2 then c.booked_flag = 1
                  else c.booked_flag = 0 and c.confirmed_delivery is null
                       and c.cargo_available is not null and c.cargo_available < now() - interval '2 days' end)
      order by md5(c.id::text) limit $3`,
    [groupId, booked, DELIVERY_TARGETS_PER_GROUP],
  );
  return rows.map((r) => ({
    orgGroupId: groupId,
    shipKey: r.ship_key,
    shipNumber: r.ship_number,
    dataSource: r.data_source,
    packing: r.packing,
    direction: r.direction,
    transportMode: r.transport_mode,
    containerNumber: r.container_number,
    cargoStorage: r.cargo_storage,
    booked,
  }));
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}${userEndpoints.signin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`sign-in of ${email}: ${res.status}`);
  return body.token;
}

// CPU time, to tell what a request costs whatever else runs on the machine

type CpuMark = { at: number; server: number; postgres: number; bench: number };

// Analysis

type Window = { name: string; from: number; to: number };

/** From the injection: when requests succeed again (the first success after the last failure). */
function recoveryOf(samples: readonly Sample[], injectedAt: number, horizonMs: number) {
  let failed = 0;
  let firstFailure: number | null = null;
  let lastFailure: number | null = null;
  for (const s of samples) {
    if (s.ok || s.expected || s.end < injectedAt || s.start > injectedAt + horizonMs) continue;
    failed += 1;
    firstFailure = firstFailure === null ? s.end : Math.min(firstFailure, s.end);
    lastFailure = lastFailure === null ? s.end : Math.max(lastFailure, s.end);
  }
  const after = lastFailure ?? injectedAt;
  let recoveredAt: number | null = null;
  for (const s of samples) {
    if (s.ok && s.end > after && (recoveredAt === null || s.end < recoveredAt)) recoveredAt = s.end;
  }
  return { failed, firstFailure, lastFailure, recoveredAt };
}

const overlaps = (s: Sample, w: Window) => s.start <= w.to && s.end >= w.from;

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(2);

// Verification of acknowledged writes

type WriteCheck = {
  kind: WriteKind;
  acknowledged: number;
  unanswered: number;
  checked: number;
  stored: number;
  lost: string[];
  uncertain: number;
};

async function verifyWrites(
  database: Database,
  ledger: Ledger,
  users: LoadUser[],
  dataDir: string,
): Promise<WriteCheck[]> {
  const userIds = users.map((u) => u.userId);
  const checks: WriteCheck[] = [];
  const compare = (
    kind: WriteKind,
    expected: Map<string, { present: boolean; certain: boolean }>,
    actual: Set<string>,
  ) => {
    const check: WriteCheck = {
      kind,
      acknowledged: ledger.acknowledged[kind],
      unanswered: ledger.unacknowledged[kind],
      checked: 0,
      stored: 0,
      lost: [],
      uncertain: 0,
    };
    for (const [key, state] of expected) {
      if (!state.certain) {
        check.uncertain += 1;
        continue;
      }
      check.checked += 1;
      if (actual.has(key) === state.present) check.stored += 1;
      else check.lost.push(`${key} expected ${state.present ? 'present' : 'absent'}`);
    }
    checks.push(check);
  };

  const favourites = await database.query<{ k: string }>(
    `select user_id || '|' || record_key as k from favourites where user_id = any($1)`,
    [userIds],
  );
  compare('favourite', ledger.favourites, new Set(favourites.map((r) => r.k)));

  const groupIds = [...new Set([...ledger.priorities.keys()].map((k) => k.split('|')[0] ?? ''))];
  const priorities = await database.query<{ k: string }>(
    `select org_group_id || '|' || record_key as k from priority_records where org_group_id::text = any($1)`,
    [groupIds],
  );
  compare('priority', ledger.priorities, new Set(priorities.map((r) => r.k)));

  const searches = await database.query<{ k: string }>(
    `select user_id || '|' || name as k from saved_searches where user_id = any($1)`,
    [userIds],
  );
  compare('savedSearch', ledger.savedSearches, new Set(searches.map((r) => r.k)));

  const acknowledgedDeliveries = [...ledger.deliveries].filter(([, ack]) => ack).map(([id]) => id);
  const stored = new Set(
    (
      await database.query<{ request_id: string }>(
        'select request_id from delivery_requests where request_id = any($1::uuid[])',
        [acknowledgedDeliveries],
      )
    ).map((r) => r.request_id),
  );
  checks.push({
    kind: 'delivery',
    acknowledged: ledger.acknowledged.delivery,
    unanswered: ledger.unacknowledged.delivery,
    checked: acknowledgedDeliveries.length,
    stored: acknowledgedDeliveries.filter((id) => stored.has(id)).length,
    lost: acknowledgedDeliveries.filter((id) => !stored.has(id)).map((id) => `delivery request ${id}`),
    uncertain: [...ledger.deliveries.values()].filter((ack) => !ack).length,
  });

  const documentIds = [...ledger.documents];
  const documents = await database.query<{ id: string; storage_key: string }>(
    'select id, storage_key from record_documents where id = any($1::uuid[])',
    [documentIds],
  );
  const files = new Set(
    documents
      .filter((d) => existsSync(path.join(dataDir, 'files', d.storage_key.slice(0, 2), d.storage_key)))
      .map((d) => d.id),
  );
  checks.push({
    kind: 'document',
    acknowledged: ledger.acknowledged.document,
    unanswered: ledger.unacknowledged.document,
    checked: documentIds.length,
    stored: documentIds.filter((id) => files.has(id)).length,
    lost: documentIds.filter((id) => !files.has(id)).map((id) => `document ${id} (row or file missing)`),
    uncertain: 0,
  });
  return checks;
}

// The run

async function main() {
  const startedAt = performance.now();
  const loadBefore = loadavg();
  console.log(
    `Load and fault benchmark: ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, load average ${loadBefore}`,
  );
  const cluster = await startCluster(options.keep);
  cleanups.push({
    name: 'cluster',
    run: () => {
      cluster.stop();
      if (options.keep) console.log(`Cluster left running (--keep): ${cluster.url}`);
    },
  });
  console.log(`Database: ${cluster.describe}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'navia-load-'));
  cleanups.push({ name: 'work folder', run: () => rmSync(work, { recursive: true, force: true }) });
  const dataDir = path.join(work, 'data');
  const logFile = path.join(work, 'server.log');

  // The bench's own connections (seed, sampling, verification) survive the restart too.
  const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 4, onConnectionLost: () => {} });
  cleanups.push({ name: 'database', run: () => database.close() });
  log(`seeding ${fmtInt(options.shipments)} shipments (seed ${options.seed})…`);
  const summary = await seedDemoData(database, { shipments: options.shipments, seed: options.seed });
  await ensureSearchRowsFresh(database.db);
  console.log(
    `Seed: ${fmtInt(summary.shipments)} shipments in ${(summary.elapsedMs / 1000).toFixed(1)} s, centred on ${summary.now.slice(0, 10)}`,
  );

  const groups = await database.query<GroupRow>('select id, code, country from org_groups order by code');
  const benchUsers = await createUsers(database, groups);
  const reads = new Map<string, RecordRef[]>();
  const owned = new Map<string, RecordRef[]>();
  const samples = new Map<string, GroupSample>();
  const deliverable = new Map<string, DeliveryTarget[]>();
  const booked = new Map<string, DeliveryTarget[]>();
  const writersPerGroup = options.workersPerGroup + options.staffWorkers;
  for (const g of groups) {
    const records = await recordsOf(database, g.id, READS_PER_GROUP + OWNED_PER_WORKER * writersPerGroup);
    reads.set(g.id, records.slice(0, READS_PER_GROUP));
    owned.set(g.id, records.slice(READS_PER_GROUP));
    samples.set(g.id, await sampleGroup(database, g.id));
    deliverable.set(g.id, await deliveryTargets(database, g.id, false));
    booked.set(g.id, await deliveryTargets(database, g.id, true));
  }
  // Every submit the workload can send passes the shared schema (a wrong body would be our bug).
  for (const target of [...deliverable.values(), ...booked.values()].flat()) {
    const parsed = arrangeTransportBodySchema.safeParse(earliestBody(target, new Date()));
    if (!parsed.success)
      throw new Error(`delivery body for ${target.containerNumber}: ${parsed.error.message}`);
  }
  const largest = groups.map((g) => ({ g, n: reads.get(g.id)?.length ?? 0 })).sort((a, b) => b.n - a.n)[0]?.g;
  if (!largest) throw new Error('no organisation group');

  // Plans: a client worker reads its group's records; staff read every group's. Priority is per
  // group, so the owned records of a group are split between its client workers and the staff.
  const today = new Date();
  const plans: Omit<WorkerPlan, 'user'>[] = [];
  const userOf: Omit<LoadUser, 'token'>[] = [];
  for (const [index, u] of benchUsers.entries()) {
    const staff = u.orgGroupId === null;
    const myGroups = staff ? groups : groups.filter((g) => g.id === u.orgGroupId);
    const writerSlot = staff
      ? options.workersPerGroup + (index - groups.length * options.workersPerGroup)
      : index % options.workersPerGroup;
    const ownedRecords = myGroups.flatMap((g) => {
      const all = owned.get(g.id) ?? [];
      return staff
        ? all
            .filter((_, i) => i % writersPerGroup === writerSlot)
            .slice(0, Math.ceil(OWNED_PER_WORKER / groups.length) + 2)
        : all.filter((_, i) => i % writersPerGroup === writerSlot);
    });
    const sample = samples.get(staff ? largest.id : (u.orgGroupId ?? '')) as GroupSample;
    plans.push({
      index,
      reads: myGroups.flatMap((g) => reads.get(g.id) ?? []),
      owned: ownedRecords,
      searches: SEARCH_CASES.map((c) => c.body(sample, today)),
      deliverable: myGroups.flatMap((g) => deliverable.get(g.id) ?? []),
      booked: myGroups.flatMap((g) => booked.get(g.id) ?? []),
    });
    userOf.push(u);
  }
  const deliverableCount = [...deliverable.values()].reduce((s, t) => s + t.length, 0);
  const bookedCount = [...booked.values()].reduce((s, t) => s + t.length, 0);
  console.log(
    `Workers: ${plans.length} (${options.workersPerGroup} per group × ${groups.length} groups ${groups.map((g) => g.code).join(', ')}, plus ${options.staffWorkers} staff), each its own user and keep-alive connection; ${deliverableCount} deliverable and ${bookedCount} booked containers to submit`,
  );

  // The server.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let state: RunState | null = null;
  const events: { at: number; what: string }[] = [];
  const note = (what: string) => {
    const at = state?.now() ?? 0;
    events.push({ at, what });
    log(what);
  };
  let restartingAfterCrash = false;
  const server = new PortalServer(
    { databaseUrl: cluster.url, port, dataDir, logFile, cpuProf: options.serverCpuProf },
    (what) => {
      note(`${what}; starting it again`);
      if (restartingAfterCrash || state?.stopping) return;
      restartingAfterCrash = true;
      void server
        .start()
        .then((startMs) => note(`server restarted after the crash in ${seconds(startMs)} s`))
        .catch((error: unknown) => note(`server restart failed: ${String(error)}`))
        .finally(() => {
          restartingAfterCrash = false;
        });
    },
  );
  cleanups.push({ name: 'server', run: () => server.stop(15_000) });
  log('starting the server (apps/server/src/main.ts)');
  const firstStartMs = await server.start();
  console.log(`Server ${base}, pid ${server.pid}, ready in ${seconds(firstStartMs)} s; log ${logFile}`);

  const users: LoadUser[] = [];
  for (const u of userOf) users.push({ ...u, token: await signIn(base, u.email) });

  // The run.
  const clockStart = performance.now();
  const runState: RunState = {
    now: () => performance.now() - clockStart,
    stopping: false,
    warmup: options.warmupMs > 0,
    samples: [],
    inFlight: new Map(),
    ledger: new Ledger(),
    nextId: 1,
  };
  state = runState;
  const connections = users.map(() => new UserConnection('127.0.0.1', port));
  cleanups.push({
    name: 'connections',
    run: () => {
      for (const c of connections) c.close();
    },
  });
  const workers = plans.map((plan, i) =>
    createWorker(
      { ...plan, user: users[i] as LoadUser },
      connections[i] as UserConnection,
      runState,
      prng(7919 * (i + 1) + options.seed),
    ),
  );
  const running = workers.map((w) => w.run());

  if (options.warmupMs > 0) {
    log(`warm-up ${options.warmupMs / 1000} s (not counted)`);
    await sleep(options.warmupMs);
    runState.warmup = false;
  }
  const runMs = options.minutes * 60_000;
  const runFrom = runState.now();
  const runTo = runFrom + runMs;
  const cpuMark = (): CpuMark => ({
    at: runState.now(),
    server: cpuSecondsOf(server.pid),
    postgres: postgresCpuSeconds(cluster.dataDir),
    bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  });
  const cpuFrom = cpuMark();
  log(
    `run: ${options.minutes} min; fault 1 (database restart) at ${seconds(runMs * FAULT1_AT)} s, fault 2 (SIGTERM) at ${seconds(runMs * FAULT2_AT)} s`,
  );

  let reported = runFrom;
  let reportedCount = 0;
  const progress = setInterval(() => {
    const now = runState.now();
    const recent = runState.samples.filter((s) => s.end > reported && !s.warmup);
    const failed = recent.filter((s) => !s.ok && !s.expected).length;
    const p99 = summarise(recent.map((s) => s.end - s.start)).p99;
    log(
      `${fmtInt(runState.samples.length - reportedCount)} requests, ${(recent.length / ((now - reported) / 1000)).toFixed(0)} req/s, p99 ${ms(p99)} ms, ${failed} failed, ${runState.inFlight.size} in flight, load ${loadavg()}`,
    );
    reported = now;
    reportedCount = runState.samples.length;
  }, 30_000);

  // Fault 1: the database restarts under load.
  await sleep(Math.max(0, runFrom + runMs * FAULT1_AT - runState.now()));
  const cpuTo = cpuMark();
  const pidBefore = server.pid;
  const fault1At = runState.now();
  note('fault 1: pg_ctl restart -m fast');
  const restartStarted = performance.now();
  await cluster.restart();
  const restartMs = performance.now() - restartStarted;
  note(
    `database restarted (pg_ctl returned after ${seconds(restartMs)} s); server pid ${server.pid} (${server.pid === pidBefore ? 'same process' : 'a new process'})`,
  );

  // Fault 2: SIGTERM to the server while requests are in flight; then start it again.
  await sleep(Math.max(0, runFrom + runMs * FAULT2_AT - runState.now()));
  const inFlightAtSigterm = new Set(runState.inFlight.keys());
  const fault2At = runState.now();
  note(
    `fault 2: SIGTERM to the server (pid ${server.pid}) with ${inFlightAtSigterm.size} requests in flight`,
  );
  const stopped = await server.stop();
  const exitedAt = runState.now();
  note(
    `server exited after ${seconds(stopped.ms)} s (${stopped.exit}${stopped.killed ? ', killed after the timeout' : ''})`,
  );
  const secondStartMs = await server.start();
  const readyAt = runState.now();
  note(`server started again in ${seconds(secondStartMs)} s (pid ${server.pid})`);

  await sleep(Math.max(0, runTo - runState.now()));
  runState.stopping = true;
  clearInterval(progress);
  log('run over; waiting for the requests in flight');
  await Promise.all(running);
  const endedAt = runState.now();

  // Analysis.
  const all = runState.samples.filter((s) => !s.warmup);
  // Each fault's failures are looked for until the next fault (or 60 s, or the end).
  const horizon1 = Math.min(60_000, fault2At - fault1At);
  const horizon2 = Math.min(60_000, endedAt - fault2At);
  const r1 = recoveryOf(all, fault1At, horizon1);
  const r2 = recoveryOf(all, fault2At, horizon2);
  const windows: Window[] = [
    {
      name: 'fault 1 (database restart)',
      from: fault1At,
      to: Math.min((r1.recoveredAt ?? fault1At + horizon1) + WINDOW_TAIL_MS, fault2At),
    },
    {
      name: 'fault 2 (SIGTERM, restart)',
      from: fault2At,
      to: (r2.recoveredAt ?? fault2At + horizon2) + WINDOW_TAIL_MS,
    },
  ];
  const [w1, w2] = windows as [Window, Window];
  const inside1 = all.filter((s) => overlaps(s, w1));
  const inside2 = all.filter((s) => overlaps(s, w2));
  const outside = all.filter((s) => !overlaps(s, w1) && !overlaps(s, w2));
  const runSpan = endedAt - runFrom;
  const windowSpan = windows.reduce(
    (sum, w) => sum + Math.max(0, Math.min(w.to, endedAt) - Math.max(w.from, runFrom)),
    0,
  );
  const outsideSeconds = (runSpan - windowSpan) / 1000;
  const outsideRps = outside.length / outsideSeconds;
  const outsideSummary = summarise(outside.map((s) => s.end - s.start));

  const checks = await verifyWrites(database, runState.ledger, users, dataDir);

  // Report.
  console.log(
    `\n== Mix: ${MIX.map((m) => `${m.op} ${m.weight}%`).join(', ')}; ${plans.length} workers back to back, Retry-After honoured`,
  );
  console.log(
    `   run ${seconds(runSpan)} s after a ${options.warmupMs / 1000} s warm-up: ${fmtInt(all.length)} requests, ${(all.length / (runSpan / 1000)).toFixed(1)} req/s overall`,
  );
  console.log(
    `   outside the fault windows: ${fmtInt(outside.length)} requests in ${outsideSeconds.toFixed(1)} s = ${outsideRps.toFixed(1)} req/s; p50 ${ms(outsideSummary.p50)} ms, p95 ${ms(outsideSummary.p95)} ms, p99 ${ms(outsideSummary.p99)} ms, max ${ms(outsideSummary.max)} ms`,
  );
  for (const w of windows) {
    console.log(
      `   window ${w.name}: ${seconds(w.from - runFrom)} s to ${seconds(w.to - runFrom)} s of the run`,
    );
  }

  const cpuRequests = all.filter((s) => s.end > cpuFrom.at && s.end <= cpuTo.at).length;
  if (cpuRequests > 0) {
    const per = (a: number, b: number) => ((b - a) * 1000) / cpuRequests;
    const serverMs = per(cpuFrom.server, cpuTo.server);
    const postgresMs = per(cpuFrom.postgres, cpuTo.postgres);
    const benchMs = per(cpuFrom.bench, cpuTo.bench);
    console.log(
      `   CPU per request before fault 1 (${fmtInt(cpuRequests)} requests): server ${serverMs.toFixed(2)} ms, PostgreSQL ${postgresMs.toFixed(2)} ms, load generator ${benchMs.toFixed(2)} ms; so on ${os.cpus().length} otherwise idle cores the server process alone could answer about ${(1000 / serverMs).toFixed(0)} req/s (one thread), server and PostgreSQL together about ${((os.cpus().length * 1000) / (serverMs + postgresMs)).toFixed(0)} req/s, and with this load generator beside them about ${((os.cpus().length * 1000) / (serverMs + postgresMs + benchMs)).toFixed(0)} req/s`,
    );
  }

  const routeTable = (title: string, rows: readonly Sample[], spanSeconds: number | null) => {
    console.log(`\n== ${title}`);
    const routes = [...new Set(rows.map((s) => s.route))].sort();
    printTable(
      ['route', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', '2xx', 'expected 4xx', 'other'],
      routes.map((route) => {
        const mine = rows.filter((s) => s.route === route);
        const answered = mine.filter((s) => s.kind === 'answer');
        const sum = summarise(answered.map((s) => s.end - s.start));
        return [
          route,
          mine.length,
          spanSeconds ? (mine.length / spanSeconds).toFixed(1) : '—',
          ms(sum.p50),
          ms(sum.p95),
          ms(sum.p99),
          ms(sum.max),
          mine.filter((s) => s.ok).length,
          mine.filter((s) => s.expected).length,
          mine.filter((s) => !s.ok && !s.expected).length,
        ];
      }),
    );
  };
  routeTable('Per route, outside the fault windows (latency of answered requests)', outside, outsideSeconds);
  routeTable(`Per route, inside ${w1.name}`, inside1, null);
  routeTable(`Per route, inside ${w2.name}`, inside2, null);

  console.log(
    '\n== Answers that were not 2xx, by status (expected: the booked-container refusals the mix provokes)',
  );
  const byResult = [outside, inside1, inside2].map((rows) =>
    countBy(
      rows.filter((s) => !s.ok),
      (s) => s.result,
    ),
  );
  const results = [...new Set(byResult.flatMap((m) => [...m.keys()]))].sort();
  if (results.length === 0) console.log('   none');
  else {
    printTable(
      ['status or error', 'outside', 'fault 1', 'fault 2'],
      results.map((r) => [r, ...byResult.map((m) => m.get(r) ?? 0)]),
    );
  }
  const unexpectedOutside = outside.filter((s) => !s.ok && !s.expected);

  // Fault 1.
  const f1Failed = inside1.filter((s) => !s.ok && !s.expected);
  const f1Unexpected = f1Failed.filter((s) => !(s.status === 503 && s.retryAfter));
  const recovery1 = r1.recoveredAt === null ? null : (r1.recoveredAt - fault1At) / 1000;
  console.log('\n== Fault 1: pg_ctl restart -m fast');
  console.log(
    `   pg_ctl restart took ${seconds(restartMs)} s; the server process ${server.crashes.length === 0 ? 'stayed up (the pool reconnected on its own)' : `crashed: ${server.crashes.join('; ')}`}`,
  );
  console.log(
    `   failed requests: ${f1Failed.length} (${f1Failed.length - f1Unexpected.length} answered 503 with Retry-After, ${f1Unexpected.length} otherwise); first failure ${r1.firstFailure === null ? '—' : `${seconds(r1.firstFailure - fault1At)} s`}, last ${r1.lastFailure === null ? '—' : `${seconds(r1.lastFailure - fault1At)} s`} after the restart began`,
  );
  console.log(
    `   requests succeed again ${recovery1 === null ? 'never (within 60 s)' : `${recovery1.toFixed(2)} s`} after the restart began`,
  );

  // Fault 2.
  const atSigterm = all.filter((s) => inFlightAtSigterm.has(s.id));
  const duringDrain = all.filter(
    (s) => !inFlightAtSigterm.has(s.id) && s.start >= fault2At && s.start < exitedAt,
  );
  const whileDown = all.filter((s) => s.start >= exitedAt && s.start < readyAt);
  const droppedIn = (rows: readonly Sample[]) => rows.filter((s) => s.kind === 'dropped');
  const describeGroup = (rows: readonly Sample[]) => {
    const answered = rows.filter((s) => s.kind === 'answer' && !(s.status === 503 && s.retryAfter));
    const with503 = rows.filter((s) => s.status === 503 && s.retryAfter);
    return `${rows.length}: ${answered.length} answered (${answered.filter((s) => s.ok).length} 2xx), ${with503.length} answered 503 with Retry-After, ${rows.filter((s) => s.kind === 'refused').length} refused, ${droppedIn(rows).length} dropped`;
  };
  const dropped2 = droppedIn(inside2);
  const recovery2 = r2.recoveredAt === null ? null : (r2.recoveredAt - fault2At) / 1000;
  console.log('\n== Fault 2: SIGTERM to the server, then a new server');
  console.log(
    `   drained and exited in ${seconds(stopped.ms)} s (${stopped.exit}${stopped.killed ? ', killed' : ''}); the new server was ready ${seconds(readyAt - exitedAt)} s later`,
  );
  console.log(`   in flight at SIGTERM: ${describeGroup(atSigterm)}`);
  console.log(`   sent during the drain: ${describeGroup(duringDrain)}`);
  console.log(
    `   sent between the exit and the new server's first health answer: ${describeGroup(whileDown)}`,
  );
  console.log(
    `   dropped in the window (socket error after the request was sent; refused connections not counted): ${dropped2.length}${dropped2.length ? ` — ${[...countBy(dropped2, (s) => `${s.result}${s.reusedSocket ? ' on a reused keep-alive socket' : ''}`)].map(([k, n]) => `${n}× ${k}`).join(', ')}` : ''}`,
  );
  const f2Unexpected = inside2.filter(
    (s) => !s.ok && !s.expected && s.kind !== 'refused' && !(s.status === 503 && s.retryAfter),
  );
  console.log(
    `   answers other than 2xx, the expected 4xx, 503 with Retry-After or a refused connection: ${f2Unexpected.length}${f2Unexpected.length ? ` — ${[...countBy(f2Unexpected, (s) => s.result)].map(([k, n]) => `${n}× ${k}`).join(', ')}` : ''}`,
  );
  console.log(
    `   requests succeed again ${recovery2 === null ? 'never (within 60 s)' : `${recovery2.toFixed(2)} s`} after SIGTERM`,
  );

  // Writes.
  console.log('\n== Acknowledged writes against the database');
  printTable(
    [
      'write',
      'acknowledged',
      'unanswered',
      'identities checked',
      'as acknowledged',
      'lost',
      'not checked (last write unanswered)',
    ],
    checks.map((c) => [
      c.kind,
      c.acknowledged,
      c.unanswered,
      c.checked,
      c.stored,
      c.lost.length,
      c.uncertain,
    ]),
  );
  console.log(
    '   favourites, priority and saved searches: the last acknowledged state of each (user, record), (group, record) and (user, name), present or absent; deliveries by requestId; documents by id, row and file',
  );
  const lost = checks.flatMap((c) => c.lost);
  for (const l of lost.slice(0, 10)) console.log(`   lost: ${l}`);

  // Server log.
  console.log('\n== Server log (warn and above)');
  const logLines = server.logSummary();
  if (logLines.length === 0) console.log('   empty');
  for (const l of logLines.slice(0, 12))
    console.log(`   ${String(l.count).padStart(6)}× ${l.level} ${l.msg}`);
  for (const e of events) console.log(`   event at ${seconds(e.at - runFrom)} s: ${e.what}`);

  // Targets.
  const passShort = (ok: boolean, by: string) => (ok ? `PASS (${by})` : `SHORT (${by})`);
  const droppedOnSigterm = dropped2.length;
  console.log('\n== Targets (issue 10 part 7), outside the fault windows unless said');
  console.log(
    `  ≥ ${TARGETS.rps} req/s on the mix: ${outsideRps.toFixed(1)} req/s  ${passShort(outsideRps >= TARGETS.rps, `${outsideRps >= TARGETS.rps ? '+' : ''}${(outsideRps - TARGETS.rps).toFixed(1)} req/s, ${((outsideRps / TARGETS.rps) * 100).toFixed(0)}% of the target`)}`,
  );
  console.log(
    `  0 unexpected errors: ${unexpectedOutside.length}  ${passShort(unexpectedOutside.length === 0, unexpectedOutside.length === 0 ? 'none' : [...countBy(unexpectedOutside, (s) => `${s.route} ${s.result}`)].map(([k, n]) => `${n}× ${k}`).join(', '))}`,
  );
  const slowest = [...new Set(outside.map((s) => s.route))]
    .map((route) => ({
      route,
      p99: summarise(outside.filter((s) => s.route === route).map((s) => s.end - s.start)).p99,
    }))
    .sort((a, b) => b.p99 - a.p99)[0];
  console.log(
    `  p99 ≤ ${TARGETS.p99} ms: ${ms(outsideSummary.p99)} ms  ${passShort(outsideSummary.p99 <= TARGETS.p99, `${outsideSummary.p99 <= TARGETS.p99 ? '' : '+'}${ms(outsideSummary.p99 - TARGETS.p99)} ms; slowest route ${slowest?.route} p99 ${ms(slowest?.p99 ?? 0)} ms`)}`,
  );
  console.log(
    `  recovery after the database restart ≤ ${TARGETS.recoverySeconds} s: ${recovery1 === null ? 'none' : `${recovery1.toFixed(2)} s`}  ${passShort(recovery1 !== null && recovery1 <= TARGETS.recoverySeconds, recovery1 === null ? 'requests did not succeed again' : `${(recovery1 - TARGETS.recoverySeconds).toFixed(2)} s against the target; ${f1Unexpected.length} failures other than 503 with Retry-After`)}`,
  );
  console.log(
    `  0 acknowledged writes lost: ${lost.length} of ${checks.reduce((s, c) => s + c.checked, 0)} checked  ${passShort(lost.length === 0, `${checks.reduce((s, c) => s + c.acknowledged, 0)} acknowledged writes`)}`,
  );
  console.log(
    `  0 dropped requests on SIGTERM: ${droppedOnSigterm}  ${passShort(droppedOnSigterm === 0, `${atSigterm.length} in flight at SIGTERM, ${duringDrain.length} sent during the drain, ${whileDown.filter((s) => s.kind === 'refused').length} refused while down`)}`,
  );
  if (server.crashes.length > 0)
    console.log(`  server crashes: ${server.crashes.length} (${server.crashes.join('; ')})`);
  console.log(
    `\nDone in ${((performance.now() - startedAt) / 60_000).toFixed(1)} min; load average before ${loadBefore}, after ${loadavg()}`,
  );
}

runBench(main);
