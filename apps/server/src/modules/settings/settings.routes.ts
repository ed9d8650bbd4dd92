/** Website settings (hub §9): GET is public (every page needs maintenance mode), PUT is NA only. */
import { settingsEndpoints } from '@navia/domain/contracts/settings';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditClientOf, auditWhoOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getWebsiteSettings, setWebsiteSettings } from './settings.service.ts';

export function settingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, settingsEndpoints.getWebsite, () => getWebsiteSettings(ctx));
    registerEndpoint(app, settingsEndpoints.updateWebsite, (req) =>
      setWebsiteSettings(ctx, req.body, {
        who: auditWhoOf(requireAuth(req).scope),
        client: auditClientOf(req),
      }),
    );
  };
}
