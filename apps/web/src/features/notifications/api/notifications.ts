/**
 * The caller's notifications (hub §3 "Notification", hub §4 "Notifications", hub §7 notifications):
 * one query, which the bell on every signed-in screen reads and live notifications join. What the
 * popup does to them is in notification-actions.ts, loaded with the popup.
 */
import type { EndpointResult } from '@navia/domain/contracts/endpoint';
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import type { LiveNotification } from '@navia/domain/contracts/realtime';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';

export type NotificationList = EndpointResult<typeof notificationEndpoints.notifications>;

/** How many of the newest notifications the popup lists (the counts cover them all). */
const LISTED_NOTIFICATIONS = 100;

export const notificationQueryKeys = {
  list: ['notifications', 'list'] as const,
};

const fetchNotifications = (signal?: AbortSignal) =>
  callEndpoint(notificationEndpoints.notifications, { query: { limit: LISTED_NOTIFICATIONS } }, { signal });

const notificationListQueryOptions = () =>
  queryOptions({
    queryKey: notificationQueryKeys.list,
    queryFn: ({ signal }) => fetchNotifications(signal),
    // The socket keeps the list current; a tab coming back after a while checks it too.
    refetchOnWindowFocus: true,
  });

export type NotificationSummary = {
  items: NotificationItem[];
  unread: number;
  read: number;
  /** The list is on its way and nothing stands in for it yet. */
  loading: boolean;
};

/**
 * The list, with its unread and read counts. Until the list has loaded (or when it cannot be),
 * the current user's newest notifications stand in, so the bell is never blank.
 */
export function useNotificationSummary(): NotificationSummary {
  const { data: user } = useCurrentUser();
  const { data: list, isPending } = useQuery({ ...notificationListQueryOptions(), enabled: Boolean(user) });
  if (list) return { items: list.notifications, unread: list.unread, read: list.read, loading: false };
  const items = user?.notifications ?? [];
  const unread = items.filter((n) => !n.read).length;
  return { items, unread, read: items.length - unread, loading: isPending && Boolean(user) };
}

/**
 * A live notification (hub §3 "Live payload") joins the cached list as a new unread item, unless
 * the list already has it. Returns whether it was new. The payload does not name the shipment and
 * order numbers; the list fetched again afterwards does.
 */
export function addLiveNotification(queryClient: QueryClient, live: LiveNotification): boolean {
  const list = queryClient.getQueryData<NotificationList>(notificationQueryKeys.list);
  if (list?.notifications.some((n) => n._id === live.notificationID)) return false;
  if (list) {
    const item: NotificationItem = {
      _id: live.notificationID,
      text: live.text,
      read: false,
      redirectUrl: live.redirectUrl,
      createdAt: new Date().toISOString(),
      type: live.type,
      eventType: live.eventType,
      isConnect: live.isConnect,
      shipmentID: live.shipmentID,
      ShipNumber: null,
      OrdNumber: null,
      referenceId: live.referenceId,
    };
    queryClient.setQueryData(notificationQueryKeys.list, {
      notifications: [item, ...list.notifications],
      unread: list.unread + 1,
      read: list.read,
    });
  }
  void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list });
  return true;
}
