/**
 * Chat (issue 12; hub §3 "Chat message", "Contact", §7 "Realtime" chat channel, user settings calls
 * azure/chatInfo, getSupportTeam and attachment upload and fetch). The spec names the events and the
 * calls but not their payloads ("the exact socket protocol: not shown"); what is designed here is
 * written into the OpenAPI (REST) and decision 017 (the socket protocol).
 *
 * The socket protocol runs on the Socket.IO namespace `/chat`, one connection per open chat panel:
 * - handshake `auth`: the session (cookie or token) and the channel: `shipmentId` (a ShipKey or an
 *   OrdKey) with `DataSource`, or `generalChatKey: 'MESSAGES'`, or `channelId` (staff opening a
 *   channel from the inbox; later a contract's channel);
 * - the server answers `channel open` (the channel) or `channel_error` and disconnects;
 * - the client sends `ready` with the last message id it holds; the ack carries the messages after
 *   it (all of the newest CHAT_HISTORY_LIMIT on a first load), so a reconnecting client resumes
 *   without a gap or a duplicate;
 * - `message` and `file` carry a client message id: a resend after a dropped connection stores
 *   nothing new and answers the stored message.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_CHANNEL_KINDS,
  CHAT_MESSAGE_MAX,
  CHAT_SEQ_MAX,
  CHAT_UPLOAD_RATE_LIMIT,
  GENERAL_CHAT_KEY,
} from '../rules/chat.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint, fileResponse } from './endpoint.ts';
import { dataSourceSchema, recordKeySchema } from './notification-schemas.ts';
import { contactSchema } from './user.ts';

export const CHAT_NAMESPACE = '/chat';

export const chatChannelKindSchema = z.enum(CHAT_CHANNEL_KINDS);

// Handshake

export const chatHandshakeSchema = z
  .object({
    token: z.string().min(16).max(200).optional(),
    sessionId: z.uuid().optional(),
    shipmentId: recordKeySchema.optional().describe("The record's chat: a ShipKey or an OrdKey."),
    DataSource: dataSourceSchema.optional(),
    generalChatKey: z.literal(GENERAL_CHAT_KEY).optional().describe("The user's general chat."),
    channelId: z.uuid().optional().describe('A channel by id: staff from the inbox; a contract chat.'),
  })
  .refine((a) => [a.shipmentId, a.generalChatKey, a.channelId].filter((v) => v !== undefined).length === 1, {
    message: 'Name exactly one of shipmentId, generalChatKey or channelId',
  });
export type ChatHandshake = z.input<typeof chatHandshakeSchema>;

// The channel and its messages

export const chatParticipantRoleSchema = z.enum(['customer', 'staff', 'bot']);

export const chatChannelSchema = z
  .object({
    channelId: z.uuid(),
    kind: chatChannelKindSchema,
    /** The record of a record channel (ShipKey or OrdKey), else null. */
    recordKey: z.string().nullable(),
    recordNumber: z.string().nullable(),
    isShipment: z.boolean().nullable(),
    DataSource: z.string().nullable(),
    status: z.enum(['open', 'archived']),
    /** The bot answers: the group has hubbiEnabled and nobody asked for a representative. */
    botActive: z.boolean(),
    representativeRequested: z.boolean(),
    /** The staff member handling the channel, when one claimed it. */
    handledBy: z.object({ userId: z.uuid(), name: z.string() }).nullable(),
    /** The organisation group's name: staff see whose channel it is. */
    orgGroupName: z.string(),
  })
  .meta({ id: 'ChatChannel' });
export type ChatChannel = z.infer<typeof chatChannelSchema>;

export const chatFileSourceSchema = z.object({
  webUrl: z.string().describe('Where members fetch it: GET /api/user/attachment/{userId}/{fileName}.'),
  name: z.string().describe('The name it was uploaded under (sanitised).'),
  contentType: z.string(),
  size: z.number().int(),
});

