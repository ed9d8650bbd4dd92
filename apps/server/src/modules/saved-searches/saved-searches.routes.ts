/**
 * hub §7 user calls getSearches, saveSearch and deleteSearch (under /api/user beside the users
 * module; the paths differ), and POST /api/customize/editCustomTableSettings.
 */
import { savedSearchEndpoints as endpoints } from '@navia/domain/contracts/shipments';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as saved from './saved-searches.service.ts';

export function savedSearchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.getSearches, (req) => saved.getSearches(ctx, requireAuth(req).scope));
    registerEndpoint(app, endpoints.saveSearch, (req) =>
      saved.saveSearch(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.deleteSearch, (req) =>
      saved.deleteSearch(ctx, requireAuth(req).scope, req.body._id),
    );
    registerEndpoint(app, endpoints.editCustomTableSettings, (req) =>
      saved.editCustomTableSettings(ctx, requireAuth(req).scope, req.body.newTableSettings),
    );
  };
}
