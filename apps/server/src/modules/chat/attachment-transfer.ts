/**
 * The HTTP side of chat attachments: reading the multipart upload (POST /api/user/attachment) and
 * sending a stored attachment (GET /api/user/attachment/:userId/:fileName). The checks on the bytes
 * live in the service and chat-attachments.ts.
 */
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { CHAT_UPLOAD_FIELDS } from '@navia/domain/contracts/chat';
import { MESSAGES } from '@navia/domain/errors';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@navia/domain/rules/chat';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { readUploadForm } from '../../lib/multipart-form.ts';
import { attachmentDisposition } from '../shipment-detail/document-files.ts';
import type { AttachmentUpload, OpenedAttachment } from './chat-attachments.service.ts';
import { isInlineAttachment } from './chat-attachments.ts';

/** One file and the channel id, nothing more. */
export const ATTACHMENT_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
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
  const { fields, file } = await readUploadForm(req, {
    fileField: CHAT_UPLOAD_FIELDS.file,
    tooLarge: 'CHAT_ATTACHMENT_TOO_LARGE',
    unreadable: () => invalid(required.map((field) => ({ field, message: MESSAGES.fieldRequired }))),
  });
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
