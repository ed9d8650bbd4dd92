import { Drawer } from '@mantine/core';
import { NotificationPanel } from './notification-panel.tsx';
import classes from './notifications.module.css';

/**
 * The NOTIFICATIONS popup on small screens: a full-width drawer, loaded with the first opening; the
 * lists scroll between the title and the footer.
 */
export function NotificationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="100%"
      title="NOTIFICATIONS"
      // Above the navigation bar and the cookie banner.
      zIndex={300}
      classNames={{ content: classes.drawerContent, body: classes.drawerBody }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <NotificationPanel onNavigate={onClose} withHeading={false} fill />
    </Drawer>
  );
}
