/** Cargo in transit and lane estimates (issue 13). Handlers only: each validates through its declaration, then calls the service. */
import { transitEndpoints as endpoints } from '@navia/domain/contracts/transit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as transit from './transit.service.ts';

export function transitRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.inTransit, (req) => transit.listInTransit(ctx, requireAuth(req).scope));
    registerEndpoint(app, endpoints.laneEstimate, (req) =>
      transit.estimateLane(ctx, requireAuth(req).scope, req.query),
    );
    registerEndpoint(app, endpoints.ports, (req) => transit.findPortOptions(ctx, req.query.q));
  };
}
