/**
 * The dashboard layout (issue 13; hub §7 customLayout GET/PUT, customLayoutSettings POST). Handlers
 * only: each validates through its declaration, then calls the service with the caller's own user.
 * Under view-as the layout is the viewed user's, as for the other user settings calls.
 */
import { dashboardEndpoints as endpoints } from '@navia/domain/contracts/dashboard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as dashboard from './dashboard.service.ts';

const callerOf = (req: FastifyRequest): dashboard.DashboardCaller => {
  const auth = requireAuth(req);
  const user = auth.user.user;
  return {
    userId: user.id,
    layoutUser: {
      subject: auth.subject,
      localViewActive: user.localViewActive,
      homeCountry: user.homeCountry,
    },
  };
};

export function dashboardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.getCustomLayout, async (req) => ({
      customLayout: await dashboard.getLayout(ctx, callerOf(req)),
    }));
    registerEndpoint(app, endpoints.putCustomLayout, async (req) => ({
      customLayout: await dashboard.saveLayout(ctx, callerOf(req), req.body.customLayout),
    }));
    registerEndpoint(app, endpoints.customLayoutSettings, async (req) => ({
      customLayout: await dashboard.saveWidgetSettings(
        ctx,
        callerOf(req),
        req.body.componentName,
        req.body.config,
      ),
    }));
  };
}
