/**
 * Connect users (connect §6 columns; §7 getUsers {orgGroupCode, hasConnectAccess}, getUser {userID,
 * hasConnectAccess}, connectUser PUT and DELETE, inviteConnectUser). A changed user's answer
 * replaces it in the table and on its page.
 */
import {
  type ConnectUser,
  type ConnectUserFlag,
  connectUserEndpoints,
  type InviteConnectUserBody,
} from '@navia/domain/contracts/connect-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { networkKeys } from './network-query-keys.ts';

export function useConnectUsers() {
  return useQuery({
    queryKey: networkKeys.connectUsers,
    queryFn: async ({ signal }) =>
      (await callEndpoint(connectUserEndpoints.getUsers, { body: { hasConnectAccess: true } }, { signal }))
        .result,
  });
}

export function useConnectUser(userID: string) {
  return useQuery({
    queryKey: networkKeys.connectUser(userID),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          connectUserEndpoints.getUser,
          { body: { userID, hasConnectAccess: false } },
          { signal },
        )
      ).user,
  });
}

function useUserChanged() {
  const queryClient = useQueryClient();
  return (user: ConnectUser) => {
    queryClient.setQueryData(networkKeys.connectUser(user._id), user);
    queryClient.setQueryData<ConnectUser[]>(networkKeys.connectUsers, (rows) =>
      rows?.map((row) => (row._id === user._id ? user : row)),
    );
  };
}

export function useSetConnectPermission() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (change: { userId: string; flag: ConnectUserFlag; value: boolean }) =>
      (
        await callEndpoint(connectUserEndpoints.updateConnectUser, {
          body: { id: change.userId, path: change.flag, value: change.value },
        })
      ).user,
    onSuccess: changed,
  });
}

export function useDeleteConnectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(connectUserEndpoints.deleteConnectUser, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.root }),
  });
}

/** Adds a user to my trusted party or group; they are e-mailed a set-password link. */
export function useInviteConnectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteConnectUserBody) =>
      (await callEndpoint(connectUserEndpoints.inviteConnectUser, { body })).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.root }),
  });
}
