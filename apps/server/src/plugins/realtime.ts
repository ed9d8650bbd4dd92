/**
 * The realtime channel (issue 11; hub §7 "Realtime"): Socket.IO 4 on the API's own HTTP server.
 *
 * - Handshake: the session cookie, or `auth: { token, sessionId }` (hub §7). The session is checked
 *   as an HTTP request's is (auth plugin): an expired, revoked or forged one is refused. A given
 *   sessionId must be the token's own session.
 * - Rooms: the user's, the session's, the organisation group's, and a record's once the client asks
 *   to watch it and its scope can read it (the same finder the detail screen uses). A foreign
 *   record answers as an unknown one.
 * - A socket whose session ends is disconnected: on logout and password change at once (domain
 *   events), and on the idle or absolute timeout at the next sweep.
 * - One process: the in-memory adapter. On PostgreSQL: @socket.io/postgres-adapter, so that server
 *   processes sharing the database share their emits (LISTEN/NOTIFY).
 * - Staff sockets also join the staff room (the chat inbox's live updates, issue 12).
 * - The chat namespace (`/chat`, issue 12) shares the handshake and the session-end disconnects; its
 *   events are handled by modules/chat/chat-socket.ts.
 */
import { CHAT_NAMESPACE } from '@navia/domain/contracts/chat';
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  rooms,
  type ServerToClientEvents,
  watchRecordSchema,
} from '@navia/domain/contracts/realtime';
import { isStaff } from '@navia/domain/rules/access';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import { type Namespace, Server, type Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import type { ChatNamespace, Realtime, RealtimeServer, SocketData } from '../lib/realtime-port.ts';
import { findVisibleRecord } from '../modules/shipments/shipments.repository.ts';
import { sessionEnd, sessionLimits } from '../modules/users/session-limits.ts';
import { findSessionsByIds } from '../modules/users/users.repository.ts';
import { authenticate, SESSION_COOKIE } from './auth.ts';

type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The staff inbox hears of a channel's changes at most once per window (trailing). */
const INBOX_COALESCE_MS = 2000;

/** How long other server processes have to say who is in a chat room (a crashed one never answers). */
const MEMBERS_TIMEOUT_MS = 1000;

/** How often sessions of connected sockets are re-checked for the idle and absolute timeouts. */
const SESSION_SWEEP_MS = 60_000;

export function createRealtime(
  app: FastifyInstance,
  ctx: Omit<AppContext, 'realtime'>,
  options: { shared: boolean } = { shared: true },
): Realtime {
  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin only: the web app is served by this server (or proxied to it in development).
    cors: { origin: false },
    // Idle sockets: a ping every 25 s keeps proxies from dropping them; 20 s to answer.
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 16 * 1024,
  });

  if (options.shared && ctx.database.kind === 'postgres' && ctx.database.pool) {
    io.adapter(
      createAdapter(ctx.database.pool, { tableName: 'socket_io_attachments', heartbeatInterval: 5_000 }),
    );
  }

  // The chat namespace authenticates as the default one does; its channel events are modules/chat's.
  const chat = io.of(CHAT_NAMESPACE) as unknown as ChatNamespace;
  const namespaces: Namespace[] = [io.of('/'), chat as unknown as Namespace];
  const authenticateSocket = socketAuthentication(app, ctx);
  for (const namespace of namespaces) namespace.use(authenticateSocket);

  io.on('connection', (socket: RealtimeSocket) => {
    const { userId, sessionId, scope } = socket.data;
    const joined = [rooms.user(userId), rooms.session(sessionId)];
    if (scope.orgGroupId) joined.push(rooms.orgGroup(scope.orgGroupId));
    if (isStaff(scope.role)) joined.push(rooms.staff());
    void socket.join(joined);

    socket.on('watchRecord', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = watchRecordSchema.safeParse(payload);
      if (!parsed.success) return reply({ ok: false, code: 'BAD_REQUEST' });
      try {
        const record = await findVisibleRecord(
          ctx.database.db,
          scope,
          parsed.data.recordKey,
          parsed.data.isShipment,
        );
        if (!record) return reply({ ok: false, code: 'NOT_FOUND' });
        await socket.join(rooms.record(parsed.data.recordKey));
        reply({ ok: true });
      } catch {
        reply({ ok: false, code: 'NOT_FOUND' });
      }
    });
    socket.on('unwatchRecord', (payload) => {
      const parsed = watchRecordSchema.safeParse(payload);
      if (parsed.success) void socket.leave(rooms.record(parsed.data.recordKey));
    });
  });

  // Sessions that end disconnect their sockets, in every process (the adapter broadcasts). Chat
  // sockets join their user's and session's rooms in their own namespace for this.
  chat.on('connection', (socket) => {
    void socket.join([rooms.user(socket.data.userId), rooms.session(socket.data.sessionId)]);
  });
  ctx.events.on('sessionEnded', ({ sessionId }) => {
    for (const namespace of namespaces) namespace.in(rooms.session(sessionId)).disconnectSockets(true);
  });
  ctx.events.on('passwordChanged', ({ userId }) => {
    for (const namespace of namespaces) namespace.in(rooms.user(userId)).disconnectSockets(true);
  });

  /** Channels whose chatInboxChanged waits for its window to end. */
  const inboxPending = new Map<string, NodeJS.Timeout>();

  const sweep = setInterval(() => {
    sweepEndedSessions(ctx, namespaces).catch((error) =>
      ctx.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'socket session sweep failed',
      ),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();

  // Before the HTTP server closes: an open WebSocket would keep it from closing (a SIGTERM waited
  // for the drain's timeout). Closing the engine drops this process's connections without a
  // Socket.IO disconnect packet, so clients see a lost transport and reconnect (to another process
  // behind a load balancer, or to this one restarted); `disconnectSockets` would tell them the
  // server let them go, and they would not come back. The adapter closes with the app.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    for (const timer of inboxPending.values()) clearTimeout(timer);
    inboxPending.clear();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
    });
  });

  return {
    notifyUser: (userId, event, payload) => {
      io.to(rooms.user(userId)).emit(event, payload);
    },
    recordChanged: (payload) => {
      io.to(rooms.record(payload.recordKey)).emit('recordChanged', payload);
    },
    chatInboxChanged: (channelId) => {
      // A busy channel changes many times a second; the inbox needs to hear of it once per window.
      if (inboxPending.has(channelId)) return;
      const timer = setTimeout(() => {
        inboxPending.delete(channelId);
        io.to(rooms.staff()).emit('chatInboxChanged', { channelId });
      }, INBOX_COALESCE_MS);
      timer.unref();
      inboxPending.set(channelId, timer);
    },
    chat: {
      emit: (channelId, event, payload) => {
        // The namespace's typed emit cannot follow a generic event name to its payload type.
        const room = chat.to(rooms.chat(channelId)) as unknown as {
          emit: (name: string, data: unknown) => boolean;
        };
        room.emit(event, payload);
      },
      memberUserIds: async (channelId) => {
        const sockets = await chat.in(rooms.chat(channelId)).timeout(MEMBERS_TIMEOUT_MS).fetchSockets();
        return [...new Set(sockets.map((s) => s.data.userId))];
      },
      namespace: chat,
    },
    localSocketCount: () => io.of('/').sockets.size,
    io,
  };
}

