/**
 * Test helpers for the chat socket: a client of the /chat namespace whose every event is recorded
 * from the moment it is created (so no event can arrive before its listener), and waits on that
 * record. Negative checks use a barrier (a later message's ack) rather than a timer: the server
 * handles one socket's messages in order and a room's events reach a client in the order emitted.
 */
import { randomUUID } from 'node:crypto';
import {
  CHAT_NAMESPACE,
  type ChatChannel,
  type ChatClientToServerEvents,
  type ChatMessage,
  type ChatReadyAck,
  type ChatSend,
  type ChatSendAck,
  type ChatServerToClientEvents,
} from '@navia/domain/contracts/chat';
import { REALTIME_PATH } from '@navia/domain/contracts/realtime';
import { io as connect, type Socket } from 'socket.io-client';

type Client = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;
type EventName = keyof ChatServerToClientEvents | 'connect_error' | 'disconnect';
type Entry = { event: EventName; payload: unknown };

/** How long a wait may take before the test fails (a failure, never a timed expectation). */
const WAIT_MS = 10_000;

class ChatProbe {
  readonly socket: Client;
  private readonly log: Entry[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(base: string, options: { cookie?: string; auth: Record<string, unknown> }) {
    this.socket = connect(`${base}${CHAT_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
      auth: options.auth,
    });
    this.socket.onAny((event: EventName, payload: unknown) => this.push(event, payload));
    this.socket.on('connect_error', (error) => this.push('connect_error', error.message));
    this.socket.on('disconnect', (reason) => this.push('disconnect', reason));
  }

  private push(event: EventName, payload: unknown) {
    this.log.push({ event, payload });
    for (const wake of this.waiters) wake();
  }

  /** Every payload of `event` received so far. */
  all<E extends keyof ChatServerToClientEvents>(event: E): Parameters<ChatServerToClientEvents[E]>[0][] {
    return this.log.filter((e) => e.event === event).map((e) => e.payload as never);
  }

  /** The first entry (received or to come) that `matches`. */
  private next(matches: (entry: Entry) => boolean): Promise<Entry> {
    const found = this.log.find(matches);
    if (found) return Promise.resolve(found);
    return new Promise<Entry>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        const seen = this.log.map((e) => e.event).join(', ');
        reject(new Error(`nothing expected within ${WAIT_MS} ms; received ${seen}`));
      }, WAIT_MS);
      const check = () => {
        const hit = this.log.find(matches);
        if (!hit) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(hit);
      };
      this.waiters.add(check);
    });
  }

  /** The first payload of `event` (received or to come) that `matches`. */
  async wait<E extends keyof ChatServerToClientEvents>(
    event: E,
    matches: (payload: Parameters<ChatServerToClientEvents[E]>[0]) => boolean = () => true,
  ): Promise<Parameters<ChatServerToClientEvents[E]>[0]> {
    const entry = await this.next((e) => e.event === event && matches(e.payload as never));
    return entry.payload as never;
  }

  /** `channel open`, or the refusal (channel_error's payload, or connect_error's message). */
  async opened() {
    const entry = await this.next((e) =>
      ['channel open', 'channel_error', 'connect_error'].includes(e.event),
    );
    if (entry.event === 'channel open') return { open: entry.payload as ChatChannel } as const;
    if (entry.event === 'channel_error')
      return { error: entry.payload as { code: string; text: string } } as const;
    return { connectError: entry.payload as string } as const;
  }

  /** Resolves once the server disconnected the socket. */
  async disconnected(): Promise<string> {
    return (await this.next((e) => e.event === 'disconnect')).payload as string;
  }

  async ready(payload: { lastMessageId?: number; reopen?: boolean } = {}): Promise<ChatReadyAck> {
    return this.socket.timeout(WAIT_MS).emitWithAck('ready', payload);
  }

  async send(payload: Partial<ChatSend> & { chat?: unknown }): Promise<ChatSendAck> {
    return this.socket
      .timeout(WAIT_MS)
      .emitWithAck('message', { clientMessageId: randomUUID(), ...payload } as ChatSend);
  }

  /** Sends and expects it stored: answers the stored message. */
  async say(chat: string, extra: Partial<ChatSend> = {}): Promise<ChatMessage> {
    const ack = await this.send({ chat, ...extra });
    if (!ack.ok) throw new Error(`message refused: ${ack.code}`);
    return ack.message;
  }

  close() {
    this.socket.disconnect();
  }
}

/** Opens chat clients and closes them all afterwards. */
export function chatClients(base: () => string) {
  const open: ChatProbe[] = [];
  return {
    open(cookie: string | undefined, auth: Record<string, unknown>) {
      const probe = new ChatProbe(base(), { ...(cookie ? { cookie } : {}), auth });
      open.push(probe);
      return probe;
    },
    closeAll() {
      for (const probe of open.splice(0)) probe.close();
    },
  };
}
