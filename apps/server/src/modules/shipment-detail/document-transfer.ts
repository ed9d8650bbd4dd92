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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { readUploadForm } from '../../lib/multipart-form.ts';
import { attachmentDisposition } from './document-files.ts';
import type { UploadedDocument } from './record-documents.ts';
import type { DocumentUpload } from './shipment-detail.service.ts';

/** One file and the few text fields of the upload form, nothing more. */
export const UPLOAD_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
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
  const { fields, file } = await readUploadForm(req, {
    fileField: UPLOAD_FIELDS.file,
    tooLarge: 'DOCUMENT_TOO_LARGE',
    unreadable: () => noFormOrSource(),
  });
  const recordKey = fields[UPLOAD_FIELDS.recordKey]?.trim();
  if (!file || !recordKey) {
    const missing = [file ? null : UPLOAD_FIELDS.file, recordKey ? null : UPLOAD_FIELDS.recordKey];
    throw noFormOrSource(missing.filter((f) => f !== null));
  }
  return { recordKey, documentType: fields[UPLOAD_FIELDS.documentType], ...file };
}

/**
 * Reads an upload whose record is in the path (a booking's documents): its document type and one
 * file, both required (400 naming the missing ones).
 */
export async function readTypedUpload(req: FastifyRequest): Promise<UploadedDocument> {
  const { fields, file } = await readUploadForm(req, {
    fileField: UPLOAD_FIELDS.file,
    tooLarge: 'DOCUMENT_TOO_LARGE',
    unreadable: () => noFormOrSource(),
  });
  const documentType = fields[UPLOAD_FIELDS.documentType]?.trim();
  if (!file || !documentType) {
    const missing = [file ? null : UPLOAD_FIELDS.file, documentType ? null : UPLOAD_FIELDS.documentType];
    throw noFormOrSource(missing.filter((f) => f !== null));
  }
  return { documentType, ...file };
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
