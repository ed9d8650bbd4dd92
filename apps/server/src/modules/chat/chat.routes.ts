/** Chat over REST (issue 12): chatInfo, the support team, attachments, history and the staff inbox. */
import fastifyMultipart from '@fastify/multipart';
import { chatEndpoints as endpoints } from '@navia/domain/contracts/chat';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
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
  scope: scopeOf(req),
  client: auditClientOf(req),
});

export function chatRoutes(ctx: AppContext) {
  const deps: attachments.AttachmentDeps = { ctx, storage: fileStorageFor(ctx.config) };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, ATTACHMENT_MULTIPART_OPTIONS);

    registerEndpoint(app, endpoints.chatInfo, (req) => chat.chatInfo(ctx, chatCallerOf(req)));
    registerEndpoint(app, endpoints.supportTeam, async (req) => ({
      contacts: await chat.supportTeam(ctx, scopeOf(req), req.params.orgGroupId),
    }));
    registerEndpoint(app, endpoints.uploadAttachment, async (req) =>
      attachments.uploadAttachment(deps, attachmentCallerOf(req), await readAttachmentUpload(req)),
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
      chat.channelHistory(ctx, scopeOf(req), req.params.channelId, req.query),
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
