/**
 * The state of one chat panel's channel (hub §4 "Chat"), as a pure reducer: the hook
 * (hooks/use-chat-channel.ts) turns socket events into actions and performs what the state asks
 * for (send `ready`, flush pending messages, disconnect on error).
 *
 *   idle ──start──▶ connecting ──channel open──▶ opening ──ready ack──▶ open | archived
 *                      │  ▲                        │                      │
 *      3 failed tries, │  └──── dropped ◀──────────┘        dropped: open, connected false;
 *      refused, error  ▼                                    channel open again ▶ opening (resume)
 *                    error ──start (try again)──▶ connecting
 *   archived ──reopen──▶ opening (connected) | connecting (not connected); ready {reopen: true}
 */
import type {
  ChatChannel,
  ChatFile,
  ChatMessage,
  ChatReadyAck,
  ChatSend,
} from '@navia/domain/contracts/chat';
import { CHAT_RECONNECTION_ATTEMPTS, CHAT_TEXTS } from '@navia/domain/rules/chat';
import { mergeMessages, resumeCursor } from './chat-messages.ts';

export type ChatStatus = 'idle' | 'connecting' | 'opening' | 'open' | 'archived' | 'error';

/** A message sent optimistically: shown at once, replaced by the stored one when acknowledged. */
export type PendingSend = { clientMessageId: string; text: string; queuedAt: string } & (
  | { event: 'message'; payload: ChatSend }
  | { event: 'file'; payload: ChatFile }
);

export type ChatState = {
  status: ChatStatus;
  /** The transport is up. While an open channel's connection is down, sends wait for it. */
  connected: boolean;
  /** Failed connection attempts since the last success (hub §9: after 3, the error state). */
  failedAttempts: number;
  channel: ChatChannel | null;
  /** Stored messages: one per messageId, in id order. */
  messages: ChatMessage[];
  /** Older messages than those held exist (paged in over REST). */
  hasOlder: boolean;
  /** A `ready` was answered: until then, messages held arrived live and say nothing of those before. */
  historyLoaded: boolean;
  /** Sent, not yet acknowledged: resent with the same clientMessageId after a reconnect. */
  pending: PendingSend[];
  /** The archived channel's reconnect was asked for: the next `ready` carries reopen. */
  reopenRequested: boolean;
  /** Why the channel is in error (hub §8 texts). */
  errorText: string | null;
  /** hub §8 "Message send error". */
  sendErrorText: string | null;
};

export type ChatAction =
  | { type: 'start' }
  | { type: 'reopen' }
  | { type: 'connected' }
  | { type: 'dropped'; willReconnect: boolean }
  | { type: 'connectFailed' }
  | { type: 'refused' }
  | { type: 'gaveUp' }
  | { type: 'channelOpened'; channel: ChatChannel }
  | { type: 'readyAnswered'; answer: ChatReadyAck }
  | { type: 'channelFailed'; code: string; text: string }
  | { type: 'messageReceived'; message: ChatMessage }
  | { type: 'olderLoaded'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'queued'; pending: PendingSend }
  | { type: 'sendAcked'; clientMessageId: string; message: ChatMessage }
  | { type: 'sendFailed'; clientMessageId: string | null }
  | { type: 'talkToRep'; accepted: boolean }
  | { type: 'dismissSendError' };

export const initialChatState: ChatState = {
  status: 'idle',
  connected: false,
  failedAttempts: 0,
  channel: null,
  messages: [],
  hasOlder: false,
  historyLoaded: false,
  pending: [],
  reopenRequested: false,
  errorText: null,
  sendErrorText: null,
};

/**
 * The text of a channel that cannot open: hub §8 'Sorry we cannot open a channel for you.', except
 * when the server says chat is not available to the caller (it names why, hub §6).
 */
function channelErrorText(code: string, text: string): string {
  return code === 'UNAVAILABLE' && text.trim() !== '' ? text : CHAT_TEXTS.channelError;
}

function toError(state: ChatState, errorText: string): ChatState {
  // What waited to be sent is given back to the sender (the hook restores the typed text).
  return { ...state, status: 'error', connected: false, errorText, pending: [], reopenRequested: false };
}

const withoutPending = (pending: readonly PendingSend[], clientMessageId: string | null) =>
  clientMessageId === null ? [...pending] : pending.filter((p) => p.clientMessageId !== clientMessageId);

