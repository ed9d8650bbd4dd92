import { CHAT_NAMESPACE } from '@navia/domain/contracts/chat';
import { REALTIME_PATH } from '@navia/domain/contracts/realtime';
import { CHAT_RECONNECTION_ATTEMPTS, CHAT_TEXTS, CHAT_UNAVAILABLE_TEXTS } from '@navia/domain/rules/chat';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exactText } from '../../../test/exact-text.ts';
import { fakeSockets, ioCalls, NO_ANSWER } from '../../../test/fake-socket.ts';
import { RECONNECTION_DELAY_MS } from '../api/chat-socket.ts';
import { buildChannel, buildChatInfo, buildChatMessage, chatServer, ME } from '../chat-factories.ts';
import { renderChatPanel, startChat } from './render-chat-panel.tsx';

beforeEach(() => {
  fakeSockets.length = 0;
  ioCalls.length = 0;
});

describe('chat panel: before the chat starts', () => {
  it('offers START CHAT with the prompt, and connects only when pressed', async () => {
    const { user } = renderChatPanel();
    expect(await screen.findByText(CHAT_TEXTS.startPrompt)).toBeInTheDocument();
    expect(fakeSockets).toHaveLength(0);
    await startChat(user);
    expect(ioCalls[0]).toEqual([
      CHAT_NAMESPACE,
      {
        path: REALTIME_PATH,
        forceNew: true,
        reconnectionAttempts: CHAT_RECONNECTION_ATTEMPTS,
        reconnectionDelay: 5_000,
        reconnectionDelayMax: 20_000,
        randomizationFactor: 0.2,
        withCredentials: true,
        auth: { shipmentId: 'AU-S01009240', DataSource: 'AU' },
      },
    ]);
  });

  it.each([
    ['VIEW_AS_ORGANISATION', CHAT_TEXTS.viewingAsOrganisation],
    ['SECRET_MODE', CHAT_UNAVAILABLE_TEXTS.SECRET_MODE],
    ['LOCAL_MODE', CHAT_UNAVAILABLE_TEXTS.LOCAL_MODE],
  ] as const)('shows why chat is off (%s) instead of START CHAT', async (reason, text) => {
    renderChatPanel({ info: buildChatInfo({ available: false, unavailableReason: reason }) });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START CHAT' })).not.toBeInTheDocument();
  });

  it('names its tooltip and collapses and expands', async () => {
    const { user } = renderChatPanel();
    expect(await screen.findByRole('button', { name: CHAT_TEXTS.shipmentChatTooltip })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Collapse SHIPMENT CHAT' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand SHIPMENT CHAT' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'START CHAT' })).not.toBeInTheDocument();
  });
});

