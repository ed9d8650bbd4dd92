/**
 * The hub's user administration (issue 15): react-query hooks over getUsers/getUser
 * (contracts/connect-users.ts, extended for the hub) and userAdminEndpoints (contracts/user-admin.ts).
 */
import { connectUserEndpoints } from '@navia/domain/contracts/connect-users';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { orgEndpoints } from '@navia/domain/contracts/org';
import {
  type InviteUserBody,
  type UserSingleBody,
  userAdminEndpoints,
} from '@navia/domain/contracts/user-admin';
import type { Role } from '@navia/domain/rules/access';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export const USERS_PAGE_SIZE = 20;

export type UsersFilter = { filter: string; role: Role | null; orgGroupId: string | null; page: number };

const keys = {
  all: ['userAdmin'] as const,
  list: (f: UsersFilter) => ['userAdmin', 'list', f] as const,
  one: (id: string) => ['userAdmin', 'user', id] as const,
  sessions: (id: string) => ['userAdmin', 'sessions', id] as const,
  events: (id: string) => ['userAdmin', 'events', id] as const,
  contact: (id: string) => ['userAdmin', 'contact', id] as const,
  inactive: (page: number, days: number) => ['userAdmin', 'inactive', page, days] as const,
  groups: ['userAdmin', 'orgGroups'] as const,
};

export function useUsers(f: UsersFilter) {
  return useQuery({
    queryKey: keys.list(f),
    queryFn: ({ signal }) =>
      callEndpoint(
        connectUserEndpoints.getUsers,
        {
          body: {
            hasConnectAccess: false,
            page: f.page,
            recordsPerPage: USERS_PAGE_SIZE,
            ...(f.filter ? { filter: f.filter } : {}),
            ...(f.role ? { role: f.role } : {}),
            ...(f.orgGroupId ? { orgGroupId: f.orgGroupId } : {}),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The organisation groups for the group filter (staff). */
export function useOrgGroupOptions(enabled: boolean) {
  return useQuery({
    queryKey: keys.groups,
    queryFn: ({ signal }) => callEndpoint(orgEndpoints.get, { body: {} }, { signal }),
    select: (data) => data.result.map((g) => ({ value: g._id, label: `${g.name} (${g.code})` })),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) =>
      callEndpoint(
        connectUserEndpoints.getUser,
        { body: { userID: id, hasConnectAccess: false } },
        { signal },
      ),
    select: (data) => data.user,
    retry: false,
  });
}

export function useUserSessions(id: string) {
  return useQuery({
    queryKey: keys.sessions(id),
    queryFn: ({ signal }) => callEndpoint(userAdminEndpoints.sessions, { params: { id } }, { signal }),
    select: (data) => data.result,
  });
}

export function useSecurityEvents(id: string) {
  return useQuery({
    queryKey: keys.events(id),
    queryFn: ({ signal }) => callEndpoint(userAdminEndpoints.securityEvents, { params: { id } }, { signal }),
    select: (data) => data.result,
  });
}

export function useContactCard(id: string) {
  return useQuery({
    queryKey: keys.contact(id),
    queryFn: ({ signal }) => callEndpoint(userAdminEndpoints.getContact, { params: { id } }, { signal }),
    select: (data) => data.contact,
  });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteUserBody) => callEndpoint(userAdminEndpoints.invite, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(userAdminEndpoints.deactivate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** PUT single; on success the user's cached row is replaced with the server's answer. */
export function useSetUserField(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Omit<UserSingleBody, 'id'>) =>
      callEndpoint(userAdminEndpoints.single, { body: { ...change, id } as UserSingleBody }),
    onSuccess: (data) => {
      queryClient.setQueryData(keys.one(id), data);
      void queryClient.invalidateQueries({ queryKey: ['userAdmin', 'list'] });
      void queryClient.invalidateQueries({ queryKey: keys.events(id) });
    },
  });
}

export function useEndAllSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(userAdminEndpoints.endSessions, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.sessions(id) });
      void queryClient.invalidateQueries({ queryKey: keys.events(id) });
    },
  });
}

export function useInactiveUsers(page: number, days: number) {
  return useQuery({
    queryKey: keys.inactive(page, days),
    queryFn: ({ signal }) =>
      callEndpoint(userAdminEndpoints.inactiveUsers, { body: { page, days, filter: '' } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download's address (a plain link: the browser sends the session cookie). */
export const inactiveUsersCsvUrl = (days: number) =>
  endpointUrl(userAdminEndpoints.inactiveUsersCsv, { query: { days } });
