import { Stack, Switch, Text } from '@mantine/core';
import {
  type CurrentUser,
  HIDE_POPUPS,
  type HidePopup,
  WELCOME_POPUP_NAMES,
} from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { useSaveHidePopup, useSaveWelcomePopup } from '../api/display-settings.ts';

/** hub §3 hide-popup flags (set, remove, warning priority), as the switches read them. */
const HIDE_POPUP_LABELS: Record<HidePopup, string> = {
  setPriority: 'CONFIRM BEFORE MARKING A RECORD AS PRIORITY',
  removePriority: 'CONFIRM BEFORE REMOVING A PRIORITY',
  warningPriority: 'WARN THAT PRIORITY RECORDS ARE SHARED WITH MY ORGANISATION',
};

const WELCOME_LABELS: Record<(typeof WELCOME_POPUP_NAMES)[number], string> = {
  dashboard: 'CONNECT DASHBOARD',
  contracts: 'CONTRACTS',
  sku: 'SKU',
  network: 'NETWORK',
  admin: 'ADMIN',
};

/** Whether the user can open the connect area, whose welcome popups are listed. */
function seesConnect(user: CurrentUser): boolean {
  return user.isConnectUser || user.permissions.connectAccess || user.orgGroupCode?.connectAccess === true;
}

/** POPUPS: the hide-popup flags and, for connect users, the connect welcome popups; each saved at once. */
export function PopupSettings({ user }: { user: CurrentUser }) {
  const saveHide = useSaveHidePopup(user);
  const saveWelcome = useSaveWelcomePopup(user);
  return (
    <Stack gap="md">
      <Stack gap="xs" role="group" aria-label="Confirmation popups">
        <Text size="xs" c="dimmed">
          Popups shown before a change. Turn one off to stop it showing.
        </Text>
        {HIDE_POPUPS.map((popup) => (
          <Switch
            key={popup}
            label={HIDE_POPUP_LABELS[popup]}
            checked={user.hidePopups[popup] !== true}
            onChange={(event) => saveHide.mutate({ popup, hide: !event.currentTarget.checked })}
          />
        ))}
        {saveHide.isError && (
          <Text size="xs" c="red" role="alert">
            {MESSAGES.genericSubmit}
          </Text>
        )}
      </Stack>
      {seesConnect(user) && (
        <Stack gap="xs" role="group" aria-label="Welcome popups">
          <Text size="sm" fw={700}>
            WELCOME POPUPS
          </Text>
          <Text size="xs" c="dimmed">
            The welcome popup of each connect screen shows until you close it for good.
          </Text>
          {WELCOME_POPUP_NAMES.map((popup) => (
            <Switch
              key={popup}
              label={WELCOME_LABELS[popup]}
              checked={user.connectWelcomePopups[popup] !== false}
              onChange={(event) => saveWelcome.mutate({ popup, show: event.currentTarget.checked })}
            />
          ))}
          {saveWelcome.isError && (
            <Text size="xs" c="red" role="alert">
              {MESSAGES.genericSubmit}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
