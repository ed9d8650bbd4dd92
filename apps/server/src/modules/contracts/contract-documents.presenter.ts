/** A contract's document as the API answers it (connect contracts, contractDocumentSchema). */
import type { ContractDocument } from '@navia/domain/contracts/connect-contracts';
import type { ContractDocumentRow } from './contract-documents.repository.ts';

export function presentContractDocument(row: ContractDocumentRow): ContractDocument {
  return {
    _id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedBy: row.uploadedByName,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}
