/**
 * What a signed-in tab keeps live, mounted once by the app shell after the first paint (decision
 * 013: the login page carries none of it): the realtime connection (lib/realtime.ts), one per user,
 * and the notifications that arrive on it (toasts, the hidden tab's title, desktop notifications).
 */
import { NotificationListener } from '../../features/notifications/components/notification-listener.tsx';
import { RealtimeConnection } from '../../lib/realtime.ts';

export function LiveUpdates({ userId }: { userId: string }) {
  return (
    <>
      <RealtimeConnection key={userId} />
      <NotificationListener />
    </>
  );
}
