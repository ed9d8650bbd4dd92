/**
 * Chat benchmark (issue 12 "Performance"): prints figures, asserts nothing.
 *   npm run bench:chat [-- --users 500] [--channels 250] [--seconds 60] [--interval 3000]
 *     [--subscribed 0.1] [--history 1000] [--history-loads 50] [--shipments 1000] [--keep]
 *
 * 1. Starts a throwaway PostgreSQL 15 cluster (bench/pg-cluster.ts), seeds --shipments demo
 *    shipments, and adds --users chat users (role OP) in the organisation group with the most
 *    shipments; the group's bot is switched off, so that a round trip is the chat path alone (store,
 *    emit), not the bot's answer. Each user signs in once through POST /api/user/signin.
 * 2. Starts apps/server/src/main.ts in its own process (production settings, on PostgreSQL with the
 *    Postgres adapter, as in production).
 *    In a --subscribed share of the channels the second member subscribes to the shipment's NEW CHAT
 *    MESSAGES, so those messages take the notification path (outbox event, job, who is in the room).
 * 3. --channels record channels (one shipment each), two users in each: every user opens the
 *    shipment's chat on the /chat namespace (handshake `auth: { token, shipmentId, DataSource }`),
 *    waits for `channel open` and sends `ready`.
 * 4. For --seconds (after 10 s of warm-up that are not counted) each user sends a message every
 *    --interval ms on average (uniformly 0.5×–1.5×). Round trip: from just before `message` is
 *    emitted to the other member's receipt of it, both on this process's monotonic clock. Messages
 *    never received, and messages received twice, are counted.
 * 5. History: a channel holding --history messages (inserted directly); --history-loads fresh
 *    connections each send `ready` with no last id; the time from `ready` to its acknowledgement with
 *    the messages.
 * 6. Prints the targets (round trip p99 ≤ 100 ms, history load p95 ≤ 50 ms) with PASS or SHORT.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import {
  CHAT_NAMESPACE,
  type ChatClientToServerEvents,
  type ChatMessage,
  type ChatServerToClientEvents,
} from '@navia/domain/contracts/chat';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import { REALTIME_PATH } from '@navia/domain/contracts/realtime';
import { NOTIFICATION_TYPES } from '@navia/domain/rules/notifications';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { ensureSearchRowsFresh } from '../apps/server/src/modules/shipments/shipments.repository.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { freePort, startCluster } from './pg-cluster.ts';
import { cpuSecondsOf, postgresCpuSeconds } from './proc-cpu.ts';
import { cleanups, fmtInt, loadavg, log, numberOption as readNumberOption, runBench } from './run-support.ts';
import { ms, printTable, type Summary, summarise } from './search/stats.ts';
import { openFileLimit, ServerProcess, signIn } from './server-process.ts';

const TARGETS = { roundTripP99: 100, historyP95: 50 } as const;
const WARMUP_MS = 10_000;
/** After the last send: how long receipts may still arrive before a message counts as lost. */
const DRAIN_MS = 5_000;
const SPARE_FDS = 1024;

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '500' },
    channels: { type: 'string', default: '250' },
    seconds: { type: 'string', default: '60' },
    interval: { type: 'string', default: '3000' },
    subscribed: { type: 'string', default: '0.1' },
    history: { type: 'string', default: '1000' },
    'history-loads': { type: 'string', default: '50' },
    shipments: { type: 'string', default: '1000' },
    keep: { type: 'boolean', default: false },
  },
});
const numberOption = (name: keyof typeof values, min: number, integer = true) =>
  readNumberOption(values, name, min, integer);
const options = {
  users: numberOption('users', 2),
  channels: numberOption('channels', 1),
  seconds: numberOption('seconds', 1),
  interval: numberOption('interval', 100),
  subscribed: numberOption('subscribed', 0, false),
  history: numberOption('history', 1),
  historyLoads: numberOption('history-loads', 1),
  shipments: numberOption('shipments', 100),
  keep: values.keep === true,
};
if (options.users < options.channels * 2) throw new Error('--users must be at least twice --channels');
if (!(options.subscribed >= 0 && options.subscribed <= 1))
  throw new Error('--subscribed must be between 0 and 1');

