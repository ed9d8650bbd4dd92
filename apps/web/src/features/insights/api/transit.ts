/**
 * The cargo map and the shipping calculator (issue 13): GET /api/transit/inTransit (shipments between
 * departure and arrival, placed between their ports), GET /api/transit/laneEstimate (typical transit
 * and CO2e per tonne of a lane) and GET /api/transit/ports (the port type-ahead).
 */
import { type LaneEstimateQuery, transitEndpoints } from '@navia/domain/contracts/transit';
import { TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
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

/** Ports whose UN/LOCODE or name contains `text`, from 3 characters (hub §5). */
export function usePortOptions(text: string) {
  return useQuery({
    queryKey: ['transit', 'ports', text] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(transitEndpoints.ports, { query: { q: text } }, { signal })).result,
    enabled: text.length >= TYPEAHEAD_MIN_CHARS,
    staleTime: 10 * 60_000,
  });
}
