/**
 * hub §7: POST /api/org/get and GET /api/{id}/settings (the general settings of an organisation group);
 * connect §7: POST /api/org/allOrgsInCW and /api/org/orgsInCW (the organisations known to the system);
 * issue 15: a group's page and settings, and the organisation actions (delete, deleted, restore,
 * editOrgCode). Handlers only.
 */
import { orgEndpoints } from '@navia/domain/contracts/org';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getGeneralSettings, getOrgGroup, listOrgGroups } from './org.service.ts';
import * as orgAdmin from './org-admin.service.ts';
import { listAllOrgsInCw, listOrgsInCw } from './org-directory.service.ts';

const callerOf = (req: FastifyRequest): orgAdmin.OrgAdminCaller => ({
  scope: requireAuth(req).scope,
  client: auditClientOf(req),
});

export function orgRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, orgEndpoints.get, (req) => listOrgGroups(ctx, requireAuth(req).scope, req.body));
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
    // issue 15: /org/:key and the organisation actions (org-admin.service.ts).
    registerEndpoint(app, orgEndpoints.orgGroup, (req) =>
      getOrgGroup(ctx, requireAuth(req).scope, req.params.id),
    );
    registerEndpoint(app, orgEndpoints.orgGroupSettings, (req) =>
      orgAdmin.updateSettings(ctx, callerOf(req), req.params.id, req.body),
    );
    registerEndpoint(app, orgEndpoints.delete, (req) =>
      orgAdmin.deleteOrganisation(ctx, callerOf(req), req.body.org),
    );
    registerEndpoint(app, orgEndpoints.deleted, (req) => orgAdmin.listDeleted(ctx, callerOf(req)));
    registerEndpoint(app, orgEndpoints.restore, (req) =>
      orgAdmin.restoreOrganisation(ctx, callerOf(req), req.body.org),
    );
    registerEndpoint(app, orgEndpoints.editOrgCode, (req) =>
      orgAdmin.editOrgCode(ctx, callerOf(req), req.body),
    );
  };
}
