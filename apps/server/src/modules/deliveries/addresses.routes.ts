/** hub §7 "Organisation and priority": the buyer's saved delivery addresses with their equipment. */
import { deliveryEndpoints as endpoints } from '@navia/domain/contracts/deliveries';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as deliveries from './deliveries.service.ts';

export function deliveryAddressRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.address, (req) =>
      deliveries.buyerAddresses(ctx, requireAuth(req).scope, req.body.buyerCode, false),
    );
    registerEndpoint(app, endpoints.deliveryAddress, (req) =>
      deliveries.buyerAddresses(ctx, requireAuth(req).scope, req.body.buyerCode, true),
    );
    registerEndpoint(app, endpoints.orgAddresses, (req) =>
      deliveries.findAddresses(ctx, requireAuth(req).scope, req.body.filter),
    );
  };
}
