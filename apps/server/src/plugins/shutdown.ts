/**
 * Graceful shutdown: once draining starts, requests already running finish, and every new request
 * (on any connection) is answered 503 with Retry-After, so a load balancer moves traffic away while
 * the port is still open. When the last in-flight request ends, the app closes.
 */
import { type ApiErrorBody, MESSAGES } from '@navia/domain/errors';
import type { FastifyInstance } from 'fastify';

export type Drain = (timeoutMs: number) => Promise<void>;

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
  });
  // A request leaves the count once: when answered, or when its client gives up first.
  const settle = async (request: object) => {
    if (!counted.delete(request)) return;
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };
  app.addHook('onResponse', settle);
  app.addHook('onRequestAbort', settle);

  return async (timeoutMs) => {
    draining = true;
    if (inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => {
          idle = resolve;
        }),
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]);
    }
    await app.close();
  };
}
