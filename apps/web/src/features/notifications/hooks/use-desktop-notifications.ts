/**
 * Desktop (browser) notifications, asked for politely: the browser's permission prompt only ever
 * opens from the user's click on "Enable desktop notifications", never on load.
 */
import { useCallback, useState } from 'react';

export type DesktopPermission = NotificationPermission | 'unsupported';

function currentPermission(): DesktopPermission {
  return typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported';
}

export function useDesktopNotifications(): { permission: DesktopPermission; enable: () => Promise<void> } {
  const [permission, setPermission] = useState<DesktopPermission>(currentPermission);
  const enable = useCallback(async () => {
    if (currentPermission() !== 'default') return;
    try {
      setPermission(await window.Notification.requestPermission());
    } catch {
      // Older browsers answer through a callback only; the permission is read again below.
      setPermission(currentPermission());
    }
  }, []);
  return { permission, enable };
}

/** Shows a desktop notification when the user allowed them; `onOpen` runs when it is clicked. */
export function showDesktopNotification(text: string, tag: string, onOpen: () => void): void {
  if (currentPermission() !== 'granted') return;
  try {
    const shown = new window.Notification(text, { tag });
    shown.onclick = () => {
      window.focus();
      onOpen();
      shown.close();
    };
  } catch {
    // Some mobile browsers allow notifications from a service worker only: the toast and the bell remain.
  }
}
