/** hub §7 "Shipments": the tracking search, its lists, tiles, lookups, favourites and CSV export. */
import { Readable } from 'node:stream';
import { shipmentEndpoints as endpoints } from '@navia/domain/contracts/shipments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as shipments from './shipments.service.ts';

/** Streams a CSV file as an attachment. */
function sendCsv(reply: FastifyReply, csv: { fileName: string; chunks: AsyncIterable<string> }) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`);
  return reply.send(Readable.from(csv.chunks));
}

export function shipmentRoutes(ctx: AppContext) {
  const callerOf = (req: FastifyRequest) => shipments.searchCallerOf(ctx, requireAuth(req));
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.shipmentsWithFilters, (req) =>
      shipments.searchShipments(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.favouriteShipments, (req) =>
      shipments.favouriteShipments(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.addShipmentToMyFavourite, (req) =>
      shipments.addFavourite(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.removeShipmentFromMyFavourite, (req) =>
      shipments.removeFavourite(ctx, requireAuth(req).scope, req.body.favouriteId),
    );
    registerEndpoint(app, endpoints.tiles, async (req) => ({
      result: await shipments.tiles(ctx, callerOf(req)),
    }));
    registerEndpoint(app, endpoints.getCarrier, (req) =>
      shipments.lookup(ctx, callerOf(req), 'carrier', req.body.filter),
    );
    registerEndpoint(app, endpoints.shipmentsLocations, (req) =>
      shipments.lookup(ctx, callerOf(req), req.body.searchType, req.body.filter),
    );
    registerEndpoint(app, endpoints.shipmentsConsignee, (req) =>
      shipments.lookup(ctx, callerOf(req), 'consignee', req.body.filter),
    );
    registerEndpoint(app, endpoints.shipmentsSuppliers, (req) =>
      shipments.lookup(ctx, callerOf(req), 'supplier', req.body.filter),
    );
    registerEndpoint(app, endpoints.exportCsv, (req, reply) =>
      sendCsv(reply, shipments.exportCsv(ctx, callerOf(req), req.query.listKey, req.query.search)),
    );
    // Parametric: Fastify's router tries the static /api/shipments/<name> paths first, whatever the order.
    registerEndpoint(app, endpoints.listSearch, (req) =>
      shipments.listSearch(ctx, callerOf(req), req.params.listKey, req.body),
    );
  };
}
