/**
 * hub §7 "Logged-out": GET /api/search/shipments and GET /api/search/shipment. Public (no sign-in),
 * and rate-limited per client IP with @fastify/rate-limit (its in-process store: a limit per
 * process, reset on restart — enough to blunt scraping; a shared store is needed behind several processes).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import { lookupEndpoints, QUICK_LOOKUP_RATE_LIMIT } from '@navia/domain/contracts/lookup';
import { MESSAGES } from '@navia/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { lookupShipmentSummary, lookupShipments } from './quick-lookup.service.ts';

const rateLimited = {
  config: {
    rateLimit: { max: QUICK_LOOKUP_RATE_LIMIT.max, timeWindow: QUICK_LOOKUP_RATE_LIMIT.timeWindowMs },
  },
};

export function quickLookupRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS', { message: MESSAGES.tooManyLookups }),
    });
    registerEndpoint(
      app,
      lookupEndpoints.quickLookup,
      async (req) => ({ result: await lookupShipments(ctx, req.query) }),
      rateLimited,
    );
    registerEndpoint(
      app,
      lookupEndpoints.quickLookupDetail,
      (req) => lookupShipmentSummary(ctx, req.query),
      rateLimited,
    );
  };
}
