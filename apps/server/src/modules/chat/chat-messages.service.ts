/**
 * Sending in a chat (issue 12; hub §3 "Chat message", §6 bot and representative, §7 message/file).
 *
 * A message is stored in one transaction under the channel's row lock: its number is the channel's
 * last plus one (no gaps: the resume cursor), a client message id already stored answers the stored
 * message and stores nothing, and the channel's counters (last, answered, waiting since) move with
 * it. A record channel's message raises a chatMessages notification in the same transaction for
 * subscribers who are neither the sender nor in the chat at that moment. After the commit the
 * message goes to the channel's room and the staff inbox hears of it.
 *
 * A customer asking for a representative is queued for staff inside trading hours (the bot stops);
 * outside them the client is told the hours and the bot still answers. Otherwise the bot answers a
 * customer when the group has hubbiEnabled, after the customer's message committed; its failure
 * never fails the customer's message. A contract's chat (connect, issue 16) has no bot and raises
 * no chatMessages notification (those are about shipments); its parties ask the provider's admin
 * in with addToChat (requestRepresentative).
 */
import { PROVIDER_NAME } from '@navia/domain/constants';
import type { ChatFile, ChatMessage, ChatSend } from '@navia/domain/contracts/chat';
import { MESSAGES } from '@navia/domain/errors';
import { isStaff } from '@navia/domain/rules/access';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { asksForPerson, BOT_FALLBACK_TEXT } from '@navia/domain/rules/chat-bot';
import { joinNotificationText } from '@navia/domain/rules/notifications';
import { SUPPORT_ROLE_NAMES } from '@navia/domain/rules/support-roles';
import { tradingHoursNotice } from '@navia/domain/rules/trading-hours';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { ChatAttachmentFile } from '../../db/schema/chat.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  dispatchSoon,
  raiseNotification,
  subscribersToTell,
} from '../notifications/notification-dispatch.ts';
import type { AnswerBot, BotAnswer, BotQuestion } from './bot/bot-port.ts';
import { answerBot } from './bot/chat-bot.service.ts';
import { botServesChannel } from './chat.presenter.ts';
import * as repo from './chat.repository.ts';
import { announceChannel, type ChatCaller, presentMessages } from './chat.service.ts';
import { attachmentUrl } from './chat-attachments.ts';
import { excerptOf, plainTextOf, sanitiseChatHtml } from './chat-text.ts';
import { tradingDeskAt } from './trading-desk.ts';

/** Who a stored message is from. */
type Author = {
  role: 'customer' | 'staff' | 'bot';
  userId: string | null;
  username: string | null;
  roleName: string | null;
};

const BOT: Author = { role: 'bot', userId: null, username: CHAT_TEXTS.botName, roleName: null };

/** hub §6: a staff member shows their support role, else the provider's staff. */
const STAFF_ROLE_NAME = `${PROVIDER_NAME} STAFF`;

type MessageInput = {
  clientMessageId: string | null;
  type: 'text' | 'reply' | 'file';
  text: string;
  isHtml: boolean;
  replyToId?: string | null;
  messageBeingUpdated?: string | null;
  attachmentId?: string | null;
  fileSource?: ChatAttachmentFile | null;
  mention?: { name: string; isBot: boolean } | null;
};

type StoreOptions = {
  /** A representative was asked for inside trading hours: the channel waits for staff. */
  requestRepresentative?: boolean;
  /** Raise a chatMessages notification for subscribers other than these; null raises none. */
  notifyExcept?: readonly string[] | null;
};

type Stored = { message: ChatMessage; created: boolean; channel: repo.VisibleChannel };

/** A refusal of one message: the socket answers it with message_error (the field in the code). */
const refused = (field: string, message: string = MESSAGES.fieldRequired) =>
  new AppError('VALIDATION', { message, issues: [{ field, message }] });

async function authorOf(ctx: AppContext, caller: ChatCaller, channel: repo.VisibleChannel): Promise<Author> {
  const base = { userId: caller.scope.userId, username: caller.user.fullname };
  if (!isStaff(caller.scope.role)) return { ...base, role: 'customer', roleName: null };
  const role = await repo.findSupportRoleOf(ctx.database.db, channel, caller.user.email);
  return { ...base, role: 'staff', roleName: role ? SUPPORT_ROLE_NAMES[role] : STAFF_ROLE_NAME };
}

