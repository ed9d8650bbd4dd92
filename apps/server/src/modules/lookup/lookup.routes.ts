/**
 * hub §7 "Logged-out": GET /api/search/shipments and GET /api/search/shipment. Public (no sign-in),
 * and rate-limited per client IP with @fastify/rate-limit (its in-process store: a limit per
 * process, reset on restart — enough to blunt scraping; a shared store is needed behind several processes).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  QUICK_LOOKUP_RATE_LIMIT,
  QUICK_LOOKUP_TOO_MANY,
  quickLookupDetailQuerySchema,
  quickLookupDetailSchema,
  quickLookupQuerySchema,
  quickLookupResponseSchema,
} from '@navia/domain/contracts/lookup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { lookupShipmentSummary, lookupShipments } from './lookup.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const tags = ['quick lookup'];
const publicLimited = {
  access: 'public' as const,
  rateLimit: { max: QUICK_LOOKUP_RATE_LIMIT.max, timeWindow: QUICK_LOOKUP_RATE_LIMIT.timeWindowMs },
};

export function lookupRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS', 429, QUICK_LOOKUP_TOO_MANY),
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/shipments', {
      config: publicLimited,
      schema: {
        tags,
        security: [],
        description: `Shipments whose number of the given type equals searchValue (case-insensitive), at most 10. At most ${QUICK_LOOKUP_RATE_LIMIT.max} calls a minute per IP (429).`,
        querystring: quickLookupQuerySchema,
        response: { 200: quickLookupResponseSchema, ...errors },
      },
      handler: async (req) => ({ result: await lookupShipments(ctx, req.query) }),
    });

    r.get('/shipment', {
      config: publicLimited,
      schema: {
        tags,
        security: [],
        description:
          'The quick-lookup modal of one shipment: general info, milestones (milestones.milestones), key dates, reference numbers, containers without SKU details (not air) and the planned route (air only).',
        querystring: quickLookupDetailQuerySchema,
        response: { 200: quickLookupDetailSchema, ...errors },
      },
      handler: (req) => lookupShipmentSummary(ctx, req.query),
    });
  };
}
