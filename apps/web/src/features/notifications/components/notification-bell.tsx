/**
 * The bell in the navigation bar: the unread count, and the NOTIFICATIONS popup (hub §4). The bell
 * is on every signed-in screen, so only the button is here; the popup's lists load with its first
 * opening (decision 013, JS budget): a popover on wide screens, a drawer on small ones (hub §2).
 */
import { Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { DeferredTooltip, WithFloating } from '../../../components/floating/deferred-floating.tsx';
import { NavIconButton } from '../../../components/nav-icon-button.tsx';
import { useNotificationSummary } from '../api/notifications.ts';
import classes from './notification-bell.module.css';

const NotificationPanel = lazy(() =>
  import('./notification-panel.tsx').then((m) => ({ default: m.NotificationPanel })),
);
const NotificationDrawer = lazy(() =>
  import('./notification-drawer.tsx').then((m) => ({ default: m.NotificationDrawer })),
);

/** Mantine's sm breakpoint (48em), below which the navigation bar is compact. */
const SMALL_SCREEN_QUERY = '(max-width: 48em)';
const MAX_SHOWN_COUNT = 99;

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

const loading = (
  <div className={classes.loading}>
    <Loader size="sm" aria-label="Loading notifications" />
  </div>
);

export function NotificationBell() {
  const { unread } = useNotificationSummary();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const popupId = useId();
  const small = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const label = bellLabel(unread);
  const close = () => setOpened(false);
  const toggle = () => {
    setEverOpened(true);
    setOpened((o) => !o);
  };

  const button = (
    <NavIconButton
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={opened}
      aria-controls={opened && !small ? popupId : undefined}
      onClick={toggle}
    >
      <IconBell size={20} aria-hidden />
    </NavIconButton>
  );
  // The count sits beside the button, inside the popover's target, so the popup lines up with both.
  const bell = (tooltipped: ReactNode) => (
    <span className={classes.bell}>
      {tooltipped}
      {unread > 0 && (
        <span className={classes.bellCount} aria-hidden>
          {unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}
        </span>
      )}
    </span>
  );

  if (small)
    return (
      <>
        {bell(<DeferredTooltip label="Notifications">{button}</DeferredTooltip>)}
        {everOpened && (
          <Suspense fallback={null}>
            <NotificationDrawer opened={opened} onClose={close} />
          </Suspense>
        )}
      </>
    );

  // The popover and the tooltip load after the first paint (decision 031); a click before then is
  // kept in `opened`, and the popup opens when they arrive.
  return (
    <WithFloating fallback={bell(button)}>
      {({ Popover, Tooltip }) => (
        <Popover
          opened={opened}
          onChange={setOpened}
          onDismiss={close}
          position="bottom-end"
          width={400}
          shadow="md"
          trapFocus
          returnFocus
          withinPortal
          // The roles are set here: Mantine would put them on the wrapper of the button and the count.
          withRoles={false}
          // Above the navigation bar and the cookie banner.
          zIndex={300}
        >
          <Popover.Target>
            {bell(
              <Tooltip label="Notifications" disabled={opened}>
                {button}
              </Tooltip>,
            )}
          </Popover.Target>
          <Popover.Dropdown p={0} id={popupId} role="dialog" aria-label="NOTIFICATIONS" tabIndex={-1}>
            <Suspense fallback={loading}>
              <NotificationPanel onNavigate={close} />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
      )}
    </WithFloating>
  );
}
