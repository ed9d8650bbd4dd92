/**
 * NOTIFICATIONS widget (issue 13 item 9; hub §2): the caller's latest notifications, unread first,
 * then newest first. A click opens the NOTIFICATIONS popup of the bell's feature (the same panel:
 * mark read, remove, follow the link): a dialog on wide screens, the drawer on small ones. The list
 * is the bell's query (same key and call), so both stay in step, and live notifications join it.
 */
import { Indicator, Loader, Modal, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import { splitNotificationText } from '@navia/domain/rules/notifications';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { WidgetFrame, widgetStateOf } from '../../../components/dashboard/widget-frame.tsx';
import { callEndpoint } from '../../../lib/api-client.ts';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { useLocale } from '../../../lib/locale.ts';
import { notificationQueryKeys } from '../api/notifications.ts';
import { notificationAge, notificationDateTime } from '../rules/notification-time.ts';
import classes from './notifications-widget.module.css';

const NotificationPanel = lazy(() =>
  import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })),
);
const NotificationDrawer = lazy(() =>
  import('./notification-drawer.tsx').then((m) => ({ default: m.NotificationDrawer })),
);

/** How many notifications the widget lists. */
const WIDGET_NOTIFICATIONS = 5;
/** The bell's list size: the widget shares its query, so it asks for the same. */
const LISTED_NOTIFICATIONS = 100;
const SMALL_SCREEN_QUERY = '(max-width: 48em)';
export const NOTIFICATIONS_EMPTY_TEXT = 'You have no notifications.';

/** Unread first, then newest first; at most `limit`. */
export function latestNotifications(items: readonly NotificationItem[], limit = WIDGET_NOTIFICATIONS) {
  return [...items]
    .sort((a, b) => Number(a.read) - Number(b.read) || Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}

export function NotificationsWidget({ item }: WidgetProps) {
  const query = useQuery({
    queryKey: notificationQueryKeys.list,
    queryFn: ({ signal }) =>
      callEndpoint(
        notificationEndpoints.notifications,
        { query: { limit: LISTED_NOTIFICATIONS } },
        { signal },
      ),
  });
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [now] = useState(() => Date.now());
  const locale = useLocale();
  const open = () => {
    setEverOpened(true);
    setOpened(true);
  };
  const close = () => setOpened(false);

  const items = latestNotifications(query.data?.notifications ?? []);
  const state = widgetStateOf(query, {
    empty: items.length === 0,
    emptyMessage: NOTIFICATIONS_EMPTY_TEXT,
  });
  const unread = query.data?.unread ?? 0;

  return (
    <>
      <WidgetFrame
        title={item.componentNameValue}
        state={state}
        actions={
          unread > 0 ? (
            <Text size="xs" c="dimmed">
              {unread} unread
            </Text>
          ) : undefined
        }
      >
        <ul className={classes.list} aria-label="Latest notifications">
          {items.map((n) => {
            const { main } = splitNotificationText(n.text);
            return (
              <li key={n._id}>
                <UnstyledButton
                  className={classes.item}
                  onClick={open}
                  aria-haspopup="dialog"
                  data-unread={n.read ? undefined : true}
                >
                  <Indicator disabled={n.read} size={8} position="middle-start" offset={-8} zIndex={1}>
                    <Text size="sm" fw={n.read ? 400 : 600} lineClamp={2}>
                      {!n.read && <VisuallyHidden>Unread: </VisuallyHidden>}
                      {main}
                    </Text>
                  </Indicator>
                  <Text size="xs" c="dimmed" title={notificationDateTime(n.createdAt, locale)}>
                    {notificationAge(n.createdAt, now, locale)}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      </WidgetFrame>
      {everOpened &&
        (small ? (
          <Suspense fallback={null}>
            <NotificationDrawer opened={opened} onClose={close} />
          </Suspense>
        ) : (
          <Modal opened={opened} onClose={close} title="NOTIFICATIONS" size="md" zIndex={300}>
            <Suspense fallback={<Loader size="sm" aria-label="Loading notifications" />}>
              <NotificationPanel onNavigate={close} withHeading={false} />
            </Suspense>
          </Modal>
        ))}
    </>
  );
}
