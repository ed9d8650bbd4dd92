/** hub §7 "Organisation and priority": the priority records of an organisation group. */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  priorityListParamsSchema,
  priorityListResponseSchema,
  priorityToggleBodySchema,
  priorityToggleResponseSchema,
} from '@navia/domain/contracts/shipments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as shipments from './shipments.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['org'];

/** Registered with prefix '/org' beside the org plugin; the paths differ, so they do not clash. */
export function priorityRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/priorityShipments/:country/:flag', {
      config: { access: { role: 'ALL' } },
      schema: {
        tags,
        description: `Priority records not delivered (at most ${shipments.PRIORITY_LIST_MAX}), ShipNumber DESC.`,
        params: priorityListParamsSchema,
        response: { 200: priorityListResponseSchema, ...errors },
      },
      handler: (req) =>
        shipments.priorityList(ctx, shipments.searchCallerOf(ctx, requireAuth(req)), req.params),
    });

    r.post('/priorityShipments', {
      config: { access: { role: 'ALL' } },
      schema: {
        tags,
        description:
          'Ticks or unticks a record as priority for its organisation group; 404 for a record the caller may not see.',
        body: priorityToggleBodySchema,
        response: { 200: priorityToggleResponseSchema, ...errors },
      },
      handler: (req) => shipments.togglePriority(ctx, requireAuth(req).scope, req.body),
    });
  };
}
