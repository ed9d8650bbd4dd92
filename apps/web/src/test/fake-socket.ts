/**
 * A stand-in for socket.io-client, for tests of the realtime channel and what listens to it:
 *
 *   vi.mock('socket.io-client', async () => (await import('../test/fake-socket.ts')).fakeSocketModule);
 *
 * The app's `io()` gets a FakeSocket; the test plays the server with `connect()`, `drop()` and
 * `serverSends()`, and reads what the page sent in `sent`.
 */
type Handler = (...args: unknown[]) => void;
type Sent = { event: string; payload: unknown };

export class FakeSocket {
  connected = false;
  disconnected = false;
  readonly sent: Sent[] = [];
  /** The acknowledgement the fake server gives a watchRecord. */
  watchAnswer: unknown = { ok: true };
  private readonly handlers = new Map<string, Handler[]>();

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  emit(event: string, payload: unknown, ack?: Handler): this {
    this.sent.push({ event, payload });
    ack?.(this.watchAnswer);
    return this;
  }

  timeout(_ms: number): { emit: (event: string, payload: unknown, ack?: Handler) => void } {
    return {
      emit: (event, payload, ack) => {
        this.sent.push({ event, payload });
        ack?.(null, this.watchAnswer);
      },
    };
  }

  disconnect(): this {
    this.connected = false;
    this.disconnected = true;
    return this;
  }

  /** The (re)connection completes. */
  connect(): void {
    this.connected = true;
    this.fire('connect');
  }

  /** The connection drops (the client would reconnect by itself). */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server emits an event to this client. */
  serverSends(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  sentEvents(event: string): unknown[] {
    return this.sent.filter((s) => s.event === event).map((s) => s.payload);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
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
