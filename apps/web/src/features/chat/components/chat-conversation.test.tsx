import { CHAT_RENDER_BATCH, CHAT_TEXTS } from '@navia/domain/rules/chat';
import { TRADING_NOTICE_MS } from '@navia/domain/rules/trading-hours';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets, ioCalls } from '../../../test/fake-socket.ts';
import { apiError } from '../../../test/mock-api.ts';
import { buildChatInfo, buildChatMessage, CHANNEL_ID, chatServer, ME } from '../chat-factories.ts';
import { messageField, openChat, renderChatPanel, startChat } from './render-chat-panel.tsx';

beforeEach(() => {
  fakeSockets.length = 0;
  ioCalls.length = 0;
});

type Sent = { clientMessageId: string; chat: string; DataSource?: string };

describe('sending chat messages', () => {
  it('sends on Enter with the channel fields and a client id, and shows the stored message', async () => {
    const { user, socket } = await openChat();
    await user.type(messageField(), 'Where is my container?{Enter}');
    const [sent] = socket.sentEvents('message') as Sent[];
    expect(sent).toMatchObject({ chat: 'Where is my container?', DataSource: 'AU' });
    expect(sent?.clientMessageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(messageField()).toHaveValue('');
    expect(await screen.findByText('Where is my container?')).toBeInTheDocument();
  });

  it('resends an unanswered message with the same client id after a reconnect, and shows it once', async () => {
    const { user, socket, server } = await openChat({ holdMessages: true });
    await user.type(messageField(), 'Hello{Enter}');
    expect(screen.getByText(CHAT_TEXTS.sending)).toBeInTheDocument();
    act(() => socket.drop());
    expect(await screen.findByText(CHAT_TEXTS.waitingForConnection)).toBeInTheDocument();
    act(() => server.open());
    await waitFor(() => expect(socket.sentEvents('message')).toHaveLength(2));
    const [first, second] = socket.sentEvents('message') as Sent[];
    expect(second?.clientMessageId).toBe(first?.clientMessageId);
    // The server stores the resend once and answers both.
    const stored = buildChatMessage({ clientMessageId: first?.clientMessageId ?? null, text: 'Hello' });
    act(() => {
      socket.answerWaiting('message', { ok: true, message: stored });
      socket.answerWaiting('message', { ok: true, message: stored });
    });
    await waitFor(() => expect(screen.queryByText(CHAT_TEXTS.sending)).not.toBeInTheDocument());
    expect(screen.getAllByText('Hello')).toHaveLength(1);
  });

  it('waits while disconnected and sends once the channel is open again', async () => {
    const { user, socket, server } = await openChat();
    act(() => socket.drop());
    await user.type(messageField(), 'Sent offline{Enter}');
    expect(screen.getByText(CHAT_TEXTS.waitingForConnection)).toBeInTheDocument();
    expect(socket.sentEvents('message')).toHaveLength(0);
    act(() => server.open());
    await waitFor(() => expect(socket.sentEvents('message')).toHaveLength(1));
    expect(await screen.findByText('Sent offline')).toBeInTheDocument();
  });

  it('resumes from the last message held and merges what comes back without duplicates', async () => {
    const history = [buildChatMessage({ text: 'one' }), buildChatMessage({ text: 'two' })];
    const { socket, server } = await openChat({ history });
    expect(await screen.findByText('two')).toBeInTheDocument();
    act(() => socket.drop());
    server.stored.push(buildChatMessage({ text: 'three' }));
    // This server also repeats the last message it had sent.
    const respond = socket.respond;
    socket.respond = (event, payload) =>
      event === 'ready'
        ? { ok: true, channel: server.channel, messages: server.stored.slice(1), hasOlder: false }
        : respond?.(event, payload);
    act(() => server.open());
    expect(await screen.findByText('three')).toBeInTheDocument();
    expect(socket.sentEvents('ready').at(-1)).toEqual({ lastMessageId: history[1]?.id });
    for (const text of ['one', 'two', 'three']) expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('resumes below a message that overtook a missing one, and then shows the missing one', async () => {
    const history = [buildChatMessage({ text: 'ten' })];
    const { socket, server } = await openChat({ history });
    const [eleven, twelve] = [buildChatMessage({ text: 'eleven' }), buildChatMessage({ text: 'twelve' })];
    server.stored.push(eleven, twelve);
    // #12 arrives, then the connection drops before #11 does.
    act(() => socket.serverSends('message', twelve));
    expect(await screen.findByText('twelve')).toBeInTheDocument();
    act(() => socket.drop());
    act(() => server.open());
    expect(await screen.findByText('eleven')).toBeInTheDocument();
    expect(socket.sentEvents('ready').at(-1)).toEqual({ lastMessageId: history[0]?.id });
    expect(screen.getAllByText('twelve')).toHaveLength(1);
  });

  it('pages older messages in over REST, a batch at a time, when the first load did not reach them', async () => {
    const older = [buildChatMessage({ text: 'older one' }), buildChatMessage({ text: 'older two' })];
    const history = [buildChatMessage({ text: 'newest' })];
    const rendered = renderChatPanel({
      api: {
        [`GET /api/chat/channels/${CHANNEL_ID}/messages`]: {
          status: 200,
          body: { messages: older, hasOlder: false },
        },
      },
    });
    const socket = await startChat(rendered.user);
    const server = chatServer(socket, { history });
    const respond = socket.respond;
    socket.respond = (event, payload) => {
      const answer = respond?.(event, payload);
      return event === 'ready' ? { ...(answer as object), hasOlder: true } : answer;
    };
    act(() => server.open());
    await rendered.user.click(await screen.findByRole('button', { name: CHAT_TEXTS.loadOlder }));
    expect(await screen.findByText('older one')).toBeInTheDocument();
    const asked = new URL(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      beforeId: String(history[0]?.id),
      limit: String(CHAT_RENDER_BATCH),
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: CHAT_TEXTS.loadOlder })).not.toBeInTheDocument(),
    );
  });

  it('keeps the typed text and says so when a message cannot be sent', async () => {
    const { user } = await openChat({ refuseMessages: true });
    await user.type(messageField(), 'Not going out{Enter}');
    expect(await screen.findByText(CHAT_TEXTS.messageError)).toBeInTheDocument();
    expect(messageField()).toHaveValue('Not going out');
  });

  it('replies to a message: the chip shows it, can be cleared, and the reply names it', async () => {
    const question = buildChatMessage({ username: 'Alex Morgan', role: 'staff', text: 'Which container?' });
    const { user, socket } = await openChat({ history: [question] });
    await user.click(await screen.findByRole('button', { name: "Reply to Alex Morgan's message" }));
    expect(screen.getByText('Replying to Alex Morgan: Which container?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop replying' }));
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Reply to Alex Morgan's message" }));
    await user.type(messageField(), 'MSKU1234565{Enter}');
    expect(socket.sentEvents('message').at(-1)).toMatchObject({ replyTo: question.messageId });
  });
});

