/**
 * hub §7 GET /api/shipments/tiles: the key metrics offered to the user (hub §6 access modes), each
 * value counted exactly as its /tracking/{code} search. Only users with tracking access ask.
 */
import { tilesResponseSchema } from '@navia/domain/contracts/shipments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const keyMetricTilesQueryKey = ['key-metric-tiles'] as const;

export function useKeyMetricTiles(enabled: boolean) {
  return useQuery({
    queryKey: keyMetricTilesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/shipments/tiles', { schema: tilesResponseSchema, signal })).result,
    enabled,
  });
}
