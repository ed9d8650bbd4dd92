/** Insights reports (issue 13). Handlers only: each validates through its declaration, then calls the service. */
import { insightsEndpoints as endpoints } from '@navia/domain/contracts/insights';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { insightReport } from './insights.service.ts';

export function insightsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.report, (req) =>
      insightReport(ctx, requireAuth(req).scope, req.params.report, req.query),
    );
  };
}
