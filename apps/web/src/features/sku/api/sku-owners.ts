/**
 * The owners staff may pick for SKUs they add or import: every organisation group and trusted party
 * (GET /api/connect/admin/entities, allOrgsAndTps). The network feature reads the same call for its
 * admin tables; features do not import each other (.dependency-cruiser.cjs), so this feature asks
 * through the shared declaration and keeps its own query.
 */
import { connectUserEndpoints } from '@navia/domain/contracts/connect-users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const OWNERS_STALE_MS = 60_000;

export function useSkuOwners() {
  return useQuery({
    queryKey: ['sku-owners'],
    queryFn: ({ signal }) => callEndpoint(connectUserEndpoints.adminEntities, {}, { signal }),
    staleTime: OWNERS_STALE_MS,
  });
}
