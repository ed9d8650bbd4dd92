/** POST /api/org/get {} -> {result}: the organisation groups the caller may see, with their sizes. */
import { orgGetResponseSchema } from '@navia/domain/contracts/org';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const orgGroupsQueryOptions = queryOptions({
  queryKey: ['org', 'groups'],
  queryFn: async () => {
    const { result } = await apiRequest('/api/org/get', {
      method: 'POST',
      body: {},
      schema: orgGetResponseSchema,
    });
    return result;
  },
});

export function useOrgGroups() {
  return useQuery(orgGroupsQueryOptions);
}
