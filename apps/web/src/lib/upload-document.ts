/**
 * Uploading one document as multipart form data to a declared endpoint (a shipment's
 * POST /api/shipments/uploadDocument, a booking's POST /api/bookings/{id}/documents): fetch with the
 * endpoint's URL, as callEndpoint sends JSON; cancellable. hub §5: the upload needs a form body and
 * a cancel source, else it fails saying no document form data or no source was provided.
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import { type EndpointDefinition, endpointUrl } from '@navia/domain/contracts/endpoint';
import {
  DOCUMENT_MESSAGES,
  type EDocument,
  uploadDocumentResponseSchema,
} from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { ApiError } from './api-client.ts';

/** The cancel source of an upload: aborting it cancels the request. */
export type CancelSource = AbortController;

export async function uploadDocumentTo(
  endpoint: EndpointDefinition,
  params: Record<string, string>,
  form: FormData | null,
  source: CancelSource | null,
): Promise<EDocument> {
  if (!form || !source) throw new Error(DOCUMENT_MESSAGES.noFormOrSource);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, { params }), {
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
  return uploadDocumentResponseSchema.parse(data).document;
}
