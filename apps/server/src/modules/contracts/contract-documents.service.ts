/**
 * A contract's documents (issue 16; connect §7 uploadDocuments, GET {id}/documents/{docId}): for
 * the contract's parties and staff only (findVisibleContract; anyone else hears 404, as for an
 * unknown contract). Each file is checked as the hub's documents are: its type from its bytes
 * (shipment-detail/document-files.ts: PDF, PNG, JPEG, TIFF, DOCX, XLSX, CSV, plain text; else 415
 * DOCUMENT_TYPE_REFUSED), at most CONTRACT_DOCUMENT_MAX_BYTES (else 413 DOCUMENT_TOO_LARGE); a file
 * named .pdf holding PNG bytes is stored as the PNG it is, under "name.pdf.png". An upload is
 * all or nothing. The bytes go to the file store, the rows and a history row commit together, and
 * each upload and download is written to the security event log, as the hub's documents are; the
 * contract's followers get a CONTRACT notification of the upload.
 */
import type { Readable } from 'node:stream';
import type { ContractDocument } from '@navia/domain/contracts/connect-contracts';
import { MESSAGES } from '@navia/domain/errors';
import { CONTRACT_DOCUMENT_MAX_BYTES } from '@navia/domain/rules/contracts/constants';
import type { AppContext } from '../../context.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit } from '../../lib/audit.ts';
import type { UploadedFile } from '../../lib/multipart-form.ts';
import type { Scope } from '../../lib/scope.ts';
import { dispatchSoon } from '../notifications/notification-dispatch.ts';
import { detectDocumentType, sanitiseFileName } from '../shipment-detail/document-files.ts';
import { documentEvent } from '../shipment-detail/record-documents.ts';
import { findVisibleContract } from './contract-access.repository.ts';
import { presentContractDocument } from './contract-documents.presenter.ts';
import * as repo from './contract-documents.repository.ts';
import { recordHistory } from './contract-workflow.service.ts';

export type DocumentsDeps = { ctx: AppContext; storage: FileStorage };
/** Who is asking: the scope decides visibility; the name is written on the document and the history. */
export type DocumentCaller = { scope: Scope; userName: string; client: AuditClient };
export type ContractUpload = { contractId: string; files: readonly UploadedFile[] };

const notFound = () => new AppError('NOT_FOUND');
/** The security log tells a contract's documents from the hub's by this detail. */
const AUDIT_DETAIL = 'CONTRACT';

/** The history's words for an upload: 'Document invoice.pdf uploaded'. */
function uploadedText(names: readonly string[]): string {
  return names.length === 1 ? `Document ${names[0]} uploaded` : `Documents ${names.join(', ')} uploaded`;
}

/** POST uploadDocuments (multipart contractId, then files): answers the contract's documents. */
export async function uploadDocuments(
  deps: DocumentsDeps,
  caller: DocumentCaller,
  upload: ContractUpload,
): Promise<{ documents: ContractDocument[] }> {
  const db = deps.ctx.database.db;
  const contract = await findVisibleContract(db, caller.scope, upload.contractId);
  if (!contract) throw notFound();
  if (upload.files.length === 0) {
    throw new AppError('VALIDATION', {
      message: `files: ${MESSAGES.fieldRequired}`,
      issues: [{ field: 'files', message: MESSAGES.fieldRequired }],
    });
  }
  const checked: { bytes: Buffer; contentType: string; fileName: string }[] = [];
  for (const file of upload.files) {
    if (file.bytes.length > CONTRACT_DOCUMENT_MAX_BYTES) throw new AppError('DOCUMENT_TOO_LARGE');
    const contentType = await detectDocumentType(file.bytes, file.fileName);
    if (!contentType) throw new AppError('DOCUMENT_TYPE_REFUSED');
    checked.push({ bytes: file.bytes, contentType, fileName: sanitiseFileName(file.fileName, contentType) });
  }
  const storageKeys: string[] = [];
  let notification: number;
  try {
    for (const file of checked) storageKeys.push(await deps.storage.put(file.bytes));
    const now = deps.ctx.now();
    notification = await db.transaction(async (tx) => {
      const rows = await repo.insertContractDocuments(
        tx,
        contract,
        checked.map((file, i) => ({
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.bytes.length,
          storageKey: storageKeys[i] ?? '',
          uploadedByUserId: caller.scope.userId,
          uploadedByName: caller.userName,
          uploadedAt: now,
        })),
      );
      await audit(
        tx,
        ...rows.map((row) => documentEvent('DOCUMENT_UPLOADED', caller, row.id, now, AUDIT_DETAIL)),
      );
      // The history's actions (CONTRACT_ACTIONS) have no upload: it is an edit of the contract's file.
      // Its followers hear of it, as of every change the history records.
      return recordHistory(deps.ctx, tx, { userId: caller.scope.userId, name: caller.userName }, contract, {
        action: 'edit',
        fromStatus: contract.status,
        toStatus: contract.status,
        changes: uploadedText(checked.map((f) => f.fileName)),
      });
    });
  } catch (error) {
    await Promise.all(storageKeys.map((key) => deps.storage.remove(key)));
    throw error;
  }
  void dispatchSoon(deps.ctx, [notification]);
  return { documents: (await repo.findContractDocuments(db, contract)).map(presentContractDocument) };
}

/** GET /api/connect/contracts/{id}/documents/{docId}: the document and its bytes (the download is logged). */
export async function openDocument(
  deps: DocumentsDeps,
  caller: DocumentCaller,
  contractId: string,
  documentId: string,
): Promise<{ document: ContractDocument; stream: Readable }> {
  const db = deps.ctx.database.db;
  const contract = await findVisibleContract(db, caller.scope, contractId);
  if (!contract) throw notFound();
  const row = await repo.findContractDocument(db, contract, documentId);
  if (!row) throw notFound();
  // Logged before the file is opened, so a failed log leaves no stream open.
  await audit(db, documentEvent('DOCUMENT_DOWNLOADED', caller, row.id, deps.ctx.now(), AUDIT_DETAIL));
  const stream = await deps.storage.get(row.storageKey);
  if (!stream) {
    deps.ctx.log.error({ documentId }, 'contract document missing from the store');
    throw notFound();
  }
  return { document: presentContractDocument(row), stream };
}
