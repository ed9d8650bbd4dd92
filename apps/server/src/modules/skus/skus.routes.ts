/** The SKU catalogue (issue 17). Handlers only: each validates through its declaration, then calls a service. */
import { Readable } from 'node:stream';
import { skuEndpoints as endpoints } from '@navia/domain/contracts/skus';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import { SKU_IMPORT_BYTES_MAX } from '@navia/domain/rules/skus/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as skus from './skus.service.ts';

const callerOf = (req: FastifyRequest): skus.SkuCaller => {
  const auth = requireAuth(req);
  const user = auth.user.user;
  return { scope: auth.scope, userId: user.id, name: user.fullname, zone: zoneOfCountry(user.homeCountry) };
};

export function skuRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.search, (req) => skus.searchSkus(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.typeahead, (req) => skus.typeahead(ctx, callerOf(req), req.query.text));
    registerEndpoint(app, endpoints.exportCsv, (req, reply) => {
      const csv = skus.exportCsv(ctx, callerOf(req), req.query.search);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`);
      return reply.send(Readable.from(csv.chunks));
    });
    registerEndpoint(app, endpoints.create, (req) => skus.createSku(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.edit, (req) => skus.editSku(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.import, (req) => skus.importSkus(ctx, callerOf(req), req.body), {
      // The CSV text travels in JSON (escaped): room for the largest file the schema takes.
      bodyLimit: 2 * SKU_IMPORT_BYTES_MAX + 64 * 1024,
    });
    // Parametric: Fastify's router tries the static /api/connect/skus/<name> paths first.
    registerEndpoint(app, endpoints.getOne, (req) => skus.getSku(ctx, callerOf(req), req.params.id));
  };
}
