/**
 * The cargo map and the shipping calculator (issue 13): GET /api/transit/inTransit (shipments between
 * departure and arrival, placed between their ports), GET /api/transit/laneEstimate (typical transit
 * and CO2e per tonne of a lane) (the port type-ahead, components/port-input.tsx, reads GET /api/transit/ports).
 */
import { type LaneEstimateQuery, transitEndpoints } from '@navia/domain/contracts/transit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

/** Positions move with time; a minute-old map is fresh enough. */
const IN_TRANSIT_STALE_MS = 60_000;

const inTransitQueryOptions = queryOptions({
  queryKey: ['transit', 'inTransit'] as const,
  queryFn: ({ signal }) => callEndpoint(transitEndpoints.inTransit, {}, { signal }),
  staleTime: IN_TRANSIT_STALE_MS,
});

export function useInTransit() {
  return useQuery(inTransitQueryOptions);
}

/** The lane estimate, once origin, destination and mode are all chosen. */
export function useLaneEstimate(lane: Partial<LaneEstimateQuery>) {
  const { origin, destination, mode } = lane;
  return useQuery({
    queryKey: ['transit', 'laneEstimate', origin, destination, mode] as const,
    queryFn: ({ signal }) => {
      if (!origin || !destination || !mode) throw new Error('lane incomplete');
      return callEndpoint(
        transitEndpoints.laneEstimate,
        { query: { origin, destination, mode } },
        { signal },
      );
    },
    enabled: Boolean(origin && destination && mode),
    staleTime: 5 * 60_000,
  });
}
