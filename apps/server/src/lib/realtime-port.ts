/**
 * What services and jobs use to reach connected clients (the realtime channel, plugins/realtime.ts).
 * A type of its own, so that the app context can name it without importing the plugin.
 */
import type {
  ClientToServerEvents,
  LiveNotification,
  RecordChanged,
  ServerToClientEvents,
} from '@navia/domain/contracts/realtime';
import type { Server } from 'socket.io';
import type { Scope } from './scope.ts';

/** What the handshake stores on a socket. */
export type SocketData = { userId: string; sessionId: string; scope: Scope };
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** What services and jobs use to reach connected clients. Emits are fire-and-forget. */
export type Realtime = {
  notifyUser: (
    userId: string,
    event: 'notification' | 'newMessageNotification',
    payload: LiveNotification,
  ) => void;
  recordChanged: (payload: RecordChanged) => void;
  /** Sockets connected to this process (the bench, tests). */
  localSocketCount: () => number;
  /** The Socket.IO server, for the shutdown and the tests. */
  io: RealtimeServer;
};
