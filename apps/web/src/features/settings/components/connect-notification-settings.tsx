import { Anchor, Stack, Switch, Text } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { Link } from 'react-router';
import { useSaveNotificationsActive, useSaveNotificationsPopup } from '../api/display-settings.ts';

/**
 * NOTIFICATIONS for connect users: whether they receive notifications at all (contracts and invites),
 * whether new ones pop up while they work, and the contracts they follow.
 */
export function ConnectNotificationSettings({ user }: { user: CurrentUser }) {
  const saveActive = useSaveNotificationsActive(user);
  const savePopup = useSaveNotificationsPopup();
  const followed = user.recordNotifications.contractsToNotify.length;
  return (
    <Stack gap="md">
      <Switch
        label="RECEIVE NOTIFICATIONS"
        description="Contract changes, actions waiting for you and answers to your invites."
        checked={user.recordNotifications.active}
        onChange={(event) => saveActive.mutate(event.currentTarget.checked)}
      />
      <Switch
        label="POP UP NEW NOTIFICATIONS"
        description="Show a short message on screen when a notification arrives."
        checked={user.showNotificationsPopup}
        disabled={!user.recordNotifications.active}
        onChange={(event) => savePopup.mutate(event.currentTarget.checked)}
      />
      <Text size="sm">
        {followed === 1
          ? 'You get notifications for 1 contract.'
          : `You get notifications for ${followed} contracts.`}{' '}
        Turn a contract's notifications on or off with the bell on its page in{' '}
        <Anchor component={Link} to="/connect/contracts">
          contracts
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
