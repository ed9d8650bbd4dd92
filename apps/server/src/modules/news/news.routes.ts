/**
 * News feed and newsletters (issue 13): GET /api/customize/getNews and
 * GET /api/naviaUpdates/newsletters, for every signed-in user. Issue 15: the news-update and
 * newsletter management calls on /api/naviaUpdates (NA), the image of an update and the seen call.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  newsEndpoints as endpoints,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_UPDATE_FIELDS,
} from '@navia/domain/contracts/news';
import { MESSAGES } from '@navia/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditClientOf, auditWhoOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readUploadForm } from '../../lib/multipart-form.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as news from './news.service.ts';
import * as updates from './news-updates.service.ts';

const actorOf = (req: FastifyRequest): updates.NewsActor => {
  const auth = requireAuth(req);
  return { userId: auth.scope.userId, who: auditWhoOf(auth.scope), client: auditClientOf(req) };
};

const readNewsForm = (req: FastifyRequest) =>
  readUploadForm(req, {
    fileField: NEWS_UPDATE_FIELDS.file,
    tooLarge: 'NEWS_IMAGE_TOO_LARGE',
    unreadable: () =>
      new AppError('VALIDATION', {
        message: `${NEWS_UPDATE_FIELDS.title}: ${MESSAGES.fieldRequired}`,
        issues: [{ field: NEWS_UPDATE_FIELDS.title, message: MESSAGES.fieldRequired }],
      }),
  });

export function newsRoutes(ctx: AppContext) {
  const deps: updates.NewsDeps = { ctx, storage: fileStorageFor(ctx.config) };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: NEWS_IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 64 * 1024, parts: 10 },
    });

    registerEndpoint(app, endpoints.getNews, (req) => {
      requireAuth(req);
      return news.getNews(ctx);
    });
    registerEndpoint(app, endpoints.newsletters, (req) => {
      requireAuth(req);
      return news.listNewsletters(ctx);
    });

    registerEndpoint(app, endpoints.listUpdates, (req) => updates.listNewsUpdates(ctx, req.query.page));
    registerEndpoint(app, endpoints.createUpdate, (req) =>
      updates.createNewsUpdate(deps, actorOf(req), () => readNewsForm(req)),
    );
    registerEndpoint(app, endpoints.editUpdate, (req) =>
      updates.editNewsUpdate(deps, actorOf(req), req.params.id, () => readNewsForm(req)),
    );
    registerEndpoint(app, endpoints.deleteUpdate, (req) =>
      updates.deleteNewsUpdate(deps, actorOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.updateImage, async (req, reply) => {
      requireAuth(req);
      const image = await updates.openNewsImage(deps, req.params.id);
      reply
        .type(image.contentType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400');
      return reply.send(image.stream);
    });
    registerEndpoint(app, endpoints.updatesSeen, (req) => {
      const auth = requireAuth(req);
      return updates.markUpdatesSeen(ctx, { userId: auth.scope.userId, viewingAs: auth.actor !== null });
    });

    registerEndpoint(app, endpoints.allNewsletters, () => updates.listAllNewsletters(ctx));
    registerEndpoint(app, endpoints.createNewsletter, (req) =>
      updates.createNewsletter(ctx, actorOf(req), req.body),
    );
    registerEndpoint(app, endpoints.editNewsletter, (req) =>
      updates.editNewsletter(ctx, actorOf(req), req.params.id, req.body),
    );
    registerEndpoint(app, endpoints.deleteNewsletter, (req) =>
      updates.deleteNewsletter(ctx, actorOf(req), req.params.id),
    );
  };
}
