/**
 * Connect contracts (issue 16; connect §7): the calls around a contract rather than its workflow —
 * templates, documents, subscription and favourites, the contract chat, and the group's contract
 * settings. Handlers only: each validates through its declaration, then calls a service.
 */
import fastifyMultipart from '@fastify/multipart';
import { connectContractEndpoints as endpoints } from '@navia/domain/contracts/connect-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ChatCaller } from '../chat/chat.service.ts';
import * as chat from './contract-chat.service.ts';
import {
  CONTRACT_UPLOAD_MULTIPART_OPTIONS,
  readContractUpload,
  sendContractDocument,
} from './contract-document-transfer.ts';
import * as documents from './contract-documents.service.ts';
import * as settings from './contract-settings.service.ts';
import * as subscriptions from './contract-subscriptions.service.ts';
import * as templates from './contract-templates.service.ts';

const scopeOf = (req: FastifyRequest) => requireAuth(req).scope;
const documentCallerOf = (req: FastifyRequest): documents.DocumentCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, userName: auth.user.user.fullname, client: auditClientOf(req) };
};
const chatCallerOf = (req: FastifyRequest): ChatCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, user: auth.user.user, orgGroup: auth.user.orgGroup };
};

export function contractExtraRoutes(ctx: AppContext) {
  const deps: documents.DocumentsDeps = { ctx, storage: fileStorageFor(ctx.config) };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, CONTRACT_UPLOAD_MULTIPART_OPTIONS);

    registerEndpoint(app, endpoints.getTemplates, (req) =>
      templates.getTemplates(ctx, scopeOf(req), req.body.filter),
    );
    registerEndpoint(app, endpoints.createTemplate, (req) =>
      templates.createTemplate(ctx, scopeOf(req), req.body.contractTemplate),
    );
    registerEndpoint(app, endpoints.editTemplate, (req) =>
      templates.editTemplate(ctx, scopeOf(req), req.body.contractTemplate._id, req.body.contractTemplate),
    );
    registerEndpoint(app, endpoints.deleteTemplate, (req) =>
      templates.deleteTemplate(ctx, scopeOf(req), req.params.id),
    );

    registerEndpoint(app, endpoints.uploadDocuments, async (req) =>
      documents.uploadDocuments(deps, documentCallerOf(req), await readContractUpload(req)),
    );
    registerEndpoint(app, endpoints.document, async (req, reply) =>
      sendContractDocument(
        reply,
        await documents.openDocument(deps, documentCallerOf(req), req.params.id, req.params.docId),
      ),
    );

    registerEndpoint(app, endpoints.toggleContractSubscription, (req) =>
      subscriptions.toggleContractSubscription(ctx, scopeOf(req), req.body),
    );
    registerEndpoint(app, endpoints.toggleFavourite, (req) =>
      subscriptions.toggleFavourite(ctx, scopeOf(req), req.body),
    );

    registerEndpoint(app, endpoints.addToChat, (req) => chat.addToChat(ctx, chatCallerOf(req), req.body.id));

    registerEndpoint(app, endpoints.counterparties, (req) => settings.counterparties(ctx, scopeOf(req)));
    registerEndpoint(app, endpoints.getSettings, (req) =>
      settings.getSettings(ctx, scopeOf(req), req.query.orgGroupId),
    );
    registerEndpoint(app, endpoints.saveSettings, (req) =>
      settings.saveSettings(ctx, { scope: scopeOf(req), client: auditClientOf(req) }, req.body),
    );
  };
}
