/** Shapes chat rows into the declared answers (contracts/chat.ts); rows never reach a client as they are. */
import type { ChatChannel, ChatInboxRow, ChatMessage } from '@navia/domain/contracts/chat';
import type { ChannelView, InboxRow, MessageRow } from './chat.repository.ts';
import { plainTextOf } from './chat-text.ts';

/**
 * Whether the bot takes part in a channel of this kind: a contract's chat (connect, issue 16) is
 * the contract's parties talking to each other and to the provider's admin, so the bot stays quiet.
 */
export function botServesChannel(kind: ChannelView['channel']['kind']): boolean {
  return kind !== 'contract';
}

export function presentChannel(view: ChannelView): ChatChannel {
  const { channel } = view;
  return {
    channelId: channel.id,
    kind: channel.kind,
    recordKey: channel.recordKey,
    recordNumber: channel.recordNumber,
    isShipment: channel.isShipment,
    DataSource: channel.dataSource,
    status: channel.status,
    botActive: view.hubbiEnabled && !channel.representativeRequested && botServesChannel(channel.kind),
    representativeRequested: channel.representativeRequested,
    handledBy:
      channel.handledByUserId !== null
        ? { userId: channel.handledByUserId, name: view.handledByName ?? '' }
        : null,
    orgGroupName: view.orgGroupName,
  };
}

/** A message; `quoted` holds the messages replies quote (by id). */
export function presentMessage(row: MessageRow, quoted: ReadonlyMap<string, MessageRow>): ChatMessage {
  const replied = row.replyToId ? quoted.get(row.replyToId) : undefined;
  return {
    messageId: row.id,
    id: row.seq,
    text: row.text,
    isHtml: row.isHtml,
    username: row.username,
    role: row.role,
    roleName: row.roleName,
    ts: row.createdAt.toISOString(),
    from: row.fromUserId,
    userId: row.fromUserId,
    chat: row.channelId,
    type: row.type,
    fileSource: row.fileSource ?? null,
    attachmentId: row.attachmentId,
    edited: row.subtype === 'updated',
    subtype: row.subtype ?? null,
    messageBeingUpdated: row.messageBeingUpdated,
    replyTo: replied
      ? {
          messageId: replied.id,
          text: plainTextOf(replied.text, replied.isHtml),
          username: replied.username,
        }
      : null,
    mention: row.mention ?? null,
    clientMessageId: row.clientMessageId,
  };
}

export function presentInboxRow(row: InboxRow): ChatInboxRow {
  const { channel } = row;
  return {
    channel: presentChannel(row),
    customerName: channel.kind === 'general' ? row.ownerName : row.orgGroupName,
    lastMessageText:
      row.lastMessageText === null ? null : plainTextOf(row.lastMessageText, row.lastMessageIsHtml === true),
    lastMessageAt: channel.lastMessageAt?.toISOString() ?? null,
    unread: row.unread,
    waitingSince: channel.waitingSince?.toISOString() ?? null,
  };
}
