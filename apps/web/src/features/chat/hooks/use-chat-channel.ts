/**
 * One chat panel's channel (hub §4 "Chat", §7 chat channel): opens its own connection while
 * mounted (the panel mounts it on START CHAT; a change of channel remounts it, leaving disconnects),
 * drives the pure reducer (rules/chat-channel-state.ts) from the socket, and does what the state
 * asks for:
 * - on `channel open`, `ready` with the end of the run of messages held without a gap (a resume
 *   after a drop gets only what it missed, including a message overtaken by a later one; merging by
 *   messageId keeps out duplicates; an answer that says more were missed replaces the list);
 * - pending messages are emitted only when connected and the channel is open, and emitted again
 *   with the same clientMessageId after a reconnect (the server stores a resend once);
 * - server events are parsed with the contract's schemas; what does not match is dropped.
 */
import {
  type ChatAttachmentUpload,
  type ChatHandshake,
  type ChatSend,
  chatReadyAckSchema,
  chatSendAckSchema,
} from '@navia/domain/contracts/chat';
import { CHAT_REFRESH_DELAY_MS } from '@navia/domain/rules/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import {
  ACK_TIMEOUT_MS,
  CHAT_SERVER_EVENT_NAMES,
  type ChatServerEvent,
  type ChatSocket,
  emitPending,
  openChatSocket,
  parseChatEvent,
  RECONNECTION_DELAY_MS,
} from '../api/chat-socket.ts';
import { canEmit, type PendingSend, readyCursor } from '../rules/chat-channel-state.ts';
import { newClientMessageId } from '../rules/client-message-id.ts';
import { useChatStore, useLatest } from './use-chat-store.ts';

export type SendResult = { ok: boolean };
/** What a message carries besides its client id (the hook adds that). */
export type MessageDraft = Omit<ChatSend, 'clientMessageId'>;
export type RecordMarkKind = 'favourites' | 'priority';

export type ChatChannelOptions = {
  handshake: ChatHandshake;
  /** The viewer: messages from others arriving live are announced (the panel pulses). */
  userId: string | null;
  onIncomingMessage?: () => void;
  /** hub §9: the bot changed a favourite or priority mark; called CHAT_REFRESH_DELAY_MS later. */
  onRecordMarksChanged?: (kind: RecordMarkKind) => void;
  /** talk_to_rep refused (outside trading hours): the notice to flash. */
  onRepresentativeRefused?: (notice: string | null) => void;
};

