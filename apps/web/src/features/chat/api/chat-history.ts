/**
 * GET /api/chat/channels/:channelId/messages: older messages than those `ready` answered (the
 * newest CHAT_HISTORY_LIMIT), oldest first.
 */
import { chatEndpoints } from '@navia/domain/contracts/chat';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export function useOlderMessages() {
  return useMutation({
    mutationFn: ({ channelId, beforeId }: { channelId: string; beforeId: number }) =>
      callEndpoint(chatEndpoints.chatHistory, { params: { channelId }, query: { beforeId } }),
  });
}
