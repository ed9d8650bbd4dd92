/** Trusted parties (issue 17). Handlers only: each validates through its declaration, then calls a service. */
import { trustedPartyEndpoints as endpoints } from '@navia/domain/contracts/trusted-parties';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as service from './trusted-parties.service.ts';

const callerOf = (req: FastifyRequest): service.TrustedPartyCaller => ({
  scope: requireAuth(req).scope,
  client: auditClientOf(req),
});

export function trustedPartyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.list, (req) => service.listTrustedParties(ctx, callerOf(req)));
    registerEndpoint(app, endpoints.filter, (req) =>
      service.filterTrustedParties(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.orgCode, (req) => service.linkOrgCode(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.editOwnTrustedParty, (req) =>
      service.editOwnTrustedParty(ctx, callerOf(req), req.body.updatedTP),
    );
    registerEndpoint(app, endpoints.updateAddress, (req) =>
      service.updateAddress(ctx, callerOf(req), req.params.id, req.body.updatedAddress),
    );
    registerEndpoint(app, endpoints.deleteAddress, (req) =>
      service.deleteAddress(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.addAddress, (req) =>
      service.addAddress(ctx, callerOf(req), req.body.newAddress),
    );
    registerEndpoint(app, endpoints.ownAddresses, (req) => service.ownAddresses(ctx, callerOf(req)));
    registerEndpoint(app, endpoints.addresses, (req) =>
      service.addressesOf(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.remove, (req) =>
      service.removeTrustedParty(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.detailsGeneral, (req) =>
      service.trustedPartyDetails(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.detailsUsers, (req) =>
      service.trustedPartyUsers(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.createManually, (req) =>
      service.createManually(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.syncAddresses, (req) => service.syncAddresses(ctx, callerOf(req)));
  };
}
