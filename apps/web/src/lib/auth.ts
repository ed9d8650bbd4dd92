/**
 * The current user: one TanStack Query entry fed by GET /api/user/getUpdatedSelf (STYLE 9, "web
 * state has one home"). `null` means logged out. Sign-in, theme and cookie answers write the
 * returned user into the same entry.
 */

import { STORAGE_KEYS } from '@navia/domain/constants';
import { type CurrentUser, currentUserEndpoints } from '@navia/domain/contracts/current-user';
import { type Area, areaForPath } from '@navia/domain/rules/navigation';
import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from './api-client.ts';
import { readStored } from './storage.ts';

export const currentUserQueryKey = ['currentUser'] as const;

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { user } = await callEndpoint(currentUserEndpoints.getUpdatedSelf, {});
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: fetchCurrentUser,
  staleTime: 60_000,
  retry: (failures, error) => !(error instanceof ApiError && error.status > 0) && failures < 2,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

/** The area whose login page a logged-out visitor belongs on (hub §2: the area is remembered). */
export function rememberedArea(pathname: string): Area {
  if (areaForPath(pathname) === 'connect') return 'connect';
  return readStored(STORAGE_KEYS.area) === 'connect' ? 'connect' : 'hub';
}

/** The login page of an area. */
export function loginPageFor(area: Area): string {
  return area === 'connect' ? '/connect/login' : '/login';
}

/**
 * POST /api/user/forget ends the server session; hub §7: its failures are silently ignored. The
 * page then reloads on the area's login page, so no cached answer of the logged-out user survives.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async (area: Area) => {
      await callEndpoint(currentUserEndpoints.forget, {}).catch(() => undefined);
      return area;
    },
    onSuccess: (area) => {
      window.location.assign(loginPageFor(area));
    },
  });
}
