/**
 * The HTTP side of e-documents: reading the multipart upload (POST /api/shipments/uploadDocument)
 * and sending a stored document as an attachment (GET /api/shipments/documents/:documentId).
 * The checks on the bytes themselves live in the service and document-files.ts.
 */
import type { Readable } from 'node:stream';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  type EDocument,
  UPLOAD_FIELDS,
} from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { hasForbiddenCharacter } from '@navia/domain/rules/forbidden-characters';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { attachmentDisposition } from './document-files.ts';
import type { DocumentUpload } from './shipment-detail.service.ts';

/** One file and the few text fields of the upload form, nothing more. */
export const UPLOAD_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
};

const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** hub §5's text; `missing` names the form fields that were not sent, when there was a form. */
const noFormOrSource = (missing: string[] = []) =>
  new AppError('VALIDATION', {
    message: DOCUMENT_MESSAGES.noFormOrSource,
    ...(missing.length > 0
      ? { issues: missing.map((field) => ({ field, message: MESSAGES.fieldRequired })) }
      : {}),
  });

/** Reads the upload's fields and its one file into memory (at most DOCUMENT_MAX_BYTES). */
export async function readUpload(req: FastifyRequest): Promise<DocumentUpload> {
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
    // The form's own limits (parts, fields) carry their 4xx; anything else is a form that does not parse.
    if (hasClientStatus(error)) throw error;
    throw noFormOrSource();
  }
  // The form's fields never pass the schemas' character check, so they get the same one here.
  const refused = Object.entries(fields).filter(([, value]) => hasForbiddenCharacter(value));
  if (refused.length > 0) {
    const issues = refused.map(([field]) => ({ field, message: MESSAGES.forbiddenCharacter }));
    throw new AppError('VALIDATION', {
      message: `${issues[0]?.field}: ${MESSAGES.forbiddenCharacter}`,
      issues,
    });
  }
  const recordKey = fields[UPLOAD_FIELDS.recordKey]?.trim();
  if (!file || !recordKey) {
    const missing = [file ? null : UPLOAD_FIELDS.file, recordKey ? null : UPLOAD_FIELDS.recordKey];
    throw noFormOrSource(missing.filter((f) => f !== null));
  }
  return { recordKey, documentType: fields[UPLOAD_FIELDS.documentType], ...file };
}

/** Sends a stored document as an attachment under its sanitised name, never rendered inline. */
export function sendDocument(
  reply: FastifyReply,
  { document, stream }: { document: EDocument; stream: Readable },
): FastifyReply {
  reply
    .type(document.ContentType)
    .header('content-disposition', attachmentDisposition(document.FileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
  return reply.send(stream);
}
