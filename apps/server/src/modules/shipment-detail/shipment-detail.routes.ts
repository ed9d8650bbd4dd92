/** hub §7 "Shipments": the detail calls, documents, notes, contacts, CO2 and multiple details. */
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  coEmissionParamsSchema,
  coEmissionQuerySchema,
  coEmissionResponseSchema,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  detailBodySchema,
  detailGeneralSchema,
  detailTransportSchema,
  documentParamsSchema,
  edocsResponseSchema,
  milestonesBodySchema,
  milestonesResponseSchema,
  multipleDetailsBodySchema,
  multipleDetailsResponseSchema,
  orderContactsBodySchema,
  orderContactsResponseSchema,
  orderNoteBodySchema,
  orderNotesResponseSchema,
  recordParamsSchema,
  UPLOAD_FIELDS,
  uploadDocumentResponseSchema,
} from '@navia/domain/contracts/shipment-detail';
import { HUB_ROUTE_RULES } from '@navia/domain/rules/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { attachmentDisposition } from './document-files.ts';
import * as detail from './shipment-detail.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['shipment detail'];
/** hub §2: /shipment/:key needs only a login; what a caller sees is decided by the scope. */
const loggedIn = { access: HUB_ROUTE_RULES.loggedIn };

const callerOf = (req: FastifyRequest): detail.DetailCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, userName: auth.user.user.fullname };
};

const noFormOrSource = () => new AppError('VALIDATION', { message: DOCUMENT_MESSAGES.noFormOrSource });

/** Reads the upload's fields and its one file into memory (at most DOCUMENT_MAX_BYTES). */
async function readUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw noFormOrSource();
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === UPLOAD_FIELDS.file && !file) file = { fileName: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('DOCUMENT_TOO_LARGE');
    }
    throw error;
  }
  const recordKey = fields[UPLOAD_FIELDS.recordKey]?.trim();
  if (!file || !recordKey) throw noFormOrSource();
  return { recordKey, documentType: fields[UPLOAD_FIELDS.documentType], ...file };
}

export function shipmentDetailRoutes(ctx: AppContext) {
  const deps: detail.DetailDeps = {
    ctx,
    storage: fileStorageFor(ctx.config),
    emissions: ctx.emissions,
  };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/:id/details/general', {
      config: loggedIn,
      schema: {
        tags,
        description:
          'hub §3 "Shipment detail" of a ShipKey or OrdKey, with Containers (and their products) and SKUDetails. Another group\'s key answers 404 like an unknown one.',
        params: recordParamsSchema,
        body: detailBodySchema,
        response: { 200: detailGeneralSchema, ...errors },
      },
      handler: (req) => detail.detailGeneral(deps, callerOf(req), req.params.id, req.body),
    });

    r.post('/:id/details/transport', {
      config: loggedIn,
      schema: {
        tags,
        description: 'The planned route: the legs (shipment layout) and the order layout row.',
        params: recordParamsSchema,
        body: detailBodySchema,
        response: { 200: detailTransportSchema, ...errors },
      },
      handler: (req) => detail.detailTransport(deps, requireAuth(req).scope, req.params.id, req.body),
    });

    r.post('/:id/details/milestones', {
      config: loggedIn,
      schema: {
        tags,
        description: 'The milestones in the hub §4 order.',
        params: recordParamsSchema,
        body: milestonesBodySchema,
        response: { 200: milestonesResponseSchema, ...errors },
      },
      handler: (req) => detail.detailMilestones(deps, requireAuth(req).scope, req.params.id, req.body),
    });

    r.get('/:id/details/edocs', {
      config: loggedIn,
      schema: {
        tags,
        description: "The record's e-documents (its shipment's and its orders'), newest first.",
        params: recordParamsSchema,
        response: { 200: edocsResponseSchema, ...errors },
      },
      handler: async (req) => ({
        result: await detail.listDocuments(deps, requireAuth(req).scope, req.params.id),
      }),
    });

    r.post('/uploadDocument', {
      config: loggedIn,
      schema: {
        tags,
        description: `multipart/form-data with fields ${UPLOAD_FIELDS.recordKey} (a ShipKey or OrdKey), ${UPLOAD_FIELDS.documentType} (optional: ${DOCUMENT_TYPES.join(', ')}) and one ${UPLOAD_FIELDS.file}. At most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB (413); the type is detected from the bytes: PDF, PNG, JPEG, TIFF, DOCX, XLSX, CSV or plain text (else 415). Without form data: 400 '${DOCUMENT_MESSAGES.noFormOrSource}'.`,
        consumes: ['multipart/form-data'],
        response: {
          200: uploadDocumentResponseSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      handler: async (req) => ({
        document: await detail.uploadDocument(deps, callerOf(req), await readUpload(req)),
      }),
    });

    r.get('/documents/:documentId', {
      config: loggedIn,
      schema: {
        tags,
        description: 'Downloads a document as an attachment, under its sanitised uploaded name.',
        params: documentParamsSchema,
        response: { 200: z.custom<Readable>().describe('The document bytes.'), ...errors },
      },
      handler: async (req, reply) => {
        const { document, stream } = await detail.openDocument(
          deps,
          requireAuth(req).scope,
          req.params.documentId,
        );
        reply
          .type(document.ContentType)
          .header('content-disposition', attachmentDisposition(document.FileName))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store');
        return reply.send(stream);
      },
    });

    r.get('/:id/orderNotes', {
      config: loggedIn,
      schema: {
        tags,
        description: "The record's notes, newest first.",
        params: recordParamsSchema,
        response: { 200: orderNotesResponseSchema, ...errors },
      },
      handler: async (req) => ({
        notes: await detail.listNotes(deps, requireAuth(req).scope, req.params.id),
      }),
    });

    r.post('/:id/orderNotes', {
      config: loggedIn,
      schema: {
        tags,
        description: 'Adds a note (at most 500 characters, stored in upper case) and answers every note.',
        params: recordParamsSchema,
        body: orderNoteBodySchema,
        response: { 200: orderNotesResponseSchema, ...errors },
      },
      handler: async (req) => ({
        notes: await detail.addNote(deps, callerOf(req), req.params.id, req.body.note),
      }),
    });

    r.post('/orderContacts', {
      config: loggedIn,
      schema: {
        tags,
        description:
          "The provider's support contacts of the record's organisation group; the provider's customer service when none is assigned.",
        body: orderContactsBodySchema,
        response: { 200: orderContactsResponseSchema, ...errors },
      },
      handler: async (req) => ({
        contacts: await detail.recordContacts(deps, requireAuth(req).scope, req.body.value),
      }),
    });

    r.get('/coEmission/:id', {
      config: loggedIn,
      schema: {
        tags,
        description:
          "Well-to-wheel CO2e (ISO 14083 / GLEC): of one record, or with id 'all' of every shipment the caller may see that departed in the last `days` days.",
        params: coEmissionParamsSchema,
        querystring: coEmissionQuerySchema,
        response: { 200: coEmissionResponseSchema, ...errors },
      },
      handler: (req) => detail.coEmission(deps, requireAuth(req).scope, req.params.id, req.query.days),
    });

    r.post('/multipleShipmentDetails', {
      config: loggedIn,
      schema: {
        tags,
        description: "A summary of each of the caller's favourite records (at most 30).",
        body: multipleDetailsBodySchema,
        response: { 200: multipleDetailsResponseSchema, ...errors },
      },
      handler: (req) => detail.multipleDetails(deps, requireAuth(req).scope),
    });
  };
}
