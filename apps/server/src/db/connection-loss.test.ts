/**
 * The database going away (decision 015): a dropped pooled connection is reported, not fatal; the
 * next request gets a new connection; a request whose database is unreachable answers 503
 * SERVICE_UNAVAILABLE with Retry-After. The PostgreSQL part runs when TEST_DATABASE_URL is set (CI).
 */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { changeFeedOf } from '../lib/change-feed.ts';
import { loggedIn } from '../modules/shipments/test-factories.ts';
import { createTestApp, type TestApp, testConfig, testDatabase } from '../test/test-app.ts';
import { databaseUnavailableReason } from './unavailable.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailableReason', () => {
  it.each([
    ['a shutdown of the server', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['a connection exception', pgError('08006', 'connection failure')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    [
      'a Drizzle-wrapped driver error',
      new Error('Failed query: select 1\nparams: ', { cause: pgError('57P01', 'terminating connection') }),
    ],
  ])('recognises %s', (_what, error) => {
    expect(databaseUnavailableReason(error)).not.toBeNull();
  });

  it.each([
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a plain error', new Error('boom')],
    ['a non-error', 'boom'],
  ])('leaves %s alone', (_what, error) => {
    expect(databaseUnavailableReason(error)).toBeNull();
  });

  it('names only the driver error, never the statement Drizzle quotes', () => {
    const wrapped = new Error('Failed query: select token from sessions\nparams: secret', {
      cause: pgError('57P01', 'terminating connection due to administrator command'),
    });
    expect(databaseUnavailableReason(wrapped)).toBe(
      '57P01: terminating connection due to administrator command',
    );
  });
});

describe('a request whose database is unavailable', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500', async () => {
    const { app } = await buildApp({ config: testConfig(), database: await testDatabase(), logger: false });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/database-gone', { config: { access: 'public' } }, async () => {
        throw new Error('Failed query: select 1', { cause: pgError('ECONNREFUSED', 'connect ECONNREFUSED') });
      });
    const res = await app.inject({ method: 'GET', url: '/api/database-gone' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    await app.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, when the database drops connections', () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;
  const pool = () => {
    if (!t.database.pool) throw new Error('not on PostgreSQL');
    return t.database.pool;
  };
  /** Ends the server processes of the test database's connections (as a restart does). */
  const terminateBackends = (filter = '') =>
    admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() ${filter}`,
      [databaseName],
    );

  beforeAll(async () => {
    t = await createTestApp();
    const [row] = await t.database.query<{ name: string }>('select current_database() as name');
    databaseName = row?.name ?? '';
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    // The worker's later test files share this database and its change feed, whose connection
    // these tests ended too: they must find it listening again (it reconnects within a second),
    // or their kept counts and caches are not kept, as while any feed is down.
    await vi.waitFor(() => expect(changeFeedOf(t.database).listening()).toBe(true), { timeout: 10_000 });
  });

  it('survives losing its idle connections, and the next request gets a new one', async () => {
    const agent = await loggedIn(t);
    // Several connections open and idle in the pool.
    await Promise.all(Array.from({ length: 4 }, () => pool().query('select pg_sleep(0.05)')));
    const idle = pool().idleCount;
    expect(idle).toBeGreaterThan(0);
    await terminateBackends();
    // Each idle client hears of it and the pool drops it, emitting 'error': without the pool's
    // listener (db/client.ts) that event would end the process here, failing the run.
    await vi.waitFor(() => expect(pool().idleCount).toBe(0), { timeout: 5000 });
    const res = await agent.get('/api/user/getUpdatedSelf');
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when its query is cut, and the next request succeeds', async () => {
    const { app } = await buildApp({ config: testConfig(), database: t.database, logger: false });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/api/slow-query', { config: { access: 'public' } }, async () => {
        await t.database.query('select pg_sleep(10) as "slow-query"');
        return { done: true };
      });
    const answer = app.inject({ method: 'GET', url: '/api/slow-query' });
    await vi.waitFor(
      async () => {
        const { rows } = await admin.query(
          `select 1 from pg_stat_activity where datname = $1 and query like '%"slow-query"%' and pid <> pg_backend_pid()`,
          [databaseName],
        );
        expect(rows.length).toBe(1);
      },
      { timeout: 5000 },
    );
    await terminateBackends(`and query like '%"slow-query"%'`);
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const [after] = await t.database.query<{ one: number }>('select 1 as one');
    expect(after?.one).toBe(1);
    await app.close();
  });
});
