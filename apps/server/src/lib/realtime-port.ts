/**
 * What services and jobs use to reach connected clients (the realtime channel, plugins/realtime.ts).
 * A type of its own, so that the app context can name it without importing the plugin.
 */
import type {
  ChatClientToServerEvents,
  ChatServerEventName,
  ChatServerToClientEvents,
} from '@navia/domain/contracts/chat';
import type {
  ClientToServerEvents,
  LiveNotification,
  RecordChanged,
  ServerToClientEvents,
} from '@navia/domain/contracts/realtime';
import type { Namespace, Server } from 'socket.io';
import type { Scope } from './scope.ts';

/** What the handshake stores on a socket. */
export type SocketData = { userId: string; sessionId: string; scope: Scope };
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** The chat namespace: its sockets carry the same handshake data as the notification channel's. */
export type ChatNamespace = Namespace<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  SocketData
>;
export type ChatEventPayload<E extends ChatServerEventName> = Parameters<ChatServerToClientEvents[E]>[0];

/** The chat namespace (issue 12), as services reach it. */
export type ChatRealtime = {
  /** Emits to every socket in the channel's room, in every process. */
  emit: <E extends ChatServerEventName>(channelId: string, event: E, payload: ChatEventPayload<E>) => void;
  /** The users with a socket in the channel's room now, in every process (through the adapter). */
  memberUserIds: (channelId: string) => Promise<string[]>;
  /** The namespace itself, for the socket handlers (modules/chat/chat-socket.ts). */
  namespace: ChatNamespace;
};

/** What services and jobs use to reach connected clients. Emits are fire-and-forget. */
export type Realtime = {
  notifyUser: (
    userId: string,
    event: 'notification' | 'newMessageNotification',
    payload: LiveNotification,
  ) => void;
  recordChanged: (payload: RecordChanged) => void;
  /** Staff inbox (issue 12): a channel changed; staff sockets re-read the inbox. */
  chatInboxChanged: (channelId: string) => void;
  chat: ChatRealtime;
  /** Sockets connected to this process (the bench, tests). */
  localSocketCount: () => number;
  /** The Socket.IO server, for the shutdown and the tests. */
  io: RealtimeServer;
};