describe('editing an own message', () => {
  it('sends the edit naming the message, and shows the new text marked edited', async () => {
    const mine = buildChatMessage({ from: ME, text: 'ETA 12/03?' });
    const { user, socket } = await openChat({ history: [mine] });
    await user.click(await screen.findByRole('button', { name: 'Edit your message' }));
    expect(screen.getByText('Editing your message')).toBeInTheDocument();
    expect(messageField()).toHaveValue('ETA 12/03?');
    expect(messageField()).toHaveFocus();
    await user.clear(messageField());
    await user.type(messageField(), 'ETA 14/03?{Enter}');
    const sent = socket.sentEvents('message').at(-1) as Sent & { messageBeingUpdated?: string };
    expect(sent.messageBeingUpdated).toBe(mine.messageId);
    const shown = await screen.findByText('ETA 14/03?', { selector: 'p' });
    expect(shown.closest('li')).toHaveTextContent('(edited)');
    expect(screen.queryByText('ETA 12/03?')).not.toBeInTheDocument();
  });
});

describe('trading hours (hub §5, §9)', () => {
  // A Saturday in Melbourne.
  const weekend = new Date('2026-03-14T02:00:00Z');

  it('outside trading hours, a request for a representative is not sent: the input clears and the notice flashes for 8 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(weekend);
    const info = buildChatInfo();
    const render = renderChatPanel({ info, advanceTimers: vi.advanceTimersByTime });
    const { user, socket } = await openChat({}, render);
    await user.type(messageField(), 'I want to talk to a representative{Enter}');
    expect(messageField()).toHaveValue('');
    expect(screen.getByText(info.tradingHours.notice).closest('[role="status"]')).not.toBeNull();
    expect(socket.sentEvents('message')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(TRADING_NOTICE_MS));
    expect(screen.queryByText(info.tradingHours.notice)).not.toBeInTheDocument();
  });

  it('outside trading hours, holds back every way of asking for a person the server knows ("is anyone there?")', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(weekend);
    const info = buildChatInfo();
    const { user, socket } = await openChat({}, renderChatPanel({ info }));
    await user.type(messageField(), 'Is anyone there?{Enter}');
    expect(socket.sentEvents('message')).toHaveLength(0);
    expect(screen.getByText(info.tradingHours.notice)).toBeInTheDocument();
  });

  it('still sends other messages to the bot outside trading hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(weekend);
    const { user, socket } = await openChat();
    await user.type(messageField(), 'When does S01009240 arrive?{Enter}');
    expect(socket.sentEvents('message')).toHaveLength(1);
  });

  it('sends the request when the desk answers around the clock (hours not enforced)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(weekend);
    const base = buildChatInfo();
    const info = buildChatInfo({ tradingHours: { ...base.tradingHours, enforced: false } });
    const { user, socket } = await openChat({}, renderChatPanel({ info }));
    await user.type(messageField(), 'I want to talk to a representative{Enter}');
    expect(socket.sentEvents('message')).toHaveLength(1);
  });

  it('flashes the notice the server sends when it refuses a representative', async () => {
    const { socket } = await openChat();
    act(() =>
      socket.serverSends('talk_to_rep', {
        accepted: false,
        notice: 'TRADING HOURS: MON - FRI 8:30AM TO 5PM NZST',
      }),
    );
    expect(await screen.findByText('TRADING HOURS: MON - FRI 8:30AM TO 5PM NZST')).toBeInTheDocument();
  });
});

