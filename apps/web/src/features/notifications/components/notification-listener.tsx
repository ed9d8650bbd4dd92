/**
 * Live notifications (hub §4 "Notifications", hub §7 "Realtime", hub §9), mounted once in the app
 * shell for a signed-in user. A `notification` or `newMessageNotification` event:
 * - joins the cached list (once: the same id twice is one notification);
 * - shows a toast, closed after 4 s, when the notification's site (hub or connect) is the one on
 *   screen and the user has pop-ups on (showNotificationsPopup);
 * - shows a desktop notification while the tab is hidden, if the user allowed them;
 * - re-fetches the current user 2 s later.
 * While the tab is hidden its title carries the unread count; it is restored when the tab is seen.
 */
import { notifications } from '@mantine/notifications';
import { NOTIFICATION_USER_REFRESH_MS, TOAST_CLOSE_MS } from '@navia/domain/constants';
import type { LiveNotification } from '@navia/domain/contracts/realtime';
import { areaForPath } from '@navia/domain/rules/navigation';
import {
  DEFAULT_BROWSER_NOTIFICATION_TEXT,
  showsToastOn,
  splitNotificationText,
  titleWithUnread,
} from '@navia/domain/rules/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentUserQueryKey, useCurrentUser } from '../../../lib/auth.ts';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime.ts';
import { useChangeNotificationStatus } from '../api/notification-actions.ts';
import { addLiveNotification, notificationQueryKeys, useNotificationSummary } from '../api/notifications.ts';
import { showDesktopNotification } from '../hooks/use-desktop-notifications.ts';
import { notificationLink } from '../rules/notification-link.ts';

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

function usePageHidden(): boolean {
  return useSyncExternalStore(subscribeToVisibility, () => document.visibilityState === 'hidden');
}

/** hub §4: the unread count before the tab's title while the page is hidden, the title back when seen. */
function useUnreadTabTitle(hidden: boolean, unread: number): void {
  useEffect(() => {
    if (!hidden) return;
    const title = document.title;
    document.title = titleWithUnread(title, unread);
    return () => {
      document.title = title;
    };
  }, [hidden, unread]);
}

/** hub §9: one re-fetch of the current user 2 s after a notification (a burst shares it). */
function useDelayedUserRefresh(): () => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }, NOTIFICATION_USER_REFRESH_MS);
  };
}

function showToast(live: LiveNotification): void {
  const { main, details } = splitNotificationText(live.text);
  notifications.show({
    id: live.notificationID,
    autoClose: TOAST_CLOSE_MS,
    ...(details.length > 0 ? { title: main, message: details.join(' · ') } : { message: main }),
  });
}

export function NotificationListener() {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { unread } = useNotificationSummary();
  const changeStatus = useChangeNotificationStatus();
  const hidden = usePageHidden();
  const refreshUserSoon = useDelayedUserRefresh();
  useUnreadTabTitle(hidden, unread);

  // The ids this tab has handled: one notification may come as both events, or before the list loads.
  const seen = useRef(new Set<string>()).current;

  const receive = (live: LiveNotification) => {
    if (seen.has(live.notificationID)) return;
    seen.add(live.notificationID);
    if (!addLiveNotification(queryClient, live)) return;
    if (user?.showNotificationsPopup && showsToastOn(areaForPath(pathname), live)) showToast(live);
    if (document.visibilityState === 'hidden') {
      const { main } = splitNotificationText(live.text);
      showDesktopNotification(main || DEFAULT_BROWSER_NOTIFICATION_TEXT, live.notificationID, () => {
        changeStatus.mutate({ notificationId: live.notificationID, read: true });
        const link = notificationLink({
          _id: live.notificationID,
          read: false,
          redirectUrl: live.redirectUrl,
        });
        if (link) void navigate(link);
      });
    }
    refreshUserSoon();
  };
  useRealtimeEvent('notification', receive);
  useRealtimeEvent('newMessageNotification', receive);
  // A notification stored while the connection was down was not pushed (decision 016): read the list again.
  useRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.list });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  });
  return null;
}