/**
 * The handshake of every namespace: the session cookie (from a page of this site only), or
 * `auth: { token, sessionId }`. A refusal is the connect_error's message: FORBIDDEN, UNAUTHORISED or
 * SERVICE_UNAVAILABLE.
 */
function socketAuthentication(app: FastifyInstance, ctx: Omit<AppContext, 'realtime'>) {
  return async (socket: Socket, next: (error?: Error) => void): Promise<void> => {
    try {
      const auth = (socket.handshake.auth ?? {}) as { token?: unknown; sessionId?: unknown };
      const fromCookie = app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const given = typeof auth.token === 'string' ? auth.token : null;
      const byCookie = given === null;
      // A browser sends the cookie to a WebSocket whatever page opened it (CORS does not apply):
      // a cookie handshake must come from a page of this site (cross-site WebSocket hijacking).
      if (byCookie && !isOwnOrigin(socket.handshake.headers, ctx.config.NAVIA_PUBLIC_URL)) {
        next(new Error('FORBIDDEN'));
        return;
      }
      const token = given ?? fromCookie;
      const found = token ? await authenticate(ctx, token) : null;
      if (!found || (typeof auth.sessionId === 'string' && auth.sessionId !== found.sessionId)) {
        next(new Error('UNAUTHORISED'));
        return;
      }
      const data: SocketData = { userId: found.user.user.id, sessionId: found.sessionId, scope: found.scope };
      socket.data = data;
      next();
    } catch (error) {
      ctx.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'socket handshake failed',
      );
      next(new Error('SERVICE_UNAVAILABLE'));
    }
  };
}

/**
 * Whether a handshake's Origin is this site: the public URL's origin, or the Host it was sent to
 * (the same origin behind a proxy that keeps Host). No Origin: not a browser page, allowed.
 */
function isOwnOrigin(
  headers: { origin?: string | undefined; host?: string | undefined },
  publicUrl: string,
): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  try {
    const from = new URL(origin);
    return (
      from.origin === new URL(publicUrl).origin || (headers.host !== undefined && from.host === headers.host)
    );
  } catch {
    return false;
  }
}

/** Disconnects this process's sockets whose session is gone or past its idle or absolute limit. */
async function sweepEndedSessions(
  ctx: Omit<AppContext, 'realtime'>,
  namespaces: readonly Namespace[],
): Promise<void> {
  const bySession = new Map<string, Socket[]>();
  for (const namespace of namespaces) {
    for (const socket of namespace.sockets.values()) {
      const sessionId = (socket.data as SocketData).sessionId;
      const list = bySession.get(sessionId) ?? [];
      list.push(socket);
      bySession.set(sessionId, list);
    }
  }
  if (bySession.size === 0) return;
  const now = ctx.now();
  const live = new Set(
    (await findSessionsByIds(ctx.database.db, [...bySession.keys()]))
      .filter((s) => s.expiresAt > now && !sessionEnd(s, now, sessionLimits(ctx.config, s.remember)))
      .map((s) => s.id),
  );
  for (const [sessionId, sockets] of bySession) {
    if (!live.has(sessionId)) for (const socket of sockets) socket.disconnect(true);
  }
}
