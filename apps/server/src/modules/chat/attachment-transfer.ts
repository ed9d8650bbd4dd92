/**
 * The HTTP side of chat attachments: reading the multipart upload (POST /api/user/attachment) and
 * sending a stored attachment (GET /api/user/attachment/:userId/:fileName). The checks on the bytes
 * live in the service and chat-attachments.ts.
 */
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { CHAT_UPLOAD_FIELDS } from '@navia/domain/contracts/chat';
import { MESSAGES } from '@navia/domain/errors';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@navia/domain/rules/chat';
import { hasForbiddenCharacter } from '@navia/domain/rules/forbidden-characters';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../shipment-detail/document-files.ts';
import type { AttachmentUpload, OpenedAttachment } from './chat-attachments.service.ts';
import { isInlineAttachment } from './chat-attachments.ts';

/** One file and the channel id, nothing more. */
export const ATTACHMENT_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
};

const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

const invalid = (issues: { field: string; message: string }[]) =>
  new AppError('VALIDATION', {
    message: issues.map((i) => `${i.field}: ${i.message}`).join('; '),
    issues,
  });

const channelIdSchema = z.uuid();

/** Reads the upload's channel id and its one file into memory (at most CHAT_ATTACHMENT_MAX_BYTES). */
export async function readAttachmentUpload(req: FastifyRequest): Promise<AttachmentUpload> {
  const required = [CHAT_UPLOAD_FIELDS.file, CHAT_UPLOAD_FIELDS.channelId];
  if (!req.isMultipart())
    throw invalid(required.map((field) => ({ field, message: MESSAGES.fieldRequired })));
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === CHAT_UPLOAD_FIELDS.file && !file) file = { fileName: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('CHAT_ATTACHMENT_TOO_LARGE');
    }
    // The form's own limits (parts, fields) carry their 4xx; anything else is a form that does not parse.
    if (hasClientStatus(error)) throw error;
    throw invalid(required.map((field) => ({ field, message: MESSAGES.fieldRequired })));
  }
  // The form's fields never pass the schemas' character check, so they get the same one here.
  const refused = Object.entries(fields).filter(([, value]) => hasForbiddenCharacter(value));
  if (refused.length > 0) {
    throw invalid(refused.map(([field]) => ({ field, message: MESSAGES.forbiddenCharacter })));
  }
  const channelId = fields[CHAT_UPLOAD_FIELDS.channelId]?.trim();
  if (!file || !channelId) {
    const missing = [file ? null : CHAT_UPLOAD_FIELDS.file, channelId ? null : CHAT_UPLOAD_FIELDS.channelId];
    throw invalid(
      missing.filter((f) => f !== null).map((field) => ({ field, message: MESSAGES.fieldRequired })),
    );
  }
  if (!channelIdSchema.safeParse(channelId).success) {
    throw invalid([{ field: CHAT_UPLOAD_FIELDS.channelId, message: 'Not a chat channel id' }]);
  }
  return { channelId, ...file };
}

/**
 * Sends an attachment: images inline (the chat shows them), other files as downloads under their
 * sanitised name; never sniffed, never run as a page, cached only by the member's browser.
 */
export function sendAttachment(reply: FastifyReply, attachment: OpenedAttachment): FastifyReply {
  const inline = isInlineAttachment(attachment.contentType);
  reply
    .type(attachment.contentType)
    .header('content-disposition', attachmentDisposition(attachment.name, inline ? 'inline' : 'attachment'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private');
  return reply.send(attachment.stream);
}
