/**
 * Chat attachments (issue 12; hub §7 attachment upload and fetch). An upload names a channel the
 * caller may join (else 404, as for an unknown one); its bytes decide its type (415 otherwise) and
 * it is at most CHAT_ATTACHMENT_MAX_BYTES (413). A fetch names the uploader and the stored name; it
 * answers only members of the attachment's channel, and anyone else exactly as an unknown file.
 * Uploads and downloads go into the security log, as documents' do. A caller for whom chat is off
 * (view-as, secret mode, local view) may neither upload nor fetch (403); staff may still fetch.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ChatAttachmentUpload } from '@navia/domain/contracts/chat';
import { isStaff } from '@navia/domain/rules/access';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@navia/domain/rules/chat';
import type { AppContext } from '../../context.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, type AuditEvent, audit, auditWhoOf } from '../../lib/audit.ts';
import { sha256Of } from '../shipment-detail/document-files.ts';
import * as repo from './chat.repository.ts';
import { assertChatAvailable, type ChatCaller } from './chat.service.ts';
import {
  attachmentUrl,
  chatAttachmentName,
  detectChatAttachmentType,
  storedAttachmentName,
} from './chat-attachments.ts';

export type AttachmentCaller = ChatCaller & { client: AuditClient };
export type AttachmentDeps = { ctx: AppContext; storage: FileStorage };
export type AttachmentUpload = { channelId: string; fileName: string; bytes: Buffer };

const notFound = () => new AppError('NOT_FOUND');

function attachmentEvent(
  type: 'CHAT_ATTACHMENT_UPLOADED' | 'CHAT_ATTACHMENT_DOWNLOADED',
  caller: AttachmentCaller,
  attachmentId: string,
  at: Date,
): AuditEvent {
  return {
    type,
    outcome: 'SUCCESS',
    who: auditWhoOf(caller.scope),
    client: caller.client,
    at,
    target: attachmentId,
  };
}

/**
 * POST /api/user/attachment. The upload is read (`readUpload`) only once the caller may chat, so a
 * refused caller's file is never taken in.
 */
export async function uploadAttachment(
  deps: AttachmentDeps,
  caller: AttachmentCaller,
  readUpload: () => Promise<AttachmentUpload>,
): Promise<ChatAttachmentUpload> {
  assertChatAvailable(caller);
  const upload = await readUpload();
  const { ctx, storage } = deps;
  const db = ctx.database.db;
  const channel = await repo.findJoinableChannel(db, caller.scope, upload.channelId);
  if (!channel) throw notFound();
  if (upload.bytes.length > CHAT_ATTACHMENT_MAX_BYTES) throw new AppError('CHAT_ATTACHMENT_TOO_LARGE');
  const type = await detectChatAttachmentType(upload.bytes, upload.fileName);
  if (!type) throw new AppError('CHAT_ATTACHMENT_TYPE_REFUSED');
  const id = randomUUID();
  const fileName = storedAttachmentName(id, type);
  const name = chatAttachmentName(upload.fileName, type);
  const storageKey = await storage.put(upload.bytes);
  try {
    await db.transaction(async (tx) => {
      await repo.insertAttachment(tx, channel, {
        id,
        uploadedBy: caller.scope.userId,
        fileName,
        originalName: name,
        contentType: type.contentType,
        size: upload.bytes.length,
        storageKey,
        sha256: sha256Of(upload.bytes),
        createdAt: ctx.now(),
      });
      await audit(tx, attachmentEvent('CHAT_ATTACHMENT_UPLOADED', caller, id, ctx.now()));
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  return {
    webUrl: attachmentUrl(caller.scope.userId, fileName),
    name,
    eTag: id,
    contentType: type.contentType,
    size: upload.bytes.length,
  };
}

export type OpenedAttachment = { name: string; contentType: string; stream: Readable };

/** GET /api/user/attachment/{userId}/{fileName} (the download is logged). */
export async function openAttachment(
  deps: AttachmentDeps,
  caller: AttachmentCaller,
  uploadedBy: string,
  fileName: string,
): Promise<OpenedAttachment> {
  // Staff fetch a customer's file from the inbox or a link, whatever their own mode.
  if (!isStaff(caller.scope.role)) assertChatAvailable(caller);
  const { ctx, storage } = deps;
  const row = await repo.findJoinableAttachment(ctx.database.db, caller.scope, uploadedBy, fileName);
  if (!row) throw notFound();
  await audit(ctx.database.db, attachmentEvent('CHAT_ATTACHMENT_DOWNLOADED', caller, row.id, ctx.now()));
  const stream = await storage.get(row.storageKey);
  if (!stream) {
    ctx.log.error({ attachmentId: row.id }, 'chat attachment missing from the store');
    throw notFound();
  }
  return { name: row.originalName, contentType: row.contentType, stream };
}

/** An upload is sent as a `file` message at once; one still unsent after this long never will be. */
const UNSENT_ATTACHMENT_HOURS = 24;

/** Deletes unsent attachments and their files (the scheduled purge-unsent-chat-attachments job). */
export async function purgeUnsentAttachments(deps: AttachmentDeps): Promise<number> {
  const { ctx, storage } = deps;
  const before = new Date(ctx.now().getTime() - UNSENT_ATTACHMENT_HOURS * 3_600_000);
  const removed = await repo.deleteUnsentAttachments(ctx.database.db, before);
  for (const attachment of removed) {
    try {
      await storage.remove(attachment.storageKey);
    } catch (error) {
      // The row is gone, so nobody can fetch the file; a left-over file only takes space.
      const err = error instanceof Error ? error.message : String(error);
      ctx.log.warn({ err, attachmentId: attachment.id }, 'unsent chat attachment file not removed');
    }
  }
  return removed.length;
}
