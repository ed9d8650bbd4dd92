/**
 * hub §7 delivery calls under /api/shipments: getPublicHolidays and arrangeTransport; plus the
 * delivery requests of a shipment and their confirmation by staff (paths not in the spec).
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  arrangeTransportBodySchema,
  arrangeTransportResponseSchema,
  confirmDeliveryBodySchema,
  confirmDeliveryParamsSchema,
  deliveryRequestSchema,
  deliveryRequestsParamsSchema,
  deliveryRequestsResponseSchema,
  publicHolidaysBodySchema,
  publicHolidaysResponseSchema,
} from '@navia/domain/contracts/deliveries';
import { HUB_ROUTE_RULES } from '@navia/domain/rules/access';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as deliveries from './deliveries.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['deliveries'];
const loggedIn = { access: HUB_ROUTE_RULES.loggedIn };

const callerOf = (req: FastifyRequest): deliveries.DeliveryCaller => {
  const auth = requireAuth(req);
  return {
    scope: auth.scope,
    userId: auth.user.user.id,
    zone: zoneOfCountry(auth.user.user.homeCountry),
  };
};

/** Registered with prefix '/shipments' beside the shipment and detail plugins; the paths differ. */
export function deliveryRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/getPublicHolidays', {
      config: loggedIn,
      schema: {
        tags,
        description:
          "Public holidays (date-holidays, public type) of the shipment's destination country and state; 404 for a shipment the caller may not see.",
        body: publicHolidaysBodySchema,
        response: { 200: publicHolidaysResponseSchema, ...errors },
      },
      handler: (req) => deliveries.getPublicHolidays(ctx, requireAuth(req).scope, req.body),
    });

    r.post('/arrangeTransport', {
      config: loggedIn,
      schema: {
        tags,
        description:
          'Arrange delivery (kind ARRANGE) or earliest delivery (kind EARLIEST). Stores the request, e-mails the team through the outbox and marks the containers. Idempotent per requestId: a repeat answers the first request with replayed true.',
        body: arrangeTransportBodySchema,
        response: { 200: arrangeTransportResponseSchema, ...errors },
      },
      handler: (req) => deliveries.arrangeTransport(ctx, callerOf(req), req.body),
    });

    r.get('/:id/deliveryRequests', {
      config: loggedIn,
      schema: {
        tags,
        description: 'Delivery requests of a shipment (id = ShipKey), newest first.',
        params: deliveryRequestsParamsSchema,
        response: { 200: deliveryRequestsResponseSchema, ...errors },
      },
      handler: (req) => deliveries.listDeliveryRequests(ctx, requireAuth(req).scope, req.params.id),
    });

    r.post('/deliveryRequests/:id/confirm', {
      config: { access: { role: 'NU' } },
      schema: {
        tags,
        description:
          "Staff (NU and above) confirm a request: each container's ConfirmedDelivery becomes the requested day.",
        params: confirmDeliveryParamsSchema,
        body: confirmDeliveryBodySchema,
        response: { 200: deliveryRequestSchema, ...errors },
      },
      handler: (req) => deliveries.confirmDeliveryRequest(ctx, callerOf(req), req.params.id),
    });
  };
}
