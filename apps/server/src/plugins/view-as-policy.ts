/**
 * View-as policy (hub §6, issue 15, decision 026). While a staff admin views the portal as a
 * customer, the auth plugin answers every call as that customer. This plugin adds what is special
 * about acting on someone else's behalf:
 * - an endpoint declared `viewAs: 'refused'` (payments, booking and quote commitments, delivery
 *   orders) answers 403 VIEW_AS_REFUSED before any work is done;
 * - every other call that may write (any method but GET and HEAD) is written to the audit log as
 *   VIEW_AS_ACTION with the admin as actor and the customer as effective user, with the route and
 *   the answer's status, once the answer is sent.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { audit, auditClientOf, auditWhoOf } from '../lib/audit.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerViewAsPolicy(app: FastifyInstance, ctx: AppContext): void {
  // Registered after the auth plugin, so request.auth is known here.
  app.addHook('onRequest', async (request) => {
    if (!request.auth?.actor) return;
    if (request.routeOptions.config.endpoint?.viewAs === 'refused') throw new AppError('VIEW_AS_REFUSED');
  });

  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth?.actor || READ_METHODS.has(request.method)) return;
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint) return;
    const status = reply.statusCode;
    try {
      await audit(ctx.database.db, {
        type: 'VIEW_AS_ACTION',
        outcome: status < 400 ? 'SUCCESS' : status === 401 || status === 403 ? 'REFUSED' : 'FAILURE',
        who: auditWhoOf(auth.scope),
        client: auditClientOf(request),
        at: ctx.now(),
        target: `${endpoint.method} ${endpoint.path}`,
        detail: String(status),
      });
    } catch (err) {
      // The answer is sent already; a lost audit row is logged, never turned into an error.
      request.log.error({ err }, 'view-as action audit failed');
    }
  });
}
