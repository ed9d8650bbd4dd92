/**
 * News feed and newsletters (issue 13): GET /api/customize/getNews and
 * GET /api/naviaUpdates/newsletters, for every signed-in user. Issue 15 adds the news-update
 * management calls on /api/naviaUpdates here.
 */
import { newsEndpoints as endpoints } from '@navia/domain/contracts/news';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as news from './news.service.ts';

export function newsRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.getNews, (req) => {
      requireAuth(req);
      return news.getNews(ctx);
    });
    registerEndpoint(app, endpoints.newsletters, (req) => {
      requireAuth(req);
      return news.listNewsletters(ctx);
    });
  };
}
