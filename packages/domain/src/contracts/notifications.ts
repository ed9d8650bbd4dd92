/**
 * Notifications (hub §3 "Notification", "Notification preferences"; hub §7 user and settings calls;
 * issue 11). The spec names the calls but not their bodies; the bodies here are designed and
 * written into the OpenAPI. Every call acts on the caller's own notifications and settings only.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { DATE_CHANGE_TYPES, NOTIFICATION_TYPES } from '../rules/notifications.ts';
import { okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  dataSourceSchema,
  notificationFlagsSchema,
  notificationPreferencesSchema,
  notificationSchema,
  recordKeySchema,
  recordNotificationSettingsSchema,
  recordSubscriptionSchema,
} from './notification-schemas.ts';

export const NOTIFICATION_LIST_LIMIT = 200;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_LIST_LIMIT).default(100),
});
export const notificationListSchema = z
  .object({
    notifications: z.array(notificationSchema).describe('Newest first, at most `limit`.'),
    unread: z.number().int().describe('All unread notifications, not only those listed.'),
    read: z.number().int(),
  })
  .meta({ id: 'NotificationList' });

const notificationIdBody = z.object({ notificationId: z.uuid() });

export const recordNotificationBodySchema = z.object({
  recordKey: recordKeySchema,
  clientRecordKey: z.string().trim().max(100),
  flags: notificationFlagsSchema.describe('Every flag false removes the subscription.'),
  isShipment: z.boolean(),
  DataSource: dataSourceSchema,
});
export type RecordNotificationBody = z.input<typeof recordNotificationBodySchema>;

export const notificationSettingsBodySchema = z.object({
  active: z.boolean(),
  notificationTypes: notificationPreferencesSchema,
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBodySchema>;

export const notificationSubscriptionsBodySchema = z.object({
  recordsToNotify: z.array(recordSubscriptionSchema).max(5000),
  contractsToNotify: z.array(z.string().trim().min(1).max(100)).max(5000),
});

const toggleNotificationsPopupBodySchema = z.object({ showNotificationsPopup: z.boolean() });

const tags = ['notifications'];
const exampleShipKey = 'AU-S01009240';
const exampleFlags = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, t.includes('Arrival')])) as z.input<
  typeof notificationFlagsSchema
>;
const examplePreferences = Object.fromEntries(
  NOTIFICATION_TYPES.map((t) => [
    t,
    (DATE_CHANGE_TYPES as readonly string[]).includes(t)
      ? { default: true, email: t === 'changeArrivalDate', minChangeHours: 24 }
      : { default: true, email: false },
  ]),
) as z.input<typeof notificationPreferencesSchema>;

const ownNotification = { in: 'body', name: 'notificationId', kind: 'notificationId' } as const;

export const notificationEndpoints = {
  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/user/notifications',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description: "The caller's notifications, newest first, with the unread and read counts.",
    query: notificationListQuerySchema,
    responses: { 200: notificationListSchema },
    example: { query: { limit: 50 } },
  }),
  removeNotification: defineEndpoint({
    method: 'POST',
    path: '/api/user/removeNotification',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description: "Removes one of the caller's notifications; another user's answers 404.",
    body: notificationIdBody,
    records: [ownNotification],
    responses: { 200: okSchema },
    example: { body: { notificationId: '5f0c2a9e-3b1d-4c7a-9e2f-1a2b3c4d5e6f' } },
  }),
  changeNotificationStatus: defineEndpoint({
    method: 'POST',
    path: '/api/user/changeNotificationStatus',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description: "Marks one of the caller's notifications read or unread.",
    body: notificationIdBody.extend({ read: z.boolean() }),
    records: [ownNotification],
    responses: { 200: okSchema },
    example: { body: { notificationId: '5f0c2a9e-3b1d-4c7a-9e2f-1a2b3c4d5e6f', read: true } },
  }),
  readAllNotifications: defineEndpoint({
    method: 'POST',
    path: '/api/user/readAllNotifications',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description: "Marks every one of the caller's notifications read.",
    body: z.object({}),
    responses: { 200: okSchema },
    example: { body: {} },
  }),
  getNotificationSettings: defineEndpoint({
    method: 'GET',
    path: '/api/user/notificationSettings',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description: "The caller's record notification settings (the current user's recordNotifications).",
    responses: { 200: recordNotificationSettingsSchema },
    example: {},
  }),
  notificationSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/user/notificationSettings',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description:
      'Saves the global active flag and, per type, the default, the e-mail choice and the threshold.',
    body: notificationSettingsBodySchema,
    responses: { 200: recordNotificationSettingsSchema },
    example: { body: { active: true, notificationTypes: examplePreferences } },
  }),
  notificationSubscriptions: defineEndpoint({
    method: 'PUT',
    path: '/api/user/notificationSubscriptions',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description:
      'Replaces the lists of subscribed records and contracts. A record the caller may not see answers 404, as an unknown one.',
    body: notificationSubscriptionsBodySchema,
    records: [
      { in: 'body', name: 'recordsToNotify.*.recordKey', kind: 'recordKey' },
      {
        in: 'body',
        name: 'recordsToNotify.*.clientRecordKey',
        exempt: "The client's own number, kept as given.",
      },
    ],
    responses: { 200: recordNotificationSettingsSchema },
    example: {
      body: {
        recordsToNotify: [
          {
            recordKey: exampleShipKey,
            clientRecordKey: 'S01009240',
            isShipment: true,
            DataSource: 'AU',
            notificationTypes: exampleFlags,
          },
        ],
        contractsToNotify: [],
      },
    },
  }),
  recordNotificationSettings: defineEndpoint({
    method: 'POST',
    path: '/api/user/recordNotificationSettings',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description:
      "Saves one record's notification flags (hub §7: path not shown, chosen here). Every flag false unsubscribes; a record the caller may not see answers 404.",
    body: recordNotificationBodySchema,
    records: [
      { in: 'body', name: 'recordKey', kind: 'recordKey' },
      { in: 'body', name: 'clientRecordKey', exempt: "The client's own number, kept as given." },
    ],
    responses: { 200: recordNotificationSettingsSchema },
    example: {
      body: {
        recordKey: exampleShipKey,
        clientRecordKey: 'S01009240',
        flags: exampleFlags,
        isShipment: true,
        DataSource: 'AU',
      },
    },
  }),
  toggleNotificationsPopup: defineEndpoint({
    method: 'POST',
    path: '/api/user/toggleNotificationsPopup',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description: 'Whether notifications pop up as toasts (the current user’s showNotificationsPopup).',
    body: toggleNotificationsPopupBodySchema,
    responses: { 200: toggleNotificationsPopupBodySchema },
    example: { body: { showNotificationsPopup: false } },
  }),
};
