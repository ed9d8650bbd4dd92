/**
 * An organisation group's API credentials (hub §3, hub §7 "API user", issue 15): the credentials,
 * their rotation history, and the two rotations. A rotation reads both again, so the panel shows the
 * new public key and the new history row; the secret resetPassword answers is kept only by the caller.
 */
import { apiCredentialEndpoints } from '@navia/domain/contracts/api-credentials';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const credentialsKey = (orgGroupId: string) => ['apiCredentials', orgGroupId] as const;
const historyKey = (orgGroupId: string) => ['apiCredentials', orgGroupId, 'history'] as const;

const apiCredentialsQueryOptions = (orgGroupId: string) =>
  queryOptions({
    queryKey: credentialsKey(orgGroupId),
    queryFn: ({ signal }) =>
      callEndpoint(apiCredentialEndpoints.getApiCredentials, { query: { orgGroupId } }, { signal }),
  });

export function useApiCredentials(orgGroupId: string) {
  return useQuery(apiCredentialsQueryOptions(orgGroupId));
}

const credentialsHistoryQueryOptions = (orgGroupId: string) =>
  queryOptions({
    queryKey: historyKey(orgGroupId),
    queryFn: async ({ signal }) => {
      const { result } = await callEndpoint(
        apiCredentialEndpoints.credentialsHistory,
        { query: { orgGroupId } },
        { signal },
      );
      return result;
    },
  });

export function useCredentialsHistory(orgGroupId: string) {
  return useQuery(credentialsHistoryQueryOptions(orgGroupId));
}

/** RESET PASSWORD: answers the new secret (shown once); the credentials and history are read again. */
export function useResetPassword(orgGroupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(apiCredentialEndpoints.resetPassword, { body: { orgGroupId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsKey(orgGroupId) }),
  });
}

/** RESET PUBLIC KEY: the credentials and history are read again. */
export function useResetPublicKey(orgGroupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(apiCredentialEndpoints.resetPublicKey, { body: { orgGroupId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: credentialsKey(orgGroupId) }),
  });
}
