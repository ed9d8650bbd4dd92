/**
 * hub §7 user calls getSearches, saveSearch and deleteSearch (registered with prefix '/user'
 * beside the users plugin; the paths differ), and POST /api/customize/editCustomTableSettings.
 * All three search calls are POST: the spec shows no method, and POST keeps the filters out of URLs.
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  customTableSettingsResponseSchema,
  deleteSearchBodySchema,
  editCustomTableSettingsBodySchema,
  getSearchesBodySchema,
  savedSearchesResponseSchema,
  saveSearchBodySchema,
} from '@navia/domain/contracts/shipments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as saved from './saved-searches.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['user'];
const loggedIn = { access: { role: 'ALL' as const } };

export function savedSearchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/getSearches', {
      config: loggedIn,
      schema: {
        tags,
        description: "The caller's saved searches, oldest first.",
        body: getSearchesBodySchema,
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
      handler: (req) => saved.getSearches(ctx, requireAuth(req).scope),
    });

    r.post('/saveSearch', {
      config: loggedIn,
      schema: {
        tags,
        description:
          'Saves a search (at most 7; 409 beyond). A name the user already has, or _id, replaces that search. Answers the list.',
        body: saveSearchBodySchema,
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
      handler: (req) => saved.saveSearch(ctx, requireAuth(req).scope, req.body),
    });

    r.post('/deleteSearch', {
      config: loggedIn,
      schema: {
        tags,
        description: 'Deletes one of the caller’s saved searches; answers the list.',
        body: deleteSearchBodySchema,
        response: { 200: savedSearchesResponseSchema, ...errors },
      },
      handler: (req) => saved.deleteSearch(ctx, requireAuth(req).scope, req.body._id),
    });
  };
}

export function tableSettingsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post('/editCustomTableSettings', {
      config: loggedIn,
      schema: {
        tags: ['customize'],
        description: 'Saves column settings per table on the user (merged by table); answers all of them.',
        body: editCustomTableSettingsBodySchema,
        response: { 200: customTableSettingsResponseSchema, ...errors },
      },
      handler: (req) => saved.editCustomTableSettings(ctx, requireAuth(req).scope, req.body.newTableSettings),
    });
  };
}
