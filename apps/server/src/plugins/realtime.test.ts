/**
 * The realtime channel (issue 11): the handshake (cookie, or token and session id), refusals,
 * disconnection when the session ends, rooms (a user hears only their own notifications; a record's
 * room only for a record the scope can read) and, on PostgreSQL, two server processes sharing events.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ClientToServerEvents,
  type LiveNotification,
  REALTIME_PATH,
  type ServerToClientEvents,
} from '@navia/domain/contracts/realtime';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { flagsOf, subscribe } from '../modules/notifications/test-subscriptions.ts';
import { createDetailShipment } from '../modules/shipment-detail/test-records.ts';
import { type Agent, loggedIn } from '../modules/shipments/test-factories.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestApp, signIn, type TestApp, testConfig } from '../test/test-app.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let url: string;
let acme: Awaited<ReturnType<typeof createOrgGroup>>;
let kiwi: Awaited<ReturnType<typeof createOrgGroup>>;
let staff: Agent;
const db = () => t.database.db;
const sockets: Client[] = [];

function open(base: string, options: { cookie?: string; auth?: Record<string, string> }): Client {
  const socket: Client = connect(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
    ...(options.auth ? { auth: options.auth } : {}),
  });
  sockets.push(socket);
  // Listened for at once: the handshake may complete before the test awaits it.
  outcomes.set(
    socket,
    new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    }),
  );
  return socket;
}

const outcomes = new WeakMap<Client, Promise<string>>();
/** Resolves 'connected', or the refusal's message. */
const outcome = (socket: Client) => outcomes.get(socket) ?? Promise.resolve('not opened');

function next<E extends keyof ServerToClientEvents>(socket: Client, event: E, ms = 3000) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0] | 'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    socket.once(
      event as 'notification',
      ((payload: LiveNotification) => {
        clearTimeout(timer);
        resolve(payload as never);
      }) as never,
    );
  });
}

