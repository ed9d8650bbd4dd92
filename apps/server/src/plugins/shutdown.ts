/**
 * Graceful shutdown: once draining starts, requests already running finish, and every new request
 * (on any connection) is answered 503 with Retry-After, so a load balancer moves traffic away while
 * the port is still open. Every answer sent while draining says `Connection: close`, so no client
 * sends its next request on a keep-alive socket the server is about to close. When the last
 * in-flight request ends, the port stays open a moment longer (LINGER_MS) for the clients that were
 * just answered to move away (decision 015), then the app closes.
 */
import { type ApiErrorBody, MESSAGES } from '@navia/domain/errors';
import type { FastifyInstance } from 'fastify';

export type Drain = (timeoutMs: number) => Promise<void>;

/** How long new requests still get their 503 after the last in-flight request ended. */
const LINGER_MS = 1000;

export function registerGracefulShutdown(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  const counted = new WeakSet<object>();

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      const body: ApiErrorBody = { statusCode: 503, code: 'SHUTTING_DOWN', message: MESSAGES.shuttingDown };
      return reply.code(503).header('retry-after', '5').header('connection', 'close').send(body);
    }
    inFlight += 1;
    counted.add(request);
    // Also when the connection closes under a request whose body had arrived: Fastify then calls
    // neither hook below (a load generator stopping mid-request held shutdown for the full timeout).
    reply.raw.once('close', () => settle(request));
  });
  // A request leaves the count once: when answered, or when its client gives up first.
  const settle = (request: object) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };
  // In-flight answers too: a client must not reuse a socket that closes when the app does.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => settle(request));
  app.addHook('onRequestAbort', async (request) => settle(request));

  return async (timeoutMs) => {
    draining = true;
    const started = performance.now();
    if (inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => {
          idle = resolve;
        }),
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]);
    }
    const linger = Math.min(LINGER_MS, Math.max(0, timeoutMs - (performance.now() - started)));
    await new Promise<void>((resolve) => setTimeout(resolve, linger).unref());
    await app.close();
  };
}
