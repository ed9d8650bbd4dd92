/**
 * Uploading a document (hub §7 POST /api/shipments/uploadDocument, multipart, cancellable) and
 * adding an order note. hub §5: the upload needs a form body and a cancel source, else it fails
 * saying no document form data or no source was provided.
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  DOCUMENT_MESSAGES,
  type EDocument,
  orderNotesResponseSchema,
  uploadDocumentResponseSchema,
} from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { detailKeys } from './shipment-detail.ts';

/** The cancel source of an upload: aborting it cancels the request. */
export type CancelSource = AbortController;

export async function uploadDocument(form: FormData | null, source: CancelSource | null): Promise<EDocument> {
  if (!form || !source) throw new Error(DOCUMENT_MESSAGES.noFormOrSource);
  let response: Response;
  try {
    response = await fetch('/api/shipments/uploadDocument', {
      method: 'POST',
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
  return uploadDocumentResponseSchema.parse(data).document;
}

export function useUploadDocument(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, source }: { form: FormData | null; source: CancelSource | null }) =>
      uploadDocument(form, source),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: detailKeys.edocs(key) }),
  });
}

export function useAddOrderNote(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (
        await apiRequest(`/api/shipments/${encodeURIComponent(key)}/orderNotes`, {
          method: 'POST',
          body: { note },
          schema: orderNotesResponseSchema,
        })
      ).notes,
    onSuccess: (notes) => queryClient.setQueryData(detailKeys.notes(key), notes),
  });
}
