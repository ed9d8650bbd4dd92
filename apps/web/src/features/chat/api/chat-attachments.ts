/**
 * Chat attachments (hub §7 "attachment upload and fetch", §5): POST /api/user/attachment is
 * multipart, so it is sent with fetch to the declared URL (as the documents upload does; callEndpoint
 * sends JSON). The answer names the file the socket's `file` event sends next. Fetching an attachment
 * follows the message's fileSource.webUrl, which the server builds from the fetch endpoint.
 */
import { CHAT_UPLOAD_FIELDS, type ChatAttachmentUpload, chatEndpoints } from '@navia/domain/contracts/chat';
import { apiErrorSchema } from '@navia/domain/contracts/common';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';

async function uploadChatAttachment(channelId: string, file: File): Promise<ChatAttachmentUpload> {
  const endpoint = chatEndpoints.uploadAttachment;
  const form = new FormData();
  form.append(CHAT_UPLOAD_FIELDS.channelId, channelId);
  form.append(CHAT_UPLOAD_FIELDS.file, file, file.name);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, {}), {
      method: endpoint.method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', CHAT_TEXTS.attachmentUploadFailed);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message)
      : new ApiError(response.status, 'INTERNAL', CHAT_TEXTS.attachmentUploadFailed);
  }
  return endpoint.responses[200].parse(data);
}

export function useUploadChatAttachment() {
  return useMutation({
    mutationFn: ({ channelId, file }: { channelId: string; file: File }) =>
      uploadChatAttachment(channelId, file),
  });
}