const CHAT_ONLY = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, t === 'chatMessages']));

async function subscribeToChat(
  base: string,
  token: string,
  shipment: { ship_key: string; ship_number: string; data_source: string },
) {
  const res = await fetch(`${base}${notificationEndpoints.recordNotificationSettings.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      recordKey: shipment.ship_key,
      clientRecordKey: shipment.ship_number,
      flags: CHAT_ONLY,
      isShipment: true,
      DataSource: shipment.data_source,
    }),
  });
  if (res.status !== 200) throw new Error(`subscribing: ${res.status} ${(await res.text()).slice(0, 200)}`);
}

type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;
const sleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));
const hrMs = () => Number(process.hrtime.bigint()) / 1e6;

type Member = { token: string; socket: ChatSocket | null; channel: number };
type Sent = { at: number; counted: boolean; receipts: number };

function openChat(base: string, token: string, shipKey: string, dataSource: string): Promise<ChatSocket> {
  const socket: ChatSocket = io(`${base}${CHAT_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token, shipmentId: shipKey, DataSource: dataSource },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('channel open timed out')), 30_000);
    socket.once('channel open', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('channel_error', (error) => {
      clearTimeout(timer);
      reject(new Error(`channel_error ${error.code}: ${error.text}`));
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function ready(socket: ChatSocket): Promise<{ ms: number; messages: number }> {
  const started = hrMs();
  return new Promise((resolve, reject) => {
    socket.timeout(30_000).emit('ready', {}, (error, answer) => {
      if (error) return reject(error);
      if (!answer.ok) return reject(new Error(`ready refused: ${answer.code}`));
      resolve({ ms: hrMs() - started, messages: answer.messages.length });
    });
  });
}

async function main() {
  const startedAt = performance.now();
  console.log(
    `Chat benchmark: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}, load average ${loadavg()}`,
  );
  const limit = openFileLimit('self');
  if (limit.soft < options.users + 200) {
    throw new Error(
      `this shell may open ${limit.soft} files; ${options.users} sockets need more: raise ulimit -n`,
    );
  }

  const cluster = await startCluster(options.keep);
  cleanups.push({ name: 'cluster', run: () => cluster.stop() });
  console.log(`Database: ${cluster.describe}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'navia-chat-bench-'));
  cleanups.push({ name: 'work folder', run: () => rmSync(work, { recursive: true, force: true }) });
  const database = await openDatabase({ databaseUrl: cluster.url, poolSize: 2, onConnectionLost: () => {} });
  cleanups.push({ name: 'database', run: () => database.close() });

  log(`seeding ${fmtInt(options.shipments)} shipments…`);
  await seedDemoData(database, { shipments: options.shipments });
  await ensureSearchRowsFresh(database.db);
  const [group] = await database.query<{ id: string; code: string; country: string; n: number }>(
    `select g.id, g.code, g.country, count(s.id)::int as n
       from org_groups g join shipments s on s.org_group_id = g.id
      group by g.id order by n desc, g.code limit 1`,
  );
  if (!group) throw new Error('no organisation group with shipments');
  await database.query('update org_groups set hubbi_enabled = false where id = $1', [group.id]);
  const shipments = await database.query<{
    id: string;
    ship_key: string;
    ship_number: string;
    data_source: string;
  }>(
    `select id::text, ship_key, ship_number, data_source from shipments
      where org_group_id = $1 order by id limit $2`,
    [group.id, options.channels + 1],
  );
  if (shipments.length < options.channels + 1) {
    throw new Error(`group ${group.code} has ${shipments.length} shipments; raise --shipments`);
  }
  const historyShipment = shipments[options.channels];
  if (!historyShipment) throw new Error('no shipment left for the history channel');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emails = Array.from({ length: options.users }, (_, i) => `chat.user.${i + 1}@navia-bench.demo`);
  for (const email of emails) {
    await database.query(
      `insert into users (org_group_id, email, password_hash, fullname, role, active, tracking, has_hub_access, home_country)
       values ($1, $2, $3, 'Chat bench user', 'OP', true, true, true, $4) on conflict (email) do nothing`,
      [group.id, email, passwordHash, group.country],
    );
  }

  // The history channel: --history messages, as if written over the last days.
  const [owner] = await database.query<{ id: string }>('select id from users where email = $1', [emails[0]]);
  const [historyChannel] = await database.query<{ id: string }>(
    `insert into chat_channels (org_group_id, kind, record_key, record_number, is_shipment, data_source, shipment_id, last_seq, last_message_at)
     values ($1, 'record', $2, $3, true, $4, $5, $6, now()) returning id`,
    [
      group.id,
      historyShipment.ship_key,
      historyShipment.ship_number,
      historyShipment.data_source,
      historyShipment.id,
      options.history,
    ],
  );
  if (!owner || !historyChannel) throw new Error('could not create the history channel');
  await database.query(
    `insert into chat_messages (channel_id, org_group_id, seq, client_message_id, from_user_id, username, role, type, text, created_at)
     select $1, $2, g, gen_random_uuid(), $3, 'Chat bench user', 'customer', 'text',
            'History message ' || g || ': when will the containers of this shipment be available at the wharf?',
            now() - ($4 - g) * interval '1 minute'
       from generate_series(1, $4::int) g`,
    [historyChannel.id, group.id, owner.id, options.history],
  );
  console.log(
    `Group ${group.code} (${fmtInt(group.n)} shipments, bot off): ${fmtInt(options.users)} users (role OP), ${fmtInt(options.channels)} record channels of 2 members, a history channel of ${fmtInt(options.history)} messages`,
  );

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = new ServerProcess({
    databaseUrl: cluster.url,
    port,
    dataDir: path.join(work, 'data'),
    logFile: path.join(work, 'server.log'),
    inspectPort: null,
    fdsNeeded: options.users + SPARE_FDS,
    cpuProf: undefined,
  });
  cleanups.push({ name: 'server', run: () => server.stop() });
  const startMs = await server.start();
  console.log(`Server ${base}, pid ${server.pid}, ready in ${(startMs / 1000).toFixed(2)} s`);

  log(`signing in ${fmtInt(options.users)} users…`);
  const members: Member[] = [];
  for (const [i, email] of emails.entries()) {
    members.push({ token: await signIn(base, email), socket: null, channel: Math.floor(i / 2) });
  }

  const subscribedChannels = Math.round(options.channels * options.subscribed);
  for (let channel = 0; channel < subscribedChannels; channel++) {
    const shipment = shipments[channel];
    const member = members[channel * 2 + 1];
    if (shipment && member) await subscribeToChat(base, member.token, shipment);
  }

  log(`opening ${fmtInt(options.users)} chats…`);
  const activeMembers = members.slice(0, options.channels * 2);
  for (const member of activeMembers) {
    const shipment = shipments[member.channel];
    if (!shipment) throw new Error('missing shipment');
    member.socket = await openChat(base, member.token, shipment.ship_key, shipment.data_source);
    await ready(member.socket);
  }
  cleanups.push({
    name: 'sockets',
    run: () => {
      for (const m of activeMembers) m.socket?.close();
    },
  });

  // Round trips.
  const sent = new Map<string, Sent>();
  const roundTrips: number[] = [];
  let duplicates = 0;
  let sendErrors = 0;
  let measuring = false;
  const memberOf = new Map<string, Member>();
  for (const member of activeMembers) {
    member.socket?.on('message', (message: ChatMessage) => {
      const id = message.clientMessageId;
      if (!id) return;
      const entry = sent.get(id);
      if (!entry) return;
      // The sender receives its own message too; the round trip is the other member's receipt.
      if (message.from !== null && memberOf.get(id) === member) return;
      entry.receipts += 1;
      if (entry.receipts > 1) duplicates += 1;
      else if (entry.counted) roundTrips.push(hrMs() - entry.at);
    });
  }
  let sending = true;
  const senders = activeMembers.map(async (member, index) => {
    await sleep(Math.random() * options.interval);
    let n = 0;
    while (sending) {
      const clientMessageId = randomUUID();
      memberOf.set(clientMessageId, member);
      sent.set(clientMessageId, { at: hrMs(), counted: measuring, receipts: 0 });
      member.socket?.emit(
        'message',
        { clientMessageId, chat: `Bench message ${index}-${++n}: any news on the delivery date?` },
        (answer) => {
          if (!answer.ok) sendErrors += 1;
        },
      );
      await sleep(options.interval * (0.5 + Math.random()));
    }
  });
  const cpuBefore = { server: 0, postgres: 0, bench: 0 };
  log(`warming up for ${WARMUP_MS / 1000} s…`);
  await sleep(WARMUP_MS);
  measuring = true;
  cpuBefore.server = cpuSecondsOf(server.pid);
  cpuBefore.postgres = postgresCpuSeconds(cluster.dataDir);
  cpuBefore.bench = cpuSecondsOf(process.pid);
  const measuredFrom = hrMs();
  const sentBefore = sent.size;
  log(`measuring for ${options.seconds} s…`);
  await sleep(options.seconds * 1000);
  const measuredMs = hrMs() - measuredFrom;
  const cpu = {
    server: cpuSecondsOf(server.pid) - cpuBefore.server,
    postgres: postgresCpuSeconds(cluster.dataDir) - cpuBefore.postgres,
    bench: cpuSecondsOf(process.pid) - cpuBefore.bench,
  };
  measuring = false;
  sending = false;
  await Promise.all(senders);
  const sentMeasured = sent.size - sentBefore;
  await sleep(DRAIN_MS);
  const lost = [...sent.values()].filter((s) => s.receipts === 0).length;
  const trips: Summary = summarise(roundTrips);

  // History loads.
  log(`loading the ${fmtInt(options.history)}-message channel ${options.historyLoads} times…`);
  const loads: number[] = [];
  let historyMessages = 0;
  const historyToken = members[0]?.token ?? '';
  for (let i = 0; i < options.historyLoads + 3; i++) {
    const socket = await openChat(base, historyToken, historyShipment.ship_key, historyShipment.data_source);
    const answer = await ready(socket);
    socket.close();
    if (i >= 3) loads.push(answer.ms); // the first three warm the server's code paths
    historyMessages = answer.messages;
  }
  const history = summarise(loads);

  console.log('');
  console.log(
    `Load: ${fmtInt(activeMembers.length)} users in ${fmtInt(options.channels)} channels (${fmtInt(subscribedChannels)} with a member subscribed to NEW CHAT MESSAGES), one message every ${options.interval} ms on average each; ${fmtInt(sentMeasured)} messages in ${(measuredMs / 1000).toFixed(1)} s (${(sentMeasured / (measuredMs / 1000)).toFixed(0)}/s), send errors ${sendErrors}, lost ${lost}, received twice ${duplicates}`,
  );
  console.log(
    `CPU while measuring: server ${cpu.server.toFixed(1)} s (${((cpu.server / (measuredMs / 1000)) * 100).toFixed(0)} % of a core), PostgreSQL ${cpu.postgres.toFixed(1)} s, this bench's ${fmtInt(activeMembers.length)} clients ${cpu.bench.toFixed(1)} s (the machine has ${os.cpus().length} cores for all three)`,
  );
  printTable(
    ['figure', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [
      [
        'round trip (send → other member)',
        fmtInt(trips.n),
        ms(trips.p50),
        ms(trips.p95),
        ms(trips.p99),
        ms(trips.max),
      ],
      [
        `history load (${fmtInt(historyMessages)} messages)`,
        fmtInt(history.n),
        ms(history.p50),
        ms(history.p95),
        ms(history.p99),
        ms(history.max),
      ],
    ],
  );
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'SHORT');
  console.log(
    `Targets: round trip p99 ≤ ${TARGETS.roundTripP99} ms: ${ms(trips.p99)} ms ${verdict(trips.p99 <= TARGETS.roundTripP99)}; history load p95 ≤ ${TARGETS.historyP95} ms: ${ms(history.p95)} ms ${verdict(history.p95 <= TARGETS.historyP95)}`,
  );
  console.log(`Done in ${((performance.now() - startedAt) / 1000).toFixed(0)} s; load average ${loadavg()}`);
}

runBench(main);
