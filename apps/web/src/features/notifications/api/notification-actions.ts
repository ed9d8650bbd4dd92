/**
 * What the user does to notifications (hub §7 removeNotification, changeNotificationStatus,
 * readAllNotifications, toggleNotificationsPopup). Each action changes the cached list at once and
 * puts it back when the server refuses; hub §8: their failures are silent. Afterwards the list and
 * the current user (who carries the newest notifications) are fetched again.
 */
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey, setCurrentUser } from '../../../lib/auth.ts';
import { type NotificationList, notificationQueryKeys } from './notifications.ts';

/** Puts `next` in place of the cached list; returns what was there to restore on failure. */
async function changeList(
  queryClient: QueryClient,
  next: (list: NotificationList) => NotificationList,
): Promise<NotificationList | undefined> {
  await queryClient.cancelQueries({ queryKey: notificationQueryKeys.list });
  const previous = queryClient.getQueryData<NotificationList>(notificationQueryKeys.list);
  if (previous) queryClient.setQueryData(notificationQueryKeys.list, next(previous));
  return previous;
}

function refreshAfterChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list });
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** The optimistic mutations share this shape: change the list now, restore it if the call fails. */
function useListMutation<V>(
  call: (variables: V) => Promise<unknown>,
  apply: (list: NotificationList, v: V) => NotificationList,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: (variables: V) => changeList(queryClient, (list) => apply(list, variables)),
    onError: (_error, _variables, previous) => {
      if (previous) queryClient.setQueryData(notificationQueryKeys.list, previous);
    },
    onSettled: () => refreshAfterChange(queryClient),
  });
}

function countsOf(
  items: NotificationItem[],
  list: NotificationList,
): Pick<NotificationList, 'unread' | 'read'> {
  // Counts cover notifications beyond the listed ones: change them by what changed in the list.
  const unreadBefore = list.notifications.filter((n) => !n.read).length;
  const readBefore = list.notifications.length - unreadBefore;
  const unreadAfter = items.filter((n) => !n.read).length;
  const readAfter = items.length - unreadAfter;
  return {
    unread: Math.max(0, list.unread + unreadAfter - unreadBefore),
    read: Math.max(0, list.read + readAfter - readBefore),
  };
}

function withItems(list: NotificationList, items: NotificationItem[]): NotificationList {
  return { notifications: items, ...countsOf(items, list) };
}

export type NotificationStatusChange = { notificationId: string; read: boolean };

/** Marks one notification read or unread. */
export function useChangeNotificationStatus() {
  return useListMutation(
    (body: NotificationStatusChange) =>
      callEndpoint(notificationEndpoints.changeNotificationStatus, { body }),
    (list, { notificationId, read }) =>
      withItems(
        list,
        list.notifications.map((n) => (n._id === notificationId ? { ...n, read } : n)),
      ),
  );
}

/** Removes one notification. */
export function useRemoveNotification() {
  return useListMutation(
    (notificationId: string) =>
      callEndpoint(notificationEndpoints.removeNotification, { body: { notificationId } }),
    (list, notificationId) =>
      withItems(
        list,
        list.notifications.filter((n) => n._id !== notificationId),
      ),
  );
}

/** READ ALL: every notification, listed or not, becomes read. */
export function useReadAllNotifications() {
  return useListMutation<void>(
    () => callEndpoint(notificationEndpoints.readAllNotifications, { body: {} }),
    (list) => ({
      notifications: list.notifications.map((n) => ({ ...n, read: true })),
      unread: 0,
      read: list.read + list.unread,
    }),
  );
}

const toggleNotificationsPopup = async (showNotificationsPopup: boolean) =>
  (await callEndpoint(notificationEndpoints.toggleNotificationsPopup, { body: { showNotificationsPopup } }))
    .showNotificationsPopup;

/** The user's "Show notification pop-ups" choice (showNotificationsPopup): switched at once, put back on failure. */
export function useToggleNotificationsPopup() {
  const queryClient = useQueryClient();
  const patchUser = (showNotificationsPopup: boolean) => {
    const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
    if (user) setCurrentUser(queryClient, { ...user, showNotificationsPopup });
  };
  return useMutation({
    mutationFn: toggleNotificationsPopup,
    onMutate: async (show: boolean) => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      const previous = queryClient.getQueryData<CurrentUser | null>(
        currentUserQueryKey,
      )?.showNotificationsPopup;
      patchUser(show);
      return { previous };
    },
    onError: (_error, _show, context) => {
      if (context?.previous !== undefined) patchUser(context.previous);
    },
    onSuccess: (show) => patchUser(show),
  });
}
