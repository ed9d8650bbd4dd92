/**
 * The organisation groups /admin/api picks from: POST /api/org/get without paging answers every
 * group the caller may see (an administrator: all), narrowed here by the select's own search.
 */
import { orgEndpoints } from '@navia/domain/contracts/org';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const orgGroupOptionsQueryOptions = queryOptions({
  queryKey: ['apiCredentials', 'orgGroups'] as const,
  queryFn: async ({ signal }) => {
    const { result } = await callEndpoint(orgEndpoints.get, { body: {} }, { signal });
    return result.map((group) => ({ value: group._id, label: `${group.name} (${group.code})` }));
  },
});

export function useOrgGroupOptions() {
  return useQuery(orgGroupOptionsQueryOptions);
}
