/**
 * Chat over REST (issue 12): chatInfo, the support team, attachments, history and the staff inbox.
 * Uploads are rate-limited with @fastify/rate-limit (its in-process store, as the quick lookup's: a
 * limit per process), keyed by the signed-in user: the public routes' limits are per IP, which is all
 * they know, but colleagues behind one office address must not use up each other's uploads.
 */
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { chatEndpoints as endpoints } from '@navia/domain/contracts/chat';
import { CHAT_UPLOAD_RATE_LIMIT } from '@navia/domain/rules/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { ATTACHMENT_MULTIPART_OPTIONS, readAttachmentUpload, sendAttachment } from './attachment-transfer.ts';
import * as chat from './chat.service.ts';
import * as attachments from './chat-attachments.service.ts';

const scopeOf = (req: FastifyRequest) => requireAuth(req).scope;
const chatCallerOf = (req: FastifyRequest): chat.ChatCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, user: auth.user.user, orgGroup: auth.user.orgGroup };
};
const attachmentCallerOf = (req: FastifyRequest): attachments.AttachmentCaller => ({
  ...chatCallerOf(req),
  client: auditClientOf(req),
});

const uploadRateLimited = {
  config: {
    rateLimit: {
      max: CHAT_UPLOAD_RATE_LIMIT.max,
      timeWindow: CHAT_UPLOAD_RATE_LIMIT.timeWindowMs,
      // The auth hook (onRequest, app-wide) runs before the limit's route hook, so the user is known.
      keyGenerator: (req: FastifyRequest) => (req.auth ? `user:${req.auth.user.user.id}` : `ip:${req.ip}`),
    },
  },
};

export function chatRoutes(ctx: AppContext) {
  const deps: attachments.AttachmentDeps = { ctx, storage: fileStorageFor(ctx.config) };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, ATTACHMENT_MULTIPART_OPTIONS);
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
    });

    registerEndpoint(app, endpoints.chatInfo, (req) => chat.chatInfo(ctx, chatCallerOf(req)));
    registerEndpoint(app, endpoints.supportTeam, async (req) => ({
      contacts: await chat.supportTeam(ctx, scopeOf(req), req.params.orgGroupId),
    }));
    registerEndpoint(
      app,
      endpoints.uploadAttachment,
      (req) => attachments.uploadAttachment(deps, attachmentCallerOf(req), () => readAttachmentUpload(req)),
      uploadRateLimited,
    );
    registerEndpoint(app, endpoints.fetchAttachment, async (req, reply) =>
      sendAttachment(
        reply,
        await attachments.openAttachment(
          deps,
          attachmentCallerOf(req),
          req.params.userId,
          req.params.fileName,
        ),
      ),
    );
    registerEndpoint(app, endpoints.chatHistory, (req) =>
      chat.channelHistory(ctx, chatCallerOf(req), req.params.channelId, req.query),
    );
    registerEndpoint(app, endpoints.chatInbox, async (req) => ({
      channels: await chat.inbox(ctx, scopeOf(req), req.query),
    }));
    registerEndpoint(app, endpoints.claimChannel, async (req) => ({
      channel: await chat.actOnChannel(ctx, scopeOf(req), req.params.channelId, 'claim'),
    }));
    registerEndpoint(app, endpoints.releaseChannel, async (req) => ({
      channel: await chat.actOnChannel(ctx, scopeOf(req), req.params.channelId, 'release'),
    }));
    registerEndpoint(app, endpoints.archiveChannel, async (req) => ({
      channel: await chat.actOnChannel(ctx, scopeOf(req), req.params.channelId, 'archive'),
    }));
  };
}
