/** Test data for the notification components, checked against the shared schemas. */
import { type NotificationItem, notificationSchema } from '@navia/domain/contracts/notification-schemas';
import {
  defaultNotificationPreferences,
  type RecordNotificationSettings,
} from '@navia/domain/rules/notifications';

let sequence = 0;

/** A valid notification id (a version 4 uuid), different on every call. */
export function notificationId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString().padStart(12, '0')}`;
}

export function buildNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return notificationSchema.parse({
    _id: notificationId(),
    text: 'CHANGE IN ARRIVAL DATE • ETA moved to 14 Mar 2026',
    read: false,
    redirectUrl: '/shipment/AU-S01009240',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    type: 'changeArrivalDate',
    eventType: 'SHIPMENT',
    isConnect: false,
    shipmentID: 'AU-S01009240',
    ShipNumber: 'S01009240',
    OrdNumber: null,
    referenceId: null,
    ...overrides,
  });
}

export function buildNotificationSettings(
  overrides: Partial<RecordNotificationSettings> = {},
): RecordNotificationSettings {
  return {
    active: true,
    recordsToNotify: [],
    contractsToNotify: [],
    notificationTypes: defaultNotificationPreferences(),
    ...overrides,
  };
}

/** The answer of GET /api/user/notifications for these items. */
export function listAnswer(items: NotificationItem[]) {
  const unread = items.filter((n) => !n.read).length;
  return { status: 200, body: { notifications: items, unread, read: items.length - unread } };
}
