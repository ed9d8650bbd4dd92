/** Connect users and network organisations (issue 17). Handlers only: each validates through its declaration, then calls a service. */
import { connectUserEndpoints as endpoints } from '@navia/domain/contracts/connect-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as users from './connect-users.service.ts';
import * as organisations from './network-organisations.service.ts';

const callerOf = (req: FastifyRequest): users.ConnectUserCaller => ({
  scope: requireAuth(req).scope,
  client: auditClientOf(req),
});

export function connectUserRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.getUsers, (req) => users.getUsers(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.getUser, (req) => users.getUser(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.updateConnectUser, (req) =>
      users.updateConnectUser(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.deleteConnectUser, (req) =>
      users.deactivateConnectUser(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.inviteConnectUser, (req) =>
      users.inviteConnectUser(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.networkOrganisations, (req) =>
      organisations.listOrganisations(ctx, requireAuth(req).scope, req.body.filter),
    );
    registerEndpoint(app, endpoints.networkOrganisation, (req) =>
      organisations.getOrganisation(ctx, requireAuth(req).scope, req.params.code),
    );
    registerEndpoint(app, endpoints.contractAddress, (req) =>
      organisations.contractAddresses(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.adminEntities, (req) =>
      organisations.adminEntities(ctx, requireAuth(req).scope),
    );
  };
}
