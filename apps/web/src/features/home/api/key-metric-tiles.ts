/**
 * hub §7 GET /api/shipments/tiles: the key metrics offered to the user (hub §6 access modes), each
 * value counted exactly as its /tracking/{code} search. Only users with tracking access ask.
 */
import { shipmentEndpoints } from '@navia/domain/contracts/shipments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const keyMetricTilesQueryKey = ['key-metric-tiles'] as const;

const fetchKeyMetricTiles = async (signal?: AbortSignal) =>
  (await callEndpoint(shipmentEndpoints.tiles, {}, { signal })).result;

const keyMetricTilesQueryOptions = () =>
  queryOptions({
    queryKey: keyMetricTilesQueryKey,
    queryFn: ({ signal }) => fetchKeyMetricTiles(signal),
  });

export function useKeyMetricTiles(enabled: boolean) {
  return useQuery({ ...keyMetricTilesQueryOptions(), enabled });
}
