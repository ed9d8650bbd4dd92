/**
 * Security headers and compression (issue 10, decision 013), on a web build laid out as
 * `vite build` writes it: index.html with the CSP nonce placeholder, hashed assets with their .br
 * and .gz copies.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from '@navia/domain/constants';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createShipments, loggedIn } from '../modules/shipments/test-factories.ts';
import { createOrgGroup } from '../test/factories.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';
import { COMPRESS_SYNC_MAX_BYTES, COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression.ts';

const LOGIN_CHUNK = '/assets/hub-login-page-Ab12Cd34.js';
const loginChunk = Buffer.from(
  `export function HubLoginPage(){${'return "LOG IN, track shipments, deliveries and invoices";'.repeat(80)}}`,
);

/** A build as vite.config.ts leaves it (html.cspNonce, the precompress plugin). */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'navia-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const n = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="NAVIA: an integrated logistics platform that empowers supply chains." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>NAVIA</title>
    <meta property="csp-nonce" ${n}>
    <script type="module" crossorigin src="/assets/index-Zx9Yw8Vu.js" ${n}></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Qr7St6Uv.js" ${n}>
    <link rel="modulepreload" crossorigin href="/assets/react-Kl3Mn4Op.js" ${n}>
    <link rel="stylesheet" crossorigin href="/assets/index-Gh5Ij6Kl.css" ${n}>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  const chunk = path.join(dist, LOGIN_CHUNK);
  writeFileSync(chunk, loginChunk);
  writeFileSync(`${chunk}.br`, brotliCompressSync(loginChunk));
  writeFileSync(`${chunk}.gz`, gzipSync(loginChunk));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** A policy as a map of directive -> sources. */
function policy(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ NAVIA_WEB_DIST: fakeBuild() }) });
});

describe('security headers', () => {
  it('send a policy without inline script, framing or plugins on every answer, and nosniff and a referrer policy', async () => {
    for (const res of [
      await get(t, '/login'),
      await get(t, LOGIN_CHUNK),
      await get(t, '/api/user/getUpdatedSelf'),
      await get(t, '/api/no-such-route'),
    ]) {
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(String(res.headers['content-security-policy'])).not.toContain('unsafe');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      // http://localhost: no HSTS, no upgrade of requests to https.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('gives each page load a fresh style nonce, in the page and in its policy, and never the placeholder', async () => {
    const pages = [await get(t, '/login'), await get(t, '/'), await get(t, '/index.html')];
    const nonces = pages.map((res) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(res.body)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy(res.headers['content-security-policy']).get('style-src')).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
      ]);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('sends HSTS and upgrades requests when the public address is https', async () => {
    const secure = await createTestApp({
      config: testConfig({ NAVIA_WEB_DIST: fakeBuild(), NAVIA_PUBLIC_URL: 'https://portal.navia.example' }),
    });
    for (const res of [await get(secure, '/login'), await get(secure, '/api/user/getUpdatedSelf')]) {
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(policy(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    }
    await secure.app.close();
  });

  it("allows Stripe's script, frames and API only when Stripe takes the cards", async () => {
    const stripeKeys = {
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
    };
    const withStripe = await createTestApp({
      config: testConfig({ NAVIA_WEB_DIST: fakeBuild(), ...stripeKeys }),
    });
    for (const res of [await get(withStripe, '/login'), await get(withStripe, '/api/user/getUpdatedSelf')]) {
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com']);
      expect(csp.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
    await withStripe.app.close();
    const csp = policy((await get(t, '/login')).headers['content-security-policy']);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('compression', () => {
  it("sends /login's script chunks as the build compressed them, Brotli or gzip as the browser accepts", async () => {
    const br = await get(t, LOGIN_CHUNK, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(loginChunk)).toBe(true);

    const gz = await get(t, LOGIN_CHUNK, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(loginChunk)).toBe(true);

    const plain = await get(t, LOGIN_CHUNK);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(loginChunk)).toBe(true);
  });

  it('compresses a JSON answer over the threshold, and leaves a small one alone', async () => {
    const group = await createOrgGroup(t.database.db);
    await createShipments(t.database.db, group.id, 12);
    const client = await loggedIn(t, { orgGroupId: group.id });
    const searchAccepting = (encodings: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shipments/shipmentsWithFilters',
        payload: { key: 'All', batchNo: 1 },
        headers: { cookie: client.cookie, 'accept-encoding': encodings },
      });
    const search = await searchAccepting('gzip, deflate, br, zstd');
    expect(search.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(search.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(search.rawPayload);
    expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(search.rawPayload.length).toBeLessThan(body.length / 3);
    expect(JSON.parse(body.toString()).result).toHaveLength(12);

    const gz = await searchAccepting('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).result).toHaveLength(12);

    const health = await get(t, '/api/health', { 'accept-encoding': 'br' });
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });

  it('compresses an answer up to the sync size in one piece, with its length, and a larger one as a stream', async () => {
    const app = Fastify();
    await registerCompression(app);
    // Numbered rows, so Brotli cannot fold the answer into a few bytes.
    const rows = (bytes: number) =>
      Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, text: `row ${i * 7919}` }));
    // Well over the library's own default for two cores (8 KB), under ours.
    app.get('/page', () => rows(COMPRESS_SYNC_MAX_BYTES / 4));
    app.get('/export', () => rows(COMPRESS_SYNC_MAX_BYTES * 2));
    const accepting = (url: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

    const page = await accepting('/page');
    expect(page.headers['content-encoding']).toBe('br');
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    const pageJson = brotliDecompressSync(page.rawPayload).toString();
    expect(pageJson.length).toBeGreaterThan(32 * 1024);
    expect(pageJson.length).toBeLessThan(COMPRESS_SYNC_MAX_BYTES);
    expect(JSON.parse(pageJson)).toHaveLength(rows(COMPRESS_SYNC_MAX_BYTES / 4).length);

    const large = await accepting('/export');
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-length']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveLength(
      rows(COMPRESS_SYNC_MAX_BYTES * 2).length,
    );
    await app.close();
  });

  it('leaves an event stream uncompressed, so each event reaches the client as it is written', async () => {
    const app = Fastify();
    await registerCompression(app);
    app.get('/events', (_req, reply) => {
      reply.type('text/event-stream').send(`data: ${'x'.repeat(4096)}\n\n`);
    });
    const res = await app.inject({
      method: 'GET',
      url: '/events',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.startsWith('data: xxx')).toBe(true);
    await app.close();
  });
});
