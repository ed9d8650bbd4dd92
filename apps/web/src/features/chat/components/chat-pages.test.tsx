import type { ChatInboxRow } from '@navia/domain/contracts/chat';
import { CHAT_NAMESPACE } from '@navia/domain/contracts/chat';
import { CHAT_INBOX_REFRESH_MS, CHAT_TEXTS, GENERAL_CHAT_KEY } from '@navia/domain/rules/chat';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type FakeSocket, fakeSockets, ioCalls } from '../../../test/fake-socket.ts';
import { type ApiRoute, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildChannel, buildChatInfo, CHANNEL_ID, ME } from '../chat-factories.ts';

vi.mock('socket.io-client', async () => (await import('../../../test/fake-socket.ts')).fakeSocketModule);

beforeEach(() => {
  fakeSockets.length = 0;
  ioCalls.length = 0;
});

function signedInAs(type: 'NU' | 'CA', extra: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser({ _id: ME, type }) } },
    'GET /api/user/azure/chatInfo': { status: 200, body: buildChatInfo() },
    ...extra,
  });
}

/** The sockets opened to the chat namespace, and the app's own realtime connection. */
const chatSockets = () => fakeSockets.filter((_, i) => ioCalls[i]?.[0] === CHAT_NAMESPACE);
const mainSocket = (): FakeSocket | undefined =>
  fakeSockets.find((_, i) => ioCalls[i]?.[0] !== CHAT_NAMESPACE);

const inboxRow = (overrides: Partial<ChatInboxRow> = {}): ChatInboxRow => ({
  channel: buildChannel(),
  customerName: 'Jane Citizen',
  lastMessageText: 'Where is my container?',
  lastMessageAt: new Date(Date.now() - 12 * 60_000).toISOString(),
  unread: 2,
  waitingSince: new Date(Date.now() - 12 * 60_000).toISOString(),
  ...overrides,
});

describe('the general chat page /messages', () => {
  it('shows MESSAGES with its tooltip, and START CHAT opens the general chat', async () => {
    signedInAs('CA');
    const { user } = renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: /^MESSAGES/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHAT_TEXTS.generalChatTooltip })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'START CHAT' }));
    await waitFor(() => expect(chatSockets()).toHaveLength(1));
    expect(ioCalls.find((call) => call[0] === CHAT_NAMESPACE)?.[1]).toMatchObject({
      auth: { generalChatKey: GENERAL_CHAT_KEY },
    });
  });
});

describe('the staff chat inbox /chat/inbox', () => {
  it('is for staff only', async () => {
    signedInAs('CA');
    const { router } = renderApp('/chat/inbox');
    await waitFor(() => expect(locationOf(router)).toBe('/nopermission'));
  });

  it('lists the channels with unread counts, waiting time and who handles them, and claims one', async () => {
    const api = signedInAs('NU', {
      'GET /api/chat/inbox': { status: 200, body: { channels: [inboxRow()] } },
      [`POST /api/chat/inbox/${CHANNEL_ID}/claim`]: {
        status: 200,
        body: { channel: buildChannel({ handledBy: { userId: ME, name: 'Jane Citizen' } }) },
      },
    });
    const { user } = renderApp('/chat/inbox');
    const row = (await screen.findByText('Shipment S01009240')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Acme Imports')).toBeInTheDocument();
    expect(within(row).getByText('Where is my container?')).toBeInTheDocument();
    expect(within(row).getByLabelText('2 unread')).toBeInTheDocument();
    expect(within(row).getByText('waiting 12 min')).toBeInTheDocument();
    expect(within(row).getByText(CHAT_TEXTS.inbox.handledByNobody)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Claim Shipment S01009240' }));
    await waitFor(() => expect(api.callsTo(`POST /api/chat/inbox/${CHANNEL_ID}/claim`)).toHaveLength(1));
    // The inbox is read again after the claim.
    await waitFor(() => expect(api.callsTo('GET /api/chat/inbox').length).toBeGreaterThan(1));
  });

  it(`refreshes once for a burst of inbox changes, ${CHAT_INBOX_REFRESH_MS} ms after the first`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = signedInAs('NU', {
      'GET /api/chat/inbox': { status: 200, body: { channels: [inboxRow()] } },
    });
    renderApp('/chat/inbox');
    await screen.findByText('Shipment S01009240');
    await waitFor(() => expect(mainSocket()).toBeDefined());
    act(() => mainSocket()?.connect());
    const reads = () => api.callsTo('GET /api/chat/inbox').length;
    const before = reads();
    act(() => {
      for (let i = 0; i < 5; i += 1) mainSocket()?.serverSends('chatInboxChanged', { channelId: CHANNEL_ID });
    });
    act(() => vi.advanceTimersByTime(CHAT_INBOX_REFRESH_MS / 2));
    act(() => mainSocket()?.serverSends('chatInboxChanged', { channelId: CHANNEL_ID }));
    expect(reads()).toBe(before);
    act(() => vi.advanceTimersByTime(CHAT_INBOX_REFRESH_MS / 2));
    await waitFor(() => expect(reads()).toBe(before + 1));
    // A change after that refresh gets one of its own.
    act(() => mainSocket()?.serverSends('chatInboxChanged', { channelId: CHANNEL_ID }));
    act(() => vi.advanceTimersByTime(CHAT_INBOX_REFRESH_MS));
    await waitFor(() => expect(reads()).toBe(before + 2));
  });

  it('shows its texts: the heading, the filters and an empty inbox', async () => {
    signedInAs('NU', { 'GET /api/chat/inbox': { status: 200, body: { channels: [] } } });
    renderApp('/chat/inbox');
    expect(await screen.findByText(CHAT_TEXTS.inbox.empty)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: CHAT_TEXTS.inbox.title })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: CHAT_TEXTS.inbox.channelsShown })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: CHAT_TEXTS.inbox.waitingOnly })).toBeInTheDocument();
  });

  it("opens a channel's chat, where staff reply as themselves", async () => {
    signedInAs('NU', { 'GET /api/chat/inbox': { status: 200, body: { channels: [inboxRow()] } } });
    const { user } = renderApp('/chat/inbox');
    await user.click(await screen.findByRole('button', { name: 'Open Shipment S01009240' }));
    expect(
      await screen.findByRole('region', { name: /^Acme Imports: Shipment S01009240/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(chatSockets()).toHaveLength(1));
    expect(ioCalls.find((call) => call[0] === CHAT_NAMESPACE)?.[1]).toMatchObject({
      auth: { channelId: CHANNEL_ID },
    });
  });
});
