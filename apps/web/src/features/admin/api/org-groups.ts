/** POST /api/org/get {} -> {result}: the organisation groups the caller may see, with their sizes. */
import { orgEndpoints } from '@navia/domain/contracts/org';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const orgGroupsQueryKey = ['org', 'groups'] as const;

async function fetchOrgGroups() {
  const { result } = await callEndpoint(orgEndpoints.get, { body: {} });
  return result;
}

const orgGroupsQueryOptions = queryOptions({
  queryKey: orgGroupsQueryKey,
  queryFn: fetchOrgGroups,
});

export function useOrgGroups() {
  return useQuery(orgGroupsQueryOptions);
}
