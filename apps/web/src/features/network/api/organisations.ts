/**
 * Organisations of my group and network (POST /api/connect/organisations, GET
 * /api/connect/organisations/{code}) and the connect admin's organisation groups and trusted
 * parties (allOrgsAndTps).
 */
import { connectUserEndpoints } from '@navia/domain/contracts/connect-users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { networkKeys } from './network-query-keys.ts';

export function useOrganisations() {
  return useQuery({
    queryKey: networkKeys.organisations,
    queryFn: async ({ signal }) =>
      (await callEndpoint(connectUserEndpoints.networkOrganisations, { body: {} }, { signal })).result,
  });
}

export function useOrganisation(code: string) {
  return useQuery({
    queryKey: networkKeys.organisation(code),
    queryFn: async ({ signal }) =>
      (await callEndpoint(connectUserEndpoints.networkOrganisation, { params: { code } }, { signal }))
        .organisation,
  });
}

export function useAdminEntities() {
  return useQuery({
    queryKey: networkKeys.adminEntities,
    queryFn: ({ signal }) => callEndpoint(connectUserEndpoints.adminEntities, {}, { signal }),
  });
}
