import { Notifications } from '@mantine/notifications';
import { TOAST_CLOSE_MS } from '@navia/domain/constants';

/** Mantine's toast host, in a module of its own so that it loads with the first toast (providers.tsx). */
export function ToastHost() {
  return <Notifications autoClose={TOAST_CLOSE_MS} position="top-right" />;
}
