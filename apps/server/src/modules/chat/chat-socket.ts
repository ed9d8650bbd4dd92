/**
 * The chat's socket protocol (issue 12; contracts/chat.ts, decision 017) on the `/chat` namespace,
 * whose handshake (session cookie or token) and session-end disconnects plugins/realtime.ts shares
 * with the default namespace. One connection per open chat panel:
 *
 * - the handshake names the channel; the server answers `channel open`, or `channel_error` and
 *   disconnects (NOT_FOUND for a record or channel the caller may not open, exactly as for an
 *   unknown one; UNAVAILABLE when chat is off for the caller);
 * - `ready` joins the channel's room, then answers the messages after the client's last one;
 * - `message` and `file` are handled one at a time per socket, in the order sent: the ack answers
 *   the stored message (the stored one again for a resent client message id), every member of the
 *   room receives it as `message` (the sender too: match it by messageId or clientMessageId), and
 *   a refusal is an ack with ok false plus `message_error`;
 * - a socket that sends too fast (CHAT_SEND_RATE, CHAT_READY_RATE) or has CHAT_SOCKET_QUEUE_MAX
 *   messages unanswered is refused at once with code RATE_LIMITED (rules/chat.ts);
 * - an accepted talk_to_rep goes to the sender and the channel's room; a refused one (the desk is
 *   closed), redirect_user, update_favourites and update_priority_shipments (the bot's doing) go to
 *   the sender only.
 */
import {
  type ChatClientToServerEvents,
  type ChatFile,
  type ChatSend,
  type ChatSendAck,
  type ChatServerToClientEvents,
  chatFileSchema,
  chatHandshakeSchema,
  chatReadySchema,
  chatSendSchema,
} from '@navia/domain/contracts/chat';
import { rooms } from '@navia/domain/contracts/realtime';
import {
  CHAT_READY_RATE,
  CHAT_SEND_RATE,
  CHAT_SOCKET_QUEUE_MAX,
  CHAT_TEXTS,
  CHAT_UNAVAILABLE_TEXTS,
} from '@navia/domain/rules/chat';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SocketData } from '../../lib/realtime-port.ts';
import { tokenBucket } from '../../lib/token-bucket.ts';
import { turnQueue } from '../../lib/turn-queue.ts';
import { findUserById } from '../users/users.repository.ts';
import type { VisibleChannel } from './chat.repository.ts';
import {
  type ChatCaller,
  channelOf,
  openChannel,
  readyChannel,
  unavailableReasonOf,
} from './chat.service.ts';
import { answerAsBot, sendFile, sendMessage } from './chat-messages.service.ts';

type ChatSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  SocketData
>;

type Opened = { caller: ChatCaller; channel: VisibleChannel };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Attaches the chat's event handlers to the namespace (its handshake is plugins/realtime.ts's). */
export function registerChatSocket(ctx: AppContext): void {
  ctx.realtime.chat.namespace.on('connection', (socket) => {
    // Handlers are attached at once, so nothing the client sends early is lost; each waits for the channel.
    const opened = openSocketChannel(ctx, socket);
    handleEvents(ctx, socket, opened);
  });
}

/** Resolves the handshake's channel and answers `channel open`, or `channel_error` and disconnects. */
async function openSocketChannel(ctx: AppContext, socket: ChatSocket): Promise<Opened | null> {
  const refuse = (
    code: 'NOT_FOUND' | 'UNAVAILABLE' | 'UNAUTHORISED' | 'BAD_REQUEST' | 'SERVICE_UNAVAILABLE',
    text: string,
  ) => {
    socket.emit('channel_error', { code, text });
    socket.disconnect(true);
    return null;
  };
  const request = chatHandshakeSchema.safeParse(socket.handshake.auth ?? {});
  if (!request.success) return refuse('BAD_REQUEST', CHAT_TEXTS.channelError);
  try {
    const found = await findUserById(ctx.database.db, socket.data.userId);
    if (!found?.user.active) return refuse('UNAUTHORISED', CHAT_TEXTS.channelError);
    const caller: ChatCaller = { scope: socket.data.scope, user: found.user, orgGroup: found.orgGroup };
    const reason = unavailableReasonOf(caller);
    if (reason) return refuse('UNAVAILABLE', CHAT_UNAVAILABLE_TEXTS[reason]);
    const channel = await openChannel(ctx, caller, request.data);
    socket.emit('channel open', await channelOf(ctx, channel));
    return { caller, channel };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND')
      return refuse('NOT_FOUND', CHAT_TEXTS.channelError);
    ctx.log.warn({ err: errorText(error) }, 'chat channel not opened');
    return refuse('SERVICE_UNAVAILABLE', CHAT_TEXTS.channelError);
  }
}

/** A refusal of one message: its code names the field at fault (VALIDATION:chat) or the reason. */
function messageRefusal(error: unknown): { code: string; text: string } {
  if (error instanceof AppError) {
    const field = error.issues?.[0]?.field;
    return { code: field ? `${error.code}:${field}` : error.code, text: CHAT_TEXTS.messageError };
  }
  return { code: 'SERVICE_UNAVAILABLE', text: CHAT_TEXTS.messageError };
}

function validationRefusal(error: z.ZodError): { code: string; text: string } {
  const field = error.issues[0]?.path.join('.') || 'payload';
  return { code: `VALIDATION:${field}`, text: CHAT_TEXTS.messageError };
}

