/**
 * The notification schemas the current user carries (hub §3 "Notification", "Notification
 * preferences"): kept apart from the endpoint declarations (contracts/notifications.ts) so that the
 * pages that only read the current user, such as the login page, do not load those (decision 013).
 */
import { z } from 'zod';
import { DATE_CHANGE_TYPES, NOTIFICATION_TYPES } from '../rules/notifications.ts';

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** One boolean per type (hub §3 "Notification preferences (per record, under notificationTypes)"). */
export const notificationFlagsSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, z.boolean()])) as Record<
      (typeof NOTIFICATION_TYPES)[number],
      z.ZodBoolean
    >,
  )
  .meta({ id: 'NotificationFlags' });

const preferenceSchema = z.object({
  default: z
    .boolean()
    .describe('On for records subscribed from now on (adding a favourite subscribes with these).'),
  email: z.boolean().describe('Also by e-mail; one burst of notifications gives one e-mail.'),
  minChangeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .optional()
    .describe(
      'Date-change types only: notify only when the date moves by at least this many hours (0: any change).',
    ),
});

export const notificationPreferencesSchema = z
  .object(
    Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, preferenceSchema])) as Record<
      (typeof NOTIFICATION_TYPES)[number],
      typeof preferenceSchema
    >,
  )
  .superRefine((prefs, ctx) => {
    for (const t of NOTIFICATION_TYPES) {
      if (prefs[t].minChangeHours !== undefined && !(DATE_CHANGE_TYPES as readonly string[]).includes(t)) {
        ctx.addIssue({
          code: 'custom',
          path: [t, 'minChangeHours'],
          message: 'A minimum change applies only to the date-change types.',
        });
      }
    }
  })
  .meta({ id: 'NotificationPreferences' });

export const recordKeySchema = z.string().trim().min(1).max(100);
export const dataSourceSchema = z.string().trim().min(1).max(20);

export const recordSubscriptionSchema = z
  .object({
    recordKey: recordKeySchema.describe('ShipKey when isShipment, else OrdKey.'),
    clientRecordKey: z.string().trim().max(100).describe("The record's number as the client knows it."),
    isShipment: z.boolean(),
    DataSource: dataSourceSchema,
    notificationTypes: notificationFlagsSchema,
  })
  .meta({ id: 'RecordSubscription' });

/** hub §3 "Record notification settings"; the current user's `recordNotifications`. */
export const recordNotificationSettingsSchema = z
  .object({
    active: z.boolean().describe('The global active flag: off, nothing is sent whatever the records say.'),
    recordsToNotify: z.array(recordSubscriptionSchema),
    contractsToNotify: z.array(z.string()),
    notificationTypes: notificationPreferencesSchema,
  })
  .meta({ id: 'RecordNotificationSettings' });

export const notificationEventTypeSchema = z.enum(['SHIPMENT', 'CONTRACT', 'INVITE', 'QUOTE', 'BOOKING']);

/** hub §3 "Notification", with the record it is about (for 'Shipment N° … / Order N° …'). */
export const notificationSchema = z
  .object({
    _id: z.uuid(),
    text: z.string().describe('Lines separated by a bullet break; the first is the main line.'),
    read: z.boolean(),
    redirectUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
    type: notificationTypeSchema.nullable(),
    eventType: notificationEventTypeSchema,
    isConnect: z.boolean(),
    shipmentID: z.string().nullable().describe('The ShipKey, when the notification is about a shipment.'),
    ShipNumber: z.string().nullable(),
    OrdNumber: z.string().nullable(),
    referenceId: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof notificationSchema>;
