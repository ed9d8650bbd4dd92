/**
 * hub §7: POST /api/services/reportErr, and the login page's Get in touch message. The module is
 * named support (not services, which would clash with the *.service.ts layer); the paths keep the
 * spec's /api/services prefix.
 */
import { supportEndpoints } from '@navia/domain/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { reportRenderError, sendContactMessage } from './support.service.ts';

export function supportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, supportEndpoints.reportErr, async (req) => {
      const reporter = { userId: req.auth?.user.user.id ?? null, userAgent: req.headers['user-agent'] };
      await reportRenderError(ctx, { ...req.body, ...reporter }, req.log);
      return { ok: true as const };
    });

    registerEndpoint(app, supportEndpoints.contact, async (req) => {
      await sendContactMessage(ctx, req.body);
      return { ok: true as const };
    });
  };
}
