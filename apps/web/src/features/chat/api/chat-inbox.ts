/**
 * The staff chat inbox (issue 12; NU and above): GET /api/chat/inbox, and claiming, releasing and
 * archiving a channel. The inbox refreshes on the main connection's chatInboxChanged event.
 */
import { type ChatInboxRow, chatEndpoints } from '@navia/domain/contracts/chat';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export type InboxFilter = { status: 'open' | 'archived'; waitingOnly: boolean };

export const chatInboxKeys = {
  root: ['chat', 'inbox'] as const,
  list: (filter: InboxFilter) => ['chat', 'inbox', filter] as const,
};

const chatInboxQueryOptions = (filter: InboxFilter) =>
  queryOptions({
    queryKey: chatInboxKeys.list(filter),
    queryFn: ({ signal }) =>
      callEndpoint(
        chatEndpoints.chatInbox,
        { query: { status: filter.status, waitingOnly: String(filter.waitingOnly) } },
        { signal },
      ),
    select: (answer): ChatInboxRow[] => answer.channels,
  });

export const useChatInbox = (filter: InboxFilter) => useQuery(chatInboxQueryOptions(filter));

export type InboxAction = 'claim' | 'release' | 'archive';

const actionEndpoints = {
  claim: chatEndpoints.claimChannel,
  release: chatEndpoints.releaseChannel,
  archive: chatEndpoints.archiveChannel,
} as const;

export function useInboxAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, channelId }: { action: InboxAction; channelId: string }) =>
      callEndpoint(actionEndpoints[action], { params: { channelId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatInboxKeys.root }),
  });
}
