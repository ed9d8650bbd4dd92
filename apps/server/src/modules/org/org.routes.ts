import type { HomeCountry } from '@navia/domain/constants';
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  generalSettingsParamsSchema,
  orgGetBodySchema,
  orgGetResponseSchema,
} from '@navia/domain/contracts/org';
import { generalSettingsResponseSchema } from '@navia/domain/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { findGeneralSettings, listOrgGroupOverview } from './org.repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export function orgRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/get', {
      config: { access: { role: 'ALL' } },
      schema: {
        tags: ['org'],
        description: 'Organisation groups the caller may see, with their sizes.',
        body: orgGetBodySchema,
        response: { 200: orgGetResponseSchema, ...errors },
      },
      handler: async (req) => {
        const rows = await listOrgGroupOverview(ctx.database.db, requireAuth(req).scope, req.body.filter);
        return {
          result: rows.map(({ id, country, ...rest }) => ({
            _id: id,
            country: country as HomeCountry,
            ...rest,
          })),
        };
      },
    });
  };
}

/** GET /api/{id}/settings (hub §7): the general settings of an organisation group the caller may see. */
export function generalSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/:id/settings', {
      config: { access: { role: 'ALL' } },
      schema: {
        tags: ['org'],
        params: generalSettingsParamsSchema,
        response: { 200: generalSettingsResponseSchema, ...errors },
      },
      handler: async (req) => {
        const found = await findGeneralSettings(ctx.database.db, requireAuth(req).scope, req.params.id);
        if (!found) throw new AppError('NOT_FOUND');
        return found;
      },
    });
  };
}
