/** hub §7 "Organisation and priority": the priority records of an organisation group. */
import { priorityEndpoints } from '@navia/domain/contracts/shipments';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as shipments from './shipments.service.ts';

/** The paths sit under /api/org beside the org module's; they do not clash. */
export function priorityRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, priorityEndpoints.priorityShipments, (req) =>
      shipments.priorityList(ctx, shipments.searchCallerOf(ctx, requireAuth(req)), req.params),
    );
    registerEndpoint(app, priorityEndpoints.togglePriority, (req) =>
      shipments.togglePriority(ctx, requireAuth(req).scope, req.body),
    );
  };
}
