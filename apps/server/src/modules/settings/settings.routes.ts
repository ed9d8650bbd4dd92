import { apiErrorSchema } from '@navia/domain/contracts/common';
import { websiteSettingsSchema } from '@navia/domain/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { getWebsiteSettings, setWebsiteSettings } from './settings.service.ts';

const tags = ['settings'];

export function settingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/website', {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Website settings every page needs, such as maintenance mode.',
        response: { 200: websiteSettingsSchema },
      },
      handler: () => getWebsiteSettings(ctx),
    });
    r.put('/website', {
      config: { access: { role: 'NA' } },
      schema: {
        tags,
        body: websiteSettingsSchema,
        response: {
          200: websiteSettingsSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
      handler: (req) => setWebsiteSettings(ctx, req.body),
    });
  };
}