function notificationText(author: Author, input: MessageInput): string {
  const from = author.username ?? CHAT_TEXTS.representative;
  const what = input.type === 'file' ? `File: ${input.text}` : plainTextOf(input.text, input.isHtml);
  return joinNotificationText(`New chat message from ${from}`, [excerptOf(what)]);
}

/**
 * Since when the channel waits for an answer once this message is stored: a customer's message
 * starts the wait (an edit changes nothing); an answer by staff or the bot ends it.
 */
function waitingAfter(channel: repo.ChannelRow, author: Author, edit: boolean, now: Date): Date | null {
  if (author.role !== 'customer') return null;
  return edit ? channel.waitingSince : (channel.waitingSince ?? now);
}

/** Stores one message (see the file's comment) and, when it is new, tells the room and the inbox. */
async function storeMessage(
  ctx: AppContext,
  channel: repo.VisibleChannel,
  author: Author,
  input: MessageInput,
  options: StoreOptions = {},
): Promise<Stored> {
  const db = ctx.database.db;
  const outcome = await db.transaction(async (tx) => {
    const locked = await repo.lockChannel(tx, channel);
    const now = ctx.now();
    const seq = locked.lastSeq + 1;
    const edit = Boolean(input.messageBeingUpdated);
    const row = await repo.insertMessage(tx, locked, {
      seq,
      clientMessageId: input.clientMessageId,
      fromUserId: author.userId,
      username: author.username,
      role: author.role,
      roleName: author.roleName,
      type: input.type,
      subtype: edit ? 'updated' : null,
      messageBeingUpdated: input.messageBeingUpdated ?? null,
      replyToId: input.replyToId ?? null,
      text: input.text,
      isHtml: input.isHtml,
      attachmentId: input.attachmentId ?? null,
      fileSource: input.fileSource ?? null,
      mention: input.mention ?? null,
      createdAt: now,
    });
    if (!row) {
      // A resend (the ack was lost with the connection): the stored message, and nothing new. The
      // insert tried first, as resends are rare; its number is not used, so numbers keep no gaps.
      const stored = input.clientMessageId
        ? await repo.findMessageByClientId(tx, locked, input.clientMessageId)
        : null;
      if (!stored) throw new Error('chat message conflicts although its channel is locked');
      if (stored.fromUserId !== author.userId) throw refused('clientMessageId', MESSAGES.invalidRequest);
      return { row: stored, created: false, channel: locked, reopened: false, notificationId: null };
    }
    const waitingSince = waitingAfter(locked, author, edit, now);
    const updated = await repo.updateChannel(tx, locked, {
      lastSeq: seq,
      ...(edit ? {} : { lastMessageAt: now }),
      ...(author.role === 'customer' ? {} : { answeredSeq: seq }),
      waitingSince,
      ...(options.requestRepresentative
        ? { representativeRequested: true, waitingSince: waitingSince ?? now }
        : {}),
      // A message in an archived chat opens it again (hub §8 "click here to reconnect").
      status: 'open',
      archivedAt: null,
    });
    let notificationId: number | null = null;
    if (options.notifyExcept && !edit) {
      const shipment = await repo.findShipmentOfChannel(tx, locked);
      if (shipment) {
        notificationId = await raiseNotification(ctx, tx, {
          type: 'chatMessages',
          orgGroupId: locked.orgGroupId,
          shipment,
          text: notificationText(author, input),
          excludeUserIds: options.notifyExcept,
        });
      }
    }
    return { row, created: true, channel: updated, reopened: locked.status === 'archived', notificationId };
  });
  const [message] = await presentMessages(db, outcome.channel, [outcome.row]);
  if (!message) throw new Error('chat message not presented');
  if (outcome.created) {
    ctx.realtime.chat.emit(outcome.channel.id, 'message', message);
    if (outcome.reopened) await announceChannel(ctx, outcome.channel);
    else ctx.realtime.chatInboxChanged(outcome.channel.id);
    if (outcome.notificationId !== null) void dispatchSoon(ctx, [outcome.notificationId]);
  }
  return { message, created: outcome.created, channel: outcome.channel };
}

/**
 * Who to leave out of a record message's notification: the sender and everyone in the chat now; null
 * (raise none) when that leaves nobody to tell: no subscription to the record's chat messages (the
 * usual case, one indexed query, no question to the other server processes), or every subscriber is
 * in the chat, or already holds an unread NEW CHAT MESSAGES about it.
 */
