/**
 * Graceful shutdown (decisions 005 and 015): answers sent while draining close their connection,
 * the in-flight ones included, and the port stays open a moment after the last one for the
 * clients that were just answered 503.
 */
import http from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, testDatabase } from '../test/test-app.ts';

type Got = { status: number; connection: string | undefined; retryAfter: string | undefined };

function get(port: number, path: string, agent: http.Agent): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
      })
      .on('error', reject);
  });
}

/** The app listening on a free port, with /api/slow answering only once released. */
async function listeningWithSlowRoute(method: 'GET' | 'POST') {
  const { app, drain } = await buildApp({
    config: testConfig(),
    database: await testDatabase(),
    logger: false,
  });
  let release: () => void = () => {};
  const started = new Promise<void>((resolveStarted) => {
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url: '/api/slow',
      config: { access: 'public' },
      handler: async () => {
        resolveStarted();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { done: true };
      },
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, drain, address, started, release: () => release() };
}

describe('draining', () => {
  it('lets an in-flight request finish and answers new ones 503', async () => {
    const { app, drain, address, started, release } = await listeningWithSlowRoute('GET');
    const base = `http://127.0.0.1:${address.port}`;
    const inFlight = fetch(`${base}/api/slow`);
    await started;
    const drained = drain(5000);
    const during = await fetch(`${base}/api/health`);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ code: 'SHUTTING_DOWN' });
    release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ done: true });
    await drained;
    expect(app.server.listening).toBe(false);
  });

  it('closes the connection of in-flight answers and lingers before the port closes', async () => {
    const { app, drain, address, started, release } = await listeningWithSlowRoute('GET');
    const agent = new http.Agent({ keepAlive: true });
    try {
      const inFlight = get(address.port, '/api/slow', agent);
      await started;
      const drained = drain(5000);
      release();
      const answer = await inFlight;
      expect(answer).toMatchObject({ status: 200, connection: 'close' });
      // The last in-flight request has ended; new requests still get their 503 for a moment.
      const late = await get(address.port, '/api/health', agent);
      expect(late).toMatchObject({ status: 503, connection: 'close', retryAfter: '5' });
      expect(app.server.listening).toBe(true);
      await drained;
      expect(app.server.listening).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('stops waiting for a request whose client closed the connection after sending it', async () => {
    const { drain, address, started, release } = await listeningWithSlowRoute('POST');
    // The whole request (a body included) is sent; then the client goes away before the answer.
    const request = http.request({
      host: '127.0.0.1',
      port: address.port,
      path: '/api/slow',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    request.on('error', () => {});
    request.end('{}');
    await started;
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drainStarted = performance.now();
    await drain(10_000);
    // The linger (1 s) and the close, not the 10 s timeout.
    expect(performance.now() - drainStarted).toBeLessThan(5_000);
    release();
  });
});