/** hub §3 "Chat message". */
export const chatMessageSchema = z
  .object({
    messageId: z.uuid(),
    /** The channel's message sequence: increasing, no gaps; the resume cursor. */
    id: z.number().int().positive(),
    text: z.string(),
    isHtml: z.boolean(),
    /** null shows as the provider's representative (hub §3). */
    username: z.string().nullable(),
    /** The sender's role in the chat; staff also show their support role name. */
    role: chatParticipantRoleSchema,
    roleName: z.string().nullable(),
    ts: z.iso.datetime(),
    /** The sender's user id; null for the bot. */
    from: z.uuid().nullable(),
    userId: z.uuid().nullable(),
    /** The channel id. */
    chat: z.uuid(),
    type: z.enum(['text', 'reply', 'file']),
    fileSource: chatFileSourceSchema.nullable(),
    attachmentId: z.uuid().nullable(),
    edited: z.boolean(),
    subtype: z.literal('updated').nullable(),
    messageBeingUpdated: z.uuid().nullable(),
    /** A reply quotes the message it answers. */
    replyTo: z.object({ messageId: z.uuid(), text: z.string(), username: z.string().nullable() }).nullable(),
    /** hub §5 mention: whom the message addresses. */
    mention: z.object({ name: z.string(), isBot: z.boolean() }).nullable(),
    /** The client's id for the message (echoed so that the sender matches its pending message). */
    clientMessageId: z.uuid().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// Client → server

export const chatReadySchema = z.object({
  /** The highest message `id` the client holds; 0 or absent on a first load. */
  lastMessageId: z.number().int().min(0).max(CHAT_SEQ_MAX).optional(),
  /** Reopen an archived channel (hub §8 "click here to reconnect"). */
  reopen: z.boolean().optional(),
});
export type ChatReady = z.infer<typeof chatReadySchema>;

export const chatReadyAckSchema = z.union([
  z.object({
    ok: z.literal(true),
    channel: chatChannelSchema,
    messages: z.array(chatMessageSchema),
    /** More, older messages exist than were sent (GET …/messages pages them). */
    hasOlder: z.boolean(),
  }),
  z.object({ ok: z.literal(false), code: z.string(), text: z.string() }),
]);
export type ChatReadyAck = z.infer<typeof chatReadyAckSchema>;

export const chatMentionSchema = z.object({
  name: z.string().trim().min(1).max(120),
  isBot: z.boolean(),
});

/** hub §7 `message`: chat (the text), DataSource, HubbiDisabled (the bot flag), general. */
export const chatSendSchema = z.object({
  clientMessageId: z.uuid(),
  chat: z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(CHAT_MESSAGE_MAX, `A maximum of ${CHAT_MESSAGE_MAX} characters are allowed`),
  DataSource: dataSourceSchema
    .optional()
    .describe("Accepted for the spec's payload; the server takes the data source from the channel."),
  /** The client asks the bot not to answer this message. */
  HubbiDisabled: z.boolean().optional(),
  general: z
    .boolean()
    .optional()
    .describe("Accepted for the spec's payload; the server knows a general chat from the channel."),
  /** HTML text: sanitised on the server with a strict allow-list. */
  isHtml: z.boolean().optional(),
  /** A reply quotes this message of the channel. */
  replyTo: z.uuid().optional(),
  /** An edit of the sender's own message (stored as subtype 'updated'). */
  messageBeingUpdated: z.uuid().optional(),
  mention: chatMentionSchema.optional(),
});
export type ChatSend = z.input<typeof chatSendSchema>;

/** hub §7 `file`: after the upload, the file message names the uploaded attachment. */
export const chatFileSchema = z.object({
  clientMessageId: z.uuid(),
  webUrl: z
    .string()
    .min(1)
    .max(500)
    .describe("Accepted for the spec's payload; the message carries the stored attachment's URL."),
  name: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe("Accepted for the spec's payload; the message carries the stored attachment's name."),
  /** The attachment id the upload answered. */
  eTag: z.uuid(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatSendAckSchema = z.union([
  z.object({ ok: z.literal(true), message: chatMessageSchema }),
  z.object({ ok: z.literal(false), code: z.string(), text: z.string() }),
]);
export type ChatSendAck = z.infer<typeof chatSendAckSchema>;

// Server → client

export const chatChannelErrorSchema = z.object({
  code: z.enum(['NOT_FOUND', 'UNAVAILABLE', 'UNAUTHORISED', 'BAD_REQUEST', 'SERVICE_UNAVAILABLE']),
  text: z.string(),
});
export const chatMessageErrorSchema = z.object({
  clientMessageId: z.uuid().nullable(),
  code: z.string(),
  text: z.string(),
});
export const redirectUserSchema = z.object({ shipmentNumber: z.string() });
export const talkToRepSchema = z.object({
  accepted: z.boolean(),
  /** When refused outside trading hours: the trading-hours notice (hub §9). */
  notice: z.string().nullable(),
});
export const chatRefreshSchema = z.object({});

export const chatServerEvents = {
  'channel open': chatChannelSchema,
  channel_error: chatChannelErrorSchema,
  message_error: chatMessageErrorSchema,
  update_favourites: chatRefreshSchema,
  update_priority_shipments: chatRefreshSchema,
  redirect_user: redirectUserSchema,
  talk_to_rep: talkToRepSchema,
  message: chatMessageSchema,
} as const;
export type ChatServerEventName = keyof typeof chatServerEvents;

export type ChatServerToClientEvents = {
  [K in ChatServerEventName]: (payload: z.infer<(typeof chatServerEvents)[K]>) => void;
};
export type ChatClientToServerEvents = {
  ready: (payload: ChatReady, ack: (answer: ChatReadyAck) => void) => void;
  message: (payload: ChatSend, ack: (answer: ChatSendAck) => void) => void;
  file: (payload: ChatFile, ack: (answer: ChatSendAck) => void) => void;
};

// REST

const tags = ['chat'];
const loggedIn = HUB_ROUTE_RULES.loggedIn;
const exampleChannelId = '3f2b8c1e-5d7a-4e9b-8c2d-1a2b3c4d5e6f';

/** GET /api/user/azure/chatInfo: whether chat is available to the caller, and the trading hours. */
export const chatInfoSchema = z
  .object({
    available: z.boolean(),
    unavailableReason: z
      .enum(['VIEW_AS_ORGANISATION', 'SECRET_MODE', 'LOCAL_MODE', 'FEATURE_OFF'])
      .nullable(),
    hubbiEnabled: z.boolean(),
    providerName: z.string(),
    tradingHours: z.object({
      open: z.boolean(),
      /** false: the desk answers around the clock (NAVIA_CHAT_DESK_HOURS=always); no check applies. */
      enforced: z.boolean(),
      timeZone: z.string(),
      zoneShortName: z.string(),
      notice: z.string(),
      publicHolidays: z.array(z.string()).describe('ISO days this year and next that close the desk.'),
    }),
    /** The general chat's channel when it exists (its unread count shows on the MESSAGES page). */
    generalChannelId: z.uuid().nullable(),
  })
  .meta({ id: 'ChatInfo' });
export type ChatInfo = z.infer<typeof chatInfoSchema>;

export const supportTeamParamsSchema = z.object({ orgGroupId: z.uuid() });
export const supportTeamResponseSchema = z.object({ contacts: z.array(contactSchema) });

export const CHAT_UPLOAD_FIELDS = { channelId: 'channelId', file: 'file' } as const;
export const chatAttachmentUploadResponseSchema = z
  .object({
    webUrl: z.string(),
    name: z.string(),
    eTag: z.uuid(),
    contentType: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'ChatAttachmentUpload' });
export type ChatAttachmentUpload = z.infer<typeof chatAttachmentUploadResponseSchema>;

export const chatAttachmentParamsSchema = z.object({
  userId: z.uuid(),
  fileName: z
    .string()
    .regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/, 'Not an attachment file name')
    .describe('The stored name: the attachment id and its extension.'),
});

export const chatHistoryParamsSchema = z.object({ channelId: z.uuid() });
export const chatHistoryQuerySchema = z.object({
  beforeId: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_SEQ_MAX)
    .optional()
    .describe('Messages with a smaller id; omit for the newest.'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const chatHistoryResponseSchema = z.object({
  messages: z.array(chatMessageSchema).describe('Oldest first.'),
  hasOlder: z.boolean(),
});

export const chatInboxRowSchema = z
  .object({
    channel: chatChannelSchema,
    /** Who the channel belongs to: the general chat's user, or the record's group. */
    customerName: z.string().nullable(),
    lastMessageText: z.string().nullable(),
    lastMessageAt: z.iso.datetime().nullable(),
    /** Customer messages after the last staff or bot answer: what staff have not answered yet. */
    unread: z.number().int(),
    /** Since when the oldest unanswered customer message waits; null when nothing waits. */
    waitingSince: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ChatInboxRow' });
export type ChatInboxRow = z.infer<typeof chatInboxRowSchema>;
export const chatInboxQuerySchema = z.object({
  status: z.enum(['open', 'archived']).default('open'),
  /**
   * Only channels that asked for a representative (the bot handles the others). 'true' or 'false'
   * in the query string (z.coerce.boolean would read 'false' as true).
   */
  waitingOnly: z.stringbool().default(false),
});
export const chatInboxResponseSchema = z.object({ channels: z.array(chatInboxRowSchema) });
export const chatChannelResponseSchema = z.object({ channel: chatChannelSchema });

const staffOnly = HUB_ROUTE_RULES.chatInbox;
const channelParam = { in: 'params', name: 'channelId', kind: 'chatChannelId' } as const;

export const chatEndpoints = {
  chatInfo: defineEndpoint({
    method: 'GET',
    path: '/api/user/azure/chatInfo',
    access: loggedIn,
    tags,
    description:
      "Whether chat is available to the caller (not when viewing as an organisation, in secret mode or in local view), whether the bot answers (the group's hubbiEnabled), and the trading hours of the caller's home-country zone (hub §9). The path is the spec's; no Azure service is involved.",
    responses: { 200: chatInfoSchema },
    example: {},
  }),
  supportTeam: defineEndpoint({
    method: 'GET',
    path: '/api/user/getSupportTeam/:orgGroupId',
    access: loggedIn,
    tags,
    description:
      "The provider's support contacts of an organisation group (hub §6 roles); the provider's customer service when none is assigned.",
    params: supportTeamParamsSchema,
    records: [{ in: 'params', name: 'orgGroupId', kind: 'orgGroupId' }],
    responses: { 200: supportTeamResponseSchema },
    example: { params: { orgGroupId: exampleChannelId } },
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/user/attachment',
    access: loggedIn,
    tags,
    description: `multipart/form-data with ${CHAT_UPLOAD_FIELDS.channelId} (a channel the caller may join) and one ${CHAT_UPLOAD_FIELDS.file}: jpeg, jpg, png, tif, pdf, csv, docx or msword, decided from the bytes (else 415), at most ${CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB (413). Answers what the socket's \`file\` event sends next. 403 when chat is unavailable to the caller (viewing as an organisation, secret mode, local view); at most ${CHAT_UPLOAD_RATE_LIMIT.max} uploads a minute per user (429).`,
    multipart: { multipart: true, fields: [CHAT_UPLOAD_FIELDS.channelId, CHAT_UPLOAD_FIELDS.file] },
    records: [{ in: 'fields', name: CHAT_UPLOAD_FIELDS.channelId, kind: 'chatChannelId' }],
    responses: {
      200: chatAttachmentUploadResponseSchema,
      413: apiErrorSchema,
      415: apiErrorSchema,
      429: apiErrorSchema,
    },
    example: { fields: { [CHAT_UPLOAD_FIELDS.channelId]: exampleChannelId } },
  }),
  fetchAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/user/attachment/:userId/:fileName',
    access: loggedIn,
    tags,
    description:
      "An attachment, by its uploader's id and its stored file name (hub §7), for members of its channel only; another group's answers as an unknown one. Images inline, other files as attachments. 403 for a customer to whom chat is unavailable (staff may fetch whatever their own mode).",
    params: chatAttachmentParamsSchema,
    records: [
      { in: 'params', name: 'fileName', kind: 'chatAttachmentName' },
      { in: 'params', name: 'userId', exempt: 'the uploader; the file name names the attachment' },
    ],
    responses: { 200: fileResponse },
    example: {
      params: { userId: exampleChannelId, fileName: '7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f.pdf' },
    },
  }),
  chatHistory: defineEndpoint({
    method: 'GET',
    path: '/api/chat/channels/:channelId/messages',
    access: loggedIn,
    tags,
    description:
      'Older messages of a channel the caller may join, before `beforeId`, oldest first. 403 when chat is unavailable to the caller.',
    params: chatHistoryParamsSchema,
    query: chatHistoryQuerySchema,
    records: [
      channelParam,
      { in: 'query', name: 'beforeId', exempt: 'a message number within the channel named above' },
    ],
    responses: { 200: chatHistoryResponseSchema },
    example: { params: { channelId: exampleChannelId }, query: { limit: 100 } },
  }),
  chatInbox: defineEndpoint({
    method: 'GET',
    path: '/api/chat/inbox',
    access: staffOnly,
    tags,
    description:
      'Staff inbox (NU and above): channels across organisation groups with unread counts, waiting time and who handles each; waiting channels first, longest wait first.',
    query: chatInboxQuerySchema,
    responses: { 200: chatInboxResponseSchema },
    example: { query: { status: 'open', waitingOnly: 'false' } },
  }),
  claimChannel: defineEndpoint({
    method: 'POST',
    path: '/api/chat/inbox/:channelId/claim',
    access: staffOnly,
    tags,
    description: 'The caller handles the channel (taking it over from whoever held it).',
    params: chatHistoryParamsSchema,
    records: [channelParam],
    responses: { 200: chatChannelResponseSchema },
    example: { params: { channelId: exampleChannelId } },
  }),
  releaseChannel: defineEndpoint({
    method: 'POST',
    path: '/api/chat/inbox/:channelId/release',
    access: staffOnly,
    tags,
    description: 'Nobody handles the channel any more.',
    params: chatHistoryParamsSchema,
    records: [channelParam],
    responses: { 200: chatChannelResponseSchema },
    example: { params: { channelId: exampleChannelId } },
  }),
  archiveChannel: defineEndpoint({
    method: 'POST',
    path: '/api/chat/inbox/:channelId/archive',
    access: staffOnly,
    tags,
    description:
      "Archives the channel: members see 'This chat has become in-active, click here to reconnect.'; reconnecting reopens it.",
    params: chatHistoryParamsSchema,
    records: [channelParam],
    responses: { 200: chatChannelResponseSchema },
    example: { params: { channelId: exampleChannelId } },
  }),
} as const;
