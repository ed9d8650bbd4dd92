/**
 * SQL of a contract's documents (issue 16). Every query takes the VisibleContract that
 * findVisibleContract answered for the caller, so a document is reached only through its contract.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractDocuments } from '../../db/schema/index.ts';
import type { VisibleContract } from './contract-access.repository.ts';

export type ContractDocumentRow = typeof contractDocuments.$inferSelect;
export type NewContractDocument = Omit<
  typeof contractDocuments.$inferInsert,
  'id' | 'contractId' | 'orgGroupId'
>;

export async function insertContractDocuments(
  tx: Executor,
  contract: VisibleContract,
  documents: readonly NewContractDocument[],
): Promise<ContractDocumentRow[]> {
  if (documents.length === 0) return [];
  return tx
    .insert(contractDocuments)
    .values(documents.map((d) => ({ ...d, contractId: contract.id, orgGroupId: contract.orgGroupId })))
    .returning();
}

/** The contract's documents in the order they were uploaded. */
export async function findContractDocuments(
  db: Executor,
  contract: VisibleContract,
): Promise<ContractDocumentRow[]> {
  return db
    .select()
    .from(contractDocuments)
    .where(eq(contractDocuments.contractId, contract.id))
    .orderBy(asc(contractDocuments.uploadedAt), asc(contractDocuments.fileName), asc(contractDocuments.id));
}

/** One document of the contract, by id. */
export async function findContractDocument(
  db: Executor,
  contract: VisibleContract,
  documentId: string,
): Promise<ContractDocumentRow | null> {
  const [row] = await db
    .select()
    .from(contractDocuments)
    .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, contract.id)))
    .limit(1);
  return row ?? null;
}
