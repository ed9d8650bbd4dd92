/**
 * GET /api/chat/channels/:channelId/messages: older messages than those `ready` answered (the
 * newest CHAT_HISTORY_LIMIT), oldest first, CHAT_RENDER_BATCH at a time (what LOAD OLDER MESSAGES
 * draws more).
 */
import { chatEndpoints } from '@navia/domain/contracts/chat';
import { CHAT_RENDER_BATCH } from '@navia/domain/rules/chat';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export function useOlderMessages() {
  return useMutation({
    mutationFn: ({ channelId, beforeId }: { channelId: string; beforeId: number }) =>
      callEndpoint(chatEndpoints.chatHistory, {
        params: { channelId },
        query: { beforeId, limit: CHAT_RENDER_BATCH },
      }),
  });
}