/** Whether a socket is wanted in this state (events of a stale one are ignored). */
const live = (status: ChatStatus) => status !== 'idle' && status !== 'error';

export function chatChannelReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'start':
      if (live(state.status)) return state;
      return { ...state, status: 'connecting', failedAttempts: 0, errorText: null, sendErrorText: null };
    case 'reopen':
      if (state.status !== 'archived') return state;
      return { ...state, status: state.connected ? 'opening' : 'connecting', reopenRequested: true };
    case 'connected':
      if (!live(state.status)) return state;
      return { ...state, connected: true, failedAttempts: 0 };
    case 'dropped': {
      if (!live(state.status)) return state;
      const dropped = { ...state, connected: false };
      // The server closed the connection for good (the session ended, the channel was refused).
      if (!action.willReconnect && state.status !== 'archived')
        return toError(dropped, CHAT_TEXTS.channelError);
      // An open channel stays on screen while the connection comes back; an opening one starts over.
      return state.status === 'opening' ? { ...dropped, status: 'connecting' } : dropped;
    }
    case 'connectFailed': {
      if (!live(state.status)) return state;
      const failedAttempts = state.failedAttempts + 1;
      if (failedAttempts >= CHAT_RECONNECTION_ATTEMPTS) return toError(state, CHAT_TEXTS.channelError);
      return { ...state, connected: false, failedAttempts };
    }
    case 'refused':
    case 'gaveUp':
      if (!live(state.status)) return state;
      return toError(state, CHAT_TEXTS.channelError);
    case 'channelOpened':
      if (!live(state.status)) return state;
      return { ...state, status: 'opening', channel: action.channel };
    case 'readyAnswered': {
      if (state.status !== 'opening') return state;
      const { answer } = action;
      if (!answer.ok) return toError(state, channelErrorText(answer.code, answer.text));
      // hasOlder: the answer is the newest CHAT_HISTORY_LIMIT after the cursor and does not reach
      // down to it. What is held below the answer is cut off from it by messages never received, so
      // the answer replaces it (older ones page in over REST); live messages newer than it stay.
      const firstAnswered = answer.messages[0]?.id;
      const held =
        answer.hasOlder && firstAnswered !== undefined
          ? state.messages.filter((m) => m.id >= firstAnswered)
          : state.messages;
      return {
        ...state,
        status: answer.channel.status === 'archived' ? 'archived' : 'open',
        channel: answer.channel,
        messages: mergeMessages(held, answer.messages),
        hasOlder: answer.hasOlder || (state.historyLoaded && state.hasOlder),
        historyLoaded: true,
        reopenRequested: false,
        failedAttempts: 0,
      };
    }
    case 'channelFailed':
      if (!live(state.status)) return state;
      return toError(state, channelErrorText(action.code, action.text));
    case 'messageReceived':
      if (!live(state.status)) return state;
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: withoutPending(state.pending, action.message.clientMessageId),
      };
    case 'olderLoaded':
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        hasOlder: action.hasOlder,
      };
    case 'queued':
      if (!live(state.status)) return state;
      return { ...state, pending: [...state.pending, action.pending], sendErrorText: null };
    case 'sendAcked':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: withoutPending(state.pending, action.clientMessageId),
      };
    case 'sendFailed':
      return {
        ...state,
        pending: withoutPending(state.pending, action.clientMessageId),
        sendErrorText: CHAT_TEXTS.messageError,
      };
    case 'talkToRep':
      if (!action.accepted || !state.channel) return state;
      // hub §6: asking for a representative disables the bot.
      return { ...state, channel: { ...state.channel, representativeRequested: true, botActive: false } };
    case 'dismissSendError':
      return { ...state, sendErrorText: null };
  }
}

/**
 * The `ready` cursor: where the run of messages held without a gap ends (rules/chat-messages.ts), or
 * 0 before any `ready` was answered (a live message alone must not hide the history before it).
 */
export function readyCursor(state: ChatState): number {
  return state.historyLoaded ? resumeCursor(state.messages) : 0;
}

/** hub §4: the input is disabled while connecting or while the channel is opening. */
export function inputDisabled(state: ChatState): boolean {
  return state.status !== 'open';
}

/** hub §4: a message is sent only when connected and the channel is not opening. */
export function canEmit(state: ChatState): boolean {
  return state.connected && state.status === 'open';
}
