import { Button, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useDesktopNotifications } from '../hooks/use-desktop-notifications.ts';

/**
 * The explicit control that asks the browser for permission (never asked on first load). Once
 * answered it says what the browser allows; a browser without the Notification API shows nothing.
 */
export function DesktopNotificationsControl({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { permission, enable } = useDesktopNotifications();
  if (permission === 'unsupported') return null;
  if (permission === 'granted')
    return (
      <Text size={size} c="dimmed" role="status">
        Desktop notifications are on.
      </Text>
    );
  if (permission === 'denied')
    return (
      <Text size={size} c="dimmed" role="status">
        Desktop notifications are blocked in this browser's site settings.
      </Text>
    );
  return (
    <Button
      variant="light"
      size={size}
      leftSection={<IconBellRinging size={16} aria-hidden />}
      onClick={() => void enable()}
    >
      Enable desktop notifications
    </Button>
  );
}
