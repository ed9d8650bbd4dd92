/**
 * The record's e-documents (hub §7 GET /api/shipments/:id/details/edocs) and uploading one
 * (POST /api/shipments/uploadDocument, multipart, cancellable). hub §5: the upload needs a form
 * body and a cancel source, else it fails saying no document form data or no source was provided.
 * Downloads follow each document's DownloadUrl (the server builds it from the download endpoint).
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import {
  DOCUMENT_MESSAGES,
  type EDocument,
  shipmentDetailEndpoints,
} from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';
import { detailKeys } from './shipment-detail.ts';

const documentKeys = {
  ofRecord: (key: string) => [...detailKeys.record(key), 'edocs'] as const,
};

// The list

const getDocuments = async (key: string, signal?: AbortSignal) =>
  (await callEndpoint(shipmentDetailEndpoints.detailsEdocs, { params: { id: key } }, { signal })).result;

const documentsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: documentKeys.ofRecord(key),
    queryFn: ({ signal }) => getDocuments(key, signal),
  });

export const useDocuments = (key: string) => useQuery(documentsQueryOptions(key));

// The upload (multipart: fetch with the declared URL, as callEndpoint sends JSON)

/** The cancel source of an upload: aborting it cancels the request. */
export type CancelSource = AbortController;

export async function uploadDocument(form: FormData | null, source: CancelSource | null): Promise<EDocument> {
  if (!form || !source) throw new Error(DOCUMENT_MESSAGES.noFormOrSource);
  const endpoint = shipmentDetailEndpoints.uploadDocument;
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, {}), {
      method: endpoint.method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: source.signal,
    });
  } catch (cause) {
    if (source.signal.aborted) throw cause;
    throw new ApiError(0, 'NETWORK', MESSAGES.genericSubmit);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message)
      : new ApiError(response.status, 'INTERNAL', DOCUMENT_MESSAGES.uploadFailed);
  }
  return endpoint.responses[200].parse(data).document;
}

export function useUploadDocument(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, source }: { form: FormData | null; source: CancelSource | null }) =>
      uploadDocument(form, source),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofRecord(key) }),
  });
}
