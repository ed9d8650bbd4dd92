/**
 * Storing an uploaded document on a record key of an organisation group (record_documents): the
 * checks on the bytes (at most DOCUMENT_MAX_BYTES, else 413; the type from the bytes, else 415),
 * the file store, the row and its DOCUMENT_UPLOADED security event in one transaction (the stored
 * bytes are removed again when it fails). Shared by a shipment's or order's documents (hub §7
 * uploadDocument) and a booking's (issue 18), whose documents move to the shipment it becomes.
 */
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type EDocument } from '@navia/domain/contracts/shipment-detail';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, type AuditEvent, audit, auditWhoOf } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';
import type { VisibleRecord } from '../../lib/visible-record.ts';
import { detectDocumentType, sanitiseFileName, sha256Of } from './document-files.ts';
import { presentDocument } from './shipment-detail.presenter.ts';
import * as repo from './shipment-detail.repository.ts';

export type DocumentCaller = { scope: Scope; userName: string; client: AuditClient };
export type DocumentStoreDeps = { ctx: AppContext; storage: FileStorage };
/** The file as uploaded; documentType outside DOCUMENT_TYPES is stored as OTHER. */
export type UploadedDocument = { documentType: string | undefined; fileName: string; bytes: Buffer };

export function documentEvent(
  type: 'DOCUMENT_UPLOADED' | 'DOCUMENT_DOWNLOADED',
  caller: DocumentCaller,
  documentId: string,
  at: Date,
  detail?: string,
): AuditEvent {
  return {
    type,
    outcome: 'SUCCESS',
    who: auditWhoOf(caller.scope),
    client: caller.client,
    at,
    target: documentId,
    ...(detail ? { detail } : {}),
  };
}

export async function storeRecordDocument(
  deps: DocumentStoreDeps,
  caller: DocumentCaller,
  target: {
    record: VisibleRecord;
    /** The key, or how to find it inside the transaction (after locking what decides it). */
    recordKey: string | ((tx: Executor) => Promise<string>);
    auditDetail?: string;
  },
  upload: UploadedDocument,
): Promise<EDocument> {
  if (upload.bytes.length > DOCUMENT_MAX_BYTES) throw new AppError('DOCUMENT_TOO_LARGE');
  const contentType = await detectDocumentType(upload.bytes, upload.fileName);
  if (!contentType) throw new AppError('DOCUMENT_TYPE_REFUSED');
  const documentType = (DOCUMENT_TYPES as readonly string[]).includes(upload.documentType ?? '')
    ? (upload.documentType as string)
    : 'OTHER';
  const storageKey = await deps.storage.put(upload.bytes);
  try {
    const row = await deps.ctx.database.db.transaction(async (tx) => {
      const now = deps.ctx.now();
      const recordKey = typeof target.recordKey === 'string' ? target.recordKey : await target.recordKey(tx);
      const inserted = await repo.insertDocument(tx, target.record, {
        recordKey,
        storageKey,
        fileName: sanitiseFileName(upload.fileName, contentType),
        contentType,
        size: upload.bytes.length,
        sha256: sha256Of(upload.bytes),
        documentType,
        uploadedBy: caller.scope.userId,
        uploadedByName: caller.userName,
        createdAt: now,
      });
      await audit(tx, documentEvent('DOCUMENT_UPLOADED', caller, inserted.id, now, target.auditDetail));
      return inserted;
    });
    return presentDocument(row);
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
}
