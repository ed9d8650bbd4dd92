import type { ChatMessage } from '@navia/domain/contracts/chat';
import { CHAT_RECONNECTION_ATTEMPTS, CHAT_TEXTS } from '@navia/domain/rules/chat';
import { describe, expect, it } from 'vitest';
import { buildChannel, buildChatMessage } from '../chat-factories.ts';
import {
  type ChatAction,
  type ChatState,
  type ChatStatus,
  canEmit,
  chatChannelReducer,
  initialChatState,
  inputDisabled,
  type PendingSend,
  readyCursor,
} from './chat-channel-state.ts';

const open = buildChannel();
const archived = buildChannel({ status: 'archived' });
const readyOk = (channel = open, messages = [buildChatMessage()]): ChatAction => ({
  type: 'readyAnswered',
  answer: { ok: true, channel, messages, hasOlder: false },
});

function stateIn(status: ChatStatus, extra: Partial<ChatState> = {}): ChatState {
  return { ...initialChatState, status, connected: status !== 'idle' && status !== 'error', ...extra };
}

const run = (state: ChatState, ...actions: ChatAction[]) => actions.reduce(chatChannelReducer, state);

describe('the chat channel states (hub §4)', () => {
  const transitions: { from: ChatStatus; action: ChatAction; to: ChatStatus; connected?: boolean }[] = [
    { from: 'idle', action: { type: 'start' }, to: 'connecting', connected: false },
    { from: 'connecting', action: { type: 'connected' }, to: 'connecting', connected: true },
    { from: 'connecting', action: { type: 'channelOpened', channel: open }, to: 'opening' },
    { from: 'opening', action: readyOk(), to: 'open' },
    { from: 'opening', action: readyOk(archived), to: 'archived' },
    {
      from: 'opening',
      action: { type: 'readyAnswered', answer: { ok: false, code: 'NOT_FOUND', text: 'x' } },
      to: 'error',
    },
    { from: 'connecting', action: { type: 'channelFailed', code: 'NOT_FOUND', text: 'x' }, to: 'error' },
    { from: 'connecting', action: { type: 'refused' }, to: 'error' },
    { from: 'open', action: { type: 'gaveUp' }, to: 'error' },
    { from: 'open', action: { type: 'dropped', willReconnect: true }, to: 'open', connected: false },
    { from: 'opening', action: { type: 'dropped', willReconnect: true }, to: 'connecting', connected: false },
    { from: 'open', action: { type: 'dropped', willReconnect: false }, to: 'error' },
    { from: 'archived', action: { type: 'dropped', willReconnect: false }, to: 'archived' },
    { from: 'open', action: { type: 'channelOpened', channel: open }, to: 'opening' },
    { from: 'archived', action: { type: 'reopen' }, to: 'opening' },
    { from: 'error', action: { type: 'start' }, to: 'connecting' },
    { from: 'error', action: { type: 'connected' }, to: 'error' },
    { from: 'idle', action: { type: 'channelOpened', channel: open }, to: 'idle' },
    { from: 'open', action: readyOk(), to: 'open' },
  ];

  it.each(transitions)('$from --$action.type--> $to', ({ from, action, to, connected }) => {
    const next = chatChannelReducer(stateIn(from), action);
    expect(next.status).toBe(to);
    if (connected !== undefined) expect(next.connected).toBe(connected);
  });

  it(`goes to the error state after ${CHAT_RECONNECTION_ATTEMPTS} failed attempts, with the channel error`, () => {
    const dropped = run(stateIn('open'), { type: 'dropped', willReconnect: true });
    const failures = Array.from(
      { length: CHAT_RECONNECTION_ATTEMPTS - 1 },
      (): ChatAction => ({ type: 'connectFailed' }),
    );
    const trying = run(dropped, ...failures);
    expect(trying.status).toBe('open');
    expect(trying.failedAttempts).toBe(CHAT_RECONNECTION_ATTEMPTS - 1);
    const failed = run(trying, { type: 'connectFailed' });
    expect(failed.status).toBe('error');
    expect(failed.errorText).toBe(CHAT_TEXTS.channelError);
  });

  it('counts failed attempts afresh after a successful connection', () => {
    const state = run(
      stateIn('open'),
      { type: 'connectFailed' },
      { type: 'connectFailed' },
      { type: 'connected' },
    );
    expect(state.failedAttempts).toBe(0);
    expect(run(state, { type: 'connectFailed' }).status).toBe('open');
  });

  it('reopens an archived channel on a new connection when the old one is down', () => {
    const down = stateIn('archived', { connected: false });
    const asked = run(down, { type: 'reopen' });
    expect(asked).toMatchObject({ status: 'connecting', reopenRequested: true });
    const reopened = run(
      asked,
      { type: 'connected' },
      { type: 'channelOpened', channel: archived },
      readyOk(open, []),
    );
    expect(reopened).toMatchObject({ status: 'open', reopenRequested: false });
  });

  it('shows the server text when chat is not available, else the spec text', () => {
    const unavailable = run(stateIn('connecting'), {
      type: 'channelFailed',
      code: 'UNAVAILABLE',
      text: CHAT_TEXTS.viewingAsOrganisation,
    });
    expect(unavailable.errorText).toBe(CHAT_TEXTS.viewingAsOrganisation);
    const notFound = run(stateIn('connecting'), {
      type: 'channelFailed',
      code: 'NOT_FOUND',
      text: 'Not found',
    });
    expect(notFound.errorText).toBe(CHAT_TEXTS.channelError);
  });

  it('disables the input unless the channel is open, and sends only when connected and open', () => {
    expect(inputDisabled(stateIn('connecting'))).toBe(true);
    expect(inputDisabled(stateIn('opening'))).toBe(true);
    expect(inputDisabled(stateIn('open'))).toBe(false);
    expect(inputDisabled(stateIn('open', { connected: false }))).toBe(false);
    expect(canEmit(stateIn('open', { connected: false }))).toBe(false);
    expect(canEmit(stateIn('opening'))).toBe(false);
    expect(canEmit(stateIn('open'))).toBe(true);
  });
});

