/**
 * The record subscription toggle (hub §4 "Record notification subscription"): a bell that shows
 * whether the record is subscribed (in recordsToNotify with the global active flag on). Clicking it
 * while unsubscribed opens the settings popup; while subscribed it sends every flag false and the
 * user is fetched again. It ignores clicks for TOGGLE_LOCK_MS after one (hub §9) and is inert when
 * disabled. The popup is loaded on the first open, so the pages that show the toggle stay within
 * their JS budget (decision 013). The app layer gives it to pages through lib/record-notification-slot.ts.
 */
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOGGLE_LOCK_MS } from '@navia/domain/constants';
import { allFlagsOff, isRecordSubscribed } from '@navia/domain/rules/notifications';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { RecordNotificationToggleProps } from '../../../lib/record-notification-slot.ts';
import {
  RECORD_NOTIFICATION_ERROR,
  useSaveRecordNotificationSettings,
} from '../api/record-notification-settings.ts';

const RecordNotificationPopup = lazy(() =>
  import('./record-notification-popup.tsx').then((m) => ({ default: m.RecordNotificationPopup })),
);

/** Ignores clicks for `ms` after one it let through. */
function useClickLock(ms: number) {
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    if (locked.current) return false;
    locked.current = true;
    timer.current = setTimeout(() => {
      locked.current = false;
    }, ms);
    return true;
  };
}

export function RecordNotificationToggle({
  record,
  disabled = false,
  placement,
}: RecordNotificationToggleProps) {
  const { data: user } = useCurrentUser();
  const unsubscribe = useSaveRecordNotificationSettings();
  const takeClick = useClickLock(TOGGLE_LOCK_MS);
  // The popup mounts on the first open and stays, so it can play its closing transition; each
  // opening is a new `session`, which starts the form afresh from the current settings.
  const [popup, setPopup] = useState({ mounted: false, opened: false, session: 0 });
  if (!user) return null;

  const settings = user.recordNotifications;
  const subscribed = isRecordSubscribed(settings, record.key);
  const state = subscribed ? 'on' : 'off';
  const label =
    placement === 'detail'
      ? `Notifications for this record: ${state}`
      : `Notifications for ${record.number}: ${state}`;

  const onClick = () => {
    if (disabled || unsubscribe.isPending || !takeClick()) return;
    if (!subscribed) {
      setPopup((p) => ({ mounted: true, opened: true, session: p.session + 1 }));
      return;
    }
    unsubscribe.mutate(
      { record, flags: allFlagsOff() },
      { onError: () => notifications.show({ color: 'red', message: RECORD_NOTIFICATION_ERROR }) },
    );
  };

  return (
    <>
      <Tooltip label={label} openDelay={placement === 'row' ? 400 : 0} disabled={disabled}>
        <ActionIcon
          variant={subscribed ? 'light' : 'subtle'}
          color={subscribed ? undefined : 'gray'}
          size={placement === 'detail' ? 'lg' : 'md'}
          aria-label={label}
          aria-pressed={subscribed}
          disabled={disabled}
          loading={unsubscribe.isPending}
          loaderProps={{ 'aria-label': 'Saving notification settings' }}
          onClick={onClick}
        >
          {subscribed ? (
            <IconBell size={placement === 'detail' ? 20 : 18} aria-hidden />
          ) : (
            <IconBellOff size={placement === 'detail' ? 20 : 18} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      {popup.mounted && (
        <Suspense fallback={null}>
          <RecordNotificationPopup
            key={popup.session}
            record={record}
            settings={settings}
            opened={popup.opened}
            onClose={() => setPopup((p) => ({ ...p, opened: false }))}
          />
        </Suspense>
      )}
    </>
  );
}
