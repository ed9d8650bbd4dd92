/**
 * GET /api/user/azure/chatInfo (hub §7 user settings calls): whether chat is available to the
 * caller (hub §6: not when viewing as an organisation, in secret mode or local view), and the
 * trading hours of the caller's zone (hub §9). The chat panel's frame loads with its page and reads
 * this at once; the request and its contract load on demand (fetch-chat-info.ts), as the page's
 * first JS carries none of the chat's schemas (decision 013, JS budget).
 */
import type { ChatInfo } from '@navia/domain/contracts/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';

const chatInfoQueryOptions = queryOptions({
  queryKey: ['chat', 'info'] as const,
  queryFn: async ({ signal }): Promise<ChatInfo> =>
    (await import('./fetch-chat-info.ts')).fetchChatInfo(signal),
  // The trading hours' open flag moves with the clock; the rest changes with the user's view.
  staleTime: 60_000,
});

export const useChatInfo = () => useQuery(chatInfoQueryOptions);