describe('chat attachments (hub §5)', () => {
  const pdf = () => new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });
  const fileInput = () => {
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    return input;
  };

  it('uploads the file, then sends it as a file message', async () => {
    const eTag = '00000000-0000-4000-8000-0000000000e1';
    const uploaded = {
      webUrl: `/files/${eTag}.pdf`,
      name: 'invoice.pdf',
      eTag,
      contentType: 'application/pdf',
      size: 8,
    };
    const render = renderChatPanel({ api: { 'POST /api/user/attachment': { status: 200, body: uploaded } } });
    const { user, socket } = await openChat({}, render);
    expect(fileInput()).toHaveAttribute('accept', '.jpeg,.jpg,.png,.tif,.tiff,.pdf,.csv,.docx,.doc');
    await user.upload(fileInput(), pdf());
    await waitFor(() => expect(socket.sentEvents('file')).toHaveLength(1));
    expect(socket.sentEvents('file')[0]).toMatchObject({
      webUrl: uploaded.webUrl,
      name: 'invoice.pdf',
      eTag,
    });
    expect(await screen.findByRole('link', { name: /invoice\.pdf/ })).toHaveAttribute(
      'href',
      uploaded.webUrl,
    );
  });

  it('says so when the upload fails', async () => {
    const render = renderChatPanel({
      api: { 'POST /api/user/attachment': apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Not allowed') },
    });
    const { user, socket } = await openChat({}, render);
    await user.upload(fileInput(), pdf());
    expect(await screen.findByText(CHAT_TEXTS.attachmentUploadFailed)).toBeInTheDocument();
    expect(socket.sentEvents('file')).toHaveLength(0);
  });

  it('refuses a file type the chat does not take before uploading it', async () => {
    const { api } = await openChat();
    fireEvent.change(fileInput(), { target: { files: [new File(['MZ'], 'run.exe')] } });
    expect(await screen.findByText(/run\.exe cannot be sent/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/attachment')).toHaveLength(0);
  });
});
