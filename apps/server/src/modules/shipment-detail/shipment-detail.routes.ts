/** hub §7 "Shipments": the detail calls, documents, notes, contacts, CO2 and multiple details. */
import fastifyMultipart from '@fastify/multipart';
import { shipmentDetailEndpoints as endpoints } from '@navia/domain/contracts/shipment-detail';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { readUpload, sendDocument, UPLOAD_MULTIPART_OPTIONS } from './document-transfer.ts';
import * as detail from './shipment-detail.service.ts';

const scopeOf = (req: FastifyRequest) => requireAuth(req).scope;
const callerOf = (req: FastifyRequest): detail.DetailCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, userName: auth.user.user.fullname, client: auditClientOf(req) };
};

export function shipmentDetailRoutes(ctx: AppContext) {
  const deps: detail.DetailDeps = {
    ctx,
    storage: fileStorageFor(ctx.config),
    emissions: ctx.emissions,
  };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, UPLOAD_MULTIPART_OPTIONS);

    registerEndpoint(app, endpoints.detailsGeneral, (req) =>
      detail.detailGeneral(deps, callerOf(req), req.params.id, req.body),
    );
    registerEndpoint(app, endpoints.detailsTransport, (req) =>
      detail.detailTransport(deps, scopeOf(req), req.params.id, req.body),
    );
    registerEndpoint(app, endpoints.detailsMilestones, (req) =>
      detail.detailMilestones(deps, scopeOf(req), req.params.id, req.body),
    );
    registerEndpoint(app, endpoints.detailsEdocs, async (req) => ({
      result: await detail.listDocuments(deps, scopeOf(req), req.params.id),
    }));
    registerEndpoint(app, endpoints.uploadDocument, async (req) => ({
      document: await detail.uploadDocument(deps, callerOf(req), await readUpload(req)),
    }));
    registerEndpoint(app, endpoints.downloadDocument, async (req, reply) =>
      sendDocument(reply, await detail.openDocument(deps, callerOf(req), req.params.documentId)),
    );
    registerEndpoint(app, endpoints.orderNotes, async (req) => ({
      notes: await detail.listNotes(deps, scopeOf(req), req.params.id),
    }));
    registerEndpoint(app, endpoints.addOrderNote, async (req) => ({
      notes: await detail.addNote(deps, callerOf(req), req.params.id, req.body.note),
    }));
    registerEndpoint(app, endpoints.orderContacts, async (req) => ({
      contacts: await detail.recordContacts(deps, scopeOf(req), req.body.value),
    }));
    registerEndpoint(app, endpoints.coEmission, (req) =>
      detail.coEmission(deps, scopeOf(req), req.params.id, req.query.days),
    );
    registerEndpoint(app, endpoints.multipleShipmentDetails, (req) =>
      detail.multipleDetails(deps, scopeOf(req)),
    );
  };
}