describe('chat panel: an open chat', () => {
  it('shows the empty chat texts when there are no messages', async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    for (const line of CHAT_TEXTS.emptyLines) expect(await screen.findByText(line)).toBeInTheDocument();
    expect(socket.sentEvents('ready')).toEqual([{ lastMessageId: 0 }]);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('keeps the input disabled while connecting and while the channel opens', async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    expect(screen.getByLabelText('Connecting to the chat')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeDisabled();
    // The channel opens, ready waits for its answer.
    const server = chatServer(socket);
    socket.respond = () => NO_ANSWER;
    act(() => server.open());
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('pulses with a NEW mark when a message arrives while collapsed', async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    await screen.findByText(CHAT_TEXTS.emptyLines[0]);
    await user.click(screen.getByRole('button', { name: 'Collapse SHIPMENT CHAT' }));
    act(() => socket.serverSends('message', buildChatMessage({ text: 'Your container is on board.' })));
    const toggle = screen.getByRole('button', { name: 'Expand SHIPMENT CHAT, new messages' });
    expect(toggle.closest('section')?.className).toMatch(/pulse/);
    expect(screen.getByText('NEW')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByText('NEW')).not.toBeInTheDocument();
    expect(screen.getByText('Your container is on board.')).toBeInTheDocument();
  });

  it('drops a server event that does not match the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    await screen.findByText(CHAT_TEXTS.emptyLines[0]);
    act(() => socket.serverSends('message', { text: 'no id' }));
    expect(screen.queryByText('no id')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('offers the archived reconnect, which sends ready with reopen', async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    const server = chatServer(socket, { channel: buildChannel({ status: 'archived' }) });
    act(() => server.open());
    const reconnect = await screen.findByRole('button', { name: CHAT_TEXTS.archived });
    chatServer(socket, { channel: buildChannel({ status: 'open' }) });
    await user.click(reconnect);
    expect(socket.sentEvents('ready').at(-1)).toEqual({ lastMessageId: 0, reopen: true });
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it(`shows the channel error after ${CHAT_RECONNECTION_ATTEMPTS} failed attempts and tries again on request`, async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    await screen.findByText(CHAT_TEXTS.emptyLines[0]);
    act(() => socket.drop());
    expect(await screen.findByText(CHAT_TEXTS.reconnecting)).toBeInTheDocument();
    for (let i = 0; i < CHAT_RECONNECTION_ATTEMPTS; i += 1) act(() => socket.failAttempt());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(exactText(CHAT_TEXTS.channelError))).toBeInTheDocument();
    expect(socket.disconnected).toBe(true);
    await user.click(within(alert).getByRole('button', { name: CHAT_TEXTS.tryAgain }));
    await waitFor(() => expect(fakeSockets).toHaveLength(2));
  });

  it('connects again when the server closed the connection (a restart), and resumes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderChatPanel({ advanceTimers: vi.advanceTimersByTime });
    const socket = await startChat(user);
    const server = chatServer(socket, { history: [buildChatMessage({ text: 'Before the restart' })] });
    act(() => server.open());
    await screen.findByText('Before the restart');
    const connect = vi.spyOn(socket, 'connect');
    act(() => socket.serverDisconnects());
    expect(await screen.findByText(CHAT_TEXTS.reconnecting)).toBeInTheDocument();
    expect(connect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(RECONNECTION_DELAY_MS));
    expect(connect).toHaveBeenCalledTimes(1);
    act(() => socket.serverSends('channel open', server.channel));
    await waitFor(() => expect(screen.queryByText(CHAT_TEXTS.reconnecting)).not.toBeInTheDocument());
    expect(socket.sentEvents('ready').at(-1)).toMatchObject({ lastMessageId: expect.any(Number) });
  });

  it(`keeps trying through a slow restart: the first connection after it is not one of the ${CHAT_RECONNECTION_ATTEMPTS} attempts`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderChatPanel({ advanceTimers: vi.advanceTimersByTime });
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    await screen.findByText(CHAT_TEXTS.emptyLines[0]);
    act(() => socket.serverDisconnects());
    act(() => vi.advanceTimersByTime(RECONNECTION_DELAY_MS));
    // The server is still down: the connection fails, then the manager's attempts fail but the last.
    act(() => socket.failConnect());
    for (let i = 1; i < CHAT_RECONNECTION_ATTEMPTS; i += 1) act(() => socket.failAttempt());
    expect(screen.getByText(CHAT_TEXTS.reconnecting)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => socket.failAttempt());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(exactText(CHAT_TEXTS.channelError))).toBeInTheDocument();
  });

  it('does not connect again after the server refused the channel', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderChatPanel({ advanceTimers: vi.advanceTimersByTime });
    const socket = await startChat(user);
    const connect = vi.spyOn(socket, 'connect');
    act(() => {
      socket.connect();
      socket.serverSends('channel_error', { code: 'NOT_FOUND', text: CHAT_TEXTS.channelError });
      socket.serverDisconnects();
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(connect).toHaveBeenCalledTimes(1);
    expect(screen.getByText(CHAT_TEXTS.channelError)).toBeInTheDocument();
  });

  it('shows the channel error when the server refuses the channel', async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    act(() => {
      socket.connect();
      socket.serverSends('channel_error', { code: 'NOT_FOUND', text: 'No such record' });
    });
    expect(await screen.findByText(CHAT_TEXTS.channelError)).toBeInTheDocument();
  });

  it('goes to the shipment the server redirects to', async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    act(() => socket.serverSends('redirect_user', { shipmentNumber: 'S01009999' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/shipment/S01009999'));
  });

  it('refreshes the marks CHAT_REFRESH_DELAY_MS after the bot changed a favourite', async () => {
    const onRecordMarksChanged = vi.fn();
    const { user } = renderChatPanel({ props: { onRecordMarksChanged } });
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    act(() => socket.serverSends('update_favourites', {}));
    expect(onRecordMarksChanged).not.toHaveBeenCalled();
    await waitFor(() => expect(onRecordMarksChanged).toHaveBeenCalledWith('favourites'));
  });

  it('disconnects when it leaves', async () => {
    const { user, view } = renderChatPanel();
    const socket = await startChat(user);
    act(() => chatServer(socket).open());
    view.unmount();
    expect(socket.disconnected).toBe(true);
  });

  it('shows own messages as yours and others with their name', async () => {
    const { user } = renderChatPanel();
    const socket = await startChat(user);
    const history = [
      buildChatMessage({ from: ME, text: 'Mine' }),
      buildChatMessage({ username: null, role: 'staff', roleName: 'ACCOUNT MANAGER', text: 'Theirs' }),
    ];
    act(() => chatServer(socket, { history }).open());
    const mine = await screen.findByText('Mine');
    expect(mine.closest('li')?.className).toMatch(/own/);
    const theirs = screen.getByText('Theirs').closest('li');
    expect(theirs?.className).not.toMatch(/own/);
    expect(theirs).toHaveTextContent(CHAT_TEXTS.representative);
    expect(theirs).toHaveTextContent('ACCOUNT MANAGER');
  });
});
