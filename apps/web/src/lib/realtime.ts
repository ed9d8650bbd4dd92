/**
 * The realtime channel (hub §7 "Realtime"; issue 11): one Socket.IO connection per signed-in tab,
 * on the API's own origin. The httpOnly session cookie authenticates the handshake, so the page
 * holds no token. The app shell loads this module after a user has signed in, and socket.io-client
 * with a dynamic import after that, so the login page carries neither (decision 013, JS budget).
 *
 * Everything received is parsed with the contract's schema (packages/domain/contracts/realtime.ts);
 * a payload that does not match is dropped and logged, never handed to a component.
 */
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type ServerEventName,
  type ServerToClientEvents,
  serverEvents,
  type WatchRecord,
  watchRecordAckSchema,
  watchRecordSchema,
} from '@navia/domain/contracts/realtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';

type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type PayloadOf<N extends ServerEventName> = z.infer<(typeof serverEvents)[N]>;
type Listener = (payload: unknown) => void;

/** How long the server has to acknowledge a watchRecord before the client logs it as unanswered. */
const WATCH_ACK_TIMEOUT_MS = 10_000;

// Object.keys types its answer as string[]; the keys of serverEvents are exactly ServerEventName.
const SERVER_EVENT_NAMES = Object.keys(serverEvents) as ServerEventName[];

async function openSocket(): Promise<AppSocket> {
  const { io } = await import('socket.io-client');
  return io({ path: REALTIME_PATH, withCredentials: true });
}

function watchKey(watch: WatchRecord): string {
  return `${watch.isShipment ? 'shipment' : 'order'}:${watch.recordKey}`;
}

/**
 * The tab's one connection. Listeners and watched records live here, not on the socket: a screen
 * subscribes once and keeps receiving after a dropped connection comes back, or after logging in.
 */
const listeners = new Map<ServerEventName, Set<Listener>>();
/** Called when a dropped connection comes back: what was pushed meanwhile is read again. */
const reconnectListeners = new Set<() => void>();
const watched = new Map<string, { record: WatchRecord; count: number }>();
let connection: { id: number; socket: AppSocket | null } | null = null;
let lastConnectionId = 0;

function receive(name: ServerEventName, payload: unknown): void {
  const parsed = serverEvents[name].safeParse(payload);
  if (!parsed.success) {
    console.warn(`realtime: dropped a ${name} event that does not match its contract`, parsed.error.issues);
    return;
  }
  for (const listener of listeners.get(name) ?? []) listener(parsed.data);
}

function connectedSocket(): AppSocket | null {
  return connection?.socket?.connected ? connection.socket : null;
}

function emitWatch(socket: AppSocket, record: WatchRecord): void {
  socket.timeout(WATCH_ACK_TIMEOUT_MS).emit('watchRecord', record, (error, answer) => {
    if (error) {
      console.warn(`realtime: watchRecord ${record.recordKey} was not acknowledged`);
      return;
    }
    const ack = watchRecordAckSchema.safeParse(answer);
    if (!ack.success) console.warn('realtime: dropped a watchRecord answer that does not match its contract');
    else if (!ack.data.ok)
      console.warn(`realtime: watchRecord ${record.recordKey} refused (${ack.data.code})`);
  });
}

/** Opens a connection; a close() that comes first (logout, unmount) wins over a late import. */
function open(): number {
  lastConnectionId += 1;
  const id = lastConnectionId;
  connection = { id, socket: null };
  openSocket().then(
    (socket) => {
      if (connection?.id !== id) {
        socket.disconnect();
        return;
      }
      connection.socket = socket;
      for (const name of SERVER_EVENT_NAMES) socket.on(name, (payload: unknown) => receive(name, payload));
      // 'connect' fires on the first connection and after every reconnection: the server forgets
      // the rooms of a dropped socket, so each watched record is asked for again.
      let connectedBefore = false;
      socket.on('connect', () => {
        for (const { record } of watched.values()) emitWatch(socket, record);
        if (connectedBefore) for (const listener of reconnectListeners) listener();
        connectedBefore = true;
      });
    },
    (error: unknown) => console.warn('realtime: could not load the client', error),
  );
  return id;
}

function close(id: number): void {
  if (connection?.id !== id) return;
  connection.socket?.disconnect();
  connection = null;
}

/**
 * Mounted once by the app shell while a user is signed in, keyed by the user (loaded after the
 * first paint, like the navigation bar): the connection opens with it and closes when the user
 * logs out or another user signs in.
 */
export function RealtimeConnection(): null {
  useEffect(() => {
    const id = open();
    return () => close(id);
  }, []);
  return null;
}

/** The latest render's function, without resubscribing on every render. */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Calls `handler` with each parsed payload of a server event while the component is mounted.
 * Nothing arrives while no connection is open.
 */
export function useRealtimeEvent<N extends ServerEventName>(
  name: N,
  handler: (payload: PayloadOf<N>) => void,
): void {
  const latest = useLatest(handler);
  useEffect(() => {
    // receive() hands each listener the payload parsed with serverEvents[name].
    const listener: Listener = (payload) => latest.current(payload as PayloadOf<N>);
    let set = listeners.get(name);
    if (!set) {
      set = new Set();
      listeners.set(name, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [name, latest]);
}

/**
 * Calls `handler` each time the connection comes back after dropping (not on the first connect):
 * events pushed while it was down are lost to this tab, so screens read their data again.
 */
export function useRealtimeReconnect(handler: () => void): void {
  const latest = useLatest(handler);
  useEffect(() => {
    const listener = () => latest.current();
    reconnectListeners.add(listener);
    return () => {
      reconnectListeners.delete(listener);
    };
  }, [latest]);
}

/**
 * Joins a record's room while mounted (watchRecord, acknowledged), again after each reconnect,
 * and leaves it on unmount (unwatchRecord). `recordKey` null watches nothing. Counted, so two
 * screens watching one record keep it watched until both have left.
 */
export function useWatchedRecord(recordKey: string | null, isShipment: boolean): void {
  useEffect(() => {
    if (recordKey === null) return;
    const parsed = watchRecordSchema.safeParse({ recordKey, isShipment });
    if (!parsed.success) return;
    const record = parsed.data;
    const key = watchKey(record);
    const entry = watched.get(key);
    if (entry) entry.count += 1;
    else {
      watched.set(key, { record, count: 1 });
      const socket = connectedSocket();
      if (socket) emitWatch(socket, record);
    }
    return () => {
      const current = watched.get(key);
      if (!current) return;
      current.count -= 1;
      if (current.count > 0) return;
      watched.delete(key);
      connectedSocket()?.emit('unwatchRecord', record);
    };
  }, [recordKey, isShipment]);
}
