/**
 * Carrier feeds (issue 11, decision 016; NA only): the registered DCSA T&T 2.2 feeds
 * (GET /api/carrierEvents/feeds), registering one (POST, answers its callback URL) and stopping one
 * (DELETE /api/carrierEvents/feeds/:feedId). A feed's secret is never returned.
 */
import { carrierEventEndpoints, type RegisterFeedBody } from '@navia/domain/contracts/carrier-events';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const carrierFeedsQueryKey = ['carrierEvents', 'feeds'] as const;

async function fetchCarrierFeeds(signal?: AbortSignal) {
  const { feeds } = await callEndpoint(carrierEventEndpoints.listFeeds, {}, { signal });
  return feeds;
}

const carrierFeedsQueryOptions = queryOptions({
  queryKey: carrierFeedsQueryKey,
  queryFn: ({ signal }) => fetchCarrierFeeds(signal),
});

export function useCarrierFeeds() {
  return useQuery(carrierFeedsQueryOptions);
}

const registerFeed = (body: RegisterFeedBody) => callEndpoint(carrierEventEndpoints.registerFeed, { body });

/** Registers a feed; the list is read again so it shows the new one. */
export function useRegisterFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carrierFeedsQueryKey }),
  });
}

const deactivateFeed = (feedId: string) =>
  callEndpoint(carrierEventEndpoints.deactivateFeed, { params: { feedId } });

/** Stops a feed (its events are refused from then on); resolves once the list has been read again. */
export function useDeactivateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carrierFeedsQueryKey }),
  });
}
