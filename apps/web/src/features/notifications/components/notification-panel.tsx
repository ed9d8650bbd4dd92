/**
 * The NOTIFICATIONS popup's content (hub §4 "Notifications are split into UNREAD and READ with a
 * count in the title"), loaded with the first opening of the bell. Actions change the list at once
 * and fail silently (hub §8 "notification-action lists"): a refused change is put back, nothing else.
 */
import { ActionIcon, Anchor, Button, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import { notificationRecordLabel, splitNotificationText } from '@navia/domain/rules/notifications';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import {
  useChangeNotificationStatus,
  useReadAllNotifications,
  useRemoveNotification,
} from '../api/notification-actions.ts';
import { useNotificationSummary } from '../api/notifications.ts';
import { notificationLink } from '../rules/notification-link.ts';
import { notificationAge, notificationDateTime } from '../rules/notification-time.ts';
import { DesktopNotificationsControl } from './desktop-notifications-control.tsx';
import classes from './notifications.module.css';

type ItemActions = {
  now: number;
  /** The reader's locale, for the ages ('5 minutes ago'). */
  locale: string;
  onOpen: (item: NotificationItem) => void;
  onSetRead: (item: NotificationItem, read: boolean) => void;
  onRemove: (item: NotificationItem) => void;
};

function NotificationEntry({
  item,
  now,
  locale,
  onOpen,
  onSetRead,
  onRemove,
}: ItemActions & { item: NotificationItem }) {
  const mainId = useId();
  const { main, details } = splitNotificationText(item.text);
  const link = notificationLink(item);
  const toggleLabel = item.read ? 'Mark as unread' : 'Mark as read';
  return (
    <li className={classes.item} data-read={item.read || undefined}>
      <div className={classes.itemText}>
        {link ? (
          <Anchor
            component={Link}
            to={link}
            id={mainId}
            className={classes.itemLink}
            fw={item.read ? 500 : 700}
            size="sm"
            c="var(--mantine-color-text)"
            underline="never"
            onClick={() => onOpen(item)}
          >
            {main}
          </Anchor>
        ) : (
          <Text id={mainId} fw={item.read ? 500 : 700} size="sm">
            {main}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {notificationRecordLabel(item.ShipNumber, item.OrdNumber)}
        </Text>
        {details.map((line, index) => (
          // Detail lines are plain text and may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text key={index} size="xs">
            {line}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          <time dateTime={item.createdAt} title={notificationDateTime(item.createdAt, locale)}>
            {notificationAge(item.createdAt, now, locale)}
          </time>
        </Text>
      </div>
      <Group gap={2} wrap="nowrap" className={classes.itemActions}>
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={toggleLabel}
            aria-describedby={mainId}
            onClick={() => onSetRead(item, !item.read)}
          >
            {item.read ? <IconMail size={18} aria-hidden /> : <IconMailOpened size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Remove"
            aria-describedby={mainId}
            onClick={() => onRemove(item)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}

function NotificationList({
  title,
  count,
  items,
  empty,
  ...actions
}: ItemActions & { title: string; count: number; items: NotificationItem[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={3} id={headingId} className={classes.sectionTitle}>
        {`${title} (${count})`}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" px="sm" py="xs">
          {empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {items.map((item) => (
            <NotificationEntry key={item._id} item={item} {...actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `onNavigate` closes the popup when the user follows a notification or the settings link.
 * `withHeading` is off inside the drawer, whose own title says NOTIFICATIONS.
 */
export function NotificationPanel({
  onNavigate,
  withHeading = true,
  fill = false,
}: {
  onNavigate: () => void;
  withHeading?: boolean;
  /** Takes the height of its container (the drawer) instead of a popover's. */
  fill?: boolean;
}) {
  const summary = useNotificationSummary();
  const changeStatus = useChangeNotificationStatus();
  const remove = useRemoveNotification();
  const readAll = useReadAllNotifications();
  // Ages are worked out against the time the popup opened, so they do not shift while reading.
  const [now] = useState(() => Date.now());
  const locale = useLocale();

  const actions: ItemActions = {
    now,
    locale,
    onOpen: (item) => {
      if (!item.read) changeStatus.mutate({ notificationId: item._id, read: true });
      onNavigate();
    },
    onSetRead: (item, read) => changeStatus.mutate({ notificationId: item._id, read }),
    onRemove: (item) => remove.mutate(item._id),
  };
  const unread = summary.items.filter((n) => !n.read);
  const read = summary.items.filter((n) => n.read);

  return (
    <Stack gap={0} className={fill ? classes.panelFill : classes.panel}>
      <Group justify="space-between" wrap="nowrap" className={classes.panelHeader}>
        {withHeading ? (
          <Title order={2} className={classes.panelTitle}>
            NOTIFICATIONS
          </Title>
        ) : (
          <span />
        )}
        <Button variant="subtle" size="xs" onClick={() => readAll.mutate()} disabled={summary.unread === 0}>
          READ ALL
        </Button>
      </Group>
      <div className={classes.lists}>
        {summary.loading && summary.items.length === 0 ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Loading notifications" />
          </Group>
        ) : (
          <>
            <NotificationList
              title="UNREAD"
              count={summary.unread}
              items={unread}
              empty="No unread notifications."
              {...actions}
            />
            <NotificationList
              title="READ"
              count={summary.read}
              items={read}
              empty="No read notifications."
              {...actions}
            />
          </>
        )}
      </div>
      <Group justify="space-between" gap="xs" className={classes.panelFooter}>
        <DesktopNotificationsControl />
        <Anchor component={Link} to="/settings" size="xs" onClick={onNavigate}>
          Notification settings
        </Anchor>
      </Group>
    </Stack>
  );
}
