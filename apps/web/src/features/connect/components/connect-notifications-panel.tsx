import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import { safeRedirectTarget } from '@navia/domain/rules/navigation';
import { splitNotificationText } from '@navia/domain/rules/notifications';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../components/shipment-summary/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useConnectNotifications } from '../api/network.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

function Item({ item }: { item: NotificationItem }) {
  const locale = useLocale();
  const target = safeRedirectTarget(item.redirectUrl);
  const line = splitNotificationText(item.text).main;
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap={4} align="flex-start">
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          {target ? (
            <Anchor component={Link} to={target} size="sm" fw={item.read ? 400 : 700}>
              {line}
            </Anchor>
          ) : (
            <Text size="sm" fw={item.read ? 400 : 700}>
              {line}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {formatDate(item.createdAt, locale)}
            {item.read ? '' : ' · unread'}
          </Text>
        </div>
        <Badge
          size="sm"
          variant="light"
          color={item.eventType === 'INVITE' ? 'grape' : 'blue'}
          style={{ flexShrink: 0 }}
        >
          {item.eventType}
        </Badge>
      </Group>
    </li>
  );
}

/** NOTIFICATIONS: the newest notifications of the connect site (contracts and invites). */
export function ConnectNotificationsPanel() {
  const list = useConnectNotifications();
  return (
    <DashboardPanel
      title="NOTIFICATIONS"
      icon={<IconBell size={22} aria-hidden />}
      loading={list.isPending}
      loadingLabel="Loading notifications"
      error={list.error}
    >
      {list.data &&
        (list.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No connect notifications.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.data.map((item) => (
              <Item key={item._id} item={item} />
            ))}
          </Stack>
        ))}
    </DashboardPanel>
  );
}