const moveEta = (app: TestApp['app'], cookie: string, shipKey: string, days: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/shipments/${shipKey}/dates`,
    headers: { cookie },
    payload: { ETA: new Date(Date.UTC(2027, 0, days)).toISOString() },
  });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  acme = await createOrgGroup(db());
  kiwi = await createOrgGroup(db());
  staff = await loggedIn(t, { role: 'NU' });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.app.close();
});

describe('the handshake', () => {
  it('accepts the session cookie, or the token with its session id', async () => {
    const user = await createUser(db(), { role: 'OP', orgGroupId: acme.id });
    const { cookie, token, response } = await signIn(t.app, user.email, TEST_PASSWORD);
    expect(await outcome(open(url, { cookie }))).toBe('connected');
    const sessionId = (response.json() as { user: { sessionId: string } }).user.sessionId;
    expect(await outcome(open(url, { auth: { token, sessionId } }))).toBe('connected');
  });

  it('refuses no session, a forged token, another session’s id and a logged-out session', async () => {
    const user = await createUser(db(), { role: 'OP', orgGroupId: acme.id });
    const { cookie, token } = await signIn(t.app, user.email, TEST_PASSWORD);
    expect(await outcome(open(url, {}))).toBe('UNAUTHORISED');
    expect(await outcome(open(url, { auth: { token: `${token.slice(0, -4)}AAAA` } }))).toBe('UNAUTHORISED');
    expect(await outcome(open(url, { auth: { token, sessionId: randomUUID() } }))).toBe('UNAUTHORISED');
    await t.app.inject({ method: 'POST', url: '/api/user/forget', headers: { cookie }, payload: {} });
    expect(await outcome(open(url, { cookie }))).toBe('UNAUTHORISED');
  });

  it('refuses a cookie handshake from another site’s page (cross-site WebSocket hijacking)', async () => {
    const user = await createUser(db(), { role: 'OP', orgGroupId: acme.id });
    const { cookie, token } = await signIn(t.app, user.email, TEST_PASSWORD);
    const foreign = (headers: Record<string, string>, auth?: Record<string, string>) =>
      connect(url, {
        path: REALTIME_PATH,
        transports: ['polling'],
        reconnection: false,
        forceNew: true,
        extraHeaders: headers,
        ...(auth ? { auth } : {}),
      }) as Client;
    const evil = foreign({ cookie, origin: 'https://evil.example' });
    sockets.push(evil);
    expect(await new Promise((resolve) => evil.once('connect_error', (e) => resolve(e.message)))).toBe(
      'FORBIDDEN',
    );
    const own = foreign({ cookie, origin: url });
    sockets.push(own);
    expect(await new Promise((resolve) => own.once('connect', () => resolve('connected')))).toBe('connected');
    // A token is not sent by the browser on its own: a client holding it may connect from anywhere.
    const app = foreign({ origin: 'https://integration.example' }, { token });
    sockets.push(app);
    expect(await new Promise((resolve) => app.once('connect', () => resolve('connected')))).toBe('connected');
  });

  it('disconnects a socket when its session logs out', async () => {
    const user = await createUser(db(), { role: 'OP', orgGroupId: acme.id });
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const socket = open(url, { cookie });
    expect(await outcome(socket)).toBe('connected');
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({ method: 'POST', url: '/api/user/forget', headers: { cookie }, payload: {} });
    expect(await disconnected).toBe('io server disconnect');
  });

  it('disconnects every socket of a user whose password changed', async () => {
    const user = await createUser(db(), { role: 'OP', orgGroupId: acme.id });
    const first = open(url, { cookie: (await signIn(t.app, user.email, TEST_PASSWORD)).cookie });
    const second = open(url, { cookie: (await signIn(t.app, user.email, TEST_PASSWORD)).cookie });
    expect(await outcome(first)).toBe('connected');
    expect(await outcome(second)).toBe('connected');
    const both = Promise.all(
      [first, second].map((s) => new Promise((resolve) => s.once('disconnect', resolve))),
    );
    await t.ctx.events.emit('passwordChanged', { userId: user.id, occurredAt: new Date().toISOString() });
    expect(await both).toEqual(['io server disconnect', 'io server disconnect']);
  });
});

describe('shutdown', () => {
  it('drops the process’s sockets before the HTTP server closes, as a lost connection that clients retry', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const user = await createUser(other.database.db, { role: 'OP', orgGroupId: acme.id });
    const socket = open(base, { cookie: (await signIn(other.app, user.email, TEST_PASSWORD)).cookie });
    expect(await outcome(socket)).toBe('connected');
    const told = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await other.app.close();
    // Not 'io server disconnect': a client told that stops; a lost transport is retried.
    expect(await told).toBe('transport close');
    expect(socket.active).toBe(true);
    socket.close();
  });
});

describe('rooms', () => {
  it('sends a notification to its user only: another group’s user receives nothing', async () => {
    const importer = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const exporter = await loggedIn(t, { role: 'OP', orgGroupId: kiwi.id });
    const shipment = await createDetailShipment(db(), acme.id);
    await subscribe(importer, shipment);
    const mine = open(url, { cookie: importer.cookie });
    const theirs = open(url, { cookie: exporter.cookie });
    expect(await outcome(mine)).toBe('connected');
    expect(await outcome(theirs)).toBe('connected');

    const received = next(mine, 'notification');
    const leaked = next(theirs, 'notification', 1000);
    expect((await moveEta(t.app, staff.cookie, shipment.shipKey, 10)).statusCode).toBe(200);
    const payload = await received;
    expect(payload).toMatchObject({
      shipmentID: shipment.shipKey,
      isConnect: false,
      eventType: 'SHIPMENT',
      type: 'changeArrivalDate',
      redirectUrl: `/shipment/${shipment.shipKey}`,
    });
    expect(await leaked).toBe('timeout');
  });

  it('lets a client watch only a record its scope can read, and tells watchers when it changes', async () => {
    const importer = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const mine = await createDetailShipment(db(), acme.id);
    const theirs = await createDetailShipment(db(), kiwi.id);
    const socket = open(url, { cookie: importer.cookie });
    expect(await outcome(socket)).toBe('connected');
    const watch = (recordKey: string) => socket.emitWithAck('watchRecord', { recordKey, isShipment: true });
    expect(await watch(mine.shipKey)).toEqual({ ok: true });
    expect(await watch(theirs.shipKey)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(await watch(`AU-NOPE${randomUUID().slice(0, 6)}`)).toEqual({ ok: false, code: 'NOT_FOUND' });

    const changed = next(socket, 'recordChanged');
    await moveEta(t.app, staff.cookie, mine.shipKey, 11);
    expect(await changed).toEqual({ recordKey: mine.shipKey, isShipment: true });
    socket.off('recordChanged');
    const again = next(socket, 'recordChanged', 1000);
    await moveEta(t.app, staff.cookie, theirs.shipKey, 12);
    expect(await again).toBe('timeout');
  });
});

const SERVER_MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Starts a real server process on `databaseUrl` and resolves its base URL once it answers. */
async function serverProcess(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NAVIA_SEED_SHIPMENTS: '0',
      NAVIA_WEB_DIST: '/nonexistent',
      NAVIA_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the second server process did not start');
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('delivers an event raised in one process to a socket connected to the other', async () => {
    const clusterUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `navia_rt_${process.pid}_${Date.now()}`;
    const adminClient = new pg.Client({ connectionString: clusterUrl });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    await adminClient.end();
    const target = new URL(clusterUrl);
    target.pathname = `/${name}`;
    const databaseUrl = target.toString();

    const database = await openDatabase({ databaseUrl, poolSize: 5 });
    const a = await buildApp({ config: testConfig({ DATABASE_URL: databaseUrl }), database, logger: false });
    await a.ctx.jobs.start();
    await a.app.ready();
    const other = await serverProcess(databaseUrl);
    try {
      const group = await createOrgGroup(database.db);
      const user = await createUser(database.db, { role: 'OP', orgGroupId: group.id });
      const nu = await createUser(database.db, { role: 'NU' });
      const shipment = await createDetailShipment(database.db, group.id);
      const { cookie } = await signIn(a.app, user.email, TEST_PASSWORD);
      const staffCookie = (await signIn(a.app, nu.email, TEST_PASSWORD)).cookie;
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/user/recordNotificationSettings',
        headers: { cookie },
        payload: {
          recordKey: shipment.shipKey,
          clientRecordKey: 'x',
          flags: flagsOf(),
          isShipment: true,
          DataSource: 'AU',
        },
      });
      expect(res.statusCode).toBe(200);

      // The socket is connected to the other process; the change happens in this one.
      const socket = open(other.base, { cookie });
      expect(await outcome(socket)).toBe('connected');
      const received = next(socket, 'notification', 10_000);
      expect((await moveEta(a.app, staffCookie, shipment.shipKey, 20)).statusCode).toBe(200);
      expect(await received).toMatchObject({ shipmentID: shipment.shipKey, type: 'changeArrivalDate' });
    } finally {
      other.child.kill('SIGTERM');
      await a.app.close();
      await database.close();
    }
  }, 60_000);
});
