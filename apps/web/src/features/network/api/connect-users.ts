/**
 * Connect users (connect §6 columns; §7 getUsers {orgGroupCode, hasConnectAccess}, getUser {userID,
 * hasConnectAccess}, connectUser PUT and DELETE, inviteConnectUser). A changed user's answer
 * replaces it in the table and on its page; a role change shows in the table before the answer.
 */
import {
  type ConnectUser,
  type ConnectUserFlag,
  connectUserEndpoints,
  type InviteConnectUserBody,
} from '@navia/domain/contracts/connect-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import type { AssignableRole } from '../rules/connect-permissions.ts';
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

/**
 * PUT connectUser {id, path: 'type', value}: the row shows the new role at once; a refusal puts the
 * old one back (unless the row has changed since), the answer replaces the row.
 */
export function useChangeConnectUserRole() {
  const queryClient = useQueryClient();
  const changed = useUserChanged();
  const setRole = (userId: string, from: ConnectUser['type'] | null, to: ConnectUser['type']) =>
    queryClient.setQueryData<ConnectUser[]>(networkKeys.connectUsers, (rows) =>
      rows?.map((row) =>
        row._id === userId && (from === null || row.type === from) ? { ...row, type: to } : row,
      ),
    );
  return useMutation({
    mutationFn: async (change: { userId: string; role: AssignableRole }) =>
      (
        await callEndpoint(connectUserEndpoints.updateConnectUser, {
          body: { id: change.userId, path: 'type', value: change.role },
        })
      ).user,
    onMutate: async ({ userId, role }) => {
      // A list answer already on its way would overwrite the optimistic role.
      await queryClient.cancelQueries({ queryKey: networkKeys.connectUsers, exact: true });
      const before = queryClient
        .getQueryData<ConnectUser[]>(networkKeys.connectUsers)
        ?.find((row) => row._id === userId)?.type;
      setRole(userId, null, role);
      return { before };
    },
    onError: (_error, { userId, role }, result) => {
      if (result?.before) setRole(userId, role, result.before);
    },
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
