/**
 * Parked carrier events (issue 11, decision 016; NA only): DCSA events that matched no shipment,
 * newest first (GET /api/carrierEvents/unmatched?limit). They are kept, never dropped.
 */
import { carrierEventEndpoints } from '@navia/domain/contracts/carrier-events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

/** How many of the newest parked events the screen lists (the endpoint allows up to 500). */
export const PARKED_EVENTS_LIMIT = 100;

const parkedEventsQueryKey = ['carrierEvents', 'unmatched', PARKED_EVENTS_LIMIT] as const;

async function fetchParkedEvents(signal?: AbortSignal) {
  const { events } = await callEndpoint(
    carrierEventEndpoints.unmatchedEvents,
    { query: { limit: PARKED_EVENTS_LIMIT } },
    { signal },
  );
  return events;
}

const parkedEventsQueryOptions = queryOptions({
  queryKey: parkedEventsQueryKey,
  queryFn: ({ signal }) => fetchParkedEvents(signal),
});

export function useParkedEvents() {
  return useQuery(parkedEventsQueryOptions);
}
