/** hub §7: POST /api/org/get and GET /api/{id}/settings (the general settings of an organisation group). */
import { orgEndpoints } from '@navia/domain/contracts/org';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getGeneralSettings, listOrgGroups } from './org.service.ts';

export function orgRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, orgEndpoints.get, async (req) => ({
      result: await listOrgGroups(ctx, requireAuth(req).scope, req.body.filter),
    }));
    registerEndpoint(app, orgEndpoints.generalSettings, (req) =>
      getGeneralSettings(ctx, requireAuth(req).scope, req.params.id),
    );
  };
}
