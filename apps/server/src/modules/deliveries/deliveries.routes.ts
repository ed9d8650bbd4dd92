/**
 * hub §7 delivery calls under /api/shipments: getPublicHolidays and arrangeTransport; plus the
 * delivery requests of a shipment and their confirmation by staff (paths not in the spec).
 */
import { deliveryEndpoints as endpoints } from '@navia/domain/contracts/deliveries';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as deliveries from './deliveries.service.ts';

const callerOf = (req: FastifyRequest): deliveries.DeliveryCaller => {
  const auth = requireAuth(req);
  return {
    scope: auth.scope,
    userId: auth.user.user.id,
    zone: zoneOfCountry(auth.user.user.homeCountry),
  };
};

export function deliveryRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.getPublicHolidays, (req) =>
      deliveries.getPublicHolidays(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.arrangeTransport, (req) =>
      deliveries.arrangeTransport(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.deliveryRequests, (req) =>
      deliveries.listDeliveryRequests(ctx, requireAuth(req).scope, req.params.id),
    );
    registerEndpoint(app, endpoints.confirmDeliveryRequest, (req) =>
      deliveries.confirmDeliveryRequest(ctx, callerOf(req), req.params.id),
    );
  };
}
