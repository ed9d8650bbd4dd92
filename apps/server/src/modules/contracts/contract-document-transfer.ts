/**
 * The HTTP side of a contract's documents: reading the multipart upload (POST
 * /api/connect/contracts/uploadDocuments: the field contractId, then one or more files) and sending
 * a stored document as an attachment. The checks on the bytes live in contract-documents.service.ts.
 */
import type { Readable } from 'node:stream';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { ContractDocument } from '@navia/domain/contracts/connect-contracts';
import { MESSAGES } from '@navia/domain/errors';
import { CONTRACT_DOCUMENT_MAX_BYTES } from '@navia/domain/rules/contracts/constants';
import { hasForbiddenCharacter } from '@navia/domain/rules/forbidden-characters';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedFile } from '../../lib/multipart-form.ts';
import { attachmentDisposition } from '../shipment-detail/document-files.ts';
import type { ContractUpload } from './contract-documents.service.ts';

/** The form's fields: the contract, then the files (any file field counts; the web sends `files`). */
const CONTRACT_UPLOAD_FIELDS = { contractId: 'contractId', files: 'files' } as const;
/**
 * Files one upload may carry: the whole form is read into memory, so this and the size limit bound
 * what one request holds (5 × 10 MB).
 */
export const CONTRACT_DOCUMENTS_PER_UPLOAD = 5;

export const CONTRACT_UPLOAD_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: {
    fileSize: CONTRACT_DOCUMENT_MAX_BYTES,
    files: CONTRACT_DOCUMENTS_PER_UPLOAD,
    fields: 5,
    fieldSize: 1024,
    parts: CONTRACT_DOCUMENTS_PER_UPLOAD + 5,
  },
};

const invalid = (issues: { field: string; message: string }[]) =>
  new AppError('VALIDATION', { message: issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues });
const required = (field: string) => ({ field, message: MESSAGES.fieldRequired });

const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

const contractIdSchema = z.uuid();

/** Reads the form: its contract id and every file (each at most CONTRACT_DOCUMENT_MAX_BYTES, else 413). */
export async function readContractUpload(req: FastifyRequest): Promise<ContractUpload> {
  if (!req.isMultipart())
    throw invalid([required(CONTRACT_UPLOAD_FIELDS.contractId), required(CONTRACT_UPLOAD_FIELDS.files)]);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ fileName: part.filename, bytes: await part.toBuffer() });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError('DOCUMENT_TOO_LARGE');
    if (hasClientStatus(error)) throw error;
    throw invalid([required(CONTRACT_UPLOAD_FIELDS.contractId), required(CONTRACT_UPLOAD_FIELDS.files)]);
  }
  const contractId = fields[CONTRACT_UPLOAD_FIELDS.contractId]?.trim() ?? '';
  if (hasForbiddenCharacter(contractId)) {
    throw invalid([{ field: CONTRACT_UPLOAD_FIELDS.contractId, message: MESSAGES.forbiddenCharacter }]);
  }
  if (contractId.length === 0) throw invalid([required(CONTRACT_UPLOAD_FIELDS.contractId)]);
  if (!contractIdSchema.safeParse(contractId).success) {
    throw invalid([{ field: CONTRACT_UPLOAD_FIELDS.contractId, message: 'Not a contract id' }]);
  }
  return { contractId, files };
}

/** Sends a stored document as an attachment under its sanitised name, never rendered inline. */
export function sendContractDocument(
  reply: FastifyReply,
  { document, stream }: { document: ContractDocument; stream: Readable },
): FastifyReply {
  reply
    .type(document.contentType)
    .header('content-disposition', attachmentDisposition(document.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
  return reply.send(stream);
}