/** The client message id of a payload, when it carries a well-formed one (for message_error). */
function clientMessageIdOf(payload: unknown): string | null {
  const value = (payload as { clientMessageId?: unknown } | null)?.clientMessageId;
  return typeof value === 'string' && chatSendSchema.shape.clientMessageId.safeParse(value).success
    ? value
    : null;
}

function handleEvents(ctx: AppContext, socket: ChatSocket, opened: Promise<Opened | null>): void {
  const closed = { code: 'NOT_FOUND', text: CHAT_TEXTS.channelError } as const;
  const rateLimited = { code: 'RATE_LIMITED', text: CHAT_TEXTS.messageError } as const;
  const clockMs = () => ctx.now().getTime();
  const sends = tokenBucket(CHAT_SEND_RATE, clockMs);
  const readies = tokenBucket(CHAT_READY_RATE, clockMs);
  // One message at a time per socket: acks, room emits and bot answers keep the order sent.
  const turns = turnQueue(CHAT_SOCKET_QUEUE_MAX, (error) =>
    ctx.log.warn({ err: errorText(error) }, 'chat message failed'),
  );

  socket.on('ready', async (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    if (!readies.take()) return reply({ ok: false, code: 'RATE_LIMITED', text: CHAT_TEXTS.channelError });
    const chat = await opened;
    if (!chat) return reply({ ok: false, ...closed });
    const parsed = chatReadySchema.safeParse(payload ?? {});
    if (!parsed.success) return reply({ ok: false, code: 'BAD_REQUEST', text: CHAT_TEXTS.channelError });
    try {
      // Joined before the history is read: a message committed in between arrives as an event.
      await socket.join(rooms.chat(chat.channel.id));
      reply({ ok: true, ...(await readyChannel(ctx, chat.channel, parsed.data)) });
    } catch (error) {
      ctx.log.warn({ err: errorText(error) }, 'chat ready failed');
      reply({ ok: false, code: 'SERVICE_UNAVAILABLE', text: CHAT_TEXTS.channelError });
    }
  });

  const refuse = (
    payload: unknown,
    reply: (answer: ChatSendAck) => void,
    refusal: { code: string; text: string },
  ) => {
    reply({ ok: false, ...refusal });
    socket.emit('message_error', { clientMessageId: clientMessageIdOf(payload), ...refusal });
  };

  /** Queues a message or file, or refuses it at once when the socket sends too fast or too much. */
  const inTurn = (payload: unknown, reply: (answer: ChatSendAck) => void, work: () => Promise<void>) => {
    // The queue is checked first, so a refusal for a full queue spends no token.
    if (turns.isFull() || !sends.take() || !turns.push(work)) {
      refuse(payload, reply, rateLimited);
    }
  };

  socket.on('message', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    inTurn(payload, reply, async () => {
      const chat = await opened;
      if (!chat) return refuse(payload, reply, closed);
      const parsed = chatSendSchema.safeParse(payload);
      if (!parsed.success) return refuse(payload, reply, validationRefusal(parsed.error));
      await deliverMessage(ctx, socket, chat, parsed.data, reply).catch((error) => {
        if (!(error instanceof AppError)) ctx.log.warn({ err: errorText(error) }, 'chat message failed');
        refuse(payload, reply, messageRefusal(error));
      });
    });
  });

  socket.on('file', (payload, ack) => {
    const reply = typeof ack === 'function' ? ack : () => {};
    inTurn(payload, reply, async () => {
      const chat = await opened;
      if (!chat) return refuse(payload, reply, closed);
      const parsed = chatFileSchema.safeParse(payload);
      if (!parsed.success) return refuse(payload, reply, validationRefusal(parsed.error));
      await deliverFile(ctx, chat, parsed.data, reply).catch((error) => {
        if (!(error instanceof AppError)) ctx.log.warn({ err: errorText(error) }, 'chat file failed');
        refuse(payload, reply, messageRefusal(error));
      });
    });
  });
}

async function deliverMessage(
  ctx: AppContext,
  socket: ChatSocket,
  chat: Opened,
  send: ChatSend,
  reply: (answer: ChatSendAck) => void,
): Promise<void> {
  const outcome = await sendMessage(ctx, chat.caller, chat.channel, send);
  reply({ ok: true, message: outcome.message });
  if (outcome.talkToRep) {
    socket.emit('talk_to_rep', outcome.talkToRep);
    // An accepted request changes the chat for everyone in it (the customer's other panels, staff);
    // a refused one (the desk is closed) is news for the sender alone.
    if (outcome.talkToRep.accepted) {
      socket.to(rooms.chat(chat.channel.id)).emit('talk_to_rep', outcome.talkToRep);
    }
  }
  if (!outcome.botQuestion) return;
  const turn = await answerAsBot(ctx, chat.channel, outcome.botQuestion);
  if (turn?.redirect) socket.emit('redirect_user', { shipmentNumber: turn.redirect.shipmentNumber });
  if (turn?.refresh === 'favourites') socket.emit('update_favourites', {});
  if (turn?.refresh === 'priority') socket.emit('update_priority_shipments', {});
}

async function deliverFile(
  ctx: AppContext,
  chat: Opened,
  file: ChatFile,
  reply: (answer: ChatSendAck) => void,
): Promise<void> {
  reply({ ok: true, message: await sendFile(ctx, chat.caller, chat.channel, file) });
}
