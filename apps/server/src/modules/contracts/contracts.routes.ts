/**
 * connect §7 contract calls under /api/connect/contracts: create, the children, edit, the search,
 * getAll, getSKUs, GET /{id}, the workflow actions and getDateGroupCount. Handlers only; the
 * templates, documents, subscription, favourites, chat and settings are in contract-extras.routes.ts.
 */
import { connectContractEndpoints as endpoints } from '@navia/domain/contracts/connect-contracts';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as actions from './contract-actions.service.ts';
import * as children from './contract-children.service.ts';
import type { ContractCaller } from './contract-workflow.service.ts';
import * as contracts from './contracts.service.ts';

const callerOf = (req: FastifyRequest): ContractCaller => {
  const auth = requireAuth(req);
  const user = auth.user.user;
  return {
    scope: auth.scope,
    userId: user.id,
    name: user.fullname,
    zone: zoneOfCountry(user.homeCountry),
    viewActionRequired: user.isViewActionRequired,
  };
};

export function contractRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.create, (req) =>
      contracts.createContract(ctx, callerOf(req), req.body.contract),
    );
    registerEndpoint(app, endpoints.childCreate, (req) =>
      children.createChild(ctx, callerOf(req), req.body.contract),
    );
    registerEndpoint(app, endpoints.editChild, (req) =>
      children.editChild(ctx, callerOf(req), req.body.contract),
    );
    registerEndpoint(app, endpoints.approveExisting, (req) =>
      children.approveChild(ctx, callerOf(req), req.body.contract),
    );
    registerEndpoint(app, endpoints.deleteChild, (req) =>
      children.deleteChild(ctx, callerOf(req), req.body.contract),
    );
    registerEndpoint(app, endpoints.rejectChild, (req) => children.rejectChild(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.edit, (req) =>
      actions.editContract(ctx, callerOf(req), req.body.updatedValues),
    );
    registerEndpoint(app, endpoints.get, (req) => contracts.searchContracts(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.getAll, (req) =>
      contracts.listAllContracts(ctx, callerOf(req), req.query.filters),
    );
    registerEndpoint(app, endpoints.getSKUs, (req) => contracts.listSkus(ctx, callerOf(req), req.query));
    registerEndpoint(app, endpoints.getOne, (req) =>
      contracts.getContract(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.cancel, (req) => actions.cancelContract(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.assignUser, (req) => actions.assignUser(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.submitSkus, (req) => actions.submitSkus(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.accept, (req) => actions.acceptContract(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.reject, (req) => actions.rejectContract(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.skuQtyConfirm, (req) =>
      actions.confirmQuantities(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.getDateGroupCount, (req) =>
      contracts.dateGroupCount(ctx, callerOf(req), req.body),
    );
  };
}
