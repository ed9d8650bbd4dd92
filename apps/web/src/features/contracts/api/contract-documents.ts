/**
 * A contract's documents (connect §7 uploadDocuments, multipart with contractId, and GET
 * /{id}/documents/{docId}). The upload goes through fetch with FormData to the declared URL, as
 * callEndpoint sends JSON; the answer lists the documents added, and the contract is read again.
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import { connectContractEndpoints } from '@navia/domain/contracts/connect-contracts';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { contractKeys } from './contract.ts';

/** The download link of a document. */
export const contractDocumentUrl = (contractId: string, docId: string) =>
  endpointUrl(connectContractEndpoints.document, { params: { id: contractId, docId } });

async function uploadDocuments({ contractId, files }: { contractId: string; files: File[] }) {
  const endpoint = connectContractEndpoints.uploadDocuments;
  const form = new FormData();
  form.append('contractId', contractId);
  for (const file of files) form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, {}), {
      method: endpoint.method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', CONTRACT_TEXTS.uploadFailed);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message)
      : new ApiError(response.status, 'INTERNAL', CONTRACT_TEXTS.uploadFailed);
  }
  return endpoint.responses[200].parse(data).documents;
}

export function useUploadContractDocuments(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => uploadDocuments({ contractId, files }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) }),
  });
}
