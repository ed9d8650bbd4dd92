/** Notification rows → the declared answers (contracts/notifications.ts, contracts/realtime.ts). */
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import type { LiveNotification } from '@navia/domain/contracts/realtime';
import {
  defaultNotificationPreferences,
  NOTIFICATION_TYPES,
  type NotificationFlags,
  type NotificationTypePreferences,
  type RecordNotificationSettings,
} from '@navia/domain/rules/notifications';
import type { NotificationRow, SubscriptionRow } from './notifications.repository.ts';

/** The stored preferences over the defaults: a type added later starts at its default. */
export function mergedPreferences(stored: Partial<NotificationTypePreferences>): NotificationTypePreferences {
  const defaults = defaultNotificationPreferences();
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => [t, { ...defaults[t], ...(stored[t] ?? {}) }]),
  ) as NotificationTypePreferences;
}

/** Stored flags with every type present (a type added later is off for existing subscriptions). */
export function completeFlags(stored: Partial<NotificationFlags>): NotificationFlags {
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, stored[t] === true])) as NotificationFlags;
}

export function presentSettings(
  settings: {
    active: boolean;
    notificationTypes: Partial<NotificationTypePreferences>;
    contractsToNotify: string[];
  },
  subscriptions: readonly SubscriptionRow[],
): RecordNotificationSettings {
  return {
    active: settings.active,
    recordsToNotify: subscriptions.map((s) => ({
      recordKey: s.recordKey,
      clientRecordKey: s.clientRecordKey,
      isShipment: s.isShipment,
      DataSource: s.dataSource,
      notificationTypes: completeFlags(s.flags),
    })),
    contractsToNotify: settings.contractsToNotify,
    notificationTypes: mergedPreferences(settings.notificationTypes),
  };
}

export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    _id: row.id,
    text: row.text,
    read: row.read,
    redirectUrl: row.redirectUrl,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    eventType: row.eventType,
    isConnect: row.isConnect,
    shipmentID: row.shipKey,
    ShipNumber: row.shipNumber,
    OrdNumber: row.ordNumber,
    referenceId: row.referenceId,
  };
}

/** hub §3 "Live payload". */
export function presentLive(row: NotificationRow): LiveNotification {
  return {
    shipmentID: row.shipKey,
    notificationID: row.id,
    isConnect: row.isConnect,
    referenceId: row.referenceId,
    redirectUrl: row.redirectUrl,
    eventType: row.eventType,
    text: row.text,
    type: row.type,
  };
}
