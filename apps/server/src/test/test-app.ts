/**
 * Test harness (ARCHITECTURE "Testing"): one database per Vitest worker, shared by the test files
 * of that worker; each test builds its own organisation groups and users with factories, so no test
 * truncates tables or depends on another. TEST_DATABASE_URL switches from PGlite to PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';

let shared: Promise<Database> | null = null;

async function createWorkerPostgres(url: string): Promise<Database> {
  const name = `navia_test_${process.pid}_${Date.now()}_${unique()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ databaseUrl: target.toString(), poolSize: 5 });
}

/**
 * A database of its own (not the worker's shared one), for a test that needs a known data set, such
 * as the seeded demo data: PGlite in memory, or a new database on TEST_DATABASE_URL's cluster.
 */
export function openOwnTestDatabase(): Promise<Database> {
  return process.env.TEST_DATABASE_URL
    ? createWorkerPostgres(process.env.TEST_DATABASE_URL)
    : openDatabase({ dataDir: 'memory://' });
}

/** The worker's database, opened (and migrated) once. */
export function testDatabase(): Promise<Database> {
  shared ??= process.env.TEST_DATABASE_URL
    ? createWorkerPostgres(process.env.TEST_DATABASE_URL)
    : openDatabase({ dataDir: 'memory://' });
  return shared;
}

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    NAVIA_LOG_LEVEL: 'silent',
    NAVIA_SEED_SHIPMENTS: '0',
    NAVIA_WEB_DIST: '/nonexistent',
    ...overrides,
  });

export type TestApp = { app: FastifyInstance; database: Database } & Awaited<ReturnType<typeof buildApp>>;

export async function createTestApp(options: Partial<Omit<BuildOptions, 'database'>> = {}): Promise<TestApp> {
  const database = await testDatabase();
  const built = await buildApp({
    ...options,
    config: options.config ?? testConfig(),
    database,
    logger: false,
    // Nothing polls in tests: a test runs the queued jobs with `await t.ctx.jobs.drain()`.
    jobsMode: 'manual',
    testGatewayWebhooks: 'manual',
    // Apps of one worker share a small pool; the Postgres adapter would hold a connection of it
    // for LISTEN per app. The realtime test builds its own apps to test the adapter.
    realtime: 'local',
  });
  await built.ctx.jobs.start();
  await built.app.ready();
  // Tests also change users and sessions straight in the database; before each request the app
  // has heard those changes, as it would have heard them within milliseconds in production.
  const inject = built.app.inject.bind(built.app) as (opts: string | InjectOptions) => Promise<unknown>;
  built.app.inject = (async (opts: string | InjectOptions) => {
    await built.ctx.sessions.settle();
    return inject(opts);
  }) as FastifyInstance['inject'];
  return { ...built, database };
}

/** A unique suffix so factories never collide between tests sharing a database. */
export const unique = () => randomUUID().slice(0, 8);

/** The cookie header to send back, from a response's set-cookie. */
export function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') throw new Error('no set-cookie in response');
  return first.split(';')[0] ?? '';
}

/** Signs in through the API and returns the session cookie and bearer token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { email, password, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res), token: (res.json() as { token: string }).token, response: res };
}
