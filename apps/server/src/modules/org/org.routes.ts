/**
 * hub §7: POST /api/org/get and GET /api/{id}/settings (the general settings of an organisation group);
 * connect §7: POST /api/org/allOrgsInCW and /api/org/orgsInCW (the organisations known to the system).
 */
import { orgEndpoints } from '@navia/domain/contracts/org';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getGeneralSettings, listOrgGroups } from './org.service.ts';
import { listAllOrgsInCw, listOrgsInCw } from './org-directory.service.ts';

export function orgRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, orgEndpoints.get, async (req) => ({
      result: await listOrgGroups(ctx, requireAuth(req).scope, req.body.filter),
    }));
    registerEndpoint(app, orgEndpoints.generalSettings, (req) =>
      getGeneralSettings(ctx, requireAuth(req).scope, req.params.id),
    );
    // connect §7: the bookings organisation picker (org-directory.service.ts).
    registerEndpoint(app, orgEndpoints.allOrgsInCW, async (req) => ({
      result: await listAllOrgsInCw(ctx, requireAuth(req).scope, req.body),
    }));
    registerEndpoint(app, orgEndpoints.orgsInCW, async (req) => ({
      result: await listOrgsInCw(ctx, requireAuth(req).scope, req.body.filter),
    }));
  };
}
