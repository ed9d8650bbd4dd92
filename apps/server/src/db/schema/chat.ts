/**
 * Chat (issue 12). A channel belongs to a record (ShipKey or OrdKey), to a user's general chat, or
 * (connect) to a contract; every row carries its organisation group. Messages are numbered per
 * channel (`seq`, no gaps, assigned under the channel's row lock), which is the resume cursor of a
 * reconnecting client; `client_message_id` makes a resent message store nothing new. Edits are rows
 * of their own (subtype 'updated'), so the history is kept.
 */
import type { ChatChannelKind } from '@navia/domain/rules/chat';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });

export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    kind: text().$type<ChatChannelKind>().notNull(),
    /** record: the ShipKey or OrdKey, with its number and DataSource. */
    recordKey: text(),
    recordNumber: text(),
    isShipment: boolean(),
    dataSource: text(),
    /** record: the shipment the record is or belongs to (for chatMessages notifications). */
    shipmentId: bigint({ mode: 'number' }),
    /** general: the user whose general chat it is. */
    ownerUserId: uuid().references(() => users.id),
    /** contract (connect): the contract's id. */
    contractId: uuid(),
    status: text().$type<'open' | 'archived'>().notNull().default('open'),
    /** Someone asked for a representative: the bot stays quiet and the channel waits in the inbox. */
    representativeRequested: boolean().notNull().default(false),
    handledByUserId: uuid().references(() => users.id),
    /** The last message number given (the next message gets lastSeq + 1). */
    lastSeq: integer().notNull().default(0),
    /** The last message number of a staff member or the bot: later customer messages are unanswered. */
    answeredSeq: integer().notNull().default(0),
    lastMessageAt: ts(),
    /** The first customer message after the last answer: how long the customer has waited. */
    waitingSince: ts(),
    archivedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_record_key').on(t.orgGroupId, t.recordKey).where(sql`kind = 'record'`),
    uniqueIndex('chat_channels_general_owner').on(t.ownerUserId).where(sql`kind = 'general'`),
    uniqueIndex('chat_channels_contract').on(t.contractId).where(sql`kind = 'contract'`),
    index('chat_channels_inbox').on(t.status, t.waitingSince),
    index('chat_channels_idle').on(t.lastMessageAt).where(sql`status = 'open'`),
  ],
);

export type ChatAttachmentFile = {
  webUrl: string;
  name: string;
  contentType: string;
  size: number;
};

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelId: uuid()
      .notNull()
      .references(() => chatChannels.id),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    seq: integer().notNull(),
    clientMessageId: uuid(),
    /** null: the bot. */
    fromUserId: uuid().references(() => users.id),
    /** The name shown; null shows as the provider's representative (hub §3). */
    username: text(),
    role: text().$type<'customer' | 'staff' | 'bot'>().notNull(),
    roleName: text(),
    type: text().$type<'text' | 'reply' | 'file'>().notNull(),
    subtype: text().$type<'updated'>(),
    messageBeingUpdated: uuid(),
    replyToId: uuid(),
    text: text().notNull(),
    isHtml: boolean().notNull().default(false),
    attachmentId: uuid(),
    fileSource: jsonb().$type<ChatAttachmentFile>(),
    mention: jsonb().$type<{ name: string; isBot: boolean }>(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_channel_seq').on(t.channelId, t.seq),
    uniqueIndex('chat_messages_client_id').on(t.channelId, t.clientMessageId),
  ],
);

export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelId: uuid()
      .notNull()
      .references(() => chatChannels.id),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    uploadedBy: uuid()
      .notNull()
      .references(() => users.id),
    /** The stored name in the fetch URL: the id and the extension of the detected type. */
    fileName: text().notNull(),
    /** The sanitised name it was uploaded under. */
    originalName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    sha256: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_attachments_file_name').on(t.fileName),
    index('chat_attachments_channel').on(t.channelId),
  ],
);
