/**
 * The user's notification preferences (hub §3 "Record notification settings", hub §7
 * notificationSettings GET and PUT): the global active flag and, per type, on by default, by
 * e-mail, and for the date-change types a minimum change. The current user carries the same
 * settings (`recordNotifications`), so a save updates it too.
 */
import { type NotificationSettingsBody, notificationEndpoints } from '@navia/domain/contracts/notifications';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey, setCurrentUser } from '../../../lib/auth.ts';

const notificationSettingsQueryKey = ['notifications', 'settings'] as const;

const fetchNotificationSettings = (signal?: AbortSignal) =>
  callEndpoint(notificationEndpoints.getNotificationSettings, {}, { signal });

const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

const saveNotificationSettings = (body: NotificationSettingsBody) =>
  callEndpoint(notificationEndpoints.notificationSettings, { body });

/** Saves; the answer replaces the cached settings and the current user's copy of them. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationSettingsQueryKey, settings);
      const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
      if (user) setCurrentUser(queryClient, { ...user, recordNotifications: settings });
    },
  });
}
