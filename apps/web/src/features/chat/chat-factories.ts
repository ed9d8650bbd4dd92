/**
 * Test data for the chat (checked against the shared schemas) and a fake chat server over the fake
 * socket (test/fake-socket.ts): it opens the channel, answers `ready` with the messages after the
 * client's cursor, and stores `message` and `file` once per clientMessageId.
 */
import {
  type ChatChannel,
  type ChatInfo,
  type ChatMessage,
  chatChannelSchema,
  chatInfoSchema,
  chatMessageSchema,
} from '@navia/domain/contracts/chat';
import type { FakeSocket } from '../../test/fake-socket.ts';
import { NO_ANSWER } from '../../test/fake-socket.ts';

let sequence = 0;
/** Message numbers: per channel without gaps (decision 017), as the tests' single channel has them. */
let messageNumber = 0;

/** A valid uuid (version 4 layout), different on every call. */
function chatId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString().padStart(12, '0')}`;
}

export const ME = '00000000-0000-4000-8000-00000000aaaa';
export const CHANNEL_ID = '00000000-0000-4000-8000-00000000cccc';

export function buildChannel(overrides: Partial<ChatChannel> = {}): ChatChannel {
  return chatChannelSchema.parse({
    channelId: CHANNEL_ID,
    kind: 'record',
    recordKey: 'AU-S01009240',
    recordNumber: 'S01009240',
    isShipment: true,
    DataSource: 'AU',
    status: 'open',
    botActive: true,
    representativeRequested: false,
    handledBy: null,
    orgGroupName: 'Acme Imports',
    ...overrides,
  });
}

export function buildChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  messageNumber += 1;
  return chatMessageSchema.parse({
    messageId: chatId(),
    id: messageNumber,
    text: 'Where is my container?',
    isHtml: false,
    username: 'Jane Citizen',
    role: 'customer',
    roleName: null,
    ts: new Date().toISOString(),
    from: chatId(),
    userId: null,
    chat: CHANNEL_ID,
    type: 'text',
    fileSource: null,
    attachmentId: null,
    edited: false,
    subtype: null,
    messageBeingUpdated: null,
    replyTo: null,
    mention: null,
    clientMessageId: null,
    ...overrides,
  });
}

export function buildChatInfo(overrides: Partial<ChatInfo> = {}): ChatInfo {
  return chatInfoSchema.parse({
    available: true,
    unavailableReason: null,
    hubbiEnabled: true,
    providerName: 'NAVIA',
    tradingHours: {
      open: true,
      enforced: true,
      timeZone: 'Australia/Melbourne',
      zoneShortName: 'AEST',
      notice: 'TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST',
      publicHolidays: [],
    },
    generalChannelId: null,
    ...overrides,
  });
}

type ServerOptions = {
  channel?: ChatChannel;
  history?: ChatMessage[];
  /** Keep `message` acks waiting (answer with answerWaiting). */
  holdMessages?: boolean;
  /** Refuse every `message`. */
  refuseMessages?: boolean;
};

/**
 * Plays the chat server on a fake socket. `stored` holds the messages it stored, one per
 * clientMessageId, as a real server de-duplicates resends.
 */
export function chatServer(socket: FakeSocket, options: ServerOptions = {}) {
  const channel = options.channel ?? buildChannel();
  const stored: ChatMessage[] = [...(options.history ?? [])];
  const byClientId = new Map<string, ChatMessage>();
  const store = (clientMessageId: string, fields: Partial<ChatMessage>) => {
    const known = byClientId.get(clientMessageId);
    if (known) return known;
    const message = buildChatMessage({ from: ME, username: 'Jane Citizen', clientMessageId, ...fields });
    byClientId.set(clientMessageId, message);
    stored.push(message);
    return message;
  };
  socket.respond = (event, payload) => {
    if (event === 'ready') {
      const after = (payload as { lastMessageId?: number }).lastMessageId ?? 0;
      return { ok: true, channel, messages: stored.filter((m) => m.id > after), hasOlder: false };
    }
    if (event === 'message') {
      if (options.refuseMessages) return { ok: false, code: 'REFUSED', text: 'No' };
      if (options.holdMessages) return NO_ANSWER;
      const body = payload as { clientMessageId: string; chat: string; messageBeingUpdated?: string };
      const edit = body.messageBeingUpdated
        ? { subtype: 'updated' as const, messageBeingUpdated: body.messageBeingUpdated }
        : {};
      return { ok: true, message: store(body.clientMessageId, { text: body.chat, ...edit }) };
    }
    if (event === 'file') {
      const body = payload as { clientMessageId: string; name: string; webUrl: string };
      return {
        ok: true,
        message: store(body.clientMessageId, {
          type: 'file',
          text: body.name,
          fileSource: { webUrl: body.webUrl, name: body.name, contentType: 'application/pdf', size: 10 },
        }),
      };
    }
    return { ok: true };
  };
  return {
    channel,
    stored,
    /** The handshake succeeds and the server opens the channel. */
    open() {
      socket.connect();
      socket.serverSends('channel open', channel);
    },
  };
}