describe('messages in the channel state', () => {
  const pending: PendingSend = {
    clientMessageId: '00000000-0000-4000-8000-0000000000f1',
    event: 'message',
    payload: { clientMessageId: '00000000-0000-4000-8000-0000000000f1', chat: 'Hello' },
    text: 'Hello',
    queuedAt: new Date().toISOString(),
  };

  it('merges a resumed history without duplicates, in id order', () => {
    const [first, second, third] = [buildChatMessage(), buildChatMessage(), buildChatMessage()];
    if (!first || !second || !third) throw new Error('messages');
    const loaded = run(stateIn('opening'), readyOk(open, [first, second]));
    const resumed = run(
      loaded,
      { type: 'dropped', willReconnect: true },
      { type: 'connected' },
      { type: 'channelOpened', channel: open },
      readyOk(open, [third, second]),
    );
    expect(resumed.messages.map((m) => m.messageId)).toEqual([first, second, third].map((m) => m.messageId));
  });

  const resume = (state: ChatState, answer: { messages: ChatMessage[]; hasOlder: boolean }) =>
    run(
      state,
      { type: 'dropped', willReconnect: true },
      { type: 'connected' },
      { type: 'channelOpened', channel: open },
      { type: 'readyAnswered', answer: { ok: true, channel: open, ...answer } },
    );

  it('resumes from the last message of the run held, not from one that overtook a missing one', () => {
    const [first, second, missed, overtaking] = Array.from({ length: 4 }, () => buildChatMessage());
    if (!first || !second || !missed || !overtaking) throw new Error('messages');
    const loaded = run(stateIn('opening'), readyOk(open, [first, second]), {
      type: 'messageReceived',
      message: overtaking,
    });
    expect(readyCursor(loaded)).toBe(second.id);
    const resumed = resume(loaded, { messages: [missed, overtaking], hasOlder: false });
    expect(resumed.messages.map((m) => m.id)).toEqual([first, second, missed, overtaking].map((m) => m.id));
    expect(readyCursor(resumed)).toBe(overtaking.id);
  });

  it('asks for the newest history when only live messages arrived before the first answer', () => {
    const early = run(stateIn('opening'), { type: 'messageReceived', message: buildChatMessage() });
    expect(readyCursor(early)).toBe(0);
  });

  it('replaces what it held when a resume answer says more were missed than it sent, leaving no hole', () => {
    const held = [buildChatMessage(), buildChatMessage()];
    const loaded = run(stateIn('opening'), readyOk(open, held));
    // More than the limit arrived while the connection was down: the answer is the newest of them.
    for (let i = 0; i < 5; i += 1) buildChatMessage();
    const newest = [buildChatMessage(), buildChatMessage()];
    const resumed = resume(loaded, { messages: newest, hasOlder: true });
    expect(resumed.messages.map((m) => m.id)).toEqual(newest.map((m) => m.id));
    expect(resumed.hasOlder).toBe(true);
    expect(readyCursor(resumed)).toBe(newest[1]?.id);
  });

  it('keeps a live message newer than a resume answer that says more were missed', () => {
    const loaded = run(stateIn('opening'), readyOk(open, [buildChatMessage()]));
    for (let i = 0; i < 5; i += 1) buildChatMessage();
    const newest = [buildChatMessage(), buildChatMessage()];
    const live = buildChatMessage();
    const dropped = run(loaded, { type: 'dropped', willReconnect: true }, { type: 'connected' });
    const resumed = run(
      dropped,
      { type: 'channelOpened', channel: open },
      { type: 'messageReceived', message: live },
      { type: 'readyAnswered', answer: { ok: true, channel: open, messages: newest, hasOlder: true } },
    );
    expect(resumed.messages.map((m) => m.id)).toEqual([...newest, live].map((m) => m.id));
  });

  it('keeps knowing of older messages across a resume without a gap', () => {
    const loaded = run(stateIn('opening'), {
      type: 'readyAnswered',
      answer: { ok: true, channel: open, messages: [buildChatMessage()], hasOlder: true },
    });
    expect(resume(loaded, { messages: [buildChatMessage()], hasOlder: false }).hasOlder).toBe(true);
  });

  it('replaces a pending message by the stored one, live or acknowledged', () => {
    const queued = run(stateIn('open'), { type: 'queued', pending });
    expect(queued.pending).toHaveLength(1);
    const stored = buildChatMessage({ clientMessageId: pending.clientMessageId, text: 'Hello' });
    const live = run(queued, { type: 'messageReceived', message: stored });
    expect(live.pending).toHaveLength(0);
    const acked = run(live, { type: 'sendAcked', clientMessageId: pending.clientMessageId, message: stored });
    expect(acked.messages.filter((m) => m.messageId === stored.messageId)).toHaveLength(1);
  });

  it('drops a failed send and shows the message error', () => {
    const failed = run(
      stateIn('open'),
      { type: 'queued', pending },
      { type: 'sendFailed', clientMessageId: pending.clientMessageId },
    );
    expect(failed.pending).toHaveLength(0);
    expect(failed.sendErrorText).toBe(CHAT_TEXTS.messageError);
  });

  it('gives back what waited when the channel fails', () => {
    const state = run(stateIn('open'), { type: 'queued', pending }, { type: 'gaveUp' });
    expect(state.pending).toHaveLength(0);
  });

  it('turns the bot off when a representative was accepted (hub §6)', () => {
    const state = run(stateIn('opening'), readyOk(), { type: 'talkToRep', accepted: true });
    expect(state.channel).toMatchObject({ botActive: false, representativeRequested: true });
  });
});