export function useChatChannel(options: ChatChannelOptions) {
  const [state, dispatch, store] = useChatStore();
  const navigate = useNavigate();
  // The latest callbacks and navigate (which may change with the location) without reconnecting.
  const latest = useLatest({ ...options, navigate });
  const queryClient = useQueryClient();
  const socketRef = useRef<ChatSocket | null>(null);
  /** Sends `ready` on the current connection (set while one is open). */
  const readyRef = useRef<((reopen: boolean) => void) | null>(null);
  /** Counts connections: a pending message is emitted once per connection. */
  const generation = useRef(0);
  const emittedOn = useRef(new Map<string, number>());
  const waiting = useRef(new Map<string, (result: SendResult) => void>());
  const [attempt, setAttempt] = useState(0);
  const handshakeKey = JSON.stringify(options.handshake);

  const settle = useCallback((clientMessageId: string, result: SendResult) => {
    waiting.current.get(clientMessageId)?.(result);
    waiting.current.delete(clientMessageId);
    emittedOn.current.delete(clientMessageId);
  }, []);

  // The connection: opened on mount and on a retry, closed on unmount (leaving disconnects).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    const handshake = JSON.parse(handshakeKey) as ChatHandshake;
    let isLive = true;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let opened: ChatSocket | null = null;
    dispatch({ type: 'start' });

    const sendReady = (socket: ChatSocket, reopen: boolean) => {
      const payload = {
        lastMessageId: readyCursor(store.current),
        ...(reopen ? { reopen: true } : {}),
      };
      socket.timeout(ACK_TIMEOUT_MS).emit('ready', payload, (error, answer) => {
        if (!isLive) return;
        if (error) {
          // Unanswered on a live connection; a dropped one sends ready again after reconnecting.
          if (socket.connected) dispatch({ type: 'channelFailed', code: 'TIMEOUT', text: '' });
          return;
        }
        const parsed = chatReadyAckSchema.safeParse(answer);
        if (parsed.success) dispatch({ type: 'readyAnswered', answer: parsed.data });
        else dispatch({ type: 'channelFailed', code: 'BAD_ANSWER', text: '' });
      });
    };

    const later = (run: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (isLive) run();
      }, ms);
      timers.add(timer);
    };

    const receive = (socket: ChatSocket, event: ChatServerEvent) => {
      switch (event.name) {
        case 'channel open':
          dispatch({ type: 'channelOpened', channel: event.payload });
          sendReady(socket, store.current.reopenRequested);
          return;
        case 'channel_error':
          dispatch({ type: 'channelFailed', code: event.payload.code, text: event.payload.text });
          return;
        case 'message_error': {
          const { clientMessageId } = event.payload;
          dispatch({ type: 'sendFailed', clientMessageId });
          if (clientMessageId) settle(clientMessageId, { ok: false });
          return;
        }
        case 'message': {
          const message = event.payload;
          dispatch({ type: 'messageReceived', message });
          if (message.clientMessageId) settle(message.clientMessageId, { ok: true });
          if (message.from === null || message.from !== latest.current.userId)
            latest.current.onIncomingMessage?.();
          return;
        }
        case 'update_favourites':
        case 'update_priority_shipments': {
          const kind: RecordMarkKind = event.name === 'update_favourites' ? 'favourites' : 'priority';
          later(() => {
            void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
            latest.current.onRecordMarksChanged?.(kind);
          }, CHAT_REFRESH_DELAY_MS);
          return;
        }
        case 'redirect_user':
          latest.current.navigate(`/shipment/${encodeURIComponent(event.payload.shipmentNumber)}`);
          return;
        case 'talk_to_rep':
          dispatch({ type: 'talkToRep', accepted: event.payload.accepted });
          if (!event.payload.accepted) latest.current.onRepresentativeRefused?.(event.payload.notice);
          return;
      }
    };

    openChatSocket(handshake).then(
      (socket) => {
        if (!isLive) {
          socket.disconnect();
          return;
        }
        opened = socket;
        socketRef.current = socket;
        readyRef.current = (reopen) => sendReady(socket, reopen);
        const whileLive =
          <A extends unknown[]>(handler: (...args: A) => void) =>
          (...args: A) => {
            if (isLive) handler(...args);
          };
        socket.on(
          'connect',
          whileLive(() => {
            generation.current += 1;
            dispatch({ type: 'connected' });
          }),
        );
        socket.on(
          'disconnect',
          whileLive((reason: string) => {
            // The server closed the connection without refusing the channel first (a restart's
            // drain does this): Socket.IO would not come back by itself, so the chat tries again,
            // with the same 3 attempts. A session that ended is refused then (the error state).
            const serverClosed = reason === 'io server disconnect' && store.current.status !== 'error';
            dispatch({ type: 'dropped', willReconnect: socket.active || serverClosed });
            if (serverClosed) later(() => socket.connect(), RECONNECTION_DELAY_MS);
          }),
        );
        // A failed reconnection attempt counts against hub §9's 3; a first connection that fails
        // (on START CHAT, or after a restart's server disconnect) starts the attempts, not one of them.
        socket.io.on(
          'reconnect_error',
          whileLive(() => dispatch({ type: 'connectFailed' })),
        );
        socket.on(
          'connect_error',
          whileLive(() => {
            // While active, the manager tries again (and reports each failed attempt above).
            if (socket.active) return;
            // The server refused the handshake (hub §8 "Chat authentication error"): the current
            // user is read again, and a session that ended sends the visitor to the login page.
            dispatch({ type: 'refused' });
            void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          }),
        );
        socket.io.on(
          'reconnect_failed',
          whileLive(() => dispatch({ type: 'gaveUp' })),
        );
        for (const name of CHAT_SERVER_EVENT_NAMES) {
          socket.on(
            name,
            whileLive((payload: unknown) => {
              const event = parseChatEvent(name, payload);
              if (event) receive(socket, event);
            }),
          );
        }
      },
      (error: unknown) => {
        console.warn('chat: could not load the client', error);
        if (isLive) dispatch({ type: 'gaveUp' });
      },
    );

    return () => {
      isLive = false;
      for (const timer of timers) clearTimeout(timer);
      opened?.disconnect();
      socketRef.current = null;
      readyRef.current = null;
    };
  }, [handshakeKey, attempt, dispatch, store, settle, queryClient, latest]);

  // The error state closes the connection and gives back what waited to be sent.
  useEffect(() => {
    if (state.status !== 'error') return;
    socketRef.current?.disconnect();
    for (const id of [...waiting.current.keys()]) settle(id, { ok: false });
  }, [state.status, settle]);

  // Pending messages go out when connected and open: once per connection, with their client id.
  useEffect(() => {
    const socket = socketRef.current;
    if (!socket || !canEmit(state)) return;
    for (const pending of state.pending) {
      const { clientMessageId } = pending;
      if (emittedOn.current.get(clientMessageId) === generation.current) continue;
      emittedOn.current.set(clientMessageId, generation.current);
      const onAck = (error: Error | null, answer: unknown) => {
        if (error) {
          // No answer on a live connection fails the send; a dropped one resends after reconnecting.
          if (socket.connected && waiting.current.has(clientMessageId)) {
            dispatch({ type: 'sendFailed', clientMessageId });
            settle(clientMessageId, { ok: false });
          }
          return;
        }
        const parsed = chatSendAckSchema.safeParse(answer);
        if (parsed.success && parsed.data.ok) {
          dispatch({ type: 'sendAcked', clientMessageId, message: parsed.data.message });
          settle(clientMessageId, { ok: true });
        } else {
          dispatch({ type: 'sendFailed', clientMessageId });
          settle(clientMessageId, { ok: false });
        }
      };
      emitPending(socket, pending, onAck);
    }
  }, [state, dispatch, settle]);

  const queue = useCallback(
    (pending: PendingSend) => {
      dispatch({ type: 'queued', pending });
      return new Promise<SendResult>((resolve) => {
        waiting.current.set(pending.clientMessageId, resolve);
      });
    },
    [dispatch],
  );

  /** Sends a message; resolves when the server stored it (or refused it). */
  const send = useCallback(
    (draft: MessageDraft) => {
      const clientMessageId = newClientMessageId();
      return queue({
        clientMessageId,
        event: 'message',
        payload: { ...draft, clientMessageId },
        text: draft.chat,
        queuedAt: new Date().toISOString(),
      });
    },
    [queue],
  );

  /** hub §7 `file`: the uploaded attachment as a file message. */
  const sendFile = useCallback(
    (upload: ChatAttachmentUpload) => {
      const clientMessageId = newClientMessageId();
      return queue({
        clientMessageId,
        event: 'file',
        payload: { clientMessageId, webUrl: upload.webUrl, name: upload.name, eTag: upload.eTag },
        text: upload.name,
        queuedAt: new Date().toISOString(),
      });
    },
    [queue],
  );

  /**
   * hub §8 archived, "click here to reconnect": ready with reopen, on the open connection or on a
   * new one.
   */
  const reopen = useCallback(() => {
    dispatch({ type: 'reopen' });
    if (socketRef.current?.connected) readyRef.current?.(true);
    else setAttempt((n) => n + 1);
  }, [dispatch]);

  /** From the error state: a new connection. */
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, dispatch, send, sendFile, reopen, retry };
}
