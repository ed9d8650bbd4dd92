/**
 * The realtime channel (hub §7 "Realtime"; issue 11): Socket.IO 4 on the API's own port. Event
 * names and payloads are written once here; the server emits through them and the web parses what
 * it receives with them.
 *
 * Handshake: the session cookie, or `auth: { token, sessionId }` (hub §7 "Notification channel with
 * token and session id"). Rooms: one per user, per organisation group and per record; a client
 * joins a record's room only when its scope can read the record.
 */
import { z } from 'zod';
import { notificationEventTypeSchema, notificationTypeSchema } from './notification-schemas.ts';

export const REALTIME_PATH = '/socket.io';

export const handshakeAuthSchema = z.object({
  token: z.string().min(16).max(200).optional(),
  sessionId: z.uuid().optional(),
});
export type HandshakeAuth = z.infer<typeof handshakeAuthSchema>;

/** hub §3 "Live payload": what `notification` and `newMessageNotification` carry. */
export const liveNotificationSchema = z
  .object({
    shipmentID: z.string().nullable(),
    notificationID: z.uuid(),
    isConnect: z.boolean(),
    referenceId: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    eventType: notificationEventTypeSchema,
    text: z.string(),
    /** Beyond the spec: the notification type, so a client can tell a date change from a delivery. */
    type: notificationTypeSchema.nullable(),
  })
  .meta({ id: 'LiveNotification' });
export type LiveNotification = z.infer<typeof liveNotificationSchema>;

/** A record's data changed (carrier event, staff edit): viewers of the record re-fetch it. */
export const recordChangedSchema = z.object({ recordKey: z.string(), isShipment: z.boolean() });
export type RecordChanged = z.infer<typeof recordChangedSchema>;

/** Staff inbox (issue 12): a channel changed (a message, a claim, an archive); staff re-read the inbox. */
export const chatInboxChangedSchema = z.object({ channelId: z.uuid() });
export type ChatInboxChanged = z.infer<typeof chatInboxChangedSchema>;

/** Server → client events. */
export const serverEvents = {
  notification: liveNotificationSchema,
  newMessageNotification: liveNotificationSchema,
  recordChanged: recordChangedSchema,
  chatInboxChanged: chatInboxChangedSchema,
} as const;
export type ServerEventName = keyof typeof serverEvents;

/** Client → server: watch or stop watching a record (joins or leaves its room). */
export const watchRecordSchema = z.object({
  recordKey: z.string().trim().min(1).max(100),
  isShipment: z.boolean(),
});
export type WatchRecord = z.infer<typeof watchRecordSchema>;

/** The acknowledgement of watchRecord: a record the caller may not read answers as an unknown one. */
export const watchRecordAckSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), code: z.enum(['NOT_FOUND', 'BAD_REQUEST']) }),
]);
export type WatchRecordAck = z.infer<typeof watchRecordAckSchema>;

export const clientEvents = {
  watchRecord: watchRecordSchema,
  unwatchRecord: watchRecordSchema,
} as const;

/** Socket.IO's typed maps, for `new Server<ClientToServer, ServerToClient>()` and `io()`. */
export type ServerToClientEvents = {
  [K in ServerEventName]: (payload: z.infer<(typeof serverEvents)[K]>) => void;
};
export type ClientToServerEvents = {
  watchRecord: (payload: WatchRecord, ack: (answer: WatchRecordAck) => void) => void;
  unwatchRecord: (payload: WatchRecord) => void;
};

/** Room names: kept in one place so that server modules and tests agree. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  orgGroup: (orgGroupId: string) => `group:${orgGroupId}`,
  record: (recordKey: string) => `record:${recordKey}`,
  /** Provider staff (NA, NSU, NU): the chat inbox's live updates. */
  staff: () => 'staff',
  /** A chat channel's members (namespace /chat). */
  chat: (channelId: string) => `chat:${channelId}`,
} as const;
