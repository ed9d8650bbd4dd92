/** hub §7 "Shipments": the tracking search, its lists, tiles, lookups, favourites and CSV export. */
import { Readable } from 'node:stream';
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  addFavouriteBodySchema,
  exportCsvQuerySchema,
  favouritesResponseSchema,
  listKeyParamsSchema,
  listSearchBodySchema,
  listSearchResponseSchema,
  locationsBodySchema,
  lookupBodySchema,
  lookupResponseSchema,
  removeFavouriteBodySchema,
  shipmentsWithFiltersBodySchema,
  shipmentsWithFiltersResponseSchema,
  tilesResponseSchema,
} from '@navia/domain/contracts/shipments';
import { HUB_ROUTE_RULES } from '@navia/domain/rules/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as shipments from './shipments.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['shipments'];
const tracking = { access: HUB_ROUTE_RULES.tracking };
const loggedIn = { access: { role: 'ALL' as const } };

export function shipmentRoutes(ctx: AppContext) {
  const callerOf = (req: FastifyRequest) => shipments.searchCallerOf(ctx, requireAuth(req));
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/shipmentsWithFilters', {
      config: tracking,
      schema: {
        tags,
        description: 'One batch of the tracking search (hub §7). Missing batchNo: 400 "pageNo is required".',
        body: shipmentsWithFiltersBodySchema,
        response: { 200: shipmentsWithFiltersResponseSchema, ...errors },
      },
      handler: (req) => shipments.searchShipments(ctx, callerOf(req), req.body),
    });

    r.post('/favouriteShipments', {
      config: tracking,
      schema: {
        tags,
        description: "The same search, over the caller's favourite records.",
        body: shipmentsWithFiltersBodySchema,
        response: { 200: shipmentsWithFiltersResponseSchema, ...errors },
      },
      handler: (req) => shipments.favouriteShipments(ctx, callerOf(req), req.body),
    });

    r.post('/addShipmentToMyFavourite', {
      config: loggedIn,
      schema: {
        tags,
        description:
          'Adds a record the caller may see to their favourites; 404 for a record they may not see.',
        body: addFavouriteBodySchema,
        response: { 200: favouritesResponseSchema, ...errors },
      },
      handler: (req) => shipments.addFavourite(ctx, requireAuth(req).scope, req.body),
    });

    r.post('/removeShipmentFromMyFavourite', {
      config: loggedIn,
      schema: {
        tags,
        description: "Removes one of the caller's favourites; answers the remaining ones.",
        body: removeFavouriteBodySchema,
        response: { 200: favouritesResponseSchema, ...errors },
      },
      handler: (req) => shipments.removeFavourite(ctx, requireAuth(req).scope, req.body.favouriteId),
    });

    r.get('/tiles', {
      config: tracking,
      schema: {
        tags,
        description:
          'Key-metric tiles offered to the caller (hub §6 access modes); each value is the totalCount of its search.',
        response: { 200: tilesResponseSchema, ...errors },
      },
      handler: async (req) => ({ result: await shipments.tiles(ctx, callerOf(req)) }),
    });

    r.post('/getCarrier', {
      config: tracking,
      schema: { tags, body: lookupBodySchema, response: { 200: lookupResponseSchema, ...errors } },
      handler: (req) => shipments.lookup(ctx, callerOf(req), 'carrier', req.body.filter),
    });

    r.post('/shipmentsLocations', {
      config: tracking,
      schema: { tags, body: locationsBodySchema, response: { 200: lookupResponseSchema, ...errors } },
      handler: (req) => shipments.lookup(ctx, callerOf(req), req.body.searchType, req.body.filter),
    });

    r.post('/shipmentsConsignee', {
      config: tracking,
      schema: { tags, body: lookupBodySchema, response: { 200: lookupResponseSchema, ...errors } },
      handler: (req) => shipments.lookup(ctx, callerOf(req), 'consignee', req.body.filter),
    });

    r.post('/shipmentsSuppliers', {
      config: tracking,
      schema: { tags, body: lookupBodySchema, response: { 200: lookupResponseSchema, ...errors } },
      handler: (req) => shipments.lookup(ctx, callerOf(req), 'supplier', req.body.filter),
    });

    r.get('/export.csv', {
      config: tracking,
      schema: {
        tags,
        description: 'CSV of every row of a search (streamed in keyset batches), as an attachment.',
        produces: ['text/csv'],
        querystring: exportCsvQuerySchema,
        response: { 200: z.custom<Readable>().describe('The CSV file (text/csv), streamed.'), ...errors },
      },
      handler: async (req, reply) => {
        const { fileName, chunks } = shipments.exportCsv(
          ctx,
          callerOf(req),
          req.query.listKey,
          req.query.search,
        );
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`);
        return reply.send(Readable.from(chunks));
      },
    });

    r.post('/:listKey', {
      config: tracking,
      schema: {
        tags,
        description:
          'A search variant (tracking, deliveries, criticalChain) paged by 30 (hub §7 POST /api/shipments/{listKey}).',
        params: listKeyParamsSchema,
        body: listSearchBodySchema,
        response: { 200: listSearchResponseSchema, ...errors },
      },
      handler: (req) => shipments.listSearch(ctx, callerOf(req), req.params.listKey, req.body),
    });
  };
}
