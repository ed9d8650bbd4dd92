/**
 * The record's e-documents (hub §7 GET /api/shipments/:id/details/edocs) and uploading one
 * (POST /api/shipments/uploadDocument, multipart, cancellable). hub §5: the upload needs a form
 * body and a cancel source, else it fails saying no document form data or no source was provided.
 * Downloads follow each document's DownloadUrl (the server builds it from the download endpoint).
 */
import { type EDocument, shipmentDetailEndpoints } from '@navia/domain/contracts/shipment-detail';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { type CancelSource, uploadDocumentTo } from '../../../lib/upload-document.ts';
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

// The upload (multipart, cancellable: lib/upload-document)

export const uploadDocument = (form: FormData | null, source: CancelSource | null): Promise<EDocument> =>
  uploadDocumentTo(shipmentDetailEndpoints.uploadDocument, {}, form, source);

export function useUploadDocument(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, source }: { form: FormData | null; source: CancelSource | null }) =>
      uploadDocument(form, source),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.ofRecord(key) }),
  });
}