async function notifyExceptFor(ctx: AppContext, channel: repo.VisibleChannel, author: Author) {
  if (channel.kind !== 'record' || channel.shipmentId === null || author.userId === null) return null;
  // Order-only records (no shipment) raise nothing: notifications are about shipments (issue 11).
  const toTell = await subscribersToTell(ctx.database.db, channel.shipmentId, 'chatMessages');
  if (toTell.every((id) => id === author.userId)) return null;
  let inChat: string[] = [];
  try {
    inChat = await ctx.realtime.chat.memberUserIds(channel.id);
  } catch (error) {
    // Another process did not answer in time: those in the chat may get a notification too.
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'chat members not known');
  }
  const except = [author.userId, ...inChat.filter((id) => id !== author.userId)];
  return toTell.some((id) => !except.includes(id)) ? except : null;
}

export type TalkToRep = { accepted: boolean; notice: string | null };

export type SendOutcome = {
  message: ChatMessage;
  created: boolean;
  /** hub §7 talk_to_rep: the customer asked for a representative. */
  talkToRep: TalkToRep | null;
  /** What to ask the bot next (after the answer to the sender), or null when it stays quiet. */
  botQuestion: BotQuestion | null;
};

/**
 * hub §6: whether the channel's organisation group has the bot. A customer's channel is usually of
 * the customer's own group, whose flag came with the caller; a trusted party's is another group's.
 */
async function groupHasBot(db: Executor, caller: ChatCaller, channel: repo.VisibleChannel): Promise<boolean> {
  if (caller.orgGroup && caller.orgGroup.id === channel.orgGroupId) return caller.orgGroup.hubbiEnabled;
  return (await repo.findChannelView(db, channel)).hubbiEnabled;
}

/** hub §7 `message`: a text, a reply or an edit of the sender's own message. */
export async function sendMessage(
  ctx: AppContext,
  caller: ChatCaller,
  channel: repo.VisibleChannel,
  send: ChatSend,
): Promise<SendOutcome> {
  const db = ctx.database.db;
  const author = await authorOf(ctx, caller, channel);
  if (send.replyTo && !(await repo.findMessage(db, channel, send.replyTo))) {
    throw refused('replyTo', 'The message replied to is not in this chat.');
  }
  if (send.messageBeingUpdated) {
    const target = await repo.findMessage(db, channel, send.messageBeingUpdated);
    const editable =
      target !== null &&
      target.fromUserId === caller.scope.userId &&
      target.subtype === null &&
      target.type !== 'file';
    if (!editable) throw refused('messageBeingUpdated', 'Only your own messages in this chat can be edited.');
  }
  const isHtml = send.isHtml === true;
  const text = isHtml ? sanitiseChatHtml(send.chat) : send.chat;
  const plain = plainTextOf(text, isHtml);
  if (plain.trim().length === 0) throw refused('chat');

  const edit = Boolean(send.messageBeingUpdated);
  const customer = author.role === 'customer';
  let talkToRep: TalkToRep | null = null;
  let requestRepresentative = false;
  if (customer && !edit && asksForPerson(plain)) {
    const current = await repo.findChannelView(db, channel);
    if (current.channel.representativeRequested) talkToRep = { accepted: true, notice: null };
    else {
      const desk = tradingDeskAt(ctx.now(), caller.user.homeCountry, ctx.config.NAVIA_CHAT_DESK_HOURS);
      talkToRep = { accepted: desk.open, notice: desk.open ? null : tradingHoursNotice(desk.zone) };
      requestRepresentative = desk.open;
    }
  }
  const stored = await storeMessage(
    ctx,
    channel,
    author,
    {
      clientMessageId: send.clientMessageId,
      type: send.replyTo ? 'reply' : 'text',
      text,
      isHtml,
      replyToId: send.replyTo ?? null,
      messageBeingUpdated: send.messageBeingUpdated ?? null,
      mention: send.mention ?? null,
    },
    { requestRepresentative, notifyExcept: edit ? null : await notifyExceptFor(ctx, channel, author) },
  );
  if (!stored.created) return { message: stored.message, created: false, talkToRep: null, botQuestion: null };

  const botMayAnswer =
    customer &&
    !edit &&
    botServesChannel(channel.kind) &&
    (await groupHasBot(db, caller, channel)) &&
    !stored.channel.representativeRequested &&
    (send.HubbiDisabled !== true || send.mention?.isBot === true);
  const record =
    channel.kind === 'record' && channel.recordKey !== null
      ? { recordKey: channel.recordKey, isShipment: channel.isShipment ?? true }
      : null;
  return {
    message: stored.message,
    created: true,
    talkToRep,
    botQuestion: botMayAnswer
      ? {
          text: plain,
          scope: caller.scope,
          record,
          now: ctx.now(),
          // Refused outside trading hours: the bot says the desk's hours, never that someone comes.
          representative: talkToRep ? (talkToRep.accepted ? 'accepted' : 'refused') : null,
          tradingNotice: talkToRep?.notice ?? null,
        }
      : null,
  };
}

