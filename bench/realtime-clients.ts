/**
 * One load-generator process of bench/realtime.ts (forked by it, never run by hand): it holds its
 * share of the Socket.IO connections, each a separate WebSocket (transports: ['websocket'], no
 * multiplexing) authenticated in the handshake with `auth: { token }`, and stamps when each socket
 * receives the event of the current round.
 *
 * Times are process.hrtime (CLOCK_MONOTONIC), which every process on the machine shares, so the
 * parent compares them with the moment it sent the trigger.
 *
 * Messages from the parent: connect, watch, arm, collect, disconnect; answers: connected, watched,
 * armed, round, disconnected (types below).
 */
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  type ServerToClientEvents,
} from '@navia/domain/contracts/realtime';
import { io, type Socket } from 'socket.io-client';

export type RoundEvent = 'notification' | 'recordChanged';

export type ToClients =
  | {
      type: 'connect';
      url: string;
      /** Each entry opens `sockets` connections with the session `token`. */
      sessions: { token: string; sockets: number }[];
      concurrency: number;
    }
  | { type: 'watch'; recordKey: string; concurrency: number }
  | { type: 'arm'; round: number; event: RoundEvent }
  | { type: 'collect'; round: number }
  | { type: 'disconnect' };

export type FromClients =
  | { type: 'connected'; ok: number; failed: string[]; handshakeMs: number[] }
  | { type: 'watched'; ok: number; failed: string[] }
  | { type: 'armed'; round: number }
  | {
      type: 'round';
      round: number;
      /** hrtime in ms when each socket that received the event got it first. */
      times: number[];
      sockets: number;
      /** Receipts of the armed event beyond the first per socket. */
      extra: number;
      /** Sockets the server closed since they connected (none expected). */
      lost: number;
      complete: boolean;
    }
  | { type: 'disconnected' };

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const send = (message: FromClients) => process.send?.(message);

const sockets: ClientSocket[] = [];
let lost = 0;
let round: { id: number; event: RoundEvent; got: Float64Array; count: number; extra: number } | null = null;

function finishRound(complete: boolean) {
  if (!round) return;
  const times: number[] = [];
  for (const t of round.got) if (t > 0) times.push(t);
  send({
    type: 'round',
    round: round.id,
    times,
    sockets: sockets.length,
    extra: round.extra,
    lost,
    complete,
  });
  round = null;
}

function received(index: number, event: RoundEvent) {
  const at = nowMs();
  if (!round || round.event !== event) return;
  if (round.got[index] !== 0) {
    round.extra += 1;
    return;
  }
  round.got[index] = at;
  round.count += 1;
  if (round.count === sockets.length) finishRound(true);
}

/** Runs `task` for each index with at most `concurrency` at once. */
async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

async function connect(message: Extract<ToClients, { type: 'connect' }>) {
  const plan = message.sessions.flatMap((s) => Array.from({ length: s.sockets }, () => s.token));
  const failed: string[] = [];
  const handshakeMs: number[] = [];
  await pool(plan.length, message.concurrency, async (i) => {
    const started = nowMs();
    const socket: ClientSocket = io(message.url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token: plan[i] },
      forceNew: true,
      reconnection: false,
      timeout: 30_000,
    });
    const ok = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', (error) => {
        failed.push(error.message);
        resolve(false);
      });
    });
    if (!ok) {
      socket.close();
      return;
    }
    handshakeMs.push(nowMs() - started);
    const index = sockets.length;
    sockets.push(socket);
    socket.on('notification', () => received(index, 'notification'));
    socket.on('recordChanged', () => received(index, 'recordChanged'));
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') lost += 1;
    });
  });
  send({ type: 'connected', ok: sockets.length, failed, handshakeMs });
}

async function watch(message: Extract<ToClients, { type: 'watch' }>) {
  let ok = 0;
  const failed: string[] = [];
  await pool(sockets.length, message.concurrency, async (i) => {
    const answer = await (sockets[i] as ClientSocket)
      .timeout(30_000)
      .emitWithAck('watchRecord', { recordKey: message.recordKey, isShipment: true })
      .catch((error: unknown) => ({ ok: false as const, code: String(error) }));
    if (answer.ok) ok += 1;
    else failed.push(answer.code);
  });
  send({ type: 'watched', ok, failed });
}

process.on('message', (message: ToClients) => {
  switch (message.type) {
    case 'connect':
      void connect(message);
      break;
    case 'watch':
      void watch(message);
      break;
    case 'arm':
      round = {
        id: message.round,
        event: message.event,
        got: new Float64Array(sockets.length),
        count: 0,
        extra: 0,
      };
      send({ type: 'armed', round: message.round });
      break;
    case 'collect':
      if (round?.id === message.round) finishRound(false);
      break;
    case 'disconnect':
      for (const socket of sockets.splice(0)) socket.disconnect();
      send({ type: 'disconnected' });
      break;
  }
});
// The parent owns the run: Ctrl-C reaches this process too, and the parent's cleanup ends it.
process.on('SIGINT', () => {});
process.on('disconnect', () => process.exit(0));
