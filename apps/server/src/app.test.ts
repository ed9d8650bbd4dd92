import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createTestApp, type TestApp, testConfig, testDatabase } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('bad input gets a 400 that names the field, never a 500', () => {
  const signin = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers malformed JSON with 400', async () => {
    const res = await signin('{"email": "a@b.c", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('names a field of the wrong type', async () => {
    const res = await signin(JSON.stringify({ email: 'a@b.co', password: 42 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ field: 'password' })]);
    expect(res.json().message).toMatch(/^password: /);
  });

  it('names an over-long string', async () => {
    const res = await signin(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('password');
  });

  it('names a missing body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('body');
  });

  it('names a bad nested value', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/reportErr',
      payload: { error: 'x', currentPath: ['no'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('currentPath');
  });

  it('refuses a body in another content type with a 4xx', async () => {
    const res = await signin('email=a', 'text/plain');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('routing', () => {
  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/never' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('gives every response a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-12345678');
  });

  it('refuses to start when an /api route declares no access rule', async () => {
    const { app } = await buildApp({ config: testConfig(), database: await testDatabase(), logger: false });
    expect(() =>
      app
        .withTypeProvider<ZodTypeProvider>()
        .get('/api/unguarded', { schema: { response: { 200: z.string() } } }, () => 'x'),
    ).toThrow(/declares no access rule/);
  });

  it('serves the single-page app for unknown non-API paths and its assets', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'navia-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>NAVIA</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const { app } = await buildApp({
      config: testConfig({ NAVIA_WEB_DIST: dist }),
      database: await testDatabase(),
      logger: false,
    });
    const page = await app.inject({ method: 'GET', url: '/tracking/All?advancedSearch=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>NAVIA</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('lists every /api route at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)),
    );
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/') && !line.includes('/api/docs'));
    expect(routes.length).toBeGreaterThan(10);
    for (const expected of [
      'POST /api/user/signin',
      'GET /api/user/getUpdatedSelf',
      'POST /api/user/forget',
      'GET /api/{id}/settings',
      'POST /api/services/reportErr',
    ]) {
      expect(documented).toContain(expected);
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('uses the defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      NAVIA_DATA_DIR: './data',
      NAVIA_SEED_SHIPMENTS: 5000,
    });
  });
  it('stops on a bad value, naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ NAVIA_LOG_LEVEL: 'loud' })).toThrow(/NAVIA_LOG_LEVEL/);
  });
  it('stops on an unknown NAVIA_ setting', () => {
    expect(() => loadConfig({ NAVIA_SEED_SHIPMENT: '10' })).toThrow(/NAVIA_SEED_SHIPMENT: unknown setting/);
  });
  it('takes Stripe only with its three keys, each well formed', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
    };
    expect(loadConfig(keys)).toMatchObject(keys);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'not-a-key' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
