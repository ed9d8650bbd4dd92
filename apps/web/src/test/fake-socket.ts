/**
 * A stand-in for socket.io-client, for tests of the realtime channel and what listens to it:
 *
 *   vi.mock('socket.io-client', async () => (await import('../test/fake-socket.ts')).fakeSocketModule);
 *
 * The app's `io()` gets a FakeSocket; the test plays the server with `connect()`, `drop()` and
 * `serverSends()`, and reads what the page sent in `sent`. Acknowledged emits are answered by
 * `respond` (default: `watchAnswer`); an answer of NO_ANSWER leaves the ack waiting until
 * `answerWaiting()`. The chat channel's tests also use the manager (`io`), `active` and the failed
 * attempts (`failConnect()`, `failAttempt()`, `refuse()`, `giveUp()`).
 */
type Handler = (...args: unknown[]) => void;
type Sent = { event: string; payload: unknown };

/** What `respond` returns to keep an acknowledgement waiting. */
export const NO_ANSWER = Symbol('no answer');

class FakeEmitter {
  private readonly handlers = new Map<string, Handler[]>();

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

export class FakeSocket extends FakeEmitter {
  connected = false;
  disconnected = false;
  /** Socket.IO's `active`: false once the client stops reconnecting (refused, closed, given up). */
  active = true;
  /** The Manager: `reconnect_error` and `reconnect_failed` are its events. */
  readonly io = new FakeEmitter();
  readonly sent: Sent[] = [];
  /** The acknowledgement the fake server gives a watchRecord. */
  watchAnswer: unknown = { ok: true };
  /** How the fake server answers an acknowledged emit; null answers `watchAnswer`. */
  respond: ((event: string, payload: unknown) => unknown) | null = null;
  /** Acknowledgements kept waiting (NO_ANSWER), oldest first. */
  readonly waiting: { event: string; payload: unknown; deliver: (answer: unknown) => void }[] = [];

  emit(event: string, payload: unknown, ack?: Handler): this {
    this.sent.push({ event, payload });
    if (ack) this.answer(event, payload, (answer) => ack(answer));
    return this;
  }

  timeout(_ms: number): { emit: (event: string, payload: unknown, ack?: Handler) => void } {
    return {
      emit: (event, payload, ack) => {
        this.sent.push({ event, payload });
        if (ack) this.answer(event, payload, (answer) => ack(null, answer));
      },
    };
  }

  disconnect(): this {
    this.connected = false;
    this.disconnected = true;
    this.active = false;
    return this;
  }

  /** The (re)connection completes. */
  connect(): void {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The connection drops (the client would reconnect by itself). */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server closes the connection (a namespace disconnect): Socket.IO does not come back by itself. */
  serverDisconnects(): void {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** A reconnection attempt fails (the socket and the manager both say so); the client tries again. */
  failAttempt(): void {
    this.connected = false;
    this.fire('connect_error', new Error('xhr poll error'));
    this.io.fire('reconnect_error', new Error('xhr poll error'));
  }

  /** A first connection (not a reconnection attempt) fails; the manager starts its attempts. */
  failConnect(): void {
    this.connected = false;
    this.fire('connect_error', new Error('xhr poll error'));
  }

  /** The server refuses the handshake (its middleware): the client does not try again. */
  refuse(message = 'UNAUTHORISED'): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  /** The manager used up its reconnection attempts. */
  giveUp(): void {
    this.active = false;
    this.io.fire('reconnect_failed');
  }

  /** The server emits an event to this client. */
  serverSends(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  sentEvents(event: string): unknown[] {
    return this.sent.filter((s) => s.event === event).map((s) => s.payload);
  }

  /** Answers the oldest waiting acknowledgement of `event`. */
  answerWaiting(event: string, answer: unknown): void {
    const index = this.waiting.findIndex((w) => w.event === event);
    const [entry] = index >= 0 ? this.waiting.splice(index, 1) : [];
    if (!entry) throw new Error(`No ${event} acknowledgement is waiting`);
    entry.deliver(answer);
  }

  private answer(event: string, payload: unknown, deliver: (answer: unknown) => void): void {
    const answer = this.respond ? this.respond(event, payload) : this.watchAnswer;
    if (answer === NO_ANSWER) this.waiting.push({ event, payload, deliver });
    else deliver(answer);
  }
}

/** Every socket the app opened, oldest first. */
export const fakeSockets: FakeSocket[] = [];

export function latestSocket(): FakeSocket | undefined {
  return fakeSockets.at(-1);
}

/** The arguments of every io() call. */
export const ioCalls: unknown[][] = [];

export const fakeSocketModule = {
  io: (...args: unknown[]) => {
    ioCalls.push(args);
    const socket = new FakeSocket();
    fakeSockets.push(socket);
    return socket;
  },
};
