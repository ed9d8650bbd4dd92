/**
 * The key-metric tiles /customize offers (GET /api/shipments/tiles: the tiles of the user's access
 * mode, hub §6, with their current selection order). Only users with tracking access ask.
 */
import { shipmentEndpoints } from '@navia/domain/contracts/shipments';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export function useOfferedTiles(enabled: boolean) {
  return useQuery({
    // Under the tiles' own key, so saving a layout (which invalidates ['key-metric-tiles']) refreshes it.
    queryKey: ['key-metric-tiles', 'offered'],
    queryFn: async ({ signal }) => (await callEndpoint(shipmentEndpoints.tiles, {}, { signal })).result,
    enabled,
  });
}