/**
 * A party asks the provider's admin into a contract's chat (connect addToChat, issue 16): stored as
 * the caller's message with a representative requested, so the channel waits in the staff inbox as
 * after an accepted talk_to_rep; everyone in the chat hears talk_to_rep (accepted) and the channel's
 * new state. Not bound by the trading desk's hours: the request waits in the inbox and promises
 * nobody at once. While a request already waits, nothing new is stored.
 */
export async function requestRepresentative(
  ctx: AppContext,
  caller: ChatCaller,
  channel: repo.VisibleChannel,
  text: string,
): Promise<{ channel: repo.VisibleChannel; requested: boolean }> {
  const current = await repo.findChannelView(ctx.database.db, channel);
  if (current.channel.representativeRequested && current.channel.status === 'open') {
    return { channel, requested: false };
  }
  const author = await authorOf(ctx, caller, channel);
  const stored = await storeMessage(
    ctx,
    channel,
    author,
    { clientMessageId: null, type: 'text', text, isHtml: false },
    { requestRepresentative: author.role === 'customer' },
  );
  await announceChannel(ctx, stored.channel);
  ctx.realtime.chat.emit(stored.channel.id, 'talk_to_rep', { accepted: true, notice: null });
  return { channel: stored.channel, requested: true };
}

export type BotTurn = {
  message: ChatMessage;
  redirect: BotAnswer['redirect'];
  refresh: BotAnswer['refresh'];
};

/**
 * The bot's answer to a customer's committed message, stored and sent to the room as a bot message.
 * `bot` is Hubbi unless a test gives another.
 */
export async function answerAsBot(
  ctx: AppContext,
  channel: repo.VisibleChannel,
  question: BotQuestion,
  bot: AnswerBot = answerBot,
): Promise<BotTurn | null> {
  let answer: Pick<BotAnswer, 'text' | 'redirect' | 'refresh'>;
  try {
    answer = await bot(ctx, question);
    if (answer.text.trim().length === 0) throw new Error('the bot answered nothing');
  } catch (error) {
    ctx.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'chat bot failed');
    answer = { text: BOT_FALLBACK_TEXT, redirect: null, refresh: null };
  }
  try {
    const stored = await storeMessage(ctx, channel, BOT, {
      clientMessageId: null,
      type: 'text',
      text: answer.text,
      isHtml: false,
    });
    return { message: stored.message, redirect: answer.redirect, refresh: answer.refresh };
  } catch (error) {
    ctx.log.error(
      { err: error instanceof Error ? error.message : String(error) },
      'chat bot answer not stored',
    );
    return null;
  }
}

/** hub §7 `file`: a message naming an attachment the sender uploaded to this channel. */
export async function sendFile(
  ctx: AppContext,
  caller: ChatCaller,
  channel: repo.VisibleChannel,
  file: ChatFile,
): Promise<ChatMessage> {
  const attachment = await repo.findOwnAttachment(ctx.database.db, channel, caller.scope.userId, file.eTag);
  if (!attachment) throw refused('eTag', 'The attachment is not one you uploaded to this chat.');
  const author = await authorOf(ctx, caller, channel);
  const stored = await storeMessage(
    ctx,
    channel,
    author,
    {
      clientMessageId: file.clientMessageId,
      type: 'file',
      text: attachment.originalName,
      isHtml: false,
      attachmentId: attachment.id,
      fileSource: {
        webUrl: attachmentUrl(attachment.uploadedBy, attachment.fileName),
        name: attachment.originalName,
        contentType: attachment.contentType,
        size: attachment.size,
      },
    },
    { notifyExcept: await notifyExceptFor(ctx, channel, author) },
  );
  return stored.message;
}
