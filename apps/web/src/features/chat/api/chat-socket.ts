/**
 * The chat channel's connection (hub §7 "Realtime", chat channel; contracts/chat.ts): one Socket.IO
 * connection per open chat panel, to the /chat namespace on the API's own origin. The httpOnly
 * session cookie authenticates the handshake (as lib/realtime.ts), so the page holds no token; the
 * handshake's `auth` names the channel. socket.io-client is loaded with a dynamic import, so no
 * page carries it before a chat starts (decision 013, JS budget).
 */
import {
  CHAT_NAMESPACE,
  type ChatClientToServerEvents,
  type ChatHandshake,
  type ChatServerEventName,
  type ChatServerToClientEvents,
  chatServerEvents,
} from '@navia/domain/contracts/chat';
import { REALTIME_PATH } from '@navia/domain/contracts/realtime';
import { CHAT_RECONNECTION_ATTEMPTS } from '@navia/domain/rules/chat';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import type { PendingSend } from '../rules/chat-channel-state.ts';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/**
 * hub §9 allows 3 reconnection attempts, so their spacing decides how long an outage the chat
 * survives. Socket.IO's default backoff (1 s, doubling, ±50 %) spends them in about 4 s; 3 s
 * doubling, with the first connection after a drop counted as one, gave up after 7.5 s at worst:
 * less than a loaded server takes to restart (its drain answers 503, then the process starts again
 * and opens its database). Spaced from 5 s (doubling, up to 20 s, ±20 %), the attempts come about
 * 5, 15 and 35 s after the drop, and the chat gives up no sooner than 28 s. Meanwhile the chat
 * stays on screen and what is typed waits to be sent.
 */
export const RECONNECTION_DELAY_MS = 5_000;
const RECONNECTION_DELAY_MAX_MS = 20_000;
const RECONNECTION_JITTER = 0.2;

/**
 * A new connection for one panel: `forceNew`, so two panels (or a panel and the app's realtime
 * connection) never share a manager, and closing one leaves the others.
 */
export async function openChatSocket(handshake: ChatHandshake): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  return io(CHAT_NAMESPACE, {
    path: REALTIME_PATH,
    forceNew: true,
    reconnectionAttempts: CHAT_RECONNECTION_ATTEMPTS,
    reconnectionDelay: RECONNECTION_DELAY_MS,
    reconnectionDelayMax: RECONNECTION_DELAY_MAX_MS,
    randomizationFactor: RECONNECTION_JITTER,
    withCredentials: true,
    auth: handshake,
  });
}

/** How long the server has to acknowledge `ready`, `message` or `file` on a live connection. */
export const ACK_TIMEOUT_MS = 15_000;

// Object.keys types its answer as string[]; the keys of chatServerEvents are exactly these names.
export const CHAT_SERVER_EVENT_NAMES = Object.keys(chatServerEvents) as ChatServerEventName[];

type PayloadOf<N extends ChatServerEventName> = z.infer<(typeof chatServerEvents)[N]>;
export type ChatServerEvent = {
  [N in ChatServerEventName]: { name: N; payload: PayloadOf<N> };
}[ChatServerEventName];

/** A server event parsed with its contract schema; null (and a warning) when it does not match. */
export function parseChatEvent(name: ChatServerEventName, payload: unknown): ChatServerEvent | null {
  const parsed = chatServerEvents[name].safeParse(payload);
  if (!parsed.success) {
    console.warn(`chat: dropped a ${name} event that does not match its contract`, parsed.error.issues);
    return null;
  }
  // The payload was parsed with the schema of this very name.
  return { name, payload: parsed.data } as ChatServerEvent;
}

/** Emits a pending message or file with its acknowledgement. */
export function emitPending(
  socket: ChatSocket,
  pending: PendingSend,
  onAck: (error: Error | null, answer: unknown) => void,
): void {
  const timed = socket.timeout(ACK_TIMEOUT_MS);
  if (pending.event === 'message') timed.emit('message', pending.payload, onAck);
  else timed.emit('file', pending.payload, onAck);
}
